//! The language of challenges and games, on SQLite.

use super::SqliteStore;
use crate::store::StoreError;

impl SqliteStore {
    pub(in crate::store) async fn set_challenge_language(
        &self,
        id: i64,
        tag: &str,
    ) -> Result<(), StoreError> {
        sqlx::query("UPDATE challenges SET language = ? WHERE id = ?")
            .bind(tag)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The language of row `id` of `table` (`challenges` or `games`).
    pub(in crate::store) async fn language_of(
        &self,
        table: &'static str,
        id: i64,
    ) -> Result<Option<String>, StoreError> {
        let sql = if table == "challenges" {
            "SELECT language FROM challenges WHERE id = ?"
        } else {
            "SELECT language FROM games WHERE id = ?"
        };
        Ok(sqlx::query_scalar(sql)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?)
    }
}
