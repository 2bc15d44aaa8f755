//! Seeded random tournaments, played round by round through [`next_round`].

use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use crate::tournament::{Finish, PlayedRound, Round, Rules, next_round, total_rounds};

/// A random finish for a table of `seats`: 2 players win, draw or lose; more are shuffled.
pub fn random_finish(rng: &mut SmallRng, seats: usize) -> Finish {
    if seats == 2 {
        let places = match rng.random_range(0..3) {
            0 => vec![0, 1],
            1 => vec![1, 0],
            _ => vec![0, 0],
        };
        return Finish { places };
    }
    let mut places: Vec<u8> = (0..seats as u8).collect();
    places.shuffle(rng);
    Finish { places }
}

/// Plays the whole tournament with random results; `leave` takes (round, seed) out before
/// that round is paired.
pub fn play(
    rules: &Rules,
    entrants: usize,
    seed: u64,
    leave: Option<(usize, usize)>,
) -> Vec<PlayedRound> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let total = total_rounds(rules, entrants).expect("the tournament starts");
    let mut active = vec![true; entrants];
    let mut played: Vec<PlayedRound> = Vec::new();
    for index in 0..total {
        if let Some((round, seed)) = leave
            && round == index
        {
            active[seed] = false;
        }
        let round: Round = next_round(rules, &active, &played).expect("the round pairs");
        let finishes = round
            .tables
            .iter()
            .map(|t| Some(random_finish(&mut rng, t.seats.len())))
            .collect();
        played.push(PlayedRound { round, finishes });
    }
    played
}

/// Every unordered pair that met, with multiplicity.
pub fn meetings(played: &[PlayedRound]) -> Vec<(usize, usize)> {
    let mut all = Vec::new();
    for round in played {
        for table in &round.round.tables {
            for (i, a) in table.seats.iter().enumerate() {
                for b in &table.seats[i + 1..] {
                    all.push((*a.min(b), *a.max(b)));
                }
            }
        }
    }
    all.sort_unstable();
    all
}

/// Checks every round seats each active entrant exactly once (at a table or a bye).
pub fn assert_everyone_once(played: &[PlayedRound], entrants: usize) {
    for (r, round) in played.iter().enumerate() {
        let mut seen: Vec<usize> = round
            .round
            .tables
            .iter()
            .flat_map(|t| t.seats.clone())
            .collect();
        seen.extend(&round.round.byes);
        seen.sort_unstable();
        let before = seen.len();
        seen.dedup();
        assert_eq!(before, seen.len(), "round {r} seats someone twice");
        assert!(seen.iter().all(|s| *s < entrants));
    }
}
