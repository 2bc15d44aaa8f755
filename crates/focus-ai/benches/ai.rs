//! Wall-clock behaviour of the computer player: how long `choose` takes for a given budget (it
//! should answer within the budget plus a small margin) in every mode, the slowest of many
//! answers, and the search's speed at fixed depths with each policy.
//!
//! `cargo bench --bench ai` (or `-- --quick`); the slowest answers are printed first as a
//! table, then criterion's means.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::Criterion;
use focus_ai::ai::{self, Level, Limits, Policy};
use focus_rules::rules::{Config, Game, Mode};

/// A game some way in (16 turns of greedy play), with taller stacks than the start.
fn middlegame(config: Config) -> Game {
    let mut game = Game::new(config);
    for ply in 0..16 {
        let action = ai::greedy(&game, ply).expect("the game runs");
        game.play(action).expect("greedy plays legal actions");
    }
    game
}

fn config(players: u8, mode: Mode) -> Config {
    Config::new(players, mode).expect("a valid table")
}

/// Every mode's start and middlegame: 2 and 3 players, 4 in free-for-all and in teams.
fn positions() -> Vec<(String, Game)> {
    let modes = [
        ("2p", Config::two_players()),
        ("3p", config(3, Mode::Standard)),
        ("4p free-for-all", config(4, Mode::FreeForAll)),
        ("4p teams", config(4, Mode::Teams)),
    ];
    let mut out = Vec::new();
    for (name, config) in modes {
        out.push((format!("{name} start"), Game::new(config)));
        out.push((format!("{name} middlegame"), middlegame(config)));
    }
    out
}

/// The budgets measured: easy's and hard's (hard's search is master's too, with 10 s).
const BUDGETS: [(Level, u64); 3] = [(Level::Easy, 100), (Level::Hard, 50), (Level::Hard, 200)];

/// How long this thread has waited for a core so far (Linux's scheduler statistics), so that
/// an answer's time on a loaded machine can be told from the search's own; `None` elsewhere.
fn waited() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos = stat.split_whitespace().nth(1)?.parse().ok()?;
    Some(Duration::from_nanos(nanos))
}

/// The slowest and the mean of `CALLS` answers (seeds 0 to `CALLS` − 1) per position and
/// budget, printed as a table: the budget is a promise about every answer, not the typical one.
/// "Less waiting" takes off the time the thread waited for a core (a loaded machine's share),
/// and "over budget" is the slowest answer's overrun after that.
fn slowest(games: &[(String, Game)]) {
    const CALLS: u64 = 20;
    println!("| position | level, budget | mean | slowest | slowest, less waiting | over budget |");
    println!("|---|---|---:|---:|---:|---:|");
    let ms = |d: Duration| format!("{:.1} ms", d.as_secs_f64() * 1e3);
    for (name, game) in games {
        for (level, budget_ms) in BUDGETS {
            let budget = Duration::from_millis(budget_ms);
            let (mut total, mut most, mut most_running) =
                (Duration::ZERO, Duration::ZERO, Duration::ZERO);
            for seed in 0..CALLS {
                let (before, start) = (waited(), Instant::now());
                black_box(ai::choose(game, level, budget, seed));
                let took = start.elapsed();
                let queued = waited().zip(before).map_or(Duration::ZERO, |(a, b)| a - b);
                total += took;
                most = most.max(took);
                most_running = most_running.max(took.saturating_sub(queued));
            }
            println!(
                "| {name} | {level}, {budget_ms} ms | {} | {} | {} | {} |",
                ms(total / CALLS as u32),
                ms(most),
                ms(most_running),
                ms(most_running.saturating_sub(budget)),
            );
        }
    }
}

fn budgets(c: &mut Criterion, games: &[(String, Game)]) {
    let mut group = c.benchmark_group("choose within budget");
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(500));
    for (name, game) in games {
        for (level, ms) in BUDGETS {
            let budget = Duration::from_millis(ms);
            group.measurement_time(budget * 12);
            group.bench_function(format!("{name}, {level}, {ms} ms"), |b| {
                b.iter(|| ai::choose(black_box(game), level, budget, 1));
            });
        }
    }
    group.finish();
}

/// The search's speed at fixed depths: 2 players, and 3 players with each policy (a depth of
/// best-reply search holds more of the root player's own turns, so each depth costs more).
fn fixed_depth(c: &mut Criterion) {
    let mut group = c.benchmark_group("fixed depth");
    group.sample_size(10);
    let two = middlegame(Config::two_players());
    let three = middlegame(config(3, Mode::Standard));
    for depth in [3, 4] {
        let limits = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        group.bench_function(format!("2p middlegame, hard, depth {depth}"), |b| {
            b.iter(|| ai::analyse(black_box(&two), Level::Hard, limits, 1));
        });
        for policy in [Policy::Paranoid, Policy::BestReply, Policy::BestReplyPlus] {
            group.bench_function(
                format!("3p middlegame, hard, {policy:?}, depth {depth}"),
                |b| b.iter(|| ai::analyse_with(black_box(&three), Level::Hard, policy, limits, 1)),
            );
        }
    }
    group.finish();
}

fn main() {
    let games = positions();
    slowest(&games);
    let mut c = Criterion::default().configure_from_args();
    budgets(&mut c, &games);
    fixed_depth(&mut c);
    c.final_summary();
}
