//! How much the analysis chart swings at quiet turns (turns that captured nothing): plays the
//! hard level against itself, analyses each game at the bot's budget and prints, per number of
//! players, the mean change of a seat's chance at those turns ([`quiet_swing`]), in points.
//!
//! `cargo run --example analysis_swing -- [games] [nodes an action] [analysis nodes]`
//! (defaults 4, 2,000, 60,000). Deterministic.

use focus_bot::ai::analysis::{DEFAULT_NODES, analyse_game, quiet_swing};
use focus_bot::ai::{Level, Limits, analyse};
use focus_bot::rules::{Config, Game, Mode};
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;

fn main() {
    let mut args = std::env::args().skip(1);
    let games: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(4);
    let nodes: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(2_000);
    let budget: u64 = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(DEFAULT_NODES);
    for (players, mode) in [
        (2, Mode::Standard),
        (3, Mode::Standard),
        (4, Mode::FreeForAll),
    ] {
        let config = Config::new(players, mode).expect("a configuration");
        let mut rng = StdRng::seed_from_u64(11);
        let mut all = Vec::new();
        for g in 0..games {
            let game = self_play(config, nodes, 120, &mut rng, g as u64);
            let analysis = analyse_game(&game, budget, |_, _| {}).expect("replays");
            if let Some(s) = quiet_swing(&Game::new(config), game.record(), &analysis) {
                println!(
                    "{players} players, game {g}: {} turns, quiet swing {s:.1}",
                    game.record().len()
                );
                all.push(s);
            }
        }
        let mean = all.iter().sum::<f64>() / all.len().max(1) as f64;
        println!(
            "{players} players: mean quiet swing {mean:.1} points over {} games",
            all.len()
        );
    }
}

/// A game of the hard level against itself, its first 4 actions random, at most `plies` long.
fn self_play(config: Config, nodes: u64, plies: usize, rng: &mut StdRng, seed: u64) -> Game {
    let mut game = Game::new(config);
    while game.position().to_act().is_some() && game.record().len() < plies {
        let action = if game.record().len() < 4 {
            *game
                .position()
                .legal_actions()
                .choose(rng)
                .expect("actions")
        } else {
            let limits = Limits {
                nodes: Some(nodes),
                ..Limits::default()
            };
            match analyse(&game, Level::Hard, limits, seed) {
                Some(a) => a.action,
                None => break,
            }
        };
        if game.play(action).is_err() {
            break;
        }
    }
    game
}
