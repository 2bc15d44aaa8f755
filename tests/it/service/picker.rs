//! The click path's service side, on SQLite and on PostgreSQL: every legal action reachable
//! through the picker's menus in at most three choices (and nothing else), every refusal, and
//! `/focus notify` shaping the turn posts.

use crate::support::{Said, best_action, running_game, tallest_stack};
use std::collections::BTreeSet;
use std::time::Duration;

use focus_bot::i18n::Lang;
use focus_bot::rules::FirstPlayer;
use focus_bot::service::{
    Actor, ChallengeOptions, Invitee, LABEL_LIMIT, MENU_OPTIONS, ManualClock, Menu, Picked, Reply,
    Service, Stage, Where,
};
use focus_bot::store::GameId;

use crate::support::engines::{TestDb, on_both_engines};
use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;
use focus_bot::store::UserId;

const HERE: Where = Where {
    guild_id: ServerId(1),
    channel_id: ChannelId(10),
};

struct Env {
    _db: TestDb,
    clock: ManualClock,
    service: Service,
}

/// A service over a new database of `db`'s engine.
async fn env(db: TestDb) -> Env {
    let store = db.open().await;
    let clock = ManualClock::new(1_795_262_400_000);
    let service = Service::new(store, clock.clone(), 7, UserId(999));
    service.set_computer_time(Duration::from_millis(50));
    Env {
        _db: db,
        clock,
        service,
    }
}

fn user(id: u64) -> Actor {
    Actor::new(UserId(id), ["alice", "bob", "carol"][(id - 1) as usize])
}

/// Starts a game of player 1 against the others, seated in this order.
async fn start(env: &Env, players: u64, opts: ChallengeOptions) -> GameId {
    let opponents: Vec<Invitee> = (2..=players)
        .map(|i| Invitee::person(UserId(i), user(i).name))
        .collect();
    let opts = ChallengeOptions {
        first: FirstPlayer::Challenger,
        ..opts
    };
    let r = env
        .service
        .challenge(&user(1), &HERE, &opponents, &opts)
        .await
        .unwrap();
    assert!(!r.private, "{}", r.said());
    let mut last = r;
    for i in 2..=players {
        last = env.service.accept(&user(i), &HERE, None).await.unwrap();
    }
    assert!(last.said().contains("The game is on"), "{}", last.said());
    assert!(last.play_game().is_some(), "the start post carries Play");
    last.play_game().unwrap()
}

/// The player to act (user id) and the game's ply.
async fn to_act(env: &Env) -> Option<(u64, i64)> {
    let stored = env
        .service
        .store()
        .active_game(HERE.channel_id)
        .await
        .unwrap()?;
    let seat = stored.replay().unwrap().position().to_act()?;
    Some((stored.player(seat).user_id.0, stored.ply))
}

fn check_limits(menu: &Menu) {
    assert!(!menu.options.is_empty(), "an empty menu: {menu:?}");
    assert!(menu.options.len() <= MENU_OPTIONS, "{}", menu.options.len());
    let values: BTreeSet<&str> = menu.options.iter().map(|o| o.value.as_str()).collect();
    assert_eq!(values.len(), menu.options.len(), "values are unique");
    for o in &menu.options {
        assert!(o.label.chars().count() <= LABEL_LIMIT, "{}", o.label);
        assert!(!o.label.is_empty() && o.value.len() <= 100);
    }
}

/// Every action the menus lead to from `menu` (recursively), each with the number of choices
/// it took.
async fn explore(
    env: &Env,
    actor: &Actor,
    menu: Menu,
    depth: usize,
    found: &mut Vec<(String, usize)>,
) {
    check_limits(&menu);
    for o in &menu.options {
        let picked = env
            .service
            .pick(actor, &HERE, menu.game_id, menu.ply, menu.stage, &o.value)
            .await
            .unwrap();
        match picked {
            Picked::Play(action) => {
                assert_eq!(menu.stage, Stage::Final);
                assert_eq!(action, o.value, "the value is the canonical action");
                found.push((action, depth));
            }
            Picked::Menu(next) => {
                assert_ne!(menu.stage, Stage::Final);
                assert!(next.back.is_some(), "a second menu has Back");
                // Back returns to the menu it came from.
                let Picked::Menu(back) = env
                    .service
                    .picker_back(actor, &HERE, next.game_id, next.ply, next.back.unwrap())
                    .await
                    .unwrap()
                else {
                    panic!("Back is refused");
                };
                assert_eq!(back, menu, "Back returns one step");
                Box::pin(explore(env, actor, next, depth + 1, found)).await;
            }
            Picked::Refused(reply) => panic!("an offered choice was refused: {}", reply.said()),
        }
    }
}

