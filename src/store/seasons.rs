//! Seasons of a server's leaderboard: the current season, ending it (by hand, or on a schedule
//! exactly once across processes), and the season ratings behind a season's leaderboard and
//! stats. A server that never started a season is in season 1.

use std::time::Duration;

use super::database::Store;
use super::error::StoreError;
use super::ids::{ChannelId, ServerId};
use super::rating_rows::{RatedPlayer, RatingRow, Standing, StandingRow, rating_of};
use super::rating_rows::{name_column, standing_from_row};
use super::ratings::SEASON_RATING_OF;
use crate::rating::{Kind, Rating};

/// A server's seasons on a schedule.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SeasonSchedule {
    /// How long each season lasts.
    pub length: Duration,
    /// Where the final leaderboard of each season is posted.
    pub channel_id: ChannelId,
    /// When the current season ends (Unix ms).
    pub ends_at: i64,
}

/// A season the timer ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct EndedSeason {
    /// The server.
    pub guild_id: ServerId,
    /// The season that ended; the next one began.
    pub number: i64,
    /// Where its final leaderboard goes.
    pub channel_id: ChannelId,
}

#[derive(sqlx::FromRow)]
struct ScheduleRow {
    length_secs: i64,
    channel_id: ChannelId,
    ends_at: i64,
}

impl ScheduleRow {
    fn schedule(&self) -> SeasonSchedule {
        SeasonSchedule {
            length: Duration::from_secs(u64::try_from(self.length_secs).unwrap_or(1)),
            channel_id: self.channel_id,
            ends_at: self.ends_at,
        }
    }
}

/// The current season of the server bound as `$1`.
const CURRENT: &str = "SELECT COALESCE(MAX(number), 1) FROM seasons WHERE guild_id = $1";

/// A season's length in ms, for the schedule.
fn length_ms(length: Duration) -> i64 {
    i64::try_from(length.as_millis()).unwrap_or(i64::MAX)
}

impl Store {
    /// The server's current season (1 until it starts another).
    pub async fn current_season(&self, guild_id: ServerId) -> Result<i64, StoreError> {
        Ok(db_run!(self, _db, pool => sqlx::query_scalar(CURRENT)
            .bind(guild_id)
            .fetch_one(pool)
            .await?))
    }

    /// Ends the server's current season at `now` (Unix ms) and starts the next: returns the
    /// number of the one that ended. A schedule's next end moves to a season's length from
    /// now. Games finishing meanwhile count in one season or the other, never both.
    pub async fn end_season(&self, guild_id: ServerId, now: i64) -> Result<i64, StoreError> {
        let guild = guild_id.stored();
        db_run!(self, db, pool => {
            let mut tx = db::begin_write(pool).await?;
            db::lock(&mut tx, guild).await?;
            let ended: i64 = sqlx::query_scalar(CURRENT).bind(guild).fetch_one(&mut *tx).await?;
            sqlx::query("INSERT INTO seasons (guild_id, number, started_at) VALUES ($1, $2, $3)")
                .bind(guild)
                .bind(ended + 1)
                .bind(now)
                .execute(&mut *tx)
                .await?;
            sqlx::query(
                "UPDATE season_schedules SET ends_at = $2 + length_secs * 1000
                 WHERE guild_id = $1",
            )
            .bind(guild)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(ended)
        })
    }

    /// Ends the season of a schedule that was due at `due` (its `ends_at` as read), at `now`:
    /// the schedule moves on to the next end in the same transaction, on the condition that it
    /// still says `due`, so of the processes trying at once exactly one ends the season.
    /// `None` when another did (or the schedule changed).
    pub async fn end_season_on_schedule(
        &self,
        guild_id: ServerId,
        due: i64,
        now: i64,
    ) -> Result<Option<EndedSeason>, StoreError> {
        let guild = guild_id.stored();
        db_run!(self, db, pool => {
            let mut tx = db::begin_write(pool).await?;
            db::lock(&mut tx, guild).await?;
            // The next end: a season's length after this one's, or after now when the bot was
            // down for longer than a season (one season ends, not several).
            let moved: Option<ChannelId> = sqlx::query_scalar(
                "UPDATE season_schedules
                 SET ends_at = CASE WHEN ends_at + length_secs * 1000 > $3
                                    THEN ends_at + length_secs * 1000
                                    ELSE $3 + length_secs * 1000 END
                 WHERE guild_id = $1 AND ends_at = $2 RETURNING channel_id",
            )
            .bind(guild)
            .bind(due)
            .bind(now)
            .fetch_optional(&mut *tx)
            .await?;
            let Some(channel) = moved else {
                return Ok(None);
            };
            let ended: i64 = sqlx::query_scalar(CURRENT).bind(guild).fetch_one(&mut *tx).await?;
            sqlx::query("INSERT INTO seasons (guild_id, number, started_at) VALUES ($1, $2, $3)")
                .bind(guild)
                .bind(ended + 1)
                .bind(now)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(Some(EndedSeason {
                guild_id,
                number: ended,
                channel_id: channel,
            }))
        })
    }

