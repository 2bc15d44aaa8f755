//! Seasons of the leaderboard: season ratings kept beside the all-time ones, a season ended by
//! hand and on a schedule (exactly once), the old season's leaderboard kept, the rebuild equal
//! to the ratings kept turn by turn with seasons, and the season each game counts in (its
//! server's current one when it finishes).

use focus_bot::rating::Kind;
use focus_bot::store::{GameId, Store};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::ratings::{random_config, random_seats, random_turn, snapshot};
use crate::support::engines::{TestDb, on_both_engines};
use crate::support::ratings::*;

type SeasonRows = Vec<(i64, i64, String, i64, String, f64, f64, f64, i64)>;

async fn season_rows(db: &TestDb) -> SeasonRows {
    db.rows(
        "SELECT guild_id, season, kind, user_id, computer, rating, deviation, volatility, games
         FROM season_ratings ORDER BY guild_id, season, kind, user_id, computer",
    )
    .await
}

/// Plays `count` random games in two servers, several at a time, ending server 1's season
/// every 60 started games and server 2's once, while games are running.
async fn random_games_in_seasons(store: &Store, count: usize, seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut live: Vec<Live> = Vec::new();
    let mut started = 0;
    let mut now = START;
    while started < count || !live.is_empty() {
        while live.len() < 6 && started < count {
            let channel = 100 + started as u64;
            let guild = 1 + (started % 2) as u64;
            let config = random_config(&mut rng);
            let seats = random_seats(&mut rng, usize::from(config.players()));
            let rated = rng.random_range(0..10) > 0;
            live.push(start_in(store, ServerId(guild), channel, seats, config, rated).await);
            started += 1;
            if started % 60 == 0 {
                store.end_season(ServerId(1), now).await.unwrap();
            }
            if started == 100 {
                store.end_season(ServerId(2), now).await.unwrap();
            }
        }
        let k = rng.random_range(0..live.len());
        let turn = random_turn(&live[k].game, &mut rng);
        now += rng.random_range(0..1_000);
        play(store, &mut live[k], turn, now).await;
        if live[k].game.position().is_over() {
            live.swap_remove(k);
        }
    }
}

on_both_engines! {
#[tokio::test]
async fn a_rebuild_gives_exactly_the_season_ratings_kept_turn_by_turn(db) {
    let store = db.open().await;
    random_games_in_seasons(&store, 240, 7).await;
    assert_eq!(store.current_season(ServerId(1)).await.unwrap(), 5);
    assert_eq!(store.current_season(ServerId(2)).await.unwrap(), 2);
    assert_eq!(store.current_season(ServerId(3)).await.unwrap(), 1, "a server without seasons");
    let kept = snapshot(&db).await;
    let seasons = season_rows(&db).await;
    // Every season of server 1 and both of server 2 have ratings.
    for (guild, season) in [(1, 1), (1, 2), (1, 3), (1, 4), (1, 5), (2, 1), (2, 2)] {
        assert!(
            seasons.iter().any(|r| r.0 == guild && r.1 == season),
            "no ratings in season {season} of server {guild}"
        );
    }
    // A season's games are the player's games of that season, and they add up to the
    // all-time count.
    for r in &kept.0 {
        let in_seasons: i64 = seasons
            .iter()
            .filter(|s| (s.0, &s.2, s.3, &s.4) == (r.0, &r.1, r.2, &r.3))
            .map(|s| s.8)
            .sum();
        assert_eq!(in_seasons, r.7, "{r:?}");
    }
    store.rebuild_ratings().await.unwrap();
    assert_eq!(season_rows(&db).await, seasons);
    assert_eq!(snapshot(&db).await, kept);

    // At start-up when the model is not the current one.
    db.execute("DELETE FROM season_ratings").await.unwrap();
    db.execute("UPDATE rating_model SET version = 0").await.unwrap();
    store.close().await;
    let reopened = db.open().await;
    assert_eq!(season_rows(&db).await, seasons);
    reopened.close().await;
}
}

