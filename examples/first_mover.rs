//! Is the first mover at a disadvantage, or is the analysis's offset `b` misread? Plays the hard
//! level against itself in 2 players and prints: the first mover's share of the wins, the
//! analysis's chance for the first mover at the start, and each seat's mean chance (as the
//! chart shows it) on the turns it is to act and on the turns its opponent is.
//!
//! `cargo run --release --example first_mover -- [games] [nodes] [random plies]` (defaults 40,
//! 2,000, 6). Deterministic.

use focus_bot::ai::analysis::{DEFAULT_NODES, analyse_game};
use focus_bot::ai::{Level, Limits, analyse};
use focus_bot::rules::{Config, Game};
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;

fn main() {
    let mut args = std::env::args().skip(1);
    let games: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(40);
    let nodes: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(2_000);
    let random: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(6);
    let config = Config::two_players();
    let start = analyse_game(&Game::new(config), DEFAULT_NODES, |_, _| {}).expect("replays");
    println!(
        "start, {DEFAULT_NODES} nodes: first mover's chance {:.3}",
        start.chances[0][0]
    );
    // The start searched at each depth: the score's sign follows the depth's parity?
    for depth in 1..=6 {
        let limits = Limits {
            depth: Some(depth),
            nodes: Some(DEFAULT_NODES),
            ..Limits::default()
        };
        if let Some(a) = analyse(&Game::new(config), Level::Hard, limits, 0x5EED_A1A1) {
            println!("start at depth {}: score {}", a.depth, a.score);
        }
    }
    let mut rng = StdRng::seed_from_u64(7);
    let (mut first, mut second, mut unfinished) = (0, 0, 0);
    // Seat 1's chart value, summed on the plies where seat 1 is to act and where seat 2 is.
    let (mut own, mut own_n, mut other, mut other_n) = (0.0, 0, 0.0, 0);
    for g in 0..games {
        let mut game = Game::new(config);
        while game.position().to_act().is_some() && game.record().len() < 400 {
            let action = if game.record().len() < random {
                *game
                    .position()
                    .legal_actions()
                    .choose(&mut rng)
                    .expect("actions")
            } else {
                let limits = Limits {
                    nodes: Some(nodes),
                    ..Limits::default()
                };
                match analyse(&game, Level::Hard, limits, g as u64) {
                    Some(a) => a.action,
                    None => break,
                }
            };
            game.play(action).expect("legal");
        }
        match game.position().outcome().and_then(|o| o.winners().next()) {
            Some(w) if w.index() == 0 => first += 1,
            Some(_) => second += 1,
            None => unfinished += 1,
        }
        if g < 4 {
            let a = analyse_game(&game, nodes, |_, _| {}).expect("replays");
            for (ply, c) in a.chances.iter().enumerate().take(a.chances.len() - 1) {
                if ply % 2 == 0 {
                    own += c[0];
                    own_n += 1;
                } else {
                    other += c[0];
                    other_n += 1;
                }
            }
        }
    }
    println!("{games} games: first mover won {first}, second {second}, unfinished {unfinished}");
    println!(
        "seat 1's mean chance with seat 1 to act {:.3} ({own_n} positions), with seat 2 to act {:.3} ({other_n})",
        own / f64::from(own_n),
        other / f64::from(other_n)
    );
}