/// Checks that the menus reach exactly the legal actions of the player to act, each in at most
/// three choices; returns the first menu.
async fn menus_reach_every_legal_action(env: &Env, game_id: GameId) -> Menu {
    let (id, _) = to_act(env).await.unwrap();
    let actor = user(id);
    let Picked::Menu(first) = env
        .service
        .open_picker(&actor, &HERE, game_id)
        .await
        .unwrap()
    else {
        panic!("the player to act gets a menu");
    };
    let mut found = Vec::new();
    explore(env, &actor, first.clone(), 1, &mut found).await;
    let reached: Vec<String> = found.iter().map(|(a, _)| a.clone()).collect();
    let mut sorted = reached.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), reached.len(), "each action by one path");
    let legal = env.service.legal_actions(&actor, &HERE).await.unwrap();
    assert_eq!(sorted, legal, "the menus reach exactly the legal actions");
    assert!(found.iter().all(|(_, depth)| *depth <= 3), "{found:?}");
    first
}

/// Plays the action that builds the mover's tallest stack (captures come soon).
async fn play_tall(env: &Env) -> Reply {
    let stored = running_game(&env.service, HERE.channel_id).await;
    let pos = *stored.replay().unwrap().position();
    let me = pos.to_act().unwrap();
    let best = best_action(&pos, |next| (next.reserve(me), tallest_stack(next, me)));
    let id = stored.player(me).user_id;
    env.service
        .play(&user(id.0), &HERE, &best.to_string())
        .await
        .unwrap()
}

on_both_engines! {
#[tokio::test]
async fn the_menus_reach_every_legal_action_in_three_choices(db) {
    let env = env(db).await;
    let game = start(&env, 2, ChallengeOptions::default()).await;
    let mut saw_reserve = false;
    for _ in 0..24 {
        if to_act(&env).await.is_none() {
            break;
        }
        let first = menus_reach_every_legal_action(&env, game).await;
        assert_eq!(first.stage, Stage::Start);
        assert!(first.back.is_none());
        saw_reserve |= first.options.iter().any(|o| o.value == "reserve");
        let r = play_tall(&env).await;
        assert!(!r.private, "{}", r.said());
    }
    assert!(saw_reserve, "a reserve piece was offered on the way");
}
}

on_both_engines! {
#[tokio::test]
async fn three_players_start_at_the_rows(db) {
    let env = env(db).await;
    let game = start(&env, 3, ChallengeOptions::default()).await;
    for _ in 0..3 {
        let first = menus_reach_every_legal_action(&env, game).await;
        assert_eq!(
            first.stage,
            Stage::Rows,
            "a forced placement starts at the rows"
        );
        assert!(first.back.is_none(), "nothing to go back to");
        assert!(first.options.iter().all(|o| o.value.parse::<u8>().is_ok()));
        play_tall(&env).await;
    }
    let first = menus_reach_every_legal_action(&env, game).await;
    assert_eq!(first.stage, Stage::Start);
}
}

on_both_engines! {
#[tokio::test]
async fn a_swap_opening_offers_pieces_then_normal_play(db) {
    let env = env(db).await;
    let opts = ChallengeOptions {
        swap: true,
        ..ChallengeOptions::default()
    };
    let game = start(&env, 2, opts).await;
    for _ in 0..2 {
        let first = menus_reach_every_legal_action(&env, game).await;
        assert!(first.said().contains("swap"), "{}", first.said());
        assert!(first.options.iter().all(|o| o.value.len() == 2), "squares");
        play_tall(&env).await;
    }
    let first = menus_reach_every_legal_action(&env, game).await;
    assert!(!first.said().contains("swap"), "normal play after both swaps");
}
}

