//! Tournaments: their sign-up, entrants, rounds and tables (migration 0016). The pairing itself
//! is `crate::tournament`'s; this keeps what it decided. A round is written once: its row's
//! primary key lets only one process record it, whatever the shards.

use std::str::FromStr;
use std::time::Duration;

use super::database::Store;
use super::error::StoreError;
use super::ids::{ChannelId, GameId, ServerId, TournamentId, UserId};
use crate::rules::Mode;

/// Round robin or Swiss, stored as `roundrobin` or `swiss`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::IntoStaticStr, strum::EnumString)]
#[strum(serialize_all = "lowercase")]
pub enum TournamentFormat {
    /// Everyone meets everyone.
    RoundRobin,
    /// Equal scores meet, for a number of rounds.
    Swiss,
}

/// Where a tournament stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::IntoStaticStr, strum::EnumString)]
#[strum(serialize_all = "lowercase")]
pub enum TournamentStatus {
    /// Taking entrants.
    Signup,
    /// Rounds being played.
    Running,
    /// Over, standings final.
    Finished,
    /// Called off.
    Cancelled,
}

/// A tournament to create.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewTournament {
    /// The server.
    pub guild_id: ServerId,
    /// Where its posts go.
    pub channel_id: ChannelId,
    /// Who created it.
    pub creator_id: UserId,
    /// Its name.
    pub name: String,
    /// Round robin or Swiss.
    pub format: TournamentFormat,
    /// Players per table, 2 to 4.
    pub per_table: u8,
    /// The games' mode (teams or free-for-all with 4).
    pub mode: Mode,
    /// Swiss rounds; `None` for the default at the start.
    pub rounds: Option<u32>,
    /// A round robin played twice, seats swapped.
    pub double: bool,
    /// Time per turn; `None` for no limit.
    pub turn_limit: Option<Duration>,
    /// Whether its games are rated.
    pub rated: bool,
    /// The most entrants it takes (`None`: the bot's own maximum).
    pub max_players: Option<u32>,
    /// The language of its posts.
    pub language: String,
    /// Unix ms.
    pub created_at: i64,
}

/// A stored tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tournament {
    /// Its id.
    pub id: TournamentId,
    /// What it was created with.
    pub spec: NewTournament,
    /// Where it stands.
    pub status: TournamentStatus,
    /// Unix ms, once started.
    pub started_at: Option<i64>,
    /// Unix ms, once over.
    pub finished_at: Option<i64>,
}

/// One entrant.
#[derive(Clone, Debug, PartialEq)]
pub struct Entrant {
    /// The player.
    pub user_id: UserId,
    /// Their name when they joined.
    pub name: String,
    /// Unix ms.
    pub joined_at: i64,
    /// 0 is the best rating at the start; `None` before it.
    pub seed: Option<u32>,
    /// Rating at the start.
    pub rating: Option<f64>,
    /// False once they left a running tournament.
    pub active: bool,
}

/// One table of a round as stored (a single seat without a game is a bye).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentTable {
    /// The round, from 1.
    pub round: u32,
    /// The table, from 1.
    pub board: u32,
    /// User ids in seat order.
    pub seats: Vec<UserId>,
    /// The game, once started.
    pub game_id: Option<GameId>,
    /// Each seat's place once over (0 the winner, equal places share).
    pub places: Option<Vec<u8>>,
    /// Its game's channel (a thread in Discord), once opened.
    pub channel_id: Option<ChannelId>,
}

#[derive(sqlx::FromRow)]
struct TournamentRow {
    id: TournamentId,
    guild_id: ServerId,
    channel_id: ChannelId,
    creator_id: UserId,
    name: String,
    format: String,
    per_table: i64,
    mode: String,
    rounds: Option<i64>,
    double_round: bool,
    turn_limit: Option<i64>,
    rated: bool,
    max_players: Option<i64>,
    language: String,
    status: String,
    created_at: i64,
    started_at: Option<i64>,
    finished_at: Option<i64>,
}

/// `SELECT` of every column of `tournaments`, then `$rest`.
macro_rules! select_tournaments {
    ($rest:literal) => {
        concat!(
            "SELECT id, guild_id, channel_id, creator_id, name, format, per_table, mode, rounds,
                 double_round, turn_limit, rated, max_players, language, status, created_at,
                 started_at, finished_at FROM tournaments ",
            $rest
        )
    };
}

fn corrupt(table: &'static str, id: i64, reason: impl ToString) -> StoreError {
    StoreError::CorruptRow {
        table,
        id,
        reason: reason.to_string(),
    }
}

