//! Berger tables against FIDE's published ones (Handbook C.05, Annex 1; the same tables are
//! printed at c.w.fox.tripod.com/chess/berger.html), players numbered from 1 as there.

use crate::tournament::berger::{round, rounds};
use crate::tournament::tests::simulate::{meetings, play};
use crate::tournament::{Format, Rules};

fn printed(entrants: usize, index: usize, double: bool) -> String {
    let r = round(entrants, index, double);
    let mut text: Vec<String> = r
        .tables
        .iter()
        .map(|t| format!("{}-{}", t.seats[0] + 1, t.seats[1] + 1))
        .collect();
    text.extend(r.byes.iter().map(|b| format!("{}-bye", b + 1)));
    text.join(" ")
}

#[test]
fn four_players_match_fides_table() {
    let all: Vec<String> = (0..3).map(|r| printed(4, r, false)).collect();
    assert_eq!(all, ["1-4 2-3", "4-3 1-2", "2-4 3-1"]);
}

#[test]
fn six_and_eight_players_match_fides_tables() {
    let six: Vec<String> = (0..5).map(|r| printed(6, r, false)).collect();
    assert_eq!(
        six,
        [
            "1-6 2-5 3-4",
            "6-4 5-3 1-2",
            "2-6 3-1 4-5",
            "6-5 1-4 2-3",
            "3-6 4-2 5-1"
        ]
    );
    let eight: Vec<String> = (0..7).map(|r| printed(8, r, false)).collect();
    assert_eq!(
        eight,
        [
            "1-8 2-7 3-6 4-5",
            "8-5 6-4 7-3 1-2",
            "2-8 3-1 4-7 5-6",
            "8-6 7-5 1-4 2-3",
            "3-8 4-2 5-1 6-7",
            "8-7 1-6 2-5 3-4",
            "4-8 5-3 6-2 7-1"
        ]
    );
}

#[test]
fn an_odd_count_gives_the_phantoms_opponent_a_bye() {
    // 5 players use the table of 6, player 6 being the bye.
    let five: Vec<String> = (0..5).map(|r| printed(5, r, false)).collect();
    assert_eq!(
        five,
        [
            "2-5 3-4 1-bye",
            "5-3 1-2 4-bye",
            "3-1 4-5 2-bye",
            "1-4 2-3 5-bye",
            "4-2 5-1 3-bye"
        ]
    );
}

fn first_move_counts(entrants: usize, double: bool) -> Vec<Vec<bool>> {
    let mut seats = vec![Vec::new(); entrants];
    for r in 0..rounds(entrants, double) {
        for table in round(entrants, r, double).tables {
            seats[table.seats[0]].push(true);
            seats[table.seats[1]].push(false);
        }
    }
    seats
}

#[test]
fn first_moves_are_balanced_and_never_three_in_a_row_in_a_double_round_robin() {
    for entrants in 3..=12 {
        for double in [false, true] {
            for (seed, seats) in first_move_counts(entrants, double).iter().enumerate() {
                let firsts = seats.iter().filter(|f| **f).count() as i64;
                let seconds = seats.len() as i64 - firsts;
                assert!(
                    (firsts - seconds).abs() <= 1,
                    "{entrants} double {double}: seed {seed} {seats:?}"
                );
                if double {
                    assert!(
                        !seats.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]),
                        "{entrants}: seed {seed} starts three in a row: {seats:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn round_robins_of_4_and_5_meet_everyone_once_with_random_results() {
    for (entrants, double) in [(4, false), (5, false), (4, true), (5, true)] {
        let rules = Rules {
            format: Format::RoundRobin { double },
            per_table: 2,
            teams: false,
        };
        let played = play(&rules, entrants, 7, None);
        let times = if double { 2 } else { 1 };
        let met = meetings(&played);
        for a in 0..entrants {
            for b in a + 1..entrants {
                assert_eq!(
                    met.iter().filter(|p| **p == (a, b)).count(),
                    times,
                    "{a}-{b}"
                );
            }
        }
        let byes: Vec<usize> = played.iter().flat_map(|r| r.round.byes.clone()).collect();
        assert_eq!(
            byes.len(),
            if entrants % 2 == 1 {
                entrants * times
            } else {
                0
            }
        );
    }
}
