//! Challenges on SQLite: creating, reading, accepting (which starts the game), closing, and
//! where their buttons show.

use sqlx::{Sqlite, Transaction};

use super::SqliteStore;
use crate::store::StoreError;
use crate::store::model::{
    CHALLENGE_COLUMNS, Challenge, ChallengeMessage, ChallengePlayerRow, ChallengeRow,
    ChallengeStatus, NewChallenge, Player, SeatRow, challenge_from_rows, players_from_rows,
};

impl SqliteStore {
    pub(in crate::store) async fn create_challenge(
        &self,
        new: &NewChallenge,
    ) -> Result<i64, StoreError> {
        let mut tx = self.begin().await?;
        let busy: i64 = sqlx::query_scalar(
            "SELECT (SELECT COUNT(*) FROM games WHERE channel_id = ?1 AND status = 'active')
                  + (SELECT COUNT(*) FROM challenges WHERE channel_id = ?1 AND status = 'pending')",
        )
        .bind(new.channel_id as i64)
        .fetch_one(&mut *tx)
        .await?;
        if busy > 0 {
            return Err(StoreError::ChannelBusy);
        }
        let config = new.options.config;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO challenges (guild_id, channel_id, challenger_id, players, mode, short,
                 swap, turn_limit, first, created_at, expires_at, rated, language)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        )
        .bind(new.guild_id as i64)
        .bind(new.channel_id as i64)
        .bind(new.players[0].user_id as i64)
        .bind(i64::from(config.players()))
        .bind(config.mode().name())
        .bind(config.short().map(i64::from))
        .bind(config.swap())
        .bind(new.options.turn_limit.map(|d| d.as_secs() as i64))
        .bind(new.first.name())
        .bind(new.created_at)
        .bind(new.expires_at)
        .bind(new.options.rated)
        .bind(&new.language)
        .fetch_one(&mut *tx)
        .await?;
        for (position, p) in new.players.iter().enumerate() {
            sqlx::query(
                "INSERT INTO challenge_players (challenge_id, position, user_id, name, computer,
                     accepted) VALUES (?, ?, ?, ?, ?, ?)",
            )
            .bind(id)
            .bind(position as i64)
            .bind(p.user_id as i64)
            .bind(&p.name)
            .bind(p.computer.map(crate::ai::Level::name))
            .bind(position == 0 || p.computer.is_some())
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(id)
    }

    pub(in crate::store) async fn challenge(
        &self,
        id: i64,
    ) -> Result<Option<Challenge>, StoreError> {
        let mut tx = self.pool.begin().await?;
        let row: Option<ChallengeRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE id = ?"
        )))
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(row) = row else { return Ok(None) };
        let players: Vec<ChallengePlayerRow> = sqlx::query_as(
            "SELECT user_id, name, computer, accepted FROM challenge_players
             WHERE challenge_id = ? ORDER BY position",
        )
        .bind(id)
        .fetch_all(&mut *tx)
        .await?;
        tx.commit().await?;
        challenge_from_rows(row, players).map(Some)
    }

    pub(in crate::store) async fn pending_challenge_id(
        &self,
        channel_id: u64,
    ) -> Result<Option<i64>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM challenges WHERE channel_id = ? AND status = 'pending'",
        )
        .bind(channel_id as i64)
        .fetch_optional(&self.pool)
        .await?)
    }

    pub(in crate::store) async fn expired_challenge_ids(
        &self,
        now: i64,
    ) -> Result<Vec<i64>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM challenges WHERE status = 'pending' AND expires_at <= ? ORDER BY id",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?)
    }

    pub(in crate::store) async fn close_challenge(
        &self,
        id: i64,
        status: ChallengeStatus,
    ) -> Result<(), StoreError> {
        let done =
            sqlx::query("UPDATE challenges SET status = ? WHERE id = ? AND status = 'pending'")
                .bind(status.name())
                .bind(id)
                .execute(&self.pool)
                .await?;
        if done.rows_affected() == 1 {
            Ok(())
        } else {
            Err(StoreError::Conflict)
        }
    }

    pub(in crate::store) async fn accept_challenge(
        &self,
        id: i64,
        user_id: u64,
        seat_order: impl FnOnce(&[Player]) -> Vec<Player>,
        now: i64,
    ) -> Result<Option<i64>, StoreError> {
        let mut tx = self.begin().await?;
        let done = sqlx::query(
            "UPDATE challenge_players SET accepted = 1
             WHERE challenge_id = ? AND user_id = ?
               AND EXISTS (SELECT 1 FROM challenges WHERE id = ? AND status = 'pending')",
        )
        .bind(id)
        .bind(user_id as i64)
        .bind(id)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::Conflict);
        }
        let waiting: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM challenge_players WHERE challenge_id = ? AND accepted = 0",
        )
        .bind(id)
        .fetch_one(&mut *tx)
        .await?;
        if waiting > 0 {
            tx.commit().await?;
            return Ok(None);
        }
        let game_id = start_game(&mut tx, id, seat_order, now).await?;
        tx.commit().await?;
        Ok(Some(game_id))
    }

    pub(in crate::store) async fn add_challenge_message(
        &self,
        id: i64,
        shown: ChallengeMessage,
        now: i64,
    ) -> Result<bool, StoreError> {
        let mut tx = self.begin().await?;
        let open: bool = sqlx::query_scalar(
            "SELECT EXISTS (SELECT 1 FROM challenges
                            WHERE id = ? AND status = 'pending' AND expires_at > ?)",
        )
        .bind(id)
        .bind(now)
        .fetch_one(&mut *tx)
        .await?;
        if open {
            sqlx::query(
                "INSERT OR IGNORE INTO challenge_messages (challenge_id, channel_id, message_id)
                 VALUES (?, ?, ?)",
            )
            .bind(id)
            .bind(shown.channel_id as i64)
            .bind(shown.message_id as i64)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(open)
    }

    pub(in crate::store) async fn challenge_messages(
        &self,
        id: i64,
    ) -> Result<Vec<ChallengeMessage>, StoreError> {
        let rows: Vec<crate::store::model::ChallengeMessageRow> = sqlx::query_as(
            "SELECT channel_id, message_id FROM challenge_messages
             WHERE challenge_id = ? ORDER BY message_id",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(ChallengeMessage::from).collect())
    }

    pub(in crate::store) async fn remove_challenge_message(
        &self,
        id: i64,
        message_id: u64,
    ) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM challenge_messages WHERE challenge_id = ? AND message_id = ?")
            .bind(id)
            .bind(message_id as i64)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}

