//! `/metrics` of a real `focus-bot run` process (its own metrics recorder, so no other test's
//! counts mix in) against the fake Discord: a scripted game, then the counters read back in
//! Prometheus's text format: the turns played equal the moves made, the interactions are
//! counted by command or button and result (a move out of turn is `refused`, not `ok`; so is a
//! click on someone else's button), every picture
//! drawn is counted, and the gateway's latency is the heartbeats' round trip, in seconds.

use std::time::Duration;

use crate::support::bot_process::BotProcess;
use crate::support::discord::{ALICE, BOB, database, play_first_legal, start_game, string_option};
use crate::support::fake_discord::FakeDiscord;
use crate::support::http::{free_addr, metrics_until, sample};

/// How long the fake waits before acknowledging a heartbeat.
const ACK_DELAY: Duration = Duration::from_millis(250);

#[tokio::test]
async fn a_scripted_game_is_counted_in_metrics() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    // Heartbeats every second (Discord asks every 41.25 s: none would come in the test), each
    // acknowledged after ACK_DELAY: the latency the bot measures is at least that.
    fake.set_heartbeat_interval(Duration::from_secs(1));
    fake.delay_heartbeat_acks(ACK_DELAY);
    let addr = free_addr();
    let mut bot = BotProcess::start(
        dir.path(),
        &database(&dir),
        &fake,
        &[("METRICS_ADDR", &addr.to_string())],
    );
    fake.wait_identified(1).await;
    fake.wait_registered().await;

    start_game(&fake).await;
    const MOVES: usize = 4;
    // Every interaction's reply is timed: the challenge, the two clicks on it, the moves, the
    // refused move, and the three clicks below.
    const REPLIES: usize = 1 + 2 + MOVES + 1 + 3;
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
    // Clicks are counted by what the button does and what came of it: Alice's Play opens her
    // picker (ok), Bob's is refused (not his turn), a button of an older version is refused.
    let (post, _) = fake
        .message_with_button("focus:play:1")
        .expect("the last turn's post has Play");
    let opened = fake.answer(&fake.click(&ALICE, post, "focus:play:1")).await;
    assert_eq!(opened.callback_type, 4, "the picker: {:?}", opened.data);
    let not_yours = fake.answer(&fake.click(&BOB, post, "focus:play:1")).await;
    assert_eq!(
        not_yours.data["flags"].as_u64().unwrap_or(0) & 64,
        64,
        "{:?}",
        not_yours.data
    );
    fake.answer(&fake.click(&BOB, post, "focus:old-button:1"))
        .await;
    // An interaction is counted just after its answer is sent: read until the last one is in,
    // and a heartbeat has been acknowledged.
    let moves = r#"focus_interactions_total{command="focus move",result="ok"}"#;
    let latency = r#"focus_gateway_latency_seconds{shard="0"}"#;
    let text = metrics_until(addr, |text| {
        sample(text, moves) == Some(MOVES as f64)
            && sample(text, "focus_reply_seconds_count") == Some(REPLIES as f64)
            && sample(text, latency).is_some()
    })
    .await;

    assert!(
        bot.stop().await.success(),
        "the bot stops cleanly on SIGTERM"
    );

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
    for (command, result, count) in [
        // Carol's click on Bob's invitation, then Bob's.
        ("click accept", "refused", Some(1.0)),
        ("click accept", "ok", Some(1.0)),
        ("click play", "ok", Some(1.0)),
        ("click play", "refused", Some(1.0)),
        ("click play", "error", None),
        ("click unreadable", "refused", Some(1.0)),
    ] {
        let name = format!(r#"focus_interactions_total{{command="{command}",result="{result}"}}"#);
        assert_eq!(sample(&text, &name), count, "{name}: {text}");
    }
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
        Some(REPLIES as f64),
        "{text}"
    );
    assert_eq!(sample(&text, "focus_games_running"), Some(1.0), "{text}");
    // In seconds: at least the fake's delay, and far below a minute (not milliseconds).
    let latency = sample(&text, latency).expect("the gateway's latency");
    assert!(
        (ACK_DELAY.as_secs_f64()..60.0).contains(&latency),
        "latency {latency}: {text}"
    );
    assert!(
        text.contains("# TYPE focus_reply_seconds histogram"),
        "{text}"
    );
}
