//! `focus-bot backup`, the binary, on a SQLite file a service keeps playing on: each copy is
//! consistent (every game row agrees with its log) and restores: it opens with the store and
//! every game replays, its log a prefix of the original's. And the refusals: an existing file,
//! a missing database, a PostgreSQL URL.

use std::path::Path;
use std::process::{Command, Output};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use focus_bot::store::GameId;
use sqlx::Connection as _;

use crate::support::service::*;

fn backup(db: &str, to: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_focus-bot"))
        .args(["backup", "--db", db, "--to"])
        .arg(to)
        .env_remove("DATABASE_URL")
        .output()
        .unwrap()
}

/// Every game's id in the SQLite file at `path`.
async fn game_ids(path: &Path) -> Vec<GameId> {
    let url = format!("sqlite://{}?mode=ro", path.display());
    let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
    let ids = sqlx::query_scalar("SELECT id FROM games ORDER BY id")
        .fetch_all(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();
    ids
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_while_turns_are_played_restores_and_every_game_replays() {
    let env = env(TestDb::sqlite()).await;
    let url = env.db.url();
    let played = Arc::new(AtomicUsize::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let player = {
        let (played, stop) = (played.clone(), stop.clone());
        tokio::spawn(async move {
            while !stop.load(Ordering::SeqCst) {
                if to_act(&env).await.is_none() {
                    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
                }
                play_greedy(&env).await;
                played.fetch_add(1, Ordering::SeqCst);
            }
            env
        })
    };
    let dir = tempfile::tempdir().unwrap();
    let mut copies = Vec::new();
    for i in 0..3 {
        // Each backup is taken in the middle of play: turns before it, and play going on.
        while played.load(Ordering::SeqCst) < 4 * (i + 1) {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        let to = dir.path().join(format!("backup-{i}.db"));
        let out = {
            let (url, to) = (url.clone(), to.clone());
            tokio::task::spawn_blocking(move || backup(&url, &to))
                .await
                .unwrap()
        };
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(String::from_utf8_lossy(&out.stdout).contains("Backed up"));
        copies.push(to);
    }
    stop.store(true, Ordering::SeqCst);
    let env = player.await.unwrap();
    let original = env.service.store();

    let mut turns_before = 0;
    for path in &copies {
        // The restore: the copy is an ordinary database the store opens.
        let ids = game_ids(path).await;
        assert!(!ids.is_empty(), "{} holds no game", path.display());
        let copy = Store::open_path(path).await.unwrap();
        let mut turns = 0;
        for id in ids {
            let game = copy.game(id).await.unwrap().expect("the game reads back");
            let replayed = game.replay().expect("every copied game replays");
            // One snapshot: the game row and its log agree.
            assert_eq!(game.ply as usize, game.actions.len(), "game {id}");
            assert_eq!(
                replayed.position().outcome().is_some(),
                game.finished_at.is_some(),
                "game {id}"
            );
            let now = original.game(id).await.unwrap().unwrap();
            assert!(
                now.actions.starts_with(&game.actions),
                "game {id}'s copied log is a prefix of the original's"
            );
            turns += game.actions.len();
        }
        copy.close().await;
        assert!(
            turns >= turns_before,
            "a later backup holds every turn of an earlier one"
        );
        turns_before = turns;
    }
}

#[tokio::test]
async fn a_backup_never_overwrites_and_says_what_to_do_otherwise() {
    let env = env(TestDb::sqlite()).await;
    let url = env.db.url();
    let dir = tempfile::tempdir().unwrap();

    let existing = dir.path().join("kept.db");
    std::fs::write(&existing, b"an older backup").unwrap();
    let out = backup(&url, &existing);
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        said.contains("already exists") && said.contains("choose a new name"),
        "{said}"
    );
    assert_eq!(std::fs::read(&existing).unwrap(), b"an older backup");

    let missing = dir.path().join("nothing-here.db");
    let out = backup(missing.to_str().unwrap(), &dir.path().join("copy.db"));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(said.contains("no such SQLite file"), "{said}");
    assert!(!missing.exists() && !dir.path().join("copy.db").exists());

    // Into a folder that does not exist: said in words, with what to do; nothing is made.
    let out = Command::new(env!("CARGO_BIN_EXE_focus-bot"))
        .args(["backup", "--db", &url, "--to", "nofolder/sub/x.db"])
        .env_remove("DATABASE_URL")
        .current_dir(dir.path())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        said.contains("the folder nofolder/sub does not exist")
            && said.contains("mkdir -p nofolder/sub"),
        "{said}"
    );
    assert!(!said.contains("code: 14"), "{said}");
    assert!(!dir.path().join("nofolder").exists());

    let out = backup(
        "postgres://focus:secret@db.example/focus",
        &dir.path().join("copy.db"),
    );
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(said.contains("pg_dump"), "{said}");
    assert!(!said.contains("secret"), "{said}");
    env.service.store().close().await;
}

/// A backup says its progress where stderr is no terminal (logs, CI), as the other long
/// commands do: a line when each stage starts and at each tenth of it.
#[tokio::test]
async fn a_backup_says_each_stage_and_tenth() {
    let env = env(TestDb::sqlite()).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    play_greedy(&env).await;
    let url = env.db.url();
    let dir = tempfile::tempdir().unwrap();
    let to = dir.path().join("copy.db");
    let out = tokio::task::spawn_blocking(move || backup(&url, &to))
        .await
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    let lines: Vec<&str> = err.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.starts_with("backup: copying pages: 0 of "))
        .unwrap_or_else(|| panic!("the copy starts: {err}"));
    let said: Vec<&str> = lines[start..]
        .iter()
        .filter_map(|l| l.strip_prefix("backup: copying pages: "))
        .filter_map(|l| l.split_once("% (").map(|(tenth, _)| tenth))
        .collect();
    let every: Vec<String> = (1..=10).map(|t| (t * 10).to_string()).collect();
    assert_eq!(said, every, "{err}");
    // Flushing has no size known beforehand: it starts and ends, never "of 1".
    let flushing = lines
        .iter()
        .position(|l| *l == "backup: flushing to the disk");
    let flushed = lines
        .iter()
        .position(|l| *l == "backup: flushing to the disk: done");
    assert!(flushing.is_some() && flushing < flushed, "{err}");
    assert!(
        !err.contains(" of 1)") && !err.contains(": 0 of 1\n"),
        "{err}"
    );
}
