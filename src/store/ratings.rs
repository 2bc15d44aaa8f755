//! Ratings in the database: rating a game as its last turn is written, rebuilding every rating
//! from the finished games, and the queries behind stats and the leaderboard.
//!
//! Both ways of rating go through [`rate`], in the order games finished ([`finish_order`]), so
//! a rebuild gives exactly the ratings kept turn by turn.

use std::collections::HashMap;

use sqlx::{FromRow, QueryBuilder, Sqlite, SqliteConnection, Transaction};

use super::{Store, StoreError};
use crate::ai::Level;
use crate::rating::{
    self, Kind, MODEL_VERSION, Placing, Rating, Shown, places, rate_game, rates_result,
};
use crate::rules::Seat;

/// A rated player: a person, or the computer at one level (each level is rated on its own).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct RatedPlayer {
    /// The user (the bot's own id for the computer).
    pub user_id: u64,
    /// The computer's level; `None` for a person.
    pub computer: Option<Level>,
}

impl RatedPlayer {
    /// A person.
    #[must_use]
    pub const fn person(user_id: u64) -> RatedPlayer {
        RatedPlayer {
            user_id,
            computer: None,
        }
    }

    fn level(&self) -> &str {
        self.computer.map_or("", Level::name)
    }
}

/// A player's rating of one kind in a server.
#[derive(Clone, PartialEq, Debug)]
pub struct Standing {
    /// Who.
    pub player: RatedPlayer,
    /// Their latest display name (`Computer (hard)` for the computer).
    pub name: String,
    /// The rating.
    pub rating: Rating,
    /// Rated games played.
    pub games: i64,
}

/// What a rated game did to one seat's rating.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct RatingChange {
    /// The seat.
    pub seat: Seat,
    /// Before the game.
    pub before: Shown,
    /// After it.
    pub after: Shown,
}

/// How a finished game went for one player.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GameResult {
    /// Won (alone or with a partner).
    Win,
    /// Lost.
    Loss,
    /// Agreed draw.
    Draw,
}

/// One finished game of a player.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlayedGame {
    /// The game.
    pub game_id: i64,
    /// Its player count.
    pub players: u8,
    /// The result for this player.
    pub result: GameResult,
}

/// The highest-rated opponent a player beat in a rated game.
#[derive(Clone, PartialEq, Debug)]
pub struct BestWin {
    /// The game.
    pub game_id: i64,
    /// The opponent's name.
    pub opponent: String,
    /// The opponent's rating before that game.
    pub rating: Shown,
}

/// What a rebuild did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rebuilt {
    /// Finished games read.
    pub games: usize,
    /// Of which rated.
    pub rated: usize,
}

#[derive(FromRow)]
struct FinishedRow {
    id: i64,
    guild_id: i64,
    players: i64,
    mode: String,
    winners: Option<i64>,
    reason: Option<String>,
    rated: bool,
}

#[derive(FromRow)]
struct SeatFactsRow {
    game_id: i64,
    seat: i64,
    user_id: i64,
    computer: String,
    last_ply: i64,
    acted: bool,
}

#[derive(FromRow)]
struct RatingRow {
    user_id: i64,
    computer: String,
    rating: f64,
    deviation: f64,
    volatility: f64,
    games: i64,
}

#[derive(FromRow)]
struct StandingRow {
    #[sqlx(flatten)]
    rating: RatingRow,
    name: Option<String>,
}

/// Key of a rating in memory: server, kind, user, level.
type Key = (i64, Kind, i64, String);

/// Ratings and game counts being computed.
type Book = HashMap<Key, (Rating, i64)>;

/// One seat's rating change, ready to store.
struct ChangeRow {
    game_id: i64,
    seat: i64,
    before: Shown,
    after: Shown,
}

