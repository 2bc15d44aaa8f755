//! Ratings: the models against numbers worked out without our code, their directions, rebuild
//! equal to the ratings kept turn by turn, unrated and aborted games, the game-over post, stats
//! and the leaderboard.

use crate::support::Said;
use focus_bot::rating::{
    Kind, PROVISIONAL_DEVIATION_2P, Placing, Rating, glicko2_period, places, rate_game, side,
    weng_lin_teams,
};
use focus_bot::rules::FirstPlayer;
use focus_bot::rules::{Config, Game, Mode, Seat, Turn};
use focus_bot::service::{Actor, Button, ChallengeOptions, Invitee, ManualClock, Service, Where};
use focus_bot::store::{Player, RatedPlayer, Store};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use skillratings::Outcomes;

use crate::support::engines::{TestDb, on_both_engines};
use crate::support::ratings::*;
use focus_bot::store::ChannelId;
use focus_bot::store::UserId;

const BOT: UserId = UserId(999);

fn close(a: f64, b: f64, eps: f64) -> bool {
    (a - b).abs() < eps
}

fn glicko(value: f64, deviation: f64, volatility: f64) -> Rating {
    Rating {
        kind: Kind::TwoPlayer,
        value,
        deviation,
        volatility,
    }
}

fn weng_lin(mu: f64, sigma: f64) -> Rating {
    Rating {
        kind: Kind::Multi,
        value: mu,
        deviation: sigma,
        volatility: 0.0,
    }
}

// ---- the models -------------------------------------------------------------------------------

#[test]
fn glicko2_matches_the_worked_example_of_glickmans_paper() {
    // Glickman, "Example of the Glicko-2 system" (2013), τ = 0.5: a 1500 (RD 200, σ 0.06) player
    // beats a 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300): r' = 1464.06,
    // RD' = 151.52, σ' = 0.05999.
    let player = glicko(1500.0, 200.0, 0.06);
    let after = glicko2_period(
        player,
        &[
            (glicko(1400.0, 30.0, 0.06), Outcomes::WIN),
            (glicko(1550.0, 100.0, 0.06), Outcomes::LOSS),
            (glicko(1700.0, 300.0, 0.06), Outcomes::LOSS),
        ],
    );
    assert!(close(after.value, 1464.06, 0.01), "{after:?}");
    assert!(close(after.deviation, 151.52, 0.01), "{after:?}");
    assert!(close(after.volatility, 0.05999, 0.00001), "{after:?}");
}

#[test]
fn a_first_two_player_game_matches_the_crates_documented_example() {
    // skillratings' glicko2 example: two new players, one win: 1662 / 290 and 1338 / 290.
    let placings = [
        Placing {
            player: 1,
            side: 0,
            place: 1,
        },
        Placing {
            player: 2,
            side: 1,
            place: 2,
        },
    ];
    let changes = rate_game(Kind::TwoPlayer, &placings, |_| Rating::new(Kind::TwoPlayer));
    let shown: Vec<(f64, f64)> = changes
        .iter()
        .map(|(_, a)| (a.shown().rating.round(), a.shown().deviation.round()))
        .collect();
    assert_eq!(shown, vec![(1662.0, 290.0), (1338.0, 290.0)]);
}

#[test]
fn weng_lin_matches_the_crates_documented_examples() {
    // skillratings' weng_lin_multi_team example: three teams of three, places 2, 1, 3.
    let teams = vec![
        (
            vec![
                weng_lin(25.0, 25.0 / 3.0),
                weng_lin(30.0, 1.2),
                weng_lin(21.0, 6.5),
            ],
            2,
        ),
        (
            vec![
                weng_lin(25.0, 25.0 / 3.0),
                weng_lin(41.0, 1.4),
                weng_lin(19.2, 4.3),
            ],
            1,
        ),
        (
            vec![
                weng_lin(25.0, 25.0 / 3.0),
                weng_lin(29.4, 1.6),
                weng_lin(17.2, 2.1),
            ],
            3,
        ),
    ];
    let rated = weng_lin_teams(&teams);
    let mus: Vec<Vec<f64>> = rated
        .iter()
        .map(|t| t.iter().map(|r| (r.value * 100.0).round()).collect())
        .collect();
    assert_eq!(
        mus,
        vec![
            vec![2538.0, 3001.0, 2123.0],
            vec![2796.0, 4108.0, 1999.0],
            vec![2166.0, 2928.0, 1699.0],
        ]
    );
    // skillratings' weng_lin example: a 42 (σ 1.3) player beats a new one: 42.03 / 1.30 and
    // 23.91 / 8.03.
    let rated = weng_lin_teams(&[
        (vec![weng_lin(42.0, 1.3)], 1),
        (vec![weng_lin(25.0, 25.0 / 3.0)], 2),
    ]);
    let round = |r: Rating| ((r.value * 100.0).round(), (r.deviation * 100.0).round());
    assert_eq!(round(rated[0][0]), (4203.0, 130.0));
    assert_eq!(round(rated[1][0]), (2391.0, 803.0));
}

