//! The PostgreSQL engine: a server that any number of bot processes share. Every write that
//! reads first runs in one transaction whose guard (the ply, the status) is in its `UPDATE …
//! WHERE`, which PostgreSQL re-checks after waiting for a concurrent writer's row lock; the few
//! writes that decide on rows they do not update (a channel's game or challenge, a server's
//! ratings) take a transaction-scoped advisory lock on that channel or server first.
//!
//! Opening the server, and the hooks `db_run!` hands the queries: how a write
//! or read transaction starts, the advisory and table locks, `FOR SHARE`.

use std::str::FromStr;
use std::time::Duration;

use sqlx::Transaction;
use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};

use super::error::StoreError;

/// The engine's database type.
pub(super) type Db = sqlx::Postgres;

/// A transaction on this engine.
pub(super) type Tx = Transaction<'static, Db>;

/// What follows a `SELECT` that must keep its rows from changing until the transaction ends.
pub(super) const FOR_SHARE: &str = "FOR SHARE";

/// The migrations of a PostgreSQL database, embedded.
static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("migrations/postgres");

/// Connects to the database at `url` and applies the migrations (sqlx holds an advisory lock
/// while it does, so processes starting together migrate once).
pub(super) async fn open(url: &str) -> Result<PgPool, StoreError> {
    open_within(url, Duration::from_secs(30)).await
}

/// [`open`] for a command typed by a user: one connection is tried first, for at most `wait`,
/// so that its failure says why (refused, unknown host, authentication) within seconds, where
/// the pool only says that it timed out, after its whole acquire timeout.
pub(super) async fn open_quickly(url: &str, wait: Duration) -> Result<PgPool, StoreError> {
    let options = PgConnectOptions::from_str(url)?;
    match tokio::time::timeout(
        wait,
        <sqlx::PgConnection as sqlx::Connection>::connect_with(&options),
    )
    .await
    {
        Ok(Ok(conn)) => {
            let _ = sqlx::Connection::close(conn).await;
        }
        Ok(Err(e)) => return Err(e.into()),
        Err(_) => {
            return Err(sqlx::Error::Io(std::io::Error::new(
                std::io::ErrorKind::TimedOut,
                format!("the server did not answer within {} s", wait.as_secs()),
            ))
            .into());
        }
    }
    open_within(url, wait).await
}

/// Connects with the pool's acquire timeout `wait`, and migrates.
async fn open_within(url: &str, wait: Duration) -> Result<PgPool, StoreError> {
    let options = PgConnectOptions::from_str(url)?;
    let pool = PgPoolOptions::new()
        .max_connections(16)
        .acquire_timeout(wait)
        .connect_with(options)
        .await?;
    if let Err(e) = MIGRATOR.run(&pool).await {
        pool.close().await;
        return Err(e.into());
    }
    Ok(pool)
}

/// A write transaction (read committed: each guard is re-checked on the row it updates).
pub(super) async fn begin_write(pool: &PgPool) -> Result<Tx, StoreError> {
    Ok(pool.begin().await?)
}

/// A read transaction on one snapshot of the whole database.
pub(super) async fn begin_read(pool: &PgPool) -> Result<Tx, StoreError> {
    Ok(pool
        .begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
        .await?)
}

/// Holds, until `tx` ends, the lock of one channel or server (its Discord id): the writes
/// that decide on rows they do not update take it first, so they run one at a time.
pub(super) async fn lock(tx: &mut Tx, id: i64) -> Result<(), StoreError> {
    sqlx::query("SELECT pg_advisory_xact_lock($1)")
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Holds the finishing order until `tx` ends: no game is rated meanwhile (rating one first
/// notes it in the finishing order).
pub(super) async fn lock_finish_order(tx: &mut Tx) -> Result<(), StoreError> {
    sqlx::query("LOCK TABLE finish_order IN EXCLUSIVE MODE")
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Every row of every table of the schema read once (PostgreSQL checks each page it reads):
/// the tables that could not be read, with why; empty when all could.
pub(super) async fn read_everything(pool: &PgPool) -> Result<Vec<String>, StoreError> {
    use futures_util::TryStreamExt as _;
    let tables: Vec<String> = sqlx::query_scalar(
        "SELECT tablename::TEXT FROM pg_tables WHERE schemaname = current_schema() \
         ORDER BY tablename",
    )
    .fetch_all(pool)
    .await?;
    let mut problems = Vec::new();
    for table in tables {
        let sql = format!("SELECT * FROM \"{}\"", table.replace('"', "\"\""));
        let mut rows = sqlx::query(sqlx::AssertSqlSafe(sql)).fetch(pool);
        loop {
            match rows.try_next().await {
                Ok(Some(_)) => {}
                Ok(None) => break,
                Err(e) => {
                    problems.push(format!("{table}: {}", StoreError::from(e)));
                    break;
                }
            }
        }
    }
    Ok(problems)
}

/// After a ratings rebuild: `VACUUM ANALYZE` of the tables it rewrote, so that the standings'
/// index-only scans (a page, a rank's walk of one band) read the index alone again at once,
/// not each rebuilt row from the table until autovacuum comes by (on the 100,000-player board
/// that was 87–101 ms p50 for a leaderboard page for minutes; docs/big-database.md).
pub(super) async fn vacuum_ratings(pool: &PgPool) -> Result<(), StoreError> {
    sqlx::query(
        "VACUUM ANALYZE ratings, season_ratings, rating_changes, ranked_counts, ranked_bands",
    )
    .execute(pool)
    .await?;
    Ok(())
}
