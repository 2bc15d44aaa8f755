//! Takebacks by agreement (migration 0017): a request on the game row, guarded by the ply like
//! every write, and whether a game is a tournament's (which never allows one, nor a rematch).
//! The accepted takeback itself is a turn write of its own ([`super::UNDO`]).

use super::database::Store;
use super::error::StoreError;
use super::ids::GameId;

impl Store {
    /// Opens a takeback request at `ply` with the seats `seats` agreeing (the asker's, and the
    /// computer's): [`StoreError::Conflict`] when the game moved on, is over, or a takeback was
    /// already asked for at this ply.
    pub async fn ask_takeback(
        &self,
        game_id: GameId,
        ply: i64,
        seats: u8,
    ) -> Result<(), StoreError> {
        let sql = "UPDATE games SET takeback_ply = $1, takeback_seats = $2
             WHERE id = $3 AND ply = $1 AND status = 'active'
               AND (takeback_ply IS NULL OR takeback_ply <> $1)";
        let done = db_run!(self, _db, pool => sqlx::query(sql)
            .bind(ply)
            .bind(i64::from(seats))
            .bind(game_id)
            .execute(pool)
            .await?
            .rows_affected());
        StoreError::unless_moved_on(done)
    }

    /// Sets the seats agreeing to the takeback asked for at `ply` (0 declines it for good),
    /// guarded by the ply and the seats the caller saw: [`StoreError::Conflict`] when the game
    /// moved on or another answer came first.
    pub async fn set_takeback_seats(
        &self,
        game_id: GameId,
        ply: i64,
        expected_seats: u8,
        seats: u8,
    ) -> Result<(), StoreError> {
        let sql = "UPDATE games SET takeback_seats = $1
             WHERE id = $2 AND ply = $3 AND takeback_ply = $3 AND takeback_seats = $4
               AND status = 'active'";
        let done = db_run!(self, _db, pool => sqlx::query(sql)
            .bind(i64::from(seats))
            .bind(game_id)
            .bind(ply)
            .bind(i64::from(expected_seats))
            .execute(pool)
            .await?
            .rows_affected());
        StoreError::unless_moved_on(done)
    }

    /// Whether a tournament's table plays this game.
    pub async fn is_tournament_game(&self, game_id: GameId) -> Result<bool, StoreError> {
        let sql = "SELECT COUNT(*) FROM tournament_tables WHERE game_id = $1";
        let n: i64 = db_run!(self, _db, pool => sqlx::query_scalar(sql)
            .bind(game_id)
            .fetch_one(pool)
            .await?);
        Ok(n > 0)
    }
}