fn arb_glicko() -> impl Strategy<Value = Rating> {
    (800.0..2600.0f64, 30.0..350.0f64, 0.04..0.09f64).prop_map(|(r, d, v)| glicko(r, d, v))
}

fn arb_weng_lin() -> impl Strategy<Value = Rating> {
    (5.0..45.0f64, 0.5..8.4f64).prop_map(|(m, s)| weng_lin(m, s))
}

proptest! {
    #[test]
    fn the_winner_of_a_two_player_game_goes_up_and_the_loser_down(
        a in arb_glicko(),
        b in arb_glicko(),
    ) {
        let placings = [
            Placing { player: 1, side: 0, place: 1 },
            Placing { player: 2, side: 1, place: 2 },
        ];
        let changes = rate_game(Kind::TwoPlayer, &placings, |&p| if p == 1 { a } else { b });
        prop_assert!(changes[0].1.value > a.value, "{changes:?}");
        prop_assert!(changes[1].1.value < b.value, "{changes:?}");
    }

    #[test]
    fn in_multi_player_games_the_winner_goes_up_and_the_last_down(
        ratings in proptest::collection::vec(arb_weng_lin(), 3..=4),
        lasts in proptest::collection::vec(0..100i64, 4),
        winner in 0..4usize,
    ) {
        let n = ratings.len();
        let winner = winner % n;
        let placed = places(false, 1 << winner, false, &lasts[..n]);
        let placings: Vec<Placing<usize>> = (0..n)
            .map(|i| Placing { player: i, side: side(false, i), place: placed[i] })
            .collect();
        let changes = rate_game(Kind::Multi, &placings, |&p| ratings[p]);
        prop_assert!(changes[winner].1.value > ratings[winner].value);
        let worst = *placed.iter().max().unwrap();
        for i in (0..n).filter(|&i| placed[i] == worst && worst > 1) {
            let ties = placed.iter().filter(|&&p| p == worst).count();
            if ties == 1 {
                prop_assert!(changes[i].1.value < ratings[i].value, "{placed:?} {changes:?}");
            }
        }
    }

    #[test]
    fn team_partners_move_together(
        ratings in proptest::collection::vec(arb_weng_lin(), 4),
        red_blue_win in any::<bool>(),
    ) {
        let winners = if red_blue_win { 0b0101 } else { 0b1010 };
        let placed = places(true, winners, false, &[10, 11, 12, 13]);
        let placings: Vec<Placing<usize>> = (0..4)
            .map(|i| Placing { player: i, side: side(true, i), place: placed[i] })
            .collect();
        let changes = rate_game(Kind::Multi, &placings, |&p| ratings[p]);
        for i in 0..4 {
            let won = winners & (1 << i) != 0;
            prop_assert_eq!(changes[i].1.value > ratings[i].value, won, "{:?}", changes);
        }
        // Partners with the same rating end with the same rating.
        let same = weng_lin(25.0, 25.0 / 3.0);
        let changes = rate_game(Kind::Multi, &placings, |_| same);
        prop_assert_eq!(changes[0].1, changes[2].1);
        prop_assert_eq!(changes[1].1, changes[3].1);
    }
}

// ---- the store: rebuild equals incremental ----------------------------------------------------

struct Db {
    db: TestDb,
    store: Store,
}

async fn db(db: TestDb) -> Db {
    let store = db.open().await;
    Db { db, store }
}

fn computer(level: &str) -> Player {
    Player {
        user_id: BOT,
        name: "Focus".into(),
        computer: Some(level.parse().unwrap()),
    }
}

