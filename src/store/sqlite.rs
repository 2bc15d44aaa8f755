//! The SQLite engine: one file, several connections of one process (WAL, full sync, foreign
//! keys), `BEGIN IMMEDIATE` for every write that reads first. The embedded default.
//!
//! Opening the file, and the hooks `db_run!` hands the queries: how a write
//! or read transaction starts, and the locks PostgreSQL needs, which SQLite's write lock (held
//! from `BEGIN IMMEDIATE`) makes nothing here.

use std::str::FromStr;
use std::time::Duration;

use sqlx::Transaction;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};

use super::error::StoreError;

/// The engine's database type.
pub(super) type Db = sqlx::Sqlite;

/// A transaction on this engine.
pub(super) type Tx = Transaction<'static, Db>;

/// What follows a `SELECT` that must keep its rows from changing until the transaction ends:
/// nothing, as the transaction holds the database's write lock already.
pub(super) const FOR_SHARE: &str = "";

/// The migrations of a SQLite database, embedded.
static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("migrations/sqlite");

/// Refuses, without changing a byte of it, an existing SQLite file that holds tables but was
/// never migrated by focus-bot (another application's database): it is looked at through a
/// read-only connection, before anything (even the journal mode) is set on it.
async fn refuse_foreign(options: &SqliteConnectOptions) -> Result<(), StoreError> {
    let path = options.get_filename();
    if !path.is_file() {
        return Ok(());
    }
    let look = SqliteConnectOptions::new()
        .filename(path)
        .read_only(true)
        .create_if_missing(false);
    let mut conn = match sqlx::ConnectOptions::connect(&look).await {
        Ok(c) => c,
        Err(e) => return Err(e.into()),
    };
    let tables: Vec<String> =
        sqlx::query_scalar("SELECT name FROM sqlite_master WHERE type = 'table'")
            .fetch_all(&mut conn)
            .await?;
    let _ = sqlx::Connection::close(conn).await;
    let ours = tables.iter().any(|t| t == "_sqlx_migrations");
    if !tables.is_empty() && !ours {
        return Err(StoreError::Foreign(path.display().to_string()));
    }
    Ok(())
}

/// Applies the migrations. Two processes starting at once on a new database may race to
/// create the tables: each migration is one transaction, so the loser's rolls back whole, and
/// it tries again (and then finds the work done).
async fn migrate(pool: &SqlitePool) -> Result<(), StoreError> {
    let mut attempt = 0;
    loop {
        match MIGRATOR.run(pool).await {
            Ok(()) => return Ok(()),
            Err(e) if attempt < 20 => {
                attempt += 1;
                tracing::debug!(error = %e, attempt, "migrating raced another process; again");
                tokio::time::sleep(Duration::from_millis(20 * attempt)).await;
            }
            Err(e) => return Err(e.into()),
        }
    }
}

/// The connection options of a URL (`sqlite://focus.db`).
pub(super) fn url_options(url: &str) -> Result<SqliteConnectOptions, StoreError> {
    Ok(SqliteConnectOptions::from_str(url)?)
}

/// The connection options of a file path.
pub(super) fn path_options(path: &std::path::Path) -> SqliteConnectOptions {
    SqliteConnectOptions::new().filename(path)
}

/// Opens (creating if missing) the database, with WAL, foreign keys, a busy timeout and full
/// sync, and applies the migrations; again when SQLite answers "busy" at once: many processes
/// opening a new file together can meet it despite the busy timeout (WAL recovery, the journal
/// mode switch, a stale snapshot).
pub(super) async fn open(options: SqliteConnectOptions) -> Result<SqlitePool, StoreError> {
    let options = options
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Full)
        .foreign_keys(true)
        .busy_timeout(Duration::from_secs(10))
        // PostgreSQL's byte-by-byte collation, so that one query sorts alike on both engines.
        .collation("C", |a: &str, b: &str| a.cmp(b));
    let mut attempt = 0u64;
    loop {
        match connect(options.clone()).await {
            Err(StoreError::Busy) if attempt < 20 => {
                attempt += 1;
                tracing::debug!(attempt, "the database was busy while opening; again");
                tokio::time::sleep(Duration::from_millis(20 * attempt)).await;
            }
            result => return result,
        }
    }
}

/// [`open`], except that a file that does not exist is created only when `create`.
pub(super) async fn open_existing(
    options: SqliteConnectOptions,
    create: bool,
) -> Result<SqlitePool, StoreError> {
    if !create && !options.get_filename().is_file() {
        return Err(StoreError::NoFile);
    }
    open(options).await
}

async fn connect(options: SqliteConnectOptions) -> Result<SqlitePool, StoreError> {
    refuse_foreign(&options).await?;
    let shown = options.get_filename().display().to_string();
    let pool = SqlitePoolOptions::new()
        .max_connections(8)
        // When a write fails because the disk is full, SQLite rolls the transaction back itself
        // and sqlx's own rollback then fails: the connection would go back to the pool
        // believing it is still in a transaction, and every later `BEGIN` on it would fail.
        // Such a connection is closed instead (a new one is opened when needed).
        .after_release(|conn, _| {
            Box::pin(async move {
                use sqlx::Connection as _;
                conn.ping().await?;
                Ok(!conn.is_in_transaction())
            })
        })
        .connect_with(options)
        .await?;
    migrate(&pool).await?;
    // A database that cannot be written is found now, not at the first turn.
    let writable = async {
        let mut tx = pool.begin_with("BEGIN IMMEDIATE").await?;
        sqlx::query("UPDATE games SET id = id WHERE 0")
            .execute(&mut *tx)
            .await?;
        tx.rollback().await
    };
    if let Err(e) = writable.await {
        pool.close().await;
        return Err(match StoreError::from(e) {
            StoreError::Busy => StoreError::Busy,
            _ => StoreError::ReadOnly(shown),
        });
    }
    Ok(pool)
}

/// A write transaction that holds the database's write lock from its start.
pub(super) async fn begin_write(pool: &SqlitePool) -> Result<Tx, StoreError> {
    Ok(pool.begin_with("BEGIN IMMEDIATE").await?)
}

/// A read transaction: its first read takes one snapshot (WAL) that it reads to the end.
pub(super) async fn begin_read(pool: &SqlitePool) -> Result<Tx, StoreError> {
    Ok(pool.begin().await?)
}

/// Nothing: a write transaction holds the whole database's lock, so the writes that decide on
/// rows they do not update already run one at a time.
#[allow(clippy::unused_async)]
pub(super) async fn lock(_tx: &mut Tx, _id: i64) -> Result<(), StoreError> {
    Ok(())
}

/// Nothing, as for [`lock`]: no game is rated while a rebuild holds the write lock.
#[allow(clippy::unused_async)]
pub(super) async fn lock_finish_order(_tx: &mut Tx) -> Result<(), StoreError> {
    Ok(())
}

/// Every page of every table and index read back (`PRAGMA quick_check`): the problems it
/// found, empty when it says `ok`.
pub(super) async fn read_everything(pool: &SqlitePool) -> Result<Vec<String>, StoreError> {
    let lines: Vec<String> = sqlx::query_scalar("PRAGMA quick_check")
        .fetch_all(pool)
        .await?;
    Ok(lines.into_iter().filter(|line| line != "ok").collect())
}

/// Nothing: SQLite's indexes hold their rows' values and need no visibility map (PostgreSQL's
/// [`vacuum_ratings`](super::postgres::vacuum_ratings) does).
#[allow(clippy::unused_async)]
pub(super) async fn vacuum_ratings(_pool: &SqlitePool) -> Result<(), StoreError> {
    Ok(())
}
