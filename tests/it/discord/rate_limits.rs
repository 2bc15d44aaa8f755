//! Discord's REST faults against the bot's own rate limiter (the proxy set-up the tests use):
//! 429s per route and global and an empty bucket waited out, never sent into; a slow message POST
//! retried with its nonce posted once; answers deferred in time while the database is locked and
//! Discord rate-limits the follow-up; and a whole game under about one fault in five, counted in
//! `/metrics`.

use std::time::Duration;

use focus_bot::discord::ratelimit::Forwarder;
use poise::serenity_prelude as serenity;
use serde_json::json;
use sqlx::Connection;

use crate::support::bot_process::BotProcess;
use crate::support::discord::{
    ALICE, BOB, TOKEN, assert_private, assert_turn, custom_ids, database, move_choices,
    play_first_legal, setup, start_game, string_option,
};
use crate::support::fake_discord::FakeDiscord;
use crate::support::fake_discord::faults::Fault;
use crate::support::fake_discord::payloads::CHANNEL_ID;
use crate::support::http::{free_addr, metrics_until, sample, total};

const CHANNEL_MESSAGES: &str = "POST /channels/{channel_id}/messages";
const EDIT_ORIGINAL: &str = "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original";

/// serenity as the bot builds it in the proxy set-up, through the bot's limiter.
async fn limited_http(fake: &FakeDiscord, timeout: Duration) -> (Forwarder, serenity::Http) {
    let forwarder = Forwarder::start(fake.http_url(), timeout).await.unwrap();
    let http = serenity::HttpBuilder::new(TOKEN)
        .proxy(forwarder.url())
        .ratelimiter_disabled(true)
        .build();
    (forwarder, http)
}

fn is_429(fault: &Option<Fault>) -> bool {
    matches!(fault, Some(Fault::RateLimited { .. }))
}

#[tokio::test]
async fn route_and_global_429s_and_an_empty_bucket_are_waited_out() {
    let fake = FakeDiscord::start().await;
    let (_forwarder, http) = limited_http(&fake, Duration::from_secs(5)).await;
    let window = Duration::from_millis(1200);
    fake.faults()
        .route(CHANNEL_MESSAGES)
        .answer_429(window, false)
        .exhaust(window);
    let here = serenity::ChannelId::new(CHANNEL_ID);
    let there = serenity::ChannelId::new(CHANNEL_ID + 1);
    let post = |n: usize| serenity::CreateMessage::new().content(format!("post {n}"));
    // A 429 for the route, retried after it; then a bucket left empty, which the next post
    // waits out.
    for n in 0..3 {
        here.send_message(&http, post(n)).await.expect("posted");
    }
    // A global 429 holds every route: posts to two channels at once.
    fake.faults()
        .route(CHANNEL_MESSAGES)
        .answer_429(window, true);
    let (a, b) = tokio::join!(
        here.send_message(&http, post(3)),
        there.send_message(&http, post(4))
    );
    a.expect("posted");
    b.expect("posted");

    let faults = fake.faults();
    let injected = faults.injected();
    assert_eq!(injected.len(), 3, "{injected:#?}");
    assert!(injected.iter().all(|a| a.method == "POST"
        && a.path.starts_with("/channels/")
        && a.bucket.contains("/channels/{channel_id}/messages")));
    assert_eq!(
        faults.early(),
        vec![],
        "no request inside an announced window: {:#?}",
        faults.arrivals()
    );
    let posted = fake
        .requests()
        .iter()
        .filter(|r| r.method == "POST")
        .count();
    assert_eq!(posted, 5, "every post went through once");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_global_429_on_an_interaction_route_is_waited_out_on_that_route() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    start_game(&fake).await;
    let chosen = move_choices(&fake, &ALICE, "").await[0].clone();
    // The turn's edit answered 429 with `global: true`: interactions are exempt from the global
    // window, but not from the retry_after of the route that answered.
    fake.faults()
        .route(EDIT_ORIGINAL)
        .answer_429(Duration::from_millis(800), true);
    let turn = fake.command(&ALICE, "move", vec![string_option("move", &chosen)]);
    assert_turn(&fake.answer(&turn).await, &BOB);
    let faults = fake.faults();
    let injected = faults.injected();
    assert_eq!(injected.len(), 1, "{injected:#?}");
    assert!(is_429(&injected[0].fault));
    let edits: Vec<_> = faults
        .arrivals()
        .into_iter()
        .filter(|a| a.bucket == injected[0].bucket)
        .collect();
    assert!(edits.len() >= 2, "the edit was sent again: {edits:#?}");
    assert_eq!(
        faults.early(),
        vec![],
        "the edit waited out its 429: {:#?}",
        faults.arrivals()
    );
    bot.stop().await;
}

