//! The outbox through the fake Discord with the real bot: posts held while the bot is stopped
//! and started again are delivered once each, in order; a channel answering 403 gives up its
//! own posts only; a post whose outcome is unknown is looked for before it is sent again; a
//! turn whose answer failed is posted once by the delivery worker, before the next turn shows.

use std::path::Path;
use std::time::Duration;

use focus_bot::rules::FirstPlayer;
use focus_bot::service::{Actor, ChallengeOptions, Invitee, ManualClock, Service, Where};
use focus_bot::store::{PostKind, PostState, Store};
use serde_json::Value;

use crate::support::discord::{ALICE, BOB, Bot, database};
use crate::support::fake_discord::{FakeDiscord, GUILD_ID, text_of};
use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;
use focus_bot::store::UserId;

const MESSAGES: &str = "/channels/{channel_id}/messages";
/// 2026-11-21, long before the bot runs.
const START: i64 = 1_795_262_400_000;

/// A game in each of `channels` (one-hour turns, Alice to act), and the timer's work at 46
/// minutes (reminders) and at 61 (forfeits): each channel's outbox holds a reminder, then a
/// forfeit, written by a service that delivers nothing.
async fn reminded_and_forfeited(db: &Path, channels: &[u64]) {
    let store = Store::open_path(db).await.unwrap();
    let clock = ManualClock::new(START);
    let service = Service::new(store.clone(), clock.clone(), 1, UserId(7));
    for &channel in channels {
        let place = Where {
            guild_id: ServerId(GUILD_ID),
            channel_id: ChannelId(channel),
        };
        let options = ChallengeOptions {
            first: FirstPlayer::Challenger,
            turn_limit: Some(Some(Duration::from_secs(3600))),
            ..ChallengeOptions::default()
        };
        service
            .challenge(
                &Actor::new(UserId(ALICE.id), "Alice"),
                &place,
                &[Invitee::person(UserId(BOB.id), "Bob")],
                &options,
            )
            .await
            .unwrap();
        service
            .accept(&Actor::new(UserId(BOB.id), "Bob"), &place, None)
            .await
            .unwrap();
    }
    clock.advance(Duration::from_secs(46 * 60));
    service.tick().await.unwrap();
    clock.advance(Duration::from_secs(15 * 60));
    service.tick().await.unwrap();
    for &channel in channels {
        let kinds: Vec<PostKind> = store
            .posts_in(ChannelId(channel))
            .await
            .unwrap()
            .iter()
            .map(|p| p.kind)
            .collect();
        assert_eq!(kinds, [PostKind::Reminder, PostKind::GameOver]);
    }
    store.close().await;
}

