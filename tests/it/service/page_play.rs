//! The board you play on, the service's side, on SQLite and on PostgreSQL: the page offers the
//! player to act exactly the legal actions (a spectator nothing), an action from the page is
//! the same turn as a typed one and is posted to the channel at once, and a stale page, another
//! seat, a spectator and bad notation are refused with nothing written; a page's move and a
//! typed move for the same turn write exactly one.

use std::collections::BTreeSet;

use focus_bot::service::{PageAction, RESERVE, Refusal};
use focus_bot::store::GameId;

use crate::support::service::*;
use focus_bot::store::UserId;

/// The game of the channel: its id, its ply, and the user to act.
async fn now(env: &Env) -> (GameId, i64, u64) {
    let stored = env
        .service
        .store()
        .active_game(HERE.channel_id)
        .await
        .unwrap()
        .expect("a running game");
    let seat = stored.replay().unwrap().position().to_act().unwrap();
    (stored.id, stored.ply, stored.player(seat).user_id.0)
}

/// How many posts the channel's outbox holds.
async fn posts(env: &Env) -> usize {
    env.service
        .store()
        .posts_in(HERE.channel_id)
        .await
        .unwrap()
        .len()
}

on_both_engines! {
#[tokio::test]
async fn the_page_offers_the_player_to_act_exactly_the_legal_actions_and_a_spectator_nothing(db) {
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let (game, ply, mover) = now(&env).await;
    let other = if mover == 1 { 2 } else { 1 };
    let lang = focus_bot::i18n::Lang::EnUs;
    let s = &env.service;

    let c = s.board_controls(game, UserId(mover), lang).await.unwrap().expect("controls");
    assert_eq!((c.game, c.ply), (game, ply));
    assert!(c.prompt.contains("your turn"), "{}", c.prompt);
    let offered: BTreeSet<String> = c.choices.iter().map(|c| c.action.clone()).collect();
    let legal: BTreeSet<String> =
        s.legal_actions(&user(mover), &HERE).await.unwrap().into_iter().collect();
    assert!(!legal.is_empty());
    assert_eq!(offered, legal, "the page offers exactly the legal actions");
    let sources: BTreeSet<&str> = c.sources.iter().map(|s| s.square.as_str()).collect();
    for choice in &c.choices {
        let from = choice.from.as_deref().expect("a move starts with its stack");
        assert!(sources.contains(from), "{from} is clickable first");
        assert!(choice.label.starts_with(&choice.to), "{}", choice.label);
    }
    assert!(!sources.contains(RESERVE), "nobody holds a reserve piece at the start");
    assert!(c.resign.as_deref().unwrap().contains("cannot be undone"));
    assert_eq!(c.draw.as_deref(), Some("Offer a draw"));

    let waiting = s.board_controls(game, UserId(other), lang).await.unwrap().expect("controls");
    assert!(waiting.choices.is_empty() && waiting.sources.is_empty());
    assert!(waiting.prompt.contains("turn"), "{}", waiting.prompt);
    assert!(waiting.resign.is_some(), "a player may resign out of turn");

    assert_eq!(s.board_controls(game, UserId(3), lang).await.unwrap(), None, "a spectator");
    assert_eq!(s.board_controls(GameId(game.0 + 100), UserId(mover), lang).await.unwrap(), None, "no such game");
}

#[tokio::test]
async fn a_move_from_the_page_is_a_turn_posted_at_once_and_the_game_goes_on_by_command(db) {
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let (game, ply, mover) = now(&env).await;
    let s = &env.service;
    let c = s.board_controls(game, UserId(mover), Default::default()).await.unwrap().unwrap();
    let action = c.choices[0].action.clone();
    let before = posts(&env).await;

    let reply = s.act_on_page(&user(mover), game, ply, &PageAction::Play(action.clone())).await.unwrap();
    private(&reply, &format!("You played `{action}`"));
    assert_eq!(reply.refusal, None);
    let (_, after, next) = now(&env).await;
    assert_eq!(after, ply + 1, "one turn written");
    assert_ne!(next, mover);
    let record = s.store().game(game).await.unwrap().unwrap();
    assert_eq!(record.kept().last().map(|e| e.ply), Some(ply));
    // The turn's post is in the outbox, due now: no Discord answer carries it.
    assert_eq!(posts(&env).await, before + 1);
    let due = s.store().posts_due(focus_bot::service::Clock::now_ms(&env.clock), 10).await.unwrap();
    assert!(
        due.iter().any(|p| p.game == Some((game, ply + 1))),
        "the turn's post is due now: {due:?}"
    );

    // The same game, continued by a typed command.
    let typed = s.legal_actions(&user(next), &HERE).await.unwrap()[0].clone();
    let r = s.play(&user(next), &HERE, &typed).await.unwrap();
    public(&r);
    assert_eq!(now(&env).await.1, ply + 2);
}

#[tokio::test]
async fn a_stale_page_another_seat_a_spectator_and_bad_notation_are_refused_and_nothing_written(db) {
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let (game, ply, mover) = now(&env).await;
    let other = if mover == 1 { 2 } else { 1 };
    let s = &env.service;
    let c = s.board_controls(game, UserId(mover), Default::default()).await.unwrap().unwrap();
    let action = PageAction::Play(c.choices[0].action.clone());
    let before = posts(&env).await;
    let cases = [
        (s.act_on_page(&user(mover), game, ply - 1, &action).await, Refusal::MovedOn, "moved on"),
        (s.act_on_page(&user(mover), game, ply + 1, &action).await, Refusal::MovedOn, "choose again"),
        (
            s.act_on_page(&user(other), game, ply, &action).await,
            Refusal::NotYourTurn { seat: s.store().game(game).await.unwrap().unwrap().replay().unwrap().position().to_act().unwrap() },
            "turn",
        ),
        (s.act_on_page(&user(3), game, ply, &action).await, Refusal::NotAPlayer, "not"),
        (s.act_on_page(&user(mover), GameId(game.0 + 100), ply, &action).await, Refusal::GameOver, "over"),
    ];
    for (reply, why, says) in cases {
        let reply = reply.unwrap();
        refused(&reply, says);
        assert_eq!(reply.refusal, Some(why), "{}", reply.said());
    }
    let bad = s
        .act_on_page(&user(mover), game, ply, &PageAction::Play("z9-<b>".into()))
        .await
        .unwrap();
    refused(&bad, "");
    assert!(matches!(bad.refusal, Some(Refusal::NotNotation(_))), "{:?}", bad.refusal);
    let illegal = s
        .act_on_page(&user(mover), game, ply, &PageAction::Play("a4-a5:1".into()))
        .await
        .unwrap();
    assert!(matches!(illegal.refusal, Some(Refusal::Illegal(_))), "{}", illegal.said());
    assert_eq!(now(&env).await.1, ply, "nothing written");
    assert_eq!(posts(&env).await, before, "nothing posted");
}

#[tokio::test]
async fn a_page_move_and_a_typed_move_for_the_same_turn_write_exactly_one(db) {
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let (game, ply, mover) = now(&env).await;
    let s = &env.service;
    let legal = s.legal_actions(&user(mover), &HERE).await.unwrap();
    let (on_page, typed) = (legal[0].clone(), legal[1].clone());
    let page_action = PageAction::Play(on_page.clone());
    let actor = user(mover);
    let (page, command) = tokio::join!(
        s.act_on_page(&actor, game, ply, &page_action),
        s.play(&actor, &HERE, &typed),
    );
    let (page, command) = (page.unwrap(), command.unwrap());
    let written = [page.refusal.is_none(), command.refusal.is_none()];
    assert_eq!(written.iter().filter(|w| **w).count(), 1, "{} / {}", page.said(), command.said());
    // The other is told: the turn moved on while it was on its way, or (read after the
    // winner's write) that it is no longer their turn.
    let loser = if written[0] { &command } else { &page };
    assert!(
        loser.private
            && matches!(
                loser.refusal,
                Some(Refusal::MovedOn | Refusal::NotYourTurn { .. })
            ),
        "{}",
        loser.said()
    );
    assert_eq!(now(&env).await.1, ply + 1, "exactly one turn");
    let kept = s.store().game(game).await.unwrap().unwrap();
    assert_eq!(kept.kept().len(), usize::try_from(ply).unwrap() + 1);
}

#[tokio::test]
async fn a_draw_offered_and_accepted_and_a_resignation_from_the_page(db) {
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let (game, ply, mover) = now(&env).await;
    let other = if mover == 1 { 2 } else { 1 };
    let s = &env.service;
    let before = posts(&env).await;
    let offered = s.act_on_page(&user(other), game, ply, &PageAction::Draw).await.unwrap();
    private(&offered, "draw offer");
    assert_eq!(posts(&env).await, before + 1, "the offer is posted in the channel");
    let due = s.store().posts_due(focus_bot::service::Clock::now_ms(&env.clock), 10).await.unwrap();
    assert!(due.iter().any(|p| p.payload.contains("draw")), "{due:?}");
    let c = s.board_controls(game, UserId(mover), Default::default()).await.unwrap().unwrap();
    assert_eq!(c.draw.as_deref(), Some("Accept the draw"));
    let again = s.board_controls(game, UserId(other), Default::default()).await.unwrap().unwrap();
    assert_eq!(again.draw, None, "offered once");
    let accepted = s.act_on_page(&user(mover), game, ply, &PageAction::Draw).await.unwrap();
    assert_eq!(accepted.refusal, None, "{}", accepted.said());
    let over = s.store().game(game).await.unwrap().unwrap();
    assert!(over.replay().unwrap().position().is_over(), "drawn");
    assert_eq!(s.board_controls(game, UserId(mover), Default::default()).await.unwrap(), None);

    // A new game, resigned from the page.
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let (game, ply, mover) = now(&env).await;
    let resigned = s.act_on_page(&user(mover), game, ply, &PageAction::Resign).await.unwrap();
    private(&resigned, "You resigned");
    let over = s.store().game(game).await.unwrap().unwrap();
    assert!(over.replay().unwrap().position().is_over());
}
}