/// Seat facts, seat 1 first: who, the last ply they had in the log, and whether they acted.
const SEAT_FACTS: &str =
    "SELECT s.game_id, s.seat, s.user_id, COALESCE(s.computer, '') AS computer,
        COALESCE(MAX(a.ply), -1) AS last_ply,
        COALESCE(MAX(a.action NOT LIKE 'resign%' AND a.action NOT LIKE 'time%'
                     AND a.action NOT IN ('draw', 'abort')), 0) AS acted
     FROM seats s LEFT JOIN actions a ON a.game_id = s.game_id AND a.seat = s.seat";

/// Rates one finished game into `book`; returns the seats' changes (empty when unrated).
fn rate(game: &FinishedRow, seats: &[SeatFactsRow], book: &mut Book) -> Vec<ChangeRow> {
    let winners = game.winners.unwrap_or(0) as u8;
    let reason = game.reason.as_deref().unwrap_or("");
    let players = usize::try_from(game.players).unwrap_or(0);
    if !game.rated
        || !rates_result(winners, reason)
        || seats.len() != players
        || seats.iter().any(|s| !s.acted)
    {
        return Vec::new();
    }
    let kind = Kind::for_players(players as u8);
    let teams = game.mode == "teams";
    let last: Vec<i64> = seats.iter().map(|s| s.last_ply).collect();
    let placed = places(teams, winners, reason == "draw", &last);
    let placings: Vec<Placing<Key>> = seats
        .iter()
        .enumerate()
        .map(|(i, s)| Placing {
            player: (game.guild_id, kind, s.user_id, s.computer.clone()),
            side: rating::side(teams, i),
            place: placed[i],
        })
        .collect();
    let changes = rate_game(kind, &placings, |key| {
        book.get(key).map_or_else(|| Rating::new(kind), |&(r, _)| r)
    });
    let mut counted: Vec<&Key> = Vec::new();
    for (p, &(_, after)) in placings.iter().zip(&changes) {
        let entry = book.entry(p.player.clone()).or_insert((after, 0));
        entry.0 = after;
        if !counted.contains(&&p.player) {
            entry.1 += 1;
            counted.push(&p.player);
        }
    }
    seats
        .iter()
        .zip(&changes)
        .map(|(s, &(before, after))| ChangeRow {
            game_id: game.id,
            seat: s.seat,
            before: before.shown(),
            after: after.shown(),
        })
        .collect()
}

const FINISHED_COLUMNS: &str = "g.id, g.guild_id, g.players, g.mode, g.winners, g.reason, g.rated";

/// Rates a game whose last turn is being written in `tx` (the game row already says finished),
/// and notes its place in the finishing order.
pub(super) async fn rate_finished(
    tx: &mut Transaction<'static, Sqlite>,
    game_id: i64,
) -> Result<(), StoreError> {
    sqlx::query("INSERT OR IGNORE INTO finish_order (game_id) VALUES (?)")
        .bind(game_id)
        .execute(&mut **tx)
        .await?;
    let game: FinishedRow = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {FINISHED_COLUMNS} FROM games g WHERE g.id = ?"
    )))
    .bind(game_id)
    .fetch_one(&mut **tx)
    .await?;
    let seats: Vec<SeatFactsRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "{SEAT_FACTS} WHERE s.game_id = ? GROUP BY s.game_id, s.seat ORDER BY s.seat"
    )))
    .bind(game_id)
    .fetch_all(&mut **tx)
    .await?;
    let kind = Kind::for_players(game.players as u8);
    let mut book = Book::new();
    for s in &seats {
        let row: Option<RatingRow> = sqlx::query_as(
            "SELECT user_id, computer, rating, deviation, volatility, games FROM ratings
             WHERE guild_id = ? AND kind = ? AND user_id = ? AND computer = ?",
        )
        .bind(game.guild_id)
        .bind(kind.name())
        .bind(s.user_id)
        .bind(&s.computer)
        .fetch_optional(&mut **tx)
        .await?;
        if let Some(r) = row {
            let rating = rating_of(kind, &r);
            book.insert(
                (game.guild_id, kind, r.user_id, r.computer),
                (rating, r.games),
            );
        }
    }
    let changes = rate(&game, &seats, &mut book);
    if changes.is_empty() {
        return Ok(());
    }
    write_ratings(tx, &book).await?;
    write_changes(tx, &changes).await?;
    Ok(())
}

