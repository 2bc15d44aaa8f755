//! Squares and seats by name, as the rules' and the notation's tests write them.

use focus_bot::rules::{Seat, Square};

/// The square called `name`, like `c3`.
pub(crate) fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// Seat `n`, from 1.
pub(crate) fn seat(n: u8) -> Seat {
    Seat::from_number(n).unwrap()
}
