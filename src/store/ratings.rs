//! Ratings in the database: rating a game in its last turn's transaction (`rate_finished!`),
//! rebuilding every rating, and the queries behind stats and the leaderboard (what their rows
//! are read as: `rating_rows.rs`).
//!
//! Both ways of rating go through [`rate`], in the order games finished (the `finish_order`
//! table), so a rebuild gives exactly the ratings kept turn by turn.

use std::collections::HashMap;

use sqlx::FromRow;

use super::database::Store;
use super::error::StoreError;
use super::ids::{GameId, ServerId};
use super::rating_rows::{
    BestWin, ChangeColumns, PlayedGame, RatedPlayer, RatingChange, RatingRow, Rebuilt, Standing,
    StandingRow, best_win_from_row, change_from_row, levels_named, name_column, played_from_row,
    rating_of, standing_from_row,
};
use crate::ai::Level;
use crate::rating::{
    self, Kind, MODEL_VERSION, Placing, Rating, Shown, places, rate_game, rates_result,
};

#[derive(FromRow)]
pub(super) struct FinishedRow {
    pub id: i64,
    pub guild_id: i64,
    pub players: i64,
    pub mode: String,
    pub winners: Option<i64>,
    pub reason: Option<String>,
    pub rated: bool,
}

/// A finished game and the season it counted in.
#[derive(FromRow)]
pub(super) struct InSeason {
    #[sqlx(flatten)]
    pub game: FinishedRow,
    pub season: i64,
}

#[derive(FromRow)]
pub(super) struct SeatFactsRow {
    pub game_id: i64,
    pub seat: i64,
    pub user_id: i64,
    pub computer: String,
    pub last_ply: i64,
    pub first_move: i64,
    pub first_exit: i64,
}

/// Whether every seat had its first turn before the game ended, which a rated game needs. Seat 1
/// acts first and the first round goes in seat order, so a seat had its turn when it moved, or
/// when it resigned or ran out of time once every seat before it had moved or left: resigning
/// on one's turn is acting; resigning before one's turn came is not.
pub(super) fn everyone_had_a_turn(seats: &[SeatFactsRow]) -> bool {
    let done = |s: &SeatFactsRow| {
        [s.first_move, s.first_exit]
            .into_iter()
            .filter(|&p| p >= 0)
            .min()
    };
    seats.iter().enumerate().all(|(i, s)| {
        s.first_move >= 0
            || (s.first_exit >= 0
                && seats[..i]
                    .iter()
                    .all(|before| done(before).is_some_and(|p| p < s.first_exit)))
    })
}

/// Key of a rating in memory: server, kind, user, level.
pub(super) type Key = (i64, Kind, i64, String);

/// Ratings and game counts being computed.
pub(super) type Book = HashMap<Key, (Rating, i64)>;

/// One seat's rating change, ready to store.
pub(super) struct ChangeRow {
    pub game_id: i64,
    pub seat: i64,
    pub before: Shown,
    pub after: Shown,
}

/// Seat facts, seat 1 first: who, the last ply they had in the log, and the first ply of their
/// first move and of their resignation or time forfeit (-1 for none); a takeback's `undo` line
/// is neither.
pub(super) const SEAT_FACTS: &str =
    "SELECT s.game_id, s.seat, s.user_id, COALESCE(s.computer, '') AS computer,
        COALESCE(MAX(CASE WHEN a.action <> 'undo' THEN a.ply END), -1) AS last_ply,
        COALESCE(MIN(CASE WHEN a.action NOT LIKE 'resign%' AND a.action NOT LIKE 'time%'
                          AND a.action NOT IN ('draw', 'abort', 'undo') THEN a.ply END), -1)
            AS first_move,
        COALESCE(MIN(CASE WHEN a.action LIKE 'resign%' OR a.action LIKE 'time%'
                          THEN a.ply END), -1) AS first_exit
     FROM seats s LEFT JOIN actions a ON a.game_id = s.game_id AND a.seat = s.seat";

