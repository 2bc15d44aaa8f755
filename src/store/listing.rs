//! A server's games, a page at a time, for its web page: each game's line (players, result,
//! turns) read from the games and seats tables, never from the log.

use sqlx::FromRow;

use crate::rules::{EndReason, Outcome, Seat};

use super::database::Store;
use super::error::StoreError;
use super::model::{Player, SeatRow, seat_player};

/// Which of a server's games a page lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Listing<'a> {
    /// Every channel's (the console: one person's).
    All,
    /// Only these channels' (those everyone in the server can view).
    Channels(&'a [u64]),
}

/// What a line about a listed game says: its players, its result and its number of turns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListedGame {
    /// Its id.
    pub id: i64,
    /// Its players, seat 1 first.
    pub seats: Vec<Player>,
    /// Its record's length (takebacks taken off; migration 0025).
    pub turns: i64,
    /// Whether it has finished.
    pub finished: bool,
    /// Once finished, its winning seats (bit mask, 0 for a draw or an abort).
    pub winners: Option<i64>,
    /// Once finished, the reason's name (`resign`, `draw`, `aborted`, `corrupt`…).
    pub reason: Option<String>,
}

impl ListedGame {
    /// How it ended, if it did and its reason is one the rules know (a game closed as
    /// `corrupt` has none).
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.finished {
            return None;
        }
        let reason = EndReason::from_name(self.reason.as_deref()?)?;
        let mask = self.winners.unwrap_or(0);
        let winners = (0..4usize)
            .filter(|i| mask & (1 << i) != 0)
            .filter_map(Seat::from_index);
        Some(Outcome::new(winners, reason))
    }
}

/// One row of [`Store::server_game_lines`]: a seat of a listed game.
#[derive(FromRow)]
struct LineRow {
    id: i64,
    turns: i64,
    winners: Option<i64>,
    reason: Option<String>,
    #[sqlx(flatten)]
    seat: SeatRow,
}

impl Store {
    /// A page of a server's running (`running`) or finished games as their lines need them
    /// (players, turns, result), newest first: `limit` of them after the first `offset`, of
    /// the channels `listing` allows, in one query that never reads a log. The channels are
    /// part of the query, so a page is never short for games of other channels; the page's
    /// ids come from a walk of the server's games of that status from the newest down that
    /// stops at the page's end, never reading the whole server (PostgreSQL:
    /// `games_guild_running` or `games_guild_finished`, index only; SQLite: `games_guild`, in
    /// rowid order), then their rows and seats by key. A seat this version cannot read is
    /// [`StoreError::Corrupt`].
    pub async fn server_game_lines(
        &self,
        guild_id: u64,
        running: bool,
        listing: Listing<'_>,
        offset: usize,
        limit: usize,
    ) -> Result<Vec<ListedGame>, StoreError> {
        let Some((page, binds)) = page_query(guild_id, running, listing, offset, limit) else {
            return Ok(Vec::new());
        };
        let sql = format!(
            "SELECT g.id, g.turns, g.winners, g.reason, s.user_id, s.name, s.computer
             FROM ({page}) AS p JOIN games g ON g.id = p.id JOIN seats s ON s.game_id = g.id
             ORDER BY g.id DESC, s.seat"
        );
        let rows: Vec<LineRow> = db_run!(self, _db, pool => {
            let mut q = sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()));
            for b in &binds {
                q = q.bind(*b);
            }
            q.fetch_all(pool).await?
        });
        let mut games: Vec<ListedGame> = Vec::new();
        for row in rows {
            let player = seat_player(row.seat).map_err(|e| StoreError::Corrupt {
                game: row.id,
                ply: 0,
                reason: e.to_string(),
            })?;
            match games.last_mut() {
                Some(g) if g.id == row.id => g.seats.push(player),
                _ => games.push(ListedGame {
                    id: row.id,
                    seats: vec![player],
                    turns: row.turns,
                    finished: !running,
                    winners: row.winners,
                    reason: row.reason,
                }),
            }
        }
        Ok(games)
    }
}

/// The query of a page's game ids ([`Store::server_game_lines`]) and its bound values, `$1` on;
/// `None` when no channel may be listed.
fn page_query(
    guild_id: u64,
    running: bool,
    listing: Listing<'_>,
    offset: usize,
    limit: usize,
) -> Option<(String, Vec<i64>)> {
    let status = if running { "active" } else { "finished" };
    let channels = match listing {
        Listing::All => String::new(),
        Listing::Channels([]) => return None,
        Listing::Channels(ids) => {
            let marks: Vec<String> = (0..ids.len()).map(|i| format!("${}", i + 4)).collect();
            // `+channel_id`: not a column SQLite may look up by (games_channel would read
            // every game of the channels, then sort them), only a filter on the walk.
            format!(" AND +channel_id IN ({})", marks.join(", "))
        }
    };
    let sql = format!(
        "SELECT id FROM games WHERE guild_id = $1 AND status = '{status}'{channels}
         ORDER BY id DESC LIMIT $2 OFFSET $3"
    );
    let mut binds = vec![
        guild_id as i64,
        i64::try_from(limit).unwrap_or(i64::MAX),
        i64::try_from(offset).unwrap_or(i64::MAX),
    ];
    if let Listing::Channels(ids) = listing {
        binds.extend(ids.iter().map(|&id| id as i64));
    }
    Some((sql, binds))
}
