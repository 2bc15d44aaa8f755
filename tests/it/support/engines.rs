//! Test databases on both engines: a SQLite file in a temp folder, and a new database on the
//! PostgreSQL server the environment names (`PGHOST`, `PGPORT`, `PGUSER`, `PGPASSWORD`, as
//! `pg_virtualenv` exports them). Without a server the PostgreSQL half is skipped, and says so
//! once on standard error (not captured by the test harness).
//!
//! `on_both_engines!` turns one test body into a `sqlite` and a `postgres` test.

use std::io::Write as _;
use std::sync::Once;
use std::sync::atomic::{AtomicU32, Ordering};

use focus_bot::store::Store;
use sqlx::Connection as _;
use tempfile::TempDir;

/// A database for one test.
pub enum TestDb {
    /// A SQLite file in its own temp folder.
    Sqlite {
        /// Removed with the database.
        dir: TempDir,
    },
    /// A new database on the PostgreSQL server.
    Postgres {
        /// Its URL.
        url: String,
    },
}

static SKIPPED: Once = Once::new();
static NEXT: AtomicU32 = AtomicU32::new(0);

/// `text` with everything but letters, digits and `-._~` percent-encoded (for a URL).
fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// The URL of database `name` on the environment's server; `None` without a server.
fn server_url(name: &str) -> Option<String> {
    let host = std::env::var("PGHOST").ok().filter(|h| !h.is_empty())?;
    let port = std::env::var("PGPORT").unwrap_or_else(|_| "5432".into());
    let user = std::env::var("PGUSER").unwrap_or_else(|_| "postgres".into());
    let password = std::env::var("PGPASSWORD").unwrap_or_default();
    let login = if password.is_empty() {
        encode(&user)
    } else {
        format!("{}:{}", encode(&user), encode(&password))
    };
    Some(if host.starts_with('/') {
        format!(
            "postgres://{login}@localhost:{port}/{name}?host={}",
            encode(&host)
        )
    } else {
        format!("postgres://{login}@{host}:{port}/{name}")
    })
}

impl TestDb {
    /// A new SQLite file.
    pub fn sqlite() -> TestDb {
        TestDb::Sqlite {
            dir: tempfile::tempdir().unwrap(),
        }
    }

