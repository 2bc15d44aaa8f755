//! Fits the analysis's logistic (the chance of winning from the hard level's score) to the hard
//! level's self-play (two sides, free for all, teams), and prints the constants for `crates/focus-ai/src/ai/analysis.rs`.
//!
//! `cargo run --release -p focus-ai --example fit_analysis -- [games] [nodes]` (defaults 60 games, 3,000 nodes an
//! action). Deterministic: the same output every run.

use focus_ai::ai::analysis::{fit_logistic, self_play_samples};
use focus_rules::rules::{Config, Mode};

fn main() {
    let mut args = std::env::args().skip(1);
    let games: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(60);
    let nodes: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(3_000);
    let two = Config::two_players();
    let ffa: Vec<Config> = [(3, Mode::Standard), (4, Mode::FreeForAll)]
        .into_iter()
        .filter_map(|(n, mode)| Config::new(n, mode).ok())
        .collect();
    let samples = self_play_samples(two, games, nodes, 6, 400, 1);
    let (k, b) = fit_logistic(&samples);
    println!("two sides: {} positions", samples.len());
    println!("pub const K_TWO_SIDES: f64 = {k:.6};");
    println!("pub const B_TWO_SIDES: f64 = {b:.4};");
    let mut samples = Vec::new();
    for (i, config) in ffa.into_iter().enumerate() {
        samples.extend(self_play_samples(
            config,
            games / 2,
            nodes,
            6,
            400,
            2 + i as u64,
        ));
    }
    let (k, b) = fit_logistic(&samples);
    println!("free for all: {} positions", samples.len());
    println!("pub const K_FREE_FOR_ALL: f64 = {k:.6};");
    println!("pub const B_FREE_FOR_ALL: f64 = {b:.4};");
    if let Ok(teams) = Config::new(4, Mode::Teams) {
        let samples = self_play_samples(teams, games, nodes, 6, 400, 4);
        let (k, b) = fit_logistic(&samples);
        println!("teams: {} positions", samples.len());
        println!("pub const K_TEAMS: f64 = {k:.6};");
        println!("pub const B_TEAMS: f64 = {b:.4};");
    }
}
