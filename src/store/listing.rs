//! A server's games, for its web page.

use super::database::Store;
use super::error::StoreError;

impl Store {
    /// Ids of a server's games: every running one, then its `finished` latest finished ones,
    /// the latest first in each.
    pub async fn games_in_server(
        &self,
        guild_id: u64,
        finished: i64,
    ) -> Result<Vec<i64>, StoreError> {
        let sql = "SELECT id FROM (
                 SELECT id, 0 AS part FROM games WHERE guild_id = $1 AND status = 'active'
                 UNION ALL
                 SELECT id, 1 AS part FROM (
                     SELECT id FROM games WHERE guild_id = $1 AND status <> 'active'
                     ORDER BY id DESC LIMIT $2) f) g
             ORDER BY part, id DESC";
        Ok(db_run!(self, _db, pool => sqlx::query_scalar(sql)
            .bind(guild_id as i64)
            .bind(finished)
            .fetch_all(pool)
            .await?))
    }
}
