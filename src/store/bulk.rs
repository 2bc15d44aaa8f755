//! Loading many whole games at once (`focus-bot generate`): a big bot's database made up for
//! measuring, written as the bot writes its own games (the same tables, the log ply by ply,
//! the finish order), as a bulk load is done: the games' ids given by the loader, so that each
//! table takes its rows in a few statements rather than a few a game. SQLite takes multi-row
//! inserts; PostgreSQL takes `COPY`, its bulk load, with the log's one-ply-after-another
//! trigger set aside for the load (the loader writes each log whole, ply 0 first).

use std::fmt::Write as _;

use crate::rules::Outcome;

use super::database::{Backend, Store};
use super::error::StoreError;
use super::ids::{ChannelId, GameId, ServerId, UserId};
use super::model::UNDO;

/// Bound parameters to a statement: well under SQLite's 32,766.
const PARAMS_PER_INSERT: usize = 30_000;

/// One whole game to load: running when it has no outcome.
#[derive(Clone, Debug)]
pub struct BulkGame {
    /// The server.
    pub guild_id: ServerId,
    /// The channel (at most one running game each).
    pub channel_id: ChannelId,
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
    pub seats: Vec<(UserId, String)>,
    /// The log: each turn's seat number, its line and when it was played (Unix ms).
    pub actions: Vec<(u8, String, i64)>,
    /// How it ended, for a finished game (when: its last turn's time).
    pub outcome: Option<Outcome>,
}

impl BulkGame {
    /// Its record's length: the log's entries less each [`UNDO`] and the turn it takes back.
    fn turns(&self) -> i64 {
        let undone = self.actions.iter().filter(|a| a.1 == UNDO).count();
        self.actions.len().saturating_sub(2 * undone) as i64
    }

    /// When its current turn started: its last turn's time, or its start.
    fn last_at(&self) -> i64 {
        self.actions.last().map_or(self.created_at, |a| a.2)
    }
}

/// One value of a row to load.
enum Cell {
    Int(i64),
    Text(String),
    Flag(bool),
    Null,
}

impl From<i64> for Cell {
    fn from(v: i64) -> Cell {
        Cell::Int(v)
    }
}

impl From<Option<i64>> for Cell {
    fn from(v: Option<i64>) -> Cell {
        v.map_or(Cell::Null, Cell::Int)
    }
}

impl From<Option<&str>> for Cell {
    fn from(v: Option<&str>) -> Cell {
        v.map_or(Cell::Null, |s| Cell::Text(s.to_string()))
    }
}

/// The rows of one table to load, `width` cells each, one after another.
struct Rows {
    table: &'static str,
    columns: &'static str,
    width: usize,
    cells: Vec<Cell>,
}

impl Rows {
    fn new(table: &'static str, columns: &'static str) -> Rows {
        Rows {
            table,
            columns,
            width: columns.split(',').count(),
            cells: Vec::new(),
        }
    }

    fn push(&mut self, row: impl IntoIterator<Item = Cell>) {
        self.cells.extend(row);
    }
}

/// The rows of `games`, which get the ids from `first_id` on, for each table in the order
/// they are written (a table's rows refer to the games only).
fn rows_of(games: &[BulkGame], first_id: i64) -> [Rows; 4] {
    let mut rows_games = Rows::new(
        "games",
        "id, guild_id, channel_id, players, mode, turn_limit, created_at, ply, turns, \
         turn_started_at, status, winners, reason, finished_at, rated",
    );
    let mut seats = Rows::new("seats", "game_id, seat, user_id, name");
    let mut actions = Rows::new("actions", "game_id, ply, seat, action, at");
    let mut finished = Rows::new("finish_order", "game_id");
    for (id, game) in (first_id..).zip(games) {
        let (winners, reason) = match game.outcome {
            Some(o) => (
                Some(o.winners().fold(0i64, |m, s| m | (1 << s.index()))),
                Some(o.reason().name()),
            ),
            None => (None, None),
        };
        let status = if game.outcome.is_some() {
            "finished"
        } else {
            "active"
        };
        rows_games.push([
            Cell::Int(id),
            Cell::Int(game.guild_id.stored()),
            Cell::Int(game.channel_id.stored()),
            Cell::Int(i64::from(game.players)),
            Cell::Text(game.mode.to_string()),
            game.turn_limit.into(),
            Cell::Int(game.created_at),
            Cell::Int(game.actions.len() as i64),
            Cell::Int(game.turns()),
            Cell::Int(game.last_at()),
            Cell::Text(status.to_string()),
            winners.into(),
            reason.into(),
            game.outcome.map(|_| game.last_at()).into(),
            Cell::Flag(game.rated),
        ]);
        for (seat, (user, name)) in (1i64..).zip(&game.seats) {
            seats.push([
                Cell::Int(id),
                Cell::Int(seat),
                Cell::Int(user.stored()),
                Cell::Text(name.clone()),
            ]);
        }
        for (ply, (seat, line, at)) in (0i64..).zip(&game.actions) {
            actions.push([
                Cell::Int(id),
                Cell::Int(ply),
                Cell::Int(i64::from(*seat)),
                Cell::Text(line.clone()),
                Cell::Int(*at),
            ]);
        }
        if game.outcome.is_some() {
            finished.push([Cell::Int(id)]);
        }
    }
    [rows_games, seats, actions, finished]
}

