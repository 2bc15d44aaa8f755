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
