//! The console's clock: it runs while nobody types (over a clock the test drives, swept
//! often), a command applies the forfeit that is due before it answers, a session started
//! after a deadline applies it before the first line, a clock that cannot run (a full disk)
//! never ends the session, and `quit` or `exit` leaves. Tests wait for the output they expect
//! with a generous timeout; none asserts on how long anything took.

use std::io::{Read as _, Write as _};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use focus_bot::console::Console;
use focus_bot::service::{ManualClock, Service};
use focus_bot::store::Store;
use tokio::io::AsyncWriteExt as _;
use tokio::task::JoinHandle;

use crate::support::tmpfs::{Tmpfs, fill};

/// 2026-11-21 12:00 UTC.
const START: i64 = 1_795_262_400_000;
/// How long a test waits for a line it expects before it fails.
const PATIENCE: Duration = Duration::from_secs(60);

/// What the console printed so far, shared with the test.
#[derive(Clone, Default)]
struct Printed(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for Printed {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Printed {
    fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned()
    }
}

/// Waits until `text()` holds `needle` (after its first `from` bytes); returns the text.
async fn wait_for(text: impl Fn() -> String, needle: &str, from: usize) -> String {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let now = text();
        if now.get(from..).is_some_and(|t| t.contains(needle)) {
            return now;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "no {needle:?} in the console's output:\n{now}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// A console running in this process over the SQLite file `db`, on a clock the test drives,
/// with its standard input open.
struct Session {
    input: tokio::io::DuplexStream,
    printed: Printed,
    run: JoinHandle<anyhow::Result<()>>,
}

impl Session {
    async fn start(db: &Path, clock: &ManualClock, period: Duration) -> Session {
        let store = Store::open_path(db).await.unwrap();
        let service = Service::new(store, clock.clone(), 5, focus_bot::console::CONSOLE_BOT_ID);
        let pictures = db.with_file_name("pictures");
        let (input, console_side) = tokio::io::duplex(64 * 1024);
        let printed = Printed::default();
        let mut out = printed.clone();
        let run = tokio::spawn(async move {
            let mut console = Console::new(service, pictures).ticking_every(period);
            console
                .run(
                    tokio::io::BufReader::new(console_side),
                    &mut out,
                    std::future::pending::<()>(),
                )
                .await
        });
        Session {
            input,
            printed,
            run,
        }
    }

    /// Types a line and waits for its answer to begin.
    async fn type_line(&mut self, line: &str) -> String {
        let from = self.printed.text().len();
        self.input
            .write_all(format!("{line}\n").as_bytes())
            .await
            .unwrap();
        let printed = self.printed.clone();
        wait_for(|| printed.text(), &format!("> {line}\n"), from).await
    }

    async fn wait_for(&self, needle: &str, from: usize) -> String {
        let printed = self.printed.clone();
        wait_for(|| printed.text(), needle, from).await
    }

    fn len(&self) -> usize {
        self.printed.text().len()
    }

    /// Closes the input and waits for the session to end.
    async fn end(self) -> String {
        drop(self.input);
        self.run.await.unwrap().unwrap();
        self.printed.text()
    }
}

/// alice (Red, to act) against bob, with `time` for each turn.
async fn start_game(session: &mut Session, time: &str) {
    session
        .type_line(&format!(
            "@alice /focus challenge opponent:@bob first:challenger time:{time}"
        ))
        .await;
    session.type_line("@bob /focus accept").await;
    session.wait_for("The game is on", 0).await;
}

#[tokio::test]
async fn the_console_reminds_and_forfeits_while_nobody_types() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(START);
    let db = dir.path().join("games.db");
    let mut session = Session::start(&db, &clock, Duration::from_millis(20)).await;
    start_game(&mut session, "1m").await;
    // Nobody types from here on.
    let quiet = session.len();
    clock.advance(Duration::from_secs(50));
    session
        .wait_for(
            "@alice (Red), it is your turn in game 1: less than a minute left, then you forfeit",
            quiet,
        )
        .await;
    clock.advance(Duration::from_secs(10));
    let out = session
        .wait_for("alice (Red) ran out of time and forfeits.", quiet)
        .await;
    assert!(out[quiet..].contains("bob (Green) wins"), "{out}");
    let out = session.end().await;
    assert_eq!(
        out.matches("ran out of time and forfeits").count(),
        1,
        "forfeited once: {out}"
    );
    assert_eq!(
        out.matches("it is your turn in game 1").count(),
        1,
        "reminded once: {out}"
    );
}

#[tokio::test]
async fn a_board_typed_after_the_time_ran_out_shows_the_game_over() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(START);
    // The clock's own runs are far apart: the command is what finds the time up.
    let mut session = Session::start(
        &dir.path().join("games.db"),
        &clock,
        Duration::from_secs(3600),
    )
    .await;
    start_game(&mut session, "1d").await;
    clock.advance(Duration::from_secs(5 * 86_400));
    let from = session.len();
    session.type_line("@carol /focus board").await;
    let out = session.wait_for("finished after", from).await;
    let answer = &out[from..];
    assert!(!answer.contains("left"), "{answer}");
    assert!(!answer.contains("It is alice's turn"), "{answer}");
    session
        .wait_for("alice (Red) ran out of time and forfeits.", from)
        .await;
    let out = session.end().await;
    assert_eq!(
        out.matches("ran out of time and forfeits").count(),
        1,
        "{out}"
    );
}

#[tokio::test]
async fn a_session_started_after_a_deadline_applies_it_before_the_first_line() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::new(START);
    let db = dir.path().join("games.db");
    let mut session = Session::start(&db, &clock, Duration::from_secs(3600)).await;
    start_game(&mut session, "1m").await;
    session.end().await;
    clock.advance(Duration::from_secs(120));
    let mut session = Session::start(&db, &clock, Duration::from_secs(3600)).await;
    session.type_line("@carol /focus rules").await;
    let out = session.end().await;
    let forfeit = out
        .find("alice (Red) ran out of time and forfeits.")
        .unwrap_or_else(|| panic!("the forfeit is printed: {out}"));
    let first_line = out.find("> @carol /focus rules").unwrap();
    assert!(forfeit < first_line, "before the first line: {out}");
}

