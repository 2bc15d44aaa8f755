//! The service: challenges (declined, cancelled, expired, their buttons) and the turn timer.

use crate::support::Said;
use crate::support::service::*;
use focus_bot::rules::Turn;
use focus_bot::service::ChallengeId;
use focus_bot::service::Event;
use focus_bot::store::ChannelId;
use focus_bot::store::UserId;

on_both_engines! {
#[tokio::test]
async fn declined_cancelled_and_expired_challenges(db) {
    let env = env(db).await;
    let s = &env.service;
    // Declined.
    let r = s
        .challenge(
            &user(1),
            &HERE,
            &[invitee(2), invitee(3)],
            &ChallengeOptions::default(),
        )
        .await
        .unwrap();
    let id = r.challenge().unwrap().id;
    private(
        &s.accept(&user(4), &HERE, Some(id)).await.unwrap(),
        "not for you",
    );
    private(
        &s.decline(&user(1), &HERE, None).await.unwrap(),
        "/focus cancel",
    );
    public(&s.accept(&user(2), &HERE, None).await.unwrap());
    let r = s.decline(&user(3), &HERE, Some(id)).await.unwrap();
    public(&r);
    assert_eq!(r.mentions, vec![UserId(1)]);
    assert!(!r.challenge().unwrap().open);
    private(
        &s.accept(&user(3), &HERE, Some(id)).await.unwrap(),
        "already declined",
    );
    assert!(
        s.store()
            .active_game(HERE.channel_id)
            .await
            .unwrap()
            .is_none()
    );

    // Cancelled.
    let r = s
        .challenge(&user(1), &HERE, &[invitee(2)], &ChallengeOptions::default())
        .await
        .unwrap();
    let id = r.challenge().unwrap().id;
    private(
        &s.cancel(&user(2), &HERE, None).await.unwrap(),
        "Only **alice**",
    );
    public(&s.cancel(&user(1), &HERE, Some(id)).await.unwrap());
    private(
        &s.accept(&user(2), &HERE, Some(id)).await.unwrap(),
        "already cancelled",
    );
    private(
        &s.accept(&user(2), &HERE, None).await.unwrap(),
        "no open challenge",
    );

    // Expired by the timer after 24 hours, with a notice.
    let r = s
        .challenge(&user(1), &HERE, &[invitee(2)], &ChallengeOptions::default())
        .await
        .unwrap();
    let id = r.challenge().unwrap().id;
    env.clock.advance(Duration::from_secs(23 * 3600));
    assert!(s.tick().await.unwrap().is_empty());
    env.clock.advance(Duration::from_secs(3600));
    let notices = s.tick().await.unwrap();
    assert_eq!(notices.len(), 1);
    assert!(notices[0].reply.said().contains("expired"));
    assert_eq!(notices[0].reply.challenge().unwrap().id, id);
    assert!(notices[0].reply.mentions.is_empty());
    private(
        &s.accept(&user(2), &HERE, Some(id)).await.unwrap(),
        "already expired",
    );

    // Expired lazily when nobody ticked: a new challenge is allowed.
    s.challenge(&user(1), &HERE, &[invitee(2)], &ChallengeOptions::default())
        .await
        .unwrap();
    env.clock.advance(Duration::from_secs(25 * 3600));
    private(
        &s.accept(&user(2), &HERE, None).await.unwrap(),
        "no open challenge",
    );
    public(
        &s.challenge(&user(2), &HERE, &[invitee(1)], &ChallengeOptions::default())
            .await
            .unwrap(),
    );
}
}

