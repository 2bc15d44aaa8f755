//! What the service's tests (`tests/it/service/`) share: a service over a new database of either
//! engine on a manual clock, its players, starting a game, playing on, and the checks they all
//! make. Its imports are re-exported, so a test file takes all of it with one glob import.

use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;
use focus_bot::store::UserId;

pub(crate) use crate::support::{Said, best_action, running_game, tallest_stack};
pub(crate) use std::time::Duration;

pub(crate) use focus_bot::notation::read_record;
pub(crate) use focus_bot::rules::FirstPlayer;
pub(crate) use focus_bot::rules::{Config, Mode, Outcome, Seat};
pub(crate) use focus_bot::service::{
    Actor, ChallengeMessage, ChallengeOptions, Invitee, ManualClock, Notice, Reply, Service, Where,
};
pub(crate) use focus_bot::store::{LoggedAction, Store};

pub(crate) use crate::support::engines::{TestDb, on_both_engines};

pub(crate) const BOT: UserId = UserId(999);
pub(crate) const HERE: Where = Where {
    guild_id: ServerId(1),
    channel_id: ChannelId(10),
};
/// 2026-11-21 12:00 UTC.
pub(crate) const START: i64 = 1795262400000;

pub(crate) struct Env {
    pub(crate) db: TestDb,
    pub(crate) clock: ManualClock,
    pub(crate) service: Service,
}

/// A service over a new database of `db`'s engine.
pub(crate) async fn env(db: TestDb) -> Env {
    let clock = ManualClock::new(START);
    let store = db.open().await;
    let service = Service::new(store, clock.clone(), 7, BOT);
    service.set_computer_time(Duration::from_millis(50));
    Env { db, clock, service }
}

impl Env {
    /// A new service over the same file (a restart).
    pub(crate) async fn restart(&mut self) {
        self.service.settle().await;
        self.service.store().close().await;
        let store = self.db.open().await;
        self.service = Service::new(store, self.clock.clone(), 8, BOT);
        self.service.set_computer_time(Duration::from_millis(50));
    }
}

pub(crate) fn user(id: u64) -> Actor {
    let name = ["alice", "bob", "carol", "dave", "erin"][(id - 1) as usize];
    Actor::new(UserId(id), name)
}
pub(crate) fn invitee(id: u64) -> Invitee {
    Invitee::person(UserId(id), user(id).name)
}
pub(crate) fn computer() -> Invitee {
    Invitee {
        user_id: BOT,
        name: "Focus".to_string(),
        is_bot: true,
    }
}

pub(crate) fn options(first: FirstPlayer) -> ChallengeOptions {
    ChallengeOptions {
        first,
        ..ChallengeOptions::default()
    }
}

pub(crate) fn public(reply: &Reply) {
    assert!(
        !reply.private,
        "expected a public reply, got: {}",
        reply.said()
    );
}

pub(crate) fn private(reply: &Reply, contains: &str) {
    assert!(
        reply.private,
        "expected a private reply, got: {}",
        reply.said()
    );
    assert!(
        reply.said().contains(contains),
        "expected {contains:?} in {:?}",
        reply.said()
    );
}

/// A user error: private, saying `contains`, and carrying a typed refusal.
pub(crate) fn refused(reply: &Reply, contains: &str) {
    private(reply, contains);
    assert!(
        reply.refusal.is_some(),
        "a user error without a typed refusal: {}",
        reply.text
    );
}

/// Starts a game of `ids[0]` against the others, seats in the order given.
pub(crate) async fn start(env: &Env, ids: &[u64], opts: ChallengeOptions) -> Reply {
    let opponents: Vec<Invitee> = ids[1..].iter().map(|&i| invitee(i)).collect();
    let r = env
        .service
        .challenge(&user(ids[0]), &HERE, &opponents, &opts)
        .await
        .unwrap();
    public(&r);
    let challenge = r.challenge().cloned().expect("a challenge ref");
    assert!(challenge.open);
    assert_eq!(
        challenge.invitees,
        ids[1..].iter().map(|&i| UserId(i)).collect::<Vec<_>>()
    );
    assert_eq!(
        r.mentions,
        ids[1..].iter().map(|&i| UserId(i)).collect::<Vec<_>>()
    );
    let mut last = r;
    for &i in &ids[1..] {
        last = env.service.accept(&user(i), &HERE, None).await.unwrap();
        public(&last);
    }
    assert!(!last.challenge().unwrap().open);
    assert!(last.said().contains("The game is on"), "{}", last.said());
    decode_png(&last);
    last
}

