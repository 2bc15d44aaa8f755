//! Ratings and server admins through the real bot and the fake Discord: the leaderboard's
//! pages, a moderator's abort, server settings, a missing permission named, and a refused post
//! that stops no other game.

use serde_json::json;

use crate::support::discord::*;
use crate::support::fake_discord::{FakeDiscord, GUILD_ID};
use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;
use focus_bot::store::UserId;

/// The leaderboard pages with its Previous and Next buttons; stats take a player.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_leaderboard_turns_pages_with_its_buttons() {
    let dir = tempfile::tempdir().unwrap();
    let db = database(&dir);
    // 12 players each beat Alice five times: 13 listed, Alice last.
    let store = focus_bot::store::Store::open_path(&db).await.unwrap();
    let winners: Vec<u64> = (1..=12).map(|i| 1_300_000_000_000_000_000 + i).collect();
    crate::support::ratings::seed_wins(&store, ServerId(GUILD_ID), &winners, ALICE.id, 5).await;
    store.close().await;
    let (fake, bot) = setup(&db).await;

    let asked = fake.command(&ALICE, "leaderboard", vec![]);
    let first = fake.answer(&asked).await;
    assert!(!first.private);
    let text = first.text();
    assert!(
        text.contains("**Leaderboard — 2-player**") && text.contains("page 1 of 2"),
        "{text}"
    );
    assert!(text.contains("10. **"), "{text}");
    assert!(
        text.contains(&format!("…\n13. **player{}** ", ALICE.id)),
        "Alice's own rank at the bottom: {text}"
    );
    let buttons = custom_ids(&first.data);
    assert_eq!(
        buttons,
        vec![
            (format!("focus:page:2p:0:{}:s1", ALICE.id), true),
            (format!("focus:page:2p:2:{}:s1", ALICE.id), false),
        ]
    );
    let message = fake.original_message_id(&asked).await;

    // Anyone may turn the page; it keeps showing Alice's rank.
    let next = fake.click(&BOB, message, &buttons[1].0);
    let second = fake.answer(&next).await;
    assert_eq!(second.callback_type, 7, "the message is updated in place");
    let text = second.text();
    assert!(
        text.contains("page 2 of 2") && text.contains("11. **"),
        "{text}"
    );
    assert!(
        text.contains("13. **") && !text.contains('…'),
        "Alice is on this page: {text}"
    );
    assert_eq!(
        custom_ids(&second.data),
        vec![
            (format!("focus:page:2p:1:{}:s1", ALICE.id), false),
            (format!("focus:page:2p:3:{}:s1", ALICE.id), true),
        ]
    );

    // The multi-player leaderboard (a choice, sent as its index), and stats with a player.
    let multi = fake.command(
        &ALICE,
        "leaderboard",
        vec![json!({ "name": "kind", "type": 4, "value": 1 })],
    );
    let text = fake.answer(&multi).await.text();
    assert!(
        text.contains("Nobody is on the multi-player leaderboard yet"),
        "{text}"
    );
    let mine = fake.command(&ALICE, "stats", vec![]);
    let text = fake.answer(&mine).await.text();
    assert!(text.contains("rank 13 of 13 · 60 rated games"), "{text}");
    assert!(text.contains("Current streak: 60 losses"), "{text}");
    let bobs = fake.command(&ALICE, "stats", vec![BOB.option("player")]);
    let text = fake.answer(&bobs).await.text();
    assert!(
        text.contains("has not finished a game in this server yet"),
        "{text}"
    );
    bot.stop().await;
}

