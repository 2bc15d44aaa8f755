//! Standings ranked by the database: a leaderboard page, the number of ranked players, and a
//! player's rank, all-time or in a season, each read through the standings index (server,
//! kind, season; conservative rating, games, name; the ranked rows only, with every column a
//! page shows) instead of every rating of the server, and the count from `ranked_counts`,
//! which triggers keep (migration 0027).
//!
//! The order is the leaderboard's (docs/ratings.md, "Standings"): the stored conservative
//! rating (computed in Rust when the rating is written), then more rated games, then the name
//! key (the player's latest seat's name, compared byte by byte: SQLite's BINARY, PostgreSQL's
//! "C" collation of the column, Rust's `str` order), then the player, for players alike in all
//! three.

use super::database::Store;
use super::error::StoreError;
use super::ids::ServerId;
use super::rating_rows::{RatedPlayer, Standing, StandingRow, standing_from_row};
use crate::rating::{Kind, LEADERBOARD_MIN_GAMES};

// The standings indexes and the counts' triggers (migration 0027) write the number of games a
// ranking needs as the literal 5, as the queries below do: SQLite uses a partial index only for
// a query that repeats its condition word for word, and PostgreSQL's generic plan of a prepared
// statement cannot prove a bound parameter's condition.
const _: () = assert!(LEADERBOARD_MIN_GAMES == 5, "migration 0027 writes it as 5");

/// The columns of a standing, its name the name key.
const COLUMNS: &str =
    "r.user_id, r.computer, r.rating, r.deviation, r.volatility, r.games, r.name_key AS name";

/// The leaderboard's order.
const ORDER: &str = "r.conservative DESC, r.games DESC, r.name_key, r.user_id, r.computer";

/// The leaderboard's order backwards, for a page nearer the bottom than the top: the index
/// read from its end.
const REVERSED: &str = "r.conservative, r.games, r.name_key DESC, r.user_id DESC, r.computer DESC";

/// The ranked rows of a board, `r`: server `$1`, kind `$2`, enough games (the literal, so the
/// partial index serves it), and for a season its number as the parameter `$season_param`
/// (the last one bound).
fn board(season: Option<i64>, season_param: usize) -> String {
    match season {
        None => "ratings r WHERE r.guild_id = $1 AND r.kind = $2 AND r.games >= 5".to_string(),
        Some(_) => format!(
            "season_ratings r WHERE r.guild_id = $1 AND r.kind = $2 AND r.games >= 5
             AND r.season = ${season_param}"
        ),
    }
}

/// A player's place on a board: their standing, and their rank (from 1) when they are ranked.
#[derive(Clone, PartialEq, Debug)]
pub struct Placed {
    /// Their rating, games and name.
    pub standing: Standing,
    /// Their rank among the ranked players; `None` with too few games.
    pub rank: Option<usize>,
}

impl Store {
    /// A page of a board's ranked players (those with enough rated games), in the
    /// leaderboard's order: `limit` of them after the first `offset`. `season`: `None` for
    /// all-time. A page in the bottom half is read from the bottom, so no page walks more than
    /// half the board.
    pub async fn standings_page(
        &self,
        guild_id: ServerId,
        season: Option<i64>,
        kind: Kind,
        offset: usize,
        limit: usize,
    ) -> Result<Vec<Standing>, StoreError> {
        let ranked = if offset == 0 {
            0
        } else {
            self.ranked_count(guild_id, season, kind).await?
        };
        let end = offset.saturating_add(limit);
        // From the bottom: the rows after the page's end are skipped, then the page's rows
        // (fewer at the bottom of the board) are read and turned around.
        let backwards = offset > ranked / 2;
        let (order, skip, take) = if backwards {
            let take = ranked.saturating_sub(offset).min(limit);
            (REVERSED, ranked.saturating_sub(end), take)
        } else {
            (ORDER, offset, limit)
        };
        if take == 0 {
            return Ok(Vec::new());
        }
        let sql = format!(
            "SELECT {COLUMNS} FROM {} ORDER BY {order} LIMIT $3 OFFSET $4",
            board(season, 5)
        );
        let rows: Vec<StandingRow> = db_run!(self, _db, pool => {
            let mut q = sqlx::query_as(sqlx::AssertSqlSafe(sql.as_str()))
                .bind(guild_id)
                .bind(kind.name())
                .bind(i64::try_from(take).unwrap_or(i64::MAX))
                .bind(i64::try_from(skip).unwrap_or(i64::MAX));
            if let Some(n) = season {
                q = q.bind(n);
            }
            q.fetch_all(pool).await?
        });
        let mut page: Vec<Standing> = rows
            .into_iter()
            .map(|row| standing_from_row(kind, row, true))
            .collect::<Result<_, _>>()?;
        if backwards {
            page.reverse();
        }
        Ok(page)
    }

