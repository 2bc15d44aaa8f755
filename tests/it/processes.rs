//! Several bot processes on one database, each test on SQLite and on PostgreSQL: two services
//! with their own connections and worker names stand for two processes. The background work
//! (the turn timer, the computer's turns) is claimed in the database, so it runs in one process
//! at a time, and another takes it over when the claim of a process that died runs out.

use std::time::Duration;

use focus_bot::ai::Level;
use focus_bot::rules::{Config, FirstPlayer};
use focus_bot::service::{
    Actor, COMPUTER_LEASE, ChallengeOptions, Clock as _, Invitee, ManualClock, Service,
    TIMER_LEASE, Where,
};
use focus_bot::store::{GameOptions, NewChallenge, Player};

use crate::support::engines::{TestDb, on_both_engines};
use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;
use focus_bot::store::UserId;

const BOT: UserId = UserId(999);
const START: i64 = 1_795_262_400_000;
const HERE: Where = Where {
    guild_id: ServerId(1),
    channel_id: ChannelId(10),
};

/// A service on its own connections to `db`, named `worker`: one bot process.
async fn process(db: &TestDb, clock: &ManualClock, worker: &str) -> Service {
    let service = Service::new(db.open().await, clock.clone(), 7, BOT);
    service.set_worker(worker);
    service.set_computer_time(Duration::from_millis(50));
    service
}

fn user(id: u64) -> Actor {
    Actor::new(UserId(id), ["", "alice", "bob"][id as usize])
}

on_both_engines! {
#[tokio::test]
async fn the_timer_runs_in_one_process_and_another_takes_it_over_when_it_dies(db) {
    let clock = ManualClock::new(START);
    let a = process(&db, &clock, "a").await;
    let b = process(&db, &clock, "b").await;
    let options = ChallengeOptions {
        first: FirstPlayer::Challenger,
        turn_limit: Some(Some(Duration::from_secs(4 * 3600))),
        ..ChallengeOptions::default()
    };
    a.challenge(&user(1), &HERE, &[Invitee::person(UserId(2), "bob")], &options)
        .await
        .unwrap();
    b.accept(&user(2), &HERE, None).await.unwrap();
    // Alice's reminder is due 3 hours into her turn. Process a ticks just before: the timer is
    // its own from now on, while it keeps ticking.
    clock.advance(Duration::from_secs(3 * 3600 - 10));
    assert!(a.tick().await.unwrap().is_empty());
    assert!(b.tick().await.unwrap().is_empty());
    clock.advance(Duration::from_secs(10));
    assert!(b.tick().await.unwrap().is_empty(), "b does not hold the timer");
    let reminded = a.tick().await.unwrap();
    assert_eq!(reminded.len(), 1, "{reminded:?}");
    assert!(reminded[0].reply.text.contains("forfeit"), "{}", reminded[0].reply.text);
    assert!(a.tick().await.unwrap().is_empty(), "reminded once");
    assert!(b.tick().await.unwrap().is_empty());

    // Process a dies (no goodbye). Within its claim, nobody runs the timer; after it, b does,
    // and posts nothing a posted already.
    drop(a);
    clock.advance(TIMER_LEASE - Duration::from_secs(1));
    assert!(b.tick().await.unwrap().is_empty());
    clock.advance(Duration::from_secs(2));
    assert!(b.tick().await.unwrap().is_empty(), "the reminder is not posted twice");
    // Alice runs out of time: b forfeits her, once.
    clock.advance(Duration::from_secs(3600));
    let forfeited = b.tick().await.unwrap();
    assert_eq!(forfeited.len(), 1, "{forfeited:?}");
    assert!(
        forfeited[0].reply.text.contains("ran out of time"),
        "{}",
        forfeited[0].reply.text
    );
    // Process a comes back (a new process): b still holds the timer; nothing is posted twice.
    let a = process(&db, &clock, "a again").await;
    assert!(a.tick().await.unwrap().is_empty());
    assert!(b.tick().await.unwrap().is_empty());
    let game = b.store().latest_game(HERE.channel_id).await.unwrap().unwrap();
    let forfeits = game.actions.iter().filter(|x| x.action.starts_with("time")).count();
    assert_eq!(forfeits, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_computer_turn_is_played_once_by_the_process_that_claimed_it(db) {
    let clock = ManualClock::new(START);
    let a = process(&db, &clock, "a").await;
    // A game where the computer is to act, stored as a process would leave it.
    let store = a.store().clone();
    let challenge = NewChallenge {
        guild_id: HERE.guild_id,
        channel_id: HERE.channel_id,
        options: GameOptions {
            config: Config::two_players(),
            turn_limit: None,
            rated: true,
        },
        first: FirstPlayer::Challenger,
        players: vec![
            Player {
                user_id: BOT,
                name: "Focus".into(),
                computer: Some(Level::Easy),
            },
            Player {
                user_id: UserId(2),
                name: "bob".into(),
                computer: None,
            },
        ],
        created_at: START,
        expires_at: START + 1000,
        language: "en-US".to_string(),
    };
    let id = store.create_challenge(&challenge).await.unwrap();
    let game = store
        .accept_challenge(id, UserId(2), |p| p.to_vec(), START)
        .await
        .unwrap()
        .unwrap();
    // Process a claimed the computer's turn, then died while it thought.
    assert!(
        store
            .claim(&format!("computer {game}"), "a", START, START + COMPUTER_LEASE.as_millis() as i64)
            .await
            .unwrap()
    );
    drop(a);
    let b = process(&db, &clock, "b").await;
    let mut posted = b.take_notices().unwrap();
    b.resume_computers().await.unwrap();
    b.settle().await;
    assert_eq!(store.game(game).await.unwrap().unwrap().ply, 0, "a's claim holds");
    assert!(posted.try_recv().is_err());
    // Its claim runs out: b plays the turn, once, however often it is woken.
    clock.advance(COMPUTER_LEASE + Duration::from_secs(1));
    for _ in 0..3 {
        b.resume_computers().await.unwrap();
    }
    b.settle().await;
    b.resume_computers().await.unwrap();
    b.settle().await;
    let stored = store.game(game).await.unwrap().unwrap();
    assert_eq!(stored.ply, 1, "{:?}", stored.actions);
    let notice = posted.try_recv().expect("b posts the computer's move");
    assert_eq!(notice.place, HERE);
    assert!(posted.try_recv().is_err(), "posted once");
    // The claim was given up once the computer's turn was done: another process could take
    // the next one at once.
    assert!(
        store
            .claim(&format!("computer {game}"), "c", clock.now_ms(), clock.now_ms() + 1)
            .await
            .unwrap()
    );
}
}
