//! The next round of a tournament, whatever its format: the entry point the service calls.

use super::designs::{self, Uncoverable};
use super::dutch::{self, DutchError, SwissPlayer};
use super::grouping::{self, TablePlayer};
use super::history::records;
use super::{Format, PlayedRound, Round, Rules, Table};

/// Why a round cannot be paired (or a tournament cannot start).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PairingError {
    /// Too few entrants to start.
    #[error("{entrants} entrants, at least {needed} are needed")]
    TooFew {
        /// Entrants present.
        entrants: usize,
        /// The minimum.
        needed: usize,
    },
    /// Players per table other than 2, 3 or 4 (or teams without 4).
    #[error("tables of {0} players are not possible")]
    TableSize(usize),
    /// A round robin at 3 or 4 per table that cannot be fair.
    #[error(transparent)]
    Uncoverable(#[from] Uncoverable),
    /// Every round has been played.
    #[error("every round has been played")]
    Finished,
    /// The Swiss pairing found no pairing without a repeat.
    #[error(transparent)]
    Swiss(#[from] DutchError),
}

/// The fewest entrants a tournament starts with: 3 at 2-player tables, one more than a table
/// otherwise.
pub fn minimum_entrants(rules: &Rules) -> usize {
    if rules.per_table == 2 {
        3
    } else {
        rules.per_table + 1
    }
}

/// Swiss rounds by default: enough to separate the top, the least `r` with
/// `per_table^r ≥ entrants` (⌈log₂ n⌉ for 2 players), at least 2.
pub fn default_swiss_rounds(per_table: usize, entrants: usize) -> u32 {
    let mut rounds = 0;
    let mut reach = 1;
    while reach < entrants {
        reach *= per_table.max(2);
        rounds += 1;
    }
    rounds.max(2)
}

/// Checks that a tournament of `entrants` can start under `rules`, and says how many rounds
/// it will have.
pub fn total_rounds(rules: &Rules, entrants: usize) -> Result<usize, PairingError> {
    if !(2..=4).contains(&rules.per_table) || (rules.teams && rules.per_table != 4) {
        return Err(PairingError::TableSize(rules.per_table));
    }
    let needed = minimum_entrants(rules);
    if entrants < needed {
        return Err(PairingError::TooFew { entrants, needed });
    }
    Ok(match rules.format {
        Format::RoundRobin { double } if rules.per_table == 2 => {
            super::berger::rounds(entrants, double)
        }
        Format::RoundRobin { double } => {
            designs::check(rules.per_table, entrants)?;
            designs::rounds(rules.per_table, double)
        }
        Format::Swiss { rounds } => rounds as usize,
    })
}

/// The next round after `played`. `active[seed]` is false for entrants who left: they are not
/// seated again (in a round robin their scheduled opponents sit out with a bye instead).
pub fn next_round(
    rules: &Rules,
    active: &[bool],
    played: &[PlayedRound],
) -> Result<Round, PairingError> {
    let entrants = active.len();
    let total = total_rounds(rules, entrants)?;
    let index = played.len();
    if index >= total {
        return Err(PairingError::Finished);
    }
    match rules.format {
        Format::RoundRobin { double } => {
            let scheduled = if rules.per_table == 2 {
                super::berger::round(entrants, index, double)
            } else {
                designs::round(rules.per_table, index, double)
            };
            Ok(without_leavers(rules, scheduled, active))
        }
        Format::Swiss { .. } => {
            let records = records(rules, entrants, played);
            let present = (0..entrants).filter(|seed| active[*seed]);
            if rules.per_table == 2 {
                let players: Vec<SwissPlayer> = present
                    .map(|seed| {
                        let r = &records[seed];
                        SwissPlayer {
                            seed,
                            score: r.score,
                            opponents: r.met.clone(),
                            history: r.first_moves.clone(),
                            byes: r.byes,
                            unplayed: r.unplayed,
                        }
                    })
                    .collect();
                Ok(dutch::pair(&players)?)
            } else {
                let players: Vec<TablePlayer> = present
                    .map(|seed| {
                        let r = &records[seed];
                        TablePlayer {
                            seed,
                            score: r.score,
                            met: r.met.clone(),
                            byes: r.byes,
                            seat_sum: r.seat_sum,
                            games: r.games,
                        }
                    })
                    .collect();
                Ok(grouping::pair(&players, rules.per_table))
            }
        }
    }
}

/// A scheduled round with the leavers taken out: a table left with one player (or, in teams,
/// short of a player) becomes byes for those left.
fn without_leavers(rules: &Rules, scheduled: Round, active: &[bool]) -> Round {
    let mut round = Round {
        tables: Vec::new(),
        byes: scheduled.byes.into_iter().filter(|s| active[*s]).collect(),
    };
    for table in scheduled.tables {
        let seats: Vec<usize> = table.seats.iter().copied().filter(|s| active[*s]).collect();
        if seats.len() == table.seats.len() || (seats.len() >= 2 && !rules.teams) {
            round.tables.push(Table { seats });
        } else {
            round.byes.extend(seats);
        }
    }
    round
}
