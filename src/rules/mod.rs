//! The rules of Focus (`docs/rules.md`): board, stacks, actions, positions and games. Pure: no I/O.

mod action;
mod game;
mod perft;
mod position;
mod seat;
mod square;
mod stack;

pub use action::Action;
pub use game::{Game, Turn};
pub use perft::perft;
pub use position::{BoardSymmetry, EndReason, IllegalAction, Outcome, Position, Setup, SetupError};
pub use seat::{Config, ConfigError, FirstPlayer, Mode, Seat};
pub use square::{Direction, Square, Symmetry};
/// Move geometry tables, shared with the computer player's evaluation.
pub(crate) use square::{REACH, TARGET};
pub use stack::{MAX_HEIGHT, Stack};
