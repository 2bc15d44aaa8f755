//! Leases: background work (the timer, the computer's turns) claimed by one of the processes
//! sharing the database at a time; the upsert is atomic, so two claims never both succeed.

use super::database::Store;
use super::error::StoreError;

impl Store {
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
        let sql = "INSERT INTO leases (name, holder, expires_at) VALUES ($1, $2, $3)
             ON CONFLICT (name) DO UPDATE SET holder = excluded.holder,
                 expires_at = excluded.expires_at
             WHERE leases.holder = excluded.holder OR leases.expires_at <= $4";
        let done = db_run!(self, _db, pool => sqlx::query(sql)
            .bind(name)
            .bind(holder)
            .bind(until)
            .bind(now)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(done == 1)
    }

    /// Gives up `holder`'s claim of `name` (nothing if another process holds it).
    pub async fn release(&self, name: &str, holder: &str) -> Result<(), StoreError> {
        let sql = "DELETE FROM leases WHERE name = $1 AND holder = $2";
        db_run!(self, _db, pool => sqlx::query(sql)
            .bind(name)
            .bind(holder)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(())
    }
}
