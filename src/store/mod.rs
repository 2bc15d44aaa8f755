//! Storage for challenges, games, seats and the append-only action log, on SQLite (one file,
//! the embedded default) or PostgreSQL (a server several bot processes share).
//!
//! The log is the truth: a game's position is rebuilt by replaying it ([`StoredGame::replay`]).
//! Every write that changes a game is one transaction guarded by the ply it expects, so two
//! commands racing on one game can never both apply.
//!
//! Each query is written once and runs on either engine: `db_run!` expands a method's body
//! once per engine, with that engine's pool and its hooks (`sqlite.rs`, `postgres.rs`: how a
//! write or read transaction starts, the advisory locks PostgreSQL takes, `FOR SHARE`). The
//! SQL is what both engines read alike: `$N` placeholders, `TRUE`/`FALSE`, upserts, `CAST`,
//! `FILTER`, `COLLATE "C"` (SQLite is given that collation). Flags are BOOLEAN on PostgreSQL
//! and INTEGER 0/1 on SQLite, which sqlx reads as `bool` on both.
//!
//! Adding a table is one file of queries here (an `impl Store` block of one concern, such as
//! `leases.rs`) and one migration in each engine's folder (`migrations/sqlite`,
//! `migrations/postgres`, with the same number), plus one line of `copy`'s table list.

/// Runs `$body` on the engine behind `$store`: expanded once per engine, with `$pool` bound to
/// that engine's pool and `$db` to its hooks module (`sqlite` or `postgres`: `begin_write`,
/// `begin_read`, `lock`, `lock_finish_order`, `FOR_SHARE`, and the types `Db` and `Tx`).
macro_rules! db_run {
    ($store:expr, $db:ident, $pool:ident => $body:expr) => {
        match &$store.engine {
            $crate::store::database::Backend::Sqlite($pool) => {
                #[allow(unused_imports)]
                use $crate::store::sqlite as $db;
                $body
            }
            $crate::store::database::Backend::Postgres($pool) => {
                #[allow(unused_imports)]
                use $crate::store::postgres as $db;
                $body
            }
        }
    };
}

mod analyses;
mod backup;
mod bulk;
mod challenges;
mod copy;
mod database;
mod error;
mod games;
mod ids;
mod language;
mod leases;
mod listing;
mod model;
mod notify;
mod outbox;
mod postgres;
mod rating_rows;
mod ratings;
mod seasons;
mod sessions;
mod settings;
mod sqlite;
mod standings;
mod takebacks;
mod tournament_flow;
mod tournament_pages;
mod tournaments;

pub use analyses::StoredAnalysis;
pub use backup::{Backup, BackupError, backup_sqlite, backup_sqlite_reporting, sqlite_file};
pub use bulk::BulkGame;
pub use copy::{Copied, CopyError, copy_sqlite_to_postgres, copy_sqlite_to_postgres_reporting};
pub use database::{Engine, Store, check_url, without_password};
pub use error::damage_reports;
pub use error::{StoreError, UrlError};
pub use games::GAMES_DUE;
pub use ids::{ChallengeId, ChannelId, GameId, ServerId, TournamentId, UserId};
pub use listing::{ListedGame, Listing};
pub use model::{
    Challenge, ChallengeMessage, ChallengeStatus, GameOptions, LoggedAction, NewChallenge, Player,
    PlayerStats, StoredGame, TurnWrite, UNDO,
};
pub use notify::NotifyMode;
pub use outbox::{NewPost, Post, PostKind, PostState};
pub use rating_rows::{
    BestWin, GameResult, PlayedGame, RatedPlayer, RatingChange, Rebuilt, Standing,
};
pub use seasons::{EndedSeason, SeasonSchedule};
pub use sessions::NewSession;
pub use settings::{NameKind, ServerSettings, TakebackMode, WebMode};
pub use standings::{Placed, RANK_BAND, rank_band};

/// The total a long work reports for a stage whose size is not known beforehand (`ANALYZE`, a
/// single query): `(stage, done, UNSIZED)`, `done` a count so far (0 when there is none).
pub const UNSIZED: u64 = u64::MAX;
pub use tournament_flow::PairedRound;
pub use tournaments::{
    Entrant, NewTournament, Tournament, TournamentFormat, TournamentStatus, TournamentTable,
};
