//! Turns arriving at a fixed rate, whatever the service's pace (an open loop): 200 two-player
//! games on one database file, turns due every 1/R seconds, each turn's latency counted from the
//! moment it was due (so waiting in line counts, and a slow turn cannot hold the next ones back).
//!
//! `cargo bench --bench open_loop` prints, for 100, 200 and 300 turns a second, the turns
//! played, p50 / p99 / max latency, and checks that every turn was answered publicly with its
//! picture. `OPEN_LOOP_SECONDS` sets each rate's duration (default 10).

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use focus_bot::rules::FirstPlayer;
use focus_bot::rules::{Config, Game};
use focus_bot::service::{Actor, ChallengeOptions, Invitee, Service, SystemClock, Where};
use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;
use focus_bot::store::Store;
use focus_bot::store::UserId;

const ALICE: u64 = 11;
const BOB: u64 = 12;
const GAMES: u64 = 200;
const RATES: [u32; 3] = [100, 200, 300];

fn place(game: u64) -> Where {
    Where {
        guild_id: ServerId(1),
        channel_id: ChannelId(1000 + game),
    }
}

/// One game's table: the position as the players see it, to pick each turn's action without
/// asking the service (so only the turns themselves load it).
struct Table {
    game: Game,
}

impl Table {
    /// Challenges and accepts a new game in `channel`; the challenger (Alice) moves first.
    async fn start(service: &Service, game: u64) -> Table {
        let options = ChallengeOptions {
            first: FirstPlayer::Challenger,
            turn_limit: Some(None),
            ..ChallengeOptions::default()
        };
        let r = service
            .challenge(
                &Actor::new(UserId(ALICE), "alice"),
                &place(game),
                &[Invitee::person(UserId(BOB), "bob")],
                &options,
            )
            .await
            .unwrap();
        assert!(!r.private, "{}", r.text);
        let r = service
            .accept(&Actor::new(UserId(BOB), "bob"), &place(game), None)
            .await
            .unwrap();
        assert!(!r.private, "{}", r.text);
        Table {
            game: Game::new(Config::two_players()),
        }
    }

    /// Who acts next and what they play (a spread of legal actions, chosen by `n`).
    fn next(&self, n: u64) -> (Actor, String) {
        let position = self.game.position();
        let seat = position.to_act().expect("a running game");
        let legal = position.legal_actions();
        let action = legal[(n.wrapping_mul(7919) % legal.len() as u64) as usize];
        let who = if seat.index() == 0 {
            Actor::new(UserId(ALICE), "alice")
        } else {
            Actor::new(UserId(BOB), "bob")
        };
        (who, action.to_string())
    }
}

/// What one rate's run measured.
struct Run {
    latencies: Vec<Duration>,
    pictures: usize,
    skipped: usize,
}

/// Plays turns due every `1 / rate` s for `seconds` over the games; a turn falls due on the next
/// game not still busy with its previous turn (a game with a turn in flight is skipped, and
/// the skip counted).
async fn run(
    service: &Service,
    tables: &[Arc<tokio::sync::Mutex<Table>>],
    rate: u32,
    seconds: u64,
) -> Run {
    let total = u64::from(rate) * seconds;
    let period = Duration::from_secs_f64(1.0 / f64::from(rate));
    let results = Arc::new(Mutex::new((Vec::new(), 0usize)));
    let mut skipped = 0;
    let start = Instant::now();
    let mut tasks = Vec::with_capacity(total as usize);
    let mut next_game = 0usize;
    for n in 0..total {
        let due = start + period * n as u32;
        tokio::time::sleep_until(due.into()).await;
        // The next game that is not busy.
        let mut table = None;
        for _ in 0..tables.len() {
            let g = next_game;
            next_game = (next_game + 1) % tables.len();
            if let Ok(guard) = tables[g].clone().try_lock_owned() {
                table = Some((g as u64, guard));
                break;
            }
            skipped += 1;
        }
        let Some((g, mut table)) = table else {
            continue;
        };
        let service = service.clone();
        let results = results.clone();
        tasks.push(tokio::spawn(async move {
            let (who, action) = table.next(n);
            let r = service.play(&who, &place(g), &action).await.unwrap();
            let took = due.elapsed();
            assert!(!r.private, "turn {action} refused: {}", r.text);
            let picture = r
                .image
                .as_ref()
                .is_some_and(|i| i.filename.ends_with(".png") && i.bytes.starts_with(b"\x89PNG"));
            table.game.play(action.parse().unwrap()).unwrap();
            {
                let mut results = results.lock().unwrap();
                results.0.push(took);
                results.1 += usize::from(picture);
            }
            // A finished game starts again (not timed: the next turn due here waits for it).
            if table.game.position().is_over() {
                *table = Table::start(&service, g).await;
            }
        }));
    }
    for t in tasks {
        t.await.unwrap();
    }
    let (mut latencies, pictures) = std::mem::take(&mut *results.lock().unwrap());
    latencies.sort();
    Run {
        latencies,
        pictures,
        skipped,
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn main() {
    // `cargo bench` passes `--bench`; this bench has no filters of its own.
    let seconds = std::env::var("OPEN_LOOP_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open_path(&dir.path().join("bench.db"))
            .await
            .unwrap();
        let service = Service::new(store, SystemClock, 1, UserId(1));
        let mut tables = Vec::new();
        for g in 0..GAMES {
            tables.push(Arc::new(tokio::sync::Mutex::new(
                Table::start(&service, g).await,
            )));
        }
        println!(
            "open loop: {GAMES} two-player games on one SQLite file, {seconds} s a rate, \
             {} threads",
            std::thread::available_parallelism().map_or(0, std::num::NonZero::get)
        );
        println!("rate/s  turns  p50 ms  p99 ms  max ms  pictures  busy-skips");
        for rate in RATES {
            let run = run(&service, &tables, rate, seconds).await;
            let l = &run.latencies;
            assert_eq!(run.pictures, l.len(), "every turn made its picture");
            println!(
                "{rate:>6}  {:>5}  {:>6.1}  {:>6.1}  {:>6.1}  {:>8}  {:>10}",
                l.len(),
                ms(percentile(l, 0.5)),
                ms(percentile(l, 0.99)),
                ms(*l.last().unwrap()),
                run.pictures,
                run.skipped
            );
        }
    });
}
