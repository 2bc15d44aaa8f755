//! Finished games' analyses (migration 0014): computed once, kept as JSON with the node budget
//! and method version they were computed with, so asking again answers at once.

use super::database::Store;
use super::error::StoreError;
use super::ids::GameId;

/// A stored analysis.
#[derive(Clone, PartialEq, Eq, Debug, sqlx::FromRow)]
pub struct StoredAnalysis {
    /// The game.
    pub game_id: GameId,
    /// The search's node budget per position.
    pub nodes: i64,
    /// The version of the method that computed it.
    pub version: i64,
    /// The numbers, as JSON (the service reads and writes them).
    pub body: String,
    /// When it was computed (Unix ms).
    pub created_at: i64,
}

impl Store {
    /// Game `game_id`'s stored analysis, if one was computed.
    pub async fn analysis(&self, game_id: GameId) -> Result<Option<StoredAnalysis>, StoreError> {
        let sql = "SELECT game_id, nodes, version, body, created_at FROM analyses
                   WHERE game_id = $1";
        Ok(db_run!(self, _db, pool => sqlx::query_as(sql)
            .bind(game_id)
            .fetch_optional(pool)
            .await?))
    }

    /// Stores an analysis, replacing the game's earlier one.
    pub async fn save_analysis(&self, analysis: &StoredAnalysis) -> Result<(), StoreError> {
        let sql = "INSERT INTO analyses (game_id, nodes, version, body, created_at)
                   VALUES ($1, $2, $3, $4, $5)
                   ON CONFLICT (game_id) DO UPDATE SET nodes = excluded.nodes,
                       version = excluded.version, body = excluded.body,
                       created_at = excluded.created_at";
        db_run!(self, _db, pool => sqlx::query(sql)
            .bind(analysis.game_id)
            .bind(analysis.nodes)
            .bind(analysis.version)
            .bind(&analysis.body)
            .bind(analysis.created_at)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(())
    }
}