on_both_engines! {
#[tokio::test]
async fn the_timer_reminds_once_then_forfeits(db) {
    let env = env(db).await;
    let opts = ChallengeOptions {
        turn_limit: Some(Some(Duration::from_secs(4 * 3600))),
        ..options(FirstPlayer::Challenger)
    };
    start(&env, &[1, 2], opts.clone()).await;
    play_some(&env, 0).await;
    env.clock.advance(Duration::from_secs(2 * 3600));
    assert!(env.service.tick().await.unwrap().is_empty());
    env.clock.advance(Duration::from_secs(3600));
    let notices = env.service.tick().await.unwrap();
    assert_eq!(notices.len(), 1);
    let Notice { place, reply } = &notices[0];
    assert_eq!(*place, HERE);
    assert_eq!(reply.mentions, vec![UserId(2)], "one mention, of the player to act");
    assert!(reply.said().contains("1 hour"), "{}", reply.said());
    assert!(reply.said().contains("forfeit"));
    let green = Seat::from_number(2).unwrap();
    assert!(
        matches!(reply.events[..], [Event::Reminder { seat, left, .. }]
            if seat == green && left == Duration::from_secs(3600)),
        "{:?}",
        reply.events
    );
    assert!(
        env.service.tick().await.unwrap().is_empty(),
        "reminded once"
    );
    env.clock.advance(Duration::from_secs(3600));
    let notices = env.service.tick().await.unwrap();
    assert_eq!(notices.len(), 1);
    assert!(
        notices[0]
            .reply
            .said()
            .contains("ran out of time and forfeits"),
        "{}",
        notices[0].reply.said()
    );
    let o = outcome(&env).await.unwrap();
    assert_eq!(
        o.winners().collect::<Vec<_>>(),
        vec![Seat::from_number(1).unwrap()]
    );
    assert_eq!(log(&env).await.last().unwrap().action, "time 2");
    assert!(
        matches!(notices[0].reply.events[..], [
            Event::Played { turn: Turn::Time(late), seat, .. },
            Event::Over { outcome, .. },
        ] if late == green && seat == green && outcome == o),
        "{:?}",
        notices[0].reply.events
    );
    assert_eq!(o.reason(), focus_bot::rules::EndReason::Time);
    check_record(&env).await;

    // Free-for-all: the late player is out and the game goes on.
    let opts = ChallengeOptions {
        mode: Some(Mode::FreeForAll),
        ..opts
    };
    start(&env, &[1, 2, 3, 4], opts).await;
    env.clock.advance(Duration::from_secs(4 * 3600));
    let notices = env.service.tick().await.unwrap();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(
        notices[0].reply.said().contains("is out of the game"),
        "{}",
        notices[0].reply.said()
    );
    assert_eq!(notices[0].reply.mentions, vec![UserId(2)]);
    assert!(
        matches!(notices[0].reply.events[..], [
            Event::Played { turn: Turn::Time(late), .. },
            Event::ToAct { seat, .. },
        ] if late.number() == 1 && seat == green),
        "{:?}",
        notices[0].reply.events
    );
    assert!(outcome(&env).await.is_none());
    assert_eq!(to_act(&env).await, Some(UserId(2)));

    // A resignation out of turn does not restart bob's clock: he is out 4 hours after his
    // turn began, and carol is the last one in.
    env.clock.advance(Duration::from_secs(2 * 3600));
    public(
        &env.service
            .confirm_resign(&user(4), &HERE, None)
            .await
            .unwrap(),
    );
    assert_eq!(to_act(&env).await, Some(UserId(2)));
    env.clock.advance(Duration::from_secs(2 * 3600));
    let notices = env.service.tick().await.unwrap();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(
        notices[0]
            .reply
            .said()
            .contains("**bob** (Green) ran out of time"),
        "{}",
        notices[0].reply.said()
    );
    assert!(
        notices[0].reply.said().contains("**carol** (Blue) wins"),
        "{}",
        notices[0].reply.said()
    );
    assert_eq!(
        outcome(&env).await.unwrap().reason(),
        focus_bot::rules::EndReason::Time,
        "the time forfeit ended the game"
    );
    check_record(&env).await;

    // No limit: nothing ever happens.
    let opts = ChallengeOptions {
        turn_limit: Some(None),
        ..options(FirstPlayer::Challenger)
    };
    start(&env, &[1, 2], opts).await;
    env.clock.advance(Duration::from_secs(400 * 24 * 3600));
    assert!(env.service.tick().await.unwrap().is_empty());
}
}

on_both_engines! {
#[tokio::test]
/// Where a challenge's buttons show is kept in the database: it survives a restart, and a
/// message shown after the challenge closed is refused (its buttons are greyed out at once).
async fn where_a_challenges_buttons_show_survives_a_restart(db) {
    let mut env = env(db).await;
    let r = env
        .service
        .challenge(&user(1), &HERE, &[invitee(2)], &ChallengeOptions::default())
        .await
        .unwrap();
    let id = r.challenge().unwrap().id;
    let s = &env.service;
    assert!(s.note_challenge_message(id, ChannelId(10), 100).await.unwrap());
    assert!(s.note_challenge_message(id, ChannelId(11), 101).await.unwrap());
    assert!(
        s.note_challenge_message(id, ChannelId(10), 100).await.unwrap(),
        "noting a message twice is harmless"
    );
    assert!(
        !s.note_challenge_message(ChallengeId(id.0 + 1), ChannelId(10), 102).await.unwrap(),
        "no such challenge"
    );

    env.restart().await;
    let s = &env.service;
    let shown = |channel_id, message_id| ChallengeMessage {
        channel_id,
        message_id,
    };
    assert_eq!(
        s.challenge_messages(id).await.unwrap(),
        vec![shown(ChannelId(10), 100), shown(ChannelId(11), 101)]
    );
    s.forget_challenge_message(id, 100).await.unwrap();
    s.forget_challenge_message(id, 999).await.unwrap();
    assert_eq!(
        s.challenge_messages(id).await.unwrap(),
        vec![shown(ChannelId(11), 101)]
    );

    public(&s.cancel(&user(1), &HERE, Some(id)).await.unwrap());
    assert!(
        !s.note_challenge_message(id, ChannelId(12), 103).await.unwrap(),
        "closed: refused"
    );
    assert_eq!(
        s.challenge_messages(id).await.unwrap(),
        vec![shown(ChannelId(11), 101)],
        "still listed, to be greyed out"
    );

    // An open challenge past its 24 hours is closed too, even before the timer notices.
    let r = s
        .challenge(&user(1), &HERE, &[invitee(2)], &ChallengeOptions::default())
        .await
        .unwrap();
    let late = r.challenge().unwrap().id;
    env.clock.advance(Duration::from_secs(25 * 3600));
    assert!(!s.note_challenge_message(late, ChannelId(10), 104).await.unwrap());
    assert!(s.challenge_messages(late).await.unwrap().is_empty());
}
}

