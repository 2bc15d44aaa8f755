//! Tournaments through the service, on both engines: round robins of 4 and 5 (byes), a Swiss
//! of 7 over 3 rounds, 3-player Swiss of 6 and 7, a 4-player one, each played to the end by
//! resignations in its tables' channels; a player leaving mid-tournament; a no-show forfeited
//! by the clock; the next round opened once when two services race.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::{Arc, Mutex};

use crate::support::service::*;
use focus_bot::i18n::Lang;
use focus_bot::service::tournament_state::TournamentState;
use focus_bot::service::{
    ChannelFuture, Event, TableChannels, TournamentEvent, TournamentOptions, TournamentRights,
};
use focus_bot::store::ChannelId;
use focus_bot::store::GameId;
use focus_bot::store::ServerId;
use focus_bot::store::UserId;
use focus_bot::store::{TournamentFormat, TournamentId, TournamentStatus};

/// The front end's port in these tests: each table's channel gets a new id, by name (opening
/// a name twice gives its id again).
#[derive(Default)]
pub(super) struct Tables {
    names: Mutex<HashMap<String, ChannelId>>,
    /// How many times a channel was opened through this port.
    opens: std::sync::atomic::AtomicUsize,
}

static NEXT_CHANNEL: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(5000);

impl TableChannels for Tables {
    fn open<'a>(&'a self, _guild: ServerId, parent: ChannelId, name: &'a str) -> ChannelFuture<'a> {
        Box::pin(async move {
            assert_eq!(
                parent, HERE.channel_id,
                "threads of the tournament's channel"
            );
            self.opens.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            let mut names = self.names.lock().unwrap();
            let next = NEXT_CHANNEL.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            Ok(*names.entry(name.to_string()).or_insert(ChannelId(next)))
        })
    }
}

pub(super) fn player(id: u64) -> Actor {
    Actor::new(UserId(id), format!("p{id}"))
}

const ORGANIZER: TournamentRights = TournamentRights {
    manage_events: false,
};

/// A tournament created by player 1 in `HERE`, joined by players 1..=n and started: its id.
pub(super) async fn started(env: &Env, options: TournamentOptions, n: u64) -> TournamentId {
    started_with(env, options, n, Arc::new(Tables::default())).await
}

/// [`started`], the tables' channels opened through `tables`.
async fn started_with(
    env: &Env,
    options: TournamentOptions,
    n: u64,
    tables: Arc<Tables>,
) -> TournamentId {
    let s = &env.service;
    s.set_table_channels(tables);
    let created = s
        .tournament_create(&player(1), &HERE, &options, ORGANIZER)
        .await
        .unwrap();
    assert!(created.refusal.is_none(), "{}", created.said());
    assert!(created.post.is_some(), "the sign-up post is an outbox post");
    let id = created.tournament().expect("the tournament").id;
    for p in 1..=n {
        let r = s.tournament_join(&player(p), &HERE, None).await.unwrap();
        assert!(r.refusal.is_none(), "{}", r.said());
    }
    let r = s
        .tournament_start(&player(1), &HERE, Some(id), ORGANIZER)
        .await
        .unwrap();
    assert!(r.refusal.is_none(), "{}", r.said());
    id
}

pub(super) async fn state(env: &Env, id: TournamentId) -> TournamentState {
    env.service.tournament(id).await.unwrap().unwrap()
}

/// Ends every running game of the tournament: at each table, seats resign in order until the
/// game is over (the last seat, or its side, wins).
pub(super) async fn end_running_games(env: &Env, id: TournamentId) {
    let st = state(env, id).await;
    for table in st
        .tables
        .iter()
        .filter(|t| t.places.is_none() && t.seats.len() > 1)
    {
        let game = table
            .game_id
            .expect("every table of an opened round has its game");
        let place = Where {
            guild_id: HERE.guild_id,
            channel_id: table.channel_id.expect("its channel"),
        };
        for &seat in &table.seats {
            let over = env
                .service
                .store()
                .game(game)
                .await
                .unwrap()
                .unwrap()
                .finished_at
                .is_some();
            if over {
                break;
            }
            let _ = env
                .service
                .confirm_resign(&player(seat.0), &place, Some(game))
                .await
                .unwrap();
        }
    }
}

