//! The vocabulary front ends speak with the challenges: a challenge's options, and how long it
//! waits for answers.

use std::time::Duration;

use crate::ai::Level;
use crate::rules::{FirstPlayer, Mode};

/// The options of a challenge.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ChallengeOptions {
    /// 4-player mode: [`Mode::Teams`] (the default, `None`) or [`Mode::FreeForAll`]; refused
    /// with fewer players.
    pub mode: Option<Mode>,
    /// The short variant: capturing N enemy pieces wins.
    pub short: Option<u8>,
    /// The swap opening (2 players).
    pub swap: bool,
    /// Time for each turn: `Some(None)` for no limit; `None` for the server's default (3 days
    /// unless its admins chose another).
    pub turn_limit: Option<Option<Duration>>,
    /// Who plays first.
    pub first: FirstPlayer,
    /// The computer player's level, when the bot is invited (default medium).
    pub level: Option<Level>,
    /// Whether the game counts for ratings (default yes); it counts in the record either way.
    pub rated: bool,
}

impl Default for ChallengeOptions {
    fn default() -> ChallengeOptions {
        ChallengeOptions {
            mode: None,
            short: None,
            swap: false,
            turn_limit: None,
            first: FirstPlayer::Random,
            level: None,
            rated: true,
        }
    }
}

/// How long a challenge waits for answers: 24 hours.
pub const CHALLENGE_LIFETIME: Duration = Duration::from_secs(24 * 3600);
