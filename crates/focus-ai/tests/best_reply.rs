//! Best-reply search (BRS, and BRS+) for 3 and 4 players in free-for-all: legal answers, the
//! same answer for the same seed under a node limit, no change where the game is two-sided (2
//! players, teams), and a search that is neither the paranoid one nor the other best-reply one
//! where it applies.

use focus_ai::ai::{self, Analysis, Level, Limits, Policy};
use focus_rules::rules::{Config, Game, Mode, Square};

mod common;
use common::positions;

/// Small limits so the tests stay fast in a debug build.
fn nodes(n: u64) -> Limits {
    Limits {
        nodes: Some(n),
        ..Limits::default()
    }
}

fn analyse(game: &Game, level: Level, policy: Policy, limits: Limits, seed: u64) -> Analysis {
    ai::analyse_with(game, level, policy, limits, seed).expect("the game is running")
}

/// Both best-reply searches.
const BEST_REPLY: [Policy; 2] = [Policy::BestReply, Policy::BestReplyPlus];

fn free_for_all() -> [Config; 2] {
    [
        Config::new(3, Mode::Standard).expect("3 players"),
        Config::new(4, Mode::FreeForAll).expect("4 players"),
    ]
}

#[test]
fn best_reply_answers_legally_with_three_and_four_players() {
    for config in free_for_all() {
        for (i, game) in positions(config, 40).iter().enumerate() {
            for (level, policy) in [Level::Medium, Level::Hard]
                .into_iter()
                .flat_map(|l| BEST_REPLY.map(|p| (l, p)))
            {
                let a = analyse(game, level, policy, nodes(2_000), i as u64);
                assert_eq!(
                    game.position().check(a.action),
                    Ok(()),
                    "{level} {policy:?} chose {} in {config:?} after {:?}",
                    a.action,
                    game.record()
                );
            }
        }
    }
}

#[test]
fn best_reply_gives_the_same_answer_for_the_same_seed_under_a_node_limit() {
    for config in free_for_all() {
        for (i, game) in positions(config, 30).iter().enumerate().step_by(5) {
            for policy in BEST_REPLY {
                let first = analyse(game, Level::Hard, policy, nodes(5_000), i as u64);
                let again = analyse(game, Level::Hard, policy, nodes(5_000), i as u64);
                assert_eq!(
                    first,
                    again,
                    "{policy:?} {config:?} after {:?}",
                    game.record()
                );
            }
        }
    }
}

#[test]
fn two_players_and_teams_search_the_same_whatever_the_policy() {
    for config in [
        Config::two_players(),
        Config::new(4, Mode::Teams).expect("teams"),
    ] {
        for (i, game) in positions(config, 30).iter().enumerate().step_by(3) {
            let paranoid = analyse(game, Level::Hard, Policy::Paranoid, nodes(3_000), i as u64);
            for policy in BEST_REPLY {
                let best_reply = analyse(game, Level::Hard, policy, nodes(3_000), i as u64);
                assert_eq!(
                    paranoid,
                    best_reply,
                    "{policy:?} {config:?} after {:?}",
                    game.record()
                );
            }
        }
    }
}

#[test]
fn each_best_reply_search_searches_its_own_tree_where_it_applies() {
    for config in free_for_all() {
        let depth = Limits {
            depth: Some(3),
            ..Limits::default()
        };
        let searched = |game: &Game, policy| analyse(game, Level::Medium, policy, depth, 1).nodes;
        let games = positions(config, 30);
        for (a, b) in [
            (Policy::Paranoid, Policy::BestReply),
            (Policy::Paranoid, Policy::BestReplyPlus),
            (Policy::BestReply, Policy::BestReplyPlus),
        ] {
            let differ = games
                .iter()
                .step_by(3)
                .filter(|game| searched(game, a) != searched(game, b))
                .count();
            assert!(
                differ >= 5,
                "{config:?}: only {differ} of 10 positions searched differently by {a:?} and {b:?}"
            );
        }
    }
}

#[test]
fn a_pass_gives_the_turn_on_and_nothing_else() {
    for config in free_for_all() {
        for game in positions(config, 20) {
            let before = *game.position();
            let mut passed = before;
            passed.pass_unchecked();
            let Some(seat) = before.to_act() else {
                continue;
            };
            if before.swap_pending().is_some() {
                assert_eq!(passed, before, "no pass in the opening swaps");
                continue;
            }
            assert_ne!(
                passed.to_act(),
                Some(seat),
                "{config:?} after {:?}",
                game.record()
            );
            for sq in Square::all() {
                assert_eq!(passed.stack(sq), before.stack(sq));
            }
            assert_ne!(passed.hash(), before.hash());
        }
    }
}