/// Rates one finished game into `book`; returns the seats' changes (empty when unrated).
pub(super) fn rate(game: &FinishedRow, seats: &[SeatFactsRow], book: &mut Book) -> Vec<ChangeRow> {
    let winners = game.winners.unwrap_or(0) as u8;
    let reason = game.reason.as_deref().unwrap_or("");
    let players = usize::try_from(game.players).unwrap_or(0);
    if !game.rated
        || !rates_result(winners, reason)
        || seats.len() != players
        || !everyone_had_a_turn(seats)
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

pub(super) const FINISHED_COLUMNS: &str =
    "g.id, g.guild_id, g.players, g.mode, g.winners, g.reason, g.rated";

/// The condition on the player count of a rating kind's games.
pub(super) const fn players_of(kind: Kind) -> &'static str {
    match kind {
        Kind::TwoPlayer => "g.players = 2",
        Kind::Multi => "g.players > 2",
    }
}

/// Rows per multi-row insert (SQLite allows 32,766 bound values, PostgreSQL 65,535).
pub(super) const BATCH: usize = 500;

/// The multi-row upsert of ratings: this, then the rows, then [`UPSERT_RATINGS`].
/// The conservative rating goes with them (the leaderboard's order, computed here so that it
/// is exactly the one Rust shows); the name key is set afterwards ([`name_key_sql`]).
pub(super) const INSERT_RATINGS: &str = "INSERT INTO ratings (guild_id, kind, user_id, computer, \
     rating, deviation, volatility, games, conservative) ";
pub(super) const UPSERT_RATINGS: &str = " ON CONFLICT (guild_id, kind, user_id, computer) \
     DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, \
     volatility = excluded.volatility, games = excluded.games, \
     conservative = excluded.conservative";

/// Sets the name key of the rows of `table` (`ratings` or `season_ratings`) that `condition`
/// picks (it may bind parameters): the player's latest seat's name (in any server, as the
/// leaderboard names them), `user N` without a seat; the computer's stays empty (it is named
/// by its level in words, and sorts as an empty name).
pub(super) fn name_key_sql(table: &str, condition: &str) -> String {
    format!(
        "UPDATE {table} SET name_key = COALESCE(
             (SELECT s.name FROM seats s WHERE s.user_id = {table}.user_id
              ORDER BY s.game_id DESC LIMIT 1),
             'user ' || CAST({table}.user_id AS TEXT))
         WHERE {table}.computer = '' AND {condition}"
    )
}

/// The multi-row upsert of rating changes: this, then the rows, then [`UPSERT_CHANGES`].
pub(super) const INSERT_CHANGES: &str = "INSERT INTO rating_changes (game_id, seat, \
     rating_before, deviation_before, rating_after, deviation_after) ";
pub(super) const UPSERT_CHANGES: &str = " ON CONFLICT (game_id, seat) DO UPDATE SET \
     rating_before = excluded.rating_before, deviation_before = excluded.deviation_before, \
     rating_after = excluded.rating_after, deviation_after = excluded.deviation_after";

/// Writes the ratings of a [`Book`] and a list of [`ChangeRow`]s in the transaction `$tx`,
/// inside a `db_run!` whose hooks are `$db`.
macro_rules! write_ratings {
    ($db:ident, $tx:ident, $book:expr, $changes:expr) => {{
        use $crate::store::ratings as r;
        let rows: Vec<_> = $book.iter().collect();
        for chunk in rows.chunks(r::BATCH) {
            let mut q = sqlx::QueryBuilder::<$db::Db>::new(r::INSERT_RATINGS);
            q.push_values(
                chunk,
                |mut b, ((guild, kind, user, computer), (rating, games))| {
                    b.push_bind(*guild)
                        .push_bind(kind.name())
                        .push_bind(*user)
                        .push_bind(computer.clone())
                        .push_bind(rating.value)
                        .push_bind(rating.deviation)
                        .push_bind(rating.volatility)
                        .push_bind(*games)
                        .push_bind(rating.shown().conservative());
                },
            );
            q.push(r::UPSERT_RATINGS);
            q.build().execute(&mut *$tx).await?;
        }
        for chunk in $changes.chunks(r::BATCH) {
            let mut q = sqlx::QueryBuilder::<$db::Db>::new(r::INSERT_CHANGES);
            q.push_values(chunk, |mut b, c: &r::ChangeRow| {
                b.push_bind(c.game_id)
                    .push_bind(c.seat)
                    .push_bind(c.before.rating)
                    .push_bind(c.before.deviation)
                    .push_bind(c.after.rating)
                    .push_bind(c.after.deviation);
            });
            q.push(r::UPSERT_CHANGES);
            q.build().execute(&mut *$tx).await?;
        }
    }};
}
pub(super) use write_ratings;

