//! Two baseline players to measure the levels against: uniform random, and 1-ply greedy.

use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

use crate::rules::{Action, Game, Position, Seat};

/// A legal action chosen uniformly at random (deterministic for a seed); `None` if the game is
/// over.
#[must_use]
pub fn random(game: &Game, seed: u64) -> Option<Action> {
    let mut rng = StdRng::seed_from_u64(seed);
    game.position().legal_actions().choose(&mut rng).copied()
}

/// The 1-ply greedy player: the action after which its own pieces (on the board and in reserve)
/// minus everyone else's is largest, a win above all; ties broken at random (deterministic for a
/// seed). `None` if the game is over.
#[must_use]
pub fn greedy(game: &Game, seed: u64) -> Option<Action> {
    let pos = game.position();
    let me = pos.to_act()?;
    let side = pos.config().side_mask(me);
    let mut rng = StdRng::seed_from_u64(seed);
    let mut best = Vec::new();
    let mut best_score = i64::MIN;
    pos.for_each_legal(|action| {
        let mut next = *pos;
        next.play_unchecked(action);
        let score = material_balance(&next, side);
        if score > best_score {
            best_score = score;
            best.clear();
        }
        if score == best_score {
            best.push(action);
        }
    });
    let i = rng.random_range(0..best.len().max(1));
    best.get(i).copied()
}

/// Own side's pieces minus the others', or ±(a large number) once the game is won or lost.
fn material_balance(pos: &Position, side: u8) -> i64 {
    if let Some(outcome) = pos.outcome() {
        return if outcome.winners().any(|w| side & (1 << w.index()) != 0) {
            1 << 40
        } else if outcome.winners().next().is_none() {
            0
        } else {
            -(1 << 40)
        };
    }
    pos.config()
        .seats()
        .map(|s: Seat| {
            let n = (pos.pieces_on_board(s) + usize::from(pos.reserve(s))) as i64;
            if side & (1 << s.index()) != 0 { n } else { -n }
        })
        .sum()
}
