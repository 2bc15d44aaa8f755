//! Storage for challenges, games, seats and the append-only action log, on SQLite (one file,
//! the embedded default) or PostgreSQL (a server several bot processes share).
//!
//! The log is the truth: a game's position is rebuilt by replaying it ([`StoredGame::replay`]).
//! Every write that changes a game is one transaction guarded by the ply it expects, so two
//! commands racing on one game can never both apply.
//!
//! One [`Store`] for the service; behind it one file per engine (`sqlite/`, `postgres/`), each
//! with its own migrations (`migrations/sqlite`, `migrations/postgres`) and the same methods.
//! A table is added to both: a migration in each folder and the queries in each engine's file
//! of that concern; the domain types ([`model`]) are shared.

use std::path::Path;

mod copy;
mod error;
mod model;
mod postgres;
mod ratings;
mod settings;
mod sqlite;

pub use copy::{Copied, CopyError, copy_sqlite_to_postgres};
pub use error::StoreError;
pub use model::{
    Challenge, ChallengeMessage, ChallengeStatus, GameOptions, LoggedAction, NewChallenge, Player,
    PlayerStats, StoredGame, TurnWrite,
};
pub use notify::NotifyMode;
pub use ratings::{BestWin, GameResult, PlayedGame, RatedPlayer, RatingChange, Rebuilt, Standing};
pub use settings::{NameKind, ServerSettings};

use crate::ai::Level;
use crate::rating::{Kind, MODEL_VERSION, Rating};
use model::GamePick;
use postgres::PgStore;
use sqlite::SqliteStore;

/// Which database a URL names.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Engine {
    /// A SQLite file: `sqlite://FILE` (or a bare path where a command takes one).
    Sqlite,
    /// A PostgreSQL server: `postgres://…` or `postgresql://…`.
    Postgres,
}

impl Engine {
    /// The engine of a URL; `None` for neither.
    #[must_use]
    pub fn of_url(url: &str) -> Option<Engine> {
        if url.starts_with("sqlite:") {
            Some(Engine::Sqlite)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Some(Engine::Postgres)
        } else {
            None
        }
    }
}

/// Checks a database URL before anything is opened: `sqlite://FILE` or `sqlite:FILE` (FILE may
/// be percent-encoded), or `postgres://…`. The error completes "DATABASE_URL …" for the user.
pub fn check_url(url: &str) -> Result<(), String> {
    let accepted = "must be sqlite://FILE, for example sqlite://focus.db, or \
                    postgres://USER:PASSWORD@HOST/DATABASE";
    if Engine::of_url(url) == Some(Engine::Postgres) {
        return <sqlx::postgres::PgConnectOptions as std::str::FromStr>::from_str(url)
            .map(drop)
            .map_err(|e| format!("{accepted}: {e}"));
    }
    let Some(path) = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
    else {
        return Err(format!("{accepted}; got {url:?}"));
    };
    let path = path.split('?').next().unwrap_or_default();
    if path.is_empty() {
        return Err(format!("{accepted}: the file name is missing in {url:?}"));
    }
    if path == ":memory:" || url.contains("mode=memory") {
        return Err(format!(
            "{accepted}: an in-memory database would lose every game when the bot stops"
        ));
    }
    let bytes = path.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'%'
            && !bytes
                .get(i + 1..i + 3)
                .is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit))
        {
            return Err(format!(
                "{accepted}: {url:?} has a `%` that is not followed by two hex digits"
            ));
        }
    }
    Ok(())
}

/// The database: SQLite or PostgreSQL, with the same methods and guarantees.
#[derive(Clone, Debug)]
pub struct Store {
    engine: Backend,
}

#[derive(Clone, Debug)]
enum Backend {
    Sqlite(SqliteStore),
    Postgres(PgStore),
}

/// Runs `$e` with `$s` bound to the engine behind `$store`.
macro_rules! on_engine {
    ($store:expr, $s:ident => $e:expr) => {
        match &$store.engine {
            Backend::Sqlite($s) => $e,
            Backend::Postgres($s) => $e,
        }
    };
}

// After the macro, which their methods use.
mod language;
mod notify;

