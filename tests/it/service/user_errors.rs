//! The service's answers to user errors: each private, clear about what to write, and changing
//! nothing.

use crate::support::Said;
use crate::support::service::*;
use focus_bot::service::ChallengeId;
use focus_bot::store::ChannelId;
use focus_bot::store::GameId;
use focus_bot::store::ServerId;
use focus_bot::store::UserId;

on_both_engines! {
#[tokio::test]
async fn every_user_error_is_private_clear_and_changes_nothing(db) {
    let env = env(db).await;
    let s = &env.service;
    let none = snapshot(&env).await;
    refused(
        &s.play(&user(1), &HERE, "c3-d3").await.unwrap(),
        "no game in progress",
    );
    refused(
        &s.board(&user(1), &HERE).await.unwrap(),
        "no game in progress",
    );
    refused(
        &s.resign(&user(1), &HERE).await.unwrap(),
        "no game in progress",
    );
    refused(
        &s.draw(&user(1), &HERE).await.unwrap(),
        "no game in progress",
    );
    refused(
        &s.accept(&user(1), &HERE, None).await.unwrap(),
        "no open challenge",
    );
    refused(
        &s.history(&user(1), &HERE, None).await.unwrap(),
        "No game was played",
    );
    refused(
        &s.history(&user(1), &HERE, Some(GameId(77))).await.unwrap(),
        "no game 77",
    );
    let d = ChallengeOptions::default();
    refused(
        &s.challenge(&user(1), &HERE, &[], &d).await.unwrap(),
        "1 to 3 opponents",
    );
    refused(
        &s.challenge(&user(1), &HERE, &[invitee(1)], &d)
            .await
            .unwrap(),
        "cannot challenge yourself",
    );
    refused(
        &s.challenge(&user(1), &HERE, &[invitee(2), invitee(2)], &d)
            .await
            .unwrap(),
        "twice",
    );
    let other_bot = Invitee {
        user_id: UserId(555),
        name: "OtherBot".into(),
        is_bot: true,
    };
    refused(
        &s.challenge(&user(1), &HERE, &[other_bot], &d)
            .await
            .unwrap(),
        "is a bot",
    );
    let swap3 = ChallengeOptions {
        swap: true,
        ..d.clone()
    };
    refused(
        &s.challenge(&user(1), &HERE, &[invitee(2), invitee(3)], &swap3)
            .await
            .unwrap(),
        "2-player",
    );
    let short0 = ChallengeOptions {
        short: Some(0),
        ..d.clone()
    };
    refused(
        &s.challenge(&user(1), &HERE, &[invitee(2)], &short0)
            .await
            .unwrap(),
        "at least 1",
    );
    // Options that do not apply to the game asked for are refused, not ignored.
    let easy = ChallengeOptions {
        level: Some(focus_bot::ai::Level::Easy),
        ..d.clone()
    };
    refused(
        &s.challenge(&user(1), &HERE, &[invitee(2)], &easy)
            .await
            .unwrap(),
        "`level` sets the computer's strength, and the computer is not in this game",
    );
    let ffa = ChallengeOptions {
        mode: Some(Mode::FreeForAll),
        ..d.clone()
    };
    refused(
        &s.challenge(&user(1), &HERE, &[invitee(2), invitee(3)], &ffa)
            .await
            .unwrap(),
        "leave it out for a game of 3",
    );
    let short_far = ChallengeOptions {
        short: Some(19),
        ..d.clone()
    };
    refused(
        &s.challenge(&user(1), &HERE, &[invitee(2)], &short_far)
            .await
            .unwrap(),
        "nobody can capture 19 pieces: there are only 18 enemy pieces",
    );
    assert_eq!(snapshot(&env).await, none);

    // A pending challenge makes the channel busy.
    s.challenge(&user(1), &HERE, &[invitee(2)], &d)
        .await
        .unwrap();
    let pending = snapshot(&env).await;
    refused(
        &s.challenge(&user(3), &HERE, &[invitee(4)], &d)
            .await
            .unwrap(),
        "open challenge",
    );
    // Challenging again speaks to each in the second person, and says what to do.
    refused(
        &s.challenge(&user(1), &HERE, &[invitee(3)], &d)
            .await
            .unwrap(),
        "You already challenged **bob** here (challenge 1), and it is still open: wait for an \
         answer, or withdraw it with `/focus cancel`",
    );
    refused(
        &s.challenge(&user(2), &HERE, &[invitee(3)], &d)
            .await
            .unwrap(),
        "**alice** has challenged you here: accept with `/focus accept`",
    );
    refused(
        &s.accept(&user(1), &HERE, None).await.unwrap(),
        "You made this challenge",
    );
    assert_eq!(snapshot(&env).await, pending);
    s.cancel(&user(1), &HERE, None).await.unwrap();

    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    play_some(&env, 0).await;
    let running = snapshot(&env).await;
    refused(
        &s.challenge(&user(3), &HERE, &[invitee(4)], &d)
            .await
            .unwrap(),
        "Start a thread",
    );
    refused(
        &s.play(&user(1), &HERE, "c3-d3").await.unwrap(),
        "It is not your turn: it is **bob**'s turn (Green).",
    );
    refused(
        &s.play(&user(3), &HERE, "c3-d3").await.unwrap(),
        "You are not a player in this game",
    );
    refused(
        &s.resign(&user(3), &HERE).await.unwrap(),
        "You are not a player",
    );
    refused(
        &s.draw(&user(3), &HERE).await.unwrap(),
        "You are not a player",
    );
    refused(
        &s.play(&user(2), &HERE, "zz").await.unwrap(),
        "That is not a move",
    );
    refused(
        &s.play(&user(2), &HERE, "c3-x9").await.unwrap(),
        "is not a square",
    );
    refused(
        &s.play(&user(2), &HERE, "c3-c5:3").await.unwrap(),
        "does not match the distance",
    );
    refused(
        &s.play(&user(2), &HERE, "a1-a2").await.unwrap(),
        "cut corner",
    );
    refused(
        &s.play(&user(2), &HERE, "c3-d4").await.unwrap(),
        "not a straight line",
    );
    refused(
        &s.reserve(&user(2), &HERE, "e5").await.unwrap(),
        "no reserve pieces",
    );
    refused(
        &s.reserve(&user(2), &HERE, "q9").await.unwrap(),
        "not a square",
    );
    refused(
        &s.swap(&user(2), &HERE, "c3", "d3").await.unwrap(),
        "swaps are only played",
    );
    assert!(s.legal_actions(&user(1), &HERE).await.unwrap().is_empty());
    assert!(s.legal_actions(&user(3), &HERE).await.unwrap().is_empty());
    assert!(!s.legal_actions(&user(2), &HERE).await.unwrap().is_empty());
    assert_eq!(snapshot(&env).await, running);

    // A finished game: over, and its turns refused.
    s.confirm_resign(&user(1), &HERE, None).await.unwrap();
    let over = snapshot(&env).await;
    refused(
        &s.play(&user(2), &HERE, "c3-d3").await.unwrap(),
        "no game in progress",
    );
    assert_eq!(snapshot(&env).await, over);

    // Nothing a name contains pings anyone.
    let sneaky = Actor::new(UserId(5), "@everyone <@&1> **x**");
    let r = s
        .challenge(&sneaky, &HERE, &[invitee(1)], &d)
        .await
        .unwrap();
    assert!(!r.said().contains("@everyone"));
    assert!(!r.said().contains("<@&1>"));
    assert_eq!(r.mentions, vec![UserId(1)]);
}
}

