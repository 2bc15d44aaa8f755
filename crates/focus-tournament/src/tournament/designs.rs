//! Round robin at 3- and 4-player tables: possible only when every pair of entrants can meet
//! exactly once with everyone seated every round, that is when the tables of the rounds form
//! an affine plane: 9 entrants at 3-player tables (4 rounds), 16 at 4-player tables (5
//! rounds). Any other count is refused with the count that would work.
//!
//! Entrant `i` is the point `(i / q, i % q)` of the plane over the field of `q` elements
//! (`q` = players per table); round `m < q` seats together the points on each line
//! `y = m·x + b`, the last round those on each line `x = b`. Seats rotate by one each round so
//! that moving first goes round; a double round robin plays the rounds again with the seats
//! in reverse.

use super::{Round, Table};

/// Why a round robin at this size cannot be fair.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "a round robin at {per_table}-player tables needs exactly {needed} entrants, not {entrants}"
)]
pub struct Uncoverable {
    /// Players per table.
    pub per_table: usize,
    /// Entrants present.
    pub entrants: usize,
    /// The only count that works.
    pub needed: usize,
}

/// The entrant count a round robin at `per_table` needs (`q²`).
pub fn needed(per_table: usize) -> usize {
    per_table * per_table
}

/// Rounds of the round robin (`q + 1` per cycle).
pub fn rounds(per_table: usize, double: bool) -> usize {
    (per_table + 1) * if double { 2 } else { 1 }
}

/// Checks that `entrants` can play a fair round robin at `per_table`.
pub fn check(per_table: usize, entrants: usize) -> Result<(), Uncoverable> {
    let needed = needed(per_table);
    if matches!(per_table, 3 | 4) && entrants == needed {
        Ok(())
    } else {
        Err(Uncoverable {
            per_table,
            entrants,
            needed,
        })
    }
}

/// Round `index` (0-based) of the round robin at `per_table` (3 or 4), entrants `0..q²`.
pub fn round(per_table: usize, index: usize, double: bool) -> Round {
    let q = per_table;
    let cycle = q + 1;
    let slope = index % cycle;
    let point = |x: usize, y: usize| x * q + y;
    let tables = (0..q)
        .map(|b| {
            let mut seats: Vec<usize> = (0..q)
                .map(|t| {
                    if slope == q {
                        point(b, t)
                    } else {
                        let y = add(q, multiply(q, slope, t), b);
                        point(t, y)
                    }
                })
                .collect();
            seats.rotate_left(index % q);
            if double && index >= cycle {
                seats.reverse();
            }
            Table { seats }
        })
        .collect();
    Round {
        tables,
        byes: Vec::new(),
    }
}

/// Addition in the field of `q` elements (3: integers mod 3; 4: GF(4), bitwise exclusive or).
fn add(q: usize, a: usize, b: usize) -> usize {
    if q == 4 { a ^ b } else { (a + b) % q }
}

/// Multiplication in the field of `q` elements (GF(4) with `2·2 = 3`).
fn multiply(q: usize, a: usize, b: usize) -> usize {
    if q != 4 {
        return (a * b) % q;
    }
    const GF4: [[usize; 4]; 4] = [[0, 0, 0, 0], [0, 1, 2, 3], [0, 2, 3, 1], [0, 3, 1, 2]];
    GF4[a][b]
}
