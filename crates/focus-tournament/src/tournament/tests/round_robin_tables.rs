//! Round robin at 3- and 4-player tables: every pair exactly once, or a refusal.

use crate::tournament::designs::Uncoverable;
use crate::tournament::tests::simulate::{assert_everyone_once, meetings, play};
use crate::tournament::{Format, PairingError, Rules, total_rounds};

fn round_robin(per_table: usize, teams: bool) -> Rules {
    Rules {
        format: Format::RoundRobin { double: false },
        per_table,
        teams,
    }
}

#[test]
fn nine_at_threes_and_sixteen_at_fours_meet_every_pair_once() {
    for (per_table, entrants, rounds) in [(3, 9, 4), (4, 16, 5)] {
        let rules = round_robin(per_table, false);
        assert_eq!(total_rounds(&rules, entrants), Ok(rounds));
        let played = play(&rules, entrants, 11, None);
        assert_everyone_once(&played, entrants);
        let met = meetings(&played);
        assert_eq!(met.len(), entrants * (entrants - 1) / 2);
        let mut distinct = met.clone();
        distinct.dedup();
        assert_eq!(distinct.len(), met.len());
        // Moving first goes round: nobody starts more than twice.
        let mut firsts = vec![0; entrants];
        for round in &played {
            for table in &round.round.tables {
                firsts[table.seats[0]] += 1;
            }
        }
        assert!(firsts.iter().all(|f| *f <= 2), "{firsts:?}");
    }
}

#[test]
fn other_counts_are_refused_with_the_count_that_works() {
    assert_eq!(
        total_rounds(&round_robin(3, false), 7),
        Err(PairingError::Uncoverable(Uncoverable {
            per_table: 3,
            entrants: 7,
            needed: 9
        }))
    );
    assert_eq!(
        total_rounds(&round_robin(4, true), 8),
        Err(PairingError::Uncoverable(Uncoverable {
            per_table: 4,
            entrants: 8,
            needed: 16
        }))
    );
}

#[test]
fn too_few_entrants_to_start_are_refused() {
    assert_eq!(
        total_rounds(&round_robin(2, false), 2),
        Err(PairingError::TooFew {
            entrants: 2,
            needed: 3
        })
    );
    assert_eq!(
        total_rounds(
            &Rules {
                format: Format::Swiss { rounds: 2 },
                per_table: 4,
                teams: false
            },
            4
        ),
        Err(PairingError::TooFew {
            entrants: 4,
            needed: 5
        })
    );
    assert_eq!(
        total_rounds(
            &Rules {
                format: Format::Swiss { rounds: 2 },
                per_table: 3,
                teams: true
            },
            9
        ),
        Err(PairingError::TableSize(3))
    );
}

#[test]
fn a_round_robin_leaver_gives_their_opponents_byes() {
    let rules = round_robin(2, false);
    let played = play(&rules, 4, 5, Some((1, 0)));
    for round in &played[1..] {
        assert!(round.round.tables.iter().all(|t| !t.seats.contains(&0)));
        assert_eq!(round.round.byes.len(), 1);
    }
}
