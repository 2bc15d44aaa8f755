//! The points scale: what a finish at a table is worth.
//!
//! A side scores one point for every side that finished below it and half a point for every
//! other side that finished level. With 2 players that is FIDE's 1 / ½ / 0; at a 3-player table
//! 2 / 1 / 0 (the later a player went out, the higher); at a 4-player free-for-all 3 / 2 / 1 / 0
//! (the order of the stacks controlled at the end, then of captures, is the service's to
//! decide); in 4-player teams both partners score their side's 1 / ½ / 0.
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
