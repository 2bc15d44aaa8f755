//! Skill ratings, pure: Glicko-2 for 2 players, Weng-Lin for 3 and 4, on one shown scale.
#![deny(missing_docs)]

pub mod rating;
