//! The Swiss pairing of 2-player games by FIDE's Dutch system (Handbook C.04.3), read with
//! "white" as "moves first".
//!
//! Players are ranked by score, then seed. If their number is odd, the bye goes to the
//! lowest-ranked player of the lowest score who has had none (and, among those, fewest rounds
//! without a game), provided the others can all still be paired. Score groups are then paired
//! from the top: a group (with any players floated down from above) is split into a top half
//! S1 and a bottom half S2, S1's players meet S2's in order, and when that fails S2 is
//! transposed, then players are exchanged between the halves, in the Dutch order. Of the
//! pairings a group allows, the one kept pairs the most players, then the closest scores,
//! floats down the lowest scores, then denies the fewest first-move wishes; and it must leave
//! every player below still pairable (the look-ahead of [`super::matching`]).
//!
//! Absolute rules: no pair meets twice; two players who both must start (or both must not,
//! having started the last two or two more games than not) do not meet unless no pairing of
//! the round avoids it. The search is bounded (a few thousand candidates per group), and its
//! look-ahead exact only up to 128 players: it pairs fields up to [`SEARCHED_FIELD`], which it
//! searches whole; larger fields go to [`super::dutch_matching`], one maximum-weight matching
//! under the same rules, whose time does not depend on how the results fell.

use super::first_move::{self, Contender};
use super::matching::perfect_matching;
pub use super::swiss_player::{DutchError, SwissPlayer};
use super::{Round, Table};

/// The largest field paired by the bracket search below; larger ones by
/// [`super::dutch_matching`], whose time does not depend on how the results fell.
pub const SEARCHED_FIELD: usize = 16;

const LEAF_BUDGET: usize = 4000;
const NODE_BUDGET: usize = 200_000;

/// Pairs one round. The first seat of each table moves first; tables are ordered by score.
pub fn pair(players: &[SwissPlayer]) -> Result<Round, DutchError> {
    let mut ranked: Vec<&SwissPlayer> = players.iter().collect();
    ranked.sort_by(|a, b| b.score.cmp(&a.score).then(a.seed.cmp(&b.seed)));
    let field = Field { ranked };
    if field.ranked.len() > SEARCHED_FIELD {
        let (pairs, bye) = super::dutch_matching::pair_ranked(&field.ranked)?;
        return Ok(Round {
            tables: field.seat(pairs),
            byes: bye.map(|b| field.ranked[b].seed).into_iter().collect(),
        });
    }
    for strict in [true, false] {
        if let Some(round) = field.pair_with(strict) {
            return Ok(round);
        }
    }
    Err(DutchError::Exhausted)
}

struct Field<'a> {
    /// Players by rank (score, then seed); indices below are ranks.
    ranked: Vec<&'a SwissPlayer>,
}

/// A bracket's pairing and the players it floats down.
struct Candidate {
    pairs: Vec<(usize, usize)>,
    floaters: Vec<usize>,
    quality: (u32, u32, u32),
}