/// Discord's permission bits the admin tests use.
const DEFAULT_PERMISSIONS: u64 = 2_248_473_465_835_073;
const MANAGE_GUILD: u64 = 1 << 5;
const MANAGE_MESSAGES: u64 = 1 << 13;
const ATTACH_FILES: u64 = 1 << 15;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_moderator_aborts_a_game_others_may_not_and_a_damaged_game_too() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    start_game(&fake).await;
    // Without Manage Messages: refused privately, nothing changes.
    let tried = fake.command(&CAROL, "abort", vec![]);
    let text = assert_private(&fake.answer(&tried).await, "abort without the permission");
    assert!(
        text.contains(
            "Only members with **Manage Messages** in this channel can use `/focus abort`"
        ),
        "{text}"
    );
    play_first_legal(&fake, &ALICE, &BOB).await;
    // A moderator: the game ends for nobody, said publicly with the final board.
    fake.grant(&DAVE, DEFAULT_PERMISSIONS | MANAGE_MESSAGES);
    let aborted = fake.command(&DAVE, "abort", vec![]);
    let shown = fake.answer(&aborted).await;
    assert!(!shown.private, "{}", shown.text());
    assert!(shown.text().contains("aborted game 1"), "{}", shown.text());
    assert!(
        shown.text().contains("Game over: aborted"),
        "{}",
        shown.text()
    );
    assert!(!shown.files.is_empty(), "with the final board");

    // A game whose record is damaged can still be aborted.
    start_game(&fake).await;
    play_first_legal(&fake, &ALICE, &BOB).await;
    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", database(&dir).display()))
        .await
        .unwrap();
    for statement in [
        "DROP TRIGGER IF EXISTS actions_append_only_update",
        "UPDATE actions SET action = 'h8-a1:7' WHERE game_id = 2",
    ] {
        sqlx::query(sqlx::AssertSqlSafe(statement))
            .execute(&pool)
            .await
            .unwrap();
    }
    pool.close().await;
    let aborted = fake.command(
        &DAVE,
        "abort",
        vec![json!({ "name": "game", "type": 4, "value": 2 })],
    );
    let shown = fake.answer(&aborted).await;
    assert!(
        shown.text().contains("**Game 2 aborted** by **Dave @")
            && shown.text().contains("its record could not be read back"),
        "{}",
        shown.text()
    );
    assert!(shown.allowed_users().is_empty(), "a name pings nobody");

    // An open challenge, too.
    let challenge = fake.command(&ALICE, "challenge", vec![BOB.option("opponent")]);
    fake.answer(&challenge).await;
    let withdrawn = fake.command(
        &DAVE,
        "abort",
        vec![json!({ "name": "challenge", "type": 5, "value": true })],
    );
    let shown = fake.answer(&withdrawn).await;
    assert!(
        shown.text().contains("withdrew **Alice**'s challenge"),
        "{}",
        shown.text()
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn server_settings_are_changed_by_admins_and_used() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    let tried = fake.command(&CAROL, "settings", vec![]);
    let text = assert_private(
        &fake.answer(&tried).await,
        "settings without the permission",
    );
    assert!(text.contains("**Manage Server**"), "{text}");

    fake.grant(&DAVE, DEFAULT_PERMISSIONS | MANAGE_GUILD);
    let games = 1_100_000_000_000_000_777u64;
    let changed = fake.command(
        &DAVE,
        "settings",
        vec![
            string_option("time", "1h"),
            // Choices are sent as the chosen choice's index: ja, then private.
            json!({ "name": "language", "type": 4, "value": 3 }),
            json!({ "name": "allow_channel", "type": 7, "value": games.to_string() }),
            json!({ "name": "board", "type": 4, "value": 1 }),
            json!({ "name": "reminder_role", "type": 8, "value": "1100000000000000555" }),
        ],
    );
    let text = assert_private(&fake.answer(&changed).await, "the settings");
    for line in [
        "Saved.",
        "- New games: 1 hour a turn",
        "- Public posts in: 日本語",
        &format!("- Games may start only in: <#{games}>"),
        "- `/focus board` answers only the caller",
        "- Turn reminders mention <@&1100000000000000555> too",
    ] {
        assert!(text.contains(line), "{line}: {text}");
    }
    // This channel is not a game channel any more: a challenge is refused with the list.
    let refused = fake.command(&ALICE, "challenge", vec![BOB.option("opponent")]);
    let text = assert_private(
        &fake.answer(&refused).await,
        "a challenge in a forbidden channel",
    );
    assert!(text.contains(&format!("challenge in <#{games}>")), "{text}");
    // A thread of the allowed channel is fine, and the server's time limit applies.
    fake.use_channel(1_100_000_000_000_000_778, 11, Some(games));
    let challenge = fake.command(&ALICE, "challenge", vec![BOB.option("opponent")]);
    let posted = fake.answer(&challenge).await;
    assert!(!posted.private, "{}", posted.text());
    // Posted in the server's language (Japanese).
    assert!(posted.text().contains("1手1時間"), "{}", posted.text());
    let accept = fake.command(&BOB, "accept", vec![]);
    fake.answer(&accept).await;
    // The board answers privately now.
    let board = fake.command(&CAROL, "board", vec![]);
    let shown = fake.answer(&board).await;
    assert!(shown.private, "a private board: {}", shown.text());
    assert!(!shown.files.is_empty());
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missing_permission_is_named_to_the_player() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    fake.set_app_permissions(DEFAULT_PERMISSIONS & !ATTACH_FILES);
    let challenge = fake.command(&ALICE, "challenge", vec![BOB.option("opponent")]);
    let text = assert_private(
        &fake.answer(&challenge).await,
        "a challenge without Attach Files",
    );
    assert!(
        text.contains("I am missing **Attach Files** in this channel (the board is a picture)")
            && text.contains("A server admin can grant it"),
        "{text}"
    );
    let board = fake.command(&ALICE, "board", vec![]);
    assert_private(&fake.answer(&board).await, "the board without Attach Files");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_timer_post_stops_no_other_game() {
    use focus_bot::rules::FirstPlayer;
    use focus_bot::service::{ChallengeOptions, Invitee, ManualClock, Service, Where};
    use focus_bot::store::Store;
    let dir = tempfile::tempdir().unwrap();
    let (refusing, open) = (1_100_000_000_000_000_501u64, 1_100_000_000_000_000_502u64);
    // Two games whose turn ran out long ago (2026-11-21, a one-hour limit).
    {
        let store = Store::open_path(&database(&dir)).await.unwrap();
        let service = Service::new(
            store.clone(),
            ManualClock::new(1_795_262_400_000),
            1,
            UserId(7),
        );
        for channel in [refusing, open] {
            let place = Where {
                guild_id: ServerId(GUILD_ID),
                channel_id: ChannelId(channel),
            };
            let options = ChallengeOptions {
                first: FirstPlayer::Challenger,
                turn_limit: Some(Some(std::time::Duration::from_secs(3600))),
                ..ChallengeOptions::default()
            };
            let alice = focus_bot::service::Actor::new(UserId(ALICE.id), "Alice");
            service
                .challenge(
                    &alice,
                    &place,
                    &[Invitee::person(UserId(BOB.id), "Bob")],
                    &options,
                )
                .await
                .unwrap();
            let bob = focus_bot::service::Actor::new(UserId(BOB.id), "Bob");
            service.accept(&bob, &place, None).await.unwrap();
        }
        store.close().await;
    }
    let fake = FakeDiscord::start().await;
    fake.refuse_posts_in(refusing);
    let bot = Bot::start(&fake, &database(&dir)).await;
    fake.wait_identified(1).await;
    // The timer's first round forfeits both: one post is refused, the other goes out.
    let posted = fake
        .wait_for("the forfeit posted in the other channel", |requests| {
            requests
                .iter()
                .find(|r| {
                    r.method == "POST"
                        && r.path.ends_with(&format!("/channels/{open}/messages"))
                        && r.body.to_string().contains("ran out of time")
                })
                .cloned()
        })
        .await;
    assert!(
        posted
            .body
            .to_string()
            .contains("**Alice** (Red) ran out of time")
    );
    assert!(
        fake.requests()
            .iter()
            .any(|r| r.path.ends_with(&format!("/channels/{refusing}/messages"))),
        "the refused post was tried"
    );
    // Both games ended all the same; the bot goes on answering.
    let store = Store::open_path(&database(&dir)).await.unwrap();
    for channel in [refusing, open] {
        assert!(
            store
                .active_game(ChannelId(channel))
                .await
                .unwrap()
                .is_none()
        );
    }
    let help = fake.command(&CAROL, "help", vec![]);
    assert!(fake.answer(&help).await.private);
    bot.stop().await;
}
