//! A legal game position: its state, what can be read from it, and its text diagram. The
//! rules that move it on are in `legal.rs`, `play.rs` and `endings.rs`.

use std::fmt;

use super::square::ON_BOARD;
use super::zobrist::{cell_key, reserve_key, turn_key};
use super::{Config, Outcome, Seat, Square, Stack};

pub(super) const NO_SEAT: u8 = 255;

/// A legal game position: the board, reserves, captures and whose turn it is. Plays actions
/// and knows every ending except threefold repetition, which needs the game's history (see
/// [`super::Game`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Position {
    pub(super) config: Config,
    pub(super) cells: [Stack; 64],
    pub(super) owned: [u64; 4],
    /// Per seat, the number of moves its stacks have (kept up to date for fast counting).
    pub(super) mobility: [u16; 4],
    pub(super) reserves: [u8; 4],
    pub(super) captured: [u8; 4],
    pub(super) retired: [u8; 4],
    pub(super) to_act: u8,
    pub(super) out: u8,
    pub(super) first_placement: u8,
    pub(super) swap_pending: u8,
    pub(super) first_swap: Option<(Square, Square)>,
    pub(super) outcome: Option<Outcome>,
    pub(super) hash: u64,
}

impl Position {
    pub(super) fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for (i, &c) in self.cells.iter().enumerate() {
            h ^= cell_key(i, c);
        }
        for s in 0..4 {
            h ^= reserve_key(s, self.reserves[s]);
        }
        if self.to_act != NO_SEAT {
            h ^= turn_key(self.to_act);
        }
        h
    }

    /// The options of the game.
    #[must_use]
    pub const fn config(&self) -> Config {
        self.config
    }

    /// The stack on a square (empty off the board).
    #[must_use]
    pub const fn stack(&self, sq: Square) -> Stack {
        self.cells[sq.index()]
    }

    /// The seat to act; `None` once the game is over.
    #[must_use]
    pub const fn to_act(&self) -> Option<Seat> {
        if self.to_act == NO_SEAT {
            None
        } else {
            Some(Seat(self.to_act))
        }
    }

    /// The result, once the game is over.
    #[must_use]
    pub const fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the game has ended.
    #[must_use]
    pub const fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Reserve pieces of a seat.
    #[must_use]
    pub const fn reserve(&self, seat: Seat) -> u8 {
        self.reserves[seat.index()]
    }

    /// Pieces a seat has captured.
    #[must_use]
    pub const fn captured(&self, seat: Seat) -> u8 {
        self.captured[seat.index()]
    }

    /// Reserve pieces a resignation took out of play.
    #[must_use]
    pub const fn retired(&self, seat: Seat) -> u8 {
        self.retired[seat.index()]
    }

    /// Whether a seat is out for good: it resigned, ran out of time, or (3 players) could not act
    /// when the turn reached it.
    #[must_use]
    pub const fn is_out(&self, seat: Seat) -> bool {
        self.out & (1 << seat.0) != 0
    }

    /// Whether the seat still owes its forced first placement (3 players).
    #[must_use]
    pub const fn owes_first_placement(&self, seat: Seat) -> bool {
        self.first_placement & (1 << seat.0) != 0
    }

    /// The seat that must play an opening swap now, if the game is in its swap opening.
    #[must_use]
    pub const fn swap_pending(&self) -> Option<Seat> {
        if self.swap_pending == NO_SEAT {
            None
        } else {
            Some(Seat(self.swap_pending))
        }
    }

    /// Squares whose stack `seat` owns, as a bit mask by square index.
    #[must_use]
    pub const fn owned_mask(&self, seat: Seat) -> u64 {
        self.owned[seat.index()]
    }

    /// A 64-bit hash of the board, the reserves and the player to act.
    #[must_use]
    pub const fn hash(&self) -> u64 {
        self.hash
    }

    /// Whether a seat can act: it owns a stack or holds a reserve piece, and is not out.
    #[must_use]
    pub const fn can_act(&self, seat: Seat) -> bool {
        !self.is_out(seat) && (self.owned[seat.index()] != 0 || self.reserves[seat.index()] > 0)
    }

    /// Total pieces a seat has on the board.
    #[must_use]
    pub fn pieces_on_board(&self, seat: Seat) -> usize {
        self.cells
            .iter()
            .flat_map(|c| c.pieces())
            .filter(|&p| p == seat)
            .count()
    }
}

impl fmt::Display for Position {
    /// A text diagram: one line per row, each square's stack as seat digits bottom to top.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..8 {
            let cells: Vec<String> = (0..8)
                .map(|col| {
                    let sq = Square::new(col, row).expect("in range");
                    if !sq.is_on_board() {
                        " ".to_string()
                    } else if self.stack(sq).is_empty() {
                        ".".to_string()
                    } else {
                        self.stack(sq)
                            .pieces()
                            .map(|p| char::from(b'0' + p.number()))
                            .collect()
                    }
                })
                .collect();
            writeln!(f, "{} {}", row + 1, cells.join(" "))?;
        }
        Ok(())
    }
}

pub(super) fn bits(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            Some(i)
        }
    })
}

pub(super) fn square(i: usize) -> Square {
    Square::from_index(i as u8).expect("index from a 64-bit mask")
}

const _: () = assert!(ON_BOARD.count_ones() == 52);