/// Starts the game of an accepted challenge in `tx`, seats in `seat_order`; its id.
async fn start_game(
    tx: &mut Transaction<'static, Sqlite>,
    id: i64,
    seat_order: impl FnOnce(&[Player]) -> Vec<Player>,
    now: i64,
) -> Result<i64, StoreError> {
    let row: ChallengeRow = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE id = ?"
    )))
    .bind(id)
    .fetch_one(&mut **tx)
    .await?;
    let players: Vec<SeatRow> = sqlx::query_as(
        "SELECT user_id, name, computer FROM challenge_players
         WHERE challenge_id = ? ORDER BY position",
    )
    .bind(id)
    .fetch_all(&mut **tx)
    .await?;
    let players = players_from_rows(id, players)?;
    let active: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE channel_id = ? AND status = 'active'")
            .bind(row.channel_id)
            .fetch_one(&mut **tx)
            .await?;
    if active > 0 {
        return Err(StoreError::ChannelBusy);
    }
    let game_id: i64 = sqlx::query_scalar(
        "INSERT INTO games (guild_id, channel_id, players, mode, short, swap, turn_limit,
             created_at, turn_started_at, rated)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
    )
    .bind(row.guild_id)
    .bind(row.channel_id)
    .bind(row.players)
    .bind(&row.mode)
    .bind(row.short)
    .bind(row.swap)
    .bind(row.turn_limit)
    .bind(now)
    .bind(now)
    .bind(row.rated)
    .fetch_one(&mut **tx)
    .await?;
    for (i, p) in seat_order(&players).iter().enumerate() {
        sqlx::query(
            "INSERT INTO seats (game_id, seat, user_id, name, computer) VALUES (?, ?, ?, ?, ?)",
        )
        .bind(game_id)
        .bind(i as i64 + 1)
        .bind(p.user_id as i64)
        .bind(&p.name)
        .bind(p.computer.map(crate::ai::Level::name))
        .execute(&mut **tx)
        .await?;
    }
    sqlx::query("UPDATE challenges SET status = 'accepted', game_id = ? WHERE id = ?")
        .bind(game_id)
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(game_id)
}
