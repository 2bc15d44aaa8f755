//! Server moderators and admins through the service: aborting games and challenges (also a
//! game whose record no longer replays), and every server setting changed and then used.

use crate::support::Said;
use std::time::Duration;

use focus_bot::rules::EndReason;
use focus_bot::rules::FirstPlayer;
use focus_bot::service::{
    Actor, Button, ChallengeOptions, Invitee, ManualClock, Reply, Service, SettingsChange, Where,
};
use focus_bot::store::GameId;

use crate::support::engines::{TestDb, on_both_engines};
use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;
use focus_bot::store::UserId;

const BOT: UserId = UserId(999);
/// 2026-11-21 12:00 UTC.
const START: i64 = 1_795_262_400_000;
const GUILD: ServerId = ServerId(1);

fn here(channel: u64) -> Where {
    Where {
        guild_id: GUILD,
        channel_id: ChannelId(channel),
    }
}

fn user(id: u64) -> Actor {
    Actor::new(
        UserId(id),
        ["alice", "bob", "carol", "mod"][(id - 1) as usize],
    )
}

struct Env {
    db: TestDb,
    clock: ManualClock,
    service: Service,
}

async fn env(db: TestDb) -> Env {
    let store = db.open().await;
    let clock = ManualClock::new(START);
    let service = Service::new(store, clock.clone(), 7, BOT);
    Env { db, clock, service }
}

fn public(r: &Reply) -> String {
    assert!(!r.private, "expected a public reply: {}", r.said());
    r.said()
}

fn private(r: &Reply, contains: &str) -> String {
    assert!(r.private, "expected a private reply: {}", r.said());
    assert!(
        r.said().contains(contains),
        "expected {contains:?} in {}",
        r.said()
    );
    r.said()
}

/// Alice (Red, to act) against Bob in `channel`, with the server's options unless `options`.
async fn start(env: &Env, channel: u64, options: ChallengeOptions) -> Reply {
    let s = &env.service;
    let r = s
        .challenge(
            &user(1),
            &here(channel),
            &[Invitee::person(UserId(2), "bob")],
            &options,
        )
        .await
        .unwrap();
    public(&r);
    let r = s.accept(&user(2), &here(channel), None).await.unwrap();
    // It starts in the server's language when one was chosen: the board shows it began.
    assert!(r.refusal.is_none() && r.image.is_some(), "{}", public(&r));
    r
}

fn challenger_first() -> ChallengeOptions {
    ChallengeOptions {
        first: FirstPlayer::Challenger,
        ..ChallengeOptions::default()
    }
}

on_both_engines! {
#[tokio::test]
async fn a_moderator_aborts_a_game_which_then_counts_for_nobody(db) {
    let env = env(db).await;
    let s = &env.service;
    start(&env, 10, challenger_first()).await;
    s.play(&user(1), &here(10), "d3-d2").await.unwrap();
    let r = s.abort(&user(4), &here(10), None).await.unwrap();
    let text = public(&r);
    assert!(text.contains("**mod** aborted game 1."), "{text}");
    assert!(text.contains("aborted"), "{text}");
    assert!(r.image.is_some(), "the final board");
    let stored = s.store().latest_game(ChannelId(10)).await.unwrap().unwrap();
    assert_eq!(stored.actions.last().unwrap().action, "abort");
    let outcome = stored.replay().unwrap().position().outcome().unwrap();
    assert_eq!(outcome.reason(), EndReason::Aborted);
    assert_eq!(outcome.winners().count(), 0);
    // Nobody's record, nobody's rating.
    let stats = s.stats(&user(1), &here(10), None).await.unwrap();
    assert!(
        !stats.said().contains("1 win") && !stats.said().contains("1 loss"),
        "{}",
        stats.said()
    );
    assert!(s.store().rating_changes(GameId(1)).await.unwrap().is_empty());
    // Nothing left to abort; the channel is free.
    private(
        &s.abort(&user(4), &here(10), None).await.unwrap(),
        "There is no game in progress in this channel: nothing to abort",
    );
    start(&env, 10, challenger_first()).await;
    // By number, from another channel of the server.
    let r = s.abort(&user(4), &here(77), Some(GameId(2))).await.unwrap();
    assert!(public(&r).contains("**mod** aborted game 2."), "{}", r.said());
    private(
        &s.abort(&user(4), &here(77), Some(GameId(2))).await.unwrap(),
        "Game 2 is not running in this server",
    );
}
}

