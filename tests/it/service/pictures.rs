//! The picture a turn's reply carries shows the game as the turn left it: the same picture as
//! `/focus board` right after it (draw offers the turn withdrew gone from the cards).

use crate::support::service::*;

/// The reply's picture, decoded.
fn picture_of(reply: &Reply) -> image::RgbImage {
    let png = &reply.image.as_ref().expect("a picture").bytes;
    image::load_from_memory(png).expect("a PNG").to_rgb8()
}

/// `ids[0]` starts a free-for-all (or 2-player) game; the seats in `offering` offer a draw,
/// then the player to act moves: the move's picture is the board's picture.
async fn an_offer_withdrawn_by_a_move_leaves_the_cards(env: &Env, ids: &[u64], offering: &[u64]) {
    let opts = ChallengeOptions {
        mode: (ids.len() == 4).then_some(Mode::FreeForAll),
        ..options(FirstPlayer::Challenger)
    };
    start(env, ids, opts).await;
    for &id in offering {
        let r = env.service.draw(&user(id), &HERE).await.unwrap();
        public(&r);
    }
    let moved = play_some(env, 0).await;
    assert!(
        moved.said().contains("draw offer is withdrawn"),
        "{}",
        moved.said()
    );
    let board = env.service.board(&user(ids[1]), &HERE).await.unwrap();
    let (a, b) = (picture_of(&moved), picture_of(&board));
    assert!(
        a == b,
        "the move's picture differs from the board after it (an offer left on a card?)"
    );
    // The channel is free for the next game.
    let over = env
        .service
        .confirm_resign(&user(ids[1]), &HERE, None)
        .await
        .unwrap();
    public(&over);
}

on_both_engines! {
#[tokio::test]
async fn a_withdrawn_draw_offer_leaves_the_offering_players_card(db) {
    let env = env(db).await;
    an_offer_withdrawn_by_a_move_leaves_the_cards(&env, &[1, 2], &[1]).await;
    an_offer_withdrawn_by_a_move_leaves_the_cards(&env, &[1, 2, 3, 4], &[1, 3]).await;
}
}
