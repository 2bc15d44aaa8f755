//! A server's games, a page at a time, for its web page: each game's line (players, result,
//! turns) read from the games and seats tables, never from the log.

use sqlx::FromRow;

use crate::rules::{Config, EndReason, Outcome, Seat};

use super::database::Store;
use super::error::StoreError;
use super::ids::{ChannelId, GameId, ServerId, UserId};
use super::model::{Player, RowError, SeatRow, options_from_row, seat_player};

/// Which of a server's games a page lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Listing<'a> {
    /// Every channel's (the console: one person's).
    All,
    /// Only these channels' (those everyone in the server can view).
    Channels(&'a [ChannelId]),
}

/// What a line about a listed game says: where and when it was played, its players, its
/// result and its number of turns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListedGame {
    /// Its id.
    pub id: GameId,
    /// Its channel.
    pub channel_id: ChannelId,
    /// When it started (Unix ms).
    pub created_at: i64,
    /// Its players, mode and variants.
    pub config: Config,
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

/// The columns of [`LineRow`]: a game's (`g`) and one of its seats' (`s`).
const LINE_COLUMNS: &str = "g.id, g.channel_id, g.created_at, g.players, g.mode, g.short, \
     g.swap, g.turn_limit, g.rated, g.status, g.turns, g.winners, g.reason, \
     s.user_id, s.name, s.computer";

/// One row of a listing: a seat of a listed game.
#[derive(FromRow)]
struct LineRow {
    id: GameId,
    channel_id: ChannelId,
    created_at: i64,
    players: i64,
    mode: String,
    short: Option<i64>,
    swap: bool,
    turn_limit: Option<i64>,
    rated: bool,
    status: String,
    turns: i64,
    winners: Option<i64>,
    reason: Option<String>,
    #[sqlx(flatten)]
    seat: SeatRow,
}

/// The listed games of `rows` (a game's seats one after another, seat 1 first), in their
/// order. A game with a column or a seat this version cannot read is left out (as a game
/// whose log does not replay is), and logged.
fn listed_games(rows: Vec<LineRow>) -> Vec<ListedGame> {
    let mut games: Vec<ListedGame> = Vec::new();
    let mut unreadable = None;
    for row in rows {
        if unreadable == Some(row.id) {
            continue;
        }
        let read = (|| {
            let player = seat_player(row.seat)?;
            if let Some(g) = games.last_mut().filter(|g| g.id == row.id) {
                g.seats.push(player);
                return Ok(());
            }
            let options = options_from_row(
                row.players,
                &row.mode,
                row.short,
                row.swap,
                row.turn_limit,
                row.rated,
            )?;
            games.push(ListedGame {
                id: row.id,
                channel_id: row.channel_id,
                created_at: row.created_at,
                config: options.config,
                seats: vec![player],
                turns: row.turns,
                finished: row.status == "finished",
                winners: row.winners,
                reason: row.reason,
            });
            Ok::<(), RowError>(())
        })();
        if let Err(e) = read {
            tracing::warn!(game = row.id.0, "a listed game does not read: {e}");
            games.retain(|g| g.id != row.id);
            unreadable = Some(row.id);
        }
    }
    games.retain(|g| g.seats.len() == usize::from(g.config.players()));
    games
}

impl Store {
    /// A page of a server's running (`running`) or finished games as their lines need them
    /// (players, turns, result), newest first: `limit` of them after the first `offset`, of
    /// the channels `listing` allows, in one query that never reads a log. The channels are
    /// part of the query, so a page is never short for games of other channels; the page's
    /// ids come from a walk of the server's games of that status from the newest down that
    /// stops at the page's end, never reading the whole server (PostgreSQL:
    /// `games_guild_running` or `games_guild_finished`, index only; SQLite: `games_guild`, in
    /// rowid order), then their rows and seats by key.
    pub async fn server_game_lines(
        &self,
        guild_id: ServerId,
        running: bool,
        listing: Listing<'_>,
        offset: usize,
        limit: usize,
    ) -> Result<Vec<ListedGame>, StoreError> {
        let Some((page, binds)) = page_query(guild_id, running, listing, offset, limit) else {
            return Ok(Vec::new());
        };
        let sql = format!(
            "SELECT {LINE_COLUMNS}
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
        Ok(listed_games(rows))
    }

    /// A user's games in a server as `/focus games` lists them, running ones first, then the
    /// latest finished, `limit` of them: in one query, from the player's seats (a few games,
    /// not the server's thousands: the unary `+` keeps SQLite off the `games_guild` index),
    /// never reading a log.
    pub async fn games_of_lines(
        &self,
        guild_id: ServerId,
        user_id: UserId,
        limit: i64,
    ) -> Result<Vec<ListedGame>, StoreError> {
        let sql = format!(
            "SELECT {LINE_COLUMNS}
             FROM (SELECT g.id, g.status = 'active' AS running FROM games g
                   WHERE +g.guild_id = $1
                     AND g.id IN (SELECT s.game_id FROM seats s WHERE s.user_id = $2)
                   ORDER BY g.status = 'active' DESC, g.id DESC LIMIT $3) AS p
             JOIN games g ON g.id = p.id JOIN seats s ON s.game_id = g.id
             ORDER BY p.running DESC, g.id DESC, s.seat"
        );
        let rows: Vec<LineRow> = db_run!(self, _db, pool => sqlx::query_as(
            sqlx::AssertSqlSafe(sql.as_str()))
            .bind(guild_id)
            .bind(user_id)
            .bind(limit)
            .fetch_all(pool)
            .await?);
        Ok(listed_games(rows))
    }
}

/// The query of a page's game ids ([`Store::server_game_lines`]) and its bound values, `$1` on;
/// `None` when no channel may be listed.
fn page_query(
    guild_id: ServerId,
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
        guild_id.stored(),
        i64::try_from(limit).unwrap_or(i64::MAX),
        i64::try_from(offset).unwrap_or(i64::MAX),
    ];
    if let Listing::Channels(ids) = listing {
        binds.extend(ids.iter().map(|id| id.stored()));
    }
    Some((sql, binds))
}
