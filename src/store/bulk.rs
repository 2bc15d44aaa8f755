//! Loading many whole games at once (`focus-bot generate`): a big bot's database made up for
//! measuring, written as the bot writes its own games (the same tables, the log ply by ply,
//! the finish order), many rows to a statement.

use crate::rules::Outcome;

use super::database::Store;
use super::error::StoreError;

/// Rows to a statement: well under SQLite's 32,766 bound parameters.
const ROWS_PER_INSERT: usize = 500;

/// One whole game to load: running when it has no outcome.
#[derive(Clone, Debug)]
pub struct BulkGame {
    /// The server.
    pub guild_id: u64,
    /// The channel (at most one running game each).
    pub channel_id: u64,
    /// 2, 3 or 4.
    pub players: u8,
    /// `standard`, `teams` or `ffa`, as stored.
    pub mode: &'static str,
    /// Seconds per turn, if limited.
    pub turn_limit: Option<i64>,
    /// Whether it counts for ratings.
    pub rated: bool,
    /// When it started (Unix ms).
    pub created_at: i64,
    /// Each seat's user id and name, seat 1 first.
    pub seats: Vec<(u64, String)>,
    /// The log: each turn's seat number, its line and when it was played (Unix ms).
    pub actions: Vec<(u8, String, i64)>,
    /// How it ended, for a finished game (when: its last turn's time).
    pub outcome: Option<Outcome>,
}

impl BulkGame {
    /// When its current turn started: its last turn's time, or its start.
    fn last_at(&self) -> i64 {
        self.actions.last().map_or(self.created_at, |a| a.2)
    }
}

impl Store {
    /// Loads `games` in one transaction, finished ones in the finish order given; ratings are
    /// not computed (rebuild them afterwards). Returns the new games' ids.
    pub async fn load_games(&self, games: &[BulkGame]) -> Result<Vec<i64>, StoreError> {
        db_run!(self, db, pool => {
            let mut tx = db::begin_write(pool).await?;
            let mut ids = Vec::with_capacity(games.len());
            for game in games {
                let (winners, reason) = match game.outcome {
                    Some(o) => (
                        Some(o.winners().fold(0i64, |m, s| m | (1 << s.index()))),
                        Some(o.reason().name()),
                    ),
                    None => (None, None),
                };
                let finished_at = game.outcome.map(|_| game.last_at());
                let id: i64 = sqlx::query_scalar(
                    "INSERT INTO games (guild_id, channel_id, players, mode, turn_limit,
                         created_at, ply, turn_started_at, status, winners, reason, finished_at,
                         rated)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8,
                         CASE WHEN CAST($9 AS TEXT) IS NULL THEN 'active' ELSE 'finished' END,
                         $10, $9, $11, $12)
                     RETURNING id",
                )
                .bind(game.guild_id as i64)
                .bind(game.channel_id as i64)
                .bind(i64::from(game.players))
                .bind(game.mode)
                .bind(game.turn_limit)
                .bind(game.created_at)
                .bind(game.actions.len() as i64)
                .bind(game.last_at())
                .bind(reason)
                .bind(winners)
                .bind(finished_at)
                .bind(game.rated)
                .fetch_one(&mut *tx)
                .await?;
                let mut seats = sqlx::QueryBuilder::<db::Db>::new(
                    "INSERT INTO seats (game_id, seat, user_id, name) ",
                );
                seats.push_values(game.seats.iter().enumerate(), |mut row, (i, (user, name))| {
                    row.push_bind(id)
                        .push_bind(i as i64 + 1)
                        .push_bind(*user as i64)
                        .push_bind(name.clone());
                });
                seats.build().execute(&mut *tx).await?;
                for (chunk_index, chunk) in game.actions.chunks(ROWS_PER_INSERT).enumerate() {
                    let first = (chunk_index * ROWS_PER_INSERT) as i64;
                    let mut actions = sqlx::QueryBuilder::<db::Db>::new(
                        "INSERT INTO actions (game_id, ply, seat, action, at) ",
                    );
                    actions.push_values(chunk.iter().enumerate(), |mut row, (i, (seat, line, at))| {
                        row.push_bind(id)
                            .push_bind(first + i as i64)
                            .push_bind(i64::from(*seat))
                            .push_bind(line.clone())
                            .push_bind(*at);
                    });
                    actions.build().execute(&mut *tx).await?;
                }
                if game.outcome.is_some() {
                    sqlx::query("INSERT INTO finish_order (game_id) VALUES ($1)")
                        .bind(id)
                        .execute(&mut *tx)
                        .await?;
                }
                ids.push(id);
            }
            tx.commit().await?;
            Ok(ids)
        })
    }
}