/// A random turn: mostly a legal action, sometimes a resignation or a draw.
pub(crate) fn random_turn(game: &Game, rng: &mut StdRng) -> Turn {
    let pos = game.position();
    let in_game: Vec<Seat> = pos.config().seats().filter(|&s| !pos.is_out(s)).collect();
    let roll = rng.random_range(0..100);
    let long = game.record().len() > 40;
    if roll < 3 || (long && roll < 30) {
        Turn::Resign(*in_game.choose(rng).unwrap())
    } else if roll < 5 {
        Turn::Draw
    } else {
        Turn::Act(*pos.legal_actions().choose(rng).unwrap())
    }
}

pub(crate) fn random_seats(rng: &mut StdRng, count: usize) -> Vec<Player> {
    let mut people: Vec<u64> = (1..=8).collect();
    let mut seats = Vec::new();
    // The challenger is a person; the computer may hold several seats.
    for i in 0..count {
        if i > 0 && rng.random_range(0..5) == 0 {
            seats.push(computer(["easy", "medium", "hard"][rng.random_range(0..3)]));
        } else {
            let k = rng.random_range(0..people.len());
            seats.push(person(people.swap_remove(k)));
        }
    }
    if seats[1..].iter().all(|p| p.computer.is_some()) {
        seats[1] = person(people[0]);
    }
    seats
}

pub(crate) fn random_config(rng: &mut StdRng) -> Config {
    let config = match rng.random_range(0..4) {
        0 => Config::new(3, Mode::Standard),
        1 => Config::new(4, Mode::Teams),
        2 => Config::new(4, Mode::FreeForAll),
        _ => Config::new(2, Mode::Standard),
    }
    .unwrap();
    if rng.random_bool(0.5) {
        config.with_short(Some(rng.random_range(1..=3))).unwrap()
    } else {
        config
    }
}

pub(crate) type RatingRows = Vec<(i64, String, i64, String, f64, f64, f64, i64)>;
pub(crate) type ChangeRows = Vec<(i64, i64, f64, f64, f64, f64)>;

pub(crate) async fn snapshot(db: &TestDb) -> (RatingRows, ChangeRows) {
    let ratings = db
        .rows(
            "SELECT guild_id, kind, user_id, computer, rating, deviation, volatility, games
             FROM ratings ORDER BY guild_id, kind, user_id, computer",
        )
        .await;
    let changes = db
        .rows(
            "SELECT game_id, seat, rating_before, deviation_before, rating_after, deviation_after
             FROM rating_changes ORDER BY game_id, seat",
        )
        .await;
    (ratings, changes)
}

/// Plays `count` random games, several at a time in different channels, finishing in an order
/// unlike their ids and at times unlike that order.
pub(crate) async fn random_games(store: &Store, count: usize, seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut live: Vec<(u64, Live)> = Vec::new();
    let mut started = 0;
    while started < count || !live.is_empty() {
        while live.len() < 6 && started < count {
            let channel = 100 + started as u64;
            let config = random_config(&mut rng);
            let seats = random_seats(&mut rng, usize::from(config.players()));
            let rated = rng.random_range(0..10) > 0;
            live.push((channel, start(store, channel, seats, config, rated).await));
            started += 1;
        }
        let k = rng.random_range(0..live.len());
        let turn = random_turn(&live[k].1.game, &mut rng);
        let at = START + rng.random_range(0..1_000_000);
        play(store, &mut live[k].1, turn, at).await;
        if live[k].1.game.position().is_over() {
            live.swap_remove(k);
        }
    }
}

on_both_engines! {
#[tokio::test]
async fn a_rebuild_gives_exactly_the_ratings_kept_turn_by_turn(db) {
    let db = self::db(db).await;
    random_games(&db.store, 300, 11).await;
    let kept = snapshot(&db.db).await;
    // Every kind of game was rated, and some games were not.
    for kind in ["2p", "multi"] {
        assert!(kept.0.iter().any(|r| r.1 == kind), "no {kind} ratings");
    }
    assert!(
        kept.0
            .iter()
            .any(|r| r.3 == "medium" || r.3 == "easy" || r.3 == "hard")
    );
    let rated_games = kept
        .1
        .iter()
        .map(|c| c.0)
        .collect::<std::collections::BTreeSet<_>>();
    assert!(
        rated_games.len() > 100 && rated_games.len() < 300,
        "{}",
        rated_games.len()
    );

    let done = db.store.rebuild_ratings().await.unwrap();
    assert_eq!(done.games, 300);
    assert_eq!(done.rated, rated_games.len());
    assert_eq!(snapshot(&db.db).await, kept);

    // The same from the command line, and at start-up when the model is not the current one.
    db.db.execute("DELETE FROM ratings").await.unwrap();
    db.db
        .execute("UPDATE rating_model SET version = 0")
        .await
        .unwrap();
    db.store.close().await;
    let reopened = db.db.open().await;
    assert_eq!(snapshot(&db.db).await, kept);
    reopened.close().await;
    let out = crate::support::focus_bot(
        &[
            "ratings",
            "--rebuild",
            "--db",
            &db.db.url(),
        ],
        "",
    );
    assert!(out.status.success(), "{out:?}");
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains(&format!(
            "Rebuilt the ratings from 300 finished games ({} rated)",
            rated_games.len()
        )),
        "{said}"
    );
    let reopened = db.db.open().await;
    assert_eq!(snapshot(&db.db).await, kept);
    reopened.close().await;
}
}

