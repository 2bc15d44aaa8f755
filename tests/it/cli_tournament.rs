//! `focus-bot tournament show ID --json` on a real SQLite file: a Swiss of three after its first
//! round, printed with its tables, thread names, results and standings.

use focus_bot::store::NewTournament;

use crate::support::engines::TestDb;
use crate::support::store::{START, game, swiss};
use focus_bot::store::UserId;

#[tokio::test]
async fn tournament_show_prints_rounds_tables_and_standings_as_json() {
    let db = TestDb::sqlite();
    let store = db.open().await;
    let id = store
        .create_tournament(&NewTournament {
            language: "en-US".to_string(),
            ..swiss()
        })
        .await
        .unwrap();
    for user in 1..=3u64 {
        store
            .join_tournament(id, UserId(user), &format!("player{user}"), START, 1000)
            .await
            .unwrap();
    }
    store
        .start_tournament(
            id,
            &[
                (UserId(1), 1600.0),
                (UserId(2), 1550.0),
                (UserId(3), 1500.0),
            ],
            None,
            START,
        )
        .await
        .unwrap();
    store
        .record_round(id, 1, &[vec![UserId(1), UserId(2)], vec![UserId(3)]], START)
        .await
        .unwrap();
    let game = game(&store, 60).await;
    store.set_table_game(id, 1, 1, game).await.unwrap();
    store.set_table_places(game, &[1, 0]).await.unwrap();
    store.close().await;

    let out = std::process::Command::new(env!("CARGO_BIN_EXE_focus-bot"))
        .args([
            "tournament",
            "show",
            &id.to_string(),
            "--db",
            &db.url(),
            "--json",
        ])
        .env_remove("DATABASE_URL")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let shown: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(shown["format"], "swiss");
    assert_eq!(shown["players_per_table"], 2);
    assert_eq!(shown["total_rounds"], 2);
    assert_eq!(shown["entrants"].as_array().unwrap().len(), 3);
    let table = &shown["rounds"][0]["tables"][0];
    assert_eq!(table["thread"], format!("t{id}-r1-b1"));
    assert_eq!(table["seats"][0]["user_id"], "1");
    assert_eq!(table["game_id"], game.0);
    assert_eq!(table["places"], serde_json::json!([1, 0]));
    assert_eq!(shown["rounds"][0]["byes"], serde_json::json!(["3"]));
    let standings: Vec<(String, f64)> = shown["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (
                l["user_id"].as_str().unwrap().to_string(),
                l["points"].as_f64().unwrap(),
            )
        })
        .collect();
    // Player 2 won, player 3 had the bye (a point): 2 has the better Buchholz (player 1's 0 …
    // equal), then the rating decides: 2 (1550) above 3 (1500).
    assert_eq!(
        standings,
        [("2".into(), 1.0), ("3".into(), 1.0), ("1".into(), 0.0)]
    );

    let missing = std::process::Command::new(env!("CARGO_BIN_EXE_focus-bot"))
        .args(["tournament", "show", "999", "--db", &db.url(), "--json"])
        .env_remove("DATABASE_URL")
        .output()
        .unwrap();
    assert!(!missing.status.success());
    let said = String::from_utf8_lossy(&missing.stderr);
    // In the command line's words: the tournaments it holds, not a Discord command.
    assert!(
        said.contains(&format!(
            "no tournament 999 in {}: its one tournament is {id}",
            db.url()
        )),
        "{said}"
    );
    assert!(!said.contains("`/focus"), "{said}");
}

/// `focus-bot tournament show` run in `dir` as a user runs it, with no DATABASE_URL.
fn show_in(dir: &std::path::Path, args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_focus-bot"))
        .args(["tournament", "show"])
        .args(args)
        .current_dir(dir)
        .env_remove("DATABASE_URL")
        .output()
        .unwrap()
}

#[test]
fn tournament_show_of_a_missing_file_creates_nothing_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("nothing-here.db");
    let url = format!("sqlite://{}", file.display());
    for db in [file.display().to_string(), url] {
        let out = show_in(dir.path(), &["1", "--db", &db]);
        assert!(!out.status.success());
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(
            said.contains(&format!(
                "cannot open {db}: no such SQLite database file (none was created)"
            )),
            "{said}"
        );
        assert!(said.contains("--db PATH|URL"), "{said}");
        assert!(!file.exists(), "a read created {}", file.display());
    }
    // Nor with no --db: the default file is not created either.
    let out = show_in(dir.path(), &["1"]);
    assert!(!out.status.success());
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[tokio::test]
async fn tournament_show_reads_the_consoles_database_by_default() {
    let dir = tempfile::tempdir().unwrap();
    let store = focus_bot::store::Store::open_path(&dir.path().join("focus-local.db"))
        .await
        .unwrap();
    let id = store
        .create_tournament(&NewTournament {
            language: "en-US".to_string(),
            ..swiss()
        })
        .await
        .unwrap();
    store.close().await;
    let out = show_in(dir.path(), &[&id.to_string(), "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let shown: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(shown["id"], id.0);
    assert!(!dir.path().join("focus.db").exists());
}
