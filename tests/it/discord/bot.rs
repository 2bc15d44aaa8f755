//! The Discord bot end to end: the real bot (`focus_bot::discord::run`, as `focus-bot run` starts
//! it), the real serenity client and a real SQLite file, against the fake Discord of
//! `fake_discord` on 127.0.0.1.

use std::path::Path;

use serde_json::{Value, json};

use crate::support::bot_process::BotProcess;
use crate::support::discord::{
    ALICE, BOB, Bot, CAROL, DAVE, TOKEN, assert_picture_of_the_game, assert_private, assert_turn,
    channel_post, custom_ids, database, move_choices, play_first_legal, setup, start_game,
    string_option,
};
use crate::support::fake_discord::spec::Spec;
use crate::support::fake_discord::{Answer, FakeDiscord, User, payloads::PEOPLE};

const ROBOT: User = PEOPLE[4];
const FOCUS: User = PEOPLE[5];

/// The fake refuses what Discord would refuse, so the other tests mean something.
#[test]
fn the_fake_checks_bodies_against_discords_spec() {
    let spec = Spec::load();
    let callback = spec
        .template("/interactions/1/tok/callback")
        .expect("callback path");
    assert_eq!(
        callback,
        "/interactions/{interaction_id}/{interaction_token}/callback"
    );
    let good = json!({ "type": 4, "data": { "content": "hi", "flags": 64,
        "allowed_mentions": { "parse": [], "users": ["1200000000000000001"] },
        "attachments": [{ "id": 0, "filename": "board.png" }] } });
    spec.check(&callback, "POST", &good).unwrap();
    let too_long = json!({ "type": 4, "data": { "content": "x".repeat(2001) } });
    assert!(spec.check(&callback, "POST", &too_long).is_err());
    let commands = spec.template("/applications/1/commands").unwrap();
    let nameless = json!([{ "description": "no name", "default_member_permissions": "0" }]);
    assert!(spec.check(&commands, "PUT", &nameless).is_err());
    let named = json!([{ "name": "focus", "description": "d", "default_member_permissions": "8" }]);
    spec.check(&commands, "PUT", &named).unwrap();
    assert_eq!(
        spec.template("/webhooks/1/tok/messages/@original").unwrap(),
        "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn registers_one_focus_command_with_every_subcommand_in_the_guild() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    let identify = fake.wait_identified(1).await;
    assert_eq!(identify["d"]["intents"], 1, "only GUILDS, not privileged");
    let registration = fake
        .requests()
        .into_iter()
        .find(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .unwrap();
    assert_eq!(
        registration.template, "/applications/{application_id}/guilds/{guild_id}/commands",
        "DISCORD_GUILD_ID registers in that guild"
    );
    let commands = registration.body.as_array().unwrap();
    assert_eq!(commands.len(), 1);
    assert_eq!(commands[0]["name"], "focus");
    assert_eq!(
        commands[0]["contexts"],
        json!([0]),
        "servers only (context GUILD)"
    );
    let names: Vec<&str> = commands[0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "challenge",
            "accept",
            "decline",
            "cancel",
            "rematch",
            "move",
            "reserve",
            "swap",
            "board",
            "resign",
            "draw",
            "takeback",
            "history",
            "replay",
            "analyze",
            "games",
            "stats",
            "leaderboard",
            "rules",
            "help",
            "abort",
            "settings",
            "notify",
            "tournament"
        ]
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_two_player_game_from_challenge_to_result() {
    let dir = tempfile::tempdir().unwrap();
    let db = database(&dir);
    let (fake, bot) = setup(&db).await;
    start_game(&fake).await;

    for (user, next) in [(&ALICE, &BOB), (&BOB, &ALICE)] {
        let chosen = move_choices(&fake, user, "").await[0].clone();
        let sent = fake.command(user, "move", vec![string_option("move", &chosen)]);
        let answer = fake.answer(&sent).await;
        assert_turn(&answer, next);
        assert_picture_of_the_game(&answer, &db).await;
    }

    let board = fake.command(&CAROL, "board", vec![]);
    let shown = fake.answer(&board).await;
    assert!(
        !shown.private,
        "anyone in the channel may look at the board"
    );
    assert_picture_of_the_game(&shown, &db).await;

    // Resigning asks first, privately, with Resign and Keep playing buttons for Alice only.
    let resign = fake.command(&ALICE, "resign", vec![]);
    let asked = fake.answer(&resign).await;
    let question = assert_private(&asked, "the resignation's question");
    assert!(
        question.contains("Resign from game 1? **Bob** wins."),
        "{question}"
    );
    let buttons = custom_ids(&asked.data);
    assert_eq!(
        buttons,
        vec![
            (format!("focus:resign:1:{}", ALICE.id), false),
            (format!("focus:keep:1:{}", ALICE.id), false)
        ]
    );
    let (message, _) = fake
        .message_with_button(&buttons[0].0)
        .expect("the question");
    let keep = fake.click(&ALICE, message, &buttons[1].0);
    let kept = fake.answer(&keep).await;
    assert_eq!(kept.callback_type, 7, "the question is replaced");
    assert!(kept.text().contains("You play on"), "{}", kept.text());
    assert!(custom_ids(&kept.data).is_empty(), "its buttons gone");
    // Asked again, and confirmed with the button: the result is public.
    let resign = fake.command(&ALICE, "resign", vec![]);
    fake.answer(&resign).await;
    let (message, _) = fake
        .message_with_button(&buttons[0].0)
        .expect("the question");
    let stranger = fake.click(&BOB, message, &buttons[0].0);
    assert_private(&fake.answer(&stranger).await, "someone else's question");
    let confirmed = fake.click(&ALICE, message, &buttons[0].0);
    let result = fake.answer(&confirmed).await;
    assert!(!result.private, "the resignation is announced");
    let text = result.text();
    assert!(text.contains("**Alice** (Red) resigned"), "{text}");
    assert_picture_of_the_game(&result, &db).await;
    let question = fake.message(message).expect("the question, edited");
    assert_eq!(question["content"], "You resigned.");
    assert!(custom_ids(&question).is_empty());

    let after = fake.command(&BOB, "move", vec![string_option("move", "c3-d3:1")]);
    let over = fake.answer(&after).await;
    assert_private(&over, "a move after the end");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_offers_legal_moves_only_on_the_callers_turn() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    assert!(
        move_choices(&fake, &ALICE, "").await.is_empty(),
        "no game yet"
    );
    start_game(&fake).await;
    assert!(
        move_choices(&fake, &BOB, "").await.is_empty(),
        "not Bob's turn"
    );
    let all = move_choices(&fake, &ALICE, "").await;
    assert!(!all.is_empty() && all.len() <= 25, "{}", all.len());
    let typed = &all[0][..2];
    let filtered = move_choices(&fake, &ALICE, typed).await;
    assert!(!filtered.is_empty());
    assert!(
        filtered.iter().all(|m| m.starts_with(typed)),
        "{filtered:?}"
    );
    assert!(
        move_choices(&fake, &ALICE, "zz").await.is_empty(),
        "nothing matches zz"
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_user_error_is_answered_privately_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    let errors = [
        (ALICE, "board", vec![]),
        (ALICE, "move", vec![string_option("move", "c3-d3:1")]),
        (ALICE, "accept", vec![]),
        (ALICE, "challenge", vec![ALICE.option("opponent")]),
        (ALICE, "challenge", vec![ROBOT.option("opponent")]),
        (
            ALICE,
            "challenge",
            vec![BOB.option("opponent"), BOB.option("opponent2")],
        ),
    ];
    for (user, command, options) in errors {
        let sent = fake.command(&user, command, options.clone());
        assert_private(&fake.answer(&sent).await, command);
    }

    start_game(&fake).await;
    let before = move_choices(&fake, &ALICE, "").await;
    let errors = [
        (BOB, "move", vec![string_option("move", &before[0])]),
        (CAROL, "move", vec![string_option("move", &before[0])]),
        (ALICE, "move", vec![string_option("move", "zz")]),
        (ALICE, "move", vec![string_option("move", "a1-a2:1")]),
        (ALICE, "move", vec![string_option("move", "d4-d8:4")]),
        (ALICE, "reserve", vec![string_option("square", "e5")]),
        (CAROL, "resign", vec![]),
        (ALICE, "challenge", vec![CAROL.option("opponent")]),
    ];
    for (user, command, options) in errors {
        let sent = fake.command(&user, command, options.clone());
        let text = assert_private(&fake.answer(&sent).await, command);
        assert!(!text.trim().is_empty(), "{command}: says what to do");
    }
    assert_eq!(
        move_choices(&fake, &ALICE, "").await,
        before,
        "nothing changed"
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_name_with_everyone_pings_nobody_else() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    let sent = fake.command(&ALICE, "challenge", vec![DAVE.option("opponent")]);
    let answer = fake.answer(&sent).await;
    assert!(!answer.private);
    assert_eq!(answer.allowed_users(), vec![DAVE.id]);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_sent_twice_at_once_is_played_once() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    start_game(&fake).await;
    let chosen = move_choices(&fake, &ALICE, "").await[0].clone();
    let first = fake.command(&ALICE, "move", vec![string_option("move", &chosen)]);
    let second = fake.command(&ALICE, "move", vec![string_option("move", &chosen)]);
    let answers = [fake.answer(&first).await, fake.answer(&second).await];
    let played: Vec<&Answer> = answers.iter().filter(|a| !a.private).collect();
    assert_eq!(played.len(), 1, "exactly one is played");
    assert_turn(played[0], &BOB);
    let refused = answers.iter().find(|a| a.private).unwrap();
    assert_private(refused, "the second copy");
    assert!(
        move_choices(&fake, &ALICE, "").await.is_empty(),
        "Bob's turn now"
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_continues_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = database(&dir);
    let (fake, bot) = setup(&db).await;
    start_game(&fake).await;
    play_first_legal(&fake, &ALICE, &BOB).await;
    let bobs = move_choices(&fake, &BOB, "").await;
    bot.stop().await;

    let bot = Bot::start(&fake, &db).await;
    fake.wait_identified(2).await;
    assert_eq!(
        move_choices(&fake, &BOB, "").await,
        bobs,
        "the same position"
    );
    play_first_legal(&fake, &BOB, &ALICE).await;
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_argument_discord_should_not_send_is_still_answered() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    let sent = fake.command(
        &ALICE,
        "challenge",
        vec![BOB.option("opponent"), string_option("first", "challenger")],
    );
    assert_private(&fake.answer(&sent).await, "a bad argument");
    bot.stop().await;
}

/// The computer's turns come from the service on its own; the bot posts them to the channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computers_turns_are_posted_to_the_channel() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    let sent = fake.command(
        &ALICE,
        "challenge",
        vec![
            FOCUS.option("opponent"),
            json!({ "name": "first", "type": 4, "value": 1 }),
            json!({ "name": "level", "type": 4, "value": 0 }),
        ],
    );
    let started = fake.answer(&sent).await;
    assert!(!started.private, "{}", started.text());
    let opening = move_choices(&fake, &ALICE, "").await[0].clone();
    let turn = fake.command(&ALICE, "move", vec![string_option("move", &opening)]);
    let played = fake.answer(&turn).await;
    assert!(!played.private && !played.files.is_empty());
    assert!(
        played.allowed_users().is_empty(),
        "the computer is not pinged"
    );
    let post = fake
        .wait_for("the computer's turn in the channel", |requests| {
            requests
                .iter()
                .find(|r| r.method == "POST" && r.template == "/channels/{channel_id}/messages")
                .cloned()
        })
        .await;
    assert_eq!(
        crate::support::fake_discord::allowed_users(&post.body),
        vec![ALICE.id]
    );
    assert!(
        crate::support::fake_discord::text_of(&post.body).contains(&format!("<@{}>", ALICE.id)),
        "names Alice, who acts next"
    );
    let picture = post.files.first().expect("the board picture");
    image::load_from_memory(&picture.bytes).expect("a picture that decodes");
    bot.stop().await;
}

/// A challenge withdrawn with `/focus cancel` greys out its invitation's buttons.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cancelled_challenge_greys_out_its_buttons() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    let challenge = fake.command(&ALICE, "challenge", vec![BOB.option("opponent")]);
    fake.answer(&challenge).await;
    let message = fake.original_message_id(&challenge).await;
    let cancel = fake.command(&ALICE, "cancel", vec![]);
    let cancelled = fake.answer(&cancel).await;
    assert!(!cancelled.private, "{}", cancelled.text());
    let path = format!("/messages/{message}");
    let edit = fake
        .wait_for("the invitation's buttons greyed out", |requests| {
            requests
                .iter()
                .find(|r| r.method == "PATCH" && r.path.ends_with(&path))
                .cloned()
        })
        .await;
    let buttons = custom_ids(&edit.body);
    assert_eq!(buttons.len(), 2);
    assert!(buttons.iter().all(|(_, disabled)| *disabled));
    bot.stop().await;
}

/// The invitation's buttons are greyed out by a `/focus cancel` typed after a restart: where
/// they show is kept in the database, not in the bot's memory.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_cancelled_after_a_restart_greys_out_its_buttons() {
    let dir = tempfile::tempdir().unwrap();
    let db = database(&dir);
    let (fake, bot) = setup(&db).await;
    let challenge = fake.command(&ALICE, "challenge", vec![BOB.option("opponent")]);
    let invitation = fake.answer(&challenge).await;
    let buttons = custom_ids(&invitation.data);
    assert_eq!(buttons.len(), 2, "Accept and Decline: {buttons:?}");
    assert!(buttons.iter().all(|(_, disabled)| !disabled));
    let message = fake.original_message_id(&challenge).await;
    bot.stop().await;
    let path = format!("/messages/{message}");
    let edits_of_message = |requests: &[crate::support::fake_discord::Recorded]| {
        requests
            .iter()
            .filter(|r| r.method == "PATCH" && r.path.ends_with(&path))
            .count()
    };
    assert_eq!(
        edits_of_message(&fake.requests()),
        0,
        "the open invitation is left alone"
    );

    let bot = Bot::start(&fake, &db).await;
    fake.wait_identified(2).await;
    let cancel = fake.command(&ALICE, "cancel", vec![]);
    let cancelled = fake.answer(&cancel).await;
    assert!(!cancelled.private, "{}", cancelled.text());
    let edit = fake
        .wait_for("the invitation's buttons greyed out", |requests| {
            requests
                .iter()
                .find(|r| r.method == "PATCH" && r.path.ends_with(&path))
                .cloned()
        })
        .await;
    assert_eq!(
        edit.template,
        "/channels/{channel_id}/messages/{message_id}"
    );
    let greyed = custom_ids(&edit.body);
    assert_eq!(greyed.len(), 2);
    assert!(greyed.iter().all(|(_, disabled)| *disabled), "{greyed:?}");
    bot.stop().await;
    assert_eq!(
        edits_of_message(&fake.requests()),
        1,
        "greyed out once, then forgotten"
    );
}

/// Stopping the bot (Ctrl-C) lets a command already under way finish before it exits: the fake
/// holds the command's answer (the edit of its deferred response) while the stop is asked for,
/// so the command is certainly in flight; the bot must not exit until it is answered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stopping_finishes_the_command_in_flight() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    start_game(&fake).await;
    let chosen = move_choices(&fake, &ALICE, "").await[0].clone();
    let gate = fake.hold("/webhooks/{webhook_id}/{webhook_token}/messages/@original");
    let sent = fake.command(&ALICE, "move", vec![string_option("move", &chosen)]);
    gate.arrived().await;
    let Bot { stop, mut task } = bot;
    stop.send(()).unwrap();
    // Held: the bot waits (a bot that exits now fails here at once, or within the second).
    let early = tokio::time::timeout(std::time::Duration::from_secs(1), &mut task).await;
    assert!(early.is_err(), "the bot exited with a command in flight");
    gate.release();
    task.await
        .expect("the bot task panicked")
        .expect("the bot exits cleanly");
    assert_turn(&fake.answer(&sent).await, &BOB);
}

/// Moves the clock of every game's current turn `hours` into the past, as if the bot had been
/// away that long (the bot is stopped).
async fn age_the_turn(db: &Path, hours: i64) {
    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", db.display()))
        .await
        .unwrap();
    sqlx::query("UPDATE games SET turn_started_at = turn_started_at - ?")
        .bind(hours * 3_600_000)
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
}

/// The turn timer runs in the bot on the real clock: with a quarter of Alice's 3 days left it
/// reminds her (and only her) in the channel, and once they are gone she forfeits.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_turn_timer_reminds_then_forfeits_in_the_channel() {
    let dir = tempfile::tempdir().unwrap();
    let db = database(&dir);
    let (fake, bot) = setup(&db).await;
    start_game(&fake).await;
    bot.stop().await;

    age_the_turn(&db, 60).await;
    let bot = Bot::start(&fake, &db).await;
    fake.wait_identified(2).await;
    let reminder = channel_post(&fake, "the reminder", "it is your turn").await;
    let text = crate::support::fake_discord::text_of(&reminder);
    assert!(text.contains(&format!("<@{}>", ALICE.id)), "{text}");
    assert!(text.contains("then you forfeit the game"), "{text}");
    assert_eq!(
        crate::support::fake_discord::allowed_users(&reminder),
        vec![ALICE.id]
    );
    bot.stop().await;

    age_the_turn(&db, 12).await;
    let bot = Bot::start(&fake, &db).await;
    fake.wait_identified(3).await;
    let forfeit = channel_post(&fake, "the forfeit", "ran out of time").await;
    let text = crate::support::fake_discord::text_of(&forfeit);
    assert!(
        text.contains("forfeits") && text.contains("Game over"),
        "{text}"
    );
    assert!(
        crate::support::fake_discord::allowed_users(&forfeit).is_empty(),
        "nobody is pinged when the game is over"
    );
    let reminders = fake
        .requests()
        .iter()
        .filter(|r| crate::support::fake_discord::text_of(&r.body).contains("it is your turn"))
        .count();
    assert_eq!(reminders, 1, "one reminder per turn");
    let board = fake.command(&BOB, "board", vec![]);
    assert!(
        fake.answer(&board).await.text().contains("Game over"),
        "the game is over for everyone"
    );
    bot.stop().await;
}