/// The reply a public post `r` is when the outbox delivers it again.
async fn redelivered(s: &Service, r: &Reply) -> Reply {
    let id = r.post.unwrap_or_else(|| panic!("not a post: {}", r.said()));
    let post = s.store().post(id).await.unwrap().unwrap();
    s.post_reply(&post).await.unwrap()
}

on_both_engines! {
#[tokio::test]
async fn an_aborted_game_offers_no_rematch_no_analysis_and_says_nothing_of_ratings(db) {
    let env = env(db).await;
    let s = &env.service;
    s.set_analysis_nodes(50);
    for (game, rated) in [(GameId(1), true), (GameId(2), false)] {
        start(
            &env,
            10,
            ChallengeOptions {
                rated,
                ..challenger_first()
            },
        )
        .await;
        for (player, action) in [(1, "d3-d2"), (2, "c3-c2")] {
            let r = s.play(&user(player), &here(10), action).await.unwrap();
            assert!(r.refusal.is_none(), "{}", r.said());
        }
        let r = s.abort(&user(4), &here(10), None).await.unwrap();
        let text = public(&r);
        assert!(text.contains(&format!("aborted game {game}.")), "{text}");
        // Neither button, and no word of ratings the game never had.
        assert_eq!(r.buttons, vec![], "{text}");
        assert!(!text.to_lowercase().contains("rating"), "{text}");
        assert!(!text.contains("rated"), "{text}");
        // … nor when its post is delivered again from the outbox.
        let again = redelivered(s, &r).await;
        assert_eq!(again.buttons, vec![], "{}", again.said());
        // Asked for by command, both are refused, privately, and nothing is opened.
        let analysis = s
            .analyze(&user(1), &here(10), Some(game), |_| {})
            .await
            .unwrap();
        private(
            &analysis,
            &format!("Game {game} was aborted by a moderator before it was played out"),
        );
        assert!(analysis.image.is_none() && analysis.extra.is_empty());
        assert!(s.store().analysis(game).await.unwrap().is_none());
        let rematch = s.rematch(&user(2), &here(10), None).await.unwrap();
        private(
            &rematch,
            &format!("Game {game} was aborted by a moderator: it has no rematch"),
        );
        assert!(rematch.challenge().is_none());
        assert!(s.store().rematch_challenge(game).await.unwrap().is_none());
    }
    // A game played out still offers both.
    start(&env, 10, challenger_first()).await;
    let over = s.confirm_resign(&user(1), &here(10), None).await.unwrap();
    let follow_ups = vec![Button::Rematch(GameId(3)), Button::Analyze(GameId(3))];
    assert_eq!(over.buttons, follow_ups, "{}", over.said());
    let again = redelivered(s, &over).await;
    assert_eq!(again.buttons, follow_ups, "{}", again.said());
}
}

on_both_engines! {
#[tokio::test]
async fn a_game_that_no_longer_replays_can_be_aborted(db) {
    let env = env(db).await;
    let s = &env.service;
    start(&env, 10, challenger_first()).await;
    s.play(&user(1), &here(10), "d3-d2").await.unwrap();
    env.db
        .hand_edit_log("UPDATE actions SET action = 'h8-a1:7' WHERE game_id = 1")
        .await;
    let r = s.abort(&user(4), &here(10), None).await.unwrap();
    assert!(
        public(&r)
            .contains("**Game 1 aborted** by **mod** in <#10> (its record could not be read back)"),
        "{}",
        r.said()
    );
    let reason: Vec<(Option<String>,)> = env.db.rows("SELECT reason FROM games WHERE id = 1").await;
    assert_eq!(reason[0].0.as_deref(), Some("aborted"));
    start(&env, 10, challenger_first()).await;
}
}

on_both_engines! {
#[tokio::test]
async fn a_moderator_withdraws_an_open_challenge(db) {
    let env = env(db).await;
    let s = &env.service;
    private(
        &s.abort_challenge(&user(4), &here(10)).await.unwrap(),
        "There is no open challenge in this channel",
    );
    s.challenge(
        &user(1),
        &here(10),
        &[Invitee::person(UserId(2), "bob")],
        &challenger_first(),
    )
    .await
    .unwrap();
    let r = s.abort_challenge(&user(4), &here(10)).await.unwrap();
    assert_eq!(public(&r), "**mod** withdrew **alice**'s challenge.");
    assert!(!r.challenge().unwrap().open, "its buttons go grey");
    private(
        &s.accept(&user(2), &here(10), None).await.unwrap(),
        "no open challenge",
    );
}
}

