//! perft: the number of leaf nodes of the tree of legal action sequences, a check of move
//! generation that other engines can reproduce.

use super::game::repeats_third_time;
use super::{Game, Position};

/// Counts the action sequences of length `depth` from the game's current position (a finished
/// game has no children), taking threefold repetition into account.
#[must_use]
pub fn perft(game: &Game, depth: u32) -> u64 {
    let mut seen = game.seen().to_vec();
    count(game.position(), &mut seen, depth)
}

fn count(pos: &Position, seen: &mut Vec<u64>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return pos.legal_count();
    }
    let mut n = 0;
    pos.for_each_legal(|action| {
        let mut child = *pos;
        child.play_unchecked(action);
        if repeats_third_time(&child, seen) {
            child.end_by_repetition();
        }
        seen.push(child.hash());
        n += count(&child, seen, depth - 1);
        seen.pop();
    });
    n
}