on_both_engines! {
#[tokio::test]
async fn unrated_early_and_aborted_games_change_no_rating(db) {
    let db = self::db(db).await;
    let s = &db.store;
    let first = quick_game(s, 1, person(1), person(2), START).await;
    let kept = snapshot(&db.db).await;
    assert_eq!(kept.1.len(), 2);

    // Unrated by choice.
    let mut live = start(
        s,
        2,
        vec![person(1), person(2)],
        Config::two_players(),
        false,
    )
    .await;
    let a = live.game.position().legal_actions()[0];
    play(s, &mut live, Turn::Act(a), START).await;
    let a = live.game.position().legal_actions()[0];
    play(s, &mut live, Turn::Act(a), START).await;
    play(
        s,
        &mut live,
        Turn::Resign(Seat::from_number(1).unwrap()),
        START,
    )
    .await;
    // Over before everyone acted: seat 2 never did.
    let mut live = start(
        s,
        3,
        vec![person(1), person(2)],
        Config::two_players(),
        true,
    )
    .await;
    let a = live.game.position().legal_actions()[0];
    play(s, &mut live, Turn::Act(a), START).await;
    play(
        s,
        &mut live,
        Turn::Resign(Seat::from_number(1).unwrap()),
        START,
    )
    .await;
    // A 3-player game where one player resigned before acting.
    let config = Config::new(3, Mode::Standard).unwrap();
    let mut live = start(s, 4, vec![person(1), person(2), person(3)], config, true).await;
    play(
        s,
        &mut live,
        Turn::Resign(Seat::from_number(3).unwrap()),
        START,
    )
    .await;
    while !live.game.position().is_over() {
        let a = live.game.position().legal_actions()[0];
        if live.game.record().len() > 6 {
            play(
                s,
                &mut live,
                Turn::Resign(Seat::from_number(2).unwrap()),
                START,
            )
            .await;
        } else {
            play(s, &mut live, Turn::Act(a), START).await;
        }
    }
    assert_eq!(snapshot(&db.db).await, kept, "no rating moved");
    s.rebuild_ratings().await.unwrap();
    assert_eq!(snapshot(&db.db).await, kept, "nor in a rebuild");

    // An aborted game (a moderator's, no winner and no result) is not rated either.
    db.db
        .execute(&format!(
            "UPDATE games SET reason = 'aborted', winners = 0 WHERE id = {first}"
        ))
        .await
        .unwrap();
    s.rebuild_ratings().await.unwrap();
    let (ratings, changes) = snapshot(&db.db).await;
    assert!(ratings.is_empty() && changes.is_empty(), "{ratings:?}");
}
}

// ---- what players see -------------------------------------------------------------------------

const HERE: Where = Where {
    guild_id: GUILD,
    channel_id: ChannelId(10),
};

fn name(id: u64) -> String {
    format!("player{id}")
}

fn actor(id: u64) -> Actor {
    Actor::new(UserId(id), name(id))
}

async fn service(store: Store) -> Service {
    Service::new(store, ManualClock::new(START), 3, BOT)
}

