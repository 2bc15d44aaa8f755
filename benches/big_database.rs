//! The bot's commands on a big bot's database (docs/performance.md): make one with
//! `focus-bot generate --db URL` (a million finished games, 10,000 running), then
//! `BIG_DB=URL cargo bench --bench big_database`. It prints, as measured through the service on
//! that database:
//! - start-up: opening the store (migrations checked) and the first timer sweep;
//! - the timer's sweep over the running games (20 sweeps);
//! - `/focus games`, `/focus stats`, `/focus leaderboard` first and last page, for players of
//!   the busiest server (200 calls each);
//! - on the big server (`generate`'s 100,000 players, when the database has it): the
//!   leaderboard's first and last page, `/focus stats` of its best and of its worst player, and
//!   its web page's view (`server_view`), 200 calls each;
//! - a turn, one after another on 300 running games, then turns arriving at 300 a second
//!   (an open loop over 10 s: latency counted from when each turn was due);
//! - the ratings rebuild;
//! - this process's memory (RSS) idle after start-up and after the load: it holds the store
//!   and the service as the bot does (not the Discord client's cache).
//!
//! Each line is p50 / p99 / max. It plays turns and rebuilds ratings: run it on a copy.

use std::sync::Arc;
use std::time::{Duration, Instant};

use focus_bot::cli::generate::BIG_SERVER;
use focus_bot::service::{Actor, Button, Listed, Reply, Service, SystemClock, Where};
use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;
use focus_bot::store::UserId;
use focus_bot::store::{GameId, Store};

/// The bot's own user id (never a player's).
const BOT: u64 = 1;
/// Calls of each read command.
const CALLS: usize = 200;
/// Turns of the open loop a second, and for how long.
const RATE: u64 = 300;
const LOAD_SECONDS: u64 = 10;

/// p50 / p99 / max of `times`, in milliseconds.
fn summary(times: &mut [Duration]) -> String {
    if times.is_empty() {
        // A small database's running games can all be used up before the open loop.
        return "(no calls)".to_string();
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    format!(
        "p50 {:8.2} ms   p99 {:8.2} ms   max {:8.2} ms   ({} calls)",
        ms(at(0.5)),
        ms(at(0.99)),
        ms(at(1.0)),
        times.len()
    )
}

/// This process's resident memory, in MB.
fn rss_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(f64::NAN, |kb| kb / 1024.0)
}

/// The next turn of running game `id`: who acts and a legal action (`None` once it ended or
/// when the computer is to act).
async fn next_turn(store: &Store, id: GameId) -> Option<(Actor, Where, String)> {
    let game = store.game(id).await.ok()??;
    let replayed = game.replay().ok()?;
    let position = replayed.position();
    let seat = position.to_act()?;
    let legal = position.legal_actions();
    let action = legal.get((id.0 as usize * 7919) % legal.len().max(1))?;
    let player = game.seats.get(seat.index())?;
    let place = Where {
        guild_id: game.guild_id,
        channel_id: game.channel_id,
    };
    Some((
        Actor::new(player.user_id, &player.name),
        place,
        action.to_string(),
    ))
}

