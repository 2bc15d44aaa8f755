//! The ids of what the store keeps, as types of their own, so that mixing them does not
//! compile: a challenge's number is not a game's. Each is stored as the column's `INTEGER` /
//! `BIGINT` (`sqlx(transparent)`), written, read, shown and parsed as its number, and kept in
//! JSON as the number (`serde(transparent)`). So far: [`ChallengeId`]; games, tournaments,
//! users, channels and servers are still bare numbers (docs/architecture.md).

use std::fmt;
use std::str::FromStr;

/// A challenge's number (the `challenges` table's `id`). A game's number (still a bare `i64`)
/// is not one, nor is a bare number:
///
/// ```compile_fail
/// # use focus_bot::store::{ChallengeId, Store};
/// # async fn f(store: &Store, game_id: i64) {
/// store.challenge(game_id).await;
/// # }
/// ```
///
/// ```
/// # use focus_bot::store::{ChallengeId, Store};
/// # async fn f(store: &Store, id: ChallengeId) {
/// let _ = store.challenge(id).await;
/// # }
/// ```
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    sqlx::Type,
    serde::Serialize,
    serde::Deserialize,
)]
#[sqlx(transparent)]
#[serde(transparent)]
pub struct ChallengeId(pub i64);

impl fmt::Display for ChallengeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl FromStr for ChallengeId {
    type Err = std::num::ParseIntError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        text.parse().map(ChallengeId)
    }
}
