//! Copying a SQLite database into a new PostgreSQL one (`focus-bot migrate-sqlite-to-postgres`):
//! every table, row for row, in one PostgreSQL transaction, then a check that each copied game
//! replays to the same position as the original.
//!
//! A table added later is one more line of [`TABLES`] (and its migration in both folders).

use futures_util::TryStreamExt as _;
use sqlx::postgres::PgArguments;
use sqlx::sqlite::SqliteRow;
use sqlx::{Arguments as _, Row as _};

use super::database::{Backend, Store};
use super::error::StoreError;
use super::ids::GameId;

/// How a column is read from SQLite and written to PostgreSQL.
#[derive(Clone, Copy, Debug)]
enum Column {
    /// INTEGER → BIGINT.
    Int,
    /// INTEGER 0/1 → BOOLEAN.
    Bool,
    /// REAL → DOUBLE PRECISION.
    Real,
    /// TEXT → TEXT.
    Text,
}

use Column::{Bool, Int, Real, Text};

/// One table to copy: its name, its columns, and the order rows are copied in (parents
/// before children, and the log ply by ply, which its append-only trigger demands).
struct Table {
    name: &'static str,
    columns: &'static [(&'static str, Column)],
    order: &'static str,
}

/// Every table, parents first. Not copied: what only lasts a while (the background work's
/// `leases`, the web pages' `web_sessions` and `play_link_nonces`: everyone signs in again).
const TABLES: &[Table] = &[
    Table {
        name: "games",
        columns: &[
            ("id", Int),
            ("guild_id", Int),
            ("channel_id", Int),
            ("players", Int),
            ("mode", Text),
            ("short", Int),
            ("swap", Bool),
            ("turn_limit", Int),
            ("created_at", Int),
            ("ply", Int),
            ("turn_started_at", Int),
            ("reminded", Bool),
            ("draw_offers", Int),
            ("status", Text),
            ("winners", Int),
            ("reason", Text),
            ("finished_at", Int),
            ("rated", Bool),
            ("language", Text),
            ("takeback_ply", Int),
            ("takeback_seats", Int),
            ("turns", Int),
        ],
        order: "id",
    },
    Table {
        name: "seats",
        columns: &[
            ("game_id", Int),
            ("seat", Int),
            ("user_id", Int),
            ("name", Text),
            ("computer", Text),
        ],
        order: "game_id, seat",
    },
    Table {
        name: "actions",
        columns: &[
            ("game_id", Int),
            ("ply", Int),
            ("seat", Int),
            ("action", Text),
            ("at", Int),
        ],
        order: "game_id, ply",
    },
    Table {
        name: "challenges",
        columns: &[
            ("id", Int),
            ("guild_id", Int),
            ("channel_id", Int),
            ("challenger_id", Int),
            ("players", Int),
            ("mode", Text),
            ("short", Int),
            ("swap", Bool),
            ("turn_limit", Int),
            ("first", Text),
            ("created_at", Int),
            ("expires_at", Int),
            ("status", Text),
            ("game_id", Int),
            ("rated", Bool),
            ("language", Text),
            ("rematch_of", Int),
        ],
        order: "id",
    },
    Table {
        name: "challenge_players",
        columns: &[
            ("challenge_id", Int),
            ("position", Int),
            ("user_id", Int),
            ("name", Text),
            ("computer", Text),
            ("accepted", Bool),
        ],
        order: "challenge_id, position",
    },
    Table {
        name: "challenge_messages",
        columns: &[
            ("challenge_id", Int),
            ("channel_id", Int),
            ("message_id", Int),
        ],
        order: "challenge_id, message_id",
    },
    Table {
        name: "finish_order",
        columns: &[("seq", Int), ("game_id", Int), ("season", Int)],
        order: "seq",
    },
    Table {
        name: "ratings",
        columns: &[
            ("guild_id", Int),
            ("kind", Text),
            ("user_id", Int),
            ("computer", Text),
            ("rating", Real),
            ("deviation", Real),
            ("volatility", Real),
            ("games", Int),
            ("conservative", Real),
            ("name_key", Text),
        ],
        order: "guild_id, kind, user_id, computer",
    },
    Table {
        name: "season_ratings",
        columns: &[
            ("guild_id", Int),
            ("season", Int),
            ("kind", Text),
            ("user_id", Int),
            ("computer", Text),
            ("rating", Real),
            ("deviation", Real),
            ("volatility", Real),
            ("games", Int),
            ("conservative", Real),
            ("name_key", Text),
        ],
        order: "guild_id, season, kind, user_id, computer",
    },
    Table {
        name: "seasons",
        columns: &[("guild_id", Int), ("number", Int), ("started_at", Int)],
        order: "guild_id, number",
    },
    Table {
        name: "season_schedules",
        columns: &[
            ("guild_id", Int),
            ("length_secs", Int),
            ("channel_id", Int),
            ("ends_at", Int),
        ],
        order: "guild_id",
    },
    Table {
        name: "rating_changes",
        columns: &[
            ("game_id", Int),
            ("seat", Int),
            ("rating_before", Real),
            ("deviation_before", Real),
            ("rating_after", Real),
            ("deviation_after", Real),
        ],
        order: "game_id, seat",
    },
    Table {
        name: "rating_model",
        columns: &[("id", Int), ("version", Int)],
        order: "id",
    },
    Table {
        name: "names",
        columns: &[("kind", Text), ("id", Int), ("name", Text)],
        order: "kind, id",
    },
    Table {
        name: "server_settings",
        columns: &[
            ("guild_id", Int),
            ("turn_limit", Int),
            ("language", Text),
            ("board_private", Bool),
            ("reminder_role", Int),
            ("web", Text),
            ("tournaments_restricted", Bool),
            ("takeback", Text),
        ],
        order: "guild_id",
    },
    Table {
        name: "notify_settings",
        columns: &[("user_id", Int), ("mode", Text), ("dm_refused", Bool)],
        order: "user_id",
    },
    Table {
        name: "outbox",
        columns: &[
            ("id", Int),
            ("guild_id", Int),
            ("channel_id", Int),
            ("game_id", Int),
            ("ply", Int),
            ("kind", Text),
            ("payload", Text),
            ("nonce", Text),
            ("state", Text),
            ("message_id", Int),
            ("reason", Text),
            ("attempts", Int),
            ("due_at", Int),
            ("created_at", Int),
        ],
        order: "id",
    },
    Table {
        name: "game_channels",
        columns: &[("guild_id", Int), ("channel_id", Int)],
        order: "guild_id, channel_id",
    },
    Table {
        name: "tournaments",
        columns: &[
            ("id", Int),
            ("guild_id", Int),
            ("channel_id", Int),
            ("creator_id", Int),
            ("name", Text),
            ("format", Text),
            ("per_table", Int),
            ("mode", Text),
            ("rounds", Int),
            ("double_round", Bool),
            ("turn_limit", Int),
            ("rated", Bool),
            ("language", Text),
            ("status", Text),
            ("created_at", Int),
            ("started_at", Int),
            ("finished_at", Int),
            ("unpaired_round", Int),
            ("max_players", Int),
        ],
        order: "id",
    },
    Table {
        name: "tournament_entrants",
        columns: &[
            ("tournament_id", Int),
            ("user_id", Int),
            ("name", Text),
            ("joined_at", Int),
            ("seed", Int),
            ("rating", Real),
            ("active", Bool),
        ],
        order: "tournament_id, user_id",
    },
    Table {
        name: "tournament_rounds",
        columns: &[
            ("tournament_id", Int),
            ("round", Int),
            ("paired_at", Int),
            ("posted_at", Int),
        ],
        order: "tournament_id, round",
    },
    Table {
        name: "tournament_tables",
        columns: &[
            ("tournament_id", Int),
            ("round", Int),
            ("board", Int),
            ("seats", Text),
            ("game_id", Int),
            ("places", Text),
            ("channel_id", Int),
        ],
        order: "tournament_id, round, board",
    },
    Table {
        name: "analyses",
        columns: &[
            ("game_id", Int),
            ("nodes", Int),
            ("version", Int),
            ("body", Text),
            ("created_at", Int),
        ],
        order: "game_id",
    },
];

