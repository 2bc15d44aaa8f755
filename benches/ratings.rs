//! Ratings: how long `focus-bot ratings --rebuild` takes over 100,000 finished games, and what
//! rating adds to the turn that ends a game.
//!
//! `cargo bench --bench ratings` writes a database of 100,000 finished games (2, 3 and 4 players
//! in 20 servers of 500 players, 80 log entries each: 8 million rows), then times the rebuild
//! three times (the first also notes the finishing order of games older than ratings); then plays
//! 300 short games through the service and prints the median and 99th percentile of the turn that
//! ends each one (it rates the game and draws the final picture).

use std::time::{Duration, Instant};

use focus_bot::rules::FirstPlayer;
use focus_bot::service::{Actor, ChallengeOptions, Invitee, Service, SystemClock, Where};
use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;
use focus_bot::store::Store;
use focus_bot::store::UserId;

const GAMES: i64 = 100_000;
const PLIES: i64 = 80;

/// Writes `GAMES` finished games straight into the tables of the database file at `path` (on a
/// connection of its own, beside the store's), as years of play would leave them.
async fn fill(path: &std::path::Path) {
    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", path.display()))
        .await
        .unwrap();
    let mut tx = pool.begin().await.unwrap();
    sqlx::query(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
         INSERT INTO games (id, guild_id, channel_id, players, mode, created_at, ply,
                            turn_started_at, status, winners, reason, finished_at, rated)
         SELECT i, 1 + i % 20, 1000000 + i,
                CASE i % 4 WHEN 0 THEN 3 WHEN 1 THEN 4 ELSE 2 END,
                CASE i % 4 WHEN 1 THEN (CASE WHEN i % 8 = 1 THEN 'teams' ELSE 'ffa' END)
                           ELSE 'standard' END,
                i * 1000, ?2, i * 1000, 'finished',
                CASE WHEN i % 20 = 7 THEN 0
                     WHEN i % 4 = 1 AND i % 8 = 1 THEN (CASE WHEN i % 3 = 0 THEN 5 ELSE 10 END)
                     WHEN i % 4 = 1 THEN 1 << (i % 7 % 4)
                     WHEN i % 4 = 0 THEN 1 << (i % 5 % 3)
                     ELSE 1 << (i % 3 % 2) END,
                CASE WHEN i % 20 = 7 THEN 'draw' WHEN i % 5 = 0 THEN 'resign' ELSE 'no-moves' END,
                i * 1000 + 500, i % 50 <> 3
         FROM n",
    )
    .bind(GAMES)
    .bind(PLIES)
    .execute(&mut *tx)
    .await
    .unwrap();
    sqlx::query(
        "WITH RECURSIVE s(seat) AS (SELECT 1 UNION ALL SELECT seat + 1 FROM s WHERE seat < 4)
         INSERT INTO seats (game_id, seat, user_id, name, computer)
         SELECT g.id, s.seat, 1 + (g.id * 7 + s.seat * 113) % 500,
                'player' || ((g.id * 7 + s.seat * 113) % 500), NULL
         FROM games g JOIN s ON s.seat <= g.players",
    )
    .execute(&mut *tx)
    .await
    .unwrap();
    sqlx::query(
        "WITH RECURSIVE p(ply) AS (SELECT 0 UNION ALL SELECT ply + 1 FROM p WHERE ply < ?1 - 1)
         INSERT INTO actions (game_id, ply, seat, action, at)
         SELECT g.id, p.ply, (p.ply + g.id) % g.players + 1, 'c3-d3:1', g.created_at + p.ply
         FROM games g JOIN p ORDER BY g.id, p.ply",
    )
    .bind(PLIES)
    .execute(&mut *tx)
    .await
    .unwrap();
    tx.commit().await.unwrap();
    pool.close().await;
}

fn actor(id: u64) -> Actor {
    Actor::new(UserId(id), format!("player{id}"))
}

/// Plays a short game in `channel` (each player moves once) and times the resignation that
/// ends it.
async fn timed_last_turn(service: &Service, channel: u64) -> Duration {
    let place = Where {
        guild_id: ServerId(1),
        channel_id: ChannelId(channel),
    };
    let (a, b) = (channel % 40 + 1, (channel * 7 + 3) % 40 + 41);
    let options = ChallengeOptions {
        first: FirstPlayer::Challenger,
        turn_limit: Some(None),
        ..ChallengeOptions::default()
    };
    service
        .challenge(
            &actor(a),
            &place,
            &[Invitee::person(UserId(b), "b")],
            &options,
        )
        .await
        .unwrap();
    service.accept(&actor(b), &place, None).await.unwrap();
    for who in [a, b] {
        let legal = service.legal_actions(&actor(who), &place).await.unwrap();
        service.play(&actor(who), &place, &legal[0]).await.unwrap();
    }
    let start = Instant::now();
    let r = service
        .confirm_resign(&actor(b), &place, None)
        .await
        .unwrap();
    let took = start.elapsed();
    assert!(r.text.contains("Ratings (2-player)"), "{}", r.text);
    took
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    runtime.block_on(async {
        let path = dir.path().join("ratings.db");
        let store = Store::open_path(&path).await.unwrap();
        let start = Instant::now();
        fill(&path).await;
        println!(
            "wrote {GAMES} finished games ({} log entries) in {:.1} s",
            GAMES * PLIES,
            start.elapsed().as_secs_f64()
        );
        for run in 1..=3 {
            let start = Instant::now();
            let done = store.rebuild_ratings().await.unwrap();
            println!(
                "rebuild {run}: {} games ({} rated) in {:.2} s",
                done.games,
                done.rated,
                start.elapsed().as_secs_f64()
            );
        }
        store.close().await;
    });

    let dir = tempfile::tempdir().unwrap();
    let service = runtime.block_on(async {
        let store = Store::open_path(&dir.path().join("turns.db"))
            .await
            .unwrap();
        Service::new(store, SystemClock, 1, UserId(1))
    });
    let mut samples: Vec<Duration> = (0..300)
        .map(|c| runtime.block_on(timed_last_turn(&service, 10 + c)))
        .collect();
    samples.sort();
    println!(
        "turn that ends and rates a game, over {} games: median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        samples.len(),
        percentile(&samples, 0.5).as_secs_f64() * 1000.0,
        percentile(&samples, 0.99).as_secs_f64() * 1000.0,
        samples.last().unwrap().as_secs_f64() * 1000.0
    );
}
