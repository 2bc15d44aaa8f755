//! The Swiss pairings at 100 and more entrants (the Dutch system's matching, the tables' local
//! search), and the bye's rule on fields small and large.

use proptest::prelude::*;

use crate::tournament::dutch::{SEARCHED_FIELD, SwissPlayer, pair};
use crate::tournament::history::records;
use crate::tournament::tests::simulate::{assert_everyone_once, play};
use crate::tournament::{Finish, Format, PlayedRound, Points, Rules, next_round, total_rounds};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

fn swiss(per_table: usize, rounds: u32) -> Rules {
    Rules {
        format: Format::Swiss { rounds },
        per_table,
        teams: false,
    }
}

/// Meetings repeated at round `r` of `played`, counted per pair at a table.
fn repeats_in(rules: &Rules, entrants: usize, played: &[PlayedRound], r: usize) -> usize {
    let before = records(rules, entrants, &played[..r]);
    played[r]
        .round
        .tables
        .iter()
        .map(|t| {
            t.seats
                .iter()
                .enumerate()
                .map(|(i, a)| {
                    t.seats[i + 1..]
                        .iter()
                        .filter(|b| before[*a].met.contains(b))
                        .count()
                })
                .sum::<usize>()
        })
        .sum()
}

/// Nobody sits out a second time while someone still playing has never sat out.
fn assert_byes_rotate(rules: &Rules, entrants: usize, played: &[PlayedRound]) {
    for r in 0..played.len() {
        let before = records(rules, entrants, &played[..r]);
        let fewest = before.iter().map(|p| p.byes).min().unwrap_or(0);
        for bye in &played[r].round.byes {
            assert_eq!(
                before[*bye].byes,
                fewest,
                "round {}: {bye} sits out again while another has sat out less",
                r + 1
            );
        }
    }
}

/// Plays a Swiss whose every game ends decisively (by resignation, say): no draws.
fn play_decisive(rules: &Rules, entrants: usize, seed: u64) -> Vec<PlayedRound> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let total = total_rounds(rules, entrants).expect("starts");
    let active = vec![true; entrants];
    let mut played: Vec<PlayedRound> = Vec::new();
    for index in 0..total {
        let round = next_round(rules, &active, &played)
            .unwrap_or_else(|e| panic!("round {} of {entrants} does not pair: {e}", index + 1));
        let finishes = round
            .tables
            .iter()
            .map(|_| {
                let places = if rng.random_bool(0.5) {
                    vec![0, 1]
                } else {
                    vec![1, 0]
                };
                Some(Finish { places })
            })
            .collect();
        played.push(PlayedRound { round, finishes });
    }
    played
}

#[test]
fn a_swiss_of_300_whose_games_all_end_by_resignation_pairs_every_round() {
    // The case: round 2 was never paired (the look-ahead stopped at 128 players).
    let rules = swiss(2, 9);
    let played = play_decisive(&rules, 300, 1);
    assert_eq!(played.len(), 9);
    assert_everyone_once(&played, 300);
    for r in 0..played.len() {
        assert_eq!(repeats_in(&rules, 300, &played, r), 0, "round {}", r + 1);
        assert_eq!(played[r].round.tables.len(), 150);
    }
}

#[test]
fn large_swisses_never_repeat_a_meeting_and_rotate_the_byes() {
    for (entrants, rounds, seed) in [(101, 7, 3), (100, 7, 4), (151, 8, 5)] {
        let rules = swiss(2, rounds);
        let played = play(&rules, entrants, seed, None);
        assert_everyone_once(&played, entrants);
        for r in 0..played.len() {
            assert_eq!(
                repeats_in(&rules, entrants, &played, r),
                0,
                "{entrants}: round {}",
                r + 1
            );
        }
        assert_byes_rotate(&rules, entrants, &played);
        // Score groups still meet: after round 1 most tables sit equal scores.
        let before = records(&rules, entrants, &played[..1]);
        let level = played[1]
            .round
            .tables
            .iter()
            .filter(|t| before[t.seats[0]].score == before[t.seats[1]].score)
            .count();
        assert!(
            level * 10 >= played[1].round.tables.len() * 8,
            "{entrants}: {level}"
        );
    }
}

