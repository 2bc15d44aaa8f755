//! What can go wrong in the store, on either engine.

use std::sync::atomic::{AtomicU64, Ordering};

use sqlx::postgres::PgDatabaseError;
use sqlx::sqlite::SqliteError;

/// How many times this process has met a damaged database (see [`damage_reports`]).
static DAMAGE_REPORTS: AtomicU64 = AtomicU64::new(0);

/// How many times this process has met a damaged database file (SQLite's "malformed",
/// PostgreSQL's data or index corrupted): a hint for the readiness probe to check its own
/// database ([`crate::store::Store::integrity`]), which then says so in `/readyz`.
#[must_use]
pub fn damage_reports() -> u64 {
    DAMAGE_REPORTS.load(Ordering::Relaxed)
}

/// The error of a damaged database, counted and logged for the operator (the player only sees
/// that something went wrong).
fn damaged(message: &str) -> StoreError {
    DAMAGE_REPORTS.fetch_add(1, Ordering::Relaxed);
    tracing::error!(
        error = message,
        "the database is damaged: stop the bot, run `focus-bot check --deep`, restore the last backup"
    );
    StoreError::Damaged(message.to_string())
}

/// What can go wrong in the store.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database's file (or a table's pages) is damaged: nothing can fix it but a backup.
    #[error(
        "the database is damaged ({0}): stop the bot, run `focus-bot check --deep`, and restore \
         the last backup (docs/operations.md)"
    )]
    Damaged(String),
    /// The database failed.
    #[error("database error: {0}")]
    Database(sqlx::Error),
    /// The disk is full: the write was rolled back, nothing changed.
    #[error("the database could not be written: the disk is full")]
    Full,
    /// Another process held the database's lock for longer than the busy timeout.
    #[error("the database is busy")]
    Busy,
    /// The database cannot be written (a read-only file, folder or mount).
    #[error(
        "the database {0} cannot be written (a read-only file, folder or mount): the bot writes every turn"
    )]
    ReadOnly(String),
    /// The file is another application's SQLite database: it was left untouched.
    #[error(
        "{0} is not a focus-bot database (it holds other tables); it was left untouched: choose another file"
    )]
    Foreign(String),
    /// A command that only reads was given a SQLite file that does not exist (none was made).
    #[error("no such SQLite database file (none was created)")]
    NoFile,
    /// A migration failed.
    #[error("database migration failed: {0}")]
    Migrate(sqlx::migrate::MigrateError),
    /// The game or challenge moved on since it was read (another command got there first).
    #[error("the game moved on")]
    Conflict,
    /// The channel already has a game or an open challenge.
    #[error("the channel is busy")]
    ChannelBusy,
    /// A stored game does not replay: a bug or a hand-edited database.
    #[error("game {game} does not replay at ply {ply}: {reason}")]
    Corrupt {
        /// The game.
        game: super::ids::GameId,
        /// The log entry that failed.
        ply: i64,
        /// Why.
        reason: String,
    },
    /// A row holds what this version cannot read (an unknown status, say): a bug or a
    /// hand-edited database.
    #[error("row {id} of {table} cannot be read: {reason}")]
    CorruptRow {
        /// The table.
        table: &'static str,
        /// The row's id.
        id: i64,
        /// Why.
        reason: String,
    },
}

impl StoreError {
    /// `Ok` when a guarded write changed exactly one row; [`StoreError::Conflict`] when its
    /// guard found the row moved on.
    pub(super) fn unless_moved_on(changed: u64) -> Result<(), StoreError> {
        if changed == 1 {
            Ok(())
        } else {
            Err(StoreError::Conflict)
        }
    }
}

/// What a database URL must be, said by every [`UrlError`].
const ACCEPTED: &str = "must be sqlite://FILE, for example sqlite://focus.db, or postgres://USER:PASSWORD@HOST/DATABASE";

/// Why a database URL is refused before anything is opened; each message completes
/// "DATABASE_URL …" with what it must be.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UrlError {
    /// A `postgres://` URL that does not parse.
    #[error("{ACCEPTED}: {0}")]
    Postgres(String),
    /// Neither `sqlite:` nor `postgres://`.
    #[error("{ACCEPTED}; got {0:?}")]
    Scheme(String),
    /// `sqlite://` with no file name.
    #[error("{ACCEPTED}: the file name is missing in {0:?}")]
    NoFile(String),
    /// An in-memory SQLite database.
    #[error("{ACCEPTED}: an in-memory database would lose every game when the bot stops")]
    InMemory,
    /// A `%` not followed by two hex digits in the file name.
    #[error("{ACCEPTED}: {0:?} has a `%` that is not followed by two hex digits")]
    Percent(String),
}

// The causes are part of each message (not `#[source]`), so that an error chain printed with
// `{:#}` says each thing once.
impl From<sqlx::migrate::MigrateError> for StoreError {
    fn from(e: sqlx::migrate::MigrateError) -> StoreError {
        StoreError::Migrate(e)
    }
}

/// SQLite's primary result codes the store tells apart.
const SQLITE_BUSY: i32 = 5;
const SQLITE_LOCKED: i32 = 6;
const SQLITE_CORRUPT: i32 = 11;
const SQLITE_FULL: i32 = 13;
const SQLITE_NOTADB: i32 = 26;

/// PostgreSQL's error codes (SQLSTATE) the store tells apart.
const PG_DISK_FULL: &str = "53100";
const PG_LOCK_NOT_AVAILABLE: &str = "55P03";
const PG_SERIALIZATION_FAILURE: &str = "40001";
const PG_DEADLOCK: &str = "40P01";
const PG_READ_ONLY: &str = "25006";
const PG_UNIQUE_VIOLATION: &str = "23505";
const PG_DATA_CORRUPTED: &str = "XX001";
const PG_INDEX_CORRUPTED: &str = "XX002";

impl From<sqlx::Error> for StoreError {
    /// Tells apart the failures a user can be told about (a full disk, a lock held too long, a
    /// race lost to another process) from the rest, by the engine's own error code.
    fn from(e: sqlx::Error) -> StoreError {
        let Some(db) = e.as_database_error() else {
            return StoreError::Database(e);
        };
        if let Some(pg) = db.try_downcast_ref::<PgDatabaseError>() {
            return match pg.code() {
                PG_DISK_FULL => StoreError::Full,
                PG_LOCK_NOT_AVAILABLE => StoreError::Busy,
                // Two transactions raced: the one refused never applied anything.
                PG_SERIALIZATION_FAILURE | PG_DEADLOCK | PG_UNIQUE_VIOLATION => {
                    StoreError::Conflict
                }
                PG_READ_ONLY => StoreError::ReadOnly(pg.message().to_string()),
                PG_DATA_CORRUPTED | PG_INDEX_CORRUPTED => damaged(pg.message()),
                _ => StoreError::Database(e),
            };
        }
        let code = db
            .try_downcast_ref::<SqliteError>()
            .and_then(|_| db.code())
            .and_then(|c| c.parse::<i32>().ok())
            .map(|c| c & 0xff);
        match code {
            Some(SQLITE_FULL) => StoreError::Full,
            Some(SQLITE_BUSY | SQLITE_LOCKED) => StoreError::Busy,
            Some(SQLITE_CORRUPT | SQLITE_NOTADB) => damaged(db.message()),
            _ => StoreError::Database(e),
        }
    }
}