#[tokio::test]
async fn a_slow_post_sent_again_with_its_nonce_is_posted_once() {
    let fake = FakeDiscord::start().await;
    let (_forwarder, http) = limited_http(&fake, Duration::from_millis(500)).await;
    fake.faults()
        .route(CHANNEL_MESSAGES)
        .slow(Duration::from_secs(2));
    let channel = serenity::ChannelId::new(CHANNEL_ID);
    let post = || {
        serenity::CreateMessage::new()
            .content("turn 7")
            .nonce(serenity::Nonce::String("turn-7".into()))
            .enforce_nonce(true)
    };
    // Discord makes the message, but answers after the bot has given up: the bot does not know.
    let first = channel.send_message(&http, post()).await;
    assert!(first.is_err(), "the slow answer times out: {first:?}");
    // Sent again with the same nonce: Discord answers the message it made.
    let again = channel.send_message(&http, post()).await.expect("answered");
    let made = fake.messages_with_nonce("turn-7");
    assert_eq!(made.len(), 1, "posted once: {made:#?}");
    assert_eq!(made[0]["id"], again.id.to_string());

    // A 5xx to a POST is not sent again by the limiter (its sender retries, with a nonce).
    fake.faults().route(CHANNEL_MESSAGES).answer_5xx(503);
    let refused = channel.send_message(&http, post()).await;
    assert!(refused.is_err(), "the 503 reaches the sender: {refused:?}");
    let arrivals = fake.faults().arrivals();
    assert_eq!(arrivals.len(), 3, "sent once each: {arrivals:#?}");
    assert_eq!(fake.messages_with_nonce("turn-7").len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn answers_are_deferred_in_time_while_the_database_is_locked() {
    let dir = tempfile::tempdir().unwrap();
    let db = database(&dir);
    let (fake, bot) = setup(&db).await;
    start_game(&fake).await;
    let chosen = move_choices(&fake, &ALICE, "").await[0].clone();
    // The turn's edit is rate limited; the fake refuses any callback later than 3 s.
    fake.faults()
        .route(EDIT_ORIGINAL)
        .answer_429(Duration::from_millis(1500), false);
    // Another process holds the database's write lock.
    let mut lock = sqlx::SqliteConnection::connect(&format!("sqlite://{}", db.display()))
        .await
        .unwrap();
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut lock)
        .await
        .unwrap();
    let turn = fake.command(&ALICE, "move", vec![string_option("move", &chosen)]);
    // A setting writes too, and has no picture: it is deferred when it takes long.
    let dm = json!({ "name": "mode", "type": 4, "value": 1 });
    let setting = fake.command(&BOB, "notify", vec![dm]);
    for sent in [&turn, &setting] {
        let callback = format!("/interactions/{}/{}/callback", sent.id, sent.token);
        fake.wait_for("the callback while the database is locked", |requests| {
            requests.iter().find(|r| r.path == callback).map(drop)
        })
        .await;
    }
    sqlx::query("ROLLBACK").execute(&mut lock).await.unwrap();

    assert_turn(&fake.answer(&turn).await, &BOB);
    let set = fake.answer(&setting).await;
    assert_eq!(set.callback_type, 5, "deferred, as it waited on the lock");
    assert!(assert_private(&set, "notify").contains("**dm**"));
    let faults = fake.faults();
    assert!(is_429(&faults.injected()[0].fault));
    assert_eq!(faults.early(), vec![], "the edit waited out its 429");
    let answered: Vec<String> = faults
        .callback_delays()
        .into_iter()
        .map(|(t, _)| t)
        .collect();
    assert!(answered.contains(&turn.token) && answered.contains(&setting.token));
    bot.stop().await;
}

#[tokio::test]
async fn a_game_under_rate_limits_and_server_errors_is_answered_in_time_and_counted() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let addr = free_addr();
    let mut bot = BotProcess::start(
        dir.path(),
        &database(&dir),
        &fake,
        &[("METRICS_ADDR", &addr.to_string())],
    );
    fake.wait_identified(1).await;
    fake.wait_registered().await;
    // About one request in five: 429s (route and global) and 5xx; two edits answered after the
    // bot's timeout (the edit is done; the bot sends it again).
    let slow = focus_bot::discord::ratelimit::REQUEST_TIMEOUT + Duration::from_secs(1);
    fake.faults().random(28, 5, 2, EDIT_ORIGINAL, slow);

    start_game(&fake).await;
    for i in 0..6 {
        let (mover, next) = if i % 2 == 0 {
            (&ALICE, &BOB)
        } else {
            (&BOB, &ALICE)
        };
        play_first_legal(&fake, mover, next).await;
    }
    // Alice resigns, confirmed with the button: the game is over.
    let resign = fake.command(&ALICE, "resign", vec![]);
    let asked = fake.answer(&resign).await;
    let button = custom_ids(&asked.data)[0].0.clone();
    let (message, _) = fake.message_with_button(&button).expect("the question");
    let confirmed = fake.click(&ALICE, message, &button);
    let result = fake.answer(&confirmed).await;
    assert!(result.text().contains("resigned"), "{}", result.text());

    let faults = fake.faults();
    let injected = faults.injected();
    eprintln!("faults injected: {injected:#?}");
    let rate_limited = injected.iter().filter(|a| is_429(&a.fault)).count();
    assert!(rate_limited > 0, "the plan rate-limited something");
    assert!(
        injected
            .iter()
            .any(|a| matches!(a.fault, Some(Fault::Slow(_))))
    );
    assert_eq!(faults.early(), vec![], "no request inside a 429 window");
    // Every interaction was answered in time: a late callback is a violation `answer` reports.
    assert!(faults.callback_delays().len() >= 10);

    let text = metrics_until(addr, |text| {
        total(text, "focus_discord_requests_total", r#"status="429""#) == rate_limited as f64
    })
    .await;
    assert!(bot.stop().await.success(), "the bot stops cleanly");

    assert_eq!(
        total(&text, "focus_discord_requests_total", r#"status="429""#),
        rate_limited as f64,
        "{text}"
    );
    assert!(
        !text.contains("/channels/1") && !text.contains("token-"),
        "routes are labelled without ids or tokens: {text}"
    );
    // A 429's retry waits out what is left of its window: on a loaded machine a short window
    // may have passed by then (no wait needed, none counted), so not every 429 is a wait; that
    // nothing was sent inside a window is checked above, by the fake.
    let waits = total(&text, "focus_discord_ratelimit_waits_total", "scope=");
    assert!(
        rate_limited == 0 || waits >= 1.0,
        "the 429s were waited out: {text}"
    );
    assert_eq!(
        sample(&text, "focus_discord_ratelimit_wait_seconds_count"),
        Some(waits),
        "{text}"
    );
}
