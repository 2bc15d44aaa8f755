//! Round robin for 2 players by FIDE's Berger tables (Handbook C.05, Annex 1).
//!
//! With `n` entrants (one more, a bye, when `n` is odd) a cycle has `n − 1` rounds. Who moves
//! first alternates as evenly as the tables allow (no one's count differs by more than one).
//! A double round robin plays the cycle twice with the seats swapped; as FIDE recommends, the
//! first cycle's last two rounds are exchanged so that no one starts three games in a row
//! (nor is second three times in a row).

use super::{Round, Seed, Table};

/// Rounds in the whole round robin of `entrants`.
pub fn rounds(entrants: usize, double: bool) -> usize {
    let cycle = entrants + entrants % 2 - 1;
    if double { 2 * cycle } else { cycle }
}

/// Round `index` (0-based) of the Berger tables for `entrants`, seeds 0-based (FIDE numbers
/// players from 1). The player paired with the phantom of an odd count has a bye.
pub fn round(entrants: usize, index: usize, double: bool) -> Round {
    let size = entrants + entrants % 2;
    let cycle = size - 1;
    let (mut in_cycle, swapped) = (index % cycle, double && index >= cycle);
    if double && !swapped && cycle >= 3 && in_cycle + 2 >= cycle {
        // Exchange the last two rounds of the first cycle.
        in_cycle = if in_cycle + 2 == cycle {
            cycle - 1
        } else {
            cycle - 2
        };
    }
    let mut pairs = cycle_round(size, in_cycle);
    if swapped {
        for pair in &mut pairs {
            pair.swap(0, 1);
        }
    }
    let mut result = Round::default();
    for pair in pairs {
        if let Some(lone) = pair.iter().position(|seed| *seed >= entrants) {
            result.byes.push(pair[1 - lone]);
        } else {
            result.tables.push(Table {
                seats: pair.to_vec(),
            });
        }
    }
    result
}

/// FIDE's table for an even `size`, round `r` (0-based): the last player meets
/// `a = r·size/2 mod (size − 1)`, moving first in the even-numbered rounds; the others meet
/// `a + i` (first) against `a − i`, counted round the circle of `size − 1`.
fn cycle_round(size: usize, r: usize) -> Vec<[Seed; 2]> {
    let circle = size - 1;
    let last = size - 1;
    let anchor = (r * size / 2) % circle;
    let mut pairs = Vec::with_capacity(size / 2);
    pairs.push(if r.is_multiple_of(2) {
        [anchor, last]
    } else {
        [last, anchor]
    });
    for i in 1..size / 2 {
        pairs.push([(anchor + i) % circle, (anchor + circle - i) % circle]);
    }
    pairs
}