on_both_engines! {
#[tokio::test]
async fn missing_arguments_and_wrong_numbers_say_what_to_write(db) {
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let r = env.service.reserve(&user(1), &HERE, " ").await.unwrap();
    refused(&r, "Which square?");
    refused(&r, "`/focus reserve square:e5`");
    let r = env.service.play(&user(1), &HERE, "").await.unwrap();
    refused(&r, "Which move?");
    let r = env.service.swap(&user(1), &HERE, "c3", "").await.unwrap();
    refused(&r, "your opponent's square (`theirs`) is missing");
    refused(&r, "`/focus swap mine:c3 theirs:d3`");
    let r = env.service.reserve(&user(1), &HERE, "z9").await.unwrap();
    assert_eq!(r.said().matches("is not a square").count(), 1, "{}", r.said());
    // Accepting by a number that is not a challenge here names the one that is.
    let side = Where {
        guild_id: ServerId(1),
        channel_id: ChannelId(11),
    };
    let open = env
        .service
        .challenge(
            &user(3),
            &side,
            &[invitee(4)],
            &options(FirstPlayer::Challenger),
        )
        .await
        .unwrap()
        .challenge()
        .unwrap()
        .id;
    let r = env
        .service
        .accept(&user(4), &side, Some(ChallengeId(open.0 + 50)))
        .await
        .unwrap();
    private(
        &r,
        &format!("There is no challenge {} in this channel", open.0 + 50),
    );
    private(
        &r,
        &format!("The open one here is challenge {open} from **carol**"),
    );
}
}