async fn measure(url: &str) {
    let started = Instant::now();
    let store = Store::open(url).await.expect("the database opens");
    let service = Service::new(store.clone(), SystemClock, 1, UserId(BOT));
    let opened = started.elapsed();
    service.tick().await.expect("the first sweep");
    println!(
        "start-up: store opened in {:.2} s, first sweep done at {:.2} s",
        opened.as_secs_f64(),
        started.elapsed().as_secs_f64()
    );
    println!("memory idle: {:.0} MB", rss_mb());

    let mut sweeps = Vec::new();
    for _ in 0..20 {
        let t = Instant::now();
        service.tick().await.expect("a sweep");
        sweeps.push(t.elapsed());
    }
    println!("timer sweep            {}", summary(&mut sweeps));

    // The busiest server's players, the most active first.
    let players = store
        .standings(ServerId(1), focus_bot::rating::Kind::TwoPlayer)
        .await
        .expect("standings");
    let people: Vec<UserId> = players
        .iter()
        .filter(|s| s.player.computer.is_none())
        .map(|s| s.player.user_id)
        .take(CALLS)
        .collect();
    assert!(
        !people.is_empty(),
        "the database holds no rated player of server 1"
    );
    let place = Where {
        guild_id: ServerId(1),
        channel_id: ChannelId(101),
    };
    let (mut games, mut stats, mut first, mut last) = (vec![], vec![], vec![], vec![]);
    let mut last_page = None;
    for (i, &user) in people.iter().cycle().take(CALLS).enumerate() {
        let actor = Actor::new(UserId(user.0), format!("Player {user}"));
        let t = Instant::now();
        service.games(&actor, &place).await.expect("games");
        games.push(t.elapsed());
        let t = Instant::now();
        service.stats(&actor, &place, None).await.expect("stats");
        stats.push(t.elapsed());
        let t = Instant::now();
        let shown = service
            .leaderboard(&actor, &place, None, None, None)
            .await
            .expect("leaderboard");
        first.push(t.elapsed());
        let count = *last_page.get_or_insert(page_count(&shown));
        let t = Instant::now();
        service
            .leaderboard(&actor, &place, None, None, Some(count))
            .await
            .expect("leaderboard's last page");
        last.push(t.elapsed());
        if i == 0 {
            println!("leaderboard of server 1: {count} pages");
        }
    }
    println!("/focus games           {}", summary(&mut games));
    println!("/focus stats           {}", summary(&mut stats));
    println!("/focus leaderboard p.1 {}", summary(&mut first));
    println!("/focus leaderboard end {}", summary(&mut last));

    big_server(&store, &service).await;

    let running = store.active_game_ids().await.expect("running games");
    let mut turns = Vec::new();
    for &id in running.iter().take(300) {
        if let Some((actor, place, action)) = next_turn(&store, id).await {
            let t = Instant::now();
            service.play(&actor, &place, &action).await.expect("a turn");
            turns.push(t.elapsed());
        }
    }
    println!("a turn (one at a time) {}", summary(&mut turns));

    // The open loop: each turn due at its time, whatever the others' pace.
    let mut due = Vec::new();
    for &id in running
        .iter()
        .skip(300)
        .take((RATE * LOAD_SECONDS) as usize)
    {
        if let Some(turn) = next_turn(&store, id).await {
            due.push(turn);
        }
    }
    let service = Arc::new(service);
    let start = Instant::now();
    let mut handles = Vec::new();
    for (i, (actor, place, action)) in due.into_iter().enumerate() {
        let at = start + Duration::from_micros(i as u64 * 1_000_000 / RATE);
        let service = service.clone();
        handles.push(tokio::spawn(async move {
            tokio::time::sleep_until(at.into()).await;
            service.play(&actor, &place, &action).await.expect("a turn");
            at.elapsed()
        }));
    }
    let mut loaded = Vec::new();
    for h in handles {
        loaded.push(h.await.expect("a turn's task"));
    }
    println!(
        "turns at {RATE}/s        {}   memory after: {:.0} MB",
        summary(&mut loaded),
        rss_mb()
    );

    let t = Instant::now();
    let rebuilt = store.rebuild_ratings().await.expect("the rebuild");
    println!(
        "ratings rebuild: {} finished games ({} rated) in {:.1} s",
        rebuilt.games,
        rebuilt.rated,
        t.elapsed().as_secs_f64()
    );
    store.close().await;
}

/// The big server's leaderboard (first and last page), the stats of its best and worst
/// player, and its web page's view; nothing when the database has no big server.
async fn big_server(store: &Store, service: &Service) {
    let t = Instant::now();
    let players = store
        .standings(ServerId(BIG_SERVER), focus_bot::rating::Kind::TwoPlayer)
        .await
        .expect("the big server's standings");
    let (Some(best), Some(worst)) = (players.first(), players.last()) else {
        println!("big server: none in this database (generate --big-server)");
        return;
    };
    println!(
        "big server: {} ranked 2-player ratings (all read once in {:.2} s)",
        players.len(),
        t.elapsed().as_secs_f64()
    );
    let place = Where {
        guild_id: ServerId(BIG_SERVER),
        channel_id: ChannelId(BIG_SERVER * 100 + 1),
    };
    let best = Actor::new(
        best.player.user_id,
        format!("Player {}", best.player.user_id),
    );
    let worst = Actor::new(
        worst.player.user_id,
        format!("Player {}", worst.player.user_id),
    );
    drop(players);
    let (mut first, mut last, mut top, mut bottom, mut page) =
        (vec![], vec![], vec![], vec![], vec![]);
    let mut count = 1;
    for i in 0..CALLS {
        let actor = if i % 2 == 0 { &best } else { &worst };
        let t = Instant::now();
        let shown = service
            .leaderboard(actor, &place, None, None, None)
            .await
            .expect("leaderboard");
        first.push(t.elapsed());
        if i == 0 {
            count = page_count(&shown);
            println!("leaderboard of the big server: {count} pages");
        }
        let t = Instant::now();
        service
            .leaderboard(actor, &place, None, None, Some(count))
            .await
            .expect("leaderboard's last page");
        last.push(t.elapsed());
        let t = Instant::now();
        service.stats(&best, &place, None).await.expect("stats");
        top.push(t.elapsed());
        let t = Instant::now();
        service.stats(&worst, &place, None).await.expect("stats");
        bottom.push(t.elapsed());
        let t = Instant::now();
        service
            .server_view(ServerId(BIG_SERVER), None, &Listed::All, 1)
            .await
            .expect("the server's page");
        page.push(t.elapsed());
    }
    println!("big: leaderboard p.1   {}", summary(&mut first));
    println!("big: leaderboard end   {}", summary(&mut last));
    println!("big: stats, best       {}", summary(&mut top));
    println!("big: stats, worst      {}", summary(&mut bottom));
    println!("big: server's page     {}", summary(&mut page));
}

fn main() {
    let Ok(url) = std::env::var("BIG_DB") else {
        println!(
            "big_database: set BIG_DB to a database made by `focus-bot generate --db URL` (see \
             docs/performance.md); skipped."
        );
        return;
    };
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime")
        .block_on(measure(&url));
}

/// How many pages a leaderboard's reply says it has (1 without Previous and Next).
fn page_count(shown: &Reply) -> i64 {
    shown
        .find(|b| match b {
            Button::Pages(p) => Some(p.count as i64),
            _ => None,
        })
        .unwrap_or(1)
}
