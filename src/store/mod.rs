//! Storage for challenges, games, seats and the append-only action log, on SQLite (one file,
//! the embedded default) or PostgreSQL (a server several bot processes share).
//!
//! The log is the truth: a game's position is rebuilt by replaying it ([`StoredGame::replay`]).
//! Every write that changes a game is one transaction guarded by the ply it expects, so two
//! commands racing on one game can never both apply.
//!
//! Each query is written once and runs on either engine: `db_run!` expands a method's body
//! once per engine, with that engine's pool and its hooks (`sqlite.rs`, `postgres.rs`: how a
//! write or read transaction starts, the advisory locks PostgreSQL takes, `FOR SHARE`). The
//! SQL is what both engines read alike: `$N` placeholders, `TRUE`/`FALSE`, upserts, `CAST`,
//! `FILTER`, `COLLATE "C"` (SQLite is given that collation). Flags are BOOLEAN on PostgreSQL
//! and INTEGER 0/1 on SQLite, which sqlx reads as `bool` on both.
//!
//! Adding a table is one file of queries here (an `impl Store` block of one concern, such as
//! `leases.rs`) and one migration in each engine's folder (`migrations/sqlite`,
//! `migrations/postgres`, with the same number), plus one line of [`copy`]'s table list.

use std::path::Path;

/// Runs `$body` on the engine behind `$store`: expanded once per engine, with `$pool` bound to
/// that engine's pool and `$db` to its hooks module (`sqlite` or `postgres`: `begin_write`,
/// `begin_read`, `lock`, `lock_finish_order`, `FOR_SHARE`, and the types `Db` and `Tx`).
macro_rules! db_run {
    ($store:expr, $db:ident, $pool:ident => $body:expr) => {
        match &$store.engine {
            $crate::store::Backend::Sqlite($pool) => {
                #[allow(unused_imports)]
                use $crate::store::sqlite as $db;
                $body
            }
            $crate::store::Backend::Postgres($pool) => {
                #[allow(unused_imports)]
                use $crate::store::postgres as $db;
                $body
            }
        }
    };
}

mod challenges;
mod copy;
mod error;
mod games;
mod language;
mod leases;
mod model;
mod notify;
mod postgres;
mod ratings;
mod settings;
mod sqlite;

pub use copy::{Copied, CopyError, copy_sqlite_to_postgres};
pub use error::{StoreError, UrlError};
pub use model::{
    Challenge, ChallengeMessage, ChallengeStatus, GameOptions, LoggedAction, NewChallenge, Player,
    PlayerStats, StoredGame, TurnWrite,
};
pub use notify::NotifyMode;
pub use ratings::{BestWin, GameResult, PlayedGame, RatedPlayer, RatingChange, Rebuilt, Standing};
pub use settings::{NameKind, ServerSettings};

use sqlx::postgres::PgPool;
use sqlx::sqlite::SqlitePool;

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
pub fn check_url(url: &str) -> Result<(), UrlError> {
    if Engine::of_url(url) == Some(Engine::Postgres) {
        return <sqlx::postgres::PgConnectOptions as std::str::FromStr>::from_str(url)
            .map(drop)
            .map_err(|e| UrlError::Postgres(e.to_string()));
    }
    let Some(path) = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
    else {
        return Err(UrlError::Scheme(url.to_string()));
    };
    let path = path.split('?').next().unwrap_or_default();
    if path.is_empty() {
        return Err(UrlError::NoFile(url.to_string()));
    }
    if path == ":memory:" || url.contains("mode=memory") {
        return Err(UrlError::InMemory);
    }
    let bytes = path.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'%'
            && !bytes
                .get(i + 1..i + 3)
                .is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit))
        {
            return Err(UrlError::Percent(url.to_string()));
        }
    }
    Ok(())
}

/// The database: SQLite or PostgreSQL, with the same methods and guarantees.
#[derive(Clone, Debug)]
pub struct Store {
    engine: Backend,
}

/// The pool of the engine behind a [`Store`].
#[derive(Clone, Debug)]
enum Backend {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

impl Store {
    /// Opens the database at `url` and applies its migrations: `postgres://…` a PostgreSQL
    /// database, `sqlite://focus.db` (or a bare path) a SQLite file, created if missing, with
    /// WAL, foreign keys, a busy timeout and full sync.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        let engine = match Engine::of_url(url) {
            Some(Engine::Postgres) => Backend::Postgres(postgres::open(url).await?),
            _ => Backend::Sqlite(sqlite::open(sqlite::url_options(url)?).await?),
        };
        Store::ready(Store { engine }).await
    }

    /// Opens the SQLite file at `path` (created if missing).
    pub async fn open_path(path: &Path) -> Result<Store, StoreError> {
        let engine = Backend::Sqlite(sqlite::open(sqlite::path_options(path)).await?);
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
        db_run!(self, _db, pool => pool.close().await);
    }
}
