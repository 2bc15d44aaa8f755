//! Swiss tournaments played with seeded random results, checked for the rules every round must
//! keep.

use crate::tournament::history::records;
use crate::tournament::tests::simulate::{assert_everyone_once, meetings, play};
use crate::tournament::{Format, PlayedRound, Rules};

fn swiss(per_table: usize, rounds: u32) -> Rules {
    Rules {
        format: Format::Swiss { rounds },
        per_table,
        teams: false,
    }
}

fn repeated(played: &[PlayedRound]) -> usize {
    let met = meetings(played);
    met.windows(2).filter(|w| w[0] == w[1]).count()
}

#[test]
fn a_swiss_of_7_over_3_rounds_keeps_the_dutch_rules() {
    for seed in 0..40 {
        let rules = swiss(2, 3);
        let played = play(&rules, 7, seed, None);
        assert_everyone_once(&played, 7);
        assert_eq!(repeated(&played), 0, "seed {seed}: a pair met twice");
        let byes: Vec<usize> = played.iter().flat_map(|r| r.round.byes.clone()).collect();
        let mut distinct = byes.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(
            (byes.len(), distinct.len()),
            (3, 3),
            "seed {seed}: a bye twice"
        );
        for (seed_no, record) in records(&rules, 7, &played).iter().enumerate() {
            let moves: Vec<bool> = record.first_moves.iter().flatten().copied().collect();
            let firsts = moves.iter().filter(|f| **f).count() as i64;
            // FIDE C.04.3 C.3: the difference never passes 2.
            assert!(
                (2 * firsts - moves.len() as i64).abs() <= 2,
                "seed {seed}: {seed_no} {moves:?}"
            );
            assert!(!moves.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]));
        }
        // Score groups: each round's total score gap is the least any pairing without a
        // repeat allows, found by trying every pairing.
        for r in 1..played.len() {
            let before = records(&rules, 7, &played[..r]);
            let gaps = |pairs: &[(usize, usize)]| {
                let mut gaps: Vec<u32> = pairs
                    .iter()
                    .map(|(a, b)| before[*a].score.0.abs_diff(before[*b].score.0))
                    .collect();
                gaps.sort_unstable_by(|a, b| b.cmp(a));
                gaps
            };
            let chosen: Vec<(usize, usize)> = played[r]
                .round
                .tables
                .iter()
                .map(|t| (t.seats[0], t.seats[1]))
                .collect();
            let field: Vec<usize> = (0..7)
                .filter(|s| !played[r].round.byes.contains(s))
                .collect();
            let least = all_pairings(&field)
                .into_iter()
                .filter(|pairs| pairs.iter().all(|(a, b)| !before[*a].met.contains(b)))
                .map(|pairs| gaps(&pairs).iter().sum::<u32>())
                .min()
                .expect("a pairing exists");
            assert_eq!(
                gaps(&chosen).iter().sum::<u32>(),
                least,
                "seed {seed} round {r}"
            );
            // The bye goes to a lowest score among those who had none.
            for bye in &played[r].round.byes {
                let lowest = (0..7)
                    .filter(|s| before[*s].byes == 0)
                    .map(|s| before[s].score)
                    .min()
                    .expect("someone without a bye");
                assert!(before[*bye].score <= lowest + crate::tournament::Points(2));
            }
        }
    }
}

/// Every way to pair `field` (an even count).
fn all_pairings(field: &[usize]) -> Vec<Vec<(usize, usize)>> {
    let Some((&first, rest)) = field.split_first() else {
        return vec![Vec::new()];
    };
    let mut all = Vec::new();
    for (i, &partner) in rest.iter().enumerate() {
        let others: Vec<usize> = rest
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, s)| *s)
            .collect();
        for mut pairs in all_pairings(&others) {
            pairs.push((first, partner));
            all.push(pairs);
        }
    }
    all
}