/// Rates game `$game_id`, whose last turn is being written in the transaction `$tx` (the game
/// row already says finished), and notes its place in the finishing order; inside a
/// `db_run!` whose hooks are `$db`. The server's games are rated one at a time (its lock), so
/// their finishing order is the order they were rated in; a rebuild holds the finishing order,
/// which the insert waits for.
macro_rules! rate_finished {
    ($db:ident, $tx:ident, $game_id:expr) => {{
        use $crate::store::ratings as r;
        let game_id: i64 = $game_id;
        let guild: i64 = sqlx::query_scalar("SELECT guild_id FROM games WHERE id = $1")
            .bind(game_id)
            .fetch_one(&mut *$tx)
            .await?;
        $db::lock(&mut $tx, guild).await?;
        // The game counts in the server's current season, noted with its finishing place.
        sqlx::query(
            "INSERT INTO finish_order (game_id, season)
             SELECT $1, COALESCE(MAX(number), 1) FROM seasons WHERE guild_id = $2
             ON CONFLICT DO NOTHING",
        )
        .bind(game_id)
        .bind(guild)
        .execute(&mut *$tx)
        .await?;
        let season: i64 = sqlx::query_scalar("SELECT season FROM finish_order WHERE game_id = $1")
            .bind(game_id)
            .fetch_one(&mut *$tx)
            .await?;
        let game: r::FinishedRow = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT {} FROM games g WHERE g.id = $1",
            r::FINISHED_COLUMNS
        )))
        .bind(game_id)
        .fetch_one(&mut *$tx)
        .await?;
        let seats: Vec<r::SeatFactsRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "{} WHERE s.game_id = $1 GROUP BY s.game_id, s.seat ORDER BY s.seat",
            r::SEAT_FACTS
        )))
        .bind(game_id)
        .fetch_all(&mut *$tx)
        .await?;
        let kind = $crate::rating::Kind::for_players(game.players as u8);
        let mut book = r::Book::new();
        for s in &seats {
            let row: Option<$crate::store::rating_rows::RatingRow> = sqlx::query_as(r::RATING_OF)
                .bind(game.guild_id)
                .bind(kind.name())
                .bind(s.user_id)
                .bind(&s.computer)
                .fetch_optional(&mut *$tx)
                .await?;
            if let Some(row) = row {
                let rating = $crate::store::rating_rows::rating_of(kind, &row);
                book.insert(
                    (game.guild_id, kind, row.user_id.stored(), row.computer),
                    (rating, row.games),
                );
            }
        }
        let changes = r::rate(&game, &seats, &mut book);
        if !changes.is_empty() {
            r::write_ratings!($db, $tx, book, changes);
            // The season's ratings, from the season's own numbers (its changes are not kept).
            let mut in_season = r::Book::new();
            for s in &seats {
                let row: Option<$crate::store::rating_rows::RatingRow> =
                    sqlx::query_as(r::SEASON_RATING_OF)
                        .bind(game.guild_id)
                        .bind(season)
                        .bind(kind.name())
                        .bind(s.user_id)
                        .bind(&s.computer)
                        .fetch_optional(&mut *$tx)
                        .await?;
                if let Some(row) = row {
                    let rating = $crate::store::rating_rows::rating_of(kind, &row);
                    in_season.insert(
                        (game.guild_id, kind, row.user_id.stored(), row.computer),
                        (rating, row.games),
                    );
                }
            }
            r::rate(&game, &seats, &mut in_season);
            let seasons = std::collections::HashMap::from([(season, in_season)]);
            r::write_season_ratings!($db, $tx, seasons);
            // A player's first rating row of a kind (or season) takes its name key now.
            for table in ["ratings", "season_ratings"] {
                let condition = "guild_id = $1
                    AND user_id IN (SELECT user_id FROM seats WHERE game_id = $2)";
                sqlx::query(sqlx::AssertSqlSafe(r::name_key_sql(table, condition)))
                    .bind(game.guild_id)
                    .bind(game_id)
                    .execute(&mut *$tx)
                    .await?;
            }
        }
    }};
}
pub(super) use rate_finished;

