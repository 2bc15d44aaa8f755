//! `focus-bot generate`, the binary: a made-up big bot's database (here a small one) on each
//! engine, in which every game replays to the result stored, running games are spread over
//! channels of their own, and the ratings are those a rebuild computes. And its refusal of a
//! database that already holds games.

use std::process::{Command, Output};

use focus_bot::store::GameId;

use crate::support::engines::on_both_engines;

fn generate(db: &str, finished: u64, running: u64) -> Output {
    Command::new(env!("CARGO_BIN_EXE_focus-bot"))
        .args(["generate", "--db", db, "--servers", "4", "--seed", "7"])
        .args(["--finished", &finished.to_string()])
        .args(["--running", &running.to_string()])
        .env_remove("DATABASE_URL")
        .output()
        .unwrap()
}

on_both_engines! {
    #[tokio::test]
    /// 300 finished games and 20 running: every one replays, the finished ones to the stored
    /// result; the ratings are filled and a rebuild changes none of them.
    async fn a_generated_database_replays_and_is_rated(db) {
        let url = db.url();
        let out = tokio::task::spawn_blocking({
            let url = url.clone();
            move || generate(&url, 300, 20)
        })
        .await
        .unwrap();
        let said = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{said}{}", String::from_utf8_lossy(&out.stderr));
        assert!(said.contains("Loaded 300 finished games"), "{said}");
        assert!(said.contains("Loaded 20 running games"), "{said}");

        assert_eq!(db.scalar("SELECT COUNT(*) FROM games WHERE status = 'finished'").await, 300);
        assert_eq!(db.scalar("SELECT COUNT(*) FROM games WHERE status = 'active'").await, 20);
        assert_eq!(
            db.scalar("SELECT COUNT(DISTINCT channel_id) FROM games WHERE status = 'active'").await,
            20
        );
        assert_eq!(db.scalar("SELECT COUNT(*) FROM finish_order").await, 300);
        assert!(db.scalar("SELECT COUNT(*) FROM ratings").await > 0);
        assert!(db.scalar("SELECT COUNT(*) FROM actions").await > 300 * 10);

        let store = db.open().await;
        let ids: Vec<(i64,)> = db.rows("SELECT id FROM games ORDER BY id").await;
        for (id,) in ids {
            let game = store.game(GameId(id)).await.unwrap().expect("the game reads back");
            let replayed = game.replay().expect("every generated game replays");
            assert_eq!(game.ply as usize, game.actions.len(), "game {id}");
            assert_eq!(
                replayed.position().outcome().is_some(),
                game.finished_at.is_some(),
                "game {id}: finished exactly when its log ends the game"
            );
        }
        let ratings: Vec<(i64, f64)> =
            db.rows("SELECT user_id, rating FROM ratings ORDER BY guild_id, kind, user_id").await;
        store.rebuild_ratings().await.unwrap();
        let rebuilt: Vec<(i64, f64)> =
            db.rows("SELECT user_id, rating FROM ratings ORDER BY guild_id, kind, user_id").await;
        assert_eq!(ratings, rebuilt, "the generated ratings are the rebuild's");
        store.close().await;

        // A second run would mix made-up games with real ones: refused, nothing added.
        let out = tokio::task::spawn_blocking(move || generate(&url, 5, 0)).await.unwrap();
        assert!(!out.status.success());
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("generate into a new one"),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(db.scalar("SELECT COUNT(*) FROM games").await, 320);
    }
}

on_both_engines! {
    #[tokio::test]
    /// Long work says its progress where stderr is no terminal (logs, CI): a line when each
    /// stage starts and at each tenth of it, a stage of unknown size a line when it starts and
    /// one when it is done (never "0 of 1"); and the generated tables are analyzed for the
    /// planner.
    async fn long_work_says_each_stage_and_tenth_and_the_load_ends_analyzed(db) {
        let url = db.url();
        let out = tokio::task::spawn_blocking({
            let url = url.clone();
            move || generate(&url, 300, 20)
        })
        .await
        .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{err}");
        let lines: Vec<&str> = err.lines().collect();
        for stage in ["playing games by the rules", "loading finished games", "rating games"] {
            let start = lines
                .iter()
                .position(|l| l.starts_with(&format!("generate: {stage}: 0 of ")))
                .unwrap_or_else(|| panic!("{stage} starts: {err}"));
            let tenths: Vec<&str> = lines[start..]
                .iter()
                .filter(|l| l.starts_with(&format!("generate: {stage}: ")) && l.contains("% ("))
                .copied()
                .collect();
            let said: Vec<String> = tenths
                .iter()
                .map(|l| l.split(": ").nth(2).unwrap().split('%').next().unwrap().to_string())
                .collect();
            let every: Vec<String> = (1..=10).map(|t| (t * 10).to_string()).collect();
            assert_eq!(said, every, "{stage}: {err}");
        }
        assert!(err.contains("generate: loading finished games: 100% (300 of 300)"), "{err}");
        assert!(err.contains("generate: loading running games: 100% (20 of 20)"), "{err}");
        // A stage of unknown size starts and ends in a line each, never "0 of 1".
        let analyzing = lines.iter().position(|l| *l == "generate: analyzing");
        let analyzed = lines.iter().position(|l| *l == "generate: analyzing: done");
        assert!(analyzing.is_some() && analyzing < analyzed, "{err}");
        assert!(!err.contains(" of 1)") && !err.contains(": 0 of 1\n"), "{err}");
        // The planner's statistics are there: SQLite's `sqlite_stat1`, PostgreSQL's row count.
        let analyzed = if url.starts_with("sqlite") {
            db.scalar("SELECT COUNT(*) FROM sqlite_stat1 WHERE tbl = 'games'").await
        } else {
            db.scalar("SELECT CAST(reltuples AS BIGINT) FROM pg_class WHERE relname = 'games'")
                .await
        };
        assert!(analyzed > 0, "{analyzed}");

        // The rebuild from the command line says its stages too.
        let out = tokio::task::spawn_blocking(move || {
            Command::new(env!("CARGO_BIN_EXE_focus-bot"))
                .args(["ratings", "--rebuild", "--db", &url])
                .env_remove("DATABASE_URL")
                .output()
                .unwrap()
        })
        .await
        .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{err}");
        assert!(err.contains("ratings --rebuild: rating games: 0 of 300"), "{err}");
        assert!(err.contains("ratings --rebuild: rating games: 100% (300 of 300)"), "{err}");
        for stage in ["reading games", "writing ratings"] {
            let lines: Vec<&str> = err.lines().collect();
            let start = format!("ratings --rebuild: {stage}");
            let starts = lines.iter().position(|l| *l == start);
            let ends = lines.iter().position(|l| *l == format!("{start}: done"));
            assert!(starts.is_some() && starts < ends, "{stage}: {err}");
        }
        assert!(!err.contains(" of 1)") && !err.contains(": 0 of 1\n"), "{err}");
    }
}
