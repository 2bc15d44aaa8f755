//! Running tournaments (migration 0018): each table's channel, a round's post and the final
//! post, each written once with a conditional update in the post's own transaction, so that
//! whatever the processes a round is announced once and a tournament ends once.

use super::database::Store;
use super::error::StoreError;
use super::ids::{ChannelId, GameId, ServerId, TournamentId};
use super::outbox::{NewPost, insert_post};
use super::tournaments::Tournament;

/// A paired round: when it was paired and when its post was written (Unix ms).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PairedRound {
    /// The round, from 1.
    pub round: u32,
    /// When it was paired.
    pub paired_at: i64,
    /// When its post was written; `None` until every table's game started.
    pub posted_at: Option<i64>,
}

impl Store {
    /// Every running tournament, of every server, oldest first (the timer's sweep).
    pub async fn running_tournaments(&self) -> Result<Vec<Tournament>, StoreError> {
        let ids: Vec<TournamentId> = db_run!(self, _db, pool => sqlx::query_scalar(
            "SELECT id FROM tournaments WHERE status = 'running' ORDER BY id")
            .fetch_all(pool)
            .await?);
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            if let Some(t) = self.tournament(id).await? {
                out.push(t);
            }
        }
        Ok(out)
    }

    /// The server's latest tournament, whatever its status.
    pub async fn latest_tournament(
        &self,
        guild_id: ServerId,
    ) -> Result<Option<TournamentId>, StoreError> {
        Ok(db_run!(self, _db, pool => sqlx::query_scalar(
            "SELECT MAX(id) FROM tournaments WHERE guild_id = $1")
            .bind(guild_id)
            .fetch_one(pool)
            .await?))
    }

    /// The tournament table a game is played at: (tournament, round, table).
    pub async fn table_of_game(
        &self,
        game_id: GameId,
    ) -> Result<Option<(TournamentId, u32, u32)>, StoreError> {
        let row: Option<(TournamentId, i64, i64)> = db_run!(self, _db, pool => sqlx::query_as(
            "SELECT tournament_id, round, board FROM tournament_tables WHERE game_id = $1")
            .bind(game_id)
            .fetch_optional(pool)
            .await?);
        Ok(row.map(|(t, r, b)| (t, r as u32, b as u32)))
    }

    /// The rounds paired so far, in order.
    pub async fn paired_rounds(&self, id: TournamentId) -> Result<Vec<PairedRound>, StoreError> {
        let rows: Vec<(i64, i64, Option<i64>)> = db_run!(self, _db, pool => sqlx::query_as(
            "SELECT round, paired_at, posted_at FROM tournament_rounds
             WHERE tournament_id = $1 ORDER BY round")
            .bind(id)
            .fetch_all(pool)
            .await?);
        Ok(rows
            .into_iter()
            .map(|(round, paired_at, posted_at)| PairedRound {
                round: u32::try_from(round).unwrap_or(0),
                paired_at,
                posted_at,
            })
            .collect())
    }

    /// Notes the channel a table's game is played in, once: the table's channel as stored
    /// (another process's, when it noted one first).
    pub async fn set_table_channel(
        &self,
        id: TournamentId,
        round: u32,
        board: u32,
        channel_id: ChannelId,
    ) -> Result<ChannelId, StoreError> {
        let channel: Option<ChannelId> = db_run!(self, _db, pool => {
            sqlx::query(
                "UPDATE tournament_tables SET channel_id = $4
                 WHERE tournament_id = $1 AND round = $2 AND board = $3 AND channel_id IS NULL",
            )
            .bind(id)
            .bind(i64::from(round))
            .bind(i64::from(board))
            .bind(channel_id)
            .execute(pool)
            .await?;
            sqlx::query_scalar(
                "SELECT channel_id FROM tournament_tables
                 WHERE tournament_id = $1 AND round = $2 AND board = $3",
            )
            .bind(id)
            .bind(i64::from(round))
            .bind(i64::from(board))
            .fetch_optional(pool)
            .await?
        });
        Ok(channel.unwrap_or(channel_id))
    }

    /// Writes round `round`'s post, once: its id, or `None` if it was written already.
    pub async fn post_round(
        &self,
        id: TournamentId,
        round: u32,
        post: &NewPost,
    ) -> Result<Option<i64>, StoreError> {
        db_run!(self, db, pool => {
            let mut tx = db::begin_write(pool).await?;
            let done = sqlx::query(
                "UPDATE tournament_rounds SET posted_at = $3
                 WHERE tournament_id = $1 AND round = $2 AND posted_at IS NULL",
            )
            .bind(id)
            .bind(i64::from(round))
            .bind(post.created_at)
            .execute(&mut *tx)
            .await?;
            if done.rows_affected() != 1 {
                return Ok(None);
            }
            let post_id = insert_post!(tx, post);
            tx.commit().await?;
            Ok(Some(post_id))
        })
    }

    /// Ends a running tournament with its final post, once: the post's id, or `None` if it was
    /// not running any more.
    pub async fn finish_tournament(
        &self,
        id: TournamentId,
        post: &NewPost,
    ) -> Result<Option<i64>, StoreError> {
        db_run!(self, db, pool => {
            let mut tx = db::begin_write(pool).await?;
            let done = sqlx::query(
                "UPDATE tournaments SET status = 'finished', finished_at = $2
                 WHERE id = $1 AND status = 'running'",
            )
            .bind(id)
            .bind(post.created_at)
            .execute(&mut *tx)
            .await?;
            if done.rows_affected() != 1 {
                return Ok(None);
            }
            let post_id = insert_post!(tx, post);
            tx.commit().await?;
            Ok(Some(post_id))
        })
    }

    /// Notes that round `round` of running tournament `id` could not be paired and writes the
    /// post that says so, once per round: the post's id, or `None` if it was told already (the
    /// sweep retries the pairing each minute).
    pub async fn post_round_unpaired(
        &self,
        id: TournamentId,
        round: u32,
        post: &NewPost,
    ) -> Result<Option<i64>, StoreError> {
        db_run!(self, db, pool => {
            let mut tx = db::begin_write(pool).await?;
            let done = sqlx::query(
                "UPDATE tournaments SET unpaired_round = $2
                 WHERE id = $1 AND status = 'running'
                   AND (unpaired_round IS NULL OR unpaired_round < $2)",
            )
            .bind(id)
            .bind(i64::from(round))
            .execute(&mut *tx)
            .await?;
            if done.rows_affected() != 1 {
                return Ok(None);
            }
            let post_id = insert_post!(tx, post);
            tx.commit().await?;
            Ok(Some(post_id))
        })
    }
}
