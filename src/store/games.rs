//! Games: reading a game with its seats and log, the lists the timer and the computer work
//! from, appending a turn guarded by the ply it expects, and each player's record.

use super::database::Store;
use super::error::StoreError;
use super::ids::{ChannelId, GameId, ServerId, UserId};
use super::model::{
    GAME_COLUMNS, GamePick, GameRow, LoggedAction, PlayerStats, SeatRow, StoredGame, TurnWrite,
    game_from_rows,
};
use super::outbox::{NewPost, insert_post};
use super::ratings::rate_finished;

/// The timer's sweep's query ([`Store::games_due`]): the running games' own small table
/// (migration 0022, kept by triggers), read whole whatever the planner's statistics say, so
/// right after a bulk load too; never the million finished games.
pub const GAMES_DUE: &str = "SELECT game_id FROM running_games WHERE turn_limit IS NOT NULL
       AND (turn_started_at + turn_limit * 1000 <= $1
            OR (NOT reminded AND turn_started_at + turn_limit * 750 <= $1))";

impl Store {
    /// The game that `pick` (what follows `WHERE`, with `$1` bound to `value`) selects, its
    /// seats and its log, read on one snapshot: a turn written meanwhile is either wholly in it
    /// (the game's ply and its log entry) or not at all.
    async fn game_where(
        &self,
        pick: GamePick,
        value: i64,
    ) -> Result<Option<StoredGame>, StoreError> {
        let pick = match pick {
            GamePick::Id => "id = $1",
            GamePick::Active => "channel_id = $1 AND status = 'active'",
            GamePick::Latest => "channel_id = $1 ORDER BY status = 'active' DESC, id DESC LIMIT 1",
        };
        db_run!(self, db, pool => {
            let mut tx = db::begin_read(pool).await?;
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
        })
    }

    /// A game with its seats and log.
    pub async fn game(&self, id: GameId) -> Result<Option<StoredGame>, StoreError> {
        self.game_where(GamePick::Id, id.0).await
    }

    /// The channel's game in progress, if any.
    pub async fn active_game(
        &self,
        channel_id: ChannelId,
    ) -> Result<Option<StoredGame>, StoreError> {
        self.game_where(GamePick::Active, channel_id.stored()).await
    }

    /// The channel's most recent game, running or finished.
    pub async fn latest_game(
        &self,
        channel_id: ChannelId,
    ) -> Result<Option<StoredGame>, StoreError> {
        self.game_where(GamePick::Latest, channel_id.stored()).await
    }

    /// Ids of every game in progress.
    pub async fn active_game_ids(&self) -> Result<Vec<GameId>, StoreError> {
        let sql = "SELECT id FROM games WHERE status = 'active' ORDER BY id";
        Ok(db_run!(self, _db, pool => sqlx::query_scalar(sql).fetch_all(pool).await?))
    }

    /// Ids of games in progress with a turn limit whose player to act is due a reminder or
    /// out of time at `now`, in order.
    pub async fn games_due(&self, now: i64) -> Result<Vec<GameId>, StoreError> {
        let mut ids: Vec<GameId> = db_run!(self, _db, pool => {
            sqlx::query_scalar(GAMES_DUE).bind(now).fetch_all(pool).await?
        });
        // Sorted here: an ORDER BY would let the planner choose between the key's index and a
        // sort by the statistics it has.
        ids.sort_unstable();
        Ok(ids)
    }

    /// Ids of games in progress that have a computer seat.
    pub async fn games_with_computer(&self) -> Result<Vec<GameId>, StoreError> {
        let sql = "SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id
             WHERE g.status = 'active' AND s.computer IS NOT NULL ORDER BY g.id";
        Ok(db_run!(self, _db, pool => sqlx::query_scalar(sql).fetch_all(pool).await?))
    }

    /// Appends one turn to a game's log, in one transaction guarded by the ply the caller
    /// saw: the game's ply moves on, draw offers are withdrawn, the next turn's clock starts,
    /// and a final turn records the result (and rates the game). [`StoreError::Conflict`] if
    /// the game moved on.
    pub async fn append_turn(&self, turn: &TurnWrite) -> Result<(), StoreError> {
        self.append_turn_posting(turn, None).await.map(drop)
    }