/// The multi-row upsert of season ratings: this, then the rows, then
/// [`UPSERT_SEASON_RATINGS`].
pub(super) const INSERT_SEASON_RATINGS: &str = "INSERT INTO season_ratings (guild_id, season, \
     kind, user_id, computer, rating, deviation, volatility, games, conservative) ";
pub(super) const UPSERT_SEASON_RATINGS: &str = " ON CONFLICT (guild_id, season, kind, user_id, \
     computer) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, \
     volatility = excluded.volatility, games = excluded.games, \
     conservative = excluded.conservative";

/// Writes the ratings of each season's [`Book`] (a map from season to book) in the
/// transaction `$tx`, inside a `db_run!` whose hooks are `$db`.
macro_rules! write_season_ratings {
    ($db:ident, $tx:ident, $seasons:expr) => {{
        use $crate::store::ratings as r;
        let rows: Vec<_> = $seasons
            .iter()
            .flat_map(|(season, book)| book.iter().map(move |entry| (*season, entry)))
            .collect();
        for chunk in rows.chunks(r::BATCH) {
            let mut q = sqlx::QueryBuilder::<$db::Db>::new(r::INSERT_SEASON_RATINGS);
            q.push_values(
                chunk,
                |mut b, (season, ((guild, kind, user, computer), (rating, games)))| {
                    b.push_bind(*guild)
                        .push_bind(*season)
                        .push_bind(kind.name())
                        .push_bind(*user)
                        .push_bind(computer.clone())
                        .push_bind(rating.value)
                        .push_bind(rating.deviation)
                        .push_bind(rating.volatility)
                        .push_bind(*games)
                        .push_bind(rating.shown().conservative());
                },
            );
            q.push(r::UPSERT_SEASON_RATINGS);
            q.build().execute(&mut *$tx).await?;
        }
    }};
}
pub(super) use write_season_ratings;

/// One player's season rating row: server, season, kind, user and level bound in that order.
pub(super) const SEASON_RATING_OF: &str =
    "SELECT user_id, computer, rating, deviation, volatility, games FROM season_ratings
     WHERE guild_id = $1 AND season = $2 AND kind = $3 AND user_id = $4 AND computer = $5";

/// One player's rating row: server, kind, user and level bound in that order.
pub(super) const RATING_OF: &str =
    "SELECT user_id, computer, rating, deviation, volatility, games FROM ratings
     WHERE guild_id = $1 AND kind = $2 AND user_id = $3 AND computer = $4";

impl Store {
    /// Rebuilds the ratings when they were never computed or were computed by another model
    /// version.
    pub(super) async fn ensure_ratings(&self) -> Result<(), StoreError> {
        let sql = "SELECT version FROM rating_model WHERE id = 1";
        let version: Option<i64> =
            db_run!(self, _db, pool => sqlx::query_scalar(sql).fetch_optional(pool).await?);
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
        self.rebuild_ratings_reporting(&|_, _, _| {}).await
    }

