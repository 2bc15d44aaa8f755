//! `/metrics` of a real `focus-bot run` process (its own metrics recorder, so no other test's
//! counts mix in) against the fake Discord: a scripted game, then the counters read back in
//! Prometheus's text format: the turns played equal the moves made, the interactions are
//! counted by command and result (a move out of turn is `refused`, not `ok`), and every picture
//! drawn is counted.

use std::net::SocketAddr;
use std::process::{Command, Stdio};
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::support::discord::{
    ALICE, BOB, TOKEN, database, play_first_legal, start_game, string_option,
};
use crate::support::fake_discord::{FakeDiscord, GUILD_ID};

/// The body of `GET /metrics` on `addr`, once it answers 200 (within ten seconds).
pub(super) async fn metrics_text(addr: SocketAddr) -> String {
    for _ in 0..200 {
        if let Ok(mut stream) = TcpStream::connect(addr).await {
            let request =
                format!("GET /metrics HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
            stream.write_all(request.as_bytes()).await.unwrap();
            let mut response = String::new();
            stream.read_to_string(&mut response).await.unwrap();
            if response.starts_with("HTTP/1.1 200") {
                return response.split_once("\r\n\r\n").unwrap().1.to_string();
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("/metrics never answered 200");
}

/// The value of the sample `series` (a name and its labels as rendered), if present.
pub(super) fn sample(text: &str, series: &str) -> Option<f64> {
    text.lines().find_map(|line| {
        line.strip_prefix(series)?
            .strip_prefix(' ')?
            .trim()
            .parse()
            .ok()
    })
}

#[tokio::test]
async fn a_scripted_game_is_counted_in_metrics() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let addr: SocketAddr = {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        listener.local_addr().unwrap()
    };
    let db = database(&dir);
    let mut bot = Command::new(env!("CARGO_BIN_EXE_focus-bot"))
        .current_dir(dir.path())
        .arg("run")
        .env("DISCORD_TOKEN", TOKEN)
        .env("DATABASE_URL", format!("sqlite://{}", db.display()))
        .env("DISCORD_HTTP_PROXY", fake.http_url())
        .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
        .env("WEB_ADDR", addr.to_string())
        .env("RUST_LOG", "warn")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    fake.wait_identified(1).await;
    fake.wait_registered().await;

    start_game(&fake).await;
    const MOVES: usize = 4;
    for i in 0..MOVES {
        let (mover, next) = if i % 2 == 0 {
            (&ALICE, &BOB)
        } else {
            (&BOB, &ALICE)
        };
        play_first_legal(&fake, mover, next).await;
    }
    // Alice is to act: Bob's move is refused, privately, and changes nothing.
    let sent = fake.command(&BOB, "move", vec![string_option("move", "a1-a2")]);
    let refused = fake.answer(&sent).await;
    assert_eq!(
        refused.data["flags"].as_u64().unwrap_or(0) & 64,
        64,
        "a refusal is private: {:?}",
        refused.data
    );
    // A command is counted just after its answer is sent: read until the last move is in.
    let moves = r#"focus_interactions_total{command="focus move",result="ok"}"#;
    let mut text = metrics_text(addr).await;
    for _ in 0..200 {
        if sample(&text, moves) == Some(MOVES as f64)
            && sample(&text, "focus_reply_seconds_count") == Some((MOVES + 2) as f64)
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        text = metrics_text(addr).await;
    }

    let _ = Command::new("kill")
        .args(["-TERM", &bot.id().to_string()])
        .status();
    let status = bot.wait().unwrap();
    assert!(status.success(), "the bot stops cleanly on SIGTERM");

    assert_eq!(
        sample(&text, "focus_turns_total"),
        Some(MOVES as f64),
        "{text}"
    );
    assert_eq!(
        sample(
            &text,
            r#"focus_interactions_total{command="focus move",result="ok"}"#
        ),
        Some(MOVES as f64),
        "the refused move is not among the ok ones: {text}"
    );
    assert_eq!(
        sample(
            &text,
            r#"focus_interactions_total{command="focus move",result="refused"}"#
        ),
        Some(1.0),
        "{text}"
    );
    assert_eq!(
        sample(
            &text,
            r#"focus_interactions_total{command="focus move",result="error"}"#
        ),
        None,
        "{text}"
    );
    assert_eq!(
        sample(
            &text,
            r#"focus_interactions_total{command="focus challenge",result="ok"}"#
        ),
        Some(1.0),
        "{text}"
    );
    assert_eq!(
        sample(
            &text,
            r#"focus_interactions_total{command="click",result="ok"}"#
        ),
        Some(2.0),
        "the stranger's click and Bob's accept: {text}"
    );
    let pictures = sample(&text, "focus_pictures_total").expect("pictures counted");
    assert!(
        pictures >= MOVES as f64,
        "a picture a turn at least: {text}"
    );
    assert_eq!(
        sample(&text, "focus_picture_seconds_count"),
        Some(pictures),
        "{text}"
    );
    assert_eq!(
        sample(&text, "focus_reply_seconds_count"),
        Some((MOVES + 2) as f64),
        "{text}"
    );
    assert_eq!(sample(&text, "focus_games_running"), Some(1.0), "{text}");
    assert!(
        text.contains("# TYPE focus_reply_seconds histogram"),
        "{text}"
    );
}
