//! Games on PostgreSQL: reading a game with its seats and log, the lists the timer and the
//! computer work from, and appending a turn guarded by the ply it expects.

use super::PgStore;
use crate::store::StoreError;
use crate::store::model::{
    GAME_COLUMNS, GamePick, GameRow, LoggedAction, PlayerStats, SeatRow, StoredGame, TurnWrite,
    game_from_rows,
};

impl PgStore {
    /// The game that `pick` selects, its seats and its log, read on one snapshot: a turn
    /// written meanwhile is either wholly in it (the game's ply and its log entry) or not at
    /// all.
    pub(in crate::store) async fn game_where(
        &self,
        pick: GamePick,
        value: i64,
    ) -> Result<Option<StoredGame>, StoreError> {
        let pick = match pick {
            GamePick::Id => "id = $1",
            GamePick::Active => "channel_id = $1 AND status = 'active'",
            GamePick::Latest => "channel_id = $1 ORDER BY status = 'active' DESC, id DESC LIMIT 1",
        };
        let mut tx = self.snapshot().await?;
        let row: Option<GameRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE {pick}"
        )))
        .bind(value)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let seats: Vec<SeatRow> = sqlx::query_as(
            "SELECT user_id, name, computer FROM seats WHERE game_id = $1 ORDER BY seat",
        )
        .bind(row.id)
        .fetch_all(&mut *tx)
        .await?;
        let actions: Vec<LoggedAction> = sqlx::query_as(
            "SELECT ply, seat, action, at FROM actions WHERE game_id = $1 ORDER BY ply",
        )
        .bind(row.id)
        .fetch_all(&mut *tx)
        .await?;
        tx.commit().await?;
        game_from_rows(row, seats, actions).map(Some)
    }

    pub(in crate::store) async fn active_game_ids(&self) -> Result<Vec<i64>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT id FROM games WHERE status = 'active' ORDER BY id")
                .fetch_all(&self.pool)
                .await?,
        )
    }

    pub(in crate::store) async fn games_due(&self, now: i64) -> Result<Vec<i64>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM games WHERE status = 'active' AND turn_limit IS NOT NULL
               AND (turn_started_at + turn_limit * 1000 <= $1
                    OR (NOT reminded AND turn_started_at + turn_limit * 750 <= $1))
             ORDER BY id",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?)
    }

    pub(in crate::store) async fn games_with_computer(&self) -> Result<Vec<i64>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id
             WHERE g.status = 'active' AND s.computer IS NOT NULL ORDER BY g.id",
        )
        .fetch_all(&self.pool)
        .await?)
    }

    pub(in crate::store) async fn append_turn(&self, turn: &TurnWrite) -> Result<(), StoreError> {
        let mut tx = self.begin().await?;
        let (winners, reason) = turn.result();
        // A concurrent turn on the same game waits for this row's lock, then finds the ply
        // moved on and updates nothing.
        let done = sqlx::query(
            "UPDATE games SET ply = ply + 1, draw_offers = 0,
                 turn_started_at = CASE WHEN $6 THEN $1 ELSE turn_started_at END,
                 reminded = CASE WHEN $6 THEN FALSE ELSE reminded END,
                 status = CASE WHEN $2::text IS NULL THEN 'active' ELSE 'finished' END,
                 winners = $3, reason = $2,
                 finished_at = CASE WHEN $2::text IS NULL THEN NULL ELSE $1 END
             WHERE id = $4 AND ply = $5 AND status = 'active'",
        )
        .bind(turn.at)
        .bind(reason)
        .bind(winners)
        .bind(turn.game_id)
        .bind(turn.expected_ply)
        .bind(turn.restart_clock)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::Conflict);
        }
        sqlx::query(
            "INSERT INTO actions (game_id, ply, seat, action, at) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(turn.game_id)
        .bind(turn.expected_ply)
        .bind(i64::from(turn.seat.number()))
        .bind(&turn.action)
        .bind(turn.at)
        .execute(&mut *tx)
        .await?;
        if turn.outcome.is_some() {
            // Rating the game is part of its last turn.
            super::ratings::rate_finished(&mut tx, turn.game_id).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    pub(in crate::store) async fn set_draw_offers(
        &self,
        game_id: i64,
        expected_ply: i64,
        expected_offers: u8,
        offers: u8,
    ) -> Result<(), StoreError> {
        let done = sqlx::query(
            "UPDATE games SET draw_offers = $1
             WHERE id = $2 AND ply = $3 AND draw_offers = $4 AND status = 'active'",
        )
        .bind(i64::from(offers))
        .bind(game_id)
        .bind(expected_ply)
        .bind(i64::from(expected_offers))
        .execute(&self.pool)
        .await?;
        if done.rows_affected() == 1 {
            Ok(())
        } else {
            Err(StoreError::Conflict)
        }
    }

    pub(in crate::store) async fn mark_reminded(
        &self,
        game_id: i64,
        expected_ply: i64,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE games SET reminded = TRUE
             WHERE id = $1 AND ply = $2 AND status = 'active' AND NOT reminded",
        )
        .bind(game_id)
        .bind(expected_ply)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    pub(in crate::store) async fn close_unreadable(
        &self,
        game_id: i64,
        reason: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE games SET status = 'finished', reason = $1, winners = NULL, finished_at = $2
             WHERE id = $3 AND status = 'active'",
        )
        .bind(reason)
        .bind(now)
        .bind(game_id)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    pub(in crate::store) async fn games_of(
        &self,
        guild_id: u64,
        user_id: u64,
        limit: i64,
    ) -> Result<Vec<i64>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT g.id FROM games g
             WHERE g.guild_id = $1
               AND EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.user_id = $2)
             ORDER BY g.status = 'active' DESC, g.id DESC LIMIT $3",
        )
        .bind(guild_id as i64)
        .bind(user_id as i64)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?)
    }

    pub(in crate::store) async fn count_games_of(
        &self,
        guild_id: u64,
        user_id: u64,
    ) -> Result<i64, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT COUNT(DISTINCT g.id) FROM games g JOIN seats s ON s.game_id = g.id
             WHERE g.guild_id = $1 AND s.user_id = $2",
        )
        .bind(guild_id as i64)
        .bind(user_id as i64)
        .fetch_one(&self.pool)
        .await?)
    }

    pub(in crate::store) async fn stats(
        &self,
        guild_id: u64,
    ) -> Result<Vec<PlayerStats>, StoreError> {
        // Names sort byte by byte ("C"), as on SQLite, whatever the server's locale.
        Ok(sqlx::query_as(
            "WITH results AS (
                 SELECT g.id, s.user_id,
                        CASE WHEN g.reason = 'draw' THEN 'draw'
                             WHEN MAX((g.winners >> (s.seat - 1)::int) & 1) = 1 THEN 'win'
                             ELSE 'loss' END AS result
                 FROM games g JOIN seats s ON s.game_id = g.id
                 WHERE g.guild_id = $1 AND g.status = 'finished'
                   AND COALESCE(g.reason, '') NOT IN ('aborted', 'corrupt')
                 GROUP BY g.id, s.user_id)
             SELECT * FROM (
                 SELECT r.user_id,
                        (SELECT name FROM seats WHERE user_id = r.user_id
                         ORDER BY game_id DESC LIMIT 1) AS name,
                        COUNT(*) FILTER (WHERE result = 'win') AS wins,
                        COUNT(*) FILTER (WHERE result = 'loss') AS losses,
                        COUNT(*) FILTER (WHERE result = 'draw') AS draws
                 FROM results r GROUP BY r.user_id) t
             ORDER BY wins DESC, losses ASC, draws DESC, name COLLATE \"C\"",
        )
        .bind(guild_id as i64)
        .fetch_all(&self.pool)
        .await?)
    }
}
