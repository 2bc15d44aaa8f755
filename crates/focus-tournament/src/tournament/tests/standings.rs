//! Standings and their tie-breaks, on hand-made results.

use crate::tournament::standings::standings;
use crate::tournament::{Finish, Format, PlayedRound, Points, Round, Rules, Table};

fn game(first: usize, second: usize) -> Table {
    Table {
        seats: vec![first, second],
    }
}

fn finish(places: [u8; 2]) -> Option<Finish> {
    Some(Finish {
        places: places.to_vec(),
    })
}

/// Four players, round robin: A beats B and C, draws D; B beats C and D; C beats D.
fn four_played() -> Vec<PlayedRound> {
    vec![
        PlayedRound {
            round: Round {
                tables: vec![game(0, 3), game(1, 2)],
                byes: vec![],
            },
            finishes: vec![finish([0, 0]), finish([0, 1])],
        },
        PlayedRound {
            round: Round {
                tables: vec![game(3, 2), game(0, 1)],
                byes: vec![],
            },
            finishes: vec![finish([1, 0]), finish([0, 1])],
        },
        PlayedRound {
            round: Round {
                tables: vec![game(1, 3), game(2, 0)],
                byes: vec![],
            },
            finishes: vec![finish([0, 1]), finish([1, 0])],
        },
    ]
}

#[test]
fn round_robin_ranks_by_points_then_sonneborn_berger_then_rating() {
    let rules = Rules {
        format: Format::RoundRobin { double: false },
        per_table: 2,
        teams: false,
    };
    let lines = standings(&rules, &[1600, 1550, 1500, 1450], &four_played());
    let summary: Vec<(usize, u32, f64)> = lines
        .iter()
        .map(|l| (l.seed, l.points.halves(), l.sonneborn_berger))
        .collect();
    // Points: A 2½, B 2, C 1, D ½. SB: A = 2 + 1 + ½·½ = 3¼; B = 1 + ½ = 1½; C = ½; D = 2·½ … ½·2½.
    assert_eq!(summary[0], (0, 5, 3.25));
    assert_eq!(summary[1], (1, 4, 1.5));
    assert_eq!(summary[2], (2, 2, 0.5));
    assert_eq!((summary[3].0, summary[3].1), (3, 1));
    assert!((summary[3].2 - 1.25).abs() < 1e-9);
    assert_eq!(
        lines.iter().map(|l| l.rank).collect::<Vec<_>>(),
        [1, 2, 3, 4]
    );
}

#[test]
fn swiss_breaks_ties_by_buchholz_before_sonneborn_berger() {
    // Round 1: 0 beats 1, 2 beats 3, 4 has the bye. Round 2: 0 beats 2, 4 beats 1, 3 bye.
    let played = vec![
        PlayedRound {
            round: Round {
                tables: vec![game(0, 1), game(2, 3)],
                byes: vec![4],
            },
            finishes: vec![finish([0, 1]), finish([0, 1])],
        },
        PlayedRound {
            round: Round {
                tables: vec![game(0, 2), game(4, 1)],
                byes: vec![3],
            },
            finishes: vec![finish([0, 1]), finish([0, 1])],
        },
    ];
    let rules = Rules {
        format: Format::Swiss { rounds: 2 },
        per_table: 2,
        teams: false,
    };
    let lines = standings(&rules, &[1500; 5], &played);
    // 0: 2 points; 4: 2 (bye + win over 1: Buchholz 0); 2: 1, 3: 1 (bye), 1: 0.
    assert_eq!(lines[0].seed, 0);
    assert_eq!(lines[0].points, Points(4));
    assert_eq!(lines[1].seed, 4);
    assert_eq!(lines[1].buchholz, 0.0);
    // 2 (Buchholz 2 + 1 = 3: met 3 and 0) ahead of 3 (Buchholz 1: met 2).
    assert_eq!((lines[2].seed, lines[2].buchholz), (2, 3.0));
    assert_eq!((lines[3].seed, lines[3].buchholz), (3, 1.0));
}

#[test]
fn unfinished_games_do_not_count_yet() {
    let mut played = four_played();
    played[2].finishes[0] = None;
    let rules = Rules {
        format: Format::RoundRobin { double: false },
        per_table: 2,
        teams: false,
    };
    let lines = standings(&rules, &[1600, 1550, 1500, 1450], &played);
    let b = lines.iter().find(|l| l.seed == 1).expect("B");
    assert_eq!(b.points, Points(2));
}