/// Asserts that the reply's picture shows the channel's latest game as it stands now.
pub(crate) async fn assert_shows_the_game(env: &Env, reply: &Reply) {
    let stored = env.service.store().latest_game(HERE.channel_id).await;
    let game = stored.unwrap().expect("a game").replay().unwrap();
    let image = reply.image.as_ref().expect("a picture");
    crate::support::probe::assert_picture_shows(&image.bytes, &game);
}

pub(crate) fn decode_png(reply: &Reply) {
    let image = reply.image.as_ref().expect("a picture");
    assert!(image.filename.ends_with(".png"));
    let decoded = image::load_from_memory(&image.bytes).expect("a valid PNG");
    assert!(decoded.width() > 100 && decoded.height() > 100);
}

pub(crate) async fn log(env: &Env) -> Vec<LoggedAction> {
    env.service
        .store()
        .latest_game(HERE.channel_id)
        .await
        .unwrap()
        .unwrap()
        .actions
}

pub(crate) async fn outcome(env: &Env) -> Option<Outcome> {
    let stored = env
        .service
        .store()
        .latest_game(HERE.channel_id)
        .await
        .unwrap()
        .unwrap();
    stored.replay().unwrap().position().outcome()
}

/// Who is to act in the channel's game, if it runs.
pub(crate) async fn to_act(env: &Env) -> Option<UserId> {
    let stored = env
        .service
        .store()
        .active_game(HERE.channel_id)
        .await
        .unwrap()?;
    let seat = stored.replay().unwrap().position().to_act()?;
    Some(stored.player(seat).user_id)
}

/// The player to act plays their legal action number `pick % len`; returns the reply.
pub(crate) async fn play_some(env: &Env, pick: usize) -> Reply {
    let id = to_act(env).await.expect("a player to act");
    let legal = env.service.legal_actions(&user(id.0), &HERE).await.unwrap();
    assert!(!legal.is_empty());
    let action = &legal[pick % legal.len()];
    let r = env.service.play(&user(id.0), &HERE, action).await.unwrap();
    public(&r);
    r
}

/// The player to act plays the action that captures most, else builds their tallest stack
/// (games end quickly); returns the reply.
pub(crate) async fn play_greedy(env: &Env) -> Reply {
    let stored = running_game(&env.service, HERE.channel_id).await;
    let pos = *stored.replay().unwrap().position();
    let me = pos.to_act().unwrap();
    let best = best_action(&pos, |next| {
        let side: u32 = pos
            .config()
            .seats()
            .filter(|&s| pos.config().side_mask(me) & (1 << s.index()) != 0)
            .map(|s| u32::from(next.captured(s)))
            .sum();
        (side, tallest_stack(next, me))
    });
    let id = stored.player(me).user_id;
    let r = env
        .service
        .play(&user(id.0), &HERE, &best.to_string())
        .await
        .unwrap();
    public(&r);
    r
}

/// Checks the record file replays (with the engine's reader and with `focus-bot replay`) to
/// the same position as the stored game.
pub(crate) async fn check_record(env: &Env) {
    let r = env.service.history(&user(1), &HERE, None).await.unwrap();
    public(&r);
    let file = r.image.expect("a record file");
    assert!(file.filename.ends_with(".txt"));
    let text = String::from_utf8(file.bytes).unwrap();
    assert!(text.contains("[Event \"Focus game"));
    assert!(text.contains("[Date \"2026.11.21\"]"), "{text}");
    let stored = env
        .service
        .store()
        .latest_game(HERE.channel_id)
        .await
        .unwrap()
        .unwrap();
    let game = stored.replay().unwrap();
    let config = stored.options.config;
    let replayed = read_record(config, &text).unwrap();
    assert_eq!(replayed.position(), game.position());
    // The binary, exactly as a user would run it: the headers give the options.
    assert!(text.contains("focus-bot replay < this-file"), "{text}");
    let args = ["replay"];
    let out = crate::support::focus_bot(&args, &text);
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).unwrap().trim(),
        focus_bot::notation::position_to_json(game.position())
    );
}

