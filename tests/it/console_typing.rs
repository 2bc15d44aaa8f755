//! What a user types in the console, read as they meant it: quoted values, spaces around a
//! move's separators, a `?` pointing to the command of the turn, escapes printed escaped, and a
//! refusal echoing the move as written.

use focus_bot::console::Console;
use focus_bot::service::{ManualClock, Service};
use focus_bot::store::Store;

const START: i64 = 1_795_262_400_000;

async fn console(dir: &std::path::Path) -> Console {
    let store = Store::open_path(&dir.join("focus.db")).await.unwrap();
    let service = Service::new(
        store,
        ManualClock::new(START),
        7,
        focus_bot::console::CONSOLE_BOT_ID,
    );
    Console::new(service, dir.join("pictures"))
}

async fn lines(console: &mut Console, script: &str) -> String {
    let mut out = String::new();
    for line in script.lines() {
        out.push_str(&console.line(line).await);
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_quoted_name_keeps_its_spaces_and_an_unclosed_quote_is_said() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = console(dir.path()).await;
    let out = lines(
        &mut c,
        "@alice /focus tournament create format:swiss name:\"Autumn Swiss\"\n\
         @bob #two /focus tournament create format:swiss name:«Coupe d'hiver»\n\
         @carol #three /focus tournament create format:swiss name:\"Spring",
    )
    .await;
    assert!(out.contains("Autumn Swiss"), "{out}");
    assert!(out.contains("Coupe d'hiver"), "{out}");
    assert!(!out.contains("not an option"), "{out}");
    assert!(
        out.contains("error: A quote \" is not closed: end the value with \""),
        "{out}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spaces_around_a_moves_separators_are_ignored_and_a_refusal_echoes_the_move_as_written() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = console(dir.path()).await;
    let out = lines(
        &mut c,
        "@alice /focus challenge opponent:@bob first:challenger\n\
         @bob /focus accept\n\
         @alice /focus move c3-d5\n\
         @alice /focus move d3 - d4\n\
         @bob /focus move c3 -d3 : 1",
    )
    .await;
    assert!(out.contains("`c3-d5` is not legal"), "{out}");
    assert!(
        !out.contains("c3-d5:2"),
        "no count the player did not write: {out}"
    );
    assert!(out.contains("moved a piece from d3 to d4"), "{out}");
    assert!(out.contains("moved a piece from c3 to d3"), "{out}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_question_for_moves_on_a_placement_turn_points_to_the_reserve() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = console(dir.path()).await;
    let out = lines(
        &mut c,
        "@alice /focus challenge opponent:@bob opponent2:@carol first:challenger\n\
         @bob /focus accept\n\
         @carol /focus accept\n\
         @alice /focus move ?",
    )
    .await;
    assert!(
        out.contains(
            "You have no legal moves now: `/focus reserve square:?` lists this turn's choices."
        ),
        "{out}"
    );
    let listed = c.line("@alice /focus reserve square:?").await;
    assert!(listed.contains("reserve squares"), "{listed}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_names_escape_sequences_are_printed_escaped_in_the_echo_and_the_errors() {
    let dir = tempfile::tempdir().unwrap();
    let mut c = console(dir.path()).await;
    for line in [
        "@al\u{1b}[31mice[xx] /focus board",
        "@bob /focus \u{1b}[2Jjump",
        "@bob /focus challenge opponent:@carol short:\u{1b}[5m",
    ] {
        let out = c.line(line).await;
        assert!(!out.contains('\u{1b}'), "{out:?}");
        assert!(out.contains("\\u{1b}"), "{out:?}");
    }
}

#[test]
fn the_console_and_the_commands_list_name_web() {
    let dir = tempfile::tempdir().unwrap();
    let out = crate::support::focus_bot_in(
        dir.path(),
        &["local", "--db", "games.db", "--pictures", "pictures"],
        "quit\n",
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains("Add `--web 127.0.0.1:8080` to serve each game's web page too."),
        "{stdout}"
    );
    let help = crate::support::focus_bot_in(dir.path(), &["local", "--help"], "");
    assert!(String::from_utf8_lossy(&help.stdout).contains("--web <ADDR>"));
    let bare = crate::support::focus_bot_in(dir.path(), &[] as &[&str], "");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&bare.stdout),
        String::from_utf8_lossy(&bare.stderr)
    );
    assert!(text.contains("--web 127.0.0.1:8080"), "{text}");
}