impl TryFrom<TournamentRow> for Tournament {
    type Error = StoreError;
    fn try_from(r: TournamentRow) -> Result<Tournament, StoreError> {
        let bad = |reason: String| corrupt("tournaments", r.id.0, reason);
        Ok(Tournament {
            id: r.id,
            spec: NewTournament {
                guild_id: r.guild_id,
                channel_id: r.channel_id,
                creator_id: r.creator_id,
                name: r.name.clone(),
                format: TournamentFormat::from_str(&r.format)
                    .map_err(|_| bad(format!("format {:?}", r.format)))?,
                per_table: u8::try_from(r.per_table).map_err(|e| bad(e.to_string()))?,
                mode: Mode::from_str(&r.mode).map_err(|_| bad(format!("mode {:?}", r.mode)))?,
                rounds: r
                    .rounds
                    .map(|n| u32::try_from(n).map_err(|e| bad(e.to_string())))
                    .transpose()?,
                double: r.double_round,
                turn_limit: r.turn_limit.map(|s| Duration::from_secs(s.max(0) as u64)),
                rated: r.rated,
                max_players: r
                    .max_players
                    .map(|n| u32::try_from(n).map_err(|e| bad(e.to_string())))
                    .transpose()?,
                language: r.language.clone(),
                created_at: r.created_at,
            },
            status: TournamentStatus::from_str(&r.status)
                .map_err(|_| bad(format!("status {:?}", r.status)))?,
            started_at: r.started_at,
            finished_at: r.finished_at,
        })
    }
}

#[derive(sqlx::FromRow)]
struct EntrantRow {
    user_id: UserId,
    name: String,
    joined_at: i64,
    seed: Option<i64>,
    rating: Option<f64>,
    active: bool,
}

#[derive(sqlx::FromRow)]
struct TableRow {
    round: i64,
    board: i64,
    seats: String,
    game_id: Option<GameId>,
    places: Option<String>,
    channel_id: Option<ChannelId>,
}

fn numbers<T: FromStr>(text: &str) -> Option<Vec<T>> {
    text.split_whitespace().map(|n| n.parse().ok()).collect()
}

