//! Leases on SQLite: background work claimed by one process at a time.

use super::SqliteStore;
use crate::store::StoreError;

impl SqliteStore {
    pub(in crate::store) async fn claim(
        &self,
        name: &str,
        holder: &str,
        now: i64,
        until: i64,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "INSERT INTO leases (name, holder, expires_at) VALUES (?1, ?2, ?3)
             ON CONFLICT (name) DO UPDATE SET holder = excluded.holder,
                 expires_at = excluded.expires_at
             WHERE leases.holder = excluded.holder OR leases.expires_at <= ?4",
        )
        .bind(name)
        .bind(holder)
        .bind(until)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    pub(in crate::store) async fn release(
        &self,
        name: &str,
        holder: &str,
    ) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM leases WHERE name = ?1 AND holder = ?2")
            .bind(name)
            .bind(holder)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
