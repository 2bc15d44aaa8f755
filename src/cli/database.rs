//! The commands an operator runs beside the bot on its database: `check` (does it answer: the
//! container's health check) and `backup` (a consistent copy of a SQLite file while the bot
//! runs).

use std::path::Path;

use super::CliError;
use super::progress::Progress;
use crate::store::{Engine, backup_sqlite_reporting, sqlite_file, without_password};

/// `check`: opens the database `db` as the bot does (never creating a SQLite file) and runs one
/// query; prints how many games it holds. With `deep`, also reads the whole database back.
pub fn check_database(db: &str, deep: bool) -> Result<(), CliError> {
    if Engine::of_url(db) != Some(Engine::Postgres) {
        let file = sqlite_file(db)?;
        if !file.is_file() {
            return Err(CliError::Check(format!(
                "{db}: no such SQLite file (the bot creates it at its first start)"
            )));
        }
    }
    let runtime = tokio::runtime::Runtime::new().map_err(CliError::Runtime)?;
    runtime.block_on(async {
        let store = super::open_db(db, false).await?;
        let games = store.count_games().await;
        let read_back = if deep && games.is_ok() {
            Some(store.integrity().await)
        } else {
            None
        };
        store.close().await;
        let games =
            games.map_err(|e| CliError::Check(format!("the database does not answer: {e}")))?;
        match read_back {
            None => {}
            Some(Ok(problems)) if problems.is_empty() => {}
            Some(Ok(problems)) => {
                return Err(CliError::Check(format!(
                    "the database is damaged:\n  {}\nStop the bot and restore the last backup \
                     (docs/operations.md); do not write to this file.",
                    problems.join("\n  ")
                )));
            }
            Some(Err(e)) => {
                return Err(CliError::Check(format!(
                    "the database could not be read back: {e}"
                )));
            }
        }
        println!("ok: the database answers (games: {games})");
        if deep {
            println!("ok: every page of the database reads back");
        }
        Ok(())
    })
}

/// `backup`: a consistent copy of the SQLite database `db` in the new file `to`, taken while
/// the bot may be writing to it.
pub fn backup_database(db: &str, to: &Path) -> Result<(), CliError> {
    let runtime = tokio::runtime::Runtime::new().map_err(CliError::Runtime)?;
    let progress = std::sync::Mutex::new(Progress::new("backup"));
    let report = |stage, done, total| {
        if let Ok(mut p) = progress.lock() {
            p.report(stage, done, total);
        }
    };
    let done = runtime.block_on(backup_sqlite_reporting(db, to, &report));
    if let (Ok(mut p), true) = (progress.lock(), done.is_ok()) {
        p.finish();
    }
    let done = done?;
    println!(
        "Backed up {} to {} ({} bytes). Restore: stop the bot, then put the copy in place of \
         the database file (removing its -wal and -shm files).",
        without_password(db),
        to.display(),
        done.bytes
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::store::without_password as shown;

    #[test]
    fn a_postgres_password_is_never_shown() {
        assert_eq!(
            shown("postgres://focus:s3cret@db:5432/focus"),
            "postgres://focus:***@db:5432/focus"
        );
        assert_eq!(shown("sqlite://focus.db"), "sqlite://focus.db");
        assert_eq!(shown("postgres://db/focus"), "postgres://db/focus");
        assert_eq!(
            shown("postgresql://u:p%40ss@127.0.0.1:1/x?sslmode=disable&password=two"),
            "postgresql://u:***@127.0.0.1:1/x?sslmode=disable&password=***"
        );
        assert_eq!(
            shown("cannot open postgres://focus:s3cret@db/focus: refused; --to \"pg://a:b@c\""),
            "cannot open postgres://focus:***@db/focus: refused; --to \"pg://a:***@c\""
        );
        assert_eq!(shown("sqlite://a:b@c.db"), "sqlite://a:b@c.db");
        assert_eq!(shown("plain words: no URL"), "plain words: no URL");
    }
}