on_both_engines! {
#[tokio::test]
async fn while_a_challenge_is_open_commands_say_so_instead_of_no_game(db) {
    let env = env(db).await;
    let r = env
        .service
        .challenge(
            &user(1),
            &HERE,
            &[invitee(2)],
            &options(FirstPlayer::Challenger),
        )
        .await
        .unwrap();
    public(&r);
    for r in [
        env.service.play(&user(2), &HERE, "c2-c1").await.unwrap(),
        env.service.board(&user(3), &HERE).await.unwrap(),
        env.service.resign(&user(1), &HERE).await.unwrap(),
    ] {
        private(
            &r,
            "the challenge from **alice** waits for **bob** to accept",
        );
        assert!(!r.said().contains("no game in progress"), "{}", r.said());
    }
    // Without a challenge, the plain answer.
    env.service.cancel(&user(1), &HERE, None).await.unwrap();
    let r = env.service.board(&user(3), &HERE).await.unwrap();
    refused(&r, "There is no game in progress in this channel");
}
}

on_both_engines! {
#[tokio::test]
async fn a_turn_resets_the_reminder_so_the_next_player_is_reminded_too(db) {
    let env = env(db).await;
    let opts = ChallengeOptions {
        turn_limit: Some(Some(Duration::from_secs(4 * 3600))),
        ..options(FirstPlayer::Challenger)
    };
    start(&env, &[1, 2], opts).await;
    env.clock.advance(Duration::from_secs(3 * 3600));
    let first = env.service.tick().await.unwrap();
    assert_eq!(first.len(), 1);
    assert_eq!(first[0].reply.mentions, vec![UserId(1)], "alice is reminded");
    play_some(&env, 0).await;
    assert!(
        env.service.tick().await.unwrap().is_empty(),
        "bob's clock just started"
    );
    env.clock.advance(Duration::from_secs(3 * 3600));
    let second = env.service.tick().await.unwrap();
    assert_eq!(second.len(), 1, "a second reminder in the same game");
    assert_eq!(second[0].reply.mentions, vec![UserId(2)], "bob is reminded");
    assert!(
        second[0].reply.said().contains("1 hour left"),
        "{}",
        second[0].reply.said()
    );
}
}

#[tokio::test]
async fn seats_drawn_by_lot_come_out_both_ways_and_the_record_agrees() {
    let mut firsts = std::collections::BTreeSet::new();
    for seed in 0..12u64 {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open_path(&dir.path().join("focus.db"))
            .await
            .unwrap();
        let service = Service::new(store, ManualClock::new(START), seed, BOT);
        service
            .challenge(&user(1), &HERE, &[invitee(2)], &ChallengeOptions::default())
            .await
            .unwrap();
        let r = service.accept(&user(2), &HERE, None).await.unwrap();
        let stored = service
            .store()
            .active_game(HERE.channel_id)
            .await
            .unwrap()
            .unwrap();
        let red = stored.player(Seat::from_number(1).unwrap()).name.clone();
        assert!(
            r.said().contains(&format!("Red: **{red}**")),
            "{}",
            r.said()
        );
        assert!(
            r.said().contains(&format!(
                "<@{}> (Red), your turn",
                stored.player(Seat::from_number(1).unwrap()).user_id
            )),
            "{}",
            r.said()
        );
        let record = service.history(&user(1), &HERE, None).await.unwrap();
        let file = record.image.expect("the record file");
        let text = String::from_utf8(file.bytes).unwrap();
        assert!(text.contains(&format!("[Red \"{red}\"]")), "{text}");
        firsts.insert(red);
    }
    assert_eq!(
        firsts.len(),
        2,
        "both players drew Red at least once: {firsts:?}"
    );
}
