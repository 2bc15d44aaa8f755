//! The rules engine against RULES.md: worked examples, perft, properties.

use focus_bot::rules::{Config, Game, Mode, perft};

#[test]
fn perft_two_players_start() {
    let game = Game::new(Config::two_players());
    let counts: Vec<u64> = (1..=4).map(|d| perft(&game, d)).collect();
    assert_eq!(counts, [68, 4_460, 299_912, 19_521_582]);
}

#[test]
fn perft_four_players_start() {
    for mode in [Mode::Teams, Mode::FreeForAll] {
        let game = Game::new(Config::new(4, mode).unwrap());
        assert_eq!(perft(&game, 1), 44);
    }
}
