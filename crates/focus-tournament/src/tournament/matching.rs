//! Whether a set of players can all be paired, each pair allowed to meet: the look-ahead that
//! keeps a pairing from painting the lower score groups into a corner.

use std::collections::HashSet;

/// A perfect matching of `0..count` in which every pair satisfies `allowed`, if one exists.
/// Depth-first, always pairing the player with the fewest partners left, remembering the sets
/// that failed (so small fields of a few dozen players are quick).
pub fn perfect_matching(
    count: usize,
    allowed: &dyn Fn(usize, usize) -> bool,
) -> Option<Vec<(usize, usize)>> {
    if count % 2 == 1 || count > 128 {
        return None;
    }
    let mut failed = HashSet::new();
    let mut pairs = Vec::with_capacity(count / 2);
    let all: u128 = if count == 128 {
        u128::MAX
    } else {
        (1u128 << count) - 1
    };
    search(all, allowed, &mut failed, &mut pairs).then_some(pairs)
}

fn search(
    left: u128,
    allowed: &dyn Fn(usize, usize) -> bool,
    failed: &mut HashSet<u128>,
    pairs: &mut Vec<(usize, usize)>,
) -> bool {
    if left == 0 {
        return true;
    }
    if failed.contains(&left) {
        return false;
    }
    let members: Vec<usize> = (0..128).filter(|i| left & (1u128 << i) != 0).collect();
    let partners = |a: usize| -> Vec<usize> {
        members
            .iter()
            .copied()
            .filter(|b| *b != a && allowed(a, *b))
            .collect()
    };
    let Some(pick) = members.iter().copied().min_by_key(|a| partners(*a).len()) else {
        return true;
    };
    for partner in partners(pick) {
        pairs.push((pick.min(partner), pick.max(partner)));
        if search(
            left & !(1u128 << pick) & !(1u128 << partner),
            allowed,
            failed,
            pairs,
        ) {
            return true;
        }
        pairs.pop();
    }
    failed.insert(left);
    false
}