on_both_engines! {
#[tokio::test]
async fn a_new_season_starts_afresh_and_keeps_the_old_ones_ratings(db) {
    let store = db.open().await;
    let (a, b) = (person(1), person(2));
    for i in 0..3 {
        quick_game(&store, 10 + i, a.clone(), b.clone(), START + i as i64).await;
    }
    let first = store.season_standings(GUILD, 1, Kind::TwoPlayer).await.unwrap();
    let all = store.standings(GUILD, Kind::TwoPlayer).await.unwrap();
    let by_id = |v: &[focus_bot::store::Standing], id: u64| {
        v.iter().find(|s| s.player.user_id == UserId(id)).cloned().unwrap()
    };
    // In season 1, a server's season and all-time ratings are the same.
    assert_eq!(by_id(&first, 1), by_id(&all, 1));
    assert_eq!(store.end_season(GUILD, START + 10).await.unwrap(), 1);
    assert_eq!(store.current_season(GUILD).await.unwrap(), 2);
    assert!(store.season_standings(GUILD, 2, Kind::TwoPlayer).await.unwrap().is_empty());
    quick_game(&store, 20, b.clone(), a.clone(), START + 20).await;
    // Season 1 as it ended; season 2 from a new player's rating; all-time going on.
    assert_eq!(store.season_standings(GUILD, 1, Kind::TwoPlayer).await.unwrap().len(), 2);
    assert_eq!(
        by_id(&store.season_standings(GUILD, 1, Kind::TwoPlayer).await.unwrap(), 1),
        by_id(&first, 1)
    );
    let second = store.season_standings(GUILD, 2, Kind::TwoPlayer).await.unwrap();
    assert_eq!(by_id(&second, 2).games, 1);
    assert!(by_id(&second, 2).rating.shown().rating > 1500.0);
    let all_now = store.standings(GUILD, Kind::TwoPlayer).await.unwrap();
    assert_eq!(by_id(&all_now, 1).games, 4);
    assert!(by_id(&all_now, 1).rating.shown().rating < by_id(&all, 1).rating.shown().rating);
    store.close().await;
}
}

on_both_engines! {
#[tokio::test]
async fn a_game_counts_in_its_servers_season_current_when_it_finishes(db) {
    use focus_bot::rules::{Config, Seat, Turn};
    let store = db.open().await;
    let (a, b) = (person(1), person(2));
    // Season 1: no season ever ended here.
    let first = quick_game(&store, 10, a.clone(), b.clone(), START).await;
    // Another server's seasons change nothing here.
    store.end_season(ServerId(2), START + 1).await.unwrap();
    store.end_season(ServerId(2), START + 2).await.unwrap();
    let still_first = quick_game(&store, 11, a.clone(), b.clone(), START + 3).await;
    // A game started in season 1 and finished after it ended counts in season 2.
    let mut across = start_in(&store, GUILD, 12, vec![a.clone(), b.clone()], Config::two_players(), true).await;
    let act = across.game.position().legal_actions()[0];
    play(&store, &mut across, Turn::Act(act), START + 4).await;
    assert_eq!(store.end_season(GUILD, START + 5).await.unwrap(), 1);
    let act = across.game.position().legal_actions()[0];
    play(&store, &mut across, Turn::Act(act), START + 6).await;
    play(&store, &mut across, Turn::Resign(Seat::from_number(2).unwrap()), START + 6).await;
    // The other server, after its two ends, is in season 3.
    let elsewhere = quick_game_in(&store, ServerId(2), 13, a.clone(), b.clone(), START + 7).await;
    let rows: Vec<(i64, i64)> = db.rows("SELECT game_id, season FROM finish_order ORDER BY game_id").await;
    let season_of = |game: GameId| rows.iter().find(|r| r.0 == game.0).map(|r| r.1);
    assert_eq!(season_of(first), Some(1), "{rows:?}");
    assert_eq!(season_of(still_first), Some(1), "{rows:?}");
    assert_eq!(season_of(across.id), Some(2), "{rows:?}");
    assert_eq!(season_of(elsewhere), Some(3), "{rows:?}");
    // And its ratings went to that season: 2 games in season 1, 1 in season 2.
    let games = |v: Vec<focus_bot::store::Standing>| {
        v.iter().find(|s| s.player.user_id == UserId(1)).map(|s| s.games)
    };
    assert_eq!(games(store.season_standings(GUILD, 1, Kind::TwoPlayer).await.unwrap()), Some(2));
    assert_eq!(games(store.season_standings(GUILD, 2, Kind::TwoPlayer).await.unwrap()), Some(1));
    assert_eq!(games(store.season_standings(ServerId(2), 3, Kind::TwoPlayer).await.unwrap()), Some(1));
    store.close().await;
}
}