/// A private reply as a refusal (a public one as a menu-less `Play`, which `refused` rejects).
fn as_picked(reply: Reply) -> Picked {
    if reply.private {
        Picked::Refused(Box::new(reply))
    } else {
        Picked::Play(reply.said())
    }
}

fn refused(picked: Picked, contains: &str) {
    match picked {
        Picked::Refused(reply) => {
            let text = &reply.said();
            assert!(text.contains(contains), "{text} does not say {contains}");
            assert!(reply.refusal.is_some(), "{text}: a typed refusal");
        }
        other => panic!("not refused: {other:?}"),
    }
}

on_both_engines! {
#[tokio::test]
async fn the_picker_refuses_other_players_stale_menus_and_forged_values(db) {
    let env = env(db).await;
    let game = start(&env, 2, ChallengeOptions::default()).await;
    let (alice, ply) = to_act(&env).await.unwrap();
    assert_eq!(alice, 1);
    let s = &env.service;
    refused(
        s.open_picker(&user(2), &HERE, game).await.unwrap(),
        "It is **alice**'s turn (Red)",
    );
    refused(
        s.open_picker(&user(3), &HERE, game).await.unwrap(),
        "It is **alice**'s turn (Red)",
    );
    refused(
        s.open_picker(&user(1), &HERE, GameId(game.0 + 1)).await.unwrap(),
        "over",
    );
    let elsewhere = Where {
        guild_id: ServerId(1),
        channel_id: ChannelId(11),
    };
    refused(
        s.open_picker(&user(1), &elsewhere, game).await.unwrap(),
        "over",
    );
    let legal = s.legal_actions(&user(1), &HERE).await.unwrap();
    let a = user(1);
    for (stage, value) in [
        (Stage::Start, "z9"),
        (Stage::Start, "reserve"),
        (Stage::Start, "c1"),
        (Stage::Start, ""),
        (Stage::Rows, "3"),
        (Stage::Final, "c3-f3:3"),
        (Stage::Final, &legal[0].to_uppercase()),
        (Stage::Final, "resign 1"),
    ] {
        refused(
            s.pick(&a, &HERE, game, ply, stage, value).await.unwrap(),
            "not on the menu",
        );
    }
    refused(
        s.picker_back(&a, &HERE, game, ply, Stage::Rows)
            .await
            .unwrap(),
        "not on the menu",
    );
    refused(
        s.pick(&user(2), &HERE, game, ply, Stage::Final, &legal[0])
            .await
            .unwrap(),
        "turn",
    );
    // A menu built for another ply.
    refused(
        s.pick(&a, &HERE, game, ply + 1, Stage::Final, &legal[0])
            .await
            .unwrap(),
        "out of date",
    );
    assert_eq!(
        s.legal_actions(&a, &HERE).await.unwrap(),
        legal,
        "nothing changed"
    );
    // Played from the menu, then the same menu again: stale.
    let r = s
        .play_picked(&a, &HERE, game, ply, &legal[0])
        .await
        .unwrap();
    assert!(!r.private, "{}", r.said());
    assert_eq!(r.play_game(), Some(game), "the turn post carries Play");
    refused(
        as_picked(
            s.play_picked(&a, &HERE, game, ply, &legal[0])
                .await
                .unwrap(),
        ),
        "turn",
    );
    let (bob, _) = to_act(&env).await.unwrap();
    let bobs = s.legal_actions(&user(bob), &HERE).await.unwrap();
    refused(
        as_picked(
            s.play_picked(&user(bob), &HERE, game, ply, &bobs[0])
                .await
                .unwrap(),
        ),
        "out of date",
    );
    assert_eq!(
        to_act(&env).await.unwrap(),
        (2, ply + 1),
        "exactly one turn was played"
    );
}
}

