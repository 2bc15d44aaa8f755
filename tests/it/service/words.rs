//! The service's words: ratings' rule for a first-turn resignation, the history of an agreed
//! draw, hints true in the position.

use super::*;

on_both_engines! {
#[tokio::test]
async fn resigning_on_ones_first_turn_is_having_had_it_so_the_game_is_rated(db) {
    let env = env(db).await;
    start(&env, &[1, 2, 3], options(FirstPlayer::Challenger)).await;
    // alice (Red) is first to act and resigns at once, on her turn; bob and carol play on.
    assert_eq!(to_act(&env).await, Some(1));
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
