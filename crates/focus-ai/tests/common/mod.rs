//! What the computer's tests share: seeded positions to search.

use focus_ai::ai;
use focus_rules::rules::{Config, Game};

/// The positions of a seeded game between the baselines (random every third turn, greedy
/// otherwise), from the start, one a turn, up to `plies` turns in or the game's end.
pub fn positions(config: Config, plies: u64) -> Vec<Game> {
    let mut game = Game::new(config);
    let mut out = Vec::new();
    for ply in 0..plies {
        if game.position().is_over() {
            break;
        }
        out.push(game.clone());
        let next = if ply % 3 == 0 {
            ai::random(&game, ply)
        } else {
            ai::greedy(&game, ply)
        };
        game.play(next.expect("a running game has an action"))
            .expect("a baseline's action is legal");
    }
    out
}