    /// A new, empty database on the PostgreSQL server; `None` (said once) without a server.
    pub async fn postgres() -> Option<TestDb> {
        let Some(admin) =
            server_url(&std::env::var("PGDATABASE").unwrap_or_else(|_| "postgres".into()))
        else {
            SKIPPED.call_once(|| {
                let _ = writeln!(
                    std::io::stderr(),
                    "PostgreSQL tests skipped: no server (PGHOST is unset). Run both halves \
                     with `pg_virtualenv cargo test` (Debian's postgresql package)."
                );
            });
            return None;
        };
        let name = format!(
            "focus_test_{}_{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        let mut conn = sqlx::PgConnection::connect(&admin)
            .await
            .expect("the PostgreSQL server named by PGHOST answers");
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "DROP DATABASE IF EXISTS {name}"
        )))
        .execute(&mut conn)
        .await
        .unwrap();
        sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
            .execute(&mut conn)
            .await
            .unwrap();
        conn.close().await.unwrap();
        Some(TestDb::Postgres {
            url: server_url(&name).unwrap(),
        })
    }

    /// A new database of the same engine.
    pub async fn another(&self) -> TestDb {
        match self {
            TestDb::Sqlite { .. } => TestDb::sqlite(),
            TestDb::Postgres { .. } => TestDb::postgres().await.unwrap(),
        }
    }

    /// Its URL.
    pub fn url(&self) -> String {
        match self {
            TestDb::Sqlite { dir } => format!("sqlite://{}", dir.path().join("focus.db").display()),
            TestDb::Postgres { url } => url.clone(),
        }
    }

    /// Opens (and migrates) the database.
    pub async fn open(&self) -> Store {
        Store::open(&self.url()).await.unwrap()
    }

    /// Runs `sql` on its own connection (as a hand edit or a bug would), returning the error
    /// the database gave, if any.
    pub async fn execute(&self, sql: &str) -> Result<u64, sqlx::Error> {
        let sql = sqlx::AssertSqlSafe(sql.to_string());
        match self {
            TestDb::Sqlite { .. } => {
                let mut conn = sqlx::SqliteConnection::connect(&self.url()).await?;
                let done = sqlx::query(sql).execute(&mut conn).await;
                conn.close().await?;
                Ok(done?.rows_affected())
            }
            TestDb::Postgres { url } => {
                let mut conn = sqlx::PgConnection::connect(url).await?;
                let done = sqlx::query(sql).execute(&mut conn).await;
                conn.close().await?;
                Ok(done?.rows_affected())
            }
        }
    }

    /// The rows `sql` selects, on its own connection.
    pub async fn rows<T>(&self, sql: &str) -> Vec<T>
    where
        T: for<'r> sqlx::FromRow<'r, sqlx::sqlite::SqliteRow>
            + for<'r> sqlx::FromRow<'r, sqlx::postgres::PgRow>
            + Send
            + Unpin,
    {
        let sql = sqlx::AssertSqlSafe(sql.to_string());
        match self {
            TestDb::Sqlite { .. } => {
                let mut conn = sqlx::SqliteConnection::connect(&self.url()).await.unwrap();
                sqlx::query_as(sql).fetch_all(&mut conn).await.unwrap()
            }
            TestDb::Postgres { url } => {
                let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
                sqlx::query_as(sql).fetch_all(&mut conn).await.unwrap()
            }
        }
    }

    /// Runs `sql` on the action log behind the store's back, with the schema's guards that
    /// forbid it switched off first (as a hand edit would).
    pub async fn hand_edit_log(&self, sql: &str) {
        let off = match self {
            TestDb::Sqlite { .. } => {
                "DROP TRIGGER IF EXISTS actions_append_only_update;
                 DROP TRIGGER IF EXISTS actions_next_ply_only"
            }
            TestDb::Postgres { .. } => "ALTER TABLE actions DISABLE TRIGGER USER",
        };
        for statement in off.split(';').chain([sql]) {
            self.execute(statement).await.unwrap();
        }
    }

    /// One number `sql` selects, on its own connection.
    pub async fn scalar(&self, sql: &str) -> i64 {
        let sql = sqlx::AssertSqlSafe(sql.to_string());
        match self {
            TestDb::Sqlite { .. } => {
                let mut conn = sqlx::SqliteConnection::connect(&self.url()).await.unwrap();
                sqlx::query_scalar(sql).fetch_one(&mut conn).await.unwrap()
            }
            TestDb::Postgres { url } => {
                let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
                sqlx::query_scalar(sql).fetch_one(&mut conn).await.unwrap()
            }
        }
    }
}

/// Defines test `name` as a module of two tests, `sqlite` and `postgres`, each running the
/// body with a new [`TestDb`] of its engine bound to the given name. The test attribute
/// (`#[tokio::test]`, with a flavour if needed) comes first, then the doc comment.
macro_rules! on_both_engines {
    ($(#[$test:meta] $(#[doc = $doc:expr])* async fn $name:ident($db:ident) $body:block)*) => {
        $(
            $(#[doc = $doc])*
            mod $name {
                #[allow(unused_imports)]
                use super::*;
                use crate::support::engines::TestDb;

                async fn run($db: TestDb) $body

                #[$test]
                async fn sqlite() {
                    run(TestDb::sqlite()).await;
                }

                #[$test]
                async fn postgres() {
                    if let Some(db) = TestDb::postgres().await {
                        run(db).await;
                    }
                }
            }
        )*
    };
}

pub(crate) use on_both_engines;
