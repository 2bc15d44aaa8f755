//! Best-reply search for 3 and 4 players in free-for-all: Schadd and Winands, "Best-Reply
//! Search for Multi-Player Games" (IEEE TCIAIG 3(1), 2011), where of the opponents between two
//! turns of the root player only the one with the strongest reply acts and the others pass
//! (BRS), so the root player's own turns come sooner in the tree; and Esser, Gras, Winands,
//! Schadd and Lanctot, "Improving Best-Reply Search" (Computers and Games 2013), where the other
//! opponents play the action the move ordering ranks first instead of passing (BRS+), so every
//! position searched is one the game can reach and the turn order stays the real one.
//!
//! The opponents' turns are one ply of the tree: a min node over every opponent's actions.

use super::{CAPTURE_TIER, INFINITY, MAX_ACTIONS, Policy, Searcher};
use crate::rules::{Action, Position};

/// The most opponents acting between two turns of the root player.
const MOST_OPPONENTS: usize = 3;

impl Searcher {
    /// The score of `pos`, an opponent to act, searched as one best reply: every action of each
    /// opponent before the root player's next turn, the opponents before and after it passing
    /// (BRS) or playing their first-ranked action (BRS+); the lowest score for the root side.
    /// With the action of that reply (`None` when stopped).
    pub(super) fn best_reply_layer(
        &mut self,
        pos: &Position,
        depth: i32,
        ply: usize,
        alpha: i32,
        mut beta: i32,
        table_action: Option<Action>,
    ) -> (i32, Option<Action>) {
        // Where each opponent acts, those before it having passed or played.
        let mut turns: Vec<Position> = Vec::with_capacity(MOST_OPPONENTS);
        let mut at = *pos;
        while turns.len() < MOST_OPPONENTS && self.opponent_to_act(&at) {
            turns.push(at);
            let best = if turns.len() == 1 { table_action } else { None };
            if !self.stand_aside(&mut at, best, ply) {
                break;
            }
        }
        let mut best = INFINITY;
        let mut best_action = None;
        for (k, turn) in turns.iter().enumerate() {
            let mut list = Vec::with_capacity(MAX_ACTIONS / 4);
            turn.for_each_legal(|a| list.push(a));
            let table = if k == 0 { table_action } else { None };
            let mut list: Vec<(Action, i64)> = list
                .into_iter()
                .map(|a| (a, self.order_key(turn, a, table, ply)))
                .collect();
            list.sort_by_key(|m| std::cmp::Reverse(m.1));
            for (action, key) in list {
                let mut child = *turn;
                child.play_unchecked(action);
                // The later opponents pass or play.
                for _ in 0..MOST_OPPONENTS {
                    if !self.opponent_to_act(&child) || !self.stand_aside(&mut child, None, ply) {
                        break;
                    }
                }
                self.line.push(child.hash());
                let score = self.alphabeta(&child, depth - 1, ply + 1, alpha, beta);
                self.line.pop();
                if self.stopped {
                    return (0, None);
                }
                if score < best {
                    best = score;
                    best_action = Some(action);
                    beta = beta.min(score);
                }
                if alpha >= beta {
                    if key < CAPTURE_TIER {
                        self.reward(action, depth, ply);
                    }
                    return (best, best_action);
                }
            }
        }
        (best, best_action)
    }

    /// Moves the turn on past an opponent who does not reply: a pass (BRS; in the opening swaps,
    /// where no one may pass, the first-ranked action as in BRS+) or its first-ranked action
    /// (BRS+). Whether the turn moved on.
    fn stand_aside(&self, pos: &mut Position, best: Option<Action>, ply: usize) -> bool {
        if self.params.policy == Policy::BestReply && pos.swap_pending().is_none() {
            let before = pos.to_act();
            pos.pass_unchecked();
            return pos.to_act() != before || pos.is_over();
        }
        let Some(first) = self.first_ranked(pos, best, ply) else {
            return false;
        };
        pos.play_unchecked(first);
        true
    }

    /// Whether an opponent of the root side is to act in `pos`.
    fn opponent_to_act(&self, pos: &Position) -> bool {
        !pos.is_over()
            && pos
                .to_act()
                .is_some_and(|s| self.side & (1 << s.index()) == 0)
    }

    /// The action the move ordering ranks first in `pos` (the first generated of equals).
    fn first_ranked(&self, pos: &Position, best: Option<Action>, ply: usize) -> Option<Action> {
        let mut first: Option<(Action, i64)> = None;
        pos.for_each_legal(|a| {
            let key = self.order_key(pos, a, best, ply);
            if first.is_none_or(|(_, k)| key > k) {
                first = Some((a, key));
            }
        });
        first.map(|(a, _)| a)
    }
}