/// `focus-bot local` as a user runs it, its standard input open, its output read as it comes.
struct Live {
    child: Child,
    input: ChildStdin,
    printed: Arc<Mutex<String>>,
}

impl Live {
    fn start(dir: &Path, db: &Path) -> Live {
        let mut child = Command::new(env!("CARGO_BIN_EXE_focus-bot"))
            .current_dir(dir)
            .arg("local")
            .arg("--db")
            .arg(db)
            .args(["--pictures", "pictures"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let input = child.stdin.take().unwrap();
        let mut stdout = child.stdout.take().unwrap();
        let printed = Arc::new(Mutex::new(String::new()));
        let sink = printed.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = stdout.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock()
                    .unwrap()
                    .push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        });
        Live {
            child,
            input,
            printed,
        }
    }

    fn text(&self) -> String {
        self.printed.lock().unwrap().clone()
    }

    async fn type_line(&mut self, line: &str) -> String {
        let from = self.text().len();
        self.input
            .write_all(format!("{line}\n").as_bytes())
            .unwrap();
        self.input.flush().unwrap();
        let printed = self.printed.clone();
        wait_for(
            || printed.lock().unwrap().clone(),
            &format!("> {line}\n"),
            from,
        )
        .await
    }

    async fn wait_for(&self, needle: &str, from: usize) -> String {
        let printed = self.printed.clone();
        wait_for(|| printed.lock().unwrap().clone(), needle, from).await
    }

