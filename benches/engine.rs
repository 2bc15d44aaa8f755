//! Engine speed: legal-action generation and perft.
//!
//! `cargo bench --bench engine`. The perft comparison with the C reference, and the figures, are in docs/performance.md.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use focus_bot::rules::{Action, Config, Game, Mode, Position, perft};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// A 2-player middle game: 40 plies chosen by a seeded generator, preferring tall stacks.
fn middle_game() -> Position {
    let mut rng = SmallRng::seed_from_u64(7);
    let mut game = Game::new(Config::two_players());
    for _ in 0..40 {
        let legal = game.position().legal_actions();
        let tallest = legal
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Move { count, .. } if *count > 1))
            .collect::<Vec<_>>();
        let pool = if tallest.is_empty() || rng.random_ratio(1, 3) {
            legal
        } else {
            tallest
        };
        game.play(pool[rng.random_range(0..pool.len())]).unwrap();
    }
    *game.position()
}

fn legal_actions(c: &mut Criterion) {
    let start = Position::start(Config::two_players());
    let middle = middle_game();
    let four = Position::start(Config::new(4, Mode::Teams).unwrap());
    let mut group = c.benchmark_group("legal_actions");
    for (name, pos) in [
        ("start-2p", start),
        ("middle-2p", middle),
        ("start-4p", four),
    ] {
        group.bench_function(name, |b| b.iter(|| black_box(&pos).legal_actions()));
    }
    group.finish();
    c.bench_function("legal_count/middle-2p", |b| {
        b.iter(|| black_box(&middle).legal_count())
    });
}

fn perft_bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    let game = Game::new(Config::two_players());
    group.bench_function("2p-depth-4", |b| b.iter(|| perft(black_box(&game), 4)));
    let four = Game::new(Config::new(4, Mode::FreeForAll).unwrap());
    group.bench_function("4p-ffa-depth-3", |b| b.iter(|| perft(black_box(&four), 3)));
    group.finish();
}

criterion_group!(benches, legal_actions, perft_bench);
criterion_main!(benches);
