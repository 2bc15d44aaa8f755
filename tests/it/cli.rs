//! The engine commands of docs/formats.md, run as a user runs them.

use std::process::Output;

use crate::support::focus_bot;

fn run(args: &[&str], stdin: &str) -> Output {
    focus_bot(args, stdin)
}

#[test]
fn perft_prints_one_line_per_depth() {
    let out = run(&["perft", "--depth", "3"], "");
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "1 68\n2 4460\n3 299912\n"
    );
    let out = run(
        &["perft", "--players", "4", "--mode", "ffa", "--depth", "1"],
        "",
    );
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "1 44\n");
    let out = run(&["perft", "--players", "3", "--depth", "1"], "");
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "1 16\n");
}

#[test]
fn replay_prints_the_position_json() {
    let record = "[Red \"alice\"]\n# opening\n\nC2-C1\nd2-d1:1\nresign 2\n";
    let out = run(&["replay"], record);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["board"]["c1"], "1");
    assert_eq!(json["board"]["d1"], "2");
    assert_eq!(json["to_act"], serde_json::Value::Null);
    assert_eq!(json["outcome"]["winners"], serde_json::json!([1]));
    assert_eq!(json["outcome"]["reason"], "resign");
    assert_eq!(String::from_utf8(out.stdout).unwrap().lines().count(), 1);
    for (last, reason, winners) in [
        ("time 1", "time", serde_json::json!([2])),
        ("abort", "aborted", serde_json::json!([])),
    ] {
        let out = run(&["replay"], &format!("c2-c1\n{last}\n"));
        assert!(out.status.success(), "{last}");
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(json["outcome"]["reason"], reason, "{last}");
        assert_eq!(json["outcome"]["winners"], winners, "{last}");
    }
}

#[test]
fn replay_options_and_draw() {
    let out = run(
        &["replay", "--players", "4", "--mode", "ffa", "--short", "3"],
        "draw\n",
    );
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["mode"], "ffa");
    assert_eq!(json["variant"]["short"], 3);
    assert_eq!(
        json["outcome"],
        serde_json::json!({"winners": [], "reason": "draw"})
    );
    let out = run(&["replay", "--swap"], "s:b2-b3\n");
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["variant"]["swap"], true);
    assert_eq!(json["to_act"], 2);
}

#[test]
fn replay_reports_the_first_bad_line() {
    let out = run(&["replay"], "c2-c1\n\nc33-c4\n");
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "line 3: `c33` is not a square: write a column a–h and a row 1–8, like `c3`\n"
    );
    let out = run(&["replay"], "c2-c1\nc1-c2\n");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "line 2: c1 is Red's: you can only move stacks with your colour (Green) on top\n"
    );
    let out = run(&["replay", "--players", "3", "--swap"], "");
    assert_eq!(out.status.code(), Some(1));
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn a_records_headers_set_the_game_and_flags_must_agree() {
    // The record the bot writes replays with no flags.
    let record = "\u{feff}[Event \"Focus game 7\"]\n[Red \"ann\"]\n[Green \"bo\"]\n[Blue \"cy\"]\n\
                  [Yellow \"di\"]\n[Players \"4\"]\n[Mode \"ffa\"]\n[Variant \"short 3\"]\n\
                  \ndraw\n";
    let out = run(&["replay"], record);
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["players"], 4);
    assert_eq!(json["mode"], "ffa");
    assert_eq!(json["variant"]["short"], 3);
    // Flags that say the same are fine; one that contradicts a header is an error naming both.
    let out = run(
        &["replay", "--players", "4", "--mode", "ffa", "--short", "3"],
        record,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    for (flags, message) in [
        (
            &["replay", "--players", "3"][..],
            "line 6: [Players \"4\"] but --players 3\n",
        ),
        (
            &["replay", "--mode", "teams"][..],
            "line 7: [Mode \"ffa\"] but --mode teams\n",
        ),
        (
            &["replay", "--short", "5"][..],
            "line 8: [Variant \"short 3\"] but --short 5\n",
        ),
    ] {
        let out = run(flags, record);
        assert_eq!(out.status.code(), Some(1), "{flags:?}");
        assert_eq!(stderr(&out), message, "{flags:?}");
    }
}

#[test]
fn flags_that_make_no_sense_are_refused() {
    let out = run(&["replay", "--mode", "ffa"], "c2-c1\n");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("--mode ffa is only for 4 players"),
        "{}",
        stderr(&out)
    );
    let out = run(&["perft", "--players", "3", "--mode", "teams"], "");
    assert_eq!(out.status.code(), Some(1));
    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("b.png");
    let png_arg = png.to_str().unwrap();
    let out = run(
        &[
            "render", "--name", "a", "--name", "b", "--name", "c", "--out", png_arg,
        ],
        "c2-c1\n",
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr(&out),
        "3 names for a 2-player game: give at most one --name per seat\n"
    );
    assert!(!png.exists());
}

