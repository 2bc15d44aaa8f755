//! Tournaments, pure: pairings (round robin, the Dutch Swiss), points and standings.
//! No I/O: the bot stores a tournament and starts its games.
#![deny(missing_docs)]

pub mod tournament;