on_both_engines! {
#[tokio::test]
async fn every_server_setting_is_shown_saved_and_used(db) {
    let env = env(db).await;
    let s = &env.service;
    let shown = s
        .settings(&user(4), &here(10), &SettingsChange::default())
        .await
        .unwrap();
    let text = private(&shown, "The server's settings:");
    for line in [
        "- New games: 3 days a turn (the bot's default)",
        "- Public posts in: English",
        "- Games may start in any channel",
        "- `/focus board` answers in public",
        "- Turn reminders mention only the player",
    ] {
        assert!(text.contains(line), "{line}: {text}");
    }
    let change = SettingsChange {
        time: Some("2h".into()),
        language: Some("FR".into()),
        allow_channel: Some(ChannelId(10)),
        board: Some("private".into()),
        reminder_role: Some(555),
        ..SettingsChange::default()
    };
    let saved = s.settings(&user(4), &here(10), &change).await.unwrap();
    let text = private(&saved, "Saved. The server's settings now:");
    for line in [
        "- New games: 2 hours a turn",
        "- Public posts in: Français",
        "- Games may start only in: <#10>",
        "- `/focus board` answers only the caller",
        "- Turn reminders mention <@&555> too",
    ] {
        assert!(text.contains(line), "{line}: {text}");
    }
    let stored = s.store().server_settings(GUILD).await.unwrap();
    assert_eq!(stored.language.as_deref(), Some("fr"));
    // Channels: a challenge elsewhere is refused with the list; a thread of an allowed channel
    // is fine.
    let refused = s.refuse_channel(&here(11), None).await.unwrap().unwrap();
    private(&refused, "challenge in <#10> (or a thread there)");
    assert!(
        s.refuse_channel(&here(12), Some(ChannelId(10)))
            .await
            .unwrap()
            .is_none()
    );
    assert!(s.refuse_channel(&here(10), None).await.unwrap().is_none());
    // The default time limit applies to a challenge that names none, and the game is posted in
    // the server's language.
    let r = start(&env, 10, challenger_first()).await;
    assert!(r.said().contains("**La partie commence !**"), "{}", r.said());
    assert!(r.said().contains("2 heures par tour"), "{}", r.said());
    // The board answers privately.
    let board = s.board(&user(3), &here(10)).await.unwrap();
    assert!(board.private && board.image.is_some(), "{}", board.said());
    // The reminder mentions the role, and may ping it.
    env.clock.advance(Duration::from_secs(95 * 60));
    let notices = s.tick().await.unwrap();
    let reminder = &notices.first().expect("a reminder").reply;
    assert!(reminder.said().contains("(<@&555>)"), "{}", reminder.said());
    assert_eq!(reminder.role_mentions, vec![555]);
    // Back to the defaults, one by one.
    let back = SettingsChange {
        time: Some("none".into()),
        language: Some("en".into()),
        any_channel: true,
        board: Some("public".into()),
        no_reminder_role: true,
        ..SettingsChange::default()
    };
    let text = s.settings(&user(4), &here(10), &back).await.unwrap().said();
    assert!(text.contains("- New games: no time limit"), "{text}");
    assert!(text.contains("- Games may start in any channel"), "{text}");
    assert!(
        text.contains("- Turn reminders mention only the player"),
        "{text}"
    );
    assert!(s.refuse_channel(&here(11), None).await.unwrap().is_none());
    // Bad values change nothing.
    for (change, says) in [
        (
            SettingsChange {
                time: Some("soon".into()),
                ..SettingsChange::default()
            },
            "is not a time limit",
        ),
        (
            SettingsChange {
                language: Some("de".into()),
                ..SettingsChange::default()
            },
            "`de` is not a language I speak",
        ),
        (
            SettingsChange {
                board: Some("loud".into()),
                ..SettingsChange::default()
            },
            "`board` is `public`",
        ),
        (
            SettingsChange {
                remove_channel: Some(ChannelId(42)),
                ..SettingsChange::default()
            },
            "<#42> is not on the list",
        ),
    ] {
        let before = s.store().server_settings(GUILD).await.unwrap();
        private(
            &s.settings(&user(4), &here(10), &change).await.unwrap(),
            says,
        );
        assert_eq!(s.store().server_settings(GUILD).await.unwrap(), before);
    }
}
}
