//! The database handle, [`Store`]: which engine a URL names, checking a URL before anything
//! is opened, and opening and closing either engine. The queries are in one file per concern.

use std::path::Path;
use std::time::Duration;

use sqlx::postgres::PgPool;
use sqlx::sqlite::SqlitePool;

use super::error::{StoreError, UrlError};
use super::{postgres, sqlite};

/// Which database a URL names.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Engine {
    /// A SQLite file: `sqlite://FILE` (or a bare path where a command takes one).
    Sqlite,
    /// A PostgreSQL server: `postgres://…` or `postgresql://…`.
    Postgres,
}

impl Engine {
    /// The engine of a URL; `None` for neither.
    #[must_use]
    pub fn of_url(url: &str) -> Option<Engine> {
        if url.starts_with("sqlite:") {
            Some(Engine::Sqlite)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Some(Engine::Postgres)
        } else {
            None
        }
    }
}

/// Checks a database URL before anything is opened: `sqlite://FILE` or `sqlite:FILE` (FILE may
/// be percent-encoded), or `postgres://…`. The error completes "DATABASE_URL …" for the user.
pub fn check_url(url: &str) -> Result<(), UrlError> {
    if Engine::of_url(url) == Some(Engine::Postgres) {
        return <sqlx::postgres::PgConnectOptions as std::str::FromStr>::from_str(url)
            .map(drop)
            .map_err(|e| UrlError::Postgres(e.to_string()));
    }
    let Some(path) = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
    else {
        return Err(UrlError::Scheme(url.to_string()));
    };
    let path = path.split('?').next().unwrap_or_default();
    if path.is_empty() {
        return Err(UrlError::NoFile(url.to_string()));
    }
    if path == ":memory:" || url.contains("mode=memory") {
        return Err(UrlError::InMemory);
    }
    let bytes = path.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'%'
            && !bytes
                .get(i + 1..i + 3)
                .is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit))
        {
            return Err(UrlError::Percent(url.to_string()));
        }
    }
    Ok(())
}

/// A database URL (or any text holding one) as it may be logged or printed: the password of a
/// `scheme://user:password@host` URL and the value of a `password=` parameter are hidden. Every
/// command and the bot show a URL only through this function.
#[must_use]
pub fn without_password(url: &str) -> String {
    let mut shown = String::with_capacity(url.len());
    let mut rest = url;
    // Each `scheme://`: hide what is between the first `:` and the last `@` of its authority.
    while let Some(scheme) = rest.find("://") {
        let (head, tail) = rest.split_at(scheme + 3);
        shown.push_str(head);
        let end = tail
            .find(|c: char| c == '/' || c == '?' || c == '#' || c.is_whitespace() || c == '"')
            .unwrap_or(tail.len());
        let authority = &tail[..end];
        match authority.rfind('@') {
            Some(at) if !head.ends_with("sqlite://") => match authority[..at].split_once(':') {
                Some((user, _)) => {
                    shown.push_str(user);
                    shown.push_str(":***");
                    shown.push_str(&authority[at..]);
                }
                None => shown.push_str(authority),
            },
            _ => shown.push_str(authority),
        }
        rest = &tail[end..];
    }
    shown.push_str(rest);
    hide_parameter(&shown, "password=")
}

/// `text` with the value of every `name` parameter (up to `&`, a space or a quote) hidden.
fn hide_parameter(text: &str, name: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.to_ascii_lowercase().find(name) {
        let (head, tail) = rest.split_at(i + name.len());
        shown.push_str(head);
        let end = tail
            .find(|c: char| c == '&' || c == '#' || c.is_whitespace() || c == '"')
            .unwrap_or(tail.len());
        shown.push_str("***");
        rest = &tail[end..];
    }
    shown.push_str(rest);
    shown
}

/// The database: SQLite or PostgreSQL, with the same methods and guarantees.
#[derive(Clone, Debug)]
pub struct Store {
    pub(super) engine: Backend,
}

/// The pool of the engine behind a [`Store`].
#[derive(Clone, Debug)]
pub(super) enum Backend {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

impl Store {
    /// Opens the database at `url` and applies its migrations: `postgres://…` a PostgreSQL
    /// database, `sqlite://focus.db` (or a bare path) a SQLite file, created if missing, with
    /// WAL, foreign keys, a busy timeout and full sync.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        let engine = match Engine::of_url(url) {
            Some(Engine::Postgres) => Backend::Postgres(postgres::open(url).await?),
            _ => Backend::Sqlite(sqlite::open(sqlite::url_options(url)?).await?),
        };
        Store::ready(Store { engine }).await
    }

    /// Opens the SQLite file at `path` (created if missing).
    pub async fn open_path(path: &Path) -> Result<Store, StoreError> {
        let engine = Backend::Sqlite(sqlite::open(sqlite::path_options(path)).await?);
        Store::ready(Store { engine }).await
    }

    /// Opens what a command's `--db` names: a URL, or a bare path for a SQLite file.
    pub async fn open_arg(db: &str) -> Result<Store, StoreError> {
        if Engine::of_url(db).is_some() {
            Store::open(db).await
        } else {
            Store::open_path(Path::new(db)).await
        }
    }

    /// Opens what a command typed on the command line names (`--db`, `DATABASE_URL`): as
    /// [`Store::open_arg`], but a PostgreSQL server that cannot be reached or refuses fails
    /// within `wait` with the reason, and a SQLite file that does not exist is created only when
    /// `create` (a command that only reads must not leave an empty database behind).
    pub async fn open_command(db: &str, create: bool, wait: Duration) -> Result<Store, StoreError> {
        let engine = match Engine::of_url(db) {
            Some(Engine::Postgres) => Backend::Postgres(postgres::open_quickly(db, wait).await?),
            Some(Engine::Sqlite) => {
                Backend::Sqlite(sqlite::open_existing(sqlite::url_options(db)?, create).await?)
            }
            None => Backend::Sqlite(
                sqlite::open_existing(sqlite::path_options(Path::new(db)), create).await?,
            ),
        };
        Store::ready(Store { engine }).await
    }

    /// Rebuilds the ratings when they were never computed or were computed by another model
    /// version, then hands the store over.
    async fn ready(store: Store) -> Result<Store, StoreError> {
        if let Err(e) = store.ensure_ratings().await {
            store.close().await;
            return Err(e);
        }
        Ok(store)
    }

    /// Which engine this is.
    #[must_use]
    pub const fn engine(&self) -> Engine {
        match self.engine {
            Backend::Sqlite(_) => Engine::Sqlite,
            Backend::Postgres(_) => Engine::Postgres,
        }
    }

    /// How many games the database holds: a query that shows it answers (`focus-bot check`).
    pub async fn count_games(&self) -> Result<i64, StoreError> {
        db_run!(self, _db, pool => {
            Ok(sqlx::query_scalar("SELECT COUNT(*) FROM games").fetch_one(pool).await?)
        })
    }

    /// Reads the whole database back (`focus-bot check --deep`, and the readiness probe once a
    /// damaged page was met): SQLite's `PRAGMA quick_check` (every page of every table and
    /// index), or on PostgreSQL every row of every table. The problems found, one a line; empty
    /// when it is sound.
    pub async fn integrity(&self) -> Result<Vec<String>, StoreError> {
        let checked = db_run!(self, db, pool => db::read_everything(pool).await);
        match checked {
            Err(StoreError::Damaged(problem)) => Ok(vec![problem]),
            checked => checked,
        }
    }

    /// Closes every connection (after in-flight queries finish).
    pub async fn close(&self) {
        db_run!(self, _db, pool => pool.close().await);
    }
}