on_both_engines! {
#[tokio::test]
async fn a_scheduled_season_ends_once_however_many_processes_try(db) {
    let store = db.open().await;
    let other = db.open().await;
    let day = std::time::Duration::from_secs(86_400);
    store.set_season_schedule(GUILD, Some((day, ChannelId(77))), START).await.unwrap();
    assert!(store.seasons_due(START + 86_399_999).await.unwrap().is_empty());
    let due = store.seasons_due(START + 86_400_000).await.unwrap();
    assert_eq!(due, vec![(GUILD, START + 86_400_000)]);
    let now = START + 86_400_000;
    let (one, two) = tokio::join!(
        store.end_season_on_schedule(GUILD, due[0].1, now),
        other.end_season_on_schedule(GUILD, due[0].1, now),
    );
    let ended: Vec<_> = [one.unwrap(), two.unwrap()].into_iter().flatten().collect();
    assert_eq!(ended.len(), 1, "{ended:?}");
    assert_eq!((ended[0].number, ended[0].channel_id), (1, ChannelId(77)));
    assert_eq!(store.current_season(GUILD).await.unwrap(), 2);
    // The next season ends a length later; a bot down for three seasons ends one, not three.
    let next = store.season_schedule(GUILD).await.unwrap().unwrap();
    assert_eq!(next.ends_at, START + 2 * 86_400_000);
    let late = START + 5 * 86_400_000;
    let ended = store.end_season_on_schedule(GUILD, next.ends_at, late).await.unwrap();
    assert_eq!(ended.map(|e| e.number), Some(2));
    assert_eq!(
        store.season_schedule(GUILD).await.unwrap().unwrap().ends_at,
        late + 86_400_000
    );
    store.set_season_schedule(GUILD, None, late).await.unwrap();
    assert!(store.seasons_due(late * 2).await.unwrap().is_empty());
    other.close().await;
    store.close().await;
}
}

// ---- through the service ------------------------------------------------------------------

use crate::support::Said;
use focus_bot::service::{Actor, Event, ManualClock, Reply, Service, SettingsChange, Where};
use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;
use focus_bot::store::UserId;

const BOT: UserId = UserId(999);
const HERE: Where = Where {
    guild_id: GUILD,
    channel_id: ChannelId(10),
};
const ADMIN: u64 = 77;

fn actor(id: u64) -> Actor {
    Actor::new(UserId(id), format!("player{id}"))
}

fn season(value: &str) -> SettingsChange {
    SettingsChange {
        season: Some(value.to_string()),
        ..SettingsChange::default()
    }
}

async fn leaderboard(svc: &Service, season: Option<&str>) -> Reply {
    svc.leaderboard(&actor(1), &HERE, None, season, None)
        .await
        .unwrap()
}

/// The season's end as posted: its final standings, and their picture (a real PNG).
fn assert_season_over(
    notice: &focus_bot::service::Notice,
    season: i64,
    channel: ChannelId,
) -> String {
    assert_eq!(notice.place.channel_id, channel);
    let said = notice.reply.said();
    assert!(!notice.reply.private);
    assert!(
        said.starts_with(&format!("**Season {season} is over!**")),
        "{said}"
    );
    assert!(
        notice.reply.events.contains(&Event::SeasonEnded {
            guild: GUILD,
            season
        }),
        "{:?}",
        notice.reply.events
    );
    let image = notice.reply.image.as_ref().expect("a picture");
    assert_eq!(image.filename, format!("focus-season-{season}.png"));
    let png = image::load_from_memory(&image.bytes).unwrap();
    assert!(png.width() > 100 && png.height() > 100);
    said
}

