//! Ratings on PostgreSQL: rating a game in its last turn's transaction, rebuilding every rating,
//! and the queries behind stats and the leaderboard.

use std::collections::HashMap;

use sqlx::{PgConnection, Postgres, QueryBuilder, Transaction};

use super::{PgStore, lock};
use crate::ai::Level;
use crate::rating::{Kind, MODEL_VERSION, Rating};
use crate::store::StoreError;
use crate::store::ratings::{
    BestWin, Book, ChangeColumns, ChangeRow, FINISHED_COLUMNS, FinishedRow, Key, PlayedGame,
    RatedPlayer, RatingChange, RatingRow, Rebuilt, SeatFactsRow, Standing, StandingRow,
    best_win_from_row, change_from_row, levels_named, played_from_row, players_of, rate, rating_of,
    standing_from_row,
};

/// Seat facts, seat 1 first: who, the last ply they had in the log, and the first ply of their
/// first move and of their resignation or time forfeit (-1 for none).
const SEAT_FACTS: &str =
    "SELECT s.game_id, s.seat, s.user_id, COALESCE(s.computer, '') AS computer,
        COALESCE(MAX(a.ply), -1) AS last_ply,
        COALESCE(MIN(CASE WHEN a.action NOT LIKE 'resign%' AND a.action NOT LIKE 'time%'
                          AND a.action NOT IN ('draw', 'abort') THEN a.ply END), -1) AS first_move,
        COALESCE(MIN(CASE WHEN a.action LIKE 'resign%' OR a.action LIKE 'time%'
                          THEN a.ply END), -1) AS first_exit
     FROM seats s LEFT JOIN actions a ON a.game_id = s.game_id AND a.seat = s.seat";