fn joined<T: ToString>(items: &[T]) -> String {
    items
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

impl Store {
    /// Creates a tournament taking entrants; its id.
    pub async fn create_tournament(&self, new: &NewTournament) -> Result<TournamentId, StoreError> {
        let sql = "INSERT INTO tournaments (guild_id, channel_id, creator_id, name, format,
                 per_table, mode, rounds, double_round, turn_limit, rated, language, created_at,
                 max_players)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id";
        let format: &'static str = new.format.into();
        let id: TournamentId = db_run!(self, _db, pool => sqlx::query_scalar(sql)
            .bind(new.guild_id)
            .bind(new.channel_id)
            .bind(new.creator_id)
            .bind(&new.name)
            .bind(format)
            .bind(i64::from(new.per_table))
            .bind(new.mode.name())
            .bind(new.rounds.map(i64::from))
            .bind(new.double)
            .bind(new.turn_limit.map(|d| d.as_secs() as i64))
            .bind(new.rated)
            .bind(&new.language)
            .bind(new.created_at)
            .bind(new.max_players.map(i64::from))
            .fetch_one(pool)
            .await?);
        Ok(id)
    }

    /// A tournament by id.
    pub async fn tournament(&self, id: TournamentId) -> Result<Option<Tournament>, StoreError> {
        let sql = select_tournaments!("WHERE id = $1");
        let row: Option<TournamentRow> =
            db_run!(self, _db, pool => sqlx::query_as(sql).bind(id).fetch_optional(pool).await?);
        row.map(Tournament::try_from).transpose()
    }

    /// The ids of every tournament of every server, oldest first (for the command line).
    pub async fn tournament_ids(&self) -> Result<Vec<TournamentId>, StoreError> {
        let sql = "SELECT id FROM tournaments ORDER BY id";
        Ok(db_run!(self, _db, pool => sqlx::query_scalar(sql).fetch_all(pool).await?))
    }

    /// A server's tournaments taking entrants or running, oldest first.
    pub async fn open_tournaments(
        &self,
        guild_id: ServerId,
    ) -> Result<Vec<Tournament>, StoreError> {
        let sql = select_tournaments!(
            "WHERE guild_id = $1 AND status IN ('signup', 'running') ORDER BY id"
        );
        let rows: Vec<TournamentRow> = db_run!(self, _db, pool =>
            sqlx::query_as(sql).bind(guild_id).fetch_all(pool).await?);
        rows.into_iter().map(Tournament::try_from).collect()
    }

    /// Adds an entrant while the tournament takes entrants and has room: it takes at most its
    /// `max_players`, else `most` (the bot's own maximum). False if it does not take entrants,
    /// is full, or they joined already. Two joins at once are counted one after the other
    /// (the tournament's row is locked first), so the cap holds on both engines.
    pub async fn join_tournament(
        &self,
        id: TournamentId,
        user_id: UserId,
        name: &str,
        at: i64,
        most: u32,
    ) -> Result<bool, StoreError> {
        let lock = "UPDATE tournaments SET max_players = max_players
             WHERE id = $1 AND status = 'signup'";
        let sql = "INSERT INTO tournament_entrants (tournament_id, user_id, name, joined_at)
             SELECT $1, $2, $3, $4 WHERE EXISTS
                 (SELECT 1 FROM tournaments t WHERE t.id = $1 AND t.status = 'signup'
                     AND (SELECT COUNT(*) FROM tournament_entrants e WHERE e.tournament_id = $1)
                         < COALESCE(t.max_players, $5))
             ON CONFLICT (tournament_id, user_id) DO NOTHING";
        let done = db_run!(self, db, pool => {
            let mut tx = db::begin_write(pool).await?;
            let open = sqlx::query(lock).bind(id).execute(&mut *tx).await?.rows_affected();
            if open != 1 {
                return Ok(false);
            }
            let done = sqlx::query(sql)
                .bind(id)
                .bind(user_id)
                .bind(name)
                .bind(at)
                .bind(i64::from(most))
                .execute(&mut *tx)
                .await?
                .rows_affected();
            tx.commit().await?;
            done
        });
        Ok(done == 1)
    }

    /// Takes an entrant out: removed during sign-up, marked inactive once running. False if
    /// they were not in (or had left already).
    pub async fn leave_tournament(
        &self,
        id: TournamentId,
        user_id: UserId,
    ) -> Result<bool, StoreError> {
        let remove = "DELETE FROM tournament_entrants WHERE tournament_id = $1 AND user_id = $2
             AND EXISTS (SELECT 1 FROM tournaments WHERE id = $1 AND status = 'signup')";
        let retire = "UPDATE tournament_entrants SET active = FALSE
             WHERE tournament_id = $1 AND user_id = $2 AND active
             AND EXISTS (SELECT 1 FROM tournaments WHERE id = $1 AND status = 'running')";
        let done = db_run!(self, _db, pool => {
            let removed = sqlx::query(remove).bind(id).bind(user_id).execute(pool).await?;
            let retired = sqlx::query(retire).bind(id).bind(user_id).execute(pool).await?;
            removed.rows_affected() + retired.rows_affected()
        });
        Ok(done == 1)
    }

    /// The entrants, by seed once started (by joining order before).
    pub async fn tournament_entrants(&self, id: TournamentId) -> Result<Vec<Entrant>, StoreError> {
        let sql = "SELECT user_id, name, joined_at, seed, rating, active FROM tournament_entrants
             WHERE tournament_id = $1 ORDER BY seed, joined_at, user_id";
        let rows: Vec<EntrantRow> =
            db_run!(self, _db, pool => sqlx::query_as(sql).bind(id).fetch_all(pool).await?);
        rows.into_iter()
            .map(|r| {
                Ok(Entrant {
                    user_id: r.user_id,
                    name: r.name,
                    joined_at: r.joined_at,
                    seed: r
                        .seed
                        .map(u32::try_from)
                        .transpose()
                        .map_err(|e| corrupt("tournament_entrants", id.0, e))?,
                    rating: r.rating,
                    active: r.active,
                })
            })
            .collect()
    }

    /// Starts a tournament taking entrants, fixing each entrant's seed and rating
    /// (`(user_id, rating)` best first) and the Swiss rounds: false if it was not taking
    /// entrants (another command started or cancelled it first).
    pub async fn start_tournament(
        &self,
        id: TournamentId,
        seeded: &[(UserId, f64)],
        rounds: Option<u32>,
        at: i64,
    ) -> Result<bool, StoreError> {
        db_run!(self, db, pool => {
            let mut tx = db::begin_write(pool).await?;
            let started = sqlx::query(
                "UPDATE tournaments SET status = 'running', started_at = $2,
                     rounds = COALESCE($3, rounds)
                 WHERE id = $1 AND status = 'signup'",
            )
            .bind(id)
            .bind(at)
            .bind(rounds.map(i64::from))
            .execute(&mut *tx)
            .await?;
            if started.rows_affected() != 1 {
                return Ok(false);
            }
            for (seed, (user_id, rating)) in seeded.iter().enumerate() {
                sqlx::query(
                    "UPDATE tournament_entrants SET seed = $3, rating = $4
                     WHERE tournament_id = $1 AND user_id = $2",
                )
                .bind(id)
                .bind(user_id)
                .bind(seed as i64)
                .bind(*rating)
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
        });
        Ok(true)
    }

    /// Moves a tournament from `from` to `to` (cancelled, finished): false if it was not
    /// `from` any more.
    pub async fn set_tournament_status(
        &self,
        id: TournamentId,
        from: &[TournamentStatus],
        to: TournamentStatus,
        at: i64,
    ) -> Result<bool, StoreError> {
        let from: Vec<&'static str> = from.iter().map(|s| s.into()).collect();
        let to: &'static str = to.into();
        let mut done = 0;
        for status in from {
            let sql = "UPDATE tournaments SET status = $2, finished_at = $3
                 WHERE id = $1 AND status = $4";
            done += db_run!(self, _db, pool => sqlx::query(sql)
                .bind(id)
                .bind(to)
                .bind(at)
                .bind(status)
                .execute(pool)
                .await?
                .rows_affected());
        }
        Ok(done == 1)
    }

    /// Records round `round`'s tables (user ids in seat order; one seat alone is a bye), once:
    /// false if another process recorded it first.
    pub async fn record_round(
        &self,
        id: TournamentId,
        round: u32,
        tables: &[Vec<UserId>],
        at: i64,
    ) -> Result<bool, StoreError> {
        db_run!(self, db, pool => {
            let mut tx = db::begin_write(pool).await?;
            let inserted = sqlx::query(
                "INSERT INTO tournament_rounds (tournament_id, round, paired_at)
                 VALUES ($1, $2, $3) ON CONFLICT (tournament_id, round) DO NOTHING",
            )
            .bind(id)
            .bind(i64::from(round))
            .bind(at)
            .execute(&mut *tx)
            .await?;
            if inserted.rows_affected() != 1 {
                return Ok(false);
            }
            for (board, seats) in tables.iter().enumerate() {
                sqlx::query(
                    "INSERT INTO tournament_tables (tournament_id, round, board, seats)
                     VALUES ($1, $2, $3, $4)",
                )
                .bind(id)
                .bind(i64::from(round))
                .bind(board as i64 + 1)
                .bind(joined(seats))
                .execute(&mut *tx)
                .await?;
            }
            tx.commit().await?;
        });
        Ok(true)
    }

    /// Links a table to its game, once: false if it had one already.
    pub async fn set_table_game(
        &self,
        id: TournamentId,
        round: u32,
        board: u32,
        game_id: GameId,
    ) -> Result<bool, StoreError> {
        let sql = "UPDATE tournament_tables SET game_id = $4
             WHERE tournament_id = $1 AND round = $2 AND board = $3 AND game_id IS NULL";
        let done = db_run!(self, _db, pool => sqlx::query(sql)
            .bind(id)
            .bind(i64::from(round))
            .bind(i64::from(board))
            .bind(game_id)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(done == 1)
    }

    /// Records how a tournament game ended (each seat's place), once: the table it was, or
    /// `None` if the game is no tournament's or its result was recorded already.
    pub async fn set_table_places(
        &self,
        game_id: GameId,
        places: &[u8],
    ) -> Result<Option<(TournamentId, u32, u32)>, StoreError> {
        let sql = "UPDATE tournament_tables SET places = $2 WHERE game_id = $1 AND places IS NULL
             RETURNING tournament_id, round, board";
        let row: Option<(TournamentId, i64, i64)> = db_run!(self, _db, pool => sqlx::query_as(sql)
            .bind(game_id)
            .bind(joined(places))
            .fetch_optional(pool)
            .await?);
        Ok(row.map(|(t, r, b)| (t, r as u32, b as u32)))
    }

    /// Every table of every round so far, in order.
    pub async fn tournament_tables(
        &self,
        id: TournamentId,
    ) -> Result<Vec<TournamentTable>, StoreError> {
        let sql = "SELECT round, board, seats, game_id, places, channel_id FROM tournament_tables
             WHERE tournament_id = $1 ORDER BY round, board";
        let rows: Vec<TableRow> =
            db_run!(self, _db, pool => sqlx::query_as(sql).bind(id).fetch_all(pool).await?);
        rows.into_iter()
            .map(|r| {
                let bad = |what: &str| corrupt("tournament_tables", id.0, what);
                Ok(TournamentTable {
                    round: u32::try_from(r.round).map_err(|_| bad("round"))?,
                    board: u32::try_from(r.board).map_err(|_| bad("board"))?,
                    seats: numbers(&r.seats).ok_or_else(|| bad("seats"))?,
                    game_id: r.game_id,
                    places: r
                        .places
                        .map(|p| numbers(&p).ok_or_else(|| bad("places")))
                        .transpose()?,
                    channel_id: r.channel_id,
                })
            })
            .collect()
    }
}