/// The first random 3-player game (by seed) in which a player drops out when the turn reaches
/// them, cut just after the ply that made someone drop out; and the index of that ply.
pub(crate) fn three_player_game_with_a_drop_out() -> (Vec<focus_bot::rules::Action>, usize) {
    use rand::{Rng, SeedableRng};
    let three = Config::new(3, Mode::Standard).unwrap();
    for seed in 0..5_000u64 {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let mut game = focus_bot::rules::Game::new(three);
        let mut actions = Vec::new();
        while actions.len() < 120 && !game.position().is_over() {
            let before = *game.position();
            let legal = before.legal_actions();
            let me = before.to_act().unwrap();
            // Mostly the action that leaves the others fewest stacks: someone soon runs out.
            let action = if rng.random_bool(0.8) {
                *legal
                    .iter()
                    .min_by_key(|&&a| {
                        let next = before.play(a).unwrap();
                        three
                            .seats()
                            .filter(|&s| s != me)
                            .map(|s| next.owned_mask(s).count_ones() + u32::from(next.reserve(s)))
                            .sum::<u32>()
                    })
                    .unwrap()
            } else {
                legal[rng.random_range(0..legal.len())]
            };
            game.play(action).unwrap();
            actions.push(action);
            let dropped = three
                .seats()
                .any(|s| game.position().is_out(s) && !before.is_out(s));
            if dropped && !game.position().is_over() {
                return (actions.clone(), actions.len() - 1);
            }
        }
    }
    panic!("no random 3-player game with an early drop-out in 5,000 seeds");
}

/// The state a user error must leave untouched.
pub(crate) async fn snapshot(env: &Env) -> String {
    let g = env
        .service
        .store()
        .latest_game(HERE.channel_id)
        .await
        .unwrap();
    let c = env
        .service
        .store()
        .pending_challenge(HERE.channel_id)
        .await
        .unwrap();
    format!(
        "{:?} {:?}",
        g.map(|g| (g.id, g.ply, g.draw_offers, g.actions)),
        c.map(|c| (c.id, c.status, c.players))
    )
}

/// A random 4-player free-for-all game (by seed) in which a seat still in loses its last stack
/// and its reserve while others play on, continued for 40 plies after that (or to its end).
pub(crate) fn four_player_game_with_a_stuck_seat() -> Vec<focus_bot::rules::Action> {
    use rand::{Rng, SeedableRng};
    let four = Config::new(4, Mode::FreeForAll).unwrap();
    for seed in 0..5_000u64 {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let mut game = focus_bot::rules::Game::new(four);
        let mut actions = Vec::new();
        let mut stuck_at = None;
        while actions.len() < 160 && !game.position().is_over() {
            let before = *game.position();
            let legal = before.legal_actions();
            let me = before.to_act().unwrap();
            let action = if rng.random_bool(0.8) {
                *legal
                    .iter()
                    .min_by_key(|&&a| {
                        let next = before.play(a).unwrap();
                        four.seats()
                            .filter(|&s| s != me)
                            .map(|s| next.owned_mask(s).count_ones() + u32::from(next.reserve(s)))
                            .sum::<u32>()
                    })
                    .unwrap()
            } else {
                legal[rng.random_range(0..legal.len())]
            };
            game.play(action).unwrap();
            actions.push(action);
            let pos = game.position();
            if stuck_at.is_none()
                && !pos.is_over()
                && four.seats().any(|s| !pos.is_out(s) && !pos.can_act(s))
            {
                stuck_at = Some(actions.len());
            }
            if stuck_at.is_some_and(|at| actions.len() >= at + 40) {
                return actions;
            }
        }
        if stuck_at.is_some_and(|at| actions.len() >= at + 12) {
            return actions;
        }
    }
    panic!("no random 4-player game with a stuck seat in 5,000 seeds");
}