#[test]
fn render_and_ai_read_the_headers_too() {
    let record = "[Red \"ann\"]\n[Green \"bo\"]\n[Blue \"cy\"]\n[Players \"3\"]\nr:a3\n";
    let out = run(
        &["ai", "--level", "easy", "--ms", "50", "--seed", "1"],
        record,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    // Green's first turn in a 3-player game must place the reserve piece.
    assert!(String::from_utf8(out.stdout).unwrap().starts_with("r:"));
    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("b.png");
    let out = run(&["render", "--out", png.to_str().unwrap()], record);
    assert!(out.status.success(), "{}", stderr(&out));
    let picture = image::open(&png).unwrap();
    let again = dir.path().join("c.png");
    let out = run(
        &[
            "render",
            "--name",
            "ann",
            "--name",
            "bo",
            "--name",
            "cy",
            "--out",
            again.to_str().unwrap(),
        ],
        record,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        picture,
        image::open(&again).unwrap(),
        "the header names are drawn"
    );
    let colours = dir.path().join("d.png");
    let plain: String = record
        .lines()
        .filter(|l| !l.starts_with("[R") && !l.starts_with("[G") && !l.starts_with("[B"))
        .map(|l| format!("{l}\n"))
        .collect();
    let out = run(&["render", "--out", colours.to_str().unwrap()], &plain);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_ne!(
        picture,
        image::open(&colours).unwrap(),
        "without headers: the colours"
    );
}

#[test]
fn no_command_and_no_token_says_how_to_configure_and_lists_the_rest() {
    let dir = tempfile::tempdir().unwrap();
    let without_token = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_focus-bot"))
            .args(args)
            .current_dir(dir.path())
            .env_remove("DISCORD_TOKEN")
            .output()
            .unwrap()
    };
    let out = without_token(&[]);
    assert_eq!(out.status.code(), Some(1));
    let text = stderr(&out);
    assert!(text.contains("DISCORD_TOKEN is not set"), "{text}");
    for command in ["local", "replay", "render", "perft", "ai"] {
        assert!(
            text.contains(&format!("focus-bot {command} ")),
            "{command}: {text}"
        );
    }
    // `focus-bot run` says the same in one line, and starts nothing.
    let out = without_token(&["run"]);
    assert_eq!(out.status.code(), Some(1));
    let text = stderr(&out);
    assert!(text.starts_with("DISCORD_TOKEN is not set"), "{text}");
    assert_eq!(text.trim_end().lines().count(), 1, "{text}");
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        0,
        "no database"
    );
}

#[test]
fn ai_match_prints_a_table_of_the_pairings() {
    let out = run(
        &[
            "ai-match",
            "random:greedy",
            "easy:random",
            "--games",
            "2",
            "--ms",
            "5",
            "--max-plies",
            "30",
        ],
        "",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("2 games per pairing, 2 players, 5 ms per action, draw after 30 actions"),
        "{text}"
    );
    assert!(text.contains("|---|---:|"), "{text}");
    for pairing in ["| random vs greedy | 2 |", "| easy vs random | 2 |"] {
        assert!(text.contains(pairing), "{text}");
    }
}

#[test]
fn ai_match_plays_pairings_in_teams_and_refuses_tables_there() {
    let out = run(
        &[
            "ai-match",
            "greedy:random",
            "--teams",
            "--games",
            "2",
            "--ms",
            "5",
            "--max-plies",
            "40",
        ],
        "",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with(
            "2 games per pairing, 4 players in teams, 5 ms per action, draw after 40 actions"
        ),
        "{text}"
    );
    assert!(text.contains("| greedy vs random | 2 |"), "{text}");
    let out = run(
        &["ai-match", "greedy:random", "hard:hard:hard", "--teams"],
        "",
    );
    assert!(!out.status.success());
    assert!(out.stdout.is_empty(), "nothing is played");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("a table of 3 players is free-for-all: run it without --teams"),
        "{err}"
    );
}

#[test]
fn ai_match_plays_tables_of_three_and_four_and_refuses_a_table_of_five() {
    let out = run(
        &[
            "ai-match",
            "greedy:random:random",
            "easy-brs:random:random:random",
            "--games",
            "3",
            "--ms",
            "5",
            "--max-plies",
            "40",
        ],
        "",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    for head in [
        "3 games per table, 3 players, 5 ms per action, no result after 40 actions",
        "3 games per table, 4 players, 5 ms per action",
    ] {
        assert!(text.contains(head), "{text}");
    }
    for table in [
        "| greedy vs random vs random | 3 |",
        "| easy-brs vs random vs random vs random | 3 |",
    ] {
        assert!(text.contains(table), "{text}");
    }
    let out = run(&["ai-match", "hard:hard:hard:hard:hard"], "");
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("write 2, 3 or 4 players joined by `:`"),
        "{err}"
    );
}

