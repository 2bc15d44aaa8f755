//! Sid Sackson's Focus, pure: the rules ([`rules`]) and how they are written down ([`notation`]).
//! No I/O, no clock, no async: everything above depends on this crate, and it on nothing of ours.
#![deny(missing_docs)]

pub mod notation;
pub mod rules;