on_both_engines! {
#[tokio::test]
async fn the_result_shows_each_players_rating_change(db) {
    let db = self::db(db).await;
    let svc = service(db.store.clone()).await;
    let options = ChallengeOptions {
        first: FirstPlayer::Challenger,
        ..ChallengeOptions::default()
    };
    svc.challenge(&actor(1), &HERE, &[Invitee::person(UserId(2), name(2))], &options)
        .await
        .unwrap();
    svc.accept(&actor(2), &HERE, None).await.unwrap();
    for who in [1, 2] {
        let legal = svc.legal_actions(&actor(who), &HERE).await.unwrap();
        svc.play(&actor(who), &HERE, &legal[0]).await.unwrap();
    }
    let over = svc.confirm_resign(&actor(2), &HERE, None).await.unwrap();
    assert!(
        over.said().ends_with(
            "Ratings (2-player):\n**player1** 1500? → 1662? (+162)\n**player2** 1500? → 1338? (−162)"
        ),
        "{}",
        over.said()
    );
    let stored = db
        .store
        .latest_game(HERE.channel_id)
        .await
        .unwrap()
        .unwrap();
    let seats: Vec<String> = svc
        .seat_ratings(&stored)
        .await
        .unwrap()
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(seats, ["1662?", "1338?"]);

    // An unrated game says so and changes nothing.
    let unrated = ChallengeOptions {
        rated: false,
        ..options.clone()
    };
    let r = svc
        .challenge(&actor(1), &HERE, &[Invitee::person(UserId(2), name(2))], &unrated)
        .await
        .unwrap();
    assert!(r.said().contains(", unrated;"), "{}", r.said());
    svc.accept(&actor(2), &HERE, None).await.unwrap();
    for who in [1, 2] {
        let legal = svc.legal_actions(&actor(who), &HERE).await.unwrap();
        svc.play(&actor(who), &HERE, &legal[0]).await.unwrap();
    }
    let over = svc.confirm_resign(&actor(1), &HERE, None).await.unwrap();
    assert!(
        over.said()
            .ends_with("An unrated game: ratings do not change."),
        "{}",
        over.said()
    );
    // A resignation before the opponent moved is not rated.
    svc.challenge(&actor(1), &HERE, &[Invitee::person(UserId(2), name(2))], &options)
        .await
        .unwrap();
    svc.accept(&actor(2), &HERE, None).await.unwrap();
    let over = svc.confirm_resign(&actor(1), &HERE, None).await.unwrap();
    assert!(
        over.said()
            .ends_with("Not rated: the game ended before every player had had a turn.")
    );
    let (r1, games) = db
        .store
        .rating(GUILD, Kind::TwoPlayer, &RatedPlayer::person(UserId(1)))
        .await
        .unwrap()
        .unwrap();
    assert_eq!((r1.shown().rating.round(), games), (1662.0, 1));
}
}

/// Every 2-player leaderboard line of `pages` pages shows its player's rating as stored, with
/// the provisional `?` exactly when the shown deviation is above the threshold; the pages must
/// hold both kinds of line, so a `?` shown always or never fails.
async fn assert_provisional_marks(store: &Store, svc: &Service, pages: i64) {
    let standings = store.standings(GUILD, Kind::TwoPlayer).await.unwrap();
    let (mut marked, mut plain) = (0, 0);
    for page in 1..=pages {
        let said = svc
            .leaderboard(&actor(1), &HERE, Some("2p"), None, Some(page))
            .await
            .unwrap()
            .said();
        for line in said.lines().filter(|l| l.contains(" ± ")) {
            let standing = standings
                .iter()
                .find(|s| line.contains(&format!("**{}**", s.name)))
                .unwrap_or_else(|| panic!("nobody's line: {line}"));
            let shown = standing.rating.shown();
            let provisional = shown.deviation > PROVISIONAL_DEVIATION_2P;
            let mark = if provisional { "?" } else { "" };
            let rating = format!("({:.0}{mark} ± {:.0},", shown.rating, shown.deviation);
            assert!(line.contains(&rating), "{line:?} should show {rating:?}");
            if provisional {
                marked += 1;
            } else {
                plain += 1;
            }
        }
    }
    assert!(
        marked > 0 && plain > 0,
        "{marked} provisional and {plain} settled lines: the pages need both"
    );
}

on_both_engines! {
#[tokio::test]
async fn the_leaderboard_marks_provisional_ratings_and_only_those(db) {
    let db = self::db(db).await;
    let s = &db.store;
    // Players 1 and 2 play twenty games, each winning every other one: settled ratings.
    // Players 3 and 4 play five: provisional ones.
    for game in 0..20 {
        let (winner, loser) = if game % 2 == 0 { (1, 2) } else { (2, 1) };
        quick_game(s, 2000 + game, person(winner), person(loser), START + game as i64).await;
    }
    for game in 0..5 {
        quick_game(s, 3000 + game, person(3), person(4), START + game as i64).await;
    }
    let svc = service(s.clone()).await;
    assert_provisional_marks(s, &svc, 1).await;
}
}