/// Plays the tournament to its end; the number of rounds played.
pub(super) async fn play_out(env: &Env, id: TournamentId) -> usize {
    for _ in 0..40 {
        let st = state(env, id).await;
        if st.tournament.status == TournamentStatus::Finished {
            return st
                .tables
                .iter()
                .map(|t| t.round as usize)
                .max()
                .unwrap_or(0);
        }
        end_running_games(env, id).await;
    }
    panic!(
        "the tournament never finished: {:?}",
        state(env, id).await.tables
    );
}

/// Every pairing that met (as sorted user ids), how often.
pub(super) fn meetings(st: &TournamentState) -> BTreeMap<(UserId, UserId), usize> {
    let mut met = BTreeMap::new();
    for t in st.tables.iter().filter(|t| t.seats.len() > 1) {
        for (i, &a) in t.seats.iter().enumerate() {
            for &b in &t.seats[i + 1..] {
                *met.entry((a.min(b), a.max(b))).or_default() += 1;
            }
        }
    }
    met
}

/// How many byes each player had.
pub(super) fn byes(st: &TournamentState) -> BTreeMap<UserId, usize> {
    let mut byes = BTreeMap::new();
    for t in st.tables.iter().filter(|t| t.seats.len() == 1) {
        *byes.entry(t.seats[0]).or_default() += 1;
    }
    byes
}

pub(super) fn swiss(players: u8, rounds: Option<u32>) -> TournamentOptions {
    TournamentOptions {
        format: TournamentFormat::Swiss,
        players,
        rounds,
        ..TournamentOptions::default()
    }
}

fn round_robin() -> TournamentOptions {
    TournamentOptions {
        format: TournamentFormat::RoundRobin,
        ..TournamentOptions::default()
    }
}

