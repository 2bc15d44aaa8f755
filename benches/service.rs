//! One complete turn through the service on a file database (load the log, rebuild the
//! position, apply, save in a guarded transaction, draw and encode the PNG), and the turn
//! throughput of 200 games played at once.
//!
//! `cargo bench --bench service` prints criterion's figures, then the median and the 99th
//! percentile of single turns, then the throughput of 200 games with pictures, and of the
//! storage path alone.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use criterion::Criterion;
use focus_bot::rules::FirstPlayer;
use focus_bot::service::{Actor, ChallengeOptions, Invitee, Service, SystemClock, Where};
use focus_bot::store::{Store, TurnWrite};

const ALICE: u64 = 11;
const BOB: u64 = 12;

fn actor(id: u64) -> Actor {
    Actor::new(id, if id == ALICE { "alice" } else { "bob" })
}

/// A service on a fresh database file in `dir`.
async fn service(dir: &std::path::Path) -> Service {
    let store = Store::open_path(&dir.join("bench.db")).await.unwrap();
    Service::new(store, SystemClock, 1, 1)
}

/// Starts a 2-player game in `channel`.
async fn start(service: &Service, channel: u64) {
    let place = Where {
        guild_id: 1,
        channel_id: channel,
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
            &[Invitee::person(BOB, "bob")],
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
        guild_id: 1,
        channel_id: channel,
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
        guild_id: 1,
        channel_id: channel,
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
    let dir = tempfile::tempdir().unwrap();
    let service = runtime.block_on(service(dir.path()));

    // Criterion's view of one turn.
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

    // Median and 99th percentile of single turns, each on a game with history.
    let mut samples: Vec<Duration> = (0..1000)
        .map(|n| runtime.block_on(timed_turn(&service, 2, n)))
        .collect();
    samples.sort();
    println!(
        "single turn over {} turns: median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        samples.len(),
        percentile(&samples, 0.5).as_secs_f64() * 1000.0,
        percentile(&samples, 0.99).as_secs_f64() * 1000.0,
        samples.last().unwrap().as_secs_f64() * 1000.0
    );

    // 200 games at once, each played by its own task for 20 turns.
    let games = 200u64;
    let turns_each = 20u64;
    let dir2 = tempfile::tempdir().unwrap();
    let service = runtime.block_on(service_with_games(dir2.path(), games));
    let done = Arc::new(AtomicU64::new(0));
    let start = Instant::now();
    runtime.block_on(async {
        let mut tasks = Vec::new();
        for g in 0..games {
            let service = service.clone();
            let done = done.clone();
            tasks.push(tokio::spawn(async move {
                for n in 0..turns_each {
                    let (who, action) = next_turn(&service, 1000 + g, n).await;
                    let place = Where {
                        guild_id: 1,
                        channel_id: 1000 + g,
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
    });
    let elapsed = start.elapsed();
    let turns = done.load(Ordering::Relaxed);
    println!(
        "{games} concurrent games: {turns} turns in {:.2} s = {:.0} turns/s",
        elapsed.as_secs_f64(),
        turns as f64 / elapsed.as_secs_f64()
    );

    // The storage path alone (load the log, rebuild, apply, save in a guarded transaction; no
    // picture), 200 games at once: what the database sustains.
    let dir3 = tempfile::tempdir().unwrap();
    let service = runtime.block_on(service_with_games(dir3.path(), games));
    let store = service.store().clone();
    let start = Instant::now();
    let turns = runtime.block_on(async {
        let mut tasks = Vec::new();
        for g in 0..games {
            let store = store.clone();
            tasks.push(tokio::spawn(async move {
                let mut played = 0u64;
                for n in 0..turns_each {
                    let stored = store.active_game(1000 + g).await.unwrap().unwrap();
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
        let mut total = 0;
        for t in tasks {
            total += t.await.unwrap();
        }
        total
    });
    let elapsed = start.elapsed();
    println!(
        "{games} concurrent games, storage only (no picture): {turns} turns in {:.2} s = {:.0} turns/s",
        elapsed.as_secs_f64(),
        turns as f64 / elapsed.as_secs_f64()
    );
    criterion.final_summary();
}

async fn service_with_games(dir: &std::path::Path, games: u64) -> Service {
    let service = service(dir).await;
    for g in 0..games {
        start(&service, 1000 + g).await;
    }
    service
}
