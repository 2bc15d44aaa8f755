//! The Dutch pairing of a large field as one maximum-weight matching ([`super::blossom`]), as
//! FIDE's pairing programs solve it: a pair who already met is no edge at all, and each edge's
//! weight encodes the Dutch criteria in priority order, each worth more than every lower one
//! summed over the whole round:
//!
//! 1. two players who both must start (or both must not) meet only where no pairing avoids it;
//! 2. the bye (an extra vertex joined to everyone when the field is odd) goes to the first in
//!    the bye order: fewest byes, lowest score, fewest rounds without a game, lowest rank;
//! 3. the least score differences within pairs (squared, so one large gap costs more than two
//!    small ones, and a score group floats as few players as it can);
//! 4. the fewest first-move wishes denied (absolute, then strong, then mild);
//! 5. the Dutch order within a score group: its top half meets its bottom half in order, and a
//!    player floated down is the lowest of their group, meeting the highest of the next.
//!
//! The matching takes O(n³) steps whatever the results, so a field of 1,000 is paired in well
//! under a second (see `docs/performance.md`).

use super::blossom::{Edge, max_weight_matching};
use super::first_move::{self, Contender};
use super::swiss_player::{DutchError, SwissPlayer};

/// A round's pairs (ranks, lower first) and the bye's rank.
pub type RankedPairing = (Vec<(usize, usize)>, Option<usize>);

/// The pairing of a field `ranked` by score then seed.
pub fn pair_ranked(ranked: &[&SwissPlayer]) -> Result<RankedPairing, DutchError> {
    let m = ranked.len();
    let odd = m % 2 == 1;
    let bye_vertex = m;
    let vertices = m + usize::from(odd);
    let pairs = vertices as i128 / 2;
    // Where each rank stands in its score group, and the group's size.
    let mut position = vec![0usize; m];
    let mut group_size = vec![0usize; m];
    let mut start = 0;
    while start < m {
        let end = (start..m)
            .find(|r| ranked[*r].score != ranked[start].score)
            .unwrap_or(m);
        for r in start..end {
            position[r] = r - start;
            group_size[r] = end - start;
        }
        start = end;
    }
    let gap_most = ranked
        .first()
        .zip(ranked.last())
        .map_or(0, |(a, b)| i128::from(a.score.0 - b.score.0));
    let order_unit = 1;
    let colour_unit = pairs * m as i128 + 1;
    let gap_unit = (2000 * pairs + 1) * colour_unit;
    let bye_unit = (pairs * gap_most * gap_most + 1) * gap_unit;
    let clash_unit = (m as i128 + 1) * bye_unit;
    let base = (pairs + 1) * clash_unit;

    let mut bye_order: Vec<usize> = (0..m).collect();
    bye_order.sort_by_key(|r| {
        let p = ranked[*r];
        (p.byes, p.score, p.unplayed, std::cmp::Reverse(*r))
    });
    let weight = |a: usize, b: usize| -> Option<i128> {
        let (pa, pb) = (ranked[a], ranked[b]);
        if pa.opponents.contains(&pb.seed) {
            return None;
        }
        let clash = i128::from(first_move::incompatible(&pa.history, &pb.history));
        let gap = i128::from(pa.score.0.abs_diff(pb.score.0));
        let first = a_first(pa, pb);
        let denied = i128::from(
            first_move::shortfall(&pa.history, first) + first_move::shortfall(&pb.history, !first),
        );
        let order = if pa.score == pb.score {
            let half = group_size[a] / 2;
            (position[b] - position[a]).abs_diff(half)
        } else {
            (group_size[a] - 1 - position[a]) + position[b]
        } as i128;
        let cost =
            clash * clash_unit + gap * gap * gap_unit + denied * colour_unit + order * order_unit;
        Some(base - cost)
    };
    let solve = |sparse: bool| -> Option<Vec<Option<usize>>> {
        let mut edges: Vec<Edge> = Vec::new();
        for a in 0..m {
            for b in partners(a, sparse, m, &position, &group_size) {
                if let Some(w) = weight(a, b) {
                    edges.push((a, b, w));
                }
            }
        }
        if odd {
            for (place, r) in bye_order.iter().enumerate() {
                edges.push((*r, bye_vertex, base - place as i128 * bye_unit));
            }
        }
        let mates = max_weight_matching(vertices, &edges, true);
        mates.iter().all(Option::is_some).then_some(mates)
    };
    // Most of the best pairing's pairs are near each other in rank, or near the Dutch partner
    // (the same place in the other half of the score group): the graph of those edges is
    // matched first, the whole graph only if that leaves someone unpaired.
    let mates = (m > SPARSE_FROM)
        .then(|| solve(true))
        .flatten()
        .or_else(|| solve(false))
        .ok_or(DutchError::Exhausted)?;
    let mut found = Vec::with_capacity(m / 2);
    let mut bye = None;
    for (a, mate) in mates.iter().enumerate().take(m) {
        let b = mate.expect("everyone is matched");
        if b == bye_vertex {
            bye = Some(a);
        } else if a < b {
            found.push((a, b));
        }
    }
    Ok((found, bye))
}

/// The fields above this size are matched on the sparse graph first.
const SPARSE_FROM: usize = 64;
/// How far in rank the sparse graph reaches around a player and around their Dutch partner.
const REACH: usize = 24;

/// The ranks after `a` that may meet `a`: all of them, or (`sparse`) those within [`REACH`] of
/// `a` or of `a`'s Dutch partner.
fn partners(
    a: usize,
    sparse: bool,
    m: usize,
    position: &[usize],
    group_size: &[usize],
) -> Vec<usize> {
    if !sparse {
        return (a + 1..m).collect();
    }
    let start = a - position[a];
    let half = group_size[a] / 2;
    let partner = if position[a] < half {
        start + position[a] + half
    } else {
        start + position[a] - half
    };
    let mut out: Vec<usize> = (a + 1..m.min(a + REACH + 1)).collect();
    out.extend((partner.saturating_sub(REACH)..m.min(partner + REACH + 1)).filter(|b| *b > a));
    out.sort_unstable();
    out.dedup();
    out
}

/// Whether the higher-ranked `a` would move first against `b` (boards of round 1 aside).
fn a_first(a: &SwissPlayer, b: &SwissPlayer) -> bool {
    first_move::a_moves_first(
        &Contender {
            history: &a.history,
            higher: true,
        },
        &Contender {
            history: &b.history,
            higher: false,
        },
        true,
    )
}