#[test]
fn ai_match_plays_master_and_master_with_best_reply_search() {
    use focus_bot::ai::arena::Player;
    use focus_bot::ai::{Level, Policy};
    assert_eq!("master".parse(), Ok(Player::Level(Level::Master)));
    use focus_bot::ai::Weighting;
    let searching = |level, policy, weighting| Player::Searching {
        level,
        policy,
        weighting,
    };
    assert_eq!(
        "Master-BRS".parse(),
        Ok(searching(Level::Master, Some(Policy::BestReply), None))
    );
    assert_eq!(
        "hard-brs+".parse(),
        Ok(searching(Level::Hard, Some(Policy::BestReplyPlus), None))
    );
    assert_eq!(
        "master-paranoid".parse(),
        Ok(searching(Level::Master, Some(Policy::Paranoid), None))
    );
    assert_eq!(
        "hard-brs-tuned".parse(),
        Ok(searching(
            Level::Hard,
            Some(Policy::BestReply),
            Some(Weighting::Tuned)
        ))
    );
    assert_eq!(
        "hard-handset".parse(),
        Ok(searching(Level::Hard, None, Some(Weighting::HandSet)))
    );
    assert!("hard-tuned-brs".parse::<Player>().is_err());
    for name in [
        "hard-brs",
        "hard-brs+",
        "medium-paranoid",
        "easy",
        "hard-tuned",
        "master-brs+-handset",
    ] {
        let player: Player = name.parse().expect("a player");
        assert_eq!(player.to_string(), name);
    }
    let out = run(
        &[
            "ai-match",
            "master:hard",
            "master-brs:hard-paranoid:easy",
            "hard-brs+:hard-brs:hard:medium",
            "hard-tuned:hard-handset",
            "--games",
            "1",
            "--ms",
            "5",
            "--max-plies",
            "6",
        ],
        "",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    for row in [
        "| master vs hard | 1 |",
        "| master-brs vs hard-paranoid vs easy | 1 |",
        "| hard-brs+ vs hard-brs vs hard vs medium | 1 |",
        "| hard-tuned vs hard-handset | 1 |",
    ] {
        assert!(text.contains(row), "{text}");
    }
    let out = run(&["ai-match", "grandmaster:hard"], "");
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("choose easy, medium, hard, master, random or greedy"),
        "{err}"
    );
}

#[test]
fn run_refuses_a_shard_range_outside_the_total_before_connecting() {
    let dir = tempfile::tempdir().unwrap();
    let token = "MTEwMDAwMDAwMDAwMDAwMDAwMQ.GAbCdE.abcdefghijklmnopqrstuvwxyz0123456789AB";
    let run_with = |args: &[&str], env: &[(&str, &str)]| {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_focus-bot"));
        command
            .current_dir(dir.path())
            .env("DISCORD_TOKEN", token)
            .env("DATABASE_URL", "sqlite://focus.db")
            .env_remove("SHARDS")
            .env_remove("TOTAL_SHARDS")
            .args(args);
        for (name, value) in env {
            command.env(name, value);
        }
        command.output().unwrap()
    };
    for out in [
        run_with(&["run", "--shards", "4-8", "--total", "8"], &[]),
        run_with(&["run"], &[("SHARDS", "4-7"), ("TOTAL_SHARDS", "four")]),
        run_with(&["run"], &[("SHARDS", "4-7")]),
    ] {
        assert_eq!(out.status.code(), Some(1));
        let text = stderr(&out);
        assert!(
            text.contains("SHARDS and TOTAL_SHARDS must be given together as a range"),
            "{text}"
        );
    }
    let out = run_with(&["run", "--shards", "0-3"], &[]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("--total"), "{}", stderr(&out));
    assert!(
        !dir.path().join("focus.db").exists(),
        "nothing was opened before the configuration was checked"
    );
}

#[test]
fn a_refused_postgres_server_is_named_without_its_password() {
    let url = "postgres://nobody:s3cret@127.0.0.1:1/x";
    for args in [
        vec!["check", "--db", url],
        vec!["tournament", "show", "1", "--db", url],
    ] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_focus-bot"))
            .args(&args)
            .env_remove("DATABASE_URL")
            .output()
            .unwrap();
        assert!(!out.status.success());
        let said = stderr(&out);
        assert!(
            said.starts_with("connecting to postgres://nobody:***@127.0.0.1:1/x …\n"),
            "{said}"
        );
        // The reason, not the pool's "timed out".
        assert!(
            said.contains("cannot open postgres://nobody:***@127.0.0.1:1/x"),
            "{said}"
        );
        assert!(said.to_lowercase().contains("refused"), "{said}");
        assert!(!said.contains("timed out"), "{said}");
        assert!(!said.contains("s3cret"), "{said}");
    }
}
