//! The values of the `/focus` options that have a meaning of their own (a 4-player mode, who
//! plays first, a time limit, the computer's level, yes or no), read the same way by the
//! console and by Discord. The errors are typed; `i18n::reasons::option` says them in a
//! language.

use std::time::Duration;

use crate::ai::Level;
pub use crate::notation::OptionError;
use crate::notation::parse_time_limit;
use crate::rules::{FirstPlayer, Mode};

/// Reads a 4-player mode: `teams` or `ffa` (`free-for-all`).
pub fn parse_mode(text: &str) -> Result<Mode, OptionError> {
    match text.trim().to_ascii_lowercase().as_str() {
        "teams" => Ok(Mode::Teams),
        "ffa" | "free-for-all" => Ok(Mode::FreeForAll),
        _ => Err(OptionError::Mode(text.trim().to_string())),
    }
}

/// Reads who plays first: `random` or `challenger`.
pub fn parse_first(text: &str) -> Result<FirstPlayer, OptionError> {
    match text.trim().to_ascii_lowercase().as_str() {
        "random" => Ok(FirstPlayer::Random),
        "challenger" => Ok(FirstPlayer::Challenger),
        _ => Err(OptionError::First(text.trim().to_string())),
    }
}

/// Reads the answer to a draw offer or a takeback request: `accept` (true) or `decline`.
pub fn parse_answer(text: &str) -> Result<bool, OptionError> {
    match text.trim().to_ascii_lowercase().as_str() {
        "accept" => Ok(true),
        "decline" => Ok(false),
        _ => Err(OptionError::Answer(text.trim().to_string())),
    }
}

/// Reads a turn's time limit: `30m`, `12h`, `3d`, `1d12h`, or `none` (no limit).
pub fn parse_time(text: &str) -> Result<Option<Duration>, OptionError> {
    Ok(parse_time_limit(text)?)
}

/// Reads the computer's level: `easy`, `medium`, `hard` or `master`.
pub fn parse_level(text: &str) -> Result<Level, OptionError> {
    text.parse::<Level>()
        .map_err(|_| OptionError::Level(text.trim().to_string()))
}

/// Reads yes or no for the option `name`.
pub fn parse_yes_no(name: &str, text: &str) -> Result<bool, OptionError> {
    match text.trim().to_ascii_lowercase().as_str() {
        "true" | "yes" | "on" => Ok(true),
        "false" | "no" | "off" => Ok(false),
        _ => Err(OptionError::YesNo {
            name: name.to_string(),
            text: text.trim().to_string(),
        }),
    }
}