    /// [`Store::append_turn`], writing the turn's public post into the outbox in the same
    /// transaction: its id. The turn and its post are committed together or not at all.
    pub async fn append_turn_posting(
        &self,
        turn: &TurnWrite,
        post: Option<&NewPost>,
    ) -> Result<Option<i64>, StoreError> {
        let (winners, reason) = turn.result();
        let posted = db_run!(self, db, pool => {
            let mut tx = db::begin_write(pool).await?;
            // A concurrent turn on the same game waits for this row's lock (PostgreSQL) or for
            // the database's (SQLite), then finds the ply moved on and updates nothing.
            let done = sqlx::query(
                "UPDATE games SET ply = ply + 1, turns = turns + $7, draw_offers = 0,
                     turn_started_at = CASE WHEN $6 THEN $1 ELSE turn_started_at END,
                     reminded = CASE WHEN $6 THEN FALSE ELSE reminded END,
                     status = CASE WHEN CAST($2 AS TEXT) IS NULL THEN 'active' ELSE 'finished' END,
                     winners = $3, reason = $2,
                     finished_at = CASE WHEN CAST($2 AS TEXT) IS NULL THEN NULL ELSE $1 END
                 WHERE id = $4 AND ply = $5 AND status = 'active'",
            )
            .bind(turn.at)
            .bind(reason)
            .bind(winners)
            .bind(turn.game_id)
            .bind(turn.expected_ply)
            .bind(turn.restart_clock)
            .bind(turn.turns_step())
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
                rate_finished!(db, tx, turn.game_id.0);
            }
            let posted = match post {
                Some(post) => Some(insert_post!(tx, post)),
                None => None,
            };
            tx.commit().await?;
            posted
        });
        Ok(posted)
    }

    /// Sets the seats offering a draw, guarded by the ply and the offers the caller saw (so an
    /// acceptance racing a refusal cannot bring back the offer just refused).
    pub async fn set_draw_offers(
        &self,
        game_id: GameId,
        expected_ply: i64,
        expected_offers: u8,
        offers: u8,
    ) -> Result<(), StoreError> {
        let sql = "UPDATE games SET draw_offers = $1
             WHERE id = $2 AND ply = $3 AND draw_offers = $4 AND status = 'active'";
        let done = db_run!(self, _db, pool => sqlx::query(sql)
            .bind(i64::from(offers))
            .bind(game_id)
            .bind(expected_ply)
            .bind(i64::from(expected_offers))
            .execute(pool)
            .await?
            .rows_affected());
        StoreError::unless_moved_on(done)
    }

    /// Notes that the player to act was reminded, guarded by the ply; `false` if the game
    /// moved on or the reminder was already sent.
    pub async fn mark_reminded(
        &self,
        game_id: GameId,
        expected_ply: i64,
    ) -> Result<bool, StoreError> {
        Ok(self
            .remind_posting(game_id, expected_ply, None)
            .await?
            .is_some())
    }

    /// [`Store::mark_reminded`], writing the reminder's post into the outbox in the same
    /// transaction: `Some(post id)` (`Some(None)` without a post) when the reminder is due,
    /// `None` if the game moved on or the reminder was already sent.
    pub async fn remind_posting(
        &self,
        game_id: GameId,
        expected_ply: i64,
        post: Option<&NewPost>,
    ) -> Result<Option<Option<i64>>, StoreError> {
        let sql = "UPDATE games SET reminded = TRUE
             WHERE id = $1 AND ply = $2 AND status = 'active' AND NOT reminded";
        Ok(db_run!(self, db, pool => {
            let mut tx = db::begin_write(pool).await?;
            let done = sqlx::query(sql)
                .bind(game_id)
                .bind(expected_ply)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if done != 1 {
                return Ok(None);
            }
            let posted = match post {
                Some(post) => Some(insert_post!(tx, post)),
                None => None,
            };
            tx.commit().await?;
            Some(posted)
        }))
    }

    /// Closes a game whose log no longer replays, so that its channel is free again: it is
    /// kept, finished with the reason `corrupt` and no winner. Whether it was still running.
    pub async fn close_corrupt(&self, game_id: GameId, now: i64) -> Result<bool, StoreError> {
        self.close_unreadable(game_id, "corrupt", now).await
    }

    /// Closes a running game that cannot be replayed with `reason` (`corrupt`, or `aborted`
    /// when a moderator ends it) and no winner, without a log entry. Whether it was running.
    pub async fn close_unreadable(
        &self,
        game_id: GameId,
        reason: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        let sql =
            "UPDATE games SET status = 'finished', reason = $1, winners = NULL, finished_at = $2
             WHERE id = $3 AND status = 'active'";
        let done = db_run!(self, _db, pool => sqlx::query(sql)
            .bind(reason)
            .bind(now)
            .bind(game_id)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(done == 1)
    }

    /// Ids of a user's games in a server: running ones first, then the latest finished.
    pub async fn games_of(
        &self,
        guild_id: ServerId,
        user_id: UserId,
        limit: i64,
    ) -> Result<Vec<GameId>, StoreError> {
        // From the player's seats (a few games), not the server's games (thousands): the
        // unary `+` keeps SQLite off the `games_guild` index (docs/big-database.md).
        let sql = "SELECT g.id FROM games g
             WHERE +g.guild_id = $1
               AND g.id IN (SELECT s.game_id FROM seats s WHERE s.user_id = $2)
             ORDER BY g.status = 'active' DESC, g.id DESC LIMIT $3";
        Ok(db_run!(self, _db, pool => sqlx::query_scalar(sql)
            .bind(guild_id)
            .bind(user_id)
            .bind(limit)
            .fetch_all(pool)
            .await?))
    }

    /// How many games a user has played (or plays) in a server.
    pub async fn count_games_of(
        &self,
        guild_id: ServerId,
        user_id: UserId,
    ) -> Result<i64, StoreError> {
        // As `games_of`: from the player's seats.
        let sql = "SELECT COUNT(*) FROM games g
             WHERE +g.guild_id = $1
               AND g.id IN (SELECT s.game_id FROM seats s WHERE s.user_id = $2)";
        Ok(db_run!(self, _db, pool => sqlx::query_scalar(sql)
            .bind(guild_id)
            .bind(user_id)
            .fetch_one(pool)
            .await?))
    }

    /// Wins, losses and draws of every player of finished games in a server, best first
    /// (aborted games count for nobody).
    /// A player in several seats of one game (the computer) counts the game once: a win if any
    /// of its seats won. Names sort byte by byte (`COLLATE "C"`), whatever the server's locale.
    pub async fn stats(&self, guild_id: ServerId) -> Result<Vec<PlayerStats>, StoreError> {
        let sql = "WITH results AS (
                 SELECT g.id, s.user_id,
                        CASE WHEN g.reason = 'draw' THEN 'draw'
                             WHEN MAX((g.winners >> CAST(s.seat - 1 AS INTEGER)) & 1) = 1
                                 THEN 'win'
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
             ORDER BY wins DESC, losses ASC, draws DESC, name COLLATE \"C\"";
        Ok(db_run!(self, _db, pool => sqlx::query_as(sql)
            .bind(guild_id)
            .fetch_all(pool)
            .await?))
    }
}
