//! The search: iterative deepening alpha-beta, paranoid for more than two sides (the side to
//! move at the root, with its partner in teams, against everyone else) or, in 3- and 4-player
//! free-for-all, best-reply search ([`best_reply`]), with a transposition table, killer moves and
//! a history table for move ordering.

mod best_reply;

use std::collections::HashMap;
use std::time::Instant;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use super::eval::{Terms, side_score};
use crate::rules::{Action, Game, Outcome, Position, Square};

/// A won game, minus the plies it takes.
pub(crate) const WIN: i32 = 1_000_000;
const INFINITY: i32 = WIN + 1;
/// Scores beyond this are wins or losses at a known distance.
const WIN_BOUND: i32 = WIN - 10_000;
/// The most actions any position has (324 opening swaps is the largest case).
const MAX_ACTIONS: usize = 384;
const MAX_PLY: usize = 128;

/// How a level searches.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Params {
    /// Deepest iteration, in plies.
    pub max_depth: u32,
    /// Evaluation terms.
    pub terms: Terms,
    /// Easy's mistakes: each root action's exact score gets a seeded random offset up to this.
    pub noise: i32,
    /// log2 of the transposition table's entry count.
    pub table_bits: u32,
    /// Null-window searches of later actions, reduced for late quiet ones.
    pub reductions: bool,
    /// Captures and takeovers played out at the horizon.
    pub quiescence: bool,
    /// How the opponents' turns are searched with 3 or 4 players in free-for-all.
    pub policy: Policy,
}

/// How a search with 3 or 4 players in free-for-all treats the opponents' turns (teams and 2
/// players are two-sided whatever it says).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Policy {
    /// Every opponent's turn is a ply of its own, all of them playing against the root player.
    #[default]
    Paranoid,
    /// The opponents' turns between two of the root player's are one ply: the one reply, of any
    /// opponent, that is worst for the root player, while the others pass (BRS, as Schadd and
    /// Winands first had it: positions the game cannot reach, but the shallowest tree).
    BestReply,
    /// As [`Policy::BestReply`], but the opponents who do not reply play the action the move
    /// ordering ranks first instead of passing (BRS+, which keeps the real turn order).
    BestReplyPlus,
}

/// When the search must stop.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Stop {
    pub deadline: Option<Instant>,
    /// Stop before starting an iteration after this instant.
    pub soft_deadline: Option<Instant>,
    pub max_nodes: u64,
}

/// What the search found.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Found {
    pub action: Action,
    pub depth: u32,
    pub nodes: u64,
    pub score: i32,
    /// The score of the iteration before the last (one ply shallower), if one completed.
    pub previous: Option<i32>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    action: Option<Action>,
    score: i32,
    depth: i8,
    bound: Bound,
}

const EMPTY_ENTRY: Entry = Entry {
    key: 0,
    action: None,
    score: 0,
    depth: -1,
    bound: Bound::Exact,
};

struct Searcher {
    side: u8,
    params: Params,
    stop: Stop,
    stopped: bool,
    nodes: u64,
    table: Vec<Entry>,
    history: Vec<i32>,
    killers: [[Option<Action>; 2]; MAX_PLY],
    /// How often each position of the game so far occurred (2 players: threefold repetition).
    seen: HashMap<u64, u8>,
    /// Positions along the line being searched, after the root.
    line: Vec<u64>,
    two_players: bool,
    /// Best-reply search applies: [`Policy::BestReply`] or [`Policy::BestReplyPlus`] with 3 or
    /// 4 players in free-for-all.
    best_reply: bool,
}