impl Store {
    /// Opens the database at `url` and applies its migrations: `postgres://…` a PostgreSQL
    /// database, `sqlite://focus.db` (or a bare path) a SQLite file, created if missing, with
    /// WAL, foreign keys, a busy timeout and full sync.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        let engine = match Engine::of_url(url) {
            Some(Engine::Postgres) => Backend::Postgres(PgStore::open(url).await?),
            _ => Backend::Sqlite(SqliteStore::open(SqliteStore::url_options(url)?).await?),
        };
        Store::ready(Store { engine }).await
    }

    /// Opens the SQLite file at `path` (created if missing).
    pub async fn open_path(path: &Path) -> Result<Store, StoreError> {
        let engine = Backend::Sqlite(SqliteStore::open(SqliteStore::path_options(path)).await?);
        Store::ready(Store { engine }).await
    }

    /// Opens what a command's `--db` names: a URL, or a bare path for a SQLite file.
    pub async fn open_arg(db: &str) -> Result<Store, StoreError> {
        if Engine::of_url(db).is_some() {
            Store::open(db).await
        } else {
            Store::open_path(Path::new(db)).await
        }
    }

    /// Rebuilds the ratings when they were never computed or were computed by another model
    /// version, then hands the store over.
    async fn ready(store: Store) -> Result<Store, StoreError> {
        if let Err(e) = store.ensure_ratings().await {
            store.close().await;
            return Err(e);
        }
        Ok(store)
    }

    /// Which engine this is.
    #[must_use]
    pub const fn engine(&self) -> Engine {
        match self.engine {
            Backend::Sqlite(_) => Engine::Sqlite,
            Backend::Postgres(_) => Engine::Postgres,
        }
    }

    /// Closes every connection (after in-flight queries finish).
    pub async fn close(&self) {
        on_engine!(self, s => s.close().await);
    }

    // ---- games ------------------------------------------------------------------------------

    /// Closes a game whose log no longer replays, so that its channel is free again: it is
    /// kept, finished with the reason `corrupt` and no winner. Whether it was still running.
    pub async fn close_corrupt(&self, game_id: i64, now: i64) -> Result<bool, StoreError> {
        self.close_unreadable(game_id, "corrupt", now).await
    }

    /// Closes a running game that cannot be replayed with `reason` (`corrupt`, or `aborted`
    /// when a moderator ends it) and no winner, without a log entry. Whether it was running.
    pub async fn close_unreadable(
        &self,
        game_id: i64,
        reason: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        on_engine!(self, s => s.close_unreadable(game_id, reason, now).await)
    }

    /// A game with its seats and log.
    pub async fn game(&self, id: i64) -> Result<Option<StoredGame>, StoreError> {
        on_engine!(self, s => s.game_where(GamePick::Id, id).await)
    }

    /// The channel's game in progress, if any.
    pub async fn active_game(&self, channel_id: u64) -> Result<Option<StoredGame>, StoreError> {
        on_engine!(self, s => s.game_where(GamePick::Active, channel_id as i64).await)
    }

    /// The channel's most recent game, running or finished.
    pub async fn latest_game(&self, channel_id: u64) -> Result<Option<StoredGame>, StoreError> {
        on_engine!(self, s => s.game_where(GamePick::Latest, channel_id as i64).await)
    }

    /// Ids of every game in progress.
    pub async fn active_game_ids(&self) -> Result<Vec<i64>, StoreError> {
        on_engine!(self, s => s.active_game_ids().await)
    }

    /// Ids of games in progress with a turn limit whose player to act is due a reminder or
    /// out of time at `now`.
    pub async fn games_due(&self, now: i64) -> Result<Vec<i64>, StoreError> {
        on_engine!(self, s => s.games_due(now).await)
    }

    /// Ids of games in progress that have a computer seat.
    pub async fn games_with_computer(&self) -> Result<Vec<i64>, StoreError> {
        on_engine!(self, s => s.games_with_computer().await)
    }

    /// Appends one turn to a game's log, in one transaction guarded by the ply the caller
    /// saw: the game's ply moves on, draw offers are withdrawn, the next turn's clock starts,
    /// and a final turn records the result (and rates the game). [`StoreError::Conflict`] if
    /// the game moved on.
    pub async fn append_turn(&self, turn: &TurnWrite) -> Result<(), StoreError> {
        on_engine!(self, s => s.append_turn(turn).await)
    }

    /// Sets the seats offering a draw, guarded by the ply and the offers the caller saw (so an
    /// acceptance racing a refusal cannot bring back the offer just refused).
    pub async fn set_draw_offers(
        &self,
        game_id: i64,
        expected_ply: i64,
        expected_offers: u8,
        offers: u8,
    ) -> Result<(), StoreError> {
        on_engine!(self, s => s.set_draw_offers(game_id, expected_ply, expected_offers, offers).await)
    }

    /// Notes that the player to act was reminded, guarded by the ply; `false` if the game
    /// moved on or the reminder was already sent.
    pub async fn mark_reminded(&self, game_id: i64, expected_ply: i64) -> Result<bool, StoreError> {
        on_engine!(self, s => s.mark_reminded(game_id, expected_ply).await)
    }

    /// Ids of a user's games in a server: running ones first, then the latest finished.
    pub async fn games_of(
        &self,
        guild_id: u64,
        user_id: u64,
        limit: i64,
    ) -> Result<Vec<i64>, StoreError> {
        on_engine!(self, s => s.games_of(guild_id, user_id, limit).await)
    }

    /// How many games a user has played (or plays) in a server.
    pub async fn count_games_of(&self, guild_id: u64, user_id: u64) -> Result<i64, StoreError> {
        on_engine!(self, s => s.count_games_of(guild_id, user_id).await)
    }

    /// Wins, losses and draws of every player of finished games in a server, best first
    /// (aborted games count for nobody).
    /// A player in several seats of one game (the computer) counts the game once: a win if any
    /// of its seats won.
    pub async fn stats(&self, guild_id: u64) -> Result<Vec<PlayerStats>, StoreError> {
        on_engine!(self, s => s.stats(guild_id).await)
    }

    // ---- challenges -------------------------------------------------------------------------

    /// Stores a new challenge, unless the channel has an active game or an open challenge.
    pub async fn create_challenge(&self, new: &NewChallenge) -> Result<i64, StoreError> {
        on_engine!(self, s => s.create_challenge(new).await)
    }

    /// A challenge by id.
    pub async fn challenge(&self, id: i64) -> Result<Option<Challenge>, StoreError> {
        on_engine!(self, s => s.challenge(id).await)
    }

    /// The channel's open challenge, if any.
    pub async fn pending_challenge(
        &self,
        channel_id: u64,
    ) -> Result<Option<Challenge>, StoreError> {
        match on_engine!(self, s => s.pending_challenge_id(channel_id).await)? {
            Some(id) => self.challenge(id).await,
            None => Ok(None),
        }
    }

    /// Open challenges that expired at `now`. A challenge whose row cannot be read is logged
    /// and left out, so that it never keeps the others from expiring.
    pub async fn expired_challenges(&self, now: i64) -> Result<Vec<Challenge>, StoreError> {
        let ids = on_engine!(self, s => s.expired_challenge_ids(now).await)?;
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            match self.challenge(id).await {
                Ok(Some(c)) => out.push(c),
                Ok(None) => {}
                Err(e @ StoreError::CorruptRow { .. }) => {
                    tracing::error!(challenge = id, error = %e, "an expired challenge is unreadable");
                }
                Err(e) => return Err(e),
            }
        }
        Ok(out)
    }

    /// Moves an open challenge to `status`; [`StoreError::Conflict`] if it is not open any more.
    pub async fn close_challenge(
        &self,
        id: i64,
        status: ChallengeStatus,
    ) -> Result<(), StoreError> {
        on_engine!(self, s => s.close_challenge(id, status).await)
    }

    /// Records that `user_id` accepted an open challenge. When everyone has, the challenge
    /// closes and a game starts with `seats` (players in seat order), in the same transaction;
    /// returns its id.
    pub async fn accept_challenge(
        &self,
        id: i64,
        user_id: u64,
        seat_order: impl FnOnce(&[Player]) -> Vec<Player>,
        now: i64,
    ) -> Result<Option<i64>, StoreError> {
        on_engine!(self, s => s.accept_challenge(id, user_id, seat_order, now).await)
    }

    /// Records that a message shows the buttons of challenge `id`, if it still waits for
    /// answers at `now` (pending and not expired); returns whether it does. Nothing is recorded
    /// for a closed challenge: its buttons should be greyed out at once.
    ///
    /// Checked and written in one transaction, so a message is either recorded before the
    /// challenge closes (and [`Store::challenge_messages`] lists it afterwards) or refused.
    pub async fn add_challenge_message(
        &self,
        id: i64,
        shown: ChallengeMessage,
        now: i64,
    ) -> Result<bool, StoreError> {
        on_engine!(self, s => s.add_challenge_message(id, shown, now).await)
    }

    /// The messages recorded as showing the buttons of challenge `id`, oldest first.
    pub async fn challenge_messages(&self, id: i64) -> Result<Vec<ChallengeMessage>, StoreError> {
        on_engine!(self, s => s.challenge_messages(id).await)
    }

    /// Forgets that message `message_id` shows the buttons of challenge `id` (no error if it
    /// was not recorded).
    pub async fn remove_challenge_message(
        &self,
        id: i64,
        message_id: u64,
    ) -> Result<(), StoreError> {
        on_engine!(self, s => s.remove_challenge_message(id, message_id).await)
    }

    // ---- ratings ----------------------------------------------------------------------------

    async fn ensure_ratings(&self) -> Result<(), StoreError> {
        let version = on_engine!(self, s => s.rating_model().await)?;
        if version != Some(MODEL_VERSION) {
            let done = self.rebuild_ratings().await?;
            tracing::info!(
                games = done.games,
                rated = done.rated,
                "ratings rebuilt for model {MODEL_VERSION}"
            );
        }
        Ok(())
    }

    /// Recomputes every rating from the finished games, in the order they finished, in one
    /// transaction.
    pub async fn rebuild_ratings(&self) -> Result<Rebuilt, StoreError> {
        on_engine!(self, s => s.rebuild_ratings().await)
    }

    /// Every rating of one kind in a server, with names, in no particular order.
    pub async fn standings(&self, guild_id: u64, kind: Kind) -> Result<Vec<Standing>, StoreError> {
        on_engine!(self, s => s.standings(guild_id, kind).await)
    }

    /// A player's rating of one kind in a server, with their rated games; `None` before their
    /// first rated game of that kind.
    pub async fn rating(
        &self,
        guild_id: u64,
        kind: Kind,
        player: &RatedPlayer,
    ) -> Result<Option<(Rating, i64)>, StoreError> {
        on_engine!(self, s => s.rating(guild_id, kind, player).await)
    }

    /// What a rated game did to each seat's rating, seat 1 first; empty for an unrated game.
    pub async fn rating_changes(&self, game_id: i64) -> Result<Vec<RatingChange>, StoreError> {
        on_engine!(self, s => s.rating_changes(game_id).await)
    }

    /// A player's finished games in a server (rated or not, aborted ones left out), newest
    /// first.
    pub async fn played_games(
        &self,
        guild_id: u64,
        player: &RatedPlayer,
    ) -> Result<Vec<PlayedGame>, StoreError> {
        on_engine!(self, s => s.played_games(guild_id, player).await)
    }

    /// The highest-rated opponent a player beat in a rated game of this kind.
    pub async fn best_win(
        &self,
        guild_id: u64,
        kind: Kind,
        player: &RatedPlayer,
    ) -> Result<Option<BestWin>, StoreError> {
        on_engine!(self, s => s.best_win(guild_id, kind, player).await)
    }

    /// The computer levels that played a rated game in a server.
    pub async fn rated_levels(&self, guild_id: u64) -> Result<Vec<Level>, StoreError> {
        on_engine!(self, s => s.rated_levels(guild_id).await)
    }

    // ---- leases -----------------------------------------------------------------------------

    /// Claims the background work `name` for `holder` until `until` (Unix ms): whether it is
    /// now theirs. It is when nobody held it, when its claim ran out by `now`, or when `holder`
    /// held it already (the claim is renewed). Atomic: of two processes claiming at once, one
    /// gets it.
    pub async fn claim(
        &self,
        name: &str,
        holder: &str,
        now: i64,
        until: i64,
    ) -> Result<bool, StoreError> {
        on_engine!(self, s => s.claim(name, holder, now, until).await)
    }

    /// Gives up `holder`'s claim of `name` (nothing if another process holds it).
    pub async fn release(&self, name: &str, holder: &str) -> Result<(), StoreError> {
        on_engine!(self, s => s.release(name, holder).await)
    }

    // ---- settings and names -----------------------------------------------------------------

    /// A server's settings (the defaults when its admins never changed any).
    pub async fn server_settings(&self, guild_id: u64) -> Result<ServerSettings, StoreError> {
        on_engine!(self, s => s.server_settings(guild_id).await)
    }

    /// Saves a server's settings, all at once.
    pub async fn save_server_settings(
        &self,
        guild_id: u64,
        settings: &ServerSettings,
    ) -> Result<(), StoreError> {
        on_engine!(self, s => s.save_server_settings(guild_id, settings).await)
    }

    /// Remembers (or renames) a user's or a channel's display name.
    pub async fn remember_name(
        &self,
        kind: NameKind,
        id: u64,
        name: &str,
    ) -> Result<(), StoreError> {
        on_engine!(self, s => s.remember_name(kind, id, name).await)
    }

    /// Every remembered name of a kind, as (id, name).
    pub async fn names(&self, kind: NameKind) -> Result<Vec<(u64, String)>, StoreError> {
        on_engine!(self, s => s.names(kind).await)
    }
}
