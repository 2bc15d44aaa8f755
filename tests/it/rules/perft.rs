//! perft over the board's symmetries, and of a finished game.

use focus_bot::rules::{Config, Game, Mode, Position, Seat, Symmetry, Turn, perft};

use crate::support::board::seat;
use crate::support::position::{board, four};

// ---- perft over the board's symmetries ----

fn relabelled(pos: &Position, sym: Symmetry, seats: [Seat; 4]) -> Position {
    Position::from_setup(&pos.to_setup_transformed(sym, seats)).unwrap()
}

#[test]
fn perft_is_the_same_under_colour_swapping_symmetries() {
    let start = Position::start(Config::two_players());
    let swap = [seat(2), seat(1), seat(3), seat(4)];
    for sym in [Symmetry::MIRROR_ROWS, Symmetry::HALF_TURN] {
        // Mirroring the board and swapping colours gives the start again.
        let mut same = relabelled(&start, sym, swap);
        let mut setup = same.to_setup();
        setup.to_act = Some(seat(1));
        same = Position::from_setup(&setup).unwrap();
        assert_eq!(board(&same), board(&start));
    }
    let expected = [68, 4_460, 299_912];
    for sym in Symmetry::all() {
        for seats in [[seat(1), seat(2), seat(3), seat(4)], swap] {
            let pos = relabelled(&start, sym, seats);
            let game = Game::from_position(pos);
            let counts: Vec<u64> = (1..=3).map(|d| perft(&game, d)).collect();
            assert_eq!(counts, expected, "{sym:?} {seats:?}");
        }
    }
}

#[test]
fn perft_four_players_under_rotations() {
    for mode in [Mode::Teams, Mode::FreeForAll] {
        let start = Position::start(four(mode));
        let base = perft(&Game::new(four(mode)), 2);
        for sym in Symmetry::all() {
            let pos = relabelled(&start, sym, [seat(1), seat(2), seat(3), seat(4)]);
            assert_eq!(perft(&Game::from_position(pos), 2), base, "{sym:?}");
        }
    }
}

#[test]
fn perft_counts_no_children_of_a_finished_game() {
    let mut game = Game::new(Config::two_players());
    game.apply(Turn::Draw).unwrap();
    assert_eq!(perft(&game, 1), 0);
    assert_eq!(perft(&game, 3), 0);
    assert_eq!(perft(&game, 0), 1);
}
