//! Tournaments, the pure part: who sits at which table each round, what a finish is worth, and
//! the standings. No I/O: the service stores a tournament, starts its games and calls these.
//!
//! Entrants are numbered by seed, `0` being the highest rating at the start (ties broken by
//! the order they joined). A round is a list of [`Table`]s, each with its seats in playing
//! order (the first seat moves first), and the seeds given a bye.
//!
//! - 2 players, round robin: [`berger`] (FIDE's Berger tables).
//! - 2 players, Swiss: [`dutch`] (FIDE's Dutch system), with [`first_move`] balancing who starts.
//! - 3 and 4 players, Swiss: [`grouping`] (score groups into tables of least repeated meetings);
//!   round robin: [`designs`] (only where every pair can meet exactly once).
//! - [`points`]: the scale of a finish; [`standings`]: points and tie-breaks.
//! - [`round`] chooses among them from a tournament's [`Rules`] and what has been played.

pub mod berger;
pub mod blossom;
pub mod designs;
pub mod dutch;
pub mod dutch_matching;
pub mod first_move;
pub mod grouping;
pub mod history;
pub mod matching;
pub mod points;
pub mod round;
pub mod standings;
pub mod swiss_player;

#[cfg(test)]
mod tests;

pub use points::Points;
pub use round::{PairingError, next_round, total_rounds};

/// An entrant's seed: 0 is the highest rating at the start.
pub type Seed = usize;

/// How a tournament pairs its rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Everyone meets everyone (twice, seats swapped, if `double`).
    RoundRobin {
        /// Play the whole cycle a second time with the seats swapped.
        double: bool,
    },
    /// Players of equal score meet, for a set number of rounds.
    Swiss {
        /// How many rounds are played.
        rounds: u32,
    },
}

/// A tournament's pairing rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// Round robin or Swiss.
    pub format: Format,
    /// Players per table: 2, 3 or 4.
    pub per_table: usize,
    /// With 4 per table: partners (the seats opposite) share their side's result.
    pub teams: bool,
}

impl Rules {
    /// The sides at a table: one per player, or 2 in teams.
    pub fn sides(&self) -> usize {
        if self.teams && self.per_table == 4 {
            2
        } else {
            self.per_table
        }
    }
}

/// One table of a round: its seeds in seat order (the first moves first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// Seeds in seat order.
    pub seats: Vec<Seed>,
}

/// A round's pairing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Round {
    /// The tables, first the highest scores.
    pub tables: Vec<Table>,
    /// Seeds given a bye (they score [`points::bye_points`]).
    pub byes: Vec<Seed>,
}

/// How a table ended: each seat's place, 0 the winner; equal places share (a draw).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finish {
    /// Place per seat, in the table's seat order.
    pub places: Vec<u8>,
}

/// A round as paired and, table by table, how it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedRound {
    /// The pairing.
    pub round: Round,
    /// One finish per table, in the same order; `None` while its game runs.
    pub finishes: Vec<Option<Finish>>,
}