/// Every way to split `field` into tables of `size`.
fn all_groupings(field: &[usize], size: usize) -> Vec<Vec<Vec<usize>>> {
    let Some((&first, rest)) = field.split_first() else {
        return vec![Vec::new()];
    };
    let mut all = Vec::new();
    for companions in combinations(rest, size - 1) {
        let others: Vec<usize> = rest
            .iter()
            .copied()
            .filter(|s| !companions.contains(s))
            .collect();
        for mut tables in all_groupings(&others, size) {
            let mut table = vec![first];
            table.extend(&companions);
            tables.push(table);
            all.push(tables);
        }
    }
    all
}

fn combinations(items: &[usize], k: usize) -> Vec<Vec<usize>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    let Some((&first, rest)) = items.split_first() else {
        return Vec::new();
    };
    let mut with: Vec<Vec<usize>> = combinations(rest, k - 1)
        .into_iter()
        .map(|mut c| {
            c.insert(0, first);
            c
        })
        .collect();
    with.extend(combinations(rest, k));
    with
}

#[test]
fn top_scorers_meet_each_other() {
    // After round 1 of 8, the four winners are paired among themselves when results are
    // decisive.
    for seed in 0..20 {
        let rules = swiss(2, 2);
        let played = play(&rules, 8, seed, None);
        let before = records(&rules, 8, &played[..1]);
        let groups: Vec<(u32, u32)> = played[1]
            .round
            .tables
            .iter()
            .map(|t| (before[t.seats[0]].score.0, before[t.seats[1]].score.0))
            .collect();
        let mismatched = groups.iter().filter(|(a, b)| a != b).count();
        assert!(mismatched <= 2, "seed {seed}: {groups:?}");
    }
}

#[test]
fn three_player_swiss_of_6_and_7_and_four_player_of_9_minimise_repeats() {
    for (per_table, entrants, rounds) in [(3, 6, 2), (3, 7, 3), (4, 9, 3), (4, 8, 2)] {
        for seed in 0..10 {
            let rules = swiss(per_table, rounds);
            let played = play(&rules, entrants, seed, None);
            assert_everyone_once(&played, entrants);
            for round in &played {
                assert!(
                    round
                        .round
                        .tables
                        .iter()
                        .all(|t| t.seats.len() == per_table)
                );
                assert_eq!(round.round.byes.len(), entrants % per_table);
            }
            // Each round repeats as few meetings as any grouping of its players could.
            for r in 1..played.len() {
                let before = records(&rules, entrants, &played[..r]);
                let repeats = |tables: &[Vec<usize>]| -> usize {
                    tables
                        .iter()
                        .map(|t| {
                            t.iter()
                                .map(|a| t.iter().filter(|b| before[*a].met.contains(b)).count())
                                .sum::<usize>()
                        })
                        .sum()
                };
                let chosen: Vec<Vec<usize>> = played[r]
                    .round
                    .tables
                    .iter()
                    .map(|t| t.seats.clone())
                    .collect();
                let field: Vec<usize> = (0..entrants)
                    .filter(|s| !played[r].round.byes.contains(s))
                    .collect();
                let least = all_groupings(&field, per_table)
                    .iter()
                    .map(|g| repeats(g))
                    .min();
                assert_eq!(
                    Some(repeats(&chosen)),
                    least,
                    "{per_table}×{entrants} seed {seed} round {r}: {chosen:?} {:?}",
                    played[..r]
                        .iter()
                        .map(|p| p.round.clone())
                        .collect::<Vec<_>>()
                );
            }
            let byes: Vec<usize> = played.iter().flat_map(|r| r.round.byes.clone()).collect();
            let mut distinct = byes.clone();
            distinct.sort_unstable();
            distinct.dedup();
            assert_eq!(
                byes.len(),
                distinct.len(),
                "{per_table}×{entrants} seed {seed}: a bye twice"
            );
        }
    }
}

#[test]
fn a_leaver_is_not_paired_again() {
    for (per_table, entrants) in [(2, 7), (3, 7)] {
        let rules = swiss(per_table, 3);
        let played = play(&rules, entrants, 3, Some((1, 2)));
        for round in &played[1..] {
            assert!(round.round.tables.iter().all(|t| !t.seats.contains(&2)));
            assert!(!round.round.byes.contains(&2));
        }
        assert_everyone_once(&played, entrants);
    }
}
