//! What each entrant has done so far, read from the played rounds: the input of the pairings
//! and of the standings.

use super::points::{bye_points, side_of, table_points};
use super::{PlayedRound, Points, Rules, Seed};

/// One entrant's record so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// Points from finished tables and byes.
    pub score: Points,
    /// Everyone met at a table (partners included), once per meeting.
    pub met: Vec<Seed>,
    /// Per round: moved first, did not, or had no table.
    pub first_moves: Vec<Option<bool>>,
    /// Byes given by the pairing.
    pub byes: u32,
    /// Rounds without a table.
    pub unplayed: u32,
    /// Sum of the seat numbers taken (0 moves first).
    pub seat_sum: u32,
    /// Tables sat at.
    pub games: u32,
}

/// One game from one entrant's side, for the tie-breaks.
#[derive(Clone, Debug, PartialEq)]
pub struct Encounter {
    /// The opponent (partners are not opponents).
    pub opponent: Seed,
    /// 1 beaten, ½ level, 0 lost to.
    pub share: f64,
}

/// Every entrant's record (`entrants` seeds) after `played`.
pub fn records(rules: &Rules, entrants: usize, played: &[PlayedRound]) -> Vec<Record> {
    let mut records = vec![Record::default(); entrants];
    for round in played {
        let mut seated = vec![false; entrants];
        for (t, table) in round.round.tables.iter().enumerate() {
            let points = round
                .finishes
                .get(t)
                .and_then(Option::as_ref)
                .map(|f| table_points(rules, f));
            for (seat, &seed) in table.seats.iter().enumerate() {
                let record = &mut records[seed];
                seated[seed] = true;
                record
                    .met
                    .extend(table.seats.iter().filter(|s| **s != seed));
                record.first_moves.push(Some(seat == 0));
                record.seat_sum += seat as u32;
                record.games += 1;
                if let Some(points) = &points {
                    record.score += points[seat];
                }
            }
        }
        for &seed in &round.round.byes {
            records[seed].byes += 1;
            records[seed].score += bye_points(rules);
        }
        for (seed, record) in records.iter_mut().enumerate() {
            if !seated[seed] {
                record.first_moves.push(None);
                record.unplayed += 1;
            }
        }
    }
    records
}

/// Every entrant's finished games, opponent by opponent.
pub fn encounters(rules: &Rules, entrants: usize, played: &[PlayedRound]) -> Vec<Vec<Encounter>> {
    let mut all = vec![Vec::new(); entrants];
    for round in played {
        for (table, finish) in round.round.tables.iter().zip(&round.finishes) {
            let Some(finish) = finish else { continue };
            let side_place = |seat: usize| {
                (0..table.seats.len())
                    .filter(|s| side_of(rules, *s) == side_of(rules, seat))
                    .map(|s| finish.places[s])
                    .min()
                    .unwrap_or(u8::MAX)
            };
            for (seat, &seed) in table.seats.iter().enumerate() {
                for (other, &opponent) in table.seats.iter().enumerate() {
                    if side_of(rules, other) == side_of(rules, seat) {
                        continue;
                    }
                    let share = match side_place(seat).cmp(&side_place(other)) {
                        std::cmp::Ordering::Less => 1.0,
                        std::cmp::Ordering::Equal => 0.5,
                        std::cmp::Ordering::Greater => 0.0,
                    };
                    all[seed].push(Encounter { opponent, share });
                }
            }
        }
    }
    all
}
