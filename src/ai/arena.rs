//! Games between players, for measuring strength (`focus-bot ai-match`).

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

use super::{Level, choose, greedy, random};
use crate::rules::{Action, Config, Game, Seat, Turn};

/// Anyone who can play a seat in a measured game: a level or a baseline.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Player {
    /// The computer player at a level.
    Level(Level),
    /// Uniformly random legal actions.
    Random,
    /// The 1-ply greedy baseline.
    Greedy,
}

impl Player {
    /// The player's action for the game's player to act.
    #[must_use]
    pub fn act(self, game: &Game, budget: Duration, seed: u64) -> Option<Action> {
        match self {
            Player::Level(level) => choose(game, level, budget, seed),
            Player::Random => random(game, seed),
            Player::Greedy => greedy(game, seed),
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Level(l) => l.fmt(f),
            Player::Random => f.write_str("random"),
            Player::Greedy => f.write_str("greedy"),
        }
    }
}

impl FromStr for Player {
    type Err = String;

    fn from_str(s: &str) -> Result<Player, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "random" => Ok(Player::Random),
            "greedy" => Ok(Player::Greedy),
            other => other.parse().map(Player::Level).map_err(|_| {
                format!("`{s}` is not a player: choose easy, medium, hard, random or greedy")
            }),
        }
    }
}

/// How a measured game ended, for the player in seat 1.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameResult {
    /// Seat 1 won.
    FirstWins,
    /// Seat 2 won.
    SecondWins,
    /// No result within the move limit (or an agreed draw, which these games never have).
    Draw,
}

/// A measured game: its result, its length, and each seat's slowest answer.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Played {
    /// How it ended.
    pub result: GameResult,
    /// Actions played.
    pub plies: usize,
    /// The longest any one action took, per seat (seat 1 first).
    pub slowest: [Duration; 2],
    /// The game's record.
    pub record: Vec<Turn>,
}

/// Plays a 2-player game: `players[0]` in seat 1. Each action gets `budget`; after `max_plies`
/// actions without a result the game counts as a draw.
#[must_use]
pub fn play_game(
    players: [Player; 2],
    config: Config,
    budget: Duration,
    max_plies: usize,
    seed: u64,
) -> Played {
    let mut game = Game::new(config);
    let mut slowest = [Duration::ZERO; 2];
    let mut plies = 0;
    while plies < max_plies {
        let Some(seat) = game.position().to_act() else {
            break;
        };
        let side = seat.index() % 2;
        let seed = seed
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(plies as u64);
        let start = Instant::now();
        let action = players[side].act(&game, budget, seed);
        slowest[side] = slowest[side].max(start.elapsed());
        let Some(action) = action else {
            break;
        };
        if game.play(action).is_err() {
            // An illegal action loses on the spot (never expected).
            let result = if side == 0 {
                GameResult::SecondWins
            } else {
                GameResult::FirstWins
            };
            return Played {
                result,
                plies,
                slowest,
                record: game.record().to_vec(),
            };
        }
        plies += 1;
    }
    let result = match game.position().outcome() {
        Some(o) if o.is_winner(Seat::from_index(0).expect("seat 1")) => GameResult::FirstWins,
        Some(o) if o.is_winner(Seat::from_index(1).expect("seat 2")) => GameResult::SecondWins,
        _ => GameResult::Draw,
    };
    Played {
        result,
        plies,
        slowest,
        record: game.record().to_vec(),
    }
}
