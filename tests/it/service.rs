//! The game service against a real database, each test on SQLite (a file in a temp folder)
//! and on PostgreSQL: whole games, challenges, the timer, races, restarts, user errors and the
//! computer player.

use std::time::Duration;

use focus_bot::notation::read_record;
use focus_bot::rules::FirstPlayer;
use focus_bot::rules::{Config, Mode, Outcome, Seat};
use focus_bot::service::{
    Actor, ChallengeMessage, ChallengeOptions, Invitee, ManualClock, Notice, Reply, Service, Where,
};
use focus_bot::store::{LoggedAction, Store};

use crate::engines::{TestDb, on_both_engines};

const BOT: u64 = 999;
const HERE: Where = Where {
    guild_id: 1,
    channel_id: 10,
};
/// 2026-11-21 12:00 UTC.
const START: i64 = 1795262400000;

struct Env {
    db: TestDb,
    clock: ManualClock,
    service: Service,
}

/// A service over a new database of `db`'s engine.
async fn env(db: TestDb) -> Env {
    let clock = ManualClock::new(START);
    let store = db.open().await;
    let service = Service::new(store, clock.clone(), 7, BOT);
    service.set_computer_time(Duration::from_millis(50));
    Env { db, clock, service }
}

impl Env {
    /// A new service over the same file (a restart).
    async fn restart(&mut self) {
        self.service.settle().await;
        self.service.store().close().await;
        let store = self.db.open().await;
        self.service = Service::new(store, self.clock.clone(), 8, BOT);
        self.service.set_computer_time(Duration::from_millis(50));
    }
}

fn user(id: u64) -> Actor {
    let name = ["alice", "bob", "carol", "dave", "erin"][(id - 1) as usize];
    Actor::new(id, name)
}
fn invitee(id: u64) -> Invitee {
    Invitee::person(id, user(id).name)
}
fn computer() -> Invitee {
    Invitee {
        user_id: BOT,
        name: "Focus".to_string(),
        is_bot: true,
    }
}

fn options(first: FirstPlayer) -> ChallengeOptions {
    ChallengeOptions {
        first,
        ..ChallengeOptions::default()
    }
}

fn public(reply: &Reply) {
    assert!(
        !reply.private,
        "expected a public reply, got: {}",
        reply.text
    );
}

fn private(reply: &Reply, contains: &str) {
    assert!(
        reply.private,
        "expected a private reply, got: {}",
        reply.text
    );
    assert!(
        reply.text.contains(contains),
        "expected {contains:?} in {:?}",
        reply.text
    );
}

/// Starts a game of `ids[0]` against the others, seats in the order given.
async fn start(env: &Env, ids: &[u64], opts: ChallengeOptions) -> Reply {
    let opponents: Vec<Invitee> = ids[1..].iter().map(|&i| invitee(i)).collect();
    let r = env
        .service
        .challenge(&user(ids[0]), &HERE, &opponents, &opts)
        .await
        .unwrap();
    public(&r);
    let challenge = r.challenge.clone().expect("a challenge ref");
    assert!(challenge.open);
    assert_eq!(challenge.invitees, ids[1..].to_vec());
    assert_eq!(r.mentions, ids[1..].to_vec());
    let mut last = r;
    for &i in &ids[1..] {
        last = env.service.accept(&user(i), &HERE, None).await.unwrap();
        public(&last);
    }
    assert!(!last.challenge.as_ref().unwrap().open);
    assert!(last.text.contains("The game is on"), "{}", last.text);
    decode_png(&last);
    last
}

/// Asserts that the reply's picture shows the channel's latest game as it stands now.
async fn assert_shows_the_game(env: &Env, reply: &Reply) {
    let stored = env.service.store().latest_game(HERE.channel_id).await;
    let game = stored.unwrap().expect("a game").replay().unwrap();
    let image = reply.image.as_ref().expect("a picture");
    crate::probe::assert_picture_shows(&image.bytes, &game);
}

fn decode_png(reply: &Reply) {
    let image = reply.image.as_ref().expect("a picture");
    assert!(image.filename.ends_with(".png"));
    let decoded = image::load_from_memory(&image.bytes).expect("a valid PNG");
    assert!(decoded.width() > 100 && decoded.height() > 100);
}

async fn log(env: &Env) -> Vec<LoggedAction> {
    env.service
        .store()
        .latest_game(HERE.channel_id)
        .await
        .unwrap()
        .unwrap()
        .actions
}

