//! The blossom matching against the reference code's cases and against brute force.

use proptest::prelude::*;

use crate::tournament::blossom::{Edge, max_weight_matching};

fn mates(edges: &[(usize, usize, i128)], max_cardinality: bool) -> Vec<Option<usize>> {
    let n = edges.iter().map(|e| e.0.max(e.1) + 1).max().unwrap_or(0);
    max_weight_matching(n, edges, max_cardinality)
}

fn m(list: &[i64]) -> Vec<Option<usize>> {
    list.iter().map(|v| usize::try_from(*v).ok()).collect()
}

#[test]
fn the_reference_cases() {
    assert_eq!(mates(&[(0, 1, 1)], false), m(&[1, 0]));
    assert_eq!(mates(&[(1, 2, 10), (2, 3, 11)], false), m(&[-1, -1, 3, 2]));
    assert_eq!(
        mates(&[(1, 2, 5), (2, 3, 11), (3, 4, 5)], false),
        m(&[-1, -1, 3, 2, -1])
    );
    assert_eq!(
        mates(&[(1, 2, 5), (2, 3, 11), (3, 4, 5)], true),
        m(&[-1, 2, 1, 4, 3])
    );
    let negative = [(1, 2, 2), (1, 3, -2), (2, 3, 1), (2, 4, -1), (3, 4, -6)];
    assert_eq!(mates(&negative, false), m(&[-1, 2, 1, -1, -1]));
    assert_eq!(mates(&negative, true), m(&[-1, 3, 4, 1, 2]));
    let cases: &[(&[Edge], &[i64])] = &[
        // S-blossom used for augmentation.
        (
            &[(1, 2, 8), (1, 3, 9), (2, 3, 10), (3, 4, 7)],
            &[-1, 2, 1, 4, 3],
        ),
        (
            &[
                (1, 2, 8),
                (1, 3, 9),
                (2, 3, 10),
                (3, 4, 7),
                (1, 6, 5),
                (4, 5, 6),
            ],
            &[-1, 6, 3, 2, 5, 4, 1],
        ),
        // S-blossom relabelled as T.
        (
            &[
                (1, 2, 9),
                (1, 3, 8),
                (2, 3, 10),
                (1, 4, 5),
                (4, 5, 4),
                (1, 6, 3),
            ],
            &[-1, 6, 3, 2, 5, 4, 1],
        ),
        (
            &[
                (1, 2, 9),
                (1, 3, 8),
                (2, 3, 10),
                (1, 4, 5),
                (4, 5, 3),
                (1, 6, 4),
            ],
            &[-1, 6, 3, 2, 5, 4, 1],
        ),
        (
            &[
                (1, 2, 9),
                (1, 3, 8),
                (2, 3, 10),
                (1, 4, 5),
                (4, 5, 3),
                (3, 6, 4),
            ],
            &[-1, 2, 1, 6, 5, 4, 3],
        ),
        // Nested S-blossom.
        (
            &[
                (1, 2, 9),
                (1, 3, 9),
                (2, 3, 10),
                (2, 4, 8),
                (3, 5, 8),
                (4, 5, 10),
                (5, 6, 6),
            ],
            &[-1, 3, 4, 1, 2, 6, 5],
        ),
        (
            &[
                (1, 2, 10),
                (1, 7, 10),
                (2, 3, 12),
                (3, 4, 20),
                (3, 5, 20),
                (4, 5, 25),
                (5, 6, 10),
                (6, 7, 10),
                (7, 8, 8),
            ],
            &[-1, 2, 1, 4, 3, 6, 5, 8, 7],
        ),
        (
            &[
                (1, 2, 8),
                (1, 3, 8),
                (2, 3, 10),
                (2, 4, 12),
                (3, 5, 12),
                (4, 5, 14),
                (4, 6, 12),
                (5, 7, 12),
                (6, 7, 14),
                (7, 8, 12),
            ],
            &[-1, 2, 1, 5, 6, 3, 4, 8, 7],
        ),
        (
            &[
                (1, 2, 23),
                (1, 5, 22),
                (1, 6, 15),
                (2, 3, 25),
                (3, 4, 22),
                (4, 5, 25),
                (4, 8, 14),
                (5, 7, 13),
            ],
            &[-1, 6, 3, 2, 8, 7, 1, 5, 4],
        ),
        (
            &[
                (1, 2, 19),
                (1, 3, 20),
                (1, 8, 8),
                (2, 3, 25),
                (2, 4, 18),
                (3, 5, 18),
                (4, 5, 13),
                (4, 7, 7),
                (5, 6, 7),
            ],
            &[-1, 8, 3, 2, 7, 6, 5, 4, 1],
        ),
        // T-blossoms relabelled in more than one way, expanded.
        (
            &[
                (1, 2, 45),
                (1, 5, 45),
                (2, 3, 50),
                (3, 4, 45),
                (4, 5, 50),
                (1, 6, 30),
                (3, 9, 35),
                (4, 8, 35),
                (5, 7, 26),
                (9, 10, 5),
            ],
            &[-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
        ),
        (
            &[
                (1, 2, 45),
                (1, 5, 45),
                (2, 3, 50),
                (3, 4, 45),
                (4, 5, 50),
                (1, 6, 30),
                (3, 9, 35),
                (4, 8, 26),
                (5, 7, 40),
                (9, 10, 5),
            ],
            &[-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
        ),
        (
            &[
                (1, 2, 45),
                (1, 5, 45),
                (2, 3, 50),
                (3, 4, 45),
                (4, 5, 50),
                (1, 6, 30),
                (3, 9, 35),
                (4, 8, 28),
                (5, 7, 26),
                (9, 10, 5),
            ],
            &[-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
        ),
        (
            &[
                (1, 2, 45),
                (1, 7, 45),
                (2, 3, 50),
                (3, 4, 45),
                (4, 5, 95),
                (4, 6, 94),
                (5, 6, 94),
                (6, 7, 50),
                (1, 8, 30),
                (3, 11, 35),
                (5, 9, 36),
                (7, 10, 26),
                (11, 12, 5),
            ],
            &[-1, 8, 3, 2, 6, 9, 4, 10, 1, 5, 7, 12, 11],
        ),
        (
            &[
                (1, 2, 40),
                (1, 3, 40),
                (2, 3, 60),
                (2, 4, 55),
                (3, 5, 55),
                (4, 5, 50),
                (1, 8, 15),
                (5, 7, 30),
                (7, 6, 10),
                (8, 10, 10),
                (4, 9, 30),
            ],
            &[-1, 2, 1, 5, 9, 3, 7, 6, 10, 4, 8],
        ),
    ];
    for (edges, expected) in cases {
        assert_eq!(mates(edges, false), m(expected), "{edges:?}");
    }
}

/// The best (cardinality, weight) over every matching, by trying them all.
fn brute_force(n: usize, edges: &[Edge], max_cardinality: bool) -> (usize, i128) {
    fn go(
        v: usize,
        n: usize,
        used: &mut Vec<bool>,
        edges: &[Edge],
        key: &dyn Fn(usize, i128) -> (i128, i128),
        acc: (usize, i128),
        best: &mut (usize, i128),
    ) {
        if v == n {
            if key(acc.0, acc.1) > key(best.0, best.1) {
                *best = acc;
            }
            return;
        }
        if used[v] {
            return go(v + 1, n, used, edges, key, acc, best);
        }
        go(v + 1, n, used, edges, key, acc, best);
        for &(a, b, w) in edges {
            let other = if a == v {
                b
            } else if b == v {
                a
            } else {
                continue;
            };
            if used[other] {
                continue;
            }
            used[v] = true;
            used[other] = true;
            go(v + 1, n, used, edges, key, (acc.0 + 1, acc.1 + w), best);
            used[v] = false;
            used[other] = false;
        }
    }
    let key = |count: usize, weight: i128| {
        if max_cardinality {
            (count as i128, weight)
        } else {
            (0, weight)
        }
    };
    let mut best = (0, 0);
    go(0, n, &mut vec![false; n], edges, &key, (0, 0), &mut best);
    best
}

fn checked(n: usize, edges: &[Edge], mates: &[Option<usize>]) -> (usize, i128) {
    let mut count = 0;
    let mut weight = 0;
    for (v, mate) in mates.iter().enumerate() {
        let Some(u) = *mate else { continue };
        assert_eq!(mates[u], Some(v), "matched both ways");
        if v < u {
            let edge = edges
                .iter()
                .find(|e| (e.0, e.1) == (v, u) || (e.0, e.1) == (u, v))
                .expect("a matched pair is an edge");
            count += 1;
            weight += edge.2;
        }
    }
    assert_eq!(mates.len(), n);
    (count, weight)
}

fn graph() -> impl Strategy<Value = (usize, Vec<Edge>)> {
    (1usize..=9).prop_flat_map(|n| {
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
            .collect();
        let count = pairs.len();
        (
            Just(n),
            Just(pairs),
            proptest::collection::vec(proptest::option::weighted(0.6, -20i128..40), count),
        )
            .prop_map(|(n, pairs, weights)| {
                let edges = pairs
                    .into_iter()
                    .zip(weights)
                    .filter_map(|((i, j), w)| w.map(|w| (i, j, w)))
                    .collect();
                (n, edges)
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]
    #[test]
    fn as_good_as_trying_every_matching((n, edges) in graph(), max_cardinality in any::<bool>()) {
        let mates = max_weight_matching(n, &edges, max_cardinality);
        let found = checked(n, &edges, &mates);
        let best = brute_force(n, &edges, max_cardinality);
        if max_cardinality {
            prop_assert_eq!(found, best);
        } else {
            prop_assert_eq!(found.1, best.1);
        }
    }
}

#[test]
fn a_dense_field_of_two_hundred_is_matched_perfectly_and_optimally_against_a_greedy_bound() {
    // Vertex i and j joined with weight 1000 - (i - j)²: the best matching pairs neighbours.
    let n = 200;
    let edges: Vec<Edge> = (0..n)
        .flat_map(|i| (i + 1..n).map(move |j| (i, j, 1000 - ((j - i) * (j - i)) as i128)))
        .collect();
    let mates = max_weight_matching(n, &edges, true);
    let (count, weight) = checked(n, &edges, &mates);
    assert_eq!((count, weight), (100, 100 * 999));
}