/// The derived tables the new PostgreSQL database filled when it opened (its ratings, rebuilt
/// from no games): emptied before the copy, children first.
const DERIVED: &[&str] = &[
    "rating_changes",
    "ratings",
    "season_ratings",
    "finish_order",
    "rating_model",
];

/// The identity columns whose sequences continue after the copied ids.
const IDENTITIES: &[(&str, &str)] = &[
    ("games", "id"),
    ("challenges", "id"),
    ("finish_order", "seq"),
    ("tournaments", "id"),
    ("outbox", "id"),
];

/// Rows per insert statement (PostgreSQL allows 65,535 bound values; the widest table has 18
/// columns).
const BATCH: usize = 1_000;

/// What a copy did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Copied {
    /// Rows copied per table, in copy order.
    pub tables: Vec<(&'static str, usize)>,
    /// Games replayed on both sides to the same position.
    pub games_checked: usize,
}

/// Why a copy failed.
#[derive(Debug, thiserror::Error)]
pub enum CopyError {
    /// `--from` is not a SQLite database or `--to` not a PostgreSQL one.
    #[error(
        "copy from a SQLite database to a PostgreSQL one (--from sqlite://…, --to postgres://…)"
    )]
    Engines,
    /// The PostgreSQL database already holds games or challenges.
    #[error(
        "the PostgreSQL database already holds {0} games and challenges: copy into a new, empty database"
    )]
    NotEmpty(i64),
    /// Reading or writing failed; the PostgreSQL transaction was rolled back.
    #[error("{0}")]
    Store(#[from] StoreError),
    /// A copied game differs from its original.
    #[error("game {game} differs after the copy: {why}")]
    Differs {
        /// The game.
        game: i64,
        /// How.
        why: String,
    },
}