/// Rates a game whose last turn is being written in `tx` (the game row already says finished),
/// and notes its place in the finishing order. The server's games are rated one at a time
/// (its advisory lock), so their finishing order is the order they were rated in; a rebuild
/// holds the finishing order's table lock, which the insert waits for.
pub(super) async fn rate_finished(
    tx: &mut Transaction<'static, Postgres>,
    game_id: i64,
) -> Result<(), StoreError> {
    let guild: i64 = sqlx::query_scalar("SELECT guild_id FROM games WHERE id = $1")
        .bind(game_id)
        .fetch_one(&mut **tx)
        .await?;
    lock(tx, guild).await?;
    sqlx::query("INSERT INTO finish_order (game_id) VALUES ($1) ON CONFLICT DO NOTHING")
        .bind(game_id)
        .execute(&mut **tx)
        .await?;
    let game: FinishedRow = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "SELECT {FINISHED_COLUMNS} FROM games g WHERE g.id = $1"
    )))
    .bind(game_id)
    .fetch_one(&mut **tx)
    .await?;
    let seats: Vec<SeatFactsRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "{SEAT_FACTS} WHERE s.game_id = $1 GROUP BY s.game_id, s.seat ORDER BY s.seat"
    )))
    .bind(game_id)
    .fetch_all(&mut **tx)
    .await?;
    let kind = Kind::for_players(game.players as u8);
    let mut book = Book::new();
    for s in &seats {
        let row: Option<RatingRow> = sqlx::query_as(
            "SELECT user_id, computer, rating, deviation, volatility, games FROM ratings
             WHERE guild_id = $1 AND kind = $2 AND user_id = $3 AND computer = $4",
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

/// Rows per multi-row insert (PostgreSQL allows 65,535 bound values).
const BATCH: usize = 500;

async fn write_ratings(conn: &mut PgConnection, book: &Book) -> Result<(), StoreError> {
    let rows: Vec<(&Key, &(Rating, i64))> = book.iter().collect();
    for chunk in rows.chunks(BATCH) {
        let mut q = QueryBuilder::<Postgres>::new(
            "INSERT INTO ratings (guild_id, kind, user_id, computer, rating, deviation, \
             volatility, games) ",
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
        q.push(
            " ON CONFLICT (guild_id, kind, user_id, computer) DO UPDATE SET \
             rating = excluded.rating, deviation = excluded.deviation, \
             volatility = excluded.volatility, games = excluded.games",
        );
        q.build().execute(&mut *conn).await?;
    }
    Ok(())
}

async fn write_changes(conn: &mut PgConnection, changes: &[ChangeRow]) -> Result<(), StoreError> {
    for chunk in changes.chunks(BATCH) {
        let mut q = QueryBuilder::<Postgres>::new(
            "INSERT INTO rating_changes (game_id, seat, rating_before, deviation_before, \
             rating_after, deviation_after) ",
        );
        q.push_values(chunk, |mut b, c| {
            b.push_bind(c.game_id)
                .push_bind(c.seat)
                .push_bind(c.before.rating)
                .push_bind(c.before.deviation)
                .push_bind(c.after.rating)
                .push_bind(c.after.deviation);
        });
        q.push(
            " ON CONFLICT (game_id, seat) DO UPDATE SET \
             rating_before = excluded.rating_before, deviation_before = excluded.deviation_before, \
             rating_after = excluded.rating_after, deviation_after = excluded.deviation_after",
        );
        q.build().execute(&mut *conn).await?;
    }
    Ok(())
}

impl PgStore {
    pub(in crate::store) async fn rating_model(&self) -> Result<Option<i64>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT version FROM rating_model WHERE id = 1")
                .fetch_optional(&self.pool)
                .await?,
        )
    }

    pub(in crate::store) async fn rebuild_ratings(&self) -> Result<Rebuilt, StoreError> {
        let mut tx = self.begin().await?;
        // No game is rated meanwhile: rating one first notes it in the finishing order.
        sqlx::query("LOCK TABLE finish_order IN EXCLUSIVE MODE")
            .execute(&mut *tx)
            .await?;
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
        sqlx::query(
            "INSERT INTO rating_model (id, version) VALUES (1, $1)
             ON CONFLICT (id) DO UPDATE SET version = excluded.version",
        )
        .bind(MODEL_VERSION)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Rebuilt {
            games: games.len(),
            rated,
        })
    }

    pub(in crate::store) async fn standings(
        &self,
        guild_id: u64,
        kind: Kind,
    ) -> Result<Vec<Standing>, StoreError> {
        let rows: Vec<StandingRow> = sqlx::query_as(
            "SELECT r.user_id, r.computer, r.rating, r.deviation, r.volatility, r.games,
                    (SELECT s.name FROM seats s WHERE s.user_id = r.user_id
                     ORDER BY s.game_id DESC LIMIT 1) AS name
             FROM ratings r WHERE r.guild_id = $1 AND r.kind = $2",
        )
        .bind(guild_id as i64)
        .bind(kind.name())
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|row| standing_from_row(kind, row))
            .collect()
    }

    pub(in crate::store) async fn rating(
        &self,
        guild_id: u64,
        kind: Kind,
        player: &RatedPlayer,
    ) -> Result<Option<(Rating, i64)>, StoreError> {
        let row: Option<RatingRow> = sqlx::query_as(
            "SELECT user_id, computer, rating, deviation, volatility, games FROM ratings
             WHERE guild_id = $1 AND kind = $2 AND user_id = $3 AND computer = $4",
        )
        .bind(guild_id as i64)
        .bind(kind.name())
        .bind(player.user_id as i64)
        .bind(player.level())
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|r| (rating_of(kind, &r), r.games)))
    }

    pub(in crate::store) async fn rating_changes(
        &self,
        game_id: i64,
    ) -> Result<Vec<RatingChange>, StoreError> {
        let rows: Vec<ChangeColumns> = sqlx::query_as(
            "SELECT c.seat, c.rating_before, c.deviation_before, c.rating_after,
                    c.deviation_after, g.players
             FROM rating_changes c JOIN games g ON g.id = c.game_id
             WHERE c.game_id = $1 ORDER BY c.seat",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|row| change_from_row(game_id, row))
            .collect()
    }

    pub(in crate::store) async fn played_games(
        &self,
        guild_id: u64,
        player: &RatedPlayer,
    ) -> Result<Vec<PlayedGame>, StoreError> {
        let rows: Vec<(i64, i64, Option<String>, bool)> = sqlx::query_as(
            "SELECT g.id, g.players, g.reason,
                    MAX((g.winners >> (s.seat - 1)::int) & 1) = 1 AS won
             FROM games g JOIN seats s ON s.game_id = g.id
             WHERE g.guild_id = $1 AND g.status = 'finished' AND s.user_id = $2
               AND COALESCE(s.computer, '') = $3 AND COALESCE(g.reason, '') <> 'aborted'
             GROUP BY g.id ORDER BY g.finished_at DESC, g.id DESC",
        )
        .bind(guild_id as i64)
        .bind(player.user_id as i64)
        .bind(player.level())
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(played_from_row).collect())
    }

    pub(in crate::store) async fn best_win(
        &self,
        guild_id: u64,
        kind: Kind,
        player: &RatedPlayer,
    ) -> Result<Option<BestWin>, StoreError> {
        let players = players_of(kind);
        let row: Option<(i64, String, Option<String>, f64, f64)> =
            sqlx::query_as(sqlx::AssertSqlSafe(format!(
                "SELECT g.id, o.name, o.computer, c.rating_before, c.deviation_before
                 FROM games g
                 JOIN seats me ON me.game_id = g.id
                 JOIN seats o ON o.game_id = g.id
                 JOIN rating_changes c ON c.game_id = g.id AND c.seat = o.seat
                 WHERE g.guild_id = $1 AND g.status = 'finished' AND {players}
                   AND me.user_id = $2 AND COALESCE(me.computer, '') = $3
                   AND (g.winners >> (me.seat - 1)::int) & 1 = 1
                   AND (g.winners >> (o.seat - 1)::int) & 1 = 0
                 ORDER BY c.rating_before DESC, g.id LIMIT 1"
            )))
            .bind(guild_id as i64)
            .bind(player.user_id as i64)
            .bind(player.level())
            .fetch_optional(&self.pool)
            .await?;
        row.map(|r| best_win_from_row(kind, r)).transpose()
    }

    pub(in crate::store) async fn rated_levels(
        &self,
        guild_id: u64,
    ) -> Result<Vec<Level>, StoreError> {
        let names: Vec<String> = sqlx::query_scalar(
            "SELECT DISTINCT computer FROM ratings WHERE guild_id = $1 AND computer <> ''",
        )
        .bind(guild_id as i64)
        .fetch_all(&self.pool)
        .await?;
        Ok(levels_named(&names))
    }
}