    /// The schedules whose season is due by `now`, as (server, when it was due).
    pub async fn seasons_due(&self, now: i64) -> Result<Vec<(ServerId, i64)>, StoreError> {
        let sql = "SELECT guild_id, ends_at FROM season_schedules WHERE ends_at <= $1
             ORDER BY ends_at, guild_id";
        let rows: Vec<(ServerId, i64)> = db_run!(self, _db, pool => sqlx::query_as(sql)
            .bind(now)
            .fetch_all(pool)
            .await?);
        Ok(rows)
    }

    /// The server's season schedule, if it has one.
    pub async fn season_schedule(
        &self,
        guild_id: ServerId,
    ) -> Result<Option<SeasonSchedule>, StoreError> {
        let sql =
            "SELECT length_secs, channel_id, ends_at FROM season_schedules WHERE guild_id = $1";
        let row: Option<ScheduleRow> = db_run!(self, _db, pool => sqlx::query_as(sql)
            .bind(guild_id)
            .fetch_optional(pool)
            .await?);
        Ok(row.map(|r| r.schedule()))
    }

    /// Sets the server's seasons to last `length`, the current one ending a length after
    /// `now`, their final leaderboards posted in `channel_id`; `None`: no schedule.
    pub async fn set_season_schedule(
        &self,
        guild_id: ServerId,
        schedule: Option<(Duration, ChannelId)>,
        now: i64,
    ) -> Result<(), StoreError> {
        let guild = guild_id.stored();
        match schedule {
            None => {
                let sql = "DELETE FROM season_schedules WHERE guild_id = $1";
                db_run!(self, _db, pool => sqlx::query(sql).bind(guild).execute(pool).await?.rows_affected());
            }
            Some((length, channel)) => {
                let sql =
                    "INSERT INTO season_schedules (guild_id, length_secs, channel_id, ends_at)
                     VALUES ($1, $2, $3, $4)
                     ON CONFLICT (guild_id) DO UPDATE SET length_secs = excluded.length_secs,
                         channel_id = excluded.channel_id, ends_at = excluded.ends_at";
                let secs = i64::try_from(length.as_secs()).unwrap_or(i64::MAX).max(1);
                db_run!(self, _db, pool => sqlx::query(sql)
                    .bind(guild)
                    .bind(secs)
                    .bind(channel)
                    .bind(now.saturating_add(length_ms(length)))
                    .execute(pool)
                    .await?
                    .rows_affected());
            }
        }
        Ok(())
    }

    /// Moves the server's schedule's posts to `channel_id`: whether it has a schedule.
    pub async fn set_season_channel(
        &self,
        guild_id: ServerId,
        channel_id: ChannelId,
    ) -> Result<bool, StoreError> {
        let sql = "UPDATE season_schedules SET channel_id = $2 WHERE guild_id = $1";
        let done = db_run!(self, _db, pool => sqlx::query(sql)
            .bind(guild_id)
            .bind(channel_id)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(done == 1)
    }

    /// Every rating of one kind in one season of a server, with names, in no particular order
    /// (see [`Store::standings`]): the whole server, for checks.
    pub async fn season_standings(
        &self,
        guild_id: ServerId,
        season: i64,
        kind: Kind,
    ) -> Result<Vec<Standing>, StoreError> {
        let sql = format!(
            "SELECT r.user_id, r.computer, r.rating, r.deviation, r.volatility, r.games,
                    {} AS name
             FROM season_ratings r WHERE r.guild_id = $1 AND r.season = $2 AND r.kind = $3",
            name_column(true)
        );
        let rows: Vec<StandingRow> = db_run!(self, _db, pool => sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()))
            .bind(guild_id)
            .bind(season)
            .bind(kind.name())
            .fetch_all(pool)
            .await?);
        rows.into_iter()
            .map(|row| standing_from_row(kind, row, true))
            .collect()
    }

    /// A player's rating of one kind in one season of a server, with their rated games of
    /// that season; `None` before their first.
    pub async fn season_rating(
        &self,
        guild_id: ServerId,
        season: i64,
        kind: Kind,
        player: &RatedPlayer,
    ) -> Result<Option<(Rating, i64)>, StoreError> {
        let row: Option<RatingRow> = db_run!(self, _db, pool => sqlx::query_as(SEASON_RATING_OF)
            .bind(guild_id)
            .bind(season)
            .bind(kind.name())
            .bind(player.user_id)
            .bind(player.level())
            .fetch_optional(pool)
            .await?);
        Ok(row.map(|r| (rating_of(kind, &r), r.games)))
    }
}
