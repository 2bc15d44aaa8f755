//! The service: a rematch of a finished game, its seats moved round, in 2, 3 and 4 players and
//! against the computer; asked twice; refused in a busy channel, to a stranger, before the end.

use crate::support::service::*;
use focus_bot::service::{Button, Event, Refusal};
use focus_bot::store::ChannelId;
use focus_bot::store::GameId;
use focus_bot::store::ServerId;
use focus_bot::store::StoredGame;
use focus_bot::store::UserId;

/// Ends the channel's game: the players in `resigning` resign one after the other.
async fn resign_all(env: &Env, resigning: &[u64]) -> Reply {
    let mut last = None;
    for &id in resigning {
        let r = env
            .service
            .confirm_resign(&user(id), &HERE, None)
            .await
            .unwrap();
        public(&r);
        last = Some(r);
    }
    let last = last.unwrap();
    assert!(outcome(env).await.is_some(), "{}", last.said());
    last
}

async fn game(env: &Env, id: GameId) -> StoredGame {
    env.service.store().game(id).await.unwrap().unwrap()
}

fn seat_ids(g: &StoredGame) -> Vec<u64> {
    g.seats.iter().map(|p| p.user_id.0).collect()
}

/// The game a reply started.
fn started(reply: &Reply) -> GameId {
    reply
        .events
        .iter()
        .find_map(|e| match e {
            Event::Started { game } => Some(*game),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no game started: {}", reply.said()))
}

/// Plays a game of `ids` (seats in that order) with `opts`, ends it by `resigning`, then
/// `asker` asks for the rematch and the others accept: returns the old and the new game.
async fn rematch_of(
    env: &Env,
    ids: &[u64],
    opts: ChallengeOptions,
    resigning: &[u64],
    asker: u64,
) -> (StoredGame, StoredGame) {
    let s = &env.service;
    let first = start(env, ids, opts).await;
    let old_id = started(&first);
    let over = resign_all(env, resigning).await;
    assert_eq!(
        over.buttons,
        vec![Button::Rematch(old_id), Button::Analyze(old_id)],
        "the game-over post offers a rematch"
    );
    let asked = s.rematch(&user(asker), &HERE, None).await.unwrap();
    public(&asked);
    assert!(asked.said().contains("rematch"), "{}", asked.said());
    let challenge = asked.challenge().cloned().expect("a challenge");
    assert!(challenge.open);
    let mut others: Vec<u64> = ids.iter().copied().filter(|&i| i != asker).collect();
    assert_eq!(
        {
            let mut v: Vec<u64> = challenge.invitees.iter().map(|u| u.0).collect();
            v.sort_unstable();
            v
        },
        {
            others.sort_unstable();
            others.clone()
        },
        "the others are asked, the asker has accepted"
    );
    assert_eq!(
        asked.events,
        vec![Event::Rematch {
            game: old_id,
            challenge: challenge.id
        }]
    );
    let mut last = asked;
    for &i in &others {
        last = s.accept(&user(i), &HERE, None).await.unwrap();
        public(&last);
    }
    let new_id = started(&last);
    (game(env, old_id).await, game(env, new_id).await)
}

on_both_engines! {
#[tokio::test]
async fn a_two_player_rematch_moves_the_seats_round_with_the_same_options(db) {
    let env = env(db).await;
    let opts = ChallengeOptions {
        short: Some(6),
        swap: true,
        turn_limit: Some(Some(Duration::from_secs(3600))),
        rated: false,
        ..options(FirstPlayer::Challenger)
    };
    let (old, new) = rematch_of(&env, &[1, 2], opts, &[1], 1).await;
    assert_eq!(seat_ids(&old), vec![1, 2]);
    assert_eq!(seat_ids(&new), vec![2, 1], "the other player moves first");
    assert_eq!(new.options, old.options, "the same options");
    assert!(!new.options.rated);
    assert_eq!(new.options.config.short(), Some(6));
}

#[tokio::test]
async fn three_and_four_player_rematches_move_every_seat_round(db) {
    let env = env(db).await;
    let (old, new) = rematch_of(&env, &[1, 2, 3], options(FirstPlayer::Challenger), &[1, 2], 3).await;
    assert_eq!(seat_ids(&old), vec![1, 2, 3]);
    assert_eq!(seat_ids(&new), vec![2, 3, 1]);
    assert_eq!(new.options, old.options);
    // The rematch is played and ends too; its own rematch moves round again.
    resign_all(&env, &[2, 3]).await;
    let again = env.service.rematch(&user(2), &HERE, None).await.unwrap();
    public(&again);
    env.service.accept(&user(1), &HERE, None).await.unwrap();
    let last = env.service.accept(&user(3), &HERE, None).await.unwrap();
    assert_eq!(seat_ids(&game(&env, started(&last)).await), vec![3, 1, 2]);
    resign_all(&env, &[1, 2]).await;

    // 4 players in teams: partners stay partners (seats 1 and 3).
    let teams = ChallengeOptions {
        mode: Some(Mode::Teams),
        ..options(FirstPlayer::Challenger)
    };
    let (old, new) = rematch_of(&env, &[1, 2, 3, 4], teams, &[4], 2).await;
    assert_eq!(seat_ids(&old), vec![1, 2, 3, 4]);
    assert_eq!(seat_ids(&new), vec![2, 3, 4, 1]);
    assert_eq!(new.options, old.options);
    resign_all(&env, &[1]).await;
    let ffa = ChallengeOptions {
        mode: Some(Mode::FreeForAll),
        ..options(FirstPlayer::Challenger)
    };
    let (old, new) = rematch_of(&env, &[4, 3, 2, 1], ffa, &[4, 3, 2], 1).await;
    assert_eq!(seat_ids(&new), vec![3, 2, 1, 4]);
    assert_eq!(new.options.config.mode(), Mode::FreeForAll);
    assert_eq!(new.options, old.options);
}

#[tokio::test]
async fn a_rematch_against_the_computer_starts_at_once(db) {
    let env = env(db).await;
    let s = &env.service;
    let r = s
        .challenge(&user(1), &HERE, &[computer()], &options(FirstPlayer::Challenger))
        .await
        .unwrap();
    let old_id = started(&r);
    let over = resign_all(&env, &[1]).await;
    assert!(over.buttons.contains(&Button::Rematch(old_id)));
    let r = s.rematch(&user(1), &HERE, Some(old_id)).await.unwrap();
    public(&r);
    assert!(matches!(r.events[0], Event::Rematch { game, .. } if game == old_id));
    let new = game(&env, started(&r)).await;
    assert_eq!(seat_ids(&new), vec![BOT.0, 1], "the computer moves first this time");
    assert_eq!(
        new.seats[0].computer,
        game(&env, old_id).await.seats[1].computer,
        "at the same level"
    );
    s.settle().await;
    // The computer played its first turn on its own.
    assert_eq!(to_act(&env).await, Some(UserId(1)));
}

#[tokio::test]
async fn a_second_rematch_opens_nothing_new(db) {
    let env = env(db).await;
    let s = &env.service;
    let first = start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let old_id = started(&first);
    resign_all(&env, &[2]).await;
    let asked = s.rematch(&user(1), &HERE, None).await.unwrap();
    let id = asked.challenge().unwrap().id;
    // Asked again, by either player: the same challenge.
    for asker in [1, 2] {
        let again = s.rematch(&user(asker), &HERE, Some(old_id)).await.unwrap();
        refused(&again, &format!("challenge {id}"));
        assert_eq!(again.refusal, Some(Refusal::Rematched { challenge: id }));
        assert_eq!(
            again.events,
            vec![Event::Rematch {
                game: old_id,
                challenge: id
            }]
        );
    }
    let pending = s.store().pending_challenge(HERE.channel_id).await.unwrap().unwrap();
    assert_eq!(pending.id, id);
    assert_eq!(pending.rematch_of, Some(old_id));
    let started_reply = s.accept(&user(2), &HERE, None).await.unwrap();
    let new_id = started(&started_reply);
    resign_all(&env, &[1]).await;
    // Once started, the old game's rematch is that game.
    let again = s.rematch(&user(2), &HERE, Some(old_id)).await.unwrap();
    refused(&again, &format!("game {new_id}"));
    assert_eq!(again.refusal, Some(Refusal::Rematched { challenge: id }));
    // Unanswered for a day, a rematch expires, and may be asked again.
    let asked = s.rematch(&user(1), &HERE, None).await.unwrap();
    let stale = asked.challenge().unwrap().id;
    env.clock.advance(Duration::from_secs(25 * 3600));
    let asked = s.rematch(&user(2), &HERE, None).await.unwrap();
    public(&asked);
    assert_ne!(asked.challenge().unwrap().id, stale);
    let started_reply = s.accept(&user(1), &HERE, None).await.unwrap();
    started(&started_reply);
    resign_all(&env, &[1]).await;
    // Two rematches racing: one challenge.
    let (alice, bob) = (user(1), user(2));
    let (a, b) = tokio::join!(
        s.rematch(&alice, &HERE, None),
        s.rematch(&bob, &HERE, None)
    );
    let (a, b) = (a.unwrap(), b.unwrap());
    assert_eq!(
        [a.private, b.private].iter().filter(|p| !**p).count(),
        1,
        "{} / {}",
        a.said(),
        b.said()
    );
}

#[tokio::test]
async fn a_rematch_is_refused_in_a_busy_channel_to_strangers_and_before_the_end(db) {
    let env = env(db).await;
    let s = &env.service;
    let none = s.rematch(&user(1), &HERE, None).await.unwrap();
    refused(&none, "no game to rematch");
    assert_eq!(none.refusal, Some(Refusal::NoGame));
    let first = start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let old_id = started(&first);
    // Not over yet.
    let running = s.rematch(&user(1), &HERE, None).await.unwrap();
    refused(&running, "not over");
    assert_eq!(running.refusal, Some(Refusal::NotOver));
    resign_all(&env, &[1]).await;
    // Someone who did not play.
    let stranger = s.rematch(&user(3), &HERE, None).await.unwrap();
    refused(&stranger, "Only the players");
    assert_eq!(stranger.refusal, Some(Refusal::NotAPlayer));
    // A game of another server, or none.
    let elsewhere = Where {
        guild_id: ServerId(2),
        channel_id: ChannelId(20),
    };
    let other = s.rematch(&user(1), &elsewhere, Some(old_id)).await.unwrap();
    assert_eq!(other.refusal, Some(Refusal::NoGame));
    // The channel has a challenge open.
    let r = s
        .challenge(&user(3), &HERE, &[invitee(4)], &ChallengeOptions::default())
        .await
        .unwrap();
    public(&r);
    let busy = s.rematch(&user(1), &HERE, None).await.unwrap();
    assert_eq!(busy.refusal, Some(Refusal::ChannelBusy), "{}", busy.said());
    // … then a game running.
    s.accept(&user(4), &HERE, None).await.unwrap();
    let busy = s.rematch(&user(2), &HERE, Some(old_id)).await.unwrap();
    assert_eq!(busy.refusal, Some(Refusal::ChannelBusy), "{}", busy.said());
    assert!(s.store().rematch_challenge(old_id).await.unwrap().is_none());
    // Elsewhere in the server, a rematch of it is fine.
    let thread = Where {
        guild_id: ServerId(1),
        channel_id: ChannelId(11),
    };
    let r = s.rematch(&user(2), &thread, Some(old_id)).await.unwrap();
    public(&r);
    assert_eq!(r.challenge().unwrap().invitees, vec![UserId(1)]);
}
}