    /// Waits for the process to end by itself; its exit status.
    async fn ended(&mut self) -> std::process::ExitStatus {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            if tokio::time::Instant::now() >= deadline {
                let _ = self.child.kill();
                panic!("the console did not end:\n{}", self.text());
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

impl Drop for Live {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[tokio::test]
async fn a_full_disk_stops_the_clock_not_the_session_and_play_goes_on_when_space_is_back() {
    let Some(fs) = Tmpfs::mount("3m") else {
        eprintln!("SKIPPED the console on a full disk: mounting a tmpfs needs root");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let db: PathBuf = fs.path().join("games.db");
    let mut live = Live::start(dir.path(), &db);
    live.type_line("@alice /focus challenge opponent:@bob first:challenger time:1h")
        .await;
    live.type_line("@bob /focus accept").await;
    live.wait_for("The game is on", 0).await;
    let filler = fs.path().join("filler");
    fill(&filler);
    let from = live.text().len();
    live.type_line("@alice /focus move c2-c1").await;
    live.wait_for("disk is full", from).await;
    let out = live
        .wait_for("the clock could not run: the database's disk is full", from)
        .await;
    assert!(
        live.child.try_wait().unwrap().is_none(),
        "the session goes on: {out}"
    );
    std::fs::remove_file(&filler).unwrap();
    let from = live.text().len();
    live.type_line("@alice /focus move c2-c1").await;
    live.wait_for("(pings @bob)", from).await;
    let from = live.text().len();
    live.type_line("@bob /focus move d2-d1").await;
    live.wait_for("(pings @alice)", from).await;
    let out = live.text();
    assert_eq!(
        out.matches("the clock could not run").count(),
        1,
        "said once: {out}"
    );
    live.input.write_all(b"quit\n").unwrap();
    live.input.flush().unwrap();
    let status = live.ended().await;
    assert!(status.success(), "{}", live.text());
}

#[tokio::test]
async fn quit_and_exit_leave_the_console_and_the_banner_says_so() {
    let dir = tempfile::tempdir().unwrap();
    for (word, lang, banner) in [
        ("quit", "en-US", "Type `quit` or `exit` to leave."),
        ("EXIT", "fr", "Tapez `quit` ou `exit` pour quitter."),
        ("exit", "it", "Scrivi `quit` o `exit` per uscire."),
        (
            " quit ",
            "ja",
            "終了するには`quit`または`exit`と入力してください。",
        ),
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_focus-bot"))
            .current_dir(dir.path())
            .args(["local", "--db", "games.db", "--pictures", "pictures"])
            .args(["--locale", lang])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut live = Live {
            input: child.stdin.take().unwrap(),
            printed: Arc::new(Mutex::new(String::new())),
            child,
        };
        let mut stdout = live.child.stdout.take().unwrap();
        let sink = live.printed.clone();
        std::thread::spawn(move || {
            let mut all = String::new();
            let _ = stdout.read_to_string(&mut all);
            *sink.lock().unwrap() = all;
        });
        // The input stays open: only the word ends the session.
        live.input
            .write_all(format!("@alice /focus rules\n{word}\n@alice /focus help\n").as_bytes())
            .unwrap();
        live.input.flush().unwrap();
        let status = live.ended().await;
        assert!(status.success());
        let out = live.wait_for(banner, 0).await;
        assert!(out.contains("> @alice /focus rules"), "{out}");
        assert!(
            !out.contains("> @alice /focus help"),
            "nothing after it: {out}"
        );
    }
}

#[test]
fn a_question_mark_lists_at_most_25_choices_and_says_how_to_narrow_them() {
    let dir = tempfile::tempdir().unwrap();
    let out = crate::support::focus_bot_in(
        dir.path(),
        &["local", "--db", "games.db", "--pictures", "pictures"],
        "@alice /focus challenge @bob first:challenger swap:yes\n\
         @bob /focus accept\n\
         @alice /focus swap ?\n\
         @alice[fr] /focus swap ?\n\
         @alice[it] /focus swap ?\n\
         @alice[ja] /focus swap ?\n\
         @alice /focus swap b2?\n",
    );
    let out = String::from_utf8(out.stdout).unwrap();
    let line = out
        .lines()
        .find(|l| l.contains("Your legal swaps (324): "))
        .unwrap_or_else(|| panic!("{out}"));
    let listed = line.split(": ").nth(1).unwrap().split(' ').count();
    assert_eq!(listed, 25, "{line}");
    assert!(
        out.contains("… and 299 more: type a start to narrow them, like `/focus swap b2?`."),
        "{out}"
    );
    assert!(
        out.contains("… et 299 de plus : tapez un début pour réduire la liste, par exemple `/focus swap b2?`."),
        "{out}"
    );
    assert!(
        out.contains("… e 299 in più: scrivi un inizio per restringere l'elenco, per esempio `/focus swap b2?`."),
        "{out}"
    );
    assert!(
        out.contains("…ほかに299件。`/focus swap b2?`のように先頭を入力すると絞り込めます。"),
        "{out}"
    );
    // The example narrows them to a list shown whole.
    let narrowed = out
        .lines()
        .find(|l| l.contains("Your legal swaps starting with `b2`"))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(narrowed.split(' ').count() < 40, "{narrowed}");
}

/// The real `focus-bot local`, idle after a game began: its turn is aged behind its back (as
/// if an hour went by), and the console's own clock, on its real schedule, forfeits it and
/// prints it with nobody typing.
#[tokio::test]
async fn the_binarys_clock_forfeits_an_idle_game_with_nobody_typing() {
    use sqlx::Connection as _;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let mut live = Live::start(dir.path(), &db);
    live.type_line("@alice /focus challenge opponent:@bob first:challenger time:1h")
        .await;
    live.type_line("@bob /focus accept").await;
    live.wait_for("The game is on", 0).await;
    let quiet = live.text().len();
    let mut conn = sqlx::SqliteConnection::connect(&format!("sqlite://{}", db.display()))
        .await
        .unwrap();
    sqlx::query("UPDATE games SET turn_started_at = turn_started_at - 3601000")
        .execute(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();
    let out = live
        .wait_for("alice (Red) ran out of time and forfeits.", quiet)
        .await;
    assert!(out[quiet..].contains("bob (Green) wins"), "{out}");
    assert!(!out[quiet..].contains("> "), "nobody typed: {out}");
    live.input.write_all(b"exit\n").unwrap();
    live.input.flush().unwrap();
    assert!(live.ended().await.success());
}