#[test]
fn tables_of_3_and_4_at_99_and_120_entrants_avoid_repeats_and_rotate_byes() {
    for (per_table, entrants, rounds) in [(3, 99, 5), (4, 99, 4), (3, 100, 4), (4, 122, 4)] {
        let rules = swiss(per_table, rounds);
        let played = play(&rules, entrants, 9, None);
        assert_everyone_once(&played, entrants);
        for r in 0..played.len() {
            assert_eq!(
                repeats_in(&rules, entrants, &played, r),
                0,
                "{per_table}×{entrants}: round {}",
                r + 1
            );
        }
        assert_byes_rotate(&rules, entrants, &played);
    }
}

/// A player as the pairing sees them: `halves` points, the opponents met, `byes` given.
fn player(seed: usize, halves: u32, opponents: &[usize], byes: u32) -> SwissPlayer {
    let games = opponents.len();
    let mut history: Vec<Option<bool>> = (0..games)
        .map(|g| Some((g + seed).is_multiple_of(2)))
        .collect();
    history.extend((0..byes).map(|_| None));
    SwissPlayer {
        seed,
        score: Points(halves),
        opponents: opponents.to_vec(),
        history,
        byes,
        unplayed: byes,
    }
}

#[test]
fn an_odd_round_whose_lowest_score_already_had_a_bye_gives_it_to_the_next_lowest() {
    // Issue 39: with "fewest byes first" taken out of the bye's order, every test still
    // passed, a bye adding points. Here the last player sat out (and still trails): the bye
    // goes to the lowest score among those who have not, on a field the bracket search pairs
    // and on one the matching pairs.
    for entrants in [5, 7, SEARCHED_FIELD + 5, 41] {
        let last = entrants - 1;
        let players: Vec<SwissPlayer> = (0..entrants)
            .map(|seed| {
                if seed == last {
                    player(seed, 2, &[], 1)
                } else {
                    // Scores falling with the seed, the lowest still above the last one's.
                    player(seed, 3 + 2 * (entrants - seed) as u32, &[], 0)
                }
            })
            .collect();
        let round = pair(&players).expect("pairs");
        assert_eq!(round.byes, vec![last - 1], "{entrants} entrants");
        let mut seated: Vec<usize> = round.tables.iter().flat_map(|t| t.seats.clone()).collect();
        seated.sort_unstable();
        assert_eq!(seated.len(), entrants - 1);
        assert!(seated.contains(&last));
    }
}

#[test]
fn the_bye_skips_a_player_whose_absence_would_force_a_repeat() {
    // 21 players, the lowest (20) due the bye, but 19 has met everyone except 20: the bye
    // goes to the next in the order (19) instead, and nobody meets twice.
    let entrants = 21;
    let players: Vec<SwissPlayer> = (0..entrants)
        .map(|seed| {
            let opponents: Vec<usize> = if seed == 19 {
                (0..19).collect()
            } else if seed < 19 {
                vec![19]
            } else {
                vec![]
            };
            player(seed, 40 - seed as u32, &opponents, 0)
        })
        .collect();
    let round = pair(&players).expect("pairs");
    assert_eq!(round.byes, vec![19]);
    for table in &round.tables {
        let (a, b) = (table.seats[0], table.seats[1]);
        assert!(!players[a].opponents.contains(&b), "{a} and {b} met before");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]
    #[test]
    fn random_results_never_force_a_repeat_or_a_second_bye(
        entrants in (SEARCHED_FIELD + 1)..70usize,
        rounds in 3u32..6,
        seed in any::<u64>(),
    ) {
        let rules = swiss(2, rounds);
        let played = play(&rules, entrants, seed, None);
        for r in 0..played.len() {
            prop_assert_eq!(repeats_in(&rules, entrants, &played, r), 0);
        }
        assert_byes_rotate(&rules, entrants, &played);
    }
}
