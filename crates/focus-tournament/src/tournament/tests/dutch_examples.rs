//! The Dutch pairing against published cases: bbpPairings' tests `dutch_2025_C5` and
//! `dutch_2025_C9` (github.com/BieremaBoyzProgramming/bbpPairings, test/tests/: the TRF input
//! and the expected pairing, FIDE's reference pairing program for the Dutch rules of 2025),
//! and FIDE's first-round rule (C.04.3: S1 meets S2 in order, the initial colour alternating
//! by board). Players are numbered from 1 as in the TRF files.

use crate::tournament::Points;
use crate::tournament::dutch::{SwissPlayer, pair};

/// A player from a TRF line: (number, score in halves, [(opponent, moved first)], unplayed).
fn player(
    number: usize,
    halves: u32,
    games: &[(usize, bool)],
    absent_rounds: &[usize],
) -> SwissPlayer {
    let mut history: Vec<Option<bool>> = games.iter().map(|(_, first)| Some(*first)).collect();
    for r in absent_rounds {
        history.insert(*r, None);
    }
    SwissPlayer {
        seed: number - 1,
        score: Points(halves),
        opponents: games.iter().map(|(o, _)| o - 1).collect(),
        history,
        byes: 0,
        unplayed: absent_rounds.len() as u32,
    }
}

fn printed(players: &[SwissPlayer]) -> Vec<String> {
    let round = pair(players).expect("pairs");
    let mut lines: Vec<String> = round
        .tables
        .iter()
        .map(|t| format!("{} {}", t.seats[0] + 1, t.seats[1] + 1))
        .collect();
    lines.extend(round.byes.iter().map(|b| format!("{} 0", b + 1)));
    lines
}

#[test]
fn bbp_dutch_2025_c5_gives_the_bye_to_the_lowest_score_and_avoids_a_dead_end() {
    // Round 3; player 4 is absent this round. 1-3 would leave 2-5, who met in round 1.
    let players = [
        player(1, 4, &[(4, true), (2, false)], &[]),
        player(2, 2, &[(5, false), (1, true)], &[]),
        player(3, 4, &[(6, true), (4, false)], &[]),
        player(5, 2, &[(2, true), (6, false)], &[]),
        player(6, 0, &[(3, false), (5, true)], &[]),
    ];
    assert_eq!(printed(&players), ["1 5", "3 2", "6 0"]);
}

#[test]
fn bbp_dutch_2025_c9_spares_the_bye_to_a_player_who_already_sat_out() {
    // Round 2; player 5 was absent in round 1 (a zero-point bye, not the pairing's).
    let players = [
        player(1, 2, &[(3, true)], &[]),
        player(2, 2, &[(4, false)], &[]),
        player(3, 0, &[(1, false)], &[]),
        player(4, 0, &[(2, true)], &[]),
        player(5, 0, &[], &[0]),
    ];
    assert_eq!(printed(&players), ["2 1", "3 5", "4 0"]);
}

#[test]
fn round_one_pairs_the_top_half_with_the_bottom_half_alternating_first_moves() {
    let players: Vec<SwissPlayer> = (1..=7).map(|n| player(n, 0, &[], &[])).collect();
    assert_eq!(printed(&players), ["1 4", "5 2", "3 6", "7 0"]);
}

#[test]
fn nobody_meets_twice_and_a_field_that_cannot_avoid_it_is_refused() {
    // Three players who have all met: whoever sits out, the other two met.
    let players = [
        player(1, 2, &[(2, true), (3, false)], &[]),
        player(2, 2, &[(1, false), (3, true)], &[]),
        player(3, 2, &[(2, false), (1, true)], &[]),
    ];
    assert!(pair(&players).is_err());
}
