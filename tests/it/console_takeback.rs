//! `/focus takeback` in the console: the Take back hint under the turn, the request, the
//! other player agreeing by asking too, the turn taken back, the history without it; and a
//! rated game refused by default.

use std::path::Path;

use focus_bot::rules::{Config, Game};

fn run(dir: &Path, script: &str) -> String {
    let out = crate::support::focus_bot_in(
        dir,
        &["local", "--db", "games.db", "--pictures", "pictures"],
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

#[test]
fn a_takeback_in_the_console() {
    let dir = tempfile::tempdir().unwrap();
    let legal = Game::new(Config::two_players()).position().legal_actions();
    let (first, second) = (legal[0].to_string(), legal[1].to_string());
    let out = run(
        dir.path(),
        &format!(
            "@alice /focus challenge opponent:@bob first:challenger rated:no\n\
             @bob /focus accept\n\
             @alice /focus move {first}\n\
             @bob /focus takeback\n\
             @alice /focus takeback\n\
             @bob /focus takeback\n\
             @alice /focus move {second}\n\
             @alice /focus history\n"
        ),
    );
    assert!(
        out.contains(
            "[Take back] button (its player only, while it is the last turn): `/focus takeback`"
        ),
        "{out}"
    );
    assert!(
        out.contains("You can take back only your own turn"),
        "Bob cannot ask for Alice's turn: {out}"
    );
    assert!(out.contains("asks to take back their last turn"), "{out}");
    assert!(
        out.contains("[Accept takeback] button: `/focus takeback`"),
        "{out}"
    );
    assert!(out.contains("take back turn 1"), "{out}");
    assert!(
        out.contains("One turn was taken back by agreement"),
        "{out}"
    );
    let history = &out[out.rfind("Game 1 (").expect("the history")..];
    assert!(history.contains(&second), "{history}");
    assert!(
        !history.contains(&format!(" {first}\n")),
        "the undone turn is not listed: {history}"
    );
    assert!(!history.contains("  2. "), "{history}");
}

#[test]
fn a_rated_game_has_no_takeback_by_default() {
    let dir = tempfile::tempdir().unwrap();
    let first = Game::new(Config::two_players()).position().legal_actions()[0].to_string();
    let out = run(
        dir.path(),
        &format!(
            "@alice /focus challenge opponent:@bob first:challenger\n\
             @bob /focus accept\n\
             @alice /focus move {first}\n\
             @alice /focus takeback\n"
        ),
    );
    assert!(!out.contains("[Take back]"), "{out}");
    assert!(
        out.contains("allows takebacks in unrated games only"),
        "{out}"
    );
}

#[test]
fn a_takeback_and_a_draw_are_declined_by_command_as_their_buttons_do() {
    let dir = tempfile::tempdir().unwrap();
    let first = Game::new(Config::two_players()).position().legal_actions()[0].to_string();
    let out = run(
        dir.path(),
        &format!(
            "@alice /focus challenge opponent:@bob first:challenger rated:no\n\
             @bob /focus accept\n\
             @alice /focus move {first}\n\
             @alice /focus takeback\n\
             @bob /focus takeback decline\n\
             @bob /focus draw\n\
             @alice /focus draw answer:decline\n\
             @alice /focus board extra\n"
        ),
    );
    // The request and the offer say how to decline, in the console's words.
    assert!(
        out.contains("or decline with `/focus takeback answer:decline`"),
        "{out}"
    );
    assert!(
        out.contains("[Decline] button: `/focus takeback answer:decline`"),
        "{out}"
    );
    assert!(
        out.contains("to decline, `/focus draw answer:decline`"),
        "{out}"
    );
    assert!(out.contains("[Accept draw] button: `/focus draw`"), "{out}");
    assert!(
        out.contains("declines the takeback: the turn stands"),
        "{out}"
    );
    assert!(out.contains("declines the draw: play on"), "{out}");
    assert!(!out.contains("not an option of"), "{out}");
    // A command without options says so, without a list of none.
    assert!(
        out.contains("`extra` is not an option: `/focus board` takes none."),
        "{out}"
    );
}
