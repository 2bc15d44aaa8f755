//! The rules of Focus (`docs/rules.md`): board, stacks, actions, positions and games. Pure: no I/O.

mod action;
mod board_symmetry;
mod endings;
mod game;
mod illegal;
mod legal;
mod outcome;
mod perft;
mod play;
mod position;
mod seat;
mod setup;
mod square;
mod stack;
mod zobrist;

pub use action::Action;
pub use board_symmetry::BoardSymmetry;
pub use game::{Game, Turn};
pub use illegal::IllegalAction;
pub use outcome::{EndReason, Outcome};
pub use perft::perft;
pub use position::Position;
pub use seat::{Config, ConfigError, FirstPlayer, Mode, Seat};
pub use setup::{Setup, SetupError};
pub use square::{Direction, Square, Symmetry};
/// Move geometry tables, shared with the computer player's evaluation.
pub use square::{REACH, TARGET};
pub use stack::{MAX_HEIGHT, Stack};