impl From<sqlx::Error> for CopyError {
    fn from(e: sqlx::Error) -> CopyError {
        CopyError::Store(e.into())
    }
}

/// Copies every table of the SQLite database `from` into the empty PostgreSQL database `to`,
/// in one transaction (all or nothing), then checks that every game replays to the same
/// position and has the same seats and state on both sides.
pub async fn copy_sqlite_to_postgres(from: &Store, to: &Store) -> Result<Copied, CopyError> {
    copy_sqlite_to_postgres_reporting(from, to, &|_, _, _| {}).await
}

/// [`copy_sqlite_to_postgres`], saying its progress to `report` as (stage, done, total): each
/// table by its name (rows copied of its rows), then `analyzing` and `checking games`, both
/// of unknown size ([`super::UNSIZED`]; the games checked counted at the end). The copy ends with
/// `VACUUM ANALYZE`, so the new database's first queries are planned on its tables as they are,
/// and its counts and leaderboard pages are index-only scans ([`Store::analyze`]).
pub async fn copy_sqlite_to_postgres_reporting(
    from: &Store,
    to: &Store,
    report: &(dyn Fn(&'static str, u64, u64) + Sync),
) -> Result<Copied, CopyError> {
    let (Backend::Sqlite(source), Backend::Postgres(target)) = (&from.engine, &to.engine) else {
        return Err(CopyError::Engines);
    };
    let mut tx = target.begin().await?;
    let held: i64 = sqlx::query_scalar(
        "SELECT (SELECT COUNT(*) FROM games) + (SELECT COUNT(*) FROM challenges)",
    )
    .fetch_one(&mut *tx)
    .await?;
    if held > 0 {
        return Err(CopyError::NotEmpty(held));
    }
    for table in DERIVED {
        sqlx::query(sqlx::AssertSqlSafe(format!("DELETE FROM {table}")))
            .execute(&mut *tx)
            .await?;
    }
    // One snapshot of the source: a bot still writing to it cannot tear the copy.
    let mut read = source.begin().await?;
    let mut copied = Copied::default();
    for table in TABLES {
        let names: Vec<&str> = table.columns.iter().map(|(n, _)| *n).collect();
        let names = names.join(", ");
        let total: i64 = sqlx::query_scalar(sqlx::AssertSqlSafe(format!(
            "SELECT COUNT(*) FROM {}",
            table.name
        )))
        .fetch_one(&mut *read)
        .await?;
        let total = u64::try_from(total).unwrap_or(0);
        report(table.name, 0, total);
        // Streamed, a batch at a time: a table of tens of millions of rows (a big bot's log)
        // is never held whole in memory.
        let mut rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {names} FROM {} ORDER BY {}",
            table.name, table.order
        )))
        .fetch(&mut *read);
        let mut batch: Vec<SqliteRow> = Vec::with_capacity(BATCH);
        let mut done = 0usize;
        loop {
            let row = rows.try_next().await?;
            let end = row.is_none();
            batch.extend(row);
            if batch.len() == BATCH || (end && !batch.is_empty()) {
                let (sql, args) = insert(table, &names, &batch)?;
                sqlx::query_with(sqlx::AssertSqlSafe(sql), args)
                    .execute(&mut *tx)
                    .await?;
                done += batch.len();
                batch.clear();
                report(table.name, (done as u64).min(total), total);
            }
            if end {
                break;
            }
        }
        drop(rows);
        copied.tables.push((table.name, done));
    }
    read.commit().await?;
    for (table, column) in IDENTITIES {
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT setval(pg_get_serial_sequence('{table}', '{column}'),
                           COALESCE((SELECT MAX({column}) FROM {table}), 0) + 1, false)"
        )))
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    report("analyzing", 0, super::UNSIZED);
    sqlx::query("VACUUM ANALYZE").execute(target).await?;
    report("checking games", 0, super::UNSIZED);
    copied.games_checked = check_games(from, to).await?;
    report(
        "checking games",
        copied.games_checked as u64,
        super::UNSIZED,
    );
    Ok(copied)
}

