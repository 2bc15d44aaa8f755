//! The evaluation's two sets of weights: a search told to use the tuned ones scores with them
//! (not the hand-set ones) in every mode (2 players, 3, 4 in free-for-all and in teams), and the
//! same seed gives the same answer with either.

use focus_ai::ai::{self, HAND_SET, Level, Limits, Method, TUNED, Weighting, mode_index};
use focus_rules::rules::{Config, Game, Mode};

mod common;

fn depth(d: u32) -> Limits {
    Limits {
        depth: Some(d),
        ..Limits::default()
    }
}

/// Every fourth position of a seeded game between the baselines, 24 turns long.
fn positions(config: Config) -> Vec<Game> {
    common::positions(config, 24)
        .into_iter()
        .skip(3)
        .step_by(4)
        .collect()
}

fn fitted() -> [Config; 4] {
    [
        Config::two_players(),
        Config::new(3, Mode::Standard).expect("3 players"),
        Config::new(4, Mode::FreeForAll).expect("4 players"),
        Config::new(4, Mode::Teams).expect("teams"),
    ]
}

#[test]
fn the_tuned_weights_are_the_ones_searched_with_where_they_were_fitted() {
    for config in fitted() {
        assert_ne!(TUNED[mode_index(config)], HAND_SET, "{config:?}");
        let policy = Level::Hard.policy(config);
        let method = |weighting| Method { policy, weighting };
        let games = positions(config);
        let differ = games
            .iter()
            .filter(|game| {
                let hand =
                    ai::analyse_as(game, Level::Medium, method(Weighting::HandSet), depth(2), 1);
                let tuned =
                    ai::analyse_as(game, Level::Medium, method(Weighting::Tuned), depth(2), 1);
                hand.map(|a| a.score) != tuned.map(|a| a.score)
            })
            .count();
        assert!(
            differ * 2 > games.len(),
            "{config:?}: only {differ} of {} positions scored differently",
            games.len()
        );
        for (i, game) in games.iter().enumerate() {
            let tuned = method(Weighting::Tuned);
            let first = ai::analyse_as(game, Level::Hard, tuned, depth(2), i as u64);
            let again = ai::analyse_as(game, Level::Hard, tuned, depth(2), i as u64);
            assert_eq!(first, again, "{config:?} after {:?}", game.record());
        }
    }
}

#[test]
fn each_mode_has_its_own_fitted_weights_and_the_hand_set_ones() {
    for (i, config) in fitted().into_iter().enumerate() {
        assert_eq!(Weighting::HandSet.weights(config), HAND_SET, "{config:?}");
        assert_eq!(Weighting::Tuned.weights(config), TUNED[i], "{config:?}");
        for other in &TUNED[i + 1..] {
            assert_ne!(TUNED[i], *other, "{config:?} shares its fitted set");
        }
    }
}