    /// [`Store::rebuild_ratings`], saying its progress to `report` as (stage, done, total):
    /// on PostgreSQL it ends with `VACUUM ANALYZE` of the tables it rewrote (the standings'
    /// index-only scans need the visibility map: docs/big-database.md). Its stages:
    /// `reading games` (of unknown size, [`super::UNSIZED`]: one query; the games read counted
    /// at its end), `rating games` (a game at a time), `writing ratings` (of unknown size).
    pub async fn rebuild_ratings_reporting(
        &self,
        report: &(dyn Fn(&'static str, u64, u64) + Sync),
    ) -> Result<Rebuilt, StoreError> {
        let games_sql = format!(
            "SELECT {FINISHED_COLUMNS}, f.season FROM finish_order f
             JOIN games g ON g.id = f.game_id WHERE g.status = 'finished' ORDER BY f.seq"
        );
        let facts_sql = format!(
            "{SEAT_FACTS} JOIN games g ON g.id = s.game_id WHERE g.status = 'finished'
             GROUP BY s.game_id, s.seat ORDER BY s.game_id, s.seat"
        );
        db_run!(self, db, pool => {
            let mut tx = db::begin_write(pool).await?;
            db::lock_finish_order(&mut tx).await?;
            sqlx::query("DELETE FROM ratings").execute(&mut *tx).await?;
            sqlx::query("DELETE FROM season_ratings")
                .execute(&mut *tx)
                .await?;
            sqlx::query("DELETE FROM rating_changes")
                .execute(&mut *tx)
                .await?;
            // Games finished before the finishing order was kept come first, by when they
            // finished.
            sqlx::query(
                "INSERT INTO finish_order (game_id)
                 SELECT g.id FROM games g
                 WHERE g.status = 'finished'
                   AND NOT EXISTS (SELECT 1 FROM finish_order f WHERE f.game_id = g.id)
                 ORDER BY g.finished_at, g.id",
            )
            .execute(&mut *tx)
            .await?;
            report("reading games", 0, super::UNSIZED);
            let games: Vec<InSeason> = sqlx::query_as(sqlx::AssertSqlSafe(games_sql))
                .fetch_all(&mut *tx)
                .await?;
            let facts: Vec<SeatFactsRow> = sqlx::query_as(sqlx::AssertSqlSafe(facts_sql))
                .fetch_all(&mut *tx)
                .await?;
            let mut seats_of: HashMap<i64, Vec<SeatFactsRow>> =
                HashMap::with_capacity(games.len());
            for f in facts {
                seats_of.entry(f.game_id).or_default().push(f);
            }
            let mut book = Book::new();
            let mut seasons: HashMap<i64, Book> = HashMap::new();
            let mut changes = Vec::new();
            let mut rated = 0;
            report("reading games", games.len() as u64, super::UNSIZED);
            let total = games.len() as u64;
            report("rating games", 0, total);
            for (i, InSeason { game, season }) in games.iter().enumerate() {
                if i % 1_000 == 0 {
                    report("rating games", i as u64, total);
                }
                let seats = seats_of.get(&game.id).map_or(&[][..], Vec::as_slice);
                let rows = rate(game, seats, &mut book);
                if !rows.is_empty() {
                    rate(game, seats, seasons.entry(*season).or_default());
                }
                rated += usize::from(!rows.is_empty());
                changes.extend(rows);
            }
            report("rating games", total, total);
            report("writing ratings", 0, super::UNSIZED);
            write_ratings!(db, tx, book, changes);
            write_season_ratings!(db, tx, seasons);
            for table in ["ratings", "season_ratings"] {
                sqlx::query(sqlx::AssertSqlSafe(name_key_sql(table, "1 = 1")))
                    .execute(&mut *tx)
                    .await?;
            }
            sqlx::query(
                "INSERT INTO rating_model (id, version) VALUES (1, $1)
                 ON CONFLICT (id) DO UPDATE SET version = excluded.version",
            )
            .bind(MODEL_VERSION)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            db::vacuum_ratings(pool).await?;
            Ok(Rebuilt {
                games: games.len(),
                rated,
            })
        })
    }

    /// Every rating of one kind in a server, with names (each read from the player's latest
    /// seat, not from the stored name key), by player id: the whole server, for
    /// checks; the bot reads standings a page at a time ([`Store::standings_page`]).
    pub async fn standings(
        &self,
        guild_id: ServerId,
        kind: Kind,
    ) -> Result<Vec<Standing>, StoreError> {
        let sql = format!(
            "SELECT r.user_id, r.computer, r.rating, r.deviation, r.volatility, r.games,
                    {} AS name
             FROM ratings r WHERE r.guild_id = $1 AND r.kind = $2
             ORDER BY r.user_id, r.computer",
            name_column(true)
        );
        let rows: Vec<StandingRow> = db_run!(self, _db, pool => sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()))
            .bind(guild_id)
            .bind(kind.name())
            .fetch_all(pool)
            .await?);
        rows.into_iter()
            .map(|row| standing_from_row(kind, row, true))
            .collect()
    }

