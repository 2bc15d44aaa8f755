//! The service's words: ratings' rule for a first-turn resignation, the history of an agreed
//! draw, hints true in the position.

use crate::support::service::*;
use focus_bot::store::UserId;

on_both_engines! {
#[tokio::test]
async fn resigning_on_ones_first_turn_is_having_had_it_so_the_game_is_rated(db) {
    let env = env(db).await;
    start(&env, &[1, 2, 3], options(FirstPlayer::Challenger)).await;
    // alice (Red) is first to act and resigns at once, on her turn; bob and carol play on.
    assert_eq!(to_act(&env).await, Some(UserId(1)));
    let r = env.service.confirm_resign(&user(1), &HERE, None).await.unwrap();
    public(&r);
    for _ in 0..8 {
        play_some(&env, 0).await;
    }
    let last = env.service.confirm_resign(&user(2), &HERE, None).await.unwrap();
    assert!(outcome(&env).await.is_some());
    let said = last.said();
    assert!(!said.contains("Not rated"), "{said}");
    assert!(said.contains("Ratings (multi-player):"), "{said}");
}
}

on_both_engines! {
#[tokio::test]
async fn history_names_an_agreed_draw_as_agreed_by_all_at_its_turn(db) {
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    for i in 0..3 {
        play_some(&env, i).await;
    }
    // Green is to act; Red offers a draw and Green accepts it.
    assert_eq!(to_act(&env).await, Some(UserId(2)));
    env.service.draw(&user(1), &HERE).await.unwrap();
    env.service.draw(&user(2), &HERE).await.unwrap();
    assert!(outcome(&env).await.is_some(), "the draw was agreed");
    let said = env.service.history(&user(1), &HERE, None).await.unwrap().said();
    let last = said
        .lines()
        .rfind(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        .unwrap_or_default()
        .to_string();
    assert_eq!(last.trim(), "4. draw agreed by all players", "{said}");
}
}

on_both_engines! {
#[tokio::test]
async fn the_swap_refusals_example_is_a_swap_legal_in_the_position(db) {
    let env = env(db).await;
    let swap = ChallengeOptions {
        swap: true,
        ..options(FirstPlayer::Challenger)
    };
    start(&env, &[1, 2], swap).await;
    let who = to_act(&env).await.expect("someone to act");
    let legal = env.service.legal_actions(&user(who.0), &HERE).await.unwrap();
    let a_move = "c3-c4:1";
    for (r, why) in [
        (env.service.play(&user(who.0), &HERE, a_move).await.unwrap(), "a move"),
        (
            env.service.swap(&user(who.0), &HERE, "e5", "e5").await.unwrap(),
            "a bad square",
        ),
    ] {
        refused(&r, "like `s:");
        let said = r.said();
        let example = said
            .split("like `")
            .nth(1)
            .and_then(|rest| rest.split('`').next())
            .expect("an example");
        assert!(
            legal.iter().any(|l| l == example),
            "{why}: `{example}` is not legal here ({legal:?}): {said}"
        );
    }
}
}

on_both_engines! {
#[tokio::test]
async fn a_swap_with_a_square_missing_is_shown_by_a_swap_legal_in_the_position(db) {
    let env = env(db).await;
    let swap = ChallengeOptions {
        swap: true,
        ..options(FirstPlayer::Challenger)
    };
    start(&env, &[1, 2], swap).await;
    let who = to_act(&env).await.expect("someone to act");
    let legal = env.service.legal_actions(&user(who.0), &HERE).await.unwrap();
    let r = env.service.swap(&user(who.0), &HERE, "", "").await.unwrap();
    refused(&r, "`/focus swap mine:");
    let said = r.said();
    let example = said
        .split("`/focus swap ")
        .nth(1)
        .and_then(|rest| rest.split('`').next())
        .expect("an example");
    let (mine, theirs) = example
        .strip_prefix("mine:")
        .and_then(|e| e.split_once(" theirs:"))
        .expect("mine:X theirs:Y");
    let swap = format!("s:{mine}-{theirs}");
    assert!(legal.contains(&swap), "`{swap}` is not legal here: {said}");
}
}

on_both_engines! {
#[tokio::test]
async fn the_leaderboard_names_the_computer_in_the_readers_language(db) {
    let env = env(db).await;
    let level = ChallengeOptions {
        level: Some(focus_bot::ai::Level::Easy),
        ..options(FirstPlayer::Challenger)
    };
    // Five rated games the computer wins: alice moves, the computer answers, alice resigns.
    for _ in 0..5 {
        let r = env
            .service
            .challenge(&user(1), &HERE, &[computer()], &level)
            .await
            .unwrap();
        assert!(r.said().contains("The game is on"), "{}", r.said());
        play_some(&env, 0).await;
        env.service.settle().await;
        assert_eq!(to_act(&env).await, Some(UserId(1)), "the computer answered");
        let over = env.service.confirm_resign(&user(1), &HERE, None).await.unwrap();
        assert!(over.said().contains("Ratings (2-player)"), "{}", over.said());
    }
    let french = user(1).speaking(focus_bot::i18n::Lang::Fr);
    let board = env
        .service
        .leaderboard(&french, &HERE, None, None, None)
        .await
        .unwrap()
        .said();
    assert!(board.contains("**Ordinateur (facile)**"), "{board}");
    assert!(!board.contains("Computer"), "{board}");
}
}
