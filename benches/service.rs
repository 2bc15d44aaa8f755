//! One complete turn through the service (load the log, rebuild the position, apply, save in a
//! guarded transaction, draw and encode the PNG), and the turn throughput of 200 games played
//! at once, by one process and by two sharing the database.
//!
//! `cargo bench --bench service` prints criterion's figures (SQLite), then for each database
//! the median and the 99th percentile of single turns, the throughput of 200 games with
//! pictures played by one process and by two (two services, each with its own connections,
//! playing half the games), and of the storage path alone. The figures are on SQLite (a WAL
//! file with full sync in a temp folder), and on PostgreSQL too when the environment names a
//! server (`PGHOST`…, as `pg_virtualenv cargo bench --bench service` sets them): each run
//! gets a new database there.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use criterion::Criterion;
use focus_bot::rules::FirstPlayer;
use focus_bot::service::{Actor, ChallengeOptions, Invitee, Service, SystemClock, Where};
use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;
use focus_bot::store::UserId;
use focus_bot::store::{Store, TurnWrite};

const ALICE: u64 = 11;
const BOB: u64 = 12;

fn actor(id: u64) -> Actor {
    Actor::new(UserId(id), if id == ALICE { "alice" } else { "bob" })
}

/// Where the bench's databases are.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Engine {
    Sqlite,
    Postgres,
}

/// A new, empty database of `engine`; its URL. The temp folder of a SQLite file is kept until
/// the bench ends.
async fn new_database(engine: Engine, dirs: &mut Vec<tempfile::TempDir>) -> String {
    match engine {
        Engine::Sqlite => {
            let dir = tempfile::tempdir().unwrap();
            let url = format!("sqlite://{}", dir.path().join("bench.db").display());
            dirs.push(dir);
            url
        }
        Engine::Postgres => {
            use sqlx::Connection as _;
            static NEXT: AtomicU64 = AtomicU64::new(0);
            let name = format!(
                "focus_bench_{}_{}",
                std::process::id(),
                NEXT.fetch_add(1, Ordering::Relaxed)
            );
            let admin = postgres_url("postgres").unwrap();
            let mut conn = sqlx::PgConnection::connect(&admin).await.unwrap();
            sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
                .execute(&mut conn)
                .await
                .unwrap();
            conn.close().await.unwrap();
            postgres_url(&name).unwrap()
        }
    }
}

/// The URL of database `name` on the server the environment names; `None` without one.
fn postgres_url(name: &str) -> Option<String> {
    let host = std::env::var("PGHOST").ok().filter(|h| !h.is_empty())?;
    let port = std::env::var("PGPORT").unwrap_or_else(|_| "5432".into());
    let user = std::env::var("PGUSER").unwrap_or_else(|_| "postgres".into());
    let password = std::env::var("PGPASSWORD").unwrap_or_default();
    let encode = |t: &str| -> String {
        t.bytes()
            .map(|b| {
                if b.is_ascii_alphanumeric() {
                    (b as char).to_string()
                } else {
                    format!("%{b:02X}")
                }
            })
            .collect()
    };
    Some(format!(
        "postgres://{}:{}@{host}:{port}/{name}",
        encode(&user),
        encode(&password)
    ))
}

/// A service (one bot process) on the database at `url`.
async fn service(url: &str) -> Service {
    let store = Store::open(url).await.unwrap();
    Service::new(store, SystemClock, 1, UserId(1))
}

/// Starts a 2-player game in `channel`.
async fn start(service: &Service, channel: u64) {
    let place = Where {
        guild_id: ServerId(1),
        channel_id: ChannelId(channel),
    };
    let options = ChallengeOptions {
        first: FirstPlayer::Challenger,
        turn_limit: Some(None),
        ..ChallengeOptions::default()
    };
    let r = service
        .challenge(
            &actor(ALICE),
            &place,
            &[Invitee::person(UserId(BOB), "bob")],
            &options,
        )
        .await
        .unwrap();
    assert!(!r.private, "{}", r.text);
    let r = service.accept(&actor(BOB), &place, None).await.unwrap();
    assert!(!r.private, "{}", r.text);
}

/// Picks the next turn in `channel` (who, and which action), starting a new game there when
/// the last one ended. Not timed.
async fn next_turn(service: &Service, channel: u64, n: u64) -> (Actor, String) {
    let place = Where {
        guild_id: ServerId(1),
        channel_id: ChannelId(channel),
    };
    loop {
        for id in [ALICE, BOB] {
            let legal = service.legal_actions(&actor(id), &place).await.unwrap();
            if !legal.is_empty() {
                let pick = (n.wrapping_mul(7919) % legal.len() as u64) as usize;
                return (actor(id), legal[pick].clone());
            }
        }
        start(service, channel).await;
    }
}

