//! Measures the analysis's time per position at the bot's node budget: a game of the easy
//! level against itself (up to 300 turns), analysed once, timed.
//!
//! `cargo run --release --example analysis_speed -- [turns] [nodes]` (defaults 300 turns and
//! the bot's budget). Times vary with the machine; the numbers analysed do not.

use std::time::{Duration, Instant};

use focus_bot::ai::analysis::{DEFAULT_NODES, analyse_game};
use focus_bot::ai::{Level, choose};
use focus_bot::rules::{Config, Game};

fn main() {
    let mut args = std::env::args().skip(1);
    let turns: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(300);
    let nodes: u64 = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(DEFAULT_NODES);
    let mut game = Game::new(Config::two_players());
    for i in 0..turns {
        let Some(action) = choose(&game, Level::Easy, Duration::from_millis(5), i as u64) else {
            break;
        };
        if game.play(action).is_err() {
            break;
        }
    }
    let played = game.record().len();
    let start = Instant::now();
    let analysis = analyse_game(&game, nodes, |_, _| {}).expect("the game replays");
    let took = start.elapsed();
    let positions = analysis.chances.len();
    println!(
        "{played} turns, {positions} positions at {nodes} nodes: {:.2} s, {:.1} ms a position",
        took.as_secs_f64(),
        took.as_secs_f64() * 1000.0 / positions as f64
    );
}
