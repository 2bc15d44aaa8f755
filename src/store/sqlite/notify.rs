//! Each user's `/focus notify` setting and the refused-direct-message note, on SQLite.

use super::SqliteStore;
use crate::store::StoreError;

impl SqliteStore {
    pub(in crate::store) async fn notify_mode(
        &self,
        user_id: u64,
    ) -> Result<Option<String>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT mode FROM notify_settings WHERE user_id = ?")
                .bind(user_id as i64)
                .fetch_optional(&self.pool)
                .await?,
        )
    }

    pub(in crate::store) async fn set_notify_mode(
        &self,
        user_id: u64,
        mode: &str,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO notify_settings (user_id, mode) VALUES (?1, ?2)
             ON CONFLICT (user_id) DO UPDATE SET mode = ?2",
        )
        .bind(user_id as i64)
        .bind(mode)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub(in crate::store) async fn note_dm_refused(&self, user_id: u64) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO notify_settings (user_id, mode, dm_refused) VALUES (?1, 'dm', 1)
             ON CONFLICT (user_id) DO UPDATE SET dm_refused = 1",
        )
        .bind(user_id as i64)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub(in crate::store) async fn take_dm_refused(&self, user_id: u64) -> Result<bool, StoreError> {
        // Every command asks: a read first, so the common answer takes no write lock.
        let noted: Option<bool> =
            sqlx::query_scalar("SELECT dm_refused FROM notify_settings WHERE user_id = ?")
                .bind(user_id as i64)
                .fetch_optional(&self.pool)
                .await?;
        if noted != Some(true) {
            return Ok(false);
        }
        let done = sqlx::query(
            "UPDATE notify_settings SET dm_refused = 0 WHERE user_id = ? AND dm_refused = 1",
        )
        .bind(user_id as i64)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }
}
