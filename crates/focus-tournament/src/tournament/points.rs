//! The points scale: what a finish at a table is worth.
//!
//! A side scores one point for every side that finished below it and half a point for every
//! other side that finished level. With 2 players that is FIDE's 1 / ½ / 0; at a 3-player table
//! 2 / 1 / 0 (the later a player went out, the higher); at a 4-player free-for-all 3 / 2 / 1 / 0
//! (winners, then the players still in by the stacks each controls at the end, then by
//! captures, then those who went out, the later the higher: [`free_for_all_places`]); in 4-player teams both partners score their side's 1 / ½ / 0.
//!
//! A bye is worth a win with 2 players (FIDE), and the middle of the scale otherwise
//! (`(sides − 1) / 2`: 1 at a 3-player table, 1½ at a 4-player free-for-all, ½ in teams), so
//! that sitting out neither wins nor loses a round.

use std::fmt;

use super::{Finish, Rules};

/// Points, counted in halves so that ½ stays exact.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Points(pub u32);

impl Points {
    /// Points from a count of halves.
    pub fn from_halves(halves: u32) -> Points {
        Points(halves)
    }

    /// The count of halves.
    pub fn halves(self) -> u32 {
        self.0
    }

    /// As a number (for JSON and pictures).
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 2.0
    }
}

impl std::ops::Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl std::ops::AddAssign for Points {
    fn add_assign(&mut self, other: Points) {
        self.0 += other.0;
    }
}

impl fmt::Display for Points {
    /// `2`, `½`, `1½`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.0 / 2, self.0 % 2) {
            (0, 1) => write!(f, "½"),
            (whole, 1) => write!(f, "{whole}½"),
            (whole, _) => write!(f, "{whole}"),
        }
    }
}

/// How an entrant's result at a table stands against the table's points: all a seat can score
/// there (won), none (lost), or part of them (a draw, a middle place at 3 or 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Share {
    /// The most a seat can score at the table.
    All,
    /// Some, not all.
    Part,
    /// Nothing.
    None,
}

/// The share of `got` at a table of `rules`: against the most a seat scores there (a sole
/// winner's: 1 with 2 players, 2 at 3, 3 at a 4-player free-for-all, 1 in teams).
#[must_use]
pub fn share(rules: &Rules, got: Points) -> Share {
    let most = Points((rules.sides() as u32 - 1) * 2);
    if got.0 == 0 {
        Share::None
    } else if got >= most {
        Share::All
    } else {
        Share::Part
    }
}

/// A score or a tie-break written in quarters, the finest they come in (a tie-break counts an
/// opponent's points, in halves, in full or by half): `3`, `2½`, `¾`, `4¼`. `None` for a
/// negative value or one between quarters.
#[must_use]
pub fn quarters_text(value: f64) -> Option<String> {
    let quarters = value * 4.0;
    if !(quarters >= 0.0 && (quarters - quarters.round()).abs() < 1e-9 && quarters < 4e9) {
        return None;
    }
    let quarters = quarters.round() as u64;
    let fraction = ["", "¼", "½", "¾"][(quarters % 4) as usize];
    Some(match quarters / 4 {
        0 if !fraction.is_empty() => fraction.to_string(),
        whole => format!("{whole}{fraction}"),
    })
}

/// The side a seat plays for: partners (seats opposite) share one in teams.
pub fn side_of(rules: &Rules, seat: usize) -> usize {
    if rules.sides() == 2 && rules.per_table == 4 {
        seat % 2
    } else {
        seat
    }
}

/// Each seat's points for a finish (see the module doc for the scale). In teams a side's
/// place is its better seat's.
pub fn table_points(rules: &Rules, finish: &Finish) -> Vec<Points> {
    let sides = rules.sides();
    let mut side_place = vec![u8::MAX; sides];
    for (seat, place) in finish.places.iter().enumerate() {
        let side = side_of(rules, seat);
        side_place[side] = side_place[side].min(*place);
    }
    (0..finish.places.len())
        .map(|seat| {
            let mine = side_place[side_of(rules, seat)];
            let halves = side_place.iter().enumerate().fold(0, |sum, (side, place)| {
                if side == side_of(rules, seat) {
                    return sum;
                }
                match place.cmp(&mine) {
                    std::cmp::Ordering::Greater => sum + 2,
                    std::cmp::Ordering::Equal => sum + 1,
                    std::cmp::Ordering::Less => sum,
                }
            });
            Points(halves)
        })
        .collect()
}

/// What a bye is worth: a win with 2 players, the middle of the scale otherwise.
pub fn bye_points(rules: &Rules) -> Points {
    if rules.per_table == 2 {
        Points(2)
    } else {
        Points(rules.sides() as u32 - 1)
    }
}
/// How a seat of a 4-player free-for-all stood when its game ended: still in (then the stacks
/// it controls and the pieces it captured rank it), or out (then when it went out: its last
/// ply in the log, the later the higher).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FreeForAllEnd {
    /// Still in at the end.
    In {
        /// Stacks it controls.
        stacks: u32,
        /// Enemy pieces it captured.
        captured: u32,
    },
    /// Out before the end (no stack to move, resigned or timed out).
    Out {
        /// Its last ply in the log (-1 for none).
        last_ply: i64,
    },
}

/// Places (1 = first, ties shared) at a 4-player free-for-all table: the winners first, then
/// the players still in by the stacks each controls, then by captures, then those who went out,
/// the later the higher.
#[must_use]
pub fn free_for_all_places(winners: u8, ends: &[FreeForAllEnd]) -> Vec<u8> {
    let key = |i: usize| -> (u8, u32, u32, i64) {
        if winners & (1 << i) != 0 {
            return (2, 0, 0, 0);
        }
        match ends[i] {
            FreeForAllEnd::In { stacks, captured } => (1, stacks, captured, 0),
            FreeForAllEnd::Out { last_ply } => (0, 0, 0, last_ply),
        }
    };
    (0..ends.len())
        .map(|i| {
            let better = (0..ends.len()).filter(|&j| key(j) > key(i)).count();
            u8::try_from(better + 1).unwrap_or(u8::MAX)
        })
        .collect()
}

#[cfg(test)]
mod free_for_all_tests {
    use super::{FreeForAllEnd, free_for_all_places};

    #[test]
    fn winners_then_stacks_then_captures_then_who_went_out_later() {
        use FreeForAllEnd::{In, Out};
        let ends = [
            In {
                stacks: 3,
                captured: 9,
            },
            In {
                stacks: 5,
                captured: 1,
            },
            Out { last_ply: 40 },
            In {
                stacks: 3,
                captured: 2,
            },
        ];
        // Seat 1 won; seat 2 controls most stacks; seats 1 and 4 tie on stacks, captures part them.
        assert_eq!(free_for_all_places(0b0001, &ends), vec![1, 2, 4, 3]);
        let ends = [
            Out { last_ply: 10 },
            In {
                stacks: 2,
                captured: 0,
            },
            Out { last_ply: 30 },
            In {
                stacks: 2,
                captured: 0,
            },
        ];
        // Seat 2 won; seat 4 (still in) above both who went out; seat 3 went out later than 1.
        assert_eq!(free_for_all_places(0b0010, &ends), vec![4, 1, 3, 2]);
        // Two still in, level: they share the place.
        assert_eq!(
            free_for_all_places(
                0b0001,
                &[
                    Out { last_ply: 1 },
                    In {
                        stacks: 1,
                        captured: 1
                    },
                    In {
                        stacks: 1,
                        captured: 1
                    },
                    Out { last_ply: 2 }
                ]
            )[1..3],
            [2, 2]
        );
    }
}