/// Waits until no post waits in the outbox.
async fn delivered(db: &Path) -> Store {
    let store = Store::open_path(db).await.unwrap();
    for _ in 0..300 {
        if store.posts_waiting().await.unwrap() == 0 {
            return store;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("posts still wait: {:?}", store.posts_waiting().await);
}

/// The bodies the bot posted to `channel` (its own posts, not answers), in order.
fn posts_to(fake: &FakeDiscord, channel: u64) -> Vec<Value> {
    fake.requests()
        .into_iter()
        .filter(|r| {
            r.method == "POST"
                && r.template == MESSAGES
                && r.path.ends_with(&format!("/channels/{channel}/messages"))
        })
        .map(|r| r.body)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn outbox_posts_held_across_a_restart_are_delivered_once_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let channel = 1_100_000_000_000_000_601u64;
    reminded_and_forfeited(&database(&dir), &[channel]).await;
    let fake = FakeDiscord::start().await;
    // The first post is held; the bot stops while it waits for Discord's answer.
    let gate = fake.hold(MESSAGES);
    let bot = Bot::start(&fake, &database(&dir)).await;
    fake.wait_identified(1).await;
    gate.arrived().await;
    bot.stop().await;
    gate.release();
    let bot = Bot::start(&fake, &database(&dir)).await;
    let store = delivered(&database(&dir)).await;
    let rows = store.posts_in(ChannelId(channel)).await.unwrap();
    assert!(
        rows.iter()
            .all(|p| matches!(p.state, PostState::Sent { .. })),
        "{rows:?}"
    );
    // Every request carries its post's nonce and asks Discord to enforce it: Discord makes one
    // message per nonce, so a post sent again after a restart is still one message.
    let posts = posts_to(&fake, channel);
    let mut nonces: Vec<String> = Vec::new();
    for body in &posts {
        assert_eq!(body["enforce_nonce"], true, "{body}");
        let nonce = body["nonce"].as_str().expect("a nonce").to_string();
        assert!(nonce.len() <= 25);
        if !nonces.contains(&nonce) {
            nonces.push(nonce);
        }
    }
    let expected: Vec<String> = rows.iter().map(|p| p.nonce.clone()).collect();
    assert_eq!(nonces, expected, "each post once, in order: {posts:?}");
    let texts: Vec<String> = posts.iter().map(text_of).collect();
    let reminder = texts
        .iter()
        .position(|t| t.contains("left"))
        .expect("the reminder");
    let forfeit = texts
        .iter()
        .position(|t| t.contains("ran out of time"))
        .expect("the forfeit");
    assert!(reminder < forfeit, "{texts:?}");
    // The forfeit's board is drawn again from the game at its ply.
    assert!(
        fake.requests()
            .iter()
            .any(|r| r.template == MESSAGES && !r.files.is_empty()),
        "the forfeit shows the board"
    );
    store.close().await;
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn outbox_a_channel_answering_403_gives_up_its_posts_only() {
    let dir = tempfile::tempdir().unwrap();
    let (refusing, open) = (1_100_000_000_000_000_611u64, 1_100_000_000_000_000_612u64);
    reminded_and_forfeited(&database(&dir), &[refusing, open]).await;
    let fake = FakeDiscord::start().await;
    fake.refuse_posts_in(refusing);
    let bot = Bot::start(&fake, &database(&dir)).await;
    fake.wait_identified(1).await;
    let store = delivered(&database(&dir)).await;
    for p in store.posts_in(ChannelId(refusing)).await.unwrap() {
        assert!(matches!(p.state, PostState::GivenUp { .. }), "{p:?}");
    }
    for p in store.posts_in(ChannelId(open)).await.unwrap() {
        assert!(matches!(p.state, PostState::Sent { .. }), "{p:?}");
    }
    assert_eq!(
        posts_to(&fake, refusing).len(),
        1,
        "the refusal gave up the channel's posts at once, without retries"
    );
    let texts: Vec<String> = posts_to(&fake, open).iter().map(text_of).collect();
    assert_eq!(texts.len(), 2, "{texts:?}");
    assert!(texts[1].contains("ran out of time"), "{texts:?}");
    store.close().await;
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn outbox_a_turns_answer_is_its_post_and_is_not_posted_again() {
    use crate::support::discord::{play_first_legal, setup, start_game};
    use crate::support::fake_discord::payloads::CHANNEL_ID;
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    start_game(&fake).await;
    play_first_legal(&fake, &ALICE, &BOB).await;
    play_first_legal(&fake, &BOB, &ALICE).await;
    let store = delivered(&database(&dir)).await;
    let posts = store.posts_in(ChannelId(CHANNEL_ID)).await.unwrap();
    assert_eq!(posts.len(), 2, "{posts:?}");
    for p in &posts {
        let PostState::Sent { message_id } = p.state else {
            panic!("not sent: {p:?}");
        };
        assert!(fake.message(message_id).is_some(), "the answer is the post");
    }
    assert!(posts_to(&fake, CHANNEL_ID).is_empty(), "no post sent twice");
    store.close().await;
    bot.stop().await;
}

/// What reached `channel`'s messages, in order, faults included: `POST` (a post) or `GET` (a
/// look through its recent messages).
fn channel_calls(fake: &FakeDiscord, channel: u64) -> Vec<String> {
    fake.faults()
        .arrivals()
        .into_iter()
        .filter(|a| a.path == format!("/channels/{channel}/messages"))
        .map(|a| a.method)
        .collect()
}

/// The texts the bot posted to `channel` that Discord took (faults' refusals are not kept).
fn texts_to(fake: &FakeDiscord, channel: u64) -> Vec<String> {
    posts_to(fake, channel).iter().map(text_of).collect()
}

/// Each post of `channel` is sent, and is the one message Discord holds with its nonce.
async fn each_post_once(fake: &FakeDiscord, store: &Store, channel: u64) {
    for p in store.posts_in(ChannelId(channel)).await.unwrap() {
        let PostState::Sent { message_id } = p.state else {
            panic!("not sent: {p:?}");
        };
        let made = fake.messages_with_nonce(&p.nonce);
        assert_eq!(made.len(), 1, "one message for post {p:?}: {made:?}");
        assert_eq!(made[0]["id"], message_id.to_string(), "{p:?}");
    }
}

/// A reminder whose post was made but whose answer came after the bot stopped waiting (its
/// outcome unknown), and whose nonce Discord has forgotten by the retry: the bot finds it among
/// the channel's recent messages and marks it sent without posting it again; the forfeit follows.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn outbox_an_unconfirmed_post_past_its_nonce_window_is_found_not_posted_again() {
    let dir = tempfile::tempdir().unwrap();
    let channel = 1_100_000_000_000_000_621u64;
    reminded_and_forfeited(&database(&dir), &[channel]).await;
    let fake = FakeDiscord::start().await;
    let late = focus_bot::discord::ratelimit::REQUEST_TIMEOUT + Duration::from_secs(1);
    fake.faults().route(&format!("POST {MESSAGES}")).slow(late);
    let bot = Bot::start(&fake, &database(&dir)).await;
    fake.wait_for("the reminder's post", |requests| {
        requests
            .iter()
            .find(|r| r.method == "POST" && r.template == MESSAGES)
            .map(|_| ())
    })
    .await;
    fake.faults().nonce_window_passes();
    let store = delivered(&database(&dir)).await;
    each_post_once(&fake, &store, channel).await;
    assert_eq!(
        channel_calls(&fake, channel),
        ["POST", "GET", "POST"],
        "the reminder (late), the look that finds it, the forfeit"
    );
    let texts = texts_to(&fake, channel);
    assert!(
        texts.len() == 2 && texts[0].contains("left") && texts[1].contains("ran out of time"),
        "{texts:?}"
    );
    store.close().await;
    bot.stop().await;
}

/// A reminder whose post Discord made while the bot stopped before its answer came, and whose
/// nonce Discord has forgotten by the time the bot is back: the bot started after it does not
/// know how the stopped one's attempt went, so it looks first, finds the message and marks it
/// sent; the forfeit follows. Each post is one message.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn outbox_a_post_attempted_before_a_restart_is_looked_for_not_posted_again() {
    let dir = tempfile::tempdir().unwrap();
    let channel = 1_100_000_000_000_000_623u64;
    reminded_and_forfeited(&database(&dir), &[channel]).await;
    let fake = FakeDiscord::start().await;
    fake.faults()
        .route(&format!("POST {MESSAGES}"))
        .slow(Duration::from_secs(30));
    let bot = Bot::start(&fake, &database(&dir)).await;
    fake.wait_for("the reminder's post", |requests| {
        requests
            .iter()
            .find(|r| r.method == "POST" && r.template == MESSAGES)
            .map(|_| ())
    })
    .await;
    bot.stop().await;
    fake.faults().nonce_window_passes();
    let bot = Bot::start(&fake, &database(&dir)).await;
    let store = delivered(&database(&dir)).await;
    each_post_once(&fake, &store, channel).await;
    assert_eq!(
        channel_calls(&fake, channel),
        ["POST", "GET", "POST"],
        "the reminder (unanswered when the bot stopped), the look that finds it, the forfeit"
    );
    store.close().await;
    bot.stop().await;
}

/// A reminder answered with a server error (its outcome unknown to the bot) that Discord did not
/// make: the bot looks for it in the channel, does not find it, and posts it, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn outbox_an_unconfirmed_post_not_in_the_channel_is_posted_once() {
    let dir = tempfile::tempdir().unwrap();
    let channel = 1_100_000_000_000_000_622u64;
    reminded_and_forfeited(&database(&dir), &[channel]).await;
    let fake = FakeDiscord::start().await;
    fake.faults()
        .route(&format!("POST {MESSAGES}"))
        .answer_5xx(502);
    let bot = Bot::start(&fake, &database(&dir)).await;
    let store = delivered(&database(&dir)).await;
    each_post_once(&fake, &store, channel).await;
    assert_eq!(
        channel_calls(&fake, channel),
        ["POST", "GET", "POST", "POST"],
        "the reminder (502), the look that does not find it, the reminder, the forfeit"
    );
    let texts = texts_to(&fake, channel);
    assert!(
        texts.len() == 2 && texts[0].contains("left") && texts[1].contains("ran out of time"),
        "{texts:?}"
    );
    store.close().await;
    bot.stop().await;
}

/// Alice's move is committed but its answer fails (the edit of its deferred answer answers 5xx,
/// every retry of the limiter too), and the delivery worker's first two posts of its board fail
/// as well; Bob moves meanwhile. Alice's board is posted once, by the worker, and Bob's turn
/// shows only after it: each turn one public post with its picture, in order. Alice's deferred
/// answer is taken away rather than left "thinking…".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn outbox_a_turns_failed_answer_is_posted_once_by_the_worker_before_the_next_turn() {
    use crate::support::discord::{assert_turn, move_choices, setup, start_game, string_option};
    use crate::support::fake_discord::payloads::CHANNEL_ID;
    const EDIT_ORIGINAL: &str = "PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original";
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    start_game(&fake).await;
    let channel_posts = format!("POST {MESSAGES}");
    fake.faults()
        .route(EDIT_ORIGINAL)
        .answer_5xx(503)
        .answer_5xx(502)
        .answer_5xx(500)
        .answer_5xx(503);
    fake.faults()
        .route(&channel_posts)
        .answer_5xx(503)
        .answer_5xx(503);
    let chosen = move_choices(&fake, &ALICE, "").await[0].clone();
    let alice = fake.command(&ALICE, "move", vec![string_option("move", &chosen)]);
    let posts_path = format!("/channels/{CHANNEL_ID}/messages");
    for _ in 0..300 {
        let arrivals = fake.faults().arrivals();
        if arrivals
            .iter()
            .any(|a| a.method == "POST" && a.path == posts_path)
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // Bob moves while Alice's board waits for the worker's next try.
    let chosen = move_choices(&fake, &BOB, "").await[0].clone();
    let bob = fake.command(&BOB, "move", vec![string_option("move", &chosen)]);
    assert_turn(&fake.answer(&bob).await, &ALICE);

    let store = delivered(&database(&dir)).await;
    let posts = store.posts_in(ChannelId(CHANNEL_ID)).await.unwrap();
    assert_eq!(posts.len(), 2, "{posts:?}");
    let sent: Vec<u64> = posts
        .iter()
        .map(|p| match p.state {
            PostState::Sent { message_id } => message_id,
            _ => panic!("not sent: {p:?}"),
        })
        .collect();
    let requests = fake.requests();
    let worker_posts: Vec<usize> = requests
        .iter()
        .enumerate()
        .filter(|(_, r)| r.method == "POST" && r.path == posts_path)
        .map(|(i, _)| i)
        .collect();
    assert_eq!(worker_posts.len(), 1, "Alice's board is posted once");
    let board = &requests[worker_posts[0]];
    assert!(!board.files.is_empty(), "with its picture");
    assert!(
        text_of(&board.body).contains(&format!("<@{}>", BOB.id)),
        "naming Bob: {}",
        board.body
    );
    let made = fake.messages_with_nonce(&posts[0].nonce);
    assert_eq!(made.len(), 1, "{made:?}");
    assert_eq!(
        made[0]["id"],
        sent[0].to_string(),
        "the post is that message"
    );
    let bobs_edit = format!(
        "/webhooks/{}/{}/messages/@original",
        crate::support::fake_discord::APPLICATION_ID,
        bob.token
    );
    let shown = requests
        .iter()
        .position(|r| r.method == "PATCH" && r.path == bobs_edit)
        .expect("Bob's turn shown");
    assert!(
        worker_posts[0] < shown,
        "Alice's board came before Bob's turn (post at {}, Bob's turn at {shown})",
        worker_posts[0]
    );
    assert!(fake.message(sent[1]).is_some(), "Bob's answer is his post");
    // Alice's deferred answer, whose edit failed, does not stay "thinking…": it is taken away.
    let alices = format!(
        "/webhooks/{}/{}/messages/@original",
        crate::support::fake_discord::APPLICATION_ID,
        alice.token
    );
    fake.wait_for("Alice's deferred answer taken away", |requests| {
        requests
            .iter()
            .find(|r| r.method == "DELETE" && r.path == alices)
            .map(|_| ())
    })
    .await;
    store.close().await;
    bot.stop().await;
}

/// A post a click shows (Alice resigns with the button: the game over) is that click's
/// follow-up, marked sent at once: neither posted again nor looked for in the channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn outbox_a_clicks_answer_is_its_post_and_is_not_looked_for() {
    use crate::support::discord::{custom_ids, play_first_legal, setup, start_game};
    use crate::support::fake_discord::payloads::CHANNEL_ID;
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    start_game(&fake).await;
    play_first_legal(&fake, &ALICE, &BOB).await;
    let resign = fake.command(&BOB, "resign", vec![]);
    let asked = fake.answer(&resign).await;
    let button = custom_ids(&asked.data)[0].0.clone();
    let (question, _) = fake.message_with_button(&button).expect("the question");
    let confirmed = fake.click(&BOB, question, &button);
    let over = fake.answer(&confirmed).await;
    assert!(over.text().contains("resigned"), "{}", over.text());
    let store = delivered(&database(&dir)).await;
    let posts = store.posts_in(ChannelId(CHANNEL_ID)).await.unwrap();
    assert_eq!(posts.len(), 2, "the turn and the game over: {posts:?}");
    for p in &posts {
        let PostState::Sent { message_id } = p.state else {
            panic!("not sent: {p:?}");
        };
        assert!(fake.message(message_id).is_some(), "the answer is the post");
    }
    assert_eq!(
        channel_calls(&fake, CHANNEL_ID),
        Vec::<String>::new(),
        "nothing posted again, nothing looked for"
    );
    store.close().await;
    bot.stop().await;
}
