//! The gateway's faults during a 2-player game through the fake Discord, and what serenity does
//! about each: a connection dropped without a close frame (1006) or closed with a resumable
//! code, and a RECONNECT (op 7), are resumed (op 6, no new IDENTIFY) and a command sent while
//! the bot was away is answered once it is back; an INVALID SESSION (op 9) that is resumable is
//! resumed, one that is not makes the bot identify anew (op 2); a zombie connection (heartbeats
//! no longer acknowledged) is closed and replaced: serenity 0.12 then identifies anew rather
//! than resuming. After each, the game goes on. A real bot process's `/readyz` and `/metrics`
//! follow the gateway: 503 while away, the latency, the reconnects by kind.

use std::path::Path;
use std::time::Duration;

use crate::support::bot_process::BotProcess;
use crate::support::discord::{
    ALICE, BOB, Bot, assert_turn, database, move_choices, play_first_legal, start_game,
    string_option,
};
use crate::support::fake_discord::{FakeDiscord, User};
use crate::support::http::{free_addr, metrics_until, sample, wait_for};

/// A heartbeat interval short enough for a zombie to be noticed in a test.
const HEARTBEAT: Duration = Duration::from_millis(500);

/// A fake Discord asking for heartbeats every [`HEARTBEAT`], a bot connected to it, and a game
/// between Alice and Bob with one move played (Bob to move).
async fn game(db: &Path) -> (FakeDiscord, Bot) {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn")),
        )
        .with_test_writer()
        .try_init();
    let fake = FakeDiscord::start().await;
    fake.set_heartbeat_interval(HEARTBEAT);
    let bot = Bot::start(&fake, db).await;
    fake.wait_identified(1).await;
    fake.wait_registered().await;
    start_game(&fake).await;
    play_first_legal(&fake, &ALICE, &BOB).await;
    (fake, bot)
}

/// `user`'s first legal move (asked through autocomplete).
async fn first_legal(fake: &FakeDiscord, user: &User) -> String {
    move_choices(fake, user, "")
        .await
        .first()
        .expect("a legal move")
        .clone()
}

/// `fault` sends the bot away, and it stays away (its resume held) while `user` sends their
/// move; then it is let back: the move is answered as a turn naming `next`, and the bot's
/// `resumes`-th resume is of the game's session.
async fn move_while_away(
    fake: &FakeDiscord,
    fault: impl FnOnce(&FakeDiscord),
    (user, next): (&User, &User),
    resumes: usize,
) {
    let chosen = first_legal(fake, user).await;
    fake.hold_resumes();
    fault(fake);
    let sent = fake.command(user, "move", vec![string_option("move", &chosen)]);
    let resume = fake.wait_resumed(resumes).await;
    assert_eq!(resume["d"]["session_id"], "fake-session-0", "{resume}");
    fake.release_resumes();
    assert_turn(&fake.answer(&sent).await, next);
}

#[tokio::test]
async fn a_dropped_connection_is_resumed_and_the_move_sent_meanwhile_answered() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = game(&database(&dir)).await;
    move_while_away(&fake, FakeDiscord::drop_connection, (&BOB, &ALICE), 1).await;
    // And the game goes on, live.
    play_first_legal(&fake, &ALICE, &BOB).await;
    assert_eq!(fake.identifies().len(), 1, "resumed, not identified anew");
    let (identified, resumed) = (&fake.identifies()[0], &fake.resumes()[0]);
    assert!(
        resumed.at > identified.at,
        "the resume came after the identify"
    );
    bot.stop().await;
}

#[tokio::test]
async fn a_reconnect_request_and_a_resumable_close_are_resumed() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = game(&database(&dir)).await;
    move_while_away(&fake, FakeDiscord::send_reconnect, (&BOB, &ALICE), 1).await;
    move_while_away(&fake, |f| f.close_connection(4000), (&ALICE, &BOB), 2).await;
    move_while_away(&fake, |f| f.invalidate_session(true), (&BOB, &ALICE), 3).await;
    play_first_legal(&fake, &ALICE, &BOB).await;
    assert_eq!(fake.identifies().len(), 1, "resumed, not identified anew");
    assert_eq!(fake.resumes().len(), 3);
    bot.stop().await;
}

#[tokio::test]
async fn an_invalid_session_that_cannot_be_resumed_makes_the_bot_identify_anew() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = game(&database(&dir)).await;
    fake.invalidate_session(false);
    let identify = fake.wait_identified(2).await;
    assert_eq!(identify["op"], 2);
    fake.wait_connected().await;
    play_first_legal(&fake, &BOB, &ALICE).await;
    play_first_legal(&fake, &ALICE, &BOB).await;
    assert!(fake.resumes().is_empty(), "a new session, not a resume");
    bot.stop().await;
}

#[tokio::test]
async fn a_refused_resume_makes_the_bot_identify_anew() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = game(&database(&dir)).await;
    // The session ends with the connection: the bot's resume is answered op 9, d: false.
    fake.forget_session();
    fake.drop_connection();
    fake.wait_resumed(1).await;
    fake.wait_identified(2).await;
    fake.wait_connected().await;
    play_first_legal(&fake, &BOB, &ALICE).await;
    bot.stop().await;
}

