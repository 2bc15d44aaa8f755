//! A big bot's database, scaled down: the timer's sweep reads only the running games whatever
//! the planner's statistics (right after a bulk load, before `ANALYZE`, and after), and
//! `focus-bot generate`'s big server, every one of whose players plays and is rated.

use std::process::{Command, Output};

use focus_bot::cli::generate::BIG_SERVER;
use focus_bot::rating::Kind;
use focus_bot::store::GAMES_DUE;
use focus_bot::store::GameId;

use crate::support::engines::{TestDb, on_both_engines};
use focus_bot::store::ServerId;

fn generate(db: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_focus-bot"))
        .args(["generate", "--db", db, "--servers", "3", "--seed", "11"])
        .args(args)
        .env_remove("DATABASE_URL")
        .output()
        .unwrap()
}

/// The sweep's query plan as the engine gives it, a line a step (`EXPLAIN QUERY PLAN`;
/// PostgreSQL's `EXPLAIN (COSTS OFF)`), on a connection of its own (which reads the
/// statistics as they are now).
async fn sweep_plan(db: &TestDb) -> Vec<String> {
    let sql = GAMES_DUE.replace("$1", "0");
    if db.url().starts_with("sqlite") {
        let rows: Vec<(i64, i64, i64, String)> =
            db.rows(&format!("EXPLAIN QUERY PLAN {sql}")).await;
        rows.into_iter().map(|r| r.3).collect()
    } else {
        let rows: Vec<(String,)> = db.rows(&format!("EXPLAIN (COSTS OFF) {sql}")).await;
        rows.into_iter().map(|r| r.0).collect()
    }
}

/// Removes the planner's statistics of the games, as they are right after a bulk load that
/// did not end with `ANALYZE`.
async fn forget_statistics(db: &TestDb) {
    let sql: &[&str] = if db.url().starts_with("sqlite") {
        &["DELETE FROM sqlite_stat1"]
    } else {
        &[
            "DELETE FROM pg_statistic WHERE starelid IN ('games'::regclass, 'running_games'::regclass)",
            "UPDATE pg_class SET reltuples = -1, relpages = 0
             WHERE relname IN ('games', 'running_games')",
        ]
    };
    for statement in sql {
        db.execute(statement).await.unwrap();
    }
}

on_both_engines! {
    #[tokio::test]
    /// After `generate` (a bulk load, then `ANALYZE`) and with the statistics removed again, the
    /// sweep's plan is the same, and reads the running games' own table, never `games`; that
    /// table holds exactly the running games with their clocks, and the sweep finds in it what
    /// the games say is due.
    async fn the_sweep_reads_only_running_games_with_or_without_statistics(db) {
        let url = db.url();
        let out = tokio::task::spawn_blocking(move || {
            generate(&url, &["--finished", "300", "--running", "40"])
        })
        .await
        .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));

        let analyzed = sweep_plan(&db).await;
        forget_statistics(&db).await;
        let bare = sweep_plan(&db).await;
        assert_eq!(analyzed, bare, "the same plan with and without statistics");
        assert!(bare.iter().any(|l| l.contains("running_games")), "{bare:?}");
        assert!(
            bare.iter().all(|l| !l.replace("running_games", "").contains("games")),
            "never the games table: {bare:?}"
        );

        let running: Vec<(i64, Option<i64>, i64)> = db
            .rows("SELECT id, turn_limit, turn_started_at FROM games WHERE status = 'active' ORDER BY id")
            .await;
        let kept: Vec<(i64, Option<i64>, i64)> = db
            .rows("SELECT game_id, turn_limit, turn_started_at FROM running_games ORDER BY game_id")
            .await;
        assert_eq!(running.len(), 40);
        assert_eq!(kept, running);

        // Late enough that every running game is out of time, and early enough for some only.
        let store = db.open().await;
        let all: Vec<GameId> = running.iter().map(|r| GameId(r.0)).collect();
        assert_eq!(store.games_due(i64::MAX / 2).await.unwrap(), all);
        let earliest = running.iter().map(|r| r.2).min().unwrap();
        let now = earliest + 86_400 * 750;
        let due: Vec<(i64,)> = db
            .rows(&format!(
                "SELECT id FROM games WHERE status = 'active'
                 AND turn_started_at + turn_limit * 750 <= {now} ORDER BY id"
            ))
            .await;
        let due: Vec<GameId> = due.into_iter().map(|d| GameId(d.0)).collect();
        assert!(!due.is_empty() && due.len() < all.len(), "{due:?}");
        assert_eq!(store.games_due(now).await.unwrap(), due);
        store.close().await;
    }
}

on_both_engines! {
    #[tokio::test]
    /// `--big-server 90`: one more server of 90 players and 270 games of its own (5 rated
    /// 2-player games a player, 45 of every kind), every player seated, rated and ranked on its
    /// 2-player leaderboard, every game replaying to its stored result; by default (a small
    /// size) there is none.
    async fn the_big_server_seats_and_rates_every_player_and_replays(db) {
        let url = db.url();
        let out = tokio::task::spawn_blocking(move || {
            generate(&url, &["--finished", "200", "--running", "5", "--big-server", "90"])
        })
        .await
        .unwrap();
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{said}{}", String::from_utf8_lossy(&out.stderr));
        assert!(said.contains("Loaded 270 games of the big server (90 players)"), "{said}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("generate: loading the big server's games: 100% (270 of 270)"), "{err}");

        let big = BIG_SERVER as i64;
        let games = format!("SELECT COUNT(*) FROM games WHERE guild_id = {big}");
        assert_eq!(db.scalar(&games).await, 270);
        assert_eq!(db.scalar("SELECT COUNT(*) FROM games WHERE status = 'finished'").await, 470);
        let seated = format!(
            "SELECT COUNT(DISTINCT s.user_id) FROM seats s JOIN games g ON g.id = s.game_id
             WHERE g.guild_id = {big}"
        );
        assert_eq!(db.scalar(&seated).await, 90);
        let rated = format!("SELECT COUNT(DISTINCT user_id) FROM ratings WHERE guild_id = {big}");
        assert_eq!(db.scalar(&rated).await, 90, "every player of the big server is rated");
        let outside = format!(
            "SELECT COUNT(*) FROM seats s JOIN games g ON g.id = s.game_id
             WHERE g.guild_id <> {big} AND s.user_id > {}",
            big * 1_000_000
        );
        assert_eq!(db.scalar(&outside).await, 0, "its players play nowhere else");

        let store = db.open().await;
        let season = Some(store.current_season(ServerId(BIG_SERVER)).await.unwrap());
        assert_eq!(
            store.ranked_count(ServerId(BIG_SERVER), season, Kind::TwoPlayer).await.unwrap(),
            90,
            "every player of the big server is on its 2-player leaderboard"
        );
        let ids: Vec<(i64,)> =
            db.rows(&format!("SELECT id FROM games WHERE guild_id = {big} ORDER BY id")).await;
        for (id,) in ids {
            let game = store.game(GameId(id)).await.unwrap().expect("the game reads back");
            let replayed = game.replay().expect("every game of the big server replays");
            assert!(replayed.position().outcome().is_some(), "game {id} finished");
            assert!(game.finished_at.is_some(), "game {id}");
        }
        store.close().await;

        // The small size has no big server unless asked.
        let other = db.another().await;
        let url = other.url();
        let out = tokio::task::spawn_blocking(move || {
            generate(&url, &["--finished", "30", "--running", "0"])
        })
        .await
        .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        assert_eq!(other.scalar(&games).await, 0);
    }
}