/// The registered slash commands carry the shared command table's options; help shows each
/// command with its arguments; the computer's level reaches the game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_registered_options_and_help_come_from_the_command_table() {
    use focus_bot::slash_commands::COMMANDS;
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    fake.wait_identified(1).await;
    let registration = fake
        .requests()
        .into_iter()
        .find(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .unwrap();
    let registered = registration.body[0]["options"].as_array().unwrap().clone();
    // Subcommands (type 1), then subcommand groups (type 2: `/focus tournament …`).
    let (groups, subcommands): (Vec<Value>, Vec<Value>) =
        registered.into_iter().partition(|o| o["type"] == 2);
    assert_eq!(subcommands.len(), COMMANDS.len());
    let options_of = |sub: &Value| -> Vec<(String, bool)> {
        sub["options"]
            .as_array()
            .map(|o| {
                o.iter()
                    .map(|o| {
                        (
                            o["name"].as_str().unwrap().to_string(),
                            o["required"].as_bool().unwrap_or(false),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default()
    };
    let expected_of = |spec: &focus_bot::slash_commands::CommandSpec| -> Vec<(String, bool)> {
        spec.options
            .iter()
            .map(|o| (o.name.to_string(), o.required))
            .collect()
    };
    for (sub, spec) in subcommands.iter().zip(COMMANDS) {
        assert_eq!(sub["name"], spec.name);
        assert_eq!(options_of(sub), expected_of(spec), "/focus {}", spec.name);
    }
    assert_eq!(groups.len(), focus_bot::slash_commands::GROUPS.len());
    for (group, spec) in groups.iter().zip(focus_bot::slash_commands::GROUPS) {
        assert_eq!(group["name"], spec.name);
        let inner = group["options"].as_array().unwrap();
        assert_eq!(inner.len(), spec.subcommands.len(), "/focus {}", spec.name);
        for (sub, command) in inner.iter().zip(spec.subcommands) {
            assert_eq!(sub["name"], command.name);
            assert_eq!(sub["type"], 1);
            let path = format!("/focus {} {}", spec.name, command.name);
            assert_eq!(options_of(sub), expected_of(command), "{path}");
        }
    }

    let help = fake.command(&ALICE, "help", vec![]);
    let text = assert_private(&fake.answer(&help).await, "help");
    for usage in [
        "`/focus swap mine:c3 theirs:d3`",
        "`/focus reserve square:e5`",
        "`/focus challenge opponent:@friend`",
    ] {
        assert!(text.contains(usage), "{text}");
    }

    // `accept` takes the challenge's number, as in the console.
    let invite = fake.command(&ALICE, "challenge", vec![BOB.option("opponent")]);
    assert!(!fake.answer(&invite).await.private);
    let wrong = fake.command(
        &BOB,
        "accept",
        vec![json!({ "name": "challenge", "type": 4, "value": 7 })],
    );
    assert_private(&fake.answer(&wrong).await, "accepting challenge 7");
    let right = fake.command(
        &BOB,
        "decline",
        vec![json!({ "name": "challenge", "type": 4, "value": 1 })],
    );
    let declined = fake.answer(&right).await;
    assert!(!declined.private, "{}", declined.text());

    let elsewhere = fake.command(
        &ALICE,
        "challenge",
        vec![
            FOCUS.option("opponent"),
            json!({ "name": "first", "type": 4, "value": 1 }),
            json!({ "name": "level", "type": 4, "value": 2 }),
        ],
    );
    let started = fake.answer(&elsewhere).await;
    assert!(started.text().contains("(hard)"), "{}", started.text());
    bot.stop().await;
}

/// `focus-bot run`, the binary, against the fake: SIGTERM ends it cleanly (exit 0).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_stops_cleanly_on_sigterm() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let mut bot = BotProcess::start(dir.path(), &database(&dir), &fake, &[]);
    fake.wait_identified(1).await;
    fake.wait_registered().await;
    let status = bot.stop().await;
    let stderr = bot.log();
    assert_eq!(status.code(), Some(0), "{stderr}");
    assert!(!stderr.contains(TOKEN), "the token is never printed");
}
