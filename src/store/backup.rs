//! A consistent copy of a SQLite database while the bot keeps running (`focus-bot backup`):
//! SQLite's `VACUUM INTO`, through a read-only connection that runs no migration, reads one
//! snapshot of the file (turns committed meanwhile are in the next backup) and never blocks the
//! bot's writes.
//!
//! Its progress (the copy's pages written) is said as it goes, for the command line's bar.
//!
//! PostgreSQL has its own tools (`pg_dump`): [`BackupError::Postgres`] says so.

use std::path::{Path, PathBuf};
use std::time::Duration;

use sqlx::sqlite::SqliteConnectOptions;

use super::database::{Engine, check_url};
use super::error::{StoreError, UrlError};
use super::sqlite;

/// What a backup wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Backup {
    /// The copy's size in bytes.
    pub bytes: u64,
}

/// Why a backup was not written; each message tells the operator what to do.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    /// A PostgreSQL database: its own tools copy it.
    #[error(
        "--db is a PostgreSQL database: back it up with PostgreSQL's own tool, such as \
         `pg_dump --format=custom --file=focus.dump DATABASE_URL` (see docs/operations.md)"
    )]
    Postgres,
    /// The database URL cannot work.
    #[error("--db {0}")]
    Url(#[from] UrlError),
    /// No database at that path.
    #[error("--db {0:?}: no such SQLite file")]
    NoSuchFile(String),
    /// The target already exists: a backup never overwrites.
    #[error("{} already exists: a backup never overwrites a file; choose a new name", .0.display())]
    Exists(PathBuf),
    /// The target's folder does not exist (SQLite would say "unable to open database").
    #[error(
        "cannot write the backup to {}: the folder {} does not exist; create it first \
         (mkdir -p {}) or choose a file in a folder that exists",
        .0.display(), folder_of(.0).display(), folder_of(.0).display()
    )]
    NoFolder(PathBuf),
    /// The target's name is not UTF-8, which SQLite needs.
    #[error("{}: the backup's file name must be UTF-8", .0.display())]
    NotUnicode(PathBuf),
    /// Reading the database or writing the copy failed (a partial copy may be left).
    #[error("the backup failed: {0}")]
    Store(#[from] StoreError),
    /// The finished copy could not be flushed to the disk.
    #[error("cannot flush {} to the disk: {source}", .path.display())]
    Sync {
        /// The copy.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
}

/// The SQLite file a command's `--db` names (`sqlite://FILE`, `sqlite:FILE` or a bare path);
/// `Err(BackupError::Postgres)` for a PostgreSQL URL.
pub fn sqlite_file(db: &str) -> Result<PathBuf, BackupError> {
    let options = match Engine::of_url(db) {
        Some(Engine::Postgres) => return Err(BackupError::Postgres),
        Some(Engine::Sqlite) => {
            check_url(db)?;
            sqlite::url_options(db)?
        }
        None => sqlite::path_options(Path::new(db)),
    };
    Ok(options.get_filename().to_path_buf())
}

/// The folder a file is to be written in (`.` for a bare name).
fn folder_of(file: &Path) -> &Path {
    match file.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    }
}

/// Writes a consistent copy of the SQLite database `db` (a URL or a bare path) to the new file
/// `to`, while other processes may be writing to it, and flushes it to the disk. Refuses a `to`
/// that exists and a `db` that does not.
pub async fn backup_sqlite(db: &str, to: &Path) -> Result<Backup, BackupError> {
    backup_sqlite_reporting(db, to, &|_, _, _| {}).await
}

/// [`backup_sqlite`], saying its progress to `report` as (stage, done, total): `copying pages`
/// (the copy's pages written so far, of the database's pages in use), then `flushing to the
/// disk` (of unknown size: [`super::UNSIZED`]).
pub async fn backup_sqlite_reporting(
    db: &str,
    to: &Path,
    report: &(dyn Fn(&'static str, u64, u64) + Sync),
) -> Result<Backup, BackupError> {
    let file = sqlite_file(db)?;
    if !file.is_file() {
        return Err(BackupError::NoSuchFile(db.to_string()));
    }
    if to.exists() {
        return Err(BackupError::Exists(to.to_path_buf()));
    }
    if !folder_of(to).is_dir() {
        return Err(BackupError::NoFolder(to.to_path_buf()));
    }
    let target = to
        .to_str()
        .ok_or_else(|| BackupError::NotUnicode(to.to_path_buf()))?;
    let options = SqliteConnectOptions::new()
        .filename(&file)
        .read_only(true)
        .create_if_missing(false)
        .busy_timeout(Duration::from_secs(10));
    let mut conn = sqlx::ConnectOptions::connect(&options)
        .await
        .map_err(StoreError::from)?;
    let result = copy_into(&mut conn, to, target, report).await;
    let _ = sqlx::Connection::close(conn).await;
    result?;
    report(FLUSHING, 0, super::UNSIZED);
    // VACUUM INTO does not flush its output: a backup is on the disk before it is reported.
    let sync = |source| BackupError::Sync {
        path: to.to_path_buf(),
        source,
    };
    let copy = std::fs::File::open(to).map_err(sync)?;
    copy.sync_all().map_err(sync)?;
    let bytes = copy.metadata().map_err(sync)?.len();
    Ok(Backup { bytes })
}

/// The progress stages' names.
const COPYING: &str = "copying pages";
const FLUSHING: &str = "flushing to the disk";

/// `VACUUM INTO target` on `conn`, saying as it goes how many pages the copy at `to` has of
/// the database's pages in use (its size as it grows).
async fn copy_into(
    conn: &mut sqlx::SqliteConnection,
    to: &Path,
    target: &str,
    report: &(dyn Fn(&'static str, u64, u64) + Sync),
) -> Result<(), StoreError> {
    let (pages, free, page_size): (i64, i64, i64) = sqlx::query_as(
        "SELECT (SELECT page_count FROM pragma_page_count()),
                (SELECT freelist_count FROM pragma_freelist_count()),
                (SELECT page_size FROM pragma_page_size())",
    )
    .fetch_one(&mut *conn)
    .await?;
    let total = u64::try_from(pages - free).unwrap_or(0);
    let page_size = u64::try_from(page_size).unwrap_or(4096).max(1);
    report(COPYING, 0, total);
    // SQLite itself refuses to write INTO a file that is not empty, should one appear meanwhile.
    let vacuum = sqlx::query("VACUUM INTO $1").bind(target).execute(conn);
    tokio::pin!(vacuum);
    let mut tick = tokio::time::interval(Duration::from_millis(250));
    let result = loop {
        tokio::select! {
            done = &mut vacuum => break done,
            _ = tick.tick() => {
                let written = std::fs::metadata(to).map_or(0, |m| m.len()) / page_size;
                report(COPYING, written.min(total), total);
            }
        }
    };
    result?;
    report(COPYING, total, total);
    Ok(())
}