    /// A player's rating of one kind in a server, with their rated games; `None` before their
    /// first rated game of that kind.
    pub async fn rating(
        &self,
        guild_id: ServerId,
        kind: Kind,
        player: &RatedPlayer,
    ) -> Result<Option<(Rating, i64)>, StoreError> {
        let row: Option<RatingRow> = db_run!(self, _db, pool => sqlx::query_as(RATING_OF)
            .bind(guild_id)
            .bind(kind.name())
            .bind(player.user_id)
            .bind(player.level())
            .fetch_optional(pool)
            .await?);
        Ok(row.map(|r| (rating_of(kind, &r), r.games)))
    }

    /// What a rated game did to each seat's rating, seat 1 first; empty for an unrated game.
    pub async fn rating_changes(&self, game_id: GameId) -> Result<Vec<RatingChange>, StoreError> {
        let sql = "SELECT c.seat, c.rating_before, c.deviation_before, c.rating_after,
                    c.deviation_after, g.players
             FROM rating_changes c JOIN games g ON g.id = c.game_id
             WHERE c.game_id = $1 ORDER BY c.seat";
        let rows: Vec<ChangeColumns> =
            db_run!(self, _db, pool => sqlx::query_as(sql).bind(game_id).fetch_all(pool).await?);
        rows.into_iter()
            .map(|row| change_from_row(game_id.0, row))
            .collect()
    }

    /// A player's finished games in a server (rated or not, aborted ones left out), newest
    /// first.
    pub async fn played_games(
        &self,
        guild_id: ServerId,
        player: &RatedPlayer,
    ) -> Result<Vec<PlayedGame>, StoreError> {
        let sql = "SELECT g.id, g.players, g.reason,
                    MAX((g.winners >> CAST(s.seat - 1 AS INTEGER)) & 1) = 1 AS won
             FROM games g JOIN seats s ON s.game_id = g.id
             WHERE g.guild_id = $1 AND g.status = 'finished' AND s.user_id = $2
               AND COALESCE(s.computer, '') = $3 AND COALESCE(g.reason, '') <> 'aborted'
             GROUP BY g.id ORDER BY g.finished_at DESC, g.id DESC";
        let rows: Vec<(GameId, i64, Option<String>, bool)> = db_run!(self, _db, pool => sqlx::query_as(sql)
                .bind(guild_id)
                .bind(player.user_id)
                .bind(player.level())
                .fetch_all(pool)
                .await?);
        Ok(rows.into_iter().map(played_from_row).collect())
    }

    /// The highest-rated opponent a player beat in a rated game of this kind.
    pub async fn best_win(
        &self,
        guild_id: ServerId,
        kind: Kind,
        player: &RatedPlayer,
    ) -> Result<Option<BestWin>, StoreError> {
        let players = players_of(kind);
        let sql = format!(
            "SELECT g.id, o.name, o.computer, c.rating_before, c.deviation_before
             FROM games g
             JOIN seats me ON me.game_id = g.id
             JOIN seats o ON o.game_id = g.id
             JOIN rating_changes c ON c.game_id = g.id AND c.seat = o.seat
             WHERE g.guild_id = $1 AND g.status = 'finished' AND {players}
               AND me.user_id = $2 AND COALESCE(me.computer, '') = $3
               AND (g.winners >> CAST(me.seat - 1 AS INTEGER)) & 1 = 1
               AND (g.winners >> CAST(o.seat - 1 AS INTEGER)) & 1 = 0
             ORDER BY c.rating_before DESC, g.id LIMIT 1"
        );
        let row: Option<(GameId, String, Option<String>, f64, f64)> = db_run!(self, _db, pool => sqlx::query_as(sqlx::AssertSqlSafe(sql))
                .bind(guild_id)
                .bind(player.user_id)
                .bind(player.level())
                .fetch_optional(pool)
                .await?);
        row.map(|r| best_win_from_row(kind, r)).transpose()
    }

    /// The computer levels that played a rated game in a server.
    pub async fn rated_levels(&self, guild_id: ServerId) -> Result<Vec<Level>, StoreError> {
        let sql = "SELECT DISTINCT computer FROM ratings WHERE guild_id = $1 AND computer <> ''";
        let names: Vec<String> = db_run!(self, _db, pool => sqlx::query_scalar(sql)
            .bind(guild_id)
            .fetch_all(pool)
            .await?);
        Ok(levels_named(&names))
    }
}
