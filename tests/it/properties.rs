//! Property tests over random legal games of every player count and mode.

use std::collections::HashSet;

use focus_bot::notation::{
    parse_action, parse_placement, parse_turn, position_from_json, position_to_json, read_record,
    write_record,
};
use focus_bot::rules::{Action, Config, Game, MAX_HEIGHT, Mode, Position, Square, Turn};
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

fn configs() -> impl Strategy<Value = Config> {
    (
        2u8..=4,
        any::<bool>(),
        prop::option::of(1u8..=8),
        any::<bool>(),
    )
        .prop_map(|(players, ffa, short, swap)| {
            let mode = if ffa { Mode::FreeForAll } else { Mode::Teams };
            let config = Config::new(players, mode)
                .unwrap()
                .with_short(short)
                .unwrap();
            config.with_swap(swap && players == 2).unwrap()
        })
}

fn total_pieces(config: Config) -> usize {
    match config.players() {
        2 => 36,
        3 => 39,
        _ => 52,
    }
}

fn pieces_everywhere(pos: &Position) -> usize {
    let board: usize = Square::all().map(|s| pos.stack(s).height()).sum();
    let held: usize = pos
        .config()
        .seats()
        .map(|s| {
            usize::from(pos.reserve(s)) + usize::from(pos.captured(s)) + usize::from(pos.retired(s))
        })
        .sum();
    board + held
}

/// Every action that could be written, legal or not (moves along lines, placements, swaps).
fn every_candidate() -> Vec<Action> {
    let mut all = Vec::new();
    for from in (0..64).filter_map(Square::from_index) {
        for to in (0..64).filter_map(Square::from_index) {
            if from.col() == to.col() || from.row() == to.row() {
                for count in 1..=7 {
                    all.push(Action::Move { from, to, count });
                }
            }
            all.push(Action::Swap(from, to));
        }
        all.push(Action::Place(from));
    }
    all
}

/// Plays a random game: mostly actions, sometimes a resignation.
fn random_game(config: Config, seed: u64, length: usize, resignations: bool) -> Game {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut game = Game::new(config);
    for _ in 0..length {
        let pos = *game.position();
        let Some(to_act) = pos.to_act() else { break };
        if resignations && rng.random_ratio(1, 60) {
            let seat = config
                .seats()
                .nth(rng.random_range(0..config.players() as usize))
                .unwrap();
            let _ = game.apply(Turn::Resign(seat));
            continue;
        }
        let legal = pos.legal_actions();
        assert!(
            !legal.is_empty(),
            "{to_act:?} to act with no action:\n{pos}"
        );
        let action = legal[rng.random_range(0..legal.len())];
        game.play(action).unwrap();
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn invariants_hold_through_random_games(config in configs(), seed: u64, length in 0usize..250) {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut game = Game::new(config);
        let candidates = every_candidate();
        for step in 0..length {
            let pos = *game.position();
            prop_assert_eq!(pieces_everywhere(&pos), total_pieces(config));
            prop_assert!(Square::all().all(|s| pos.stack(s).height() <= MAX_HEIGHT));
            // The incrementally kept state equals the state rebuilt from scratch.
            prop_assert_eq!(Position::from_setup(&pos.to_setup()).unwrap(), pos);
            let legal = pos.legal_actions();
            prop_assert_eq!(legal.len() as u64, pos.legal_count());
            let generated: HashSet<Action> = legal.iter().copied().collect();
            prop_assert_eq!(generated.len(), legal.len(), "no duplicates");
            for a in &legal {
                prop_assert!(pos.check(*a).is_ok(), "{} generated but illegal", a);
                prop_assert_eq!(parse_action(&a.to_string()), Ok(*a));
            }
            if step % 16 == 0 {
                for a in &candidates {
                    prop_assert_eq!(pos.check(*a).is_ok(), generated.contains(a), "{}", a);
                }
            }
            if pos.is_over() {
                prop_assert!(legal.is_empty());
                break;
            }
            if pos.to_act().is_none() { break; }
            let action = legal[rng.random_range(0..legal.len())];
            game.play(action).unwrap();
        }
    }

    #[test]
    fn records_and_json_round_trip(config in configs(), seed: u64, length in 0usize..300) {
        let game = random_game(config, seed, length, false);
        let header = vec![("Event".to_string(), "test \"quoted\"".to_string())];
        let text = write_record(&header, game.record());
        let replayed = read_record(config, &text).unwrap();
        prop_assert_eq!(replayed.position(), game.position());
        prop_assert_eq!(replayed.record(), game.record());
        let json = position_to_json(game.position());
        let loaded = position_from_json(&json).unwrap();
        prop_assert_eq!(&loaded, game.position());
        prop_assert_eq!(position_to_json(&loaded), json);
    }

    #[test]
    fn resignations_keep_the_pieces_counted(config in configs(), seed: u64, length in 0usize..300) {
        let game = random_game(config, seed, length, true);
        let pos = game.position();
        prop_assert_eq!(pieces_everywhere(pos), total_pieces(config));
        if let Some(seat) = pos.to_act() {
            prop_assert!(pos.can_act(seat));
            prop_assert!(!pos.legal_actions().is_empty());
        }
        let text = write_record(&[], game.record());
        let replayed = read_record(config, &text).unwrap();
        prop_assert_eq!(replayed.position(), pos);
    }

    #[test]
    fn parsing_arbitrary_text_never_panics(text in ".{0,40}", bytes in prop::collection::vec(any::<u8>(), 0..40)) {
        let lossy = String::from_utf8_lossy(&bytes).into_owned();
        for t in [&text, &lossy] {
            let _ = parse_action(t);
            let _ = parse_placement(t);
            let _ = parse_turn(t);
            let _ = read_record(Config::two_players(), t);
            let _ = position_from_json(t);
        }
    }

    #[test]
    fn parsing_action_shaped_text_never_panics(text in "[rRsS]?:?[a-jA-J]?[0-9]{0,2} ?-? ?[a-jA-J]?[0-9]{0,3}:?[0-9]{0,4}") {
        if let Ok(action) = parse_action(&text) {
            let pos = Position::start(Config::two_players());
            let _ = pos.check(action).map_err(|e| e.to_string());
            prop_assert_eq!(parse_action(&action.to_string()), Ok(action));
        }
    }
}
