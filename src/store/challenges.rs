//! Challenges: creating, reading, accepting (which starts the game), closing, and where their
//! buttons show.

use super::database::Store;
use super::error::StoreError;
use super::ids::{ChallengeId, ChannelId, GameId, UserId};
use super::model::{
    CHALLENGE_COLUMNS, Challenge, ChallengeMessage, ChallengeMessageRow, ChallengePlayerRow,
    ChallengeRow, ChallengeStatus, NewChallenge, Player, SeatRow, challenge_from_rows,
    players_from_rows,
};
use crate::ai::Level;

impl Store {
    /// Stores a new challenge, unless the channel has an active game or an open challenge.
    pub async fn create_challenge(&self, new: &NewChallenge) -> Result<ChallengeId, StoreError> {
        self.insert_challenge(new, None).await
    }

    /// Stores a rematch of finished game `game_id`: a new challenge as
    /// [`Store::create_challenge`] stores one, unless the game already has an open or accepted
    /// rematch ([`StoreError::Conflict`]: [`Store::rematch_challenge`] finds it).
    pub async fn create_rematch(
        &self,
        new: &NewChallenge,
        game_id: GameId,
    ) -> Result<ChallengeId, StoreError> {
        self.insert_challenge(new, Some(game_id)).await
    }

    /// The open or accepted rematch of game `game_id`, if there is one.
    pub async fn rematch_challenge(
        &self,
        game_id: GameId,
    ) -> Result<Option<Challenge>, StoreError> {
        let sql = "SELECT id FROM challenges
             WHERE rematch_of = $1 AND status IN ('pending', 'accepted')";
        let id: Option<ChallengeId> = db_run!(self, _db, pool => sqlx::query_scalar(sql)
            .bind(game_id)
            .fetch_optional(pool)
            .await?);
        match id {
            Some(id) => self.challenge(id).await,
            None => Ok(None),
        }
    }

