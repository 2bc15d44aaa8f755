//! The language of challenges and games, on PostgreSQL.

use super::PgStore;
use crate::store::StoreError;

impl PgStore {
    /// The language of row `id` of `table` (`challenges` or `games`).
    pub(in crate::store) async fn language_of(
        &self,
        table: &'static str,
        id: i64,
    ) -> Result<Option<String>, StoreError> {
        let sql = if table == "challenges" {
            "SELECT language FROM challenges WHERE id = $1"
        } else {
            "SELECT language FROM games WHERE id = $1"
        };
        Ok(sqlx::query_scalar(sql)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?)
    }
}