#[tokio::test]
async fn a_zombie_connection_is_closed_and_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = game(&database(&dir)).await;
    fake.make_zombie();
    // serenity 0.12 restarts the shard when an ACK is missing: a new session, not a resume.
    fake.wait_identified(2).await;
    fake.wait_connected().await;
    play_first_legal(&fake, &BOB, &ALICE).await;
    bot.stop().await;
}

/// The count of shard 0's reconnects of `kind` in a `/metrics` text.
fn reconnects(text: &str, kind: &str) -> Option<f64> {
    sample(
        text,
        &format!(r#"focus_gateway_reconnects_total{{shard="0",kind="{kind}"}}"#),
    )
}

/// A real `focus-bot run` process (its own metrics recorder): `/readyz` is 503 while its
/// session is away and 200 once resumed; the gateway's latency is known once a heartbeat is
/// acknowledged; a resume and a new identify are each counted.
#[tokio::test]
async fn readiness_and_metrics_follow_the_gateway() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    fake.set_heartbeat_interval(HEARTBEAT);
    let addr = free_addr();
    let db = database(&dir);
    let mut bot = BotProcess::start(
        dir.path(),
        &db,
        &fake,
        &[("METRICS_ADDR", &addr.to_string())],
    );
    fake.wait_identified(1).await;
    fake.wait_registered().await;
    assert_eq!(wait_for(addr, "/readyz", 200).await, "ready\n");
    let latency = r#"focus_gateway_latency_seconds{shard="0"}"#;
    // The reconnect counters start at 0 once the framework has seen READY (after the shard is
    // connected and may already have measured its latency).
    let text = metrics_until(addr, |t| {
        sample(t, latency).is_some() && reconnects(t, "identify").is_some()
    })
    .await;
    assert!(sample(&text, latency).is_some(), "the latency: {text}");
    assert_eq!(reconnects(&text, "resume"), Some(0.0), "{text}");
    assert_eq!(reconnects(&text, "identify"), Some(0.0), "{text}");

    fake.hold_resumes();
    fake.drop_connection();
    fake.wait_resumed(1).await;
    let reason = wait_for(addr, "/readyz", 503).await;
    assert!(reason.starts_with("shard 0 is not connected ("), "{reason}");
    fake.release_resumes();
    fake.wait_connected().await;
    assert_eq!(wait_for(addr, "/readyz", 200).await, "ready\n");
    let text = metrics_until(addr, |t| reconnects(t, "resume") == Some(1.0)).await;
    assert_eq!(reconnects(&text, "resume"), Some(1.0), "one resume: {text}");

    fake.invalidate_session(false);
    fake.wait_identified(2).await;
    fake.wait_connected().await;
    assert_eq!(wait_for(addr, "/readyz", 200).await, "ready\n");
    let text = metrics_until(addr, |t| reconnects(t, "identify") == Some(1.0)).await;
    assert_eq!(
        reconnects(&text, "identify"),
        Some(1.0),
        "one identify: {text}"
    );
    assert_eq!(reconnects(&text, "resume"), Some(1.0), "{text}");

    assert!(bot.stop().await.success(), "the bot stops cleanly");
}

/// A command that waited for the bot longer than Discord keeps an interaction open cannot be
/// answered when the bot resumes (its callback answers 404 Unknown interaction): the bot logs
/// it once, as a warning, and answers the next command (at the first try, and the bot then
/// stops cleanly: the test waits for its exit without blocking the runtime that serves the
/// fake, see `support::bot_process`).
#[tokio::test]
async fn a_command_too_old_to_answer_after_a_resume_is_logged_once() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let mut bot = BotProcess::start(dir.path(), &database(&dir), &fake, &[]);
    fake.wait_identified(1).await;
    fake.wait_registered().await;
    fake.hold_resumes();
    fake.drop_connection();
    let late = fake.command(&ALICE, "help", vec![]);
    fake.expire_waiting_interactions();
    fake.wait_resumed(1).await;
    fake.release_resumes();
    let callback = format!("/interactions/{}/{}/callback", late.id, late.token);
    fake.wait_for("the late command's answer, refused", |requests| {
        requests.iter().find(|r| r.path == callback).map(|_| ())
    })
    .await;
    let next = fake.command(&ALICE, "help", vec![]);
    let help = fake.answer(&next).await.text();
    assert!(
        help.contains("`/focus challenge opponent:@friend`"),
        "the next one is answered, with the help: {help}"
    );

    assert!(bot.stop().await.success(), "the bot stops cleanly");
    let logged = bot.log();
    let lines: Vec<&str> = logged.lines().filter(|l| l.contains("focus_bot")).collect();
    assert_eq!(
        lines.len(),
        1,
        "the bot's one line, for the late command:\n{logged}"
    );
    assert!(
        lines[0].contains("WARN") && lines[0].contains("too late"),
        "{logged}"
    );
    assert_eq!(
        fake.requests()
            .iter()
            .filter(|r| r.path == callback)
            .count(),
        1,
        "no second try at a dead interaction"
    );
    let next_callback = format!("/interactions/{}/{}/callback", next.id, next.token);
    assert_eq!(
        fake.requests()
            .iter()
            .filter(|r| r.path == next_callback)
            .count(),
        1,
        "the next one's answer went through at the first try"
    );
}