    async fn insert_challenge(
        &self,
        new: &NewChallenge,
        rematch_of: Option<GameId>,
    ) -> Result<ChallengeId, StoreError> {
        let config = new.options.config;
        db_run!(self, db, pool => {
            let mut tx = db::begin_write(pool).await?;
            db::lock(&mut tx, new.channel_id.stored()).await?;
            if let Some(game_id) = rematch_of {
                // One rematch per game (the unique index catches a race across channels).
                let taken: bool = sqlx::query_scalar(
                    "SELECT EXISTS (SELECT 1 FROM challenges WHERE rematch_of = $1
                                    AND status IN ('pending', 'accepted'))",
                )
                .bind(game_id)
                .fetch_one(&mut *tx)
                .await?;
                if taken {
                    return Err(StoreError::Conflict);
                }
            }
            let busy: bool = sqlx::query_scalar(
                "SELECT EXISTS (SELECT 1 FROM games WHERE channel_id = $1 AND status = 'active')
                     OR EXISTS (SELECT 1 FROM challenges
                                WHERE channel_id = $1 AND status = 'pending')",
            )
            .bind(new.channel_id)
            .fetch_one(&mut *tx)
            .await?;
            if busy {
                return Err(StoreError::ChannelBusy);
            }
            let id: i64 = sqlx::query_scalar(
                "INSERT INTO challenges (guild_id, channel_id, challenger_id, players, mode,
                     short, swap, turn_limit, first, created_at, expires_at, rated, language, rematch_of)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
                 RETURNING id",
            )
            .bind(new.guild_id)
            .bind(new.channel_id)
            .bind(new.players[0].user_id)
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
            .bind(rematch_of)
            .fetch_one(&mut *tx)
            .await?;
            for (position, p) in new.players.iter().enumerate() {
                sqlx::query(
                    "INSERT INTO challenge_players (challenge_id, position, user_id, name,
                         computer, accepted) VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(id)
                .bind(position as i64)
                .bind(p.user_id)
                .bind(&p.name)
                .bind(p.computer.map(Level::name))
                .bind(position == 0 || p.computer.is_some())
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
            Ok(ChallengeId(id))
        })
    }

    /// A challenge by id.
    pub async fn challenge(&self, id: ChallengeId) -> Result<Option<Challenge>, StoreError> {
        let sql = format!("SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE id = $1");
        db_run!(self, db, pool => {
            let mut tx = db::begin_read(pool).await?;
            let row: Option<ChallengeRow> = sqlx::query_as(sqlx::AssertSqlSafe(sql))
                .bind(id)
                .fetch_optional(&mut *tx)
                .await?;
            let Some(row) = row else { return Ok(None) };
            let players: Vec<ChallengePlayerRow> = sqlx::query_as(
                "SELECT user_id, name, computer, accepted FROM challenge_players
                 WHERE challenge_id = $1 ORDER BY position",
            )
            .bind(id)
            .fetch_all(&mut *tx)
            .await?;
            tx.commit().await?;
            challenge_from_rows(row, players).map(Some)
        })
    }

    /// The channel's open challenge, if any.
    pub async fn pending_challenge(
        &self,
        channel_id: ChannelId,
    ) -> Result<Option<Challenge>, StoreError> {
        let sql = "SELECT id FROM challenges WHERE channel_id = $1 AND status = 'pending'";
        let id: Option<ChallengeId> = db_run!(self, _db, pool => sqlx::query_scalar(sql)
            .bind(channel_id)
            .fetch_optional(pool)
            .await?);
        match id {
            Some(id) => self.challenge(id).await,
            None => Ok(None),
        }
    }

    /// Open challenges that expired at `now`. A challenge whose row cannot be read is logged
    /// and left out, so that it never keeps the others from expiring.
    pub async fn expired_challenges(&self, now: i64) -> Result<Vec<Challenge>, StoreError> {
        let sql =
            "SELECT id FROM challenges WHERE status = 'pending' AND expires_at <= $1 ORDER BY id";
        let ids: Vec<ChallengeId> =
            db_run!(self, _db, pool => sqlx::query_scalar(sql).bind(now).fetch_all(pool).await?);
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            match self.challenge(id).await {
                Ok(Some(c)) => out.push(c),
                Ok(None) => {}
                Err(e @ StoreError::CorruptRow { .. }) => {
                    tracing::error!(challenge = id.0, error = %e, "an expired challenge is unreadable");
                }
                Err(e) => return Err(e),
            }
        }
        Ok(out)
    }

    /// Moves an open challenge to `status`; [`StoreError::Conflict`] if it is not open any more.
    pub async fn close_challenge(
        &self,
        id: ChallengeId,
        status: ChallengeStatus,
    ) -> Result<(), StoreError> {
        let sql = "UPDATE challenges SET status = $1 WHERE id = $2 AND status = 'pending'";
        let done = db_run!(self, _db, pool => sqlx::query(sql)
            .bind(<&str>::from(status))
            .bind(id)
            .execute(pool)
            .await?
            .rows_affected());
        StoreError::unless_moved_on(done)
    }

    /// Records that `user_id` accepted an open challenge. When everyone has, the challenge
    /// closes and a game starts with `seats` (players in seat order), in the same transaction;
    /// returns its id.
    pub async fn accept_challenge(
        &self,
        id: ChallengeId,
        user_id: UserId,
        seat_order: impl FnOnce(&[Player]) -> Vec<Player>,
        now: i64,
    ) -> Result<Option<GameId>, StoreError> {
        let challenge = format!("SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE id = $1");
        db_run!(self, db, pool => {
            let mut tx = db::begin_write(pool).await?;
            let channel: Option<i64> =
                sqlx::query_scalar("SELECT channel_id FROM challenges WHERE id = $1")
                    .bind(id)
                    .fetch_optional(&mut *tx)
                    .await?;
            let Some(channel) = channel else {
                return Err(StoreError::Conflict);
            };
            // The last two answers to a challenge run one at a time, so one of them sees
            // everyone accepted and starts the game.
            db::lock(&mut tx, channel).await?;
            let done = sqlx::query(
                "UPDATE challenge_players SET accepted = TRUE
                 WHERE challenge_id = $1 AND user_id = $2
                   AND EXISTS (SELECT 1 FROM challenges WHERE id = $1 AND status = 'pending')",
            )
            .bind(id)
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
            if done.rows_affected() == 0 {
                return Err(StoreError::Conflict);
            }
            let waiting: bool = sqlx::query_scalar(
                "SELECT EXISTS (SELECT 1 FROM challenge_players
                                WHERE challenge_id = $1 AND NOT accepted)",
            )
            .bind(id)
            .fetch_one(&mut *tx)
            .await?;
            if waiting {
                tx.commit().await?;
                return Ok(None);
            }
            // Everyone accepted: the game starts, seats in `seat_order`, in this transaction.
            let row: ChallengeRow = sqlx::query_as(sqlx::AssertSqlSafe(challenge))
                .bind(id)
                .fetch_one(&mut *tx)
                .await?;
            let players: Vec<SeatRow> = sqlx::query_as(
                "SELECT user_id, name, computer FROM challenge_players
                 WHERE challenge_id = $1 ORDER BY position",
            )
            .bind(id)
            .fetch_all(&mut *tx)
            .await?;
            let players = players_from_rows(id.0, players)?;
            let active: bool = sqlx::query_scalar(
                "SELECT EXISTS (SELECT 1 FROM games WHERE channel_id = $1 AND status = 'active')",
            )
            .bind(row.channel_id)
            .fetch_one(&mut *tx)
            .await?;
            if active {
                return Err(StoreError::ChannelBusy);
            }
            let game_id: GameId = sqlx::query_scalar(
                "INSERT INTO games (guild_id, channel_id, players, mode, short, swap, turn_limit,
                     created_at, turn_started_at, rated)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9) RETURNING id",
            )
            .bind(row.guild_id)
            .bind(row.channel_id)
            .bind(row.players)
            .bind(&row.mode)
            .bind(row.short)
            .bind(row.swap)
            .bind(row.turn_limit)
            .bind(now)
            .bind(row.rated)
            .fetch_one(&mut *tx)
            .await?;
            for (i, p) in seat_order(&players).iter().enumerate() {
                sqlx::query(
                    "INSERT INTO seats (game_id, seat, user_id, name, computer)
                     VALUES ($1, $2, $3, $4, $5)",
                )
                .bind(game_id)
                .bind(i as i64 + 1)
                .bind(p.user_id)
                .bind(&p.name)
                .bind(p.computer.map(Level::name))
                .execute(&mut *tx)
                .await?;
            }
            // A person's latest seat names them on every leaderboard: their rating rows' name
            // keys follow it.
            for p in players.iter().filter(|p| p.computer.is_none()) {
                for table in ["ratings", "season_ratings"] {
                    let sql = super::ratings::name_key_sql(table, "user_id = $1");
                    sqlx::query(sqlx::AssertSqlSafe(sql))
                        .bind(p.user_id)
                        .execute(&mut *tx)
                        .await?;
                }
            }
            // Guarded: a challenge cancelled meanwhile by another process starts no game.
            let done = sqlx::query(
                "UPDATE challenges SET status = 'accepted', game_id = $1
                 WHERE id = $2 AND status = 'pending'",
            )
            .bind(game_id)
            .bind(id)
            .execute(&mut *tx)
            .await?;
            if done.rows_affected() != 1 {
                return Err(StoreError::Conflict);
            }
            tx.commit().await?;
            Ok(Some(game_id))
        })
    }

    /// Records that a message shows the buttons of challenge `id`, if it still waits for
    /// answers at `now` (pending and not expired); returns whether it does. Nothing is recorded
    /// for a closed challenge: its buttons should be greyed out at once.
    ///
    /// Checked and written in one transaction, so a message is either recorded before the
    /// challenge closes (and [`Store::challenge_messages`] lists it afterwards) or refused.
    pub async fn add_challenge_message(
        &self,
        id: ChallengeId,
        shown: ChallengeMessage,
        now: i64,
    ) -> Result<bool, StoreError> {
        db_run!(self, db, pool => {
            let mut tx = db::begin_write(pool).await?;
            // The challenge's row stays locked until the message is recorded: it cannot close
            // in between.
            let open: Option<i64> = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
                "SELECT id FROM challenges
                 WHERE id = $1 AND status = 'pending' AND expires_at > $2 {}",
                db::FOR_SHARE
            )))
            .bind(id)
            .bind(now)
            .fetch_optional(&mut *tx)
            .await?;
            if open.is_some() {
                sqlx::query(
                    "INSERT INTO challenge_messages (challenge_id, channel_id, message_id)
                     VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
                )
                .bind(id)
                .bind(shown.channel_id)
                .bind(shown.message_id as i64)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
            Ok(open.is_some())
        })
    }

    /// The messages recorded as showing the buttons of challenge `id`, oldest first.
    pub async fn challenge_messages(
        &self,
        id: ChallengeId,
    ) -> Result<Vec<ChallengeMessage>, StoreError> {
        let sql = "SELECT channel_id, message_id FROM challenge_messages
             WHERE challenge_id = $1 ORDER BY message_id";
        let rows: Vec<ChallengeMessageRow> =
            db_run!(self, _db, pool => sqlx::query_as(sql).bind(id).fetch_all(pool).await?);
        Ok(rows.into_iter().map(ChallengeMessage::from).collect())
    }

    /// Forgets that message `message_id` shows the buttons of challenge `id` (no error if it
    /// was not recorded).
    pub async fn remove_challenge_message(
        &self,
        id: ChallengeId,
        message_id: u64,
    ) -> Result<(), StoreError> {
        let sql = "DELETE FROM challenge_messages WHERE challenge_id = $1 AND message_id = $2";
        db_run!(self, _db, pool => sqlx::query(sql)
            .bind(id)
            .bind(message_id as i64)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(())
    }
}