on_both_engines! {
#[tokio::test]
async fn notify_shapes_turn_posts_and_a_refused_dm_is_told_once(db) {
    let env = env(db).await;
    let s = &env.service;
    let shown = s.notify(&user(2), None).await.unwrap();
    assert!(
        shown.private && shown.said().contains("**channel**"),
        "{}",
        shown.said()
    );
    let bad = s.notify(&user(2), Some("loud")).await.unwrap();
    assert!(bad.private && bad.said().contains("`loud`"), "{}", bad.said());
    let set = s.notify(&user(2), Some("off")).await.unwrap();
    assert!(set.said().contains("**off**"), "{}", set.said());
    assert!(
        s.notify(&user(2), None)
            .await
            .unwrap()
            .said()
            .contains("**off**")
    );

    start(&env, 2, ChallengeOptions::default()).await;
    let legal = s.legal_actions(&user(1), &HERE).await.unwrap();
    let r = s.play(&user(1), &HERE, &legal[0]).await.unwrap();
    assert!(r.mentions.is_empty(), "off: nobody pinged");
    assert!(r.said().contains("**bob** (Green), your turn"), "{}", r.said());
    assert!(!r.said().contains("<@2>"), "{}", r.said());
    assert!(r.direct.is_none());

    s.notify(&user(1), Some("DM")).await.unwrap();
    let legal = s.legal_actions(&user(2), &HERE).await.unwrap();
    let r = s.play(&user(2), &HERE, &legal[0]).await.unwrap();
    assert_eq!(r.mentions, vec![UserId(1)], "dm: the mention stays");
    let direct = r.direct.expect("a direct message to alice");
    assert_eq!(direct.user_id, UserId(1));
    assert!(
        direct.said().contains("your turn (Red) in game 1, in <#10>"),
        "{}",
        direct.said()
    );

    assert!(s.dm_refused_notice(UserId(1), Lang::EnUs).await.unwrap().is_none());
    s.note_dm_refused(UserId(1)).await.unwrap();
    let told = s
        .dm_refused_notice(UserId(1), Lang::EnUs)
        .await
        .unwrap()
        .expect("told");
    assert!(
        told.private && told.said().contains("direct message"),
        "{}",
        told.said()
    );
    assert!(
        s.dm_refused_notice(UserId(1), Lang::EnUs).await.unwrap().is_none(),
        "once"
    );
    // Noting a refusal keeps the setting.
    assert!(
        s.notify(&user(1), None)
            .await
            .unwrap()
            .said()
            .contains("**dm**")
    );
}
}

on_both_engines! {
#[tokio::test]
async fn the_turn_reminder_follows_the_notice_setting(db) {
    let env = env(db).await;
    let s = &env.service;
    s.notify(&user(1), Some("off")).await.unwrap();
    s.notify(&user(2), Some("dm")).await.unwrap();
    start(&env, 2, ChallengeOptions::default()).await;
    // A quarter of Alice's 3 days left: reminded without a mention.
    env.clock.advance(Duration::from_secs(55 * 3600));
    let notices = s.tick().await.unwrap();
    assert_eq!(notices.len(), 1, "{notices:?}");
    let reminder = &notices[0].reply;
    assert!(reminder.mentions.is_empty(), "off: nobody pinged");
    assert!(
        reminder
            .said()
            .starts_with("**alice** (Red), it is your turn in game 1"),
        "{}",
        reminder.said()
    );
    assert!(reminder.direct.is_none());
    let legal = s.legal_actions(&user(1), &HERE).await.unwrap();
    s.play(&user(1), &HERE, &legal[0]).await.unwrap();
    // Bob chose dm: mentioned, and a direct message too.
    env.clock.advance(Duration::from_secs(55 * 3600));
    let notices = s.tick().await.unwrap();
    let reminder = &notices[0].reply;
    assert_eq!(reminder.mentions, vec![UserId(2)]);
    let direct = reminder.direct.as_ref().expect("a direct message");
    assert_eq!(direct.user_id, UserId(2));
    assert!(
        direct
            .said()
            .starts_with("Reminder: it is your turn (Green) in game 1"),
        "{}",
        direct.said()
    );
}
}