/// Plays one timed turn; returns its duration.
async fn timed_turn(service: &Service, channel: u64, n: u64) -> Duration {
    let (who, action) = next_turn(service, channel, n).await;
    let place = Where {
        guild_id: ServerId(1),
        channel_id: ChannelId(channel),
    };
    let start = Instant::now();
    let r = service.play(&who, &place, &action).await.unwrap();
    let took = start.elapsed();
    assert!(!r.private, "{}", r.text);
    assert!(r.image.is_some());
    took
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let mut dirs = Vec::new();
    let url = runtime.block_on(new_database(Engine::Sqlite, &mut dirs));
    let service = runtime.block_on(service(&url));

    // Criterion's view of one turn (SQLite).
    let mut criterion = Criterion::default()
        .configure_from_args()
        .sample_size(30)
        .measurement_time(Duration::from_secs(4));
    let counter = AtomicU64::new(0);
    criterion.bench_function("service turn (load, apply, save, render, encode)", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                let n = counter.fetch_add(1, Ordering::Relaxed);
                total += runtime.block_on(timed_turn(&service, 1, n));
            }
            total
        });
    });
    drop(service);

    let mut engines = vec![Engine::Sqlite];
    if postgres_url("postgres").is_some() {
        engines.push(Engine::Postgres);
    } else {
        println!("PostgreSQL: skipped (no server: PGHOST is unset; try pg_virtualenv)");
    }
    for engine in engines {
        runtime.block_on(figures(engine, &mut dirs));
    }
    criterion.final_summary();
}

/// Single turns, then 200 games at once by one process and by two, then the storage path
/// alone, on new databases of `engine`.
async fn figures(engine: Engine, dirs: &mut Vec<tempfile::TempDir>) {
    let label = format!("{engine:?}");
    // Median and 99th percentile of single turns, each on a game with history.
    let single = service(&new_database(engine, dirs).await).await;
    let mut samples = Vec::new();
    for n in 0..1000 {
        samples.push(timed_turn(&single, 2, n).await);
    }
    samples.sort();
    println!(
        "{label}: single turn over {} turns: median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        samples.len(),
        percentile(&samples, 0.5).as_secs_f64() * 1000.0,
        percentile(&samples, 0.99).as_secs_f64() * 1000.0,
        samples.last().unwrap().as_secs_f64() * 1000.0
    );
    single.store().close().await;

    // 200 games at once, each played by its own task for 20 turns, by one process and by two
    // (each its own service and connections, playing half the games).
    let games = 200u64;
    let turns_each = 20u64;
    for processes in [1u64, 2] {
        let url = new_database(engine, dirs).await;
        let mut services = Vec::new();
        for _ in 0..processes {
            services.push(service(&url).await);
        }
        for g in 0..games {
            start(&services[0], 1000 + g).await;
        }
        let done = Arc::new(AtomicU64::new(0));
        let begun = Instant::now();
        let mut tasks = Vec::new();
        for g in 0..games {
            let service = services[(g % processes) as usize].clone();
            let done = done.clone();
            tasks.push(tokio::spawn(async move {
                for n in 0..turns_each {
                    let (who, action) = next_turn(&service, 1000 + g, n).await;
                    let place = Where {
                        guild_id: ServerId(1),
                        channel_id: ChannelId(1000 + g),
                    };
                    let r = service.play(&who, &place, &action).await.unwrap();
                    assert!(!r.private, "{}", r.text);
                    done.fetch_add(1, Ordering::Relaxed);
                }
            }));
        }
        for t in tasks {
            t.await.unwrap();
        }
        let elapsed = begun.elapsed();
        let turns = done.load(Ordering::Relaxed);
        println!(
            "{label}: {games} concurrent games, {processes} process(es): {turns} turns in {:.2} s = {:.0} turns/s",
            elapsed.as_secs_f64(),
            turns as f64 / elapsed.as_secs_f64()
        );
        for s in services {
            s.store().close().await;
        }
    }

    // The storage path alone (load the log, rebuild, apply, save in a guarded transaction; no
    // picture), 200 games at once: what the database sustains.
    let service = service_with_games(&new_database(engine, dirs).await, games).await;
    let store = service.store().clone();
    let begun = Instant::now();
    let mut tasks = Vec::new();
    for g in 0..games {
        let store = store.clone();
        tasks.push(tokio::spawn(async move {
            let mut played = 0u64;
            for n in 0..turns_each {
                let stored = store
                    .active_game(ChannelId(1000 + g))
                    .await
                    .unwrap()
                    .unwrap();
                let game = stored.replay().unwrap();
                let Some(seat) = game.position().to_act() else {
                    break;
                };
                let mut legal = game.position().legal_actions();
                legal.sort_by_key(ToString::to_string);
                let action = legal[(n.wrapping_mul(7919) % legal.len() as u64) as usize];
                let mut next = game.clone();
                next.play(action).unwrap();
                store
                    .append_turn(&TurnWrite {
                        game_id: stored.id,
                        expected_ply: stored.ply,
                        seat,
                        action: action.to_string(),
                        at: 0,
                        outcome: next.position().outcome(),
                        restart_clock: true,
                    })
                    .await
                    .unwrap();
                played += 1;
                if next.position().is_over() {
                    break;
                }
            }
            played
        }));
    }
    let mut turns = 0;
    for t in tasks {
        turns += t.await.unwrap();
    }
    let elapsed = begun.elapsed();
    println!(
        "{label}: {games} concurrent games, storage only (no picture): {turns} turns in {:.2} s = {:.0} turns/s",
        elapsed.as_secs_f64(),
        turns as f64 / elapsed.as_secs_f64()
    );
    store.close().await;
}

async fn service_with_games(url: &str, games: u64) -> Service {
    let service = service(url).await;
    for g in 0..games {
        start(&service, 1000 + g).await;
    }
    service
}