on_both_engines! {
#[tokio::test]
async fn a_season_ended_by_hand_keeps_its_leaderboard_while_all_time_goes_on(db) {
    let store = db.open().await;
    seed_wins(&store, GUILD, &[1, 2, 3], 100, 5).await;
    let svc = Service::new(store.clone(), ManualClock::new(START), 3, BOT);
    let mut notices = svc.take_notices().unwrap();
    // A server in its first season: one board, nothing said about seasons.
    let first = leaderboard(&svc, None).await.said();
    assert!(first.starts_with("**Leaderboard — 2-player**"), "{first}");
    assert_eq!(leaderboard(&svc, Some("all")).await.said(), first);

    // Bad season options are refused and change nothing.
    for (change, says) in [
        (season("old"), "`season` takes `new`"),
        (
            SettingsChange {
                season_length: Some("2h".into()),
                ..SettingsChange::default()
            },
            "is not a season's length",
        ),
        (
            SettingsChange {
                season_channel: Some(ChannelId(11)),
                ..SettingsChange::default()
            },
            "set `season_length`",
        ),
    ] {
        let refused = svc.settings(&actor(ADMIN), &HERE, &change).await.unwrap();
        assert!(refused.private && refused.refusal.is_some(), "{}", refused.said());
        assert!(refused.said().contains(says), "{}", refused.said());
    }
    assert_eq!(store.current_season(GUILD).await.unwrap(), 1);
    assert!(notices.try_recv().is_err());

    // The admin ends season 1: the final standings are posted where they asked.
    let ended = svc.settings(&actor(ADMIN), &HERE, &season("new")).await.unwrap();
    assert!(ended.private && ended.refusal.is_none(), "{}", ended.said());
    assert!(ended.said().contains("- Season 2; seasons end when"), "{}", ended.said());
    let notice = notices.recv().await.unwrap();
    let said = assert_season_over(&notice, 1, HERE.channel_id);
    assert!(said.contains("__2-player__\n1. **player"), "{said}");
    assert!(said.contains("4. **player100**"), "{said}");
    assert!(said.contains("__Multi-player__\nNobody was listed"), "{said}");

    // Season 2 starts empty; season 1's board is its final standings, kept.
    let now = leaderboard(&svc, None).await.said();
    assert!(now.contains("Nobody is on the 2-player leaderboard yet"), "{now}");
    let season1 = leaderboard(&svc, Some("1")).await.said();
    assert!(season1.starts_with("**Season 1** (final standings)\n"), "{season1}");
    assert!(season1.ends_with(&first[first.find("\n1.").unwrap()..]), "{season1}\n{first}");
    seed_wins(&store, GUILD, &[4], 100, 5).await;
    assert_eq!(leaderboard(&svc, Some("1")).await.said(), season1);
    let current = leaderboard(&svc, None).await.said();
    assert!(current.starts_with("**Season 2** (the current season"), "{current}");
    assert!(current.contains("1. **player4**") && current.contains("2. **player100**"));
    assert!(!current.contains("player1**"), "{current}");
    // All-time goes on: player 100 has 20 rated games.
    let all = leaderboard(&svc, Some("all")).await.said();
    assert!(all.starts_with("**All time**"), "{all}");
    assert!(all.contains("**player100** ") && all.contains(", 20 games)"), "{all}");

    // Stats show both.
    let stats = svc.stats(&actor(100), &HERE, None).await.unwrap().said();
    assert!(stats.contains("2-player: **") && stats.contains("20 rated games"), "{stats}");
    assert!(stats.contains("\n  Season 2: **"), "{stats}");
    assert!(stats.contains("rank 2 of 2 · 5 rated games"), "{stats}");
    let stats = svc.stats(&actor(1), &HERE, None).await.unwrap().said();
    assert!(stats.contains("\n  Season 2: no rated games yet"), "{stats}");

    // No such season.
    for bad in ["3", "0", "last"] {
        let refused = leaderboard(&svc, Some(bad)).await;
        assert!(refused.private, "{}", refused.said());
        assert!(refused.said().contains("from 1 to 2"), "{}", refused.said());
    }
    store.close().await;
}
}

on_both_engines! {
#[tokio::test]
async fn a_scheduled_season_ends_on_time_once_and_posts_in_its_channel(db) {
    let store = db.open().await;
    seed_wins(&store, GUILD, &[1, 2], 100, 5).await;
    let clock = ManualClock::new(START);
    let svc = Service::new(store.clone(), clock.clone(), 3, BOT);
    let change = SettingsChange {
        season_length: Some("30d".into()),
        ..SettingsChange::default()
    };
    let set = svc.settings(&actor(ADMIN), &HERE, &change).await.unwrap();
    assert!(
        set.said().contains("- Season 1, ending in 30 days; each season lasts 30 days, its final standings posted in <#10>"),
        "{}",
        set.said()
    );
    // Posts go to another channel from now on.
    let elsewhere = SettingsChange {
        season_channel: Some(ChannelId(12)),
        ..SettingsChange::default()
    };
    let moved = svc.settings(&actor(ADMIN), &HERE, &elsewhere).await.unwrap();
    assert!(moved.said().contains("posted in <#12>"), "{}", moved.said());
    let day = std::time::Duration::from_secs(86_400);
    clock.advance(29 * day);
    let seasonal = |notices: Vec<focus_bot::service::Notice>| {
        notices
            .into_iter()
            .filter(|n| n.reply.events.iter().any(|e| matches!(e, Event::SeasonEnded { .. })))
            .collect::<Vec<_>>()
    };
    assert!(seasonal(svc.tick().await.unwrap()).is_empty());
    clock.advance(day);
    let ended = seasonal(svc.tick().await.unwrap());
    assert_eq!(ended.len(), 1);
    let said = assert_season_over(&ended[0], 1, ChannelId(12));
    assert!(said.contains("1. **player"), "{said}");
    assert!(seasonal(svc.tick().await.unwrap()).is_empty(), "once");
    assert_eq!(store.current_season(GUILD).await.unwrap(), 2);
    // The next one 30 days later; `off` stops the schedule.
    clock.advance(30 * day);
    let ended = seasonal(svc.tick().await.unwrap());
    assert_season_over(&ended[0], 2, ChannelId(12));
    let off = SettingsChange {
        season_length: Some("off".into()),
        ..SettingsChange::default()
    };
    let stopped = svc.settings(&actor(ADMIN), &HERE, &off).await.unwrap();
    assert!(stopped.said().contains("- Season 3; seasons end when"), "{}", stopped.said());
    clock.advance(90 * day);
    assert!(seasonal(svc.tick().await.unwrap()).is_empty());
    store.close().await;
}
}
