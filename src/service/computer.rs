//! The computer player's seats: levels, time budgets, and the choice made by [`crate::ai`].

use std::time::Duration;

use crate::ai::{self, Level};
use crate::rules::{Action, Game};

/// The levels the service accepts for a computer seat.
pub const LEVELS: [&str; 3] = ["easy", "medium", "hard"];

/// The level stored for a seat (`medium` if the stored name is unknown).
fn level(name: &str) -> Level {
    name.parse().unwrap_or(Level::Medium)
}

/// The level's time budget for one turn, capped by `cap`.
#[must_use]
pub fn budget(name: &str, cap: Duration) -> Duration {
    level(name).default_budget().min(cap)
}

/// The action the computer plays for the seat to act (blocking: run it in `spawn_blocking`).
#[must_use]
pub fn choose(game: &Game, name: &str, budget: Duration, seed: u64) -> Option<Action> {
    ai::choose(game, level(name), budget, seed)
}
