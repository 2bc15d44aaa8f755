//! What the two Swiss pairings of 2-player tables ([`super::dutch`]'s bracket search and
//! [`super::dutch_matching`]) share: a player as they see them, and why a round fails.

use super::{Points, Seed};

/// A player as the Swiss pairing sees them before a round.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SwissPlayer {
    /// The player's seed.
    pub seed: Seed,
    /// Points so far.
    pub score: Points,
    /// Seeds already met.
    pub opponents: Vec<Seed>,
    /// One entry per round: moved first, second, or had no game.
    pub history: Vec<Option<bool>>,
    /// Byes the pairing has given.
    pub byes: u32,
    /// Rounds without a game (byes and absences).
    pub unplayed: u32,
}

/// Why a round could not be paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DutchError {
    /// Every way to pair the field repeats a meeting.
    #[error("no pairing of this round avoids a repeated meeting")]
    Exhausted,
}