/// `text` as a field of `COPY`'s text format.
fn copy_field(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c => out.push(c),
        }
    }
}

/// `rows` in `COPY`'s text format: a line a row, tab-separated, `\N` for NULL.
fn copy_text(rows: &Rows) -> String {
    let mut out = String::with_capacity(rows.cells.len() * 8);
    for row in rows.cells.chunks(rows.width) {
        for (i, cell) in row.iter().enumerate() {
            if i > 0 {
                out.push('\t');
            }
            match cell {
                Cell::Int(v) => {
                    let _ = write!(out, "{v}");
                }
                Cell::Text(s) => copy_field(&mut out, s),
                Cell::Flag(b) => out.push(if *b { 't' } else { 'f' }),
                Cell::Null => out.push_str("\\N"),
            }
        }
        out.push('\n');
    }
    out
}

impl Store {
    /// Refreshes the planner's statistics of every table (`ANALYZE`), after a bulk load, so
    /// the first queries after it are planned on the tables as they are. PostgreSQL also
    /// vacuums (`VACUUM ANALYZE`): its visibility map then lets a count or a leaderboard page
    /// read the standings index alone (an index-only scan) instead of each row's table page.
    pub async fn analyze(&self) -> Result<(), StoreError> {
        match &self.engine {
            Backend::Sqlite(pool) => {
                sqlx::query("ANALYZE").execute(pool).await?;
            }
            Backend::Postgres(pool) => {
                sqlx::query("VACUUM ANALYZE").execute(pool).await?;
            }
        }
        Ok(())
    }

    /// Loads `games` in one transaction, finished ones in the finish order given, with the ids
    /// after the largest one taken; ratings are not computed (rebuild them afterwards). Returns
    /// the new games' ids.
    pub async fn load_games(&self, games: &[BulkGame]) -> Result<Vec<GameId>, StoreError> {
        if games.is_empty() {
            return Ok(Vec::new());
        }
        let last_taken = "SELECT COALESCE(MAX(id), 0) FROM games";
        let ids = match &self.engine {
            Backend::Sqlite(pool) => {
                let mut tx = super::sqlite::begin_write(pool).await?;
                let taken: i64 = sqlx::query_scalar(last_taken).fetch_one(&mut *tx).await?;
                let first = taken + 1;
                for rows in rows_of(games, first) {
                    let per_insert = PARAMS_PER_INSERT / rows.width;
                    for chunk in rows.cells.chunks(per_insert * rows.width) {
                        let mut insert = sqlx::QueryBuilder::<sqlx::Sqlite>::new(format!(
                            "INSERT INTO {} ({}) ",
                            rows.table, rows.columns
                        ));
                        insert.push_values(chunk.chunks(rows.width), |mut row, cells| {
                            for cell in cells {
                                match cell {
                                    Cell::Int(v) => row.push_bind(*v),
                                    Cell::Text(s) => row.push_bind(s.clone()),
                                    Cell::Flag(b) => row.push_bind(*b),
                                    Cell::Null => row.push_bind(None::<i64>),
                                };
                            }
                        });
                        insert.build().execute(&mut *tx).await?;
                    }
                }
                tx.commit().await?;
                first..first + games.len() as i64
            }
            Backend::Postgres(pool) => {
                let mut tx = super::postgres::begin_write(pool).await?;
                let taken: i64 = sqlx::query_scalar(last_taken).fetch_one(&mut *tx).await?;
                let first = taken + 1;
                // Set aside within this transaction only: a failed load leaves it in place.
                let trigger = "TRIGGER actions_next_ply_only";
                sqlx::query(sqlx::AssertSqlSafe(format!(
                    "ALTER TABLE actions DISABLE {trigger}"
                )))
                .execute(&mut *tx)
                .await?;
                for rows in rows_of(games, first) {
                    let mut copy = tx
                        .copy_in_raw(&format!(
                            "COPY {} ({}) FROM STDIN",
                            rows.table, rows.columns
                        ))
                        .await?;
                    copy.send(copy_text(&rows).into_bytes()).await?;
                    copy.finish().await?;
                }
                sqlx::query(sqlx::AssertSqlSafe(format!(
                    "ALTER TABLE actions ENABLE {trigger}"
                )))
                .execute(&mut *tx)
                .await?;
                let last = first + games.len() as i64 - 1;
                sqlx::query("SELECT setval(pg_get_serial_sequence('games', 'id'), $1)")
                    .bind(last)
                    .execute(&mut *tx)
                    .await?;
                tx.commit().await?;
                first..first + games.len() as i64
            }
        };
        Ok(ids.map(GameId).collect())
    }
}