/// The points in the final standings, summed.
fn total_points(st: &TournamentState) -> f64 {
    st.to_json()["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["points"].as_f64().unwrap())
        .sum()
}

on_both_engines! {
    #[tokio::test]
    async fn a_round_robin_of_four_is_played_to_the_winner(db) {
        let env = env(db).await;
        let mut notices = env.service.take_notices().expect("the notices");
        let id = started(&env, round_robin(), 4).await;
        let st = state(&env, id).await;
        assert_eq!(st.tables.len(), 2, "round 1 has two tables");
        let names: Vec<String> = st.tables.iter().map(|t| {
            focus_bot::service::tournament_state::thread_name(id, t.round, t.board)
        }).collect();
        assert_eq!(names, ["t1-r1-b1", "t1-r1-b2"]);
        assert_eq!(play_out(&env, id).await, 3);
        let st = state(&env, id).await;
        let met = meetings(&st);
        assert_eq!(met.len(), 6, "everyone met everyone: {met:?}");
        assert!(met.values().all(|&n| n == 1), "{met:?}");
        assert_eq!(total_points(&st), 6.0);
        // The final post names the winner, once.
        let posts = env.service.store().posts_in(HERE.channel_id).await.unwrap();
        let finals: Vec<_> = posts.iter().filter(|p| p.payload.contains("is over! The winner is")).collect();
        assert_eq!(finals.len(), 1, "{posts:?}");
        let rounds: Vec<_> = posts.iter().filter(|p| p.payload.contains(": round 2 of 3")).collect();
        assert_eq!(rounds.len(), 1, "one post for round 2: {posts:?}");
        // The final post shows the final standings (as the outbox draws them later), not the
        // last round's: the same picture as the finished tournament's.
        let mut finals = Vec::new();
        while let Ok(notice) = notices.try_recv() {
            let finished = notice.reply.events.iter().any(|e| {
                matches!(e, Event::Tournament(TournamentEvent::Finished { .. }))
            });
            if finished {
                finals.push(notice.reply.image.expect("the standings picture").bytes);
            }
        }
        let expected = focus_bot::service::standings_picture(Lang::EnUs, &st, None)
            .await
            .unwrap()
            .expect("a started tournament's picture");
        assert_eq!(finals, vec![expected.bytes], "the final post's picture");
    }

    #[tokio::test]
    async fn a_round_robin_of_five_gives_everyone_one_bye(db) {
        let env = env(db).await;
        let id = started(&env, round_robin(), 5).await;
        assert_eq!(play_out(&env, id).await, 5);
        let st = state(&env, id).await;
        let met = meetings(&st);
        assert_eq!(met.len(), 10, "{met:?}");
        assert!(met.values().all(|&n| n == 1), "{met:?}");
        let byes = byes(&st);
        assert_eq!(byes.len(), 5, "{byes:?}");
        assert!(byes.values().all(|&n| n == 1), "{byes:?}");
        // 10 games of 1 point and 5 byes of 1.
        assert_eq!(total_points(&st), 15.0);
    }

    #[tokio::test]
    async fn a_swiss_of_seven_over_three_rounds_repeats_no_pairing(db) {
        let env = env(db).await;
        let id = started(&env, swiss(2, Some(3)), 7).await;
        assert_eq!(play_out(&env, id).await, 3);
        let st = state(&env, id).await;
        let met = meetings(&st);
        assert!(met.values().all(|&n| n == 1), "a pairing repeated: {met:?}");
        assert_eq!(met.len(), 9, "3 tables a round");
        let byes = byes(&st);
        assert_eq!(byes.len(), 3, "three different players had the byes: {byes:?}");
        // First move balanced: nobody moves first in all of their three games.
        let mut first: BTreeMap<u64, (usize, usize)> = BTreeMap::new();
        for t in st.tables.iter().filter(|t| t.seats.len() == 2) {
            first.entry((t.seats[0]).0).or_default().0 += 1;
            first.entry((t.seats[1]).0).or_default().1 += 1;
        }
        for (p, (firsts, seconds)) in &first {
            assert!(firsts.abs_diff(*seconds) <= 2, "player {p}: {firsts} first, {seconds} second");
            assert!(*firsts < 3 && *seconds < 3, "player {p} moved first (or second) three times");
        }
    }

    #[tokio::test]
    async fn three_player_swiss_of_six_and_seven_and_a_four_player_one_finish(db) {
        let env = env(db).await;
        for (players, n) in [(3u8, 6u64), (3, 7), (4, 9)] {
            let id = started(&env, swiss(players, None), n).await;
            let rounds = play_out(&env, id).await;
            assert_eq!(rounds, 2, "{players} per table, {n} entrants");
            let st = state(&env, id).await;
            for t in st.tables.iter().filter(|t| t.seats.len() > 1) {
                assert_eq!(t.seats.len(), usize::from(players), "{:?}", st.tables);
                let g = env.service.store().game(t.game_id.unwrap()).await.unwrap().unwrap();
                assert_eq!(g.seats.iter().map(|p| p.user_id).collect::<Vec<_>>(), t.seats,
                    "the game seats the table in order");
            }
            assert!(byes(&st).values().all(|&n| n == 1), "byes never twice: {:?}", byes(&st));
            let per_game: f64 = match players { 3 => 3.0, _ => 6.0 };
            let games = st.tables.iter().filter(|t| t.seats.len() > 1).count() as f64;
            let bye_points: f64 = match players { 3 => 1.0, _ => 1.5 };
            let bye_count = byes(&st).values().sum::<usize>() as f64;
            assert_eq!(total_points(&st), games * per_game + bye_count * bye_points);
        }
    }

    #[tokio::test]
    async fn a_player_who_leaves_forfeits_and_is_not_paired_again(db) {
        let env = env(db).await;
        let id = started(&env, swiss(2, Some(3)), 6).await;
        let st = state(&env, id).await;
        let table = st.tables.iter().find(|t| t.seats.contains(&UserId(2))).unwrap().clone();
        let left = env.service.tournament_leave(&player(2), &HERE, Some(id)).await.unwrap();
        assert!(left.refusal.is_none(), "{}", left.said());
        assert!(left.said().contains("will not be paired again"), "{}", left.said());
        let game = env.service.store().game(table.game_id.unwrap()).await.unwrap().unwrap();
        assert!(game.finished_at.is_some(), "the leaver's game was resigned");
        let st = state(&env, id).await;
        let places = st.tables.iter().find(|t| t.round == 1 && t.board == table.board)
            .unwrap().places.clone().unwrap();
        let seat = table.seats.iter().position(|&u| u == UserId(2)).unwrap();
        assert_eq!(places[seat], 1, "the leaver lost: {places:?}");
        play_out(&env, id).await;
        let st = state(&env, id).await;
        assert!(st.tables.iter().filter(|t| t.round > 1).all(|t| !t.seats.contains(&UserId(2))),
            "{:?}", st.tables);
        let again = env.service.tournament_leave(&player(2), &HERE, Some(id)).await.unwrap();
        assert!(again.refusal.is_some(), "{}", again.said());
    }

    #[tokio::test]
    async fn a_no_show_loses_on_time_and_the_next_round_opens(db) {
        let env = env(db).await;
        let options = TournamentOptions {
            time: Some(Some(Duration::from_secs(3600))),
            ..round_robin()
        };
        let id = started(&env, options, 3).await;
        let st = state(&env, id).await;
        assert_eq!(st.tables.len(), 2, "a table and a bye: {:?}", st.tables);
        env.clock.advance(Duration::from_secs(2 * 3600));
        let ticked = env.service.tick().await.unwrap();
        assert!(!ticked.is_empty());
        let st = state(&env, id).await;
        let first = &st.tables[0];
        assert_eq!(first.places.as_deref(), Some(&[1u8, 0][..]),
            "the first player never moved and lost on time: {:?}", st.tables);
        assert!(st.tables.iter().any(|t| t.round == 2), "round 2 opened: {:?}", st.tables);
    }

    #[tokio::test]
    async fn the_next_round_opens_once_when_two_services_race(db) {
        let env = env(db).await;
        let other = Service::new(env.db.open().await, env.clock.clone(), 9, BOT);
        other.set_worker("other");
        let here = Arc::new(Tables::default());
        let there = Arc::new(Tables::default());
        other.set_table_channels(there.clone());
        let id = started_with(&env, swiss(2, Some(3)), 4, here.clone()).await;
        // Round 1's results recorded behind the services' backs: nobody advanced yet.
        let st = state(&env, id).await;
        for t in &st.tables {
            let game = t.game_id.unwrap();
            env.service.store().set_table_places(game, &[0, 1]).await.unwrap();
        }
        let (a, b) = tokio::join!(
            env.service.tournament_advance(id),
            other.tournament_advance(id)
        );
        let (a, b) = (a.unwrap(), b.unwrap());
        let opened = |notices: &[Notice]| notices.iter().filter(|n| n.reply.events.iter().any(|e| {
            matches!(e, Event::Tournament(TournamentEvent::RoundOpened { round: 2, .. }))
        })).count();
        assert_eq!(opened(&a) + opened(&b), 1, "one round post");
        let opens = |t: &Tables| t.opens.load(std::sync::atomic::Ordering::SeqCst);
        assert_eq!(opens(&here) + opens(&there), 4,
            "round 1's two channels, then round 2's two, opened by one of the services");
        let st = state(&env, id).await;
        let round2: Vec<_> = st.tables.iter().filter(|t| t.round == 2).collect();
        assert_eq!(round2.len(), 2, "{:?}", st.tables);
        let games: BTreeSet<GameId> = round2.iter().map(|t| t.game_id.unwrap()).collect();
        assert_eq!(games.len(), 2);
        let posts = env.service.store().posts_in(HERE.channel_id).await.unwrap();
        assert_eq!(posts.iter().filter(|p| p.payload.contains(": round 2 of 3")).count(), 1);
    }
}

on_both_engines! {
    #[tokio::test]
    async fn a_round_opened_without_channels_is_completed_by_the_sweep(db) {
        let env = env(db).await;
        let s = &env.service;
        // No front end has set a port yet: round 1 is recorded, its tables wait.
        let created = s.tournament_create(&player(1), &HERE, &round_robin(), ORGANIZER).await.unwrap();
        // Unnamed: its default name says its number, once.
        assert!(created.said().starts_with("**Tournament 1**: round robin"), "{}", created.said());
        let id = created.tournament().unwrap().id;
        for p in 1..=4 {
            s.tournament_join(&player(p), &HERE, Some(id)).await.unwrap();
        }
        let r = s.tournament_start(&player(1), &HERE, Some(id), ORGANIZER).await.unwrap();
        assert!(r.refusal.is_none(), "{}", r.said());
        let st = state(&env, id).await;
        assert_eq!(st.tables.len(), 2);
        assert!(st.tables.iter().all(|t| t.game_id.is_none() && t.channel_id.is_none()));
        s.set_table_channels(Arc::new(Tables::default()));
        // Within the grace the sweep leaves the round to the process that paired it.
        s.tick().await.unwrap();
        assert!(state(&env, id).await.tables.iter().all(|t| t.game_id.is_none()));
        env.clock.advance(Duration::from_secs(61));
        let posted = s.tick().await.unwrap();
        let st = state(&env, id).await;
        assert!(st.tables.iter().all(|t| t.game_id.is_some()), "{:?}", st.tables);
        assert!(posted.iter().any(|n| n.reply.events.iter().any(|e| matches!(e,
            Event::Tournament(TournamentEvent::RoundOpened { round: 1, .. })))));
        assert_eq!(play_out(&env, id).await, 3);
    }

    #[tokio::test]
    async fn a_player_who_leaves_before_their_tables_game_starts_resigns_it_when_it_does(db) {
        let env = env(db).await;
        let s = &env.service;
        // Round 1 is paired but its tables wait for their channels; player 2 leaves meanwhile.
        let created = s.tournament_create(&player(1), &HERE, &round_robin(), ORGANIZER).await.unwrap();
        let id = created.tournament().unwrap().id;
        for p in 1..=4 {
            s.tournament_join(&player(p), &HERE, Some(id)).await.unwrap();
        }
        s.tournament_start(&player(1), &HERE, Some(id), ORGANIZER).await.unwrap();
        let left = s.tournament_leave(&player(2), &HERE, Some(id)).await.unwrap();
        assert!(left.refusal.is_none(), "{}", left.said());
        s.set_table_channels(Arc::new(Tables::default()));
        env.clock.advance(Duration::from_secs(61));
        s.tick().await.unwrap();
        // The table opens and player 2's game is resigned: their opponent has the point.
        let st = state(&env, id).await;
        let table = st.tables.iter().find(|t| t.round == 1 && t.seats.contains(&UserId(2))).unwrap();
        let game = s.store().game(table.game_id.expect("its game")).await.unwrap().unwrap();
        assert!(game.finished_at.is_some(), "the leaver's game is over: {table:?}");
        let places = table.places.clone().expect("its result recorded");
        let leaver = table.seats.iter().position(|&u| u == UserId(2)).unwrap();
        assert!(places[leaver] > places[1 - leaver], "the leaver lost: {places:?}");
        // The other table plays on; the leaver is paired no more.
        assert_eq!(play_out(&env, id).await, 3);
        let st = state(&env, id).await;
        assert!(
            st.tables.iter().filter(|t| t.round > 1).all(|t| !t.seats.contains(&UserId(2))),
            "{:?}",
            st.tables
        );
    }

    #[tokio::test]
    async fn tournament_commands_refuse_what_they_cannot_do(db) {
        let env = env(db).await;
        let s = &env.service;
        let bad = |o: TournamentOptions| async move {
            s.tournament_create(&player(1), &HERE, &o, ORGANIZER).await.unwrap()
        };
        refused(&bad(TournamentOptions { players: 5, ..swiss(2, None) }).await, "`players` is 2, 3 or 4");
        refused(&bad(TournamentOptions { mode: Some(Mode::Teams), ..swiss(3, None) }).await, "tables of 4");
        refused(&bad(TournamentOptions { rounds: Some(2), ..round_robin() }).await, "`rounds` is for Swiss");
        refused(&bad(TournamentOptions { double: true, ..swiss(2, None) }).await, "`double` is for round robins");
        refused(&bad(swiss(2, Some(0))).await, "from 1 to 30");
        refused(&s.tournament_join(&player(1), &HERE, None).await.unwrap(), "no such tournament");
        // A round robin at 3-player tables needs exactly 9 entrants.
        let three = TournamentOptions { players: 3, ..round_robin() };
        let id = bad(three).await.tournament().unwrap().id;
        for p in 1..=4 {
            s.tournament_join(&player(p), &HERE, Some(id)).await.unwrap();
        }
        refused(&s.tournament_start(&player(2), &HERE, Some(id), ORGANIZER).await.unwrap(),
            "Only the tournament's creator");
        refused(&s.tournament_start(&player(1), &HERE, Some(id), ORGANIZER).await.unwrap(),
            "exactly 9 entrants, and there are 4");
        // A member with Manage Events may cancel anyone's.
        let manager = TournamentRights { manage_events: true };
        let r = s.tournament_cancel(&player(3), &HERE, Some(id), manager).await.unwrap();
        assert!(r.refusal.is_none(), "{}", r.said());
        refused(&s.tournament_join(&player(5), &HERE, Some(id)).await.unwrap(), "no longer takes entrants");
        // The server restricts creating tournaments to Manage Events.
        let change = focus_bot::service::SettingsChange {
            tournaments: Some("managers".to_string()),
            ..Default::default()
        };
        let r = s.settings(&player(1), &HERE, &change).await.unwrap();
        assert!(r.said().contains("Only members with Manage Events may create tournaments"), "{}", r.said());
        refused(&bad(swiss(2, None)).await, "only members with the Manage Events permission");
        let r = s.tournament_create(&player(1), &HERE, &swiss(2, None), manager).await.unwrap();
        assert!(r.refusal.is_none(), "{}", r.said());
        let listed = s.tournament_list(&player(2), &HERE).await.unwrap();
        assert!(listed.said().contains("taking entrants"), "{}", listed.said());
    }

    #[tokio::test]
    async fn a_round_that_cannot_be_paired_is_told_once_and_start_tries_it_again(db) {
        let env = env(db).await;
        let s = &env.service;
        // Three players, four Swiss rounds: after three every pair has met, so round 4 cannot
        // be paired without a repeat.
        let id = started(&env, swiss(2, Some(4)), 3).await;
        for _ in 0..3 {
            end_running_games(&env, id).await;
        }
        let st = state(&env, id).await;
        assert_eq!(st.tournament.status, TournamentStatus::Running);
        assert_eq!(st.tables.iter().map(|t| t.round).max(), Some(3));
        let told = || async {
            s.store().posts_in(HERE.channel_id).await.unwrap().into_iter()
                .filter(|p| p.payload.contains("round 4 cannot be paired"))
                .map(|p| p.payload)
                .collect::<Vec<String>>()
        };
        // The channel is told, the creator (player 1) mentioned, how to go on said.
        let posts = told().await;
        assert_eq!(posts.len(), 1, "{posts:?}");
        assert!(posts[0].contains(r#""mentions":[1]"#), "{}", posts[0]);
        assert!(posts[0].contains("tournament start") && posts[0].contains("tournament cancel"),
            "{}", posts[0]);
        // The sweep tries again each minute, without telling again.
        for _ in 0..2 {
            env.clock.advance(Duration::from_secs(61));
            let swept = s.tick().await.unwrap();
            assert!(!swept.iter().any(|n| n.reply.events.iter().any(|e| matches!(e,
                Event::Tournament(TournamentEvent::RoundUnpaired { .. })))));
        }
        assert_eq!(told().await.len(), 1);
        // `start` tries again: only for its creator (or Manage Events), and says privately that
        // the round still cannot be paired.
        refused(&s.tournament_start(&player(2), &HERE, Some(id), ORGANIZER).await.unwrap(),
            "Only the tournament's creator");
        let again = s.tournament_start(&player(1), &HERE, Some(id), ORGANIZER).await.unwrap();
        refused(&again, "Round 4 still cannot be paired");
        assert_eq!(told().await.len(), 1);
        assert_eq!(state(&env, id).await.tables.iter().map(|t| t.round).max(), Some(3));
    }

    #[tokio::test]
    async fn start_on_a_running_round_says_it_is_under_way(db) {
        let env = env(db).await;
        let s = &env.service;
        let id = started(&env, swiss(2, None), 4).await;
        refused(&s.tournament_start(&player(1), &HERE, Some(id), ORGANIZER).await.unwrap(),
            "its round is still being played");
    }
}