on_both_engines! {
#[tokio::test]
async fn the_leaderboard_lists_players_with_five_rated_games_ten_a_page(db) {
    let db = self::db(db).await;
    let s = &db.store;
    // Players 1..=23 each beat player 100 five times (player 100 plays 119 games); player 50
    // wins only four games.
    let mut channel = 1000;
    for round in 0..5 {
        for p in 1..=23 {
            channel += 1;
            quick_game(s, channel, person(p), person(100), START + round).await;
        }
    }
    for _ in 0..4 {
        channel += 1;
        quick_game(s, channel, person(50), person(100), START).await;
    }
    let svc = service(s.clone()).await;
    let page1 = svc
        .leaderboard(&actor(50), &HERE, None, None, None)
        .await
        .unwrap();
    assert!(!page1.private);
    let pages = page1
        .find(|b| match b {
            Button::Pages(p) => Some(*p),
            _ => None,
        })
        .expect("pages");
    // 24 listed (23 winners and player 100), 10 a page.
    assert_eq!(
        (pages.page, pages.count, pages.kind),
        (1, 3, Kind::TwoPlayer)
    );
    let said = page1.said();
    let lines: Vec<&str> = said.lines().collect();
    assert!(
        lines[0].starts_with("**Leaderboard — 2-player**"),
        "{}",
        page1.said()
    );
    assert!(lines[1].starts_with("1. **"), "{}", page1.said());
    assert!(lines[10].starts_with("10. **"), "{}", page1.said());
    assert_eq!(
        lines[12], "You are not listed yet: 4 of 5 rated 2-player games.",
        "{}",
        page1.said()
    );
    assert!(!page1.said().contains("player50"));
    // The last page: 4 lines, the loser last; the caller on another page sees their rank.
    let page3 = svc
        .leaderboard(&actor(1), &HERE, Some("2p"), None, Some(3))
        .await
        .unwrap();
    let said3 = page3.said();
    let lines: Vec<&str> = said3.lines().collect();
    assert!(lines[1].starts_with("21. **"), "{}", page3.said());
    assert!(lines[4].starts_with("24. **player100**"), "{}", page3.said());
    assert_eq!(lines[5], "…");
    assert!(lines[6].contains("**player1**"), "{}", page3.said());
    // Bad pages and kinds are refused privately.
    let none = svc
        .leaderboard(&actor(1), &HERE, None, None, Some(4))
        .await
        .unwrap();
    assert!(
        none.private && none.said().contains("has 3 pages"),
        "{}",
        none.said()
    );
    let bad = svc
        .leaderboard(&actor(1), &HERE, Some("5p"), None, None)
        .await
        .unwrap();
    assert!(bad.private && bad.said().contains("`2p`"), "{}", bad.said());
    let multi = svc
        .leaderboard(&actor(1), &HERE, Some("multi"), None, None)
        .await
        .unwrap();
    assert!(
        multi
            .said()
            .contains("Nobody is on the multi-player leaderboard yet")
    );

    // Stats: rating, rank, record by player count, streak, last 10, best win.
    let stats = svc.stats(&actor(2), &HERE, None).await.unwrap().said();
    assert!(stats.starts_with("**player2**\n2-player: **"), "{stats}");
    assert!(
        stats.contains(" of 24 · 5 rated games · best win: **player100** ("),
        "{stats}"
    );
    assert!(
        stats.contains("Multi-player: 1500? (no rated games yet)"),
        "{stats}"
    );
    assert!(stats.contains("Record: 5 – 0 – 0 (wins – losses – draws) · 2 players 5 – 0 – 0"));
    assert!(stats.contains("Current streak: 5 wins"), "{stats}");
    assert!(
        stats.contains("Last 5: W W W W W (newest first)"),
        "{stats}"
    );
    let loser = svc
        .stats(&actor(1), &HERE, Some(&Invitee::person(UserId(100), name(100))))
        .await
        .unwrap()
        .said();
    assert!(loser.contains("rank 24 of 24 · 119 rated games"), "{loser}");
    assert!(loser.contains("Current streak: 119 losses"), "{loser}");
    assert!(loser.contains("Last 10: L L L L L L L L L L"), "{loser}");
    assert!(!loser.contains("best win"), "{loser}");
}
}