/// Searches the game's position for the player to act, only `only` at the root if given.
/// `None` when the game is over (or `only` is not legal).
pub(crate) fn search(
    game: &Game,
    params: Params,
    stop: Stop,
    seed: u64,
    only: Option<Action>,
) -> Option<Found> {
    let pos = *game.position();
    let me = pos.to_act()?;
    let mut rng = StdRng::seed_from_u64(seed);
    let mut seen = HashMap::new();
    for &h in game.seen() {
        *seen.entry(h).or_insert(0u8) += 1;
    }
    let mut s = Searcher {
        side: pos.config().side_mask(me),
        params,
        stop,
        stopped: false,
        nodes: 0,
        table: vec![EMPTY_ENTRY; 1 << params.table_bits],
        history: vec![0; 65 * 64],
        killers: [[None; 2]; MAX_PLY],
        seen,
        line: Vec::with_capacity(MAX_PLY),
        two_players: pos.config().players() == 2,
        best_reply: params.policy != Policy::Paranoid
            && pos.config().players() > 2
            && pos.config().side_mask(me).count_ones() == 1,
    };

    let mut root: Vec<(Action, i32)> = Vec::with_capacity(128);
    pos.for_each_legal(|a| {
        if only.is_none_or(|o| o == a) {
            root.push((a, 0));
        }
    });
    if root.is_empty() {
        return None;
    }
    // The seed breaks ties between equally ordered actions.
    root.shuffle(&mut rng);
    let noise: Vec<i32> = root
        .iter()
        .map(|_| {
            if params.noise > 0 {
                rng.random_range(-params.noise..=params.noise)
            } else {
                0
            }
        })
        .collect();
    let mut root: Vec<(Action, i64, i32)> = root
        .into_iter()
        .zip(noise)
        .map(|((a, _), n)| (a, s.order_key(&pos, a, None, 0), n))
        .collect();
    root.sort_by_key(|r| std::cmp::Reverse(r.1));

    let mut found = Found {
        action: root[0].0,
        depth: 0,
        nodes: 0,
        score: 0,
        previous: None,
    };
    let mut last_iteration = std::time::Duration::ZERO;
    for depth in 1..=params.max_depth.max(1) {
        // An iteration takes at least twice as long as the one before: skip one that cannot
        // finish (only completed iterations count).
        let now = Instant::now();
        if depth > 1
            && (stop.soft_deadline.is_some_and(|t| now >= t)
                || stop.deadline.is_some_and(|t| {
                    now.checked_add(last_iteration.saturating_mul(2))
                        .is_none_or(|end| end > t)
                }))
        {
            break;
        }
        let iteration_start = now;
        let exact = params.noise > 0;
        let mut alpha = -INFINITY;
        let mut best: Option<(usize, i32)> = None;
        for (i, &(action, _, noise)) in root.iter().enumerate() {
            let mut child = pos;
            child.play_unchecked(action);
            let score = match s.repetition(&child, 1) {
                Some(score) => score,
                None => {
                    s.line.push(child.hash());
                    let window = if exact { -INFINITY } else { alpha };
                    let v = s.alphabeta(&child, depth as i32 - 1, 1, window, INFINITY);
                    s.line.pop();
                    v
                }
            };
            if s.stopped {
                break;
            }
            let score = if score.abs() < WIN_BOUND {
                score + noise
            } else {
                score
            };
            if best.is_none_or(|(_, b)| score > b) {
                best = Some((i, score));
                alpha = alpha.max(score);
            }
        }
        if s.stopped {
            break;
        }
        let Some((i, score)) = best else { break };
        last_iteration = iteration_start.elapsed();
        found = Found {
            action: root[i].0,
            depth,
            nodes: s.nodes,
            score,
            previous: (found.depth > 0).then_some(found.score),
        };
        // Search the best action first in the next iteration.
        let chosen = root.remove(i);
        root.insert(0, chosen);
        if score.abs() >= WIN_BOUND {
            break;
        }
    }
    found.nodes = s.nodes;
    Some(found)
}

