//! `focus-bot local` as the console tests drive it: a script run in a folder (its database
//! `games.db`, its pictures in `pictures/`), and that database seeded with rated games first.

use std::path::Path;

/// Runs `script` through `focus-bot local` in `dir`; what it printed (it must succeed).
pub fn run(dir: &Path, script: &str) -> String {
    run_on(dir, "games.db", script)
}

/// [`run`] on the database `db` (a file in `dir` or a PostgreSQL URL).
pub fn run_on(dir: &Path, db: &str, script: &str) -> String {
    let out = super::focus_bot_in(
        dir,
        &["local", "--db", db, "--pictures", "pictures"],
        script,
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// Writes `games.db` in `dir` before the console opens it: players `p1` to `p{players}` each
/// beat `alice` `rounds` times, rated, on the console's server.
pub fn seed_beating_alice(dir: &Path, players: u32, rounds: u64) {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let store = focus_bot::store::Store::open_path(&dir.join("games.db"))
            .await
            .unwrap();
        let winners: Vec<u64> = (1..=players)
            .map(|i| focus_bot::console::user_id(&format!("p{i}")).0)
            .collect();
        let alice = focus_bot::console::user_id("alice").0;
        super::ratings::seed_wins(
            &store,
            focus_bot::store::ServerId(1),
            &winners,
            alice,
            rounds,
        )
        .await;
        store.close().await;
    });
}