async fn outcome(env: &Env) -> Option<Outcome> {
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
async fn to_act(env: &Env) -> Option<u64> {
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
async fn play_some(env: &Env, pick: usize) -> Reply {
    let id = to_act(env).await.expect("a player to act");
    let legal = env.service.legal_actions(&user(id), &HERE).await.unwrap();
    assert!(!legal.is_empty());
    let action = &legal[pick % legal.len()];
    let r = env.service.play(&user(id), &HERE, action).await.unwrap();
    public(&r);
    r
}

/// The player to act plays the action that captures most, else builds their tallest stack
/// (games end quickly); returns the reply.
async fn play_greedy(env: &Env) -> Reply {
    let stored = env
        .service
        .store()
        .active_game(HERE.channel_id)
        .await
        .unwrap()
        .unwrap();
    let pos = *stored.replay().unwrap().position();
    let me = pos.to_act().unwrap();
    let mut legal = pos.legal_actions();
    legal.sort_by_key(ToString::to_string);
    let best = legal
        .iter()
        .max_by_key(|&&a| {
            let next = pos.play(a).unwrap();
            let side: u32 = pos
                .config()
                .seats()
                .filter(|&s| pos.config().side_mask(me) & (1 << s.index()) != 0)
                .map(|s| u32::from(next.captured(s)))
                .sum();
            let tallest = focus_bot::rules::Square::all()
                .filter(|&s| next.stack(s).owner() == Some(me))
                .map(|s| next.stack(s).height())
                .max()
                .unwrap_or(0);
            (side, tallest)
        })
        .unwrap();
    let id = stored.player(me).user_id;
    let r = env
        .service
        .play(&user(id), &HERE, &best.to_string())
        .await
        .unwrap();
    public(&r);
    r
}

/// Checks the record file replays (with the engine's reader and with `focus-bot replay`) to
/// the same position as the stored game.
async fn check_record(env: &Env) {
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

on_both_engines! {
#[tokio::test]
async fn two_player_game_from_challenge_to_result(db) {
    let env = env(db).await;
    let opts = ChallengeOptions {
        short: Some(2),
        ..options(FirstPlayer::Challenger)
    };
    let start_reply = start(&env, &[1, 2], opts).await;
    assert_eq!(
        start_reply.mentions,
        vec![1],
        "only the first player is pinged"
    );
    assert!(start_reply.text.contains("<@1> (Red), your turn"));
    let mut turns = 0;
    while outcome(&env).await.is_none() {
        let r = play_greedy(&env).await;
        decode_png(&r);
        assert_shows_the_game(&env, &r).await;
        turns += 1;
        assert!(turns < 400, "the game should end");
        if outcome(&env).await.is_none() {
            let next = to_act(&env).await.unwrap();
            assert_eq!(r.mentions, vec![next], "{}", r.text);
        } else {
            assert!(r.text.contains("Game over"), "{}", r.text);
            assert!(r.mentions.is_empty());
        }
    }
    let entries = log(&env).await;
    assert_eq!(entries.len(), turns);
    for (i, e) in entries.iter().enumerate() {
        assert_eq!(e.ply, i as i64);
    }
    check_record(&env).await;
    // The board still shows the finished game, with its result, to anyone in the channel.
    let board = env.service.board(&user(3), &HERE).await.unwrap();
    public(&board);
    decode_png(&board);
    assert_shows_the_game(&env, &board).await;
    assert!(
        board
            .text
            .contains(&format!("finished after {turns} turns"))
            && board.text.contains("Game over")
            && board.text.contains("/focus challenge"),
        "{}",
        board.text
    );
    assert!(board.mentions.is_empty());
    // Finished games stay in the history, and the channel is free again.
    let stats = env.service.stats(&user(1), &HERE, None).await.unwrap();
    assert!(stats.text.contains("Record: "), "{}", stats.text);
    let games = env.service.games(&user(2), &HERE).await.unwrap();
    assert!(
        games.text.contains("won") || games.text.contains("lost"),
        "{}",
        games.text
    );
    let again = env
        .service
        .challenge(&user(2), &HERE, &[invitee(1)], &ChallengeOptions::default())
        .await
        .unwrap();
    public(&again);
}
}

on_both_engines! {
#[tokio::test]
async fn a_move_says_what_happened_and_pings_only_the_next_player(db) {
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    // Red moves b2 onto c2 (1 piece), Green onto it, and so on: check the sentence.
    let r = env.service.play(&user(1), &HERE, "d3-d2").await.unwrap();
    public(&r);
    assert!(
        r.text
            .contains("**alice** (Red) moved a piece from d3 to d2."),
        "{}",
        r.text
    );
    // The board's text numbers the last turn as its picture does.
    let board = env.service.board(&user(3), &HERE).await.unwrap();
    assert!(board.text.contains("), after turn 1.\n"), "{}", board.text);
    assert_eq!(r.mentions, vec![2]);
    assert!(
        r.text
            .contains("<@2> (Green), your turn — you have 3 days.")
    );
}
}

on_both_engines! {
#[tokio::test]
async fn three_player_game_with_a_player_out_and_a_winner(db) {
    let env = env(db).await;
    let r = start(&env, &[1, 2, 3], options(FirstPlayer::Challenger)).await;
    assert!(
        r.text.contains(
            "place your reserve piece on an empty square, like `/focus reserve square:c1`"
        ),
        "{}",
        r.text
    );
    // The forced first placement: a refused one says why and offers an empty square.
    let r = env.service.play(&user(1), &HERE, "c3-d3").await.unwrap();
    private(
        &r,
        "place your reserve piece on an empty square, like `r:c1`",
    );
    let r = env.service.reserve(&user(1), &HERE, "c2").await.unwrap();
    private(&r, "(c2 is taken), like `r:c1`");
    let r = env.service.reserve(&user(1), &HERE, "a3").await.unwrap();
    public(&r);
    assert!(
        r.text.contains("placed a reserve piece on a3"),
        "{}",
        r.text
    );
    // Bob resigns at once (out of turn is fine): he is out, the game goes on.
    let r = env
        .service
        .confirm_resign(&user(2), &HERE, None)
        .await
        .unwrap();
    public(&r);
    assert!(r.text.contains("is out of the game"), "{}", r.text);
    assert!(outcome(&env).await.is_none());
    let r = env.service.play(&user(2), &HERE, "a3-a4").await.unwrap();
    private(&r, "It is not your turn");
    play_some(&env, 1).await;
    let r = env
        .service
        .confirm_resign(&user(3), &HERE, None)
        .await
        .unwrap();
    assert!(
        r.text.contains("Game over.** **alice** (Red) wins"),
        "{}",
        r.text
    );
    let o = outcome(&env).await.unwrap();
    assert_eq!(
        o.winners().collect::<Vec<_>>(),
        vec![Seat::from_number(1).unwrap()]
    );
    check_record(&env).await;
}
}

/// The first random 3-player game (by seed) in which a player drops out when the turn reaches
/// them, cut just after the ply that made someone drop out; and the index of that ply.
fn three_player_game_with_a_drop_out() -> (Vec<focus_bot::rules::Action>, usize) {
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

on_both_engines! {
#[tokio::test]
async fn a_three_player_drop_out_is_announced_once(db) {
    let (actions, dropping) = three_player_game_with_a_drop_out();
    let env = env(db).await;
    start(&env, &[1, 2, 3], options(FirstPlayer::Challenger)).await;
    for (i, action) in actions.iter().enumerate() {
        let id = to_act(&env).await.unwrap();
        let r = env
            .service
            .play(&user(id), &HERE, &action.to_string())
            .await
            .unwrap();
        public(&r);
        let said = r.text.matches("cannot act and is out of the game").count();
        assert_eq!(said, usize::from(i == dropping), "ply {i}: {}", r.text);
        assert!(!r.text.contains("skipped"), "{}", r.text);
    }
    // The player who dropped out is out for good: they are never asked to act again.
    let stored = env
        .service
        .store()
        .active_game(HERE.channel_id)
        .await
        .unwrap()
        .unwrap();
    let pos = *stored.replay().unwrap().position();
    let out: Vec<Seat> = pos.config().seats().filter(|&s| pos.is_out(s)).collect();
    assert_eq!(out.len(), 1);
    let out_user = stored.player(out[0]).user_id;
    for _ in 0..6 {
        if outcome(&env).await.is_some() {
            break;
        }
        assert_ne!(to_act(&env).await, Some(out_user));
        play_some(&env, 3).await;
    }
}
}

on_both_engines! {
#[tokio::test]
async fn four_player_teams_short_game_and_ffa_draw(db) {
    let env = env(db).await;
    let opts = ChallengeOptions {
        short: Some(1),
        ..options(FirstPlayer::Challenger)
    };
    let r = start(&env, &[1, 2, 3, 4], opts).await;
    assert!(r.text.contains("teams"), "{}", r.text);
    let mut turns = 0;
    let mut captures = Vec::new();
    while outcome(&env).await.is_none() {
        let r = play_greedy(&env).await;
        captures.extend(
            r.text
                .split(" captured ")
                .skip(1)
                .map(|rest| rest.split([',', '.']).next().unwrap().to_string()),
        );
        turns += 1;
        assert!(turns < 400);
    }
    // "captured a Green piece", "captured 2 Yellow pieces".
    assert!(!captures.is_empty());
    for c in &captures {
        let words: Vec<&str> = c.split(' ').collect();
        let count_ok = words[0] == "a" || words[0].parse::<u8>().is_ok_and(|n| n > 1);
        let piece = if words[0] == "a" { "piece" } else { "pieces" };
        assert!(
            count_ok
                && ["Red", "Green", "Blue", "Yellow"].contains(&words[1])
                && words[2].starts_with(piece),
            "{c}"
        );
    }
    let o = outcome(&env).await.unwrap();
    assert_eq!(o.winners().count(), 2, "a team wins");
    check_record(&env).await;

    // Free-for-all, ended by an agreed draw of all four.
    let opts = ChallengeOptions {
        mode: Some(Mode::FreeForAll),
        ..options(FirstPlayer::Challenger)
    };
    start(&env, &[1, 2, 3, 4], opts).await;
    play_some(&env, 0).await;
    for id in 1..=3 {
        let r = env.service.draw(&user(id), &HERE).await.unwrap();
        public(&r);
        assert!(r.text.contains("offers a draw"));
        assert!(!r.mentions.contains(&id));
    }
    let r = env.service.draw(&user(4), &HERE).await.unwrap();
    assert!(r.text.contains("a draw"), "{}", r.text);
    let o = outcome(&env).await.unwrap();
    assert_eq!(o.winners().count(), 0);
    check_record(&env).await;
}
}

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
    let id = r.challenge.unwrap().id;
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
    assert_eq!(r.mentions, vec![1]);
    assert!(!r.challenge.unwrap().open);
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
    let id = r.challenge.unwrap().id;
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
    let id = r.challenge.unwrap().id;
    env.clock.advance(Duration::from_secs(23 * 3600));
    assert!(s.tick().await.unwrap().is_empty());
    env.clock.advance(Duration::from_secs(3600));
    let notices = s.tick().await.unwrap();
    assert_eq!(notices.len(), 1);
    assert!(notices[0].reply.text.contains("expired"));
    assert_eq!(notices[0].reply.challenge.as_ref().unwrap().id, id);
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
async fn resignation_and_draw_in_two_player_games(db) {
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let r = env
        .service
        .confirm_resign(&user(2), &HERE, None)
        .await
        .unwrap();
    assert!(r.text.contains("**bob** (Green) resigned"), "{}", r.text);
    assert!(
        r.text.contains("Game over.** **alice** (Red) wins"),
        "{}",
        r.text
    );
    check_record(&env).await;

    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let r = env.service.draw(&user(1), &HERE).await.unwrap();
    assert_eq!(r.mentions, vec![2]);
    private(
        &env.service.draw(&user(1), &HERE).await.unwrap(),
        "already offered",
    );
    // A move withdraws the offer.
    let r = play_some(&env, 0).await;
    assert!(r.text.contains("draw offer is withdrawn"), "{}", r.text);
    public(&env.service.draw(&user(2), &HERE).await.unwrap());
    assert!(
        outcome(&env).await.is_none(),
        "Red's earlier offer was withdrawn"
    );
    let r = env.service.draw(&user(1), &HERE).await.unwrap();
    assert!(r.text.contains("Game over: a draw"), "{}", r.text);
    check_record(&env).await;
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
    assert_eq!(reply.mentions, vec![2], "one mention, of the player to act");
    assert!(reply.text.contains("1 hour"), "{}", reply.text);
    assert!(reply.text.contains("forfeit"));
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
            .text
            .contains("ran out of time and forfeits"),
        "{}",
        notices[0].reply.text
    );
    let o = outcome(&env).await.unwrap();
    assert_eq!(
        o.winners().collect::<Vec<_>>(),
        vec![Seat::from_number(1).unwrap()]
    );
    assert_eq!(log(&env).await.last().unwrap().action, "time 2");
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
        notices[0].reply.text.contains("is out of the game"),
        "{}",
        notices[0].reply.text
    );
    assert_eq!(notices[0].reply.mentions, vec![2]);
    assert!(outcome(&env).await.is_none());
    assert_eq!(to_act(&env).await, Some(2));

    // A resignation out of turn does not restart bob's clock: he is out 4 hours after his
    // turn began, and carol is the last one in.
    env.clock.advance(Duration::from_secs(2 * 3600));
    public(
        &env.service
            .confirm_resign(&user(4), &HERE, None)
            .await
            .unwrap(),
    );
    assert_eq!(to_act(&env).await, Some(2));
    env.clock.advance(Duration::from_secs(2 * 3600));
    let notices = env.service.tick().await.unwrap();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(
        notices[0]
            .reply
            .text
            .contains("**bob** (Green) ran out of time"),
        "{}",
        notices[0].reply.text
    );
    assert!(
        notices[0].reply.text.contains("**carol** (Blue) wins"),
        "{}",
        notices[0].reply.text
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
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_moves_at_once_apply_exactly_once(db) {
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let legal = env.service.legal_actions(&user(1), &HERE).await.unwrap();
    let mut tasks = Vec::new();
    for i in 0..50 {
        let service = env.service.clone();
        let action = legal[i % legal.len()].clone();
        tasks.push(tokio::spawn(async move {
            service.play(&user(1), &HERE, &action).await.unwrap()
        }));
    }
    let mut applied = 0;
    for t in tasks {
        let r = t.await.unwrap();
        if r.private {
            assert!(
                r.text.contains("The game moved on") || r.text.contains("It is not your turn"),
                "{}",
                r.text
            );
        } else {
            applied += 1;
        }
    }
    assert_eq!(applied, 1);
    let entries = log(&env).await;
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0].ply, 0);
    // The same for both players firing at once, turn after turn: no gap, no duplicate.
    for round in 0..5 {
        let mut tasks = Vec::new();
        for i in 0..10usize {
            let service = env.service.clone();
            tasks.push(tokio::spawn(async move {
                let who = user(1 + (i as u64 % 2));
                let legal = service.legal_actions(&who, &HERE).await.unwrap();
                match legal.get((i + round) % legal.len().max(1)) {
                    Some(a) => !service.play(&who, &HERE, a).await.unwrap().private,
                    None => false,
                }
            }));
        }
        let mut ok = 0;
        for t in tasks {
            ok += usize::from(t.await.unwrap());
        }
        assert!(ok >= 1);
    }
    let entries = log(&env).await;
    let stored = env
        .service
        .store()
        .latest_game(HERE.channel_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored.ply as usize, entries.len());
    for (i, e) in entries.iter().enumerate() {
        assert_eq!(e.ply, i as i64, "no gap, no duplicate");
    }
    stored.replay().unwrap();
}
}

on_both_engines! {
#[tokio::test]
async fn a_restart_in_the_middle_of_a_game_loses_nothing(db) {
    let mut env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    for i in 0..6 {
        play_some(&env, i).await;
    }
    let before = log(&env).await;
    env.restart().await;
    assert_eq!(log(&env).await, before);
    for i in 0..4 {
        play_some(&env, i + 10).await;
    }
    assert_eq!(log(&env).await.len(), 10);
    env.service
        .confirm_resign(&user(1), &HERE, None)
        .await
        .unwrap();
    check_record(&env).await;
    let text = String::from_utf8(
        env.service
            .history(&user(1), &HERE, None)
            .await
            .unwrap()
            .image
            .unwrap()
            .bytes,
    )
    .unwrap();
    assert_eq!(
        text.lines()
            .filter(|l| !l.starts_with(['[', '#']) && !l.is_empty())
            .count(),
        11
    );
}
}

/// The state a user error must leave untouched.
async fn snapshot(env: &Env) -> String {
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

on_both_engines! {
#[tokio::test]
async fn every_user_error_is_private_clear_and_changes_nothing(db) {
    let env = env(db).await;
    let s = &env.service;
    let none = snapshot(&env).await;
    private(
        &s.play(&user(1), &HERE, "c3-d3").await.unwrap(),
        "no game in progress",
    );
    private(
        &s.board(&user(1), &HERE).await.unwrap(),
        "no game in progress",
    );
    private(
        &s.resign(&user(1), &HERE).await.unwrap(),
        "no game in progress",
    );
    private(
        &s.draw(&user(1), &HERE).await.unwrap(),
        "no game in progress",
    );
    private(
        &s.accept(&user(1), &HERE, None).await.unwrap(),
        "no open challenge",
    );
    private(
        &s.history(&user(1), &HERE, None).await.unwrap(),
        "No game was played",
    );
    private(
        &s.history(&user(1), &HERE, Some(77)).await.unwrap(),
        "no game 77",
    );
    let d = ChallengeOptions::default();
    private(
        &s.challenge(&user(1), &HERE, &[], &d).await.unwrap(),
        "1 to 3 opponents",
    );
    private(
        &s.challenge(&user(1), &HERE, &[invitee(1)], &d)
            .await
            .unwrap(),
        "cannot challenge yourself",
    );
    private(
        &s.challenge(&user(1), &HERE, &[invitee(2), invitee(2)], &d)
            .await
            .unwrap(),
        "twice",
    );
    let other_bot = Invitee {
        user_id: 555,
        name: "OtherBot".into(),
        is_bot: true,
    };
    private(
        &s.challenge(&user(1), &HERE, &[other_bot], &d)
            .await
            .unwrap(),
        "is a bot",
    );
    let swap3 = ChallengeOptions {
        swap: true,
        ..d.clone()
    };
    private(
        &s.challenge(&user(1), &HERE, &[invitee(2), invitee(3)], &swap3)
            .await
            .unwrap(),
        "2-player",
    );
    let short0 = ChallengeOptions {
        short: Some(0),
        ..d.clone()
    };
    private(
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
    private(
        &s.challenge(&user(1), &HERE, &[invitee(2)], &easy)
            .await
            .unwrap(),
        "`level` sets the computer's strength, and the computer is not in this game",
    );
    let ffa = ChallengeOptions {
        mode: Some(Mode::FreeForAll),
        ..d.clone()
    };
    private(
        &s.challenge(&user(1), &HERE, &[invitee(2), invitee(3)], &ffa)
            .await
            .unwrap(),
        "leave it out for a game of 3",
    );
    let short_far = ChallengeOptions {
        short: Some(19),
        ..d.clone()
    };
    private(
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
    private(
        &s.challenge(&user(3), &HERE, &[invitee(4)], &d)
            .await
            .unwrap(),
        "open challenge",
    );
    // Challenging again speaks to each in the second person, and says what to do.
    private(
        &s.challenge(&user(1), &HERE, &[invitee(3)], &d)
            .await
            .unwrap(),
        "You already challenged **bob** here (challenge 1), and it is still open: wait for an \
         answer, or withdraw it with `/focus cancel`",
    );
    private(
        &s.challenge(&user(2), &HERE, &[invitee(3)], &d)
            .await
            .unwrap(),
        "**alice** has challenged you here: accept with `/focus accept`",
    );
    private(
        &s.accept(&user(1), &HERE, None).await.unwrap(),
        "You made this challenge",
    );
    assert_eq!(snapshot(&env).await, pending);
    s.cancel(&user(1), &HERE, None).await.unwrap();

    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    play_some(&env, 0).await;
    let running = snapshot(&env).await;
    private(
        &s.challenge(&user(3), &HERE, &[invitee(4)], &d)
            .await
            .unwrap(),
        "Start a thread",
    );
    private(
        &s.play(&user(1), &HERE, "c3-d3").await.unwrap(),
        "It is not your turn: it is **bob**'s turn (Green).",
    );
    private(
        &s.play(&user(3), &HERE, "c3-d3").await.unwrap(),
        "You are not a player in this game",
    );
    private(
        &s.resign(&user(3), &HERE).await.unwrap(),
        "You are not a player",
    );
    private(
        &s.draw(&user(3), &HERE).await.unwrap(),
        "You are not a player",
    );
    private(
        &s.play(&user(2), &HERE, "zz").await.unwrap(),
        "That is not a move",
    );
    private(
        &s.play(&user(2), &HERE, "c3-x9").await.unwrap(),
        "is not a square",
    );
    private(
        &s.play(&user(2), &HERE, "c3-c5:3").await.unwrap(),
        "does not match the distance",
    );
    private(
        &s.play(&user(2), &HERE, "a1-a2").await.unwrap(),
        "cut corner",
    );
    private(
        &s.play(&user(2), &HERE, "c3-d4").await.unwrap(),
        "not a straight line",
    );
    private(
        &s.reserve(&user(2), &HERE, "e5").await.unwrap(),
        "no reserve pieces",
    );
    private(
        &s.reserve(&user(2), &HERE, "q9").await.unwrap(),
        "not a square",
    );
    private(
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
    private(
        &s.play(&user(2), &HERE, "c3-d3").await.unwrap(),
        "no game in progress",
    );
    assert_eq!(snapshot(&env).await, over);

    // Nothing a name contains pings anyone.
    let sneaky = Actor::new(5, "@everyone <@&1> **x**");
    let r = s
        .challenge(&sneaky, &HERE, &[invitee(1)], &d)
        .await
        .unwrap();
    assert!(!r.text.contains("@everyone"));
    assert!(!r.text.contains("<@&1>"));
    assert_eq!(r.mentions, vec![1]);
}
}

on_both_engines! {
#[tokio::test]
async fn the_computer_plays_its_seats_and_resumes_after_a_restart(db) {
    let mut env = env(db).await;
    let mut notices = env.service.take_notices().unwrap();
    // alice against the computer, alice first.
    let opts = ChallengeOptions {
        level: Some(focus_bot::ai::Level::Easy),
        ..options(FirstPlayer::Challenger)
    };
    let r = env
        .service
        .challenge(&user(1), &HERE, &[computer()], &opts)
        .await
        .unwrap();
    public(&r);
    assert!(
        r.text.contains("The game is on"),
        "the computer accepts at once: {}",
        r.text
    );
    // The computer is named by its level, never by the bot's account name.
    assert!(r.text.contains("Green: Computer (easy)"), "{}", r.text);
    assert!(!r.text.contains("Focus"), "{}", r.text);
    let stored = env
        .service
        .store()
        .latest_game(HERE.channel_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored.names(), ["alice", "Computer (easy)"]);
    assert_eq!(r.mentions, vec![1]);
    for i in 0..2 {
        play_some(&env, i).await;
        env.service.settle().await;
        let n = notices.try_recv().expect("the computer's turn is posted");
        assert_eq!(n.place, HERE);
        assert!(
            n.reply.text.contains("the computer") || n.reply.text.contains("(Green) moved"),
            "{}",
            n.reply.text
        );
        assert_eq!(n.reply.mentions, vec![1]);
        decode_png(&n.reply);
        assert_eq!(to_act(&env).await, Some(1));
    }
    private(
        &env.service.draw(&user(1), &HERE).await.unwrap(),
        "does not agree to draws",
    );
    env.service
        .confirm_resign(&user(1), &HERE, None)
        .await
        .unwrap();

    // Three computer seats never stall: after each of dave's turns, all three play.
    let opts = ChallengeOptions {
        mode: Some(Mode::FreeForAll),
        short: Some(3),
        ..options(FirstPlayer::Challenger)
    };
    let r = env
        .service
        .challenge(
            &user(4),
            &HERE,
            &[computer(), computer(), computer()],
            &opts,
        )
        .await
        .unwrap();
    public(&r);
    for i in 0..2 {
        if to_act(&env).await.is_none() {
            break;
        }
        play_some(&env, i).await;
        env.service.settle().await;
        let st = env
            .service
            .store()
            .latest_game(HERE.channel_id)
            .await
            .unwrap()
            .unwrap();
        assert!(
            st.replay().unwrap().position().is_over() || to_act(&env).await == Some(4),
            "the computer seats played"
        );
    }
    env.service.confirm_resign(&user(4), &HERE, None).await.ok();

    // A restart in the middle of the computer's turn: the game is stored with the computer
    // to act and no worker; the new service resumes it.
    let challenge = focus_bot::store::NewChallenge {
        guild_id: HERE.guild_id,
        channel_id: 11,
        options: focus_bot::store::GameOptions {
            config: Config::two_players(),
            turn_limit: None,
            rated: true,
        },
        first: FirstPlayer::Challenger,
        players: vec![
            focus_bot::store::Player {
                user_id: BOT,
                name: "Focus".into(),
                computer: Some(focus_bot::ai::Level::Easy),
            },
            focus_bot::store::Player {
                user_id: 2,
                name: "bob".into(),
                computer: None,
            },
        ],
        created_at: START,
        expires_at: START + 1000,
    };
    let store = env.service.store().clone();
    let id = store.create_challenge(&challenge).await.unwrap();
    let game = store
        .accept_challenge(id, 2, |p| p.to_vec(), START)
        .await
        .unwrap()
        .unwrap();
    env.restart().await;
    let mut notices = env.service.take_notices().unwrap();
    env.service.resume_computers().await.unwrap();
    env.service.settle().await;
    let n = notices
        .try_recv()
        .expect("the resumed computer turn is posted");
    assert_eq!(n.place.channel_id, 11);
    assert_eq!(n.reply.mentions, vec![2]);
    assert_eq!(
        env.service.store().game(game).await.unwrap().unwrap().ply,
        1
    );
}
}

on_both_engines! {
#[tokio::test]
async fn a_game_only_the_computer_is_left_in_ends_at_once(db) {
    let env = env(db).await;
    let mut notices = env.service.take_notices().unwrap();
    for (players, mode) in [(3, Mode::Teams), (4, Mode::FreeForAll)] {
        let opts = ChallengeOptions {
            mode: (players == 4).then_some(mode),
            level: Some(focus_bot::ai::Level::Easy),
            ..options(FirstPlayer::Challenger)
        };
        let computers = vec![computer(); players - 1];
        let r = env
            .service
            .challenge(&user(1), &HERE, &computers, &opts)
            .await
            .unwrap();
        assert!(r.text.contains("The game is on"), "{}", r.text);
        let r = env
            .service
            .confirm_resign(&user(1), &HERE, None)
            .await
            .unwrap();
        public(&r);
        env.service.settle().await;

        // Every computer seat but one conceded, in the log, and the game is over.
        let outcome = outcome(&env).await.expect("the game is over");
        let winners: Vec<Seat> = outcome.winners().collect();
        assert_eq!(winners.len(), 1);
        assert_ne!(winners[0], Seat::from_number(1).unwrap());
        let resigned: Vec<String> = log(&env)
            .await
            .into_iter()
            .map(|a| a.action)
            .filter(|a| a.starts_with("resign"))
            .collect();
        assert_eq!(resigned.len(), players - 1, "{resigned:?}");
        assert_eq!(resigned[0], "resign 1");

        // One post says so; no computer turn was played after alice left.
        let mut posted = Vec::new();
        while let Ok(n) = notices.try_recv() {
            posted.push(n.reply);
        }
        assert_eq!(
            posted.len(),
            1,
            "{:?}",
            posted.iter().map(|r| &r.text).collect::<Vec<_>>()
        );
        assert!(
            posted[0].text.contains("Nobody but the computer"),
            "{}",
            posted[0].text
        );
        assert!(posted[0].text.contains("Game over"), "{}", posted[0].text);
        assert!(posted[0].mentions.is_empty());
        decode_png(&posted[0]);
    }
    // The computer held several seats of each game, one of them winning: one win a game.
    let stats = env
        .service
        .stats(&user(1), &HERE, Some(&computer()))
        .await
        .unwrap()
        .text;
    assert!(stats.contains("**Computer (easy)**"), "{stats}");
    assert!(stats.contains("Record: 2 – 0 – 0"), "{stats}");
    let stats = env.service.stats(&user(1), &HERE, None).await.unwrap().text;
    assert!(stats.contains("**alice**"), "{stats}");
    assert!(stats.contains("Record: 0 – 2 – 0"), "{stats}");
    // alice resigned before she had acted: neither game was rated.
    assert!(stats.contains("(no rated games yet)"), "{stats}");
}
}

#[tokio::test]
async fn the_store_opens_a_url_creating_the_file_with_wal_and_foreign_keys() {
    let db = TestDb::sqlite();
    let TestDb::Sqlite { dir } = &db else {
        unreachable!()
    };
    let path = dir.path().join("focus.db");
    assert!(!path.exists());
    let store = Store::open(&format!("sqlite://{}", path.display()))
        .await
        .unwrap();
    assert!(path.exists());
    let wal = db
        .scalar("SELECT COUNT(*) FROM pragma_journal_mode WHERE journal_mode = 'wal'")
        .await;
    assert_eq!(wal, 1);
    // The log is append-only.
    let service = Service::new(store.clone(), ManualClock::new(START), 1, BOT);
    let r = service
        .challenge(
            &user(1),
            &HERE,
            &[invitee(2)],
            &options(FirstPlayer::Challenger),
        )
        .await
        .unwrap();
    public(&r);
    public(&service.accept(&user(2), &HERE, None).await.unwrap());
    public(&service.play(&user(1), &HERE, "d3-d2").await.unwrap());
    assert!(
        db.execute("UPDATE actions SET action = 'd3-d4:1'")
            .await
            .is_err()
    );
    assert!(db.execute("DELETE FROM actions").await.is_err());
    // Reopening runs the migrations again harmlessly.
    store.close().await;
    let store = Store::open(&format!("sqlite://{}", path.display()))
        .await
        .unwrap();
    assert_eq!(
        store
            .active_game(HERE.channel_id)
            .await
            .unwrap()
            .unwrap()
            .ply,
        1
    );
}

on_both_engines! {
#[tokio::test]
async fn the_swap_opening_a_replay_gif_and_records_by_game_number(db) {
    let env = env(db).await;
    let opts = ChallengeOptions {
        swap: true,
        ..options(FirstPlayer::Challenger)
    };
    let r = start(&env, &[1, 2], opts).await;
    assert!(r.text.contains("opens with a swap"), "{}", r.text);
    // The prompt shows the command with its arguments, and the swap it shows is legal.
    let (mine, theirs) = r
        .text
        .split_once("`/focus swap mine:")
        .and_then(|(_, rest)| rest.split_once(" theirs:"))
        .map(|(mine, rest)| (mine.to_string(), rest[..2].to_string()))
        .expect("an example swap in the prompt");
    let legal = env.service.legal_actions(&user(1), &HERE).await.unwrap();
    assert!(
        legal.contains(&format!("s:{mine}-{theirs}")),
        "{mine} {theirs}: {legal:?}"
    );
    private(
        &env.service.play(&user(1), &HERE, "d3-d2").await.unwrap(),
        "this game opens with a swap",
    );
    let r = env.service.swap(&user(1), &HERE, "d3", "c3").await.unwrap();
    public(&r);
    assert!(
        r.text
            .contains("swapped their piece on d3 with a Green piece on c3"),
        "{}",
        r.text
    );
    let legal = env.service.legal_actions(&user(2), &HERE).await.unwrap();
    assert!(legal.iter().all(|a| a.starts_with("s:")));
    // Through `play`, in notation, as the console and autocomplete give it.
    public(&env.service.play(&user(2), &HERE, &legal[0]).await.unwrap());
    play_some(&env, 3).await;
    check_record(&env).await;
    let id = env
        .service
        .store()
        .active_game(HERE.channel_id)
        .await
        .unwrap()
        .unwrap()
        .id;
    env.service
        .confirm_resign(&user(2), &HERE, None)
        .await
        .unwrap();

    // The replay, from another channel of the server, by game number.
    let elsewhere = Where {
        guild_id: HERE.guild_id,
        channel_id: 77,
    };
    let r = env
        .service
        .replay(&user(3), &elsewhere, Some(id))
        .await
        .unwrap();
    public(&r);
    let gif = r.image.unwrap();
    assert!(gif.filename.ends_with(".gif"));
    let decoded = image::load_from_memory_with_format(&gif.bytes, image::ImageFormat::Gif).unwrap();
    assert!(decoded.width() > 100);
    let r = env
        .service
        .history(&user(3), &elsewhere, Some(id))
        .await
        .unwrap();
    assert!(r.text.contains("s:d3-c3"), "{}", r.text);
    // Not from another server.
    let other_server = Where {
        guild_id: 2,
        channel_id: 78,
    };
    private(
        &env.service
            .history(&user(3), &other_server, Some(id))
            .await
            .unwrap(),
        "There is no game",
    );
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
    let id = r.challenge.unwrap().id;
    let s = &env.service;
    assert!(s.note_challenge_message(id, 10, 100).await.unwrap());
    assert!(s.note_challenge_message(id, 11, 101).await.unwrap());
    assert!(
        s.note_challenge_message(id, 10, 100).await.unwrap(),
        "noting a message twice is harmless"
    );
    assert!(
        !s.note_challenge_message(id + 1, 10, 102).await.unwrap(),
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
        vec![shown(10, 100), shown(11, 101)]
    );
    s.forget_challenge_message(id, 100).await.unwrap();
    s.forget_challenge_message(id, 999).await.unwrap();
    assert_eq!(
        s.challenge_messages(id).await.unwrap(),
        vec![shown(11, 101)]
    );

    public(&s.cancel(&user(1), &HERE, Some(id)).await.unwrap());
    assert!(
        !s.note_challenge_message(id, 12, 103).await.unwrap(),
        "closed: refused"
    );
    assert_eq!(
        s.challenge_messages(id).await.unwrap(),
        vec![shown(11, 101)],
        "still listed, to be greyed out"
    );

    // An open challenge past its 24 hours is closed too, even before the timer notices.
    let r = s
        .challenge(&user(1), &HERE, &[invitee(2)], &ChallengeOptions::default())
        .await
        .unwrap();
    let late = r.challenge.unwrap().id;
    env.clock.advance(Duration::from_secs(25 * 3600));
    assert!(!s.note_challenge_message(late, 10, 104).await.unwrap());
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
        assert!(!r.text.contains("no game in progress"), "{}", r.text);
    }
    // Without a challenge, the plain answer.
    env.service.cancel(&user(1), &HERE, None).await.unwrap();
    let r = env.service.board(&user(3), &HERE).await.unwrap();
    private(&r, "There is no game in progress in this channel");
}
}

on_both_engines! {
#[tokio::test]
async fn missing_arguments_and_wrong_numbers_say_what_to_write(db) {
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let r = env.service.reserve(&user(1), &HERE, " ").await.unwrap();
    private(&r, "Which square?");
    private(&r, "`/focus reserve square:e5`");
    let r = env.service.play(&user(1), &HERE, "").await.unwrap();
    private(&r, "Which move?");
    let r = env.service.swap(&user(1), &HERE, "c3", "").await.unwrap();
    private(&r, "your opponent's square (`theirs`) is missing");
    private(&r, "`/focus swap mine:c3 theirs:d3`");
    let r = env.service.reserve(&user(1), &HERE, "z9").await.unwrap();
    assert_eq!(r.text.matches("is not a square").count(), 1, "{}", r.text);
    // Accepting by a number that is not a challenge here names the one that is.
    let side = Where {
        guild_id: 1,
        channel_id: 11,
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
        .challenge
        .unwrap()
        .id;
    let r = env
        .service
        .accept(&user(4), &side, Some(open + 50))
        .await
        .unwrap();
    private(
        &r,
        &format!("There is no challenge {} in this channel", open + 50),
    );
    private(
        &r,
        &format!("The open one here is challenge {open} from **carol**"),
    );
}
}

/// A random 4-player free-for-all game (by seed) in which a seat still in loses its last stack
/// and its reserve while others play on, continued for 40 plies after that (or to its end).
fn four_player_game_with_a_stuck_seat() -> Vec<focus_bot::rules::Action> {
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

on_both_engines! {
#[tokio::test]
async fn a_four_player_skip_is_announced_when_it_starts_and_ends_not_every_round(db) {
    let actions = four_player_game_with_a_stuck_seat();
    let env = env(db).await;
    let ffa = ChallengeOptions {
        mode: Some(Mode::FreeForAll),
        ..options(FirstPlayer::Challenger)
    };
    start(&env, &[1, 2, 3, 4], ffa).await;
    let mut replay = focus_bot::rules::Game::new(Config::new(4, Mode::FreeForAll).unwrap());
    let (mut skips, mut backs, mut stuck_plies) = (0, 0, 0);
    for action in &actions {
        let id = to_act(&env).await.unwrap();
        let r = env
            .service
            .play(&user(id), &HERE, &action.to_string())
            .await
            .unwrap();
        public(&r);
        let before = *replay.position();
        replay.play(*action).unwrap();
        let after = replay.position();
        let four = after.config();
        let starts = four
            .seats()
            .filter(|&s| !after.is_out(s) && before.can_act(s) && !after.can_act(s))
            .count();
        let ends = four
            .seats()
            .filter(|&s| !after.is_out(s) && !before.can_act(s) && after.can_act(s))
            .count();
        let said = r.text.matches("cannot act: skipped until they can").count();
        let back = r.text.matches("can act again and is back in").count();
        assert_eq!((said, back), (starts, ends), "{action}: {}", r.text);
        skips += said;
        backs += back;
        stuck_plies += usize::from(four.seats().any(|s| !after.is_out(s) && !after.can_act(s)));
    }
    assert!(skips >= 1, "a skip was announced");
    // Rounds went by with a seat stuck, and the skip was said once per stretch, not per round.
    assert!(stuck_plies >= 8, "{stuck_plies}");
    assert!(skips <= backs + 1, "{skips} skips, {backs} returns");
}
}

on_both_engines! {
#[tokio::test]
async fn resigning_out_of_turn_in_a_free_for_all_skips_nobody(db) {
    let env = env(db).await;
    let ffa = ChallengeOptions {
        mode: Some(Mode::FreeForAll),
        ..options(FirstPlayer::Challenger)
    };
    start(&env, &[1, 2, 3, 4], ffa).await;
    assert_eq!(to_act(&env).await, Some(1));
    let r = env
        .service
        .confirm_resign(&user(2), &HERE, None)
        .await
        .unwrap();
    public(&r);
    assert!(!r.text.contains("skipped"), "{}", r.text);
    assert!(!r.text.contains("cannot act"), "{}", r.text);
    assert_eq!(to_act(&env).await, Some(1));
}
}

on_both_engines! {
#[tokio::test]
async fn a_position_seen_twice_warns_everyone_of_the_third_time(db) {
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let cycle = ["c2-c1:1", "d2-d1:1", "c1-c2:1", "d1-d2:1"];
    let warning = "This position has now occurred twice: a third time ends the game, and \
                   **alice** (Red) wins.";
    for (round, expected_warnings) in [(1, [0, 0, 0, 1]), (2, [1, 1, 1, 0])] {
        for (a, expected) in cycle.iter().zip(expected_warnings) {
            let id = to_act(&env).await.unwrap();
            let r = env.service.play(&user(id), &HERE, a).await.unwrap();
            public(&r);
            assert_eq!(
                r.text.matches(warning).count(),
                expected,
                "round {round}, {a}: {}",
                r.text
            );
        }
    }
    assert!(
        outcome(&env).await.is_some(),
        "the third time ended the game"
    );
}
}

on_both_engines! {
#[tokio::test]
async fn resigning_asks_for_a_confirmation_first(db) {
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let game = log(&env).await;
    let r = env.service.resign(&user(2), &HERE).await.unwrap();
    private(
        &r,
        "Resign from game 1? **alice** wins. This cannot be undone.",
    );
    assert_eq!(
        r.confirm.map(|q| (q.game_id, q.user_id)),
        Some((1, 2)),
        "buttons to confirm"
    );
    assert_eq!(log(&env).await, game, "nothing happened yet");
    // Keep playing forgets the question; a minute later, too: each asks again.
    private(&env.service.keep_playing(&user(2), 1), "You play on");
    private(
        &env.service.resign(&user(2), &HERE).await.unwrap(),
        "Resign from game 1?",
    );
    env.clock.advance(Duration::from_secs(61));
    private(
        &env.service.resign(&user(2), &HERE).await.unwrap(),
        "Resign from game 1?",
    );
    // A button of another game does nothing.
    private(
        &env.service
            .confirm_resign(&user(2), &HERE, Some(7))
            .await
            .unwrap(),
        "That game is over: nothing changed",
    );
    assert_eq!(log(&env).await, game);
    // The same command again within the minute resigns.
    env.clock.advance(Duration::from_secs(30));
    let r = env.service.resign(&user(2), &HERE).await.unwrap();
    public(&r);
    assert!(r.text.contains("**bob** (Green) resigned"), "{}", r.text);
    assert!(outcome(&env).await.is_some());

    // Teams: the question says the resignation concedes for both partners.
    let env = self::env(env.db.another().await).await;
    start(&env, &[1, 2, 3, 4], options(FirstPlayer::Challenger)).await;
    private(
        &env.service.resign(&user(1), &HERE).await.unwrap(),
        "You concede for your team (**carol** and you): **bob** and **dave** win.",
    );
    let r = env
        .service
        .confirm_resign(&user(1), &HERE, Some(1))
        .await
        .unwrap();
    public(&r);
    assert!(
        r.text
            .contains("**alice** (Red) resigned, conceding for the team with **carol** (Blue)."),
        "{}",
        r.text
    );
    assert!(outcome(&env).await.is_some());
}
}

on_both_engines! {
#[tokio::test]
async fn teams_say_who_plays_with_whom_and_the_games_list_counts_and_dates(db) {
    let env = env(db).await;
    let s = &env.service;
    let three = [invitee(2), invitee(3), invitee(4)];
    let r = s
        .challenge(&user(1), &HERE, &three, &options(FirstPlayer::Challenger))
        .await
        .unwrap();
    assert!(
        r.text
            .contains("Teams: **alice** and **carol** against **bob** and **dave**."),
        "{}",
        r.text
    );
    s.cancel(&user(1), &HERE, None).await.unwrap();
    let r = s
        .challenge(&user(1), &HERE, &three, &options(FirstPlayer::Random))
        .await
        .unwrap();
    assert!(r.text.contains("Partners are drawn by lot"), "{}", r.text);
    s.cancel(&user(1), &HERE, None).await.unwrap();
    let r = start(&env, &[1, 2, 3, 4], options(FirstPlayer::Challenger)).await;
    assert!(
        r.text.contains(
            "Teams: **alice** (Red) and **carol** (Blue) against **bob** (Green) and **dave** \
             (Yellow)."
        ),
        "{}",
        r.text
    );
    env.clock.advance(Duration::from_secs(3 * 86_400 + 60));
    let games = s.games(&user(1), &HERE).await.unwrap();
    assert!(
        games.text.contains("Your games (1 game):")
            && games.text.contains(
                "started 3 days ago, as Red: with **carol** against **bob**, **dave** — **your \
                 turn**"
            ),
        "{}",
        games.text
    );
    s.confirm_resign(&user(1), &HERE, None).await.unwrap();
    // Seventeen more games: the list shows the newest and says how many more there are.
    for _ in 0..17 {
        start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
        s.confirm_resign(&user(2), &HERE, None).await.unwrap();
    }
    let games = s.games(&user(1), &HERE).await.unwrap();
    assert!(
        games.text.contains("Your games (18 games):"),
        "{}",
        games.text
    );
    assert!(
        games
            .text
            .contains("started just now, as Red: against **bob** — won")
    );
    assert!(
        games.text.contains("… and 3 older games."),
        "{}",
        games.text
    );
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
    assert_eq!(first[0].reply.mentions, vec![1], "alice is reminded");
    play_some(&env, 0).await;
    assert!(
        env.service.tick().await.unwrap().is_empty(),
        "bob's clock just started"
    );
    env.clock.advance(Duration::from_secs(3 * 3600));
    let second = env.service.tick().await.unwrap();
    assert_eq!(second.len(), 1, "a second reminder in the same game");
    assert_eq!(second[0].reply.mentions, vec![2], "bob is reminded");
    assert!(
        second[0].reply.text.contains("1 hour left"),
        "{}",
        second[0].reply.text
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
        assert!(r.text.contains(&format!("Red: **{red}**")), "{}", r.text);
        assert!(
            r.text.contains(&format!(
                "<@{}> (Red), your turn",
                stored.player(Seat::from_number(1).unwrap()).user_id
            )),
            "{}",
            r.text
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

on_both_engines! {
#[tokio::test]
async fn stats_and_games_of_a_known_set_of_games(db) {
    let env = env(db).await;
    let s = &env.service;
    // alice beats bob twice, then loses to carol.
    for (winner, loser) in [(1, 2), (1, 2), (3, 1)] {
        start(&env, &[winner, loser], options(FirstPlayer::Challenger)).await;
        s.confirm_resign(&user(loser), &HERE, None).await.unwrap();
    }
    let alice = s.stats(&user(1), &HERE, None).await.unwrap().text;
    let bob = s.stats(&user(2), &HERE, None).await.unwrap().text;
    let carol = s.stats(&user(3), &HERE, None).await.unwrap().text;
    println!("{alice}\n---\n{bob}\n---\n{carol}");
    assert!(alice.contains("Record: 2 – 1 – 0"), "{alice}");
    assert!(bob.contains("Record: 0 – 2 – 0"), "{bob}");
    assert!(carol.contains("Record: 1 – 0 – 0"), "{carol}");
    assert!(alice.contains("Current streak: 1 loss"), "{alice}");
    assert!(bob.contains("Current streak: 2 losses"), "{bob}");
    let games = s.games(&user(1), &HERE).await.unwrap().text;
    let lines: Vec<&str> = games.lines().filter(|l| l.starts_with("- Game")).collect();
    assert_eq!(lines.len(), 3, "{games}");
    assert!(
        lines[0].starts_with("- Game 3 ") && lines[0].ends_with("against **carol** — lost"),
        "{games}"
    );
    assert!(
        lines[1].starts_with("- Game 2 ") && lines[1].ends_with("against **bob** — won"),
        "{games}"
    );
    assert!(
        lines[2].starts_with("- Game 1 ") && lines[2].ends_with("against **bob** — won"),
        "{games}"
    );
}
}

on_both_engines! {
#[tokio::test]
async fn the_picture_shows_the_seats_ratings_and_a_pending_draw_offer(db) {
    use focus_bot::render::{Table, board_png};
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    play_some(&env, 0).await;
    env.service.draw(&user(2), &HERE).await.unwrap();
    let shown = env.service.board(&user(3), &HERE).await.unwrap();
    let stored = env
        .service
        .store()
        .active_game(HERE.channel_id)
        .await
        .unwrap()
        .unwrap();
    let game = stored.replay().unwrap();
    // Exactly the picture of this table: both new players provisional at 1500, bob offering.
    let table = Table {
        names: vec!["alice".into(), "bob".into()],
        ratings: vec![Some("1500?".into()), Some("1500?".into())],
        draw_offers: vec![Seat::from_number(2).unwrap()],
        ..Table::default()
    };
    assert_eq!(
        shown.image.expect("a picture").bytes,
        board_png(&game, &table).unwrap(),
        "the board shows ratings and the draw offer"
    );
    // An unrated game shows no ratings.
    env.service
        .confirm_resign(&user(1), &HERE, None)
        .await
        .unwrap();
    let unrated = ChallengeOptions {
        rated: false,
        ..options(FirstPlayer::Challenger)
    };
    let r = start(&env, &[1, 2], unrated).await;
    let stored = env
        .service
        .store()
        .active_game(HERE.channel_id)
        .await
        .unwrap()
        .unwrap();
    let table = Table {
        names: vec!["alice".into(), "bob".into()],
        ratings: vec![None, None],
        draw_offers: Vec::new(),
        ..Table::default()
    };
    assert_eq!(
        r.image.expect("a picture").bytes,
        board_png(&stored.replay().unwrap(), &table).unwrap()
    );
}
}

on_both_engines! {
#[tokio::test]
async fn the_computer_concedes_to_its_seat_with_the_most_stacks(db) {
    // alice against two computer seats; she plays until Blue (seat 3) controls more stacks than
    // Green (seat 2), then resigns: Green concedes to Blue, not the other way round (seat order
    // alone would pick Green).
    let env = env(db).await;
    let opts = ChallengeOptions {
        level: Some(focus_bot::ai::Level::Easy),
        ..options(FirstPlayer::Challenger)
    };
    let r = env
        .service
        .challenge(&user(1), &HERE, &[computer(), computer()], &opts)
        .await
        .unwrap();
    assert!(r.text.contains("The game is on"), "{}", r.text);
    let (green, blue) = (Seat::from_number(2).unwrap(), Seat::from_number(3).unwrap());
    let stacks = |pos: &focus_bot::rules::Position, s: Seat| pos.owned_mask(s).count_ones();
    let mut turns = 0;
    loop {
        env.service.settle().await;
        let stored = env.service.store().active_game(HERE.channel_id).await;
        let game = stored.unwrap().expect("the game runs").replay().unwrap();
        let pos = game.position();
        assert_eq!(to_act(&env).await, Some(1), "alice's turn");
        if stacks(pos, blue) > stacks(pos, green) {
            break;
        }
        assert!(turns < 60, "Blue never led Green in 60 turns");
        play_some(&env, turns * 5 + 3).await;
        turns += 1;
    }
    let r = env
        .service
        .confirm_resign(&user(1), &HERE, None)
        .await
        .unwrap();
    public(&r);
    env.service.settle().await;
    let outcome = outcome(&env).await.expect("the game is over");
    assert_eq!(outcome.winners().collect::<Vec<_>>(), vec![blue]);
    let resigned: Vec<String> = log(&env)
        .await
        .into_iter()
        .map(|a| a.action)
        .filter(|a| a.starts_with("resign"))
        .collect();
    assert_eq!(resigned, ["resign 1", "resign 2"]);
}
}