impl Searcher {
    fn out_of_budget(&mut self) -> bool {
        if self.nodes >= self.stop.max_nodes
            || (self.nodes & 1023 == 0 && self.stop.deadline.is_some_and(|t| Instant::now() >= t))
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// The score of a finished game for the root side.
    fn terminal(&self, outcome: Outcome, ply: usize) -> i32 {
        let mut winners = outcome.winners().peekable();
        if winners.peek().is_none() {
            return 0;
        }
        if winners.any(|w| self.side & (1 << w.index()) != 0) {
            WIN - ply as i32
        } else {
            -WIN + ply as i32
        }
    }

    /// In a 2-player game, the score when `child` would occur for the third time (seat 1 wins).
    fn repetition(&self, child: &Position, ply: usize) -> Option<i32> {
        if !self.two_players || child.is_over() {
            return None;
        }
        let h = child.hash();
        let before = usize::from(self.seen.get(&h).copied().unwrap_or(0))
            + self.line.iter().filter(|&&x| x == h).count();
        (before >= 2).then(|| {
            if self.side & 1 != 0 {
                WIN - ply as i32
            } else {
                -WIN + ply as i32
            }
        })
    }

    fn alphabeta(
        &mut self,
        pos: &Position,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        if let Some(outcome) = pos.outcome() {
            return self.terminal(outcome, ply);
        }
        if depth <= 0 || ply >= MAX_PLY - 1 {
            return if self.params.quiescence {
                self.quiescence(pos, ply, alpha, beta, QUIESCENCE_DEPTH)
            } else {
                side_score(pos, self.side, self.params.terms)
            };
        }
        let hash = pos.hash();
        let slot = (hash as usize) & (self.table.len() - 1);
        let entry = self.table[slot];
        let mut table_action = None;
        if entry.key == hash {
            table_action = entry.action;
            if i32::from(entry.depth) >= depth {
                let score = from_table(entry.score, ply);
                match entry.bound {
                    Bound::Exact => return score,
                    Bound::Lower if score >= beta => return score,
                    Bound::Upper if score <= alpha => return score,
                    _ => {}
                }
            }
        }

        let maximising = pos
            .to_act()
            .is_some_and(|s| self.side & (1 << s.index()) != 0);
        let (alpha0, beta0) = (alpha, beta);
        if self.best_reply && !maximising {
            let (best, best_action) =
                self.best_reply_layer(pos, depth, ply, alpha, beta, table_action);
            if self.stopped {
                return 0;
            }
            self.store(hash, slot, best, best_action, depth, ply, (alpha0, beta0));
            return best;
        }

        let mut list = [(Action::Place(FIRST), 0i64); MAX_ACTIONS];
        let mut n = 0;
        pos.for_each_legal(|a| {
            if n < MAX_ACTIONS {
                list[n].0 = a;
                n += 1;
            }
        });
        for item in &mut list[..n] {
            item.1 = self.order_key(pos, item.0, table_action, ply);
        }
        let list = &mut list[..n];
        list.sort_unstable_by_key(|m| std::cmp::Reverse(m.1));

        let mut best = if maximising { -INFINITY } else { INFINITY };
        let mut best_action = None;
        for (i, &(action, key)) in list.iter().enumerate() {
            let mut child = *pos;
            child.play_unchecked(action);
            let score = match self.repetition(&child, ply + 1) {
                Some(score) => score,
                None => {
                    self.line.push(child.hash());
                    let v = if self.params.reductions && i > 0 {
                        self.scout(&child, depth, ply, alpha, beta, maximising, i, key)
                    } else {
                        self.alphabeta(&child, depth - 1, ply + 1, alpha, beta)
                    };
                    self.line.pop();
                    v
                }
            };
            if self.stopped {
                return 0;
            }
            if maximising {
                if score > best {
                    best = score;
                    best_action = Some(action);
                    alpha = alpha.max(score);
                }
            } else if score < best {
                best = score;
                best_action = Some(action);
                beta = beta.min(score);
            }
            if alpha >= beta {
                if key < CAPTURE_TIER {
                    self.reward(action, depth, ply);
                }
                break;
            }
        }
        self.store(hash, slot, best, best_action, depth, ply, (alpha0, beta0));
        best
    }

    /// Keeps a node's result in the transposition table, its bound read from the window it was
    /// searched with, unless the slot holds another position searched deeper.
    #[allow(clippy::too_many_arguments)]
    fn store(
        &mut self,
        hash: u64,
        slot: usize,
        best: i32,
        best_action: Option<Action>,
        depth: i32,
        ply: usize,
        (alpha0, beta0): (i32, i32),
    ) {
        let bound = if best <= alpha0 {
            Bound::Upper
        } else if best >= beta0 {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let replace = self.table[slot].key != hash || i32::from(self.table[slot].depth) <= depth;
        if replace {
            self.table[slot] = Entry {
                key: hash,
                action: best_action,
                score: to_table(best, ply),
                depth: depth.min(127) as i8,
                bound,
            };
        }
    }

    /// Searches a later child with a null window first, reduced by a ply when it is a late
    /// quiet action, and again with the full window and depth only when it might be better.
    #[allow(clippy::too_many_arguments)]
    fn scout(
        &mut self,
        child: &Position,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
        maximising: bool,
        index: usize,
        key: i64,
    ) -> i32 {
        let (lo, hi) = if maximising {
            (alpha, alpha.saturating_add(1))
        } else {
            (beta.saturating_sub(1), beta)
        };
        let reduce = i32::from(depth >= 3 && index >= 3 && key < KILLER_TIER);
        let v = self.alphabeta(child, depth - 1 - reduce, ply + 1, lo, hi);
        if self.stopped {
            return 0;
        }
        let promising = if maximising { v > alpha } else { v < beta };
        if promising && (reduce > 0 || (v > alpha && v < beta)) {
            self.alphabeta(child, depth - 1, ply + 1, alpha, beta)
        } else {
            v
        }
    }

    /// At the horizon, plays out captures and takeovers of tall stacks so the evaluation is
    /// not taken in the middle of an exchange. Either side may stop ("stand pat").
    fn quiescence(
        &mut self,
        pos: &Position,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        left: u32,
    ) -> i32 {
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        if let Some(outcome) = pos.outcome() {
            return self.terminal(outcome, ply);
        }
        let stand = side_score(pos, self.side, self.params.terms);
        if left == 0 || ply >= MAX_PLY - 1 {
            return stand;
        }
        let maximising = pos
            .to_act()
            .is_some_and(|s| self.side & (1 << s.index()) != 0);
        if maximising {
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
        } else {
            if stand <= alpha {
                return stand;
            }
            beta = beta.min(stand);
        }
        let side = self.side_of_mover(pos);
        let mut list = [(Action::Place(FIRST), 0i32); MAX_ACTIONS];
        let mut n = 0;
        pos.for_each_legal(|a| {
            let gain = tactical_gain(pos, a, side);
            if gain >= QUIESCENCE_GAIN && n < MAX_ACTIONS {
                list[n] = (a, gain);
                n += 1;
            }
        });
        let list = &mut list[..n];
        list.sort_unstable_by_key(|m| std::cmp::Reverse(m.1));
        let mut best = stand;
        for &(action, _) in list.iter() {
            let mut child = *pos;
            child.play_unchecked(action);
            let score = self.quiescence(&child, ply + 1, alpha, beta, left - 1);
            if self.stopped {
                return 0;
            }
            if maximising {
                best = best.max(score);
                alpha = alpha.max(score);
            } else {
                best = best.min(score);
                beta = beta.min(score);
            }
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// A quiet action that refuted a line: remember it for this ply and in the history table.
    fn reward(&mut self, action: Action, depth: i32, ply: usize) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(action) {
            killers[1] = killers[0];
            killers[0] = Some(action);
        }
        let h = &mut self.history[history_index(action)];
        *h = (*h + depth * depth).min(1 << 20);
    }

    /// Sort key: the table's action, then captures and takeovers by what they win, then
    /// killers, then quiet actions by history.
    fn order_key(&self, pos: &Position, action: Action, best: Option<Action>, ply: usize) -> i64 {
        if Some(action) == best {
            return 1 << 40;
        }
        let gain = i64::from(tactical_gain(pos, action, self.side_of_mover(pos)));
        if gain > 0 {
            return CAPTURE_TIER + gain;
        }
        if self.killers[ply.min(MAX_PLY - 1)].contains(&Some(action)) {
            return KILLER_TIER;
        }
        i64::from(self.history[history_index(action)]) + gain * 1000
    }

    fn side_of_mover(&self, pos: &Position) -> u8 {
        pos.to_act().map_or(0, |s| pos.config().side_mask(s))
    }
}

const CAPTURE_TIER: i64 = 1 << 32;
/// Plies of captures and takeovers played out at the horizon.
const QUIESCENCE_DEPTH: u32 = 4;
/// What an action must win to be played out at the horizon: a capture, or a takeover of a
/// stack at least 3 high.
const QUIESCENCE_GAIN: i32 = 60;
const KILLER_TIER: i64 = 1 << 31;
const FIRST: Square = match Square::from_index(18) {
    Some(s) => s,
    None => unreachable!(),
};

fn history_index(action: Action) -> usize {
    match action {
        Action::Move { from, to, .. } => from.index() * 64 + to.index(),
        Action::Place(to) => 64 * 64 + to.index(),
        Action::Swap(a, _) => 64 * 64 + a.index(),
    }
}

/// Whether `pos` is quiet: the player to act has no capture or takeover that the search would
/// play out at its horizon, so the evaluation alone is a fair estimate of it.
pub(crate) fn is_quiet(pos: &Position) -> bool {
    let Some(seat) = pos.to_act() else {
        return true;
    };
    let side = pos.config().side_mask(seat);
    let mut quiet = true;
    pos.for_each_legal(|a| quiet &= tactical_gain(pos, a, side) < QUIESCENCE_GAIN);
    quiet
}

/// What an action wins at once for the mover's side `side`: taking over an enemy stack (by its
/// height), pieces knocked off the bottom (enemy ones), less what it gives away (its own pieces
/// knocked off, a stack left behind with an enemy on top). Quiet actions score 0 or less.
fn tactical_gain(pos: &Position, action: Action, side: u8) -> i32 {
    let enemy = |s: crate::rules::Seat| side & (1 << s.index()) == 0;
    let (dest, k, left) = match action {
        Action::Move { from, to, count } => {
            let src = pos.stack(from);
            let k = usize::from(count);
            let left = if k < src.height() {
                src.piece(src.height() - k - 1)
            } else {
                None
            };
            (pos.stack(to), k, left)
        }
        Action::Place(to) => (pos.stack(to), 1, None),
        Action::Swap(..) => return 0,
    };
    let mut gain = 0;
    if dest.owner().is_some_and(enemy) {
        gain += 20 * dest.height() as i32;
    }
    let off = (dest.height() + k).saturating_sub(5);
    for level in 0..off {
        if let Some(p) = dest.piece(level) {
            gain += if enemy(p) { 100 } else { -5 };
        }
    }
    if left.is_some_and(enemy) {
        gain -= 10;
    }
    if gain == 0 && matches!(action, Action::Place(_)) {
        gain = -1;
    }
    gain
}

fn to_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score + ply as i32
    } else if score <= -WIN_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score >= WIN_BOUND {
        score - ply as i32
    } else if score <= -WIN_BOUND {
        score + ply as i32
    } else {
        score
    }
}