/// One multi-row insert of `rows` into `table`.
fn insert(
    table: &Table,
    names: &str,
    rows: &[SqliteRow],
) -> Result<(String, PgArguments), CopyError> {
    let width = table.columns.len();
    let mut args = PgArguments::default();
    let mut sql = format!("INSERT INTO {} ({names}) VALUES ", table.name);
    for (r, row) in rows.iter().enumerate() {
        sql.push_str(if r == 0 { "(" } else { ", (" });
        for (c, (_, kind)) in table.columns.iter().enumerate() {
            if c > 0 {
                sql.push_str(", ");
            }
            sql.push_str(&format!("${}", r * width + c + 1));
            let bound = match kind {
                Int => args.add(row.try_get::<Option<i64>, _>(c)?),
                Bool => args.add(row.try_get::<Option<bool>, _>(c)?),
                Real => args.add(row.try_get::<Option<f64>, _>(c)?),
                Text => args.add(row.try_get::<Option<String>, _>(c)?),
            };
            bound.map_err(sqlx::Error::Encode)?;
        }
        sql.push(')');
    }
    Ok((sql, args))
}

/// Replays every game of `from` and its copy in `to`; how many agreed. The first that does
/// not is an error.
async fn check_games(from: &Store, to: &Store) -> Result<usize, CopyError> {
    let Backend::Sqlite(source) = &from.engine else {
        return Err(CopyError::Engines);
    };
    let ids: Vec<i64> = sqlx::query_scalar("SELECT id FROM games ORDER BY id")
        .fetch_all(source)
        .await?;
    for &id in &ids {
        let differs = |why: &str| CopyError::Differs {
            game: id,
            why: why.to_string(),
        };
        let (Some(original), Some(copy)) =
            (from.game(GameId(id)).await?, to.game(GameId(id)).await?)
        else {
            return Err(differs("it is missing"));
        };
        if (
            original.ply,
            original.turn_started_at,
            original.reminded,
            original.finished_at,
        ) != (
            copy.ply,
            copy.turn_started_at,
            copy.reminded,
            copy.finished_at,
        ) || original.seats != copy.seats
            || original.actions != copy.actions
            || original.options != copy.options
        {
            return Err(differs("its seats, log or state"));
        }
        // A game that did not replay before the copy must fail the same way after it.
        match (original.replay(), copy.replay()) {
            (Ok(a), Ok(b)) if a.position() == b.position() => {}
            (Err(a), Err(b)) if a.to_string() == b.to_string() => {}
            _ => return Err(differs("it replays to another position")),
        }
    }
    Ok(ids.len())
}