impl Field<'_> {
    fn met(&self, a: usize, b: usize) -> bool {
        self.ranked[a].opponents.contains(&self.ranked[b].seed)
    }

    fn allowed(&self, a: usize, b: usize, strict: bool) -> bool {
        let clash =
            strict && first_move::incompatible(&self.ranked[a].history, &self.ranked[b].history);
        !self.met(a, b) && !clash
    }

    fn pairable(&self, group: &[usize], strict: bool) -> bool {
        perfect_matching(group.len(), &|i, j| {
            self.allowed(group[i], group[j], strict)
        })
        .is_some()
    }

    fn pair_with(&self, strict: bool) -> Option<Round> {
        let mut left: Vec<usize> = (0..self.ranked.len()).collect();
        let mut byes = Vec::new();
        if left.len() % 2 == 1 {
            let bye = self.bye(&left, strict)?;
            left.retain(|p| *p != bye);
            byes.push(self.ranked[bye].seed);
        }
        let pairs = self.pair_brackets(&left, strict)?;
        Some(Round {
            tables: self.seat(pairs),
            byes,
        })
    }

    /// The bye: fewest byes, lowest score, fewest rounds unplayed, lowest rank — among those
    /// whose absence leaves the others pairable.
    fn bye(&self, field: &[usize], strict: bool) -> Option<usize> {
        let mut order = field.to_vec();
        order.sort_by_key(|p| {
            let player = self.ranked[*p];
            (
                player.byes,
                player.score,
                player.unplayed,
                std::cmp::Reverse(*p),
            )
        });
        order.into_iter().find(|bye| {
            let rest: Vec<usize> = field.iter().copied().filter(|p| p != bye).collect();
            self.pairable(&rest, strict)
        })
    }

    fn pair_brackets(&self, field: &[usize], strict: bool) -> Option<Vec<(usize, usize)>> {
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for p in field {
            match groups.last_mut() {
                Some(group) if self.ranked[group[0]].score == self.ranked[*p].score => {
                    group.push(*p)
                }
                _ => groups.push(vec![*p]),
            }
        }
        let mut pairs = Vec::new();
        let mut floaters: Vec<usize> = Vec::new();
        for (g, group) in groups.iter().enumerate() {
            let mut bracket = std::mem::take(&mut floaters);
            bracket.extend(group);
            let below: Vec<usize> = groups[g + 1..].iter().flatten().copied().collect();
            let chosen = self.pair_bracket(&bracket, &below, strict)?;
            pairs.extend(chosen.pairs);
            floaters = chosen.floaters;
        }
        floaters.is_empty().then_some(pairs)
    }

    /// The best pairing of one bracket, most pairs first.
    fn pair_bracket(&self, bracket: &[usize], below: &[usize], strict: bool) -> Option<Candidate> {
        let most = bracket.len() / 2;
        let least = if below.is_empty() { most } else { 0 };
        for count in (least..=most).rev() {
            if let Some(found) = self.best_with(bracket, below, count, strict) {
                return Some(found);
            }
        }
        None
    }

    /// The best pairing of `count` pairs in `bracket`: S1 runs over the subsets of that size
    /// in lexicographic order (the natural top half first, then exchanges from its lowest
    /// member), S2's partners are assigned in order (transpositions).
    fn best_with(
        &self,
        bracket: &[usize],
        below: &[usize],
        count: usize,
        strict: bool,
    ) -> Option<Candidate> {
        let mut search = BracketSearch {
            field: self,
            bracket,
            below,
            strict,
            best: None,
            leaves: 0,
            nodes: 0,
            ideal: self.ideal_quality(bracket, count),
        };
        let mut top = Vec::with_capacity(count);
        search.subsets(0, count, &mut top);
        search.best
    }

    /// No score gap, the lowest scores floating, every wish granted.
    fn ideal_quality(&self, bracket: &[usize], count: usize) -> (u32, u32, u32) {
        let mut scores: Vec<u32> = bracket.iter().map(|p| self.ranked[*p].score.0).collect();
        scores.sort_unstable();
        (0, scores[..bracket.len() - 2 * count].iter().sum(), 0)
    }

    fn quality(&self, pairs: &[(usize, usize)], floaters: &[usize]) -> (u32, u32, u32) {
        let gap = pairs
            .iter()
            .map(|(a, b)| self.ranked[*a].score.0.abs_diff(self.ranked[*b].score.0))
            .sum();
        let floated = floaters.iter().map(|p| self.ranked[*p].score.0).sum();
        let denied = pairs
            .iter()
            .map(|(a, b)| {
                let first = self.a_first(*a, *b, true);
                first_move::shortfall(&self.ranked[*a].history, first)
                    + first_move::shortfall(&self.ranked[*b].history, !first)
            })
            .sum();
        (gap, floated, denied)
    }

    fn a_first(&self, a: usize, b: usize, odd_board: bool) -> bool {
        first_move::a_moves_first(
            &Contender {
                history: &self.ranked[a].history,
                higher: a < b,
            },
            &Contender {
                history: &self.ranked[b].history,
                higher: b < a,
            },
            odd_board,
        )
    }

    /// Orders the tables by their better player's rank and seats each.
    fn seat(&self, mut pairs: Vec<(usize, usize)>) -> Vec<Table> {
        for pair in &mut pairs {
            *pair = (pair.0.min(pair.1), pair.0.max(pair.1));
        }
        pairs.sort_unstable();
        pairs
            .iter()
            .enumerate()
            .map(|(board, (a, b))| {
                let (a_seed, b_seed) = (self.ranked[*a].seed, self.ranked[*b].seed);
                let seats = if self.a_first(*a, *b, board % 2 == 0) {
                    [a_seed, b_seed]
                } else {
                    [b_seed, a_seed]
                };
                Table {
                    seats: seats.to_vec(),
                }
            })
            .collect()
    }
}

