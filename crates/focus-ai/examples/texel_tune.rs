//! Tunes the evaluation's weights on the games `texel_data` wrote (Texel's method, see
//! `focus_ai::ai::tuning`): every quiet position from the 8th action on, labelled with how its
//! game ended for the player to act; games without a result are left out. Prints the error
//! before and after, the scale `k`, and the weights as Rust to paste into `eval.rs`.
//!
//! `cargo run --release -p focus-ai --example texel_tune -- games.txt [THREADS]`

use focus_ai::ai::tuning::{HAND_SET, Sample, error, fit_scale, tune};
use focus_rules::notation::parse_action;
use focus_rules::rules::{Config, Game, Mode};

/// The first action whose position is sampled: the openings are random.
const FIRST_SAMPLED: usize = 8;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.first() else {
        eprintln!("usage: texel_tune games.txt [THREADS]");
        std::process::exit(2);
    };
    let threads = args.get(1).and_then(|t| t.parse().ok()).unwrap_or(2);
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("cannot read {path}: {e}");
        std::process::exit(1);
    });
    let mut samples = Vec::new();
    let mut games = 0;
    for (n, line) in text.lines().enumerate() {
        let fields: Vec<&str> = line.split('\t').collect();
        let [players, mode, winners, actions] = fields[..] else {
            eprintln!("line {}: not a game", n + 1);
            continue;
        };
        if winners == "-" {
            continue;
        }
        let mode = match mode {
            "teams" => Mode::Teams,
            "ffa" => Mode::FreeForAll,
            _ => Mode::Standard,
        };
        let Some(config) = players.parse().ok().and_then(|p| Config::new(p, mode).ok()) else {
            eprintln!("line {}: no such game", n + 1);
            continue;
        };
        let won: Vec<usize> = winners
            .split(',')
            .filter_map(|w| w.parse::<usize>().ok())
            .map(|w| w - 1)
            .collect();
        let drawn = winners == "=";
        let mut game = Game::new(config);
        for (ply, text) in actions.split(' ').enumerate() {
            if ply >= FIRST_SAMPLED
                && let Some(s) = Sample::quiet(*game.position(), |i| won.contains(&i), drawn)
            {
                samples.push(s);
            }
            let Ok(action) = parse_action(text) else {
                break;
            };
            if game.play(action).is_err() {
                eprintln!("line {}: action {} is not legal", n + 1, ply + 1);
                break;
            }
        }
        games += 1;
    }
    eprintln!("{games} games, {} quiet positions", samples.len());
    let k = fit_scale(&samples, HAND_SET, threads);
    let before = error(&samples, HAND_SET, k, threads);
    eprintln!("k = {k:.4}, error with the hand-set weights {before:.6}");
    let tuned = tune(&samples, HAND_SET, k, 200, threads, |pass, e| {
        eprintln!("pass {pass}: error {e:.6}");
    });
    let after = error(&samples, tuned, k, threads);
    println!(
        "// {games} games, {} positions, k = {k:.4}, error {before:.6} → {after:.6}",
        samples.len()
    );
    println!("{tuned:#?}");
}
