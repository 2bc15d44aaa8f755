//! The ids of what the store keeps, as types of their own, so that mixing them does not
//! compile: a challenge's number is not a game's, a user's is not a channel's. The store's
//! own ids ([`GameId`], [`ChallengeId`], [`TournamentId`]; `stored_id!`) are stored as the
//! column's `INTEGER` / `BIGINT` (`sqlx(transparent)`); Discord's ([`UserId`], [`ChannelId`],
//! [`ServerId`]; `discord_id!`) are `u64` snowflakes stored as the column's `i64` of the same 64
//! bits, converted in this file only. Every one is written, read, shown and parsed as its number,
//! and kept in JSON as the number (`serde(transparent)`), so outbox payloads, sessions, tokens,
//! custom ids and log fields read as before. Serenity's ids become these in `src/discord/ids.rs`
//! only (docs/architecture.md).

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

/// A Discord id (a snowflake, a `u64`) as a type of its own, stored as the column's `INTEGER` /
/// `BIGINT` (the `i64` of the same 64 bits: the one cast between the two is here), shown and
/// parsed as its bare number and kept in JSON as the number, as a bare `u64` was.
macro_rules! discord_id {
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
            serde::Serialize,
            serde::Deserialize,
        )]
        #[serde(transparent)]
        pub struct $name(pub u64);

        impl $name {
            /// The id as the column's `i64` (the same 64 bits), for a lock's key or a bulk
            /// copy's cell, where no sqlx bind does it.
            #[must_use]
            pub fn stored(self) -> i64 {
                self.0 as i64
            }
        }

        impl From<u64> for $name {
            fn from(id: u64) -> $name {
                $name(id)
            }
        }

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

        impl<DB: sqlx::Database> sqlx::Type<DB> for $name
        where
            i64: sqlx::Type<DB>,
        {
            fn type_info() -> DB::TypeInfo {
                <i64 as sqlx::Type<DB>>::type_info()
            }

            fn compatible(ty: &DB::TypeInfo) -> bool {
                <i64 as sqlx::Type<DB>>::compatible(ty)
            }
        }

        impl<'q, DB: sqlx::Database> sqlx::Encode<'q, DB> for $name
        where
            i64: sqlx::Encode<'q, DB>,
        {
            fn encode_by_ref(
                &self,
                buf: &mut <DB as sqlx::Database>::ArgumentBuffer,
            ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
                <i64 as sqlx::Encode<'q, DB>>::encode(self.stored(), buf)
            }
        }

        impl<'r, DB: sqlx::Database> sqlx::Decode<'r, DB> for $name
        where
            i64: sqlx::Decode<'r, DB>,
        {
            fn decode(
                value: <DB as sqlx::Database>::ValueRef<'r>,
            ) -> Result<Self, sqlx::error::BoxDynError> {
                <i64 as sqlx::Decode<'r, DB>>::decode(value).map(|id| $name(id as u64))
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

discord_id! {
    /// A Discord channel's or thread's id (`channel_id` in the games', challenges', outbox's and
    /// settings' rows). A server's id is not one, nor is a user's:
    ///
    /// ```compile_fail
    /// # use focus_bot::store::{ServerId, Store};
    /// # async fn f(store: &Store, guild: ServerId) {
    /// store.active_game(guild).await;
    /// # }
    /// ```
    ///
    /// ```
    /// # use focus_bot::store::{ChannelId, Store};
    /// # async fn f(store: &Store, channel: ChannelId) {
    /// let _ = store.active_game(channel).await;
    /// # }
    /// // Written, shown and parsed as its bare number, all 64 bits of it.
    /// assert_eq!(ChannelId(u64::MAX).to_string(), u64::MAX.to_string());
    /// assert_eq!("42".parse::<ChannelId>(), Ok(ChannelId(42)));
    /// assert_eq!(serde_json::to_string(&ChannelId(42)).unwrap(), "42");
    /// ```
    ChannelId
}

discord_id! {
    /// A Discord server's id (`guild_id` in most rows, as Discord's API calls it).
    ///
    /// ```
    /// # use focus_bot::store::ServerId;
    /// assert_eq!(ServerId(9).to_string(), "9");
    /// assert_eq!(serde_json::to_string(&ServerId(9)).unwrap(), "9");
    /// ```
    ServerId
}

discord_id! {
    /// A Discord user's id (`user_id` in seats', challenges' players', ratings', sessions' and
    /// notification rows; the bot's own id for the computer player). A channel's id is not one,
    /// nor is a bare number:
    ///
    /// ```compile_fail
    /// # use focus_bot::store::{ChannelId, Store};
    /// # async fn f(store: &Store, channel: ChannelId) {
    /// store.notify_mode(channel).await;
    /// # }
    /// ```
    ///
    /// ```compile_fail
    /// # use focus_bot::store::Store;
    /// # async fn f(store: &Store, user: UserId) {
    /// store.notify_mode(user).await;
    /// # }
    /// ```
    ///
    /// ```
    /// # use focus_bot::store::{Store, UserId};
    /// # async fn f(store: &Store, user: UserId) {
    /// let _ = store.notify_mode(user).await;
    /// # }
    /// // Written, shown and parsed as its bare number; `7.into()` where a test means user 7.
    /// assert_eq!(UserId(7).to_string(), "7");
    /// assert_eq!("7".parse::<UserId>(), Ok(UserId(7)));
    /// assert_eq!(UserId::from(7), UserId(7));
    /// assert_eq!(serde_json::to_string(&[UserId(7), UserId(u64::MAX)]).unwrap(), format!("[7,{}]", u64::MAX));
    /// ```
    UserId
}