struct BracketSearch<'a, 'f> {
    field: &'a Field<'f>,
    bracket: &'a [usize],
    below: &'a [usize],
    strict: bool,
    best: Option<Candidate>,
    leaves: usize,
    nodes: usize,
    ideal: (u32, u32, u32),
}

impl BracketSearch<'_, '_> {
    fn done(&self) -> bool {
        self.leaves >= LEAF_BUDGET
            || self.nodes >= NODE_BUDGET
            || self.best.as_ref().is_some_and(|b| b.quality == self.ideal)
    }

    /// Chooses S1 (positions in the bracket), from `from` on, `count` in all.
    fn subsets(&mut self, from: usize, count: usize, top: &mut Vec<usize>) {
        if self.done() {
            return;
        }
        self.nodes += 1;
        if top.len() == count {
            let rest: Vec<usize> = (0..self.bracket.len())
                .filter(|i| !top.contains(i))
                .collect();
            let mut used = vec![false; rest.len()];
            let mut pairs = Vec::with_capacity(count);
            self.assign(top, &rest, &mut used, &mut pairs);
            return;
        }
        for i in from..self.bracket.len() {
            if self.bracket.len() - i < count - top.len() {
                break;
            }
            top.push(i);
            self.subsets(i + 1, count, top);
            top.pop();
        }
    }

    /// Gives S1's players, in order, partners from S2 in order.
    fn assign(
        &mut self,
        top: &[usize],
        rest: &[usize],
        used: &mut [bool],
        pairs: &mut Vec<(usize, usize)>,
    ) {
        if self.done() {
            return;
        }
        self.nodes += 1;
        let Some(&s1) = top.get(pairs.len()) else {
            return self.consider(rest, used, pairs);
        };
        let a = self.bracket[s1];
        for (j, &s2) in rest.iter().enumerate() {
            let b = self.bracket[s2];
            if used[j] || !self.field.allowed(a, b, self.strict) {
                continue;
            }
            used[j] = true;
            pairs.push((a, b));
            self.assign(top, rest, used, pairs);
            pairs.pop();
            used[j] = false;
        }
    }

    fn consider(&mut self, rest: &[usize], used: &[bool], pairs: &[(usize, usize)]) {
        self.leaves += 1;
        let floaters: Vec<usize> = (0..rest.len())
            .filter(|j| !used[*j])
            .map(|j| self.bracket[rest[j]])
            .collect();
        let quality = self.field.quality(pairs, &floaters);
        if self.best.as_ref().is_some_and(|b| b.quality <= quality) {
            return;
        }
        let mut later = floaters.clone();
        later.extend(self.below);
        if !self.field.pairable(&later, self.strict) {
            return;
        }
        self.best = Some(Candidate {
            pairs: pairs.to_vec(),
            floaters,
            quality,
        });
    }
}
