//! The computer player's choice, made off the async runtime.

use std::time::Duration;

use crate::rules::{Action, Game};

/// The levels the service accepts for a computer seat.
pub const LEVELS: [&str; 3] = ["easy", "medium", "hard"];

/// The level's time budget for one turn, capped by `cap`.
#[must_use]
pub fn budget(level: &str, cap: Duration) -> Duration {
    let base = match level {
        "easy" => Duration::from_millis(100),
        "hard" => Duration::from_secs(2),
        _ => Duration::from_millis(500),
    };
    base.min(cap)
}

/// The action the computer plays for the seat to act (blocking: run it in `spawn_blocking`).
#[must_use]
pub fn choose(game: &Game, _level: &str, _budget: Duration, seed: u64) -> Option<Action> {
    // Until `crate::ai` lands: a legal action picked by the seed.
    let mut legal = game.position().legal_actions();
    legal.sort_by_key(ToString::to_string);
    if legal.is_empty() {
        return None;
    }
    let i = (seed % legal.len() as u64) as usize;
    Some(legal[i])
}
