//! A damaged database file: the root page of the `actions` table overwritten. `focus-bot check`
//! still answers (the games table reads), `check --deep` finds the damage and says what to do,
//! and once a query meets the damaged page the bot's `/readyz` (the operator's) says the
//! database is damaged, the public one only `not ready`.

use std::io::{Seek as _, SeekFrom, Write as _};
use std::process::Command;

use focus_bot::store::GameId;
use focus_bot::web::{Probe, probe_router, router, start as serve};
use sqlx::Connection as _;

use crate::support::http::{free_addr, get};
use crate::support::service::*;

fn check(url: &str, deep: bool) -> (bool, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_focus-bot"));
    command
        .args(["check", "--db", url])
        .env_remove("DATABASE_URL");
    if deep {
        command.arg("--deep");
    }
    let out = command.output().unwrap();
    (
        out.status.success(),
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_damaged_page_is_found_by_check_deep_and_reported_by_readyz() {
    let env = env(TestDb::sqlite()).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    for _ in 0..4 {
        play_some(&env, 0).await;
    }
    let url = env.db.url();
    env.service.store().close().await;
    let (ok, said) = check(&url, true);
    assert!(ok && said.contains("reads back"), "a sound file: {said}");

    // The actions table's root page, overwritten (the log written into the main file first).
    let mut conn = sqlx::SqliteConnection::connect(&url).await.unwrap();
    sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
        .execute(&mut conn)
        .await
        .unwrap();
    let root: i64 = sqlx::query_scalar("SELECT rootpage FROM sqlite_master WHERE name = 'actions'")
        .fetch_one(&mut conn)
        .await
        .unwrap();
    let page_size: i64 = sqlx::query_scalar("PRAGMA page_size")
        .fetch_one(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();
    let path = url.strip_prefix("sqlite://").unwrap();
    let mut file = std::fs::OpenOptions::new().write(true).open(path).unwrap();
    file.seek(SeekFrom::Start(((root - 1) * page_size) as u64))
        .unwrap();
    file.write_all(&vec![0x55; page_size as usize]).unwrap();
    file.sync_all().unwrap();
    drop(file);

    let (ok, said) = check(&url, false);
    assert!(ok, "the quick check still answers: {said}");
    let (ok, said) = check(&url, true);
    assert!(!ok, "--deep finds the damage: {said}");
    assert!(
        said.contains("the database is damaged") && said.contains("restore the last backup"),
        "{said}"
    );

    // The bot: a player's query meets the damaged page; the probe says so, not only the reply.
    let store = Store::open(&url).await.unwrap();
    let probe = Probe::new(store.clone(), None);
    let operator = serve(free_addr(), probe_router(probe.clone()))
        .await
        .unwrap();
    let public = serve(free_addr(), router(probe)).await.unwrap();
    let read = store.game(GameId(1)).await;
    assert!(
        read.as_ref()
            .is_err_and(|e| e.to_string().contains("the database is damaged")),
        "{read:?}"
    );
    let (status, body) = get(operator.addr(), "/readyz").await.unwrap();
    assert_eq!(status, 503);
    assert!(
        body.lines()
            .any(|l| l.starts_with("the database is damaged") && l.contains("check --deep")),
        "{body}"
    );
    assert_eq!(
        get(public.addr(), "/readyz").await.unwrap(),
        (503, "not ready\n".to_string())
    );
    operator.stop().await;
    public.stop().await;
    store.close().await;
}