    /// How many players a board ranks (those with enough rated games): the count the rating
    /// writes keep in `ranked_counts`.
    pub async fn ranked_count(
        &self,
        guild_id: ServerId,
        season: Option<i64>,
        kind: Kind,
    ) -> Result<usize, StoreError> {
        let sql = "SELECT ranked FROM ranked_counts
                   WHERE guild_id = $1 AND season = $2 AND kind = $3";
        let count: Option<i64> = db_run!(self, _db, pool => {
            sqlx::query_scalar(sql)
                .bind(guild_id)
                .bind(season.unwrap_or(0))
                .bind(kind.name())
                .fetch_optional(pool)
                .await?
        });
        Ok(usize::try_from(count.unwrap_or(0)).unwrap_or(0))
    }

    /// A player's standing on a board and their rank: the ranked players before them in the
    /// leaderboard's order, counted through the index, plus one. `None` before their first
    /// rated game of that kind (and season).
    pub async fn placed(
        &self,
        guild_id: ServerId,
        season: Option<i64>,
        kind: Kind,
        player: &RatedPlayer,
    ) -> Result<Option<Placed>, StoreError> {
        let table = match season {
            None => "ratings r WHERE r.guild_id = $1 AND r.kind = $2",
            Some(_) => "season_ratings r WHERE r.guild_id = $1 AND r.kind = $2 AND r.season = $5",
        };
        let sql = format!(
            "SELECT {COLUMNS}, r.conservative FROM {table} AND r.user_id = $3 AND r.computer = $4"
        );
        let mine: Option<MineRow> = db_run!(self, _db, pool => {
            let mut q = sqlx::query_as::<_, MineRow>(sqlx::AssertSqlSafe(sql.as_str()))
                .bind(guild_id)
                .bind(kind.name())
                .bind(player.user_id)
                .bind(player.level());
            if let Some(n) = season {
                q = q.bind(n);
            }
            q.fetch_optional(pool).await?
        });
        let Some(MineRow { row, conservative }) = mine else {
            return Ok(None);
        };
        let name = row.name.clone().unwrap_or_default();
        let (user, level, games) = (
            row.rating.user_id,
            row.rating.computer.clone(),
            row.rating.games,
        );
        let standing = standing_from_row(kind, row, true)?;
        if games < LEADERBOARD_MIN_GAMES {
            return Ok(Some(Placed {
                standing,
                rank: None,
            }));
        }
        // Ahead: a higher conservative rating, or the same one with more games, or the same
        // games with a name (then a player) first. The higher ratings are the bands above the
        // player's, summed from their stored counts, and the rest of the player's own band (a
        // range of the index below the next band's floor): a walk of one band, not of every
        // player ahead.
        let band = rank_band(conservative);
        let next_band_floor = (band as f64 + 1.0) * RANK_BAND;
        let sql = format!(
            "SELECT (SELECT CAST(COALESCE(SUM(ranked), 0) AS BIGINT) FROM ranked_bands
                     WHERE guild_id = $1 AND season = $8 AND kind = $2 AND band > $9)
                  + (SELECT COUNT(*) FROM {b} AND r.conservative > $3
                       AND r.conservative < $10)
                  + (SELECT COUNT(*) FROM {b} AND r.conservative = $3
                       AND (r.games > $4 OR (r.games = $4 AND (r.name_key < $5
                            OR (r.name_key = $5 AND (r.user_id < $6
                                OR (r.user_id = $6 AND r.computer < $7)))))))",
            b = board(season, 8)
        );
        let ahead: i64 = db_run!(self, _db, pool => {
            sqlx::query_scalar(sqlx::AssertSqlSafe(sql.as_str()))
                .bind(guild_id)
                .bind(kind.name())
                .bind(conservative)
                .bind(games)
                .bind(&name)
                .bind(user)
                .bind(&level)
                .bind(season.unwrap_or(0))
                .bind(band)
                .bind(next_band_floor)
                .fetch_one(pool)
                .await?
        });
        Ok(Some(Placed {
            standing,
            rank: Some(usize::try_from(ahead).unwrap_or(0) + 1),
        }))
    }
}

/// The width of a band of conservative rating whose ranked players are counted together
/// (`ranked_bands`, migration 0028): a power of two, so that a band, `floor(conservative / 8)`,
/// is exact in Rust and in both databases' SQL alike.
pub const RANK_BAND: f64 = 8.0;

/// The band of a conservative rating ([`RANK_BAND`]).
#[must_use]
pub fn rank_band(conservative: f64) -> i64 {
    (conservative / RANK_BAND).floor() as i64
}

#[derive(sqlx::FromRow)]
struct MineRow {
    #[sqlx(flatten)]
    row: StandingRow,
    conservative: f64,
}
