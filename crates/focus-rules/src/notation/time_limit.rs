//! A turn's time limit as written in a command: `30m`, `12h`, `3d`, `1d12h`, or `none`.

use std::time::Duration;

/// The shortest time limit a turn may have.
const SHORTEST: u64 = 60;
/// The longest time limit a turn may have: a year.
const LONGEST: u64 = 365 * 86_400;

/// Why a text is not a turn's time limit (said in words by `i18n::reasons::time_limit`).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum TimeLimitError {
    /// Not a number and a unit, nor `none`: the text as typed.
    #[error("`{0}` is not a time limit")]
    NotATime(String),
    /// Shorter than a minute or longer than 365 days.
    #[error("a time limit is between 1 minute and 365 days")]
    OutOfRange,
}

/// Reads a turn's time limit: `30m`, `12h`, `3d`, `1d12h` (units `d`, `h`, `m`, `s`), from one
/// minute to 365 days; `none` (or `off`, `no`, `unlimited`) for no limit.
pub fn parse_time_limit(text: &str) -> Result<Option<Duration>, TimeLimitError> {
    let t = text.trim().to_ascii_lowercase();
    if matches!(t.as_str(), "none" | "off" | "no" | "unlimited") {
        return Ok(None);
    }
    let bad = || TimeLimitError::NotATime(text.to_string());
    let mut total = 0u64;
    let mut number = String::new();
    for c in t.chars().filter(|c| !c.is_whitespace()) {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let unit = match c {
            'd' => 86_400,
            'h' => 3600,
            'm' => 60,
            's' => 1,
            _ => return Err(bad()),
        };
        let n: u64 = number.parse().map_err(|_| bad())?;
        total = total.saturating_add(n.saturating_mul(unit));
        number.clear();
    }
    if !number.is_empty() || total == 0 {
        return Err(bad());
    }
    if !(SHORTEST..=LONGEST).contains(&total) {
        return Err(TimeLimitError::OutOfRange);
    }
    Ok(Some(Duration::from_secs(total)))
}
