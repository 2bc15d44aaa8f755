//! Wall-clock behaviour of the computer player: how long `choose` takes for a given budget
//! (it should answer within the budget plus a small margin), and the search's speed.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use focus_bot::ai::{self, Level, Limits};
use focus_bot::rules::{Config, Game, Mode};

/// A 2-player game some way in, with taller stacks than the start.
fn middlegame() -> Game {
    let mut game = Game::new(Config::two_players());
    for ply in 0..16 {
        let action = ai::greedy(&game, ply).expect("the game runs");
        game.play(action).expect("greedy plays legal actions");
    }
    game
}

fn budgets(c: &mut Criterion) {
    let mut group = c.benchmark_group("choose within budget");
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(500));
    let games = [
        ("2p start", Game::new(Config::two_players())),
        ("2p middlegame", middlegame()),
        (
            "4p teams start",
            Game::new(Config::new(4, Mode::Teams).expect("4 players")),
        ),
    ];
    for (name, game) in &games {
        for (level, ms) in [(Level::Easy, 100), (Level::Hard, 50), (Level::Hard, 200)] {
            let budget = Duration::from_millis(ms);
            group.measurement_time(budget * 12);
            group.bench_function(format!("{name}, {level}, {ms} ms"), |b| {
                b.iter(|| ai::choose(black_box(game), level, budget, 1));
            });
        }
    }
    group.finish();
}

fn fixed_depth(c: &mut Criterion) {
    let mut group = c.benchmark_group("fixed depth");
    group.sample_size(10);
    let game = middlegame();
    for depth in [3, 4] {
        let limits = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        group.bench_function(format!("2p middlegame, hard, depth {depth}"), |b| {
            b.iter(|| ai::analyse(black_box(&game), Level::Hard, limits, 1));
        });
    }
    group.finish();
}

criterion_group!(benches, budgets, fixed_depth);
criterion_main!(benches);
