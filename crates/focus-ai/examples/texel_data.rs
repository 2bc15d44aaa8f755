//! The self-play games the evaluation's weights are tuned on: seeded, so the same arguments
//! always give the same file. Each game opens with a few random actions (so the games differ),
//! then both sides play `medium` under a node limit (so the games do not depend on the
//! machine's speed). One line a game: players, mode, winners (seat numbers, or `-` for none
//! within 300 actions), then the actions in canonical notation.
//!
//! `cargo run --release -p focus-ai --example texel_data -- PLAYERS GAMES SEED > games.txt`,
//! PLAYERS one of `2`, `3`, `4` (teams), `4ffa`.

use focus_ai::ai::{self, Level, Limits};
use focus_rules::rules::{Config, Game, Mode};

/// Actions a game may last; longer ones count as no result.
const MOST_ACTIONS: usize = 300;
/// Positions a searched action may visit.
const NODES: u64 = 4_000;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(players), Some(games), Some(seed)) = (
        args.first(),
        args.get(1).and_then(|g| g.parse::<u64>().ok()),
        args.get(2).and_then(|s| s.parse::<u64>().ok()),
    ) else {
        eprintln!("usage: texel_data PLAYERS(2|3|4|4ffa) GAMES SEED > games.txt");
        std::process::exit(2);
    };
    let config = match players.as_str() {
        "2" => Config::two_players(),
        "3" => Config::new(3, Mode::Standard).expect("3 players"),
        "4" => Config::new(4, Mode::Teams).expect("teams"),
        "4ffa" => Config::new(4, Mode::FreeForAll).expect("4 players"),
        other => {
            eprintln!("`{other}` is not 2, 3, 4 or 4ffa");
            std::process::exit(2);
        }
    };
    let limits = Limits {
        nodes: Some(NODES),
        ..Limits::default()
    };
    for g in 0..games {
        let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(g);
        let mut game = Game::new(config);
        let opening = 4 + (game_seed % 5) as usize;
        while game.record().len() < MOST_ACTIONS && !game.position().is_over() {
            let ply = game.record().len() as u64;
            let action = if game.record().len() < opening {
                ai::random(&game, game_seed ^ ply)
            } else {
                ai::analyse(&game, Level::Medium, limits, game_seed ^ ply).map(|a| a.action)
            };
            let Some(action) = action else { break };
            game.play(action).expect("the computer's actions are legal");
        }
        let winners = game.position().outcome().map_or_else(
            || "-".to_string(),
            |o| {
                let won: Vec<String> = o.winners().map(|s| s.number().to_string()).collect();
                if won.is_empty() {
                    "=".to_string()
                } else {
                    won.join(",")
                }
            },
        );
        let actions: Vec<String> = game.record().iter().map(ToString::to_string).collect();
        println!(
            "{}\t{}\t{winners}\t{}",
            config.players(),
            config.mode().name(),
            actions.join(" ")
        );
        if (g + 1) % 50 == 0 {
            eprintln!("{} of {games} games", g + 1);
        }
    }
}
