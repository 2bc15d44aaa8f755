//! The PostgreSQL engine: a server that any number of bot processes share. Every write that
//! reads first runs in one transaction whose guard (the ply, the status) is in its `UPDATE …
//! WHERE`, which PostgreSQL re-checks after waiting for a concurrent writer's row lock; the few
//! writes that decide on rows they do not update (a channel's game or challenge, a server's
//! ratings) take a transaction-scoped advisory lock on that channel or server first.

use std::str::FromStr;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};
use sqlx::{Postgres, Transaction};

use super::StoreError;

mod challenges;
mod games;
mod language;
mod leases;
mod notify;
mod ratings;
mod settings;

/// The migrations of a PostgreSQL database, embedded.
static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("migrations/postgres");

/// A PostgreSQL database: a pool of connections to one server.
#[derive(Clone, Debug)]
pub(crate) struct PgStore {
    pub(in crate::store) pool: PgPool,
}

impl PgStore {
    /// Connects to the database at `url` and applies the migrations (sqlx holds an advisory
    /// lock while it does, so processes starting together migrate once).
    pub(super) async fn open(url: &str) -> Result<PgStore, StoreError> {
        let options = PgConnectOptions::from_str(url)?;
        let pool = PgPoolOptions::new()
            .max_connections(16)
            .acquire_timeout(Duration::from_secs(30))
            .connect_with(options)
            .await?;
        if let Err(e) = MIGRATOR.run(&pool).await {
            pool.close().await;
            return Err(e.into());
        }
        Ok(PgStore { pool })
    }

    /// Closes every connection (after in-flight queries finish).
    pub(super) async fn close(&self) {
        self.pool.close().await;
    }

    /// A write transaction (read committed: each guard is re-checked on the row it updates).
    async fn begin(&self) -> Result<Transaction<'static, Postgres>, StoreError> {
        Ok(self.pool.begin().await?)
    }

    /// A read transaction on one snapshot of the whole database.
    async fn snapshot(&self) -> Result<Transaction<'static, Postgres>, StoreError> {
        Ok(self
            .pool
            .begin_with("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            .await?)
    }
}

/// Holds, until `tx` ends, the lock of one channel or server (its Discord id): the writes
/// that decide on rows they do not update take it first, so they run one at a time.
async fn lock(tx: &mut Transaction<'static, Postgres>, id: i64) -> Result<(), StoreError> {
    sqlx::query("SELECT pg_advisory_xact_lock($1)")
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