fn rating_of(kind: Kind, r: &RatingRow) -> Rating {
    Rating {
        kind,
        value: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

/// Rows per multi-row insert (SQLite allows 32,766 bound values).
const BATCH: usize = 500;

async fn write_ratings(conn: &mut SqliteConnection, book: &Book) -> Result<(), StoreError> {
    let rows: Vec<(&Key, &(Rating, i64))> = book.iter().collect();
    for chunk in rows.chunks(BATCH) {
        let mut q = QueryBuilder::<Sqlite>::new(
            "INSERT OR REPLACE INTO ratings (guild_id, kind, user_id, computer, rating, \
             deviation, volatility, games) ",
        );
        q.push_values(
            chunk,
            |mut b, ((guild, kind, user, computer), (r, games))| {
                b.push_bind(*guild)
                    .push_bind(kind.name())
                    .push_bind(*user)
                    .push_bind(computer.clone())
                    .push_bind(r.value)
                    .push_bind(r.deviation)
                    .push_bind(r.volatility)
                    .push_bind(*games);
            },
        );
        q.build().execute(&mut *conn).await?;
    }
    Ok(())
}

async fn write_changes(
    conn: &mut SqliteConnection,
    changes: &[ChangeRow],
) -> Result<(), StoreError> {
    for chunk in changes.chunks(BATCH) {
        let mut q = QueryBuilder::<Sqlite>::new(
            "INSERT OR REPLACE INTO rating_changes (game_id, seat, rating_before, \
             deviation_before, rating_after, deviation_after) ",
        );
        q.push_values(chunk, |mut b, c| {
            b.push_bind(c.game_id)
                .push_bind(c.seat)
                .push_bind(c.before.rating)
                .push_bind(c.before.deviation)
                .push_bind(c.after.rating)
                .push_bind(c.after.deviation);
        });
        q.build().execute(&mut *conn).await?;
    }
    Ok(())
}

impl Store {
    /// Rebuilds the ratings at start-up when they were never computed or were computed by
    /// another model version.
    pub(super) async fn ensure_ratings(&self) -> Result<(), StoreError> {
        let version: Option<i64> =
            sqlx::query_scalar("SELECT version FROM rating_model WHERE id = 1")
                .fetch_optional(&self.pool)
                .await?;
        if version != Some(MODEL_VERSION) {
            let done = self.rebuild_ratings().await?;
            tracing::info!(
                games = done.games,
                rated = done.rated,
                "ratings rebuilt for model {MODEL_VERSION}"
            );
        }
        Ok(())
    }

    /// Recomputes every rating from the finished games, in the order they finished, in one
    /// transaction.
    pub async fn rebuild_ratings(&self) -> Result<Rebuilt, StoreError> {
        let mut tx = self.begin().await?;
        sqlx::query("DELETE FROM ratings").execute(&mut *tx).await?;
        sqlx::query("DELETE FROM rating_changes")
            .execute(&mut *tx)
            .await?;
        // Games finished before the finishing order was kept come first, by when they finished.
        sqlx::query(
            "INSERT INTO finish_order (game_id)
             SELECT g.id FROM games g
             WHERE g.status = 'finished'
               AND NOT EXISTS (SELECT 1 FROM finish_order f WHERE f.game_id = g.id)
             ORDER BY g.finished_at, g.id",
        )
        .execute(&mut *tx)
        .await?;
        let games: Vec<FinishedRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT {FINISHED_COLUMNS} FROM finish_order f JOIN games g ON g.id = f.game_id
             WHERE g.status = 'finished' ORDER BY f.seq"
        )))
        .fetch_all(&mut *tx)
        .await?;
        let facts: Vec<SeatFactsRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "{SEAT_FACTS} JOIN games g ON g.id = s.game_id WHERE g.status = 'finished'
             GROUP BY s.game_id, s.seat ORDER BY s.game_id, s.seat"
        )))
        .fetch_all(&mut *tx)
        .await?;
        let mut seats_of: HashMap<i64, Vec<SeatFactsRow>> = HashMap::with_capacity(games.len());
        for f in facts {
            seats_of.entry(f.game_id).or_default().push(f);
        }
        let mut book = Book::new();
        let mut changes = Vec::new();
        let mut rated = 0;
        for game in &games {
            let seats = seats_of.get(&game.id).map_or(&[][..], Vec::as_slice);
            let rows = rate(game, seats, &mut book);
            rated += usize::from(!rows.is_empty());
            changes.extend(rows);
        }
        write_ratings(&mut tx, &book).await?;
        write_changes(&mut tx, &changes).await?;
        sqlx::query("INSERT OR REPLACE INTO rating_model (id, version) VALUES (1, ?)")
            .bind(MODEL_VERSION)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Rebuilt {
            games: games.len(),
            rated,
        })
    }

    /// Every rating of one kind in a server, with names, in no particular order.
    pub async fn standings(&self, guild_id: u64, kind: Kind) -> Result<Vec<Standing>, StoreError> {
        let rows: Vec<StandingRow> = sqlx::query_as(
            "SELECT r.user_id, r.computer, r.rating, r.deviation, r.volatility, r.games,
                    (SELECT s.name FROM seats s WHERE s.user_id = r.user_id
                     ORDER BY s.game_id DESC LIMIT 1) AS name
             FROM ratings r WHERE r.guild_id = ? AND r.kind = ?",
        )
        .bind(guild_id as i64)
        .bind(kind.name())
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|row| {
                let r = row.rating;
                let player = RatedPlayer {
                    user_id: r.user_id as u64,
                    computer: r.computer.parse().ok(),
                };
                Standing {
                    name: match player.computer {
                        Some(level) => computer_name(level),
                        None => row.name.unwrap_or_else(|| format!("user {}", r.user_id)),
                    },
                    player,
                    rating: rating_of(kind, &r),
                    games: r.games,
                }
            })
            .collect())
    }

    /// A player's rating of one kind in a server, with their rated games; `None` before their
    /// first rated game of that kind.
    pub async fn rating(
        &self,
        guild_id: u64,
        kind: Kind,
        player: &RatedPlayer,
    ) -> Result<Option<(Rating, i64)>, StoreError> {
        let row: Option<RatingRow> = sqlx::query_as(
            "SELECT user_id, computer, rating, deviation, volatility, games FROM ratings
             WHERE guild_id = ? AND kind = ? AND user_id = ? AND computer = ?",
        )
        .bind(guild_id as i64)
        .bind(kind.name())
        .bind(player.user_id as i64)
        .bind(player.level())
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|r| (rating_of(kind, &r), r.games)))
    }

    /// What a rated game did to each seat's rating, seat 1 first; empty for an unrated game.
    pub async fn rating_changes(&self, game_id: i64) -> Result<Vec<RatingChange>, StoreError> {
        let rows: Vec<(i64, f64, f64, f64, f64, i64)> = sqlx::query_as(
            "SELECT c.seat, c.rating_before, c.deviation_before, c.rating_after,
                    c.deviation_after, g.players
             FROM rating_changes c JOIN games g ON g.id = c.game_id
             WHERE c.game_id = ? ORDER BY c.seat",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .filter_map(|(seat, rb, db, ra, da, players)| {
                let kind = Kind::for_players(u8::try_from(players).ok()?);
                Some(RatingChange {
                    seat: Seat::from_number(u8::try_from(seat).ok()?)?,
                    before: Shown {
                        kind,
                        rating: rb,
                        deviation: db,
                    },
                    after: Shown {
                        kind,
                        rating: ra,
                        deviation: da,
                    },
                })
            })
            .collect())
    }

    /// A player's finished games in a server (rated or not, aborted ones left out), newest
    /// first.
    pub async fn played_games(
        &self,
        guild_id: u64,
        player: &RatedPlayer,
    ) -> Result<Vec<PlayedGame>, StoreError> {
        let rows: Vec<(i64, i64, Option<String>, bool)> = sqlx::query_as(
            "SELECT g.id, g.players, g.reason, MAX((g.winners >> (s.seat - 1)) & 1) AS won
             FROM games g JOIN seats s ON s.game_id = g.id
             WHERE g.guild_id = ? AND g.status = 'finished' AND s.user_id = ?
               AND COALESCE(s.computer, '') = ? AND COALESCE(g.reason, '') <> 'aborted'
             GROUP BY g.id ORDER BY g.finished_at DESC, g.id DESC",
        )
        .bind(guild_id as i64)
        .bind(player.user_id as i64)
        .bind(player.level())
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(game_id, players, reason, won)| PlayedGame {
                game_id,
                players: players as u8,
                result: if reason.as_deref() == Some("draw") {
                    GameResult::Draw
                } else if won {
                    GameResult::Win
                } else {
                    GameResult::Loss
                },
            })
            .collect())
    }

    /// The highest-rated opponent a player beat in a rated game of this kind.
    pub async fn best_win(
        &self,
        guild_id: u64,
        kind: Kind,
        player: &RatedPlayer,
    ) -> Result<Option<BestWin>, StoreError> {
        let players = match kind {
            Kind::TwoPlayer => "g.players = 2",
            Kind::Multi => "g.players > 2",
        };
        let row: Option<(i64, String, Option<String>, f64, f64)> =
            sqlx::query_as(sqlx::AssertSqlSafe(format!(
                "SELECT g.id, o.name, o.computer, c.rating_before, c.deviation_before
                 FROM games g
                 JOIN seats me ON me.game_id = g.id
                 JOIN seats o ON o.game_id = g.id
                 JOIN rating_changes c ON c.game_id = g.id AND c.seat = o.seat
                 WHERE g.guild_id = ? AND g.status = 'finished' AND {players}
                   AND me.user_id = ? AND COALESCE(me.computer, '') = ?
                   AND (g.winners >> (me.seat - 1)) & 1 = 1
                   AND (g.winners >> (o.seat - 1)) & 1 = 0
                 ORDER BY c.rating_before DESC, g.id LIMIT 1"
            )))
            .bind(guild_id as i64)
            .bind(player.user_id as i64)
            .bind(player.level())
            .fetch_optional(&self.pool)
            .await?;
        Ok(
            row.map(|(game_id, name, computer, rating, deviation)| BestWin {
                game_id,
                opponent: match computer.as_deref().map(str::parse::<Level>) {
                    Some(Ok(level)) => computer_name(level),
                    _ => name,
                },
                rating: Shown {
                    kind,
                    rating,
                    deviation,
                },
            }),
        )
    }

    /// The computer levels that played a rated game in a server.
    pub async fn rated_levels(&self, guild_id: u64) -> Result<Vec<Level>, StoreError> {
        let names: Vec<String> = sqlx::query_scalar(
            "SELECT DISTINCT computer FROM ratings WHERE guild_id = ? AND computer <> ''",
        )
        .bind(guild_id as i64)
        .fetch_all(&self.pool)
        .await?;
        Ok(Level::ALL
            .into_iter()
            .filter(|l| names.iter().any(|n| n == l.name()))
            .collect())
    }
}

/// The rated name of the computer at a level: `Computer (hard)`.
#[must_use]
pub fn computer_name(level: Level) -> String {
    format!("Computer ({level})")
}
