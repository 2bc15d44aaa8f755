//! The ids of what the store keeps, as types of their own, so that mixing them does not
//! compile: a challenge's number is not a game's. Each is stored as the column's `INTEGER` /
//! `BIGINT` (`sqlx(transparent)`), written, read, shown and parsed as its number, and kept in
//! JSON as the number (`serde(transparent)`). So far: [`GameId`], [`ChallengeId`] and
//! [`TournamentId`]; users, channels and servers are still bare numbers (docs/architecture.md).

use std::fmt;
use std::str::FromStr;

/// An id type stored as the column's integer, written, read, shown and parsed as its number.
macro_rules! stored_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
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
        pub struct $name(pub i64);

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }

        impl FromStr for $name {
            type Err = std::num::ParseIntError;

            fn from_str(text: &str) -> Result<Self, Self::Err> {
                text.parse().map($name)
            }
        }
    };
}

stored_id! {
    /// A game's number (the `games` table's `id`; `game_id` in its seats', actions', ratings',
    /// analyses' and outbox rows). A tournament's number is not one, nor is a bare number:
    ///
    /// ```compile_fail
    /// # use focus_bot::store::{Store, TournamentId};
    /// # async fn f(store: &Store, id: TournamentId) {
    /// store.game(id).await;
    /// # }
    /// ```
    ///
    /// ```compile_fail
    /// # use focus_bot::store::Store;
    /// # async fn f(store: &Store, id: i64) {
    /// store.game(id).await;
    /// # }
    /// ```
    ///
    /// ```
    /// # use focus_bot::store::{GameId, Store};
    /// # async fn f(store: &Store, id: GameId) {
    /// let _ = store.game(id).await;
    /// # }
    /// // Written, shown and parsed as its bare number.
    /// assert_eq!(GameId(7).to_string(), "7");
    /// assert_eq!("7".parse::<GameId>(), Ok(GameId(7)));
    /// assert_eq!(serde_json::to_string(&GameId(7)).unwrap(), "7");
    /// ```
    GameId
}

stored_id! {
    /// A challenge's number (the `challenges` table's `id`). A game's number is not one, nor is a
    /// bare number:
    ///
    /// ```compile_fail
    /// # use focus_bot::store::{GameId, Store};
    /// # async fn f(store: &Store, game_id: GameId) {
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
    ChallengeId
}

stored_id! {
    /// A tournament's number (the `tournaments` table's `id`; `tournament_id` in its entrants',
    /// rounds' and tables' rows). A game's number is not one, nor is a challenge's:
    ///
    /// ```compile_fail
    /// # use focus_bot::store::{GameId, Store};
    /// # async fn f(store: &Store, game_id: GameId) {
    /// store.tournament(game_id).await;
    /// # }
    /// ```
    ///
    /// ```compile_fail
    /// # use focus_bot::store::{ChallengeId, Store};
    /// # async fn f(store: &Store, id: ChallengeId) {
    /// store.tournament_entrants(id).await;
    /// # }
    /// ```
    ///
    /// ```
    /// # use focus_bot::store::{Store, TournamentId};
    /// # async fn f(store: &Store, id: TournamentId) {
    /// let _ = store.tournament(id).await;
    /// # }
    /// // Written, shown and parsed as its bare number.
    /// assert_eq!(TournamentId(12).to_string(), "12");
    /// assert_eq!("12".parse::<TournamentId>(), Ok(TournamentId(12)));
    /// assert_eq!(serde_json::to_string(&TournamentId(12)).unwrap(), "12");
    /// ```
    TournamentId
}
