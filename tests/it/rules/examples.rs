//! docs/rules.md's worked examples, and the starting layouts.

use focus_bot::rules::{Config, Game, Mode, Position, Square, perft};

use crate::support::board::{seat, sq};
use crate::support::position::{act, at, board, four, position};

// ---- docs/rules.md, "Worked examples (each is a test)" ----

#[test]
fn worked_example_pbmserv_c3_f3() {
    let before = position(
        Config::two_players(),
        &[("c3", "1211"), ("d3", "22"), ("e3", "1"), ("f3", "2")],
        &[0, 0],
        &[],
        1,
    );
    let after = before.play(act("c3-f3:3")).unwrap();
    let mut expected = board(&before);
    for (name, value) in expected.iter_mut() {
        match name.as_str() {
            "c3" => *value = "1".into(),
            "f3" => *value = "2211".into(),
            _ => {}
        }
    }
    assert_eq!(board(&after), expected);
    assert_eq!(after.stack(sq("c3")).owner(), Some(seat(1)));
    assert_eq!(after.stack(sq("f3")).owner(), Some(seat(1)));
    assert_eq!(after.captured(seat(1)), before.captured(seat(1)));
    assert_eq!(after.to_act(), Some(seat(2)));
}

#[test]
fn worked_example_parker_illustration_4() {
    // Green's 3-stack on c3 lands on Red's 4-stack on f3 (Red, Green, Red, Red from the bottom).
    let before = position(
        Config::two_players(),
        &[("c3", "222"), ("f3", "1211"), ("a4", "1")],
        &[0, 0],
        &[],
        2,
    );
    let after = before.play(act("c3-f3:3")).unwrap();
    assert_eq!(at(&after, "c3"), "");
    assert_eq!(at(&after, "f3"), "11222");
    assert_eq!(at(&after, "a4"), "1");
    assert_eq!(after.captured(seat(2)), 1, "the Red piece is captured");
    assert_eq!(
        after.reserve(seat(2)),
        1,
        "the Green piece goes to Green's reserve"
    );
    assert_eq!(after.reserve(seat(1)), 0);
    assert_eq!(after.captured(seat(1)), before.captured(seat(1)));
}

#[test]
fn worked_example_start_two_players_has_68_actions() {
    let pos = Position::start(Config::two_players());
    assert_eq!(pos.legal_actions().len(), 68);
    assert_eq!(pos.legal_count(), 68);
}

#[test]
fn worked_example_perft_two_players() {
    let game = Game::new(Config::two_players());
    let counts: Vec<u64> = (1..=4).map(|d| perft(&game, d)).collect();
    assert_eq!(counts, [68, 4_460, 299_912, 19_521_582]);
}

#[test]
fn worked_example_four_players_44_actions_each() {
    for mode in [Mode::Teams, Mode::FreeForAll] {
        let start = Position::start(four(mode));
        assert_eq!(perft(&Game::new(four(mode)), 1), 44);
        for n in 1..=4 {
            let mut setup = start.to_setup();
            setup.to_act = Some(seat(n));
            let pos = Position::from_setup(&setup).unwrap();
            assert_eq!(pos.legal_actions().len(), 44, "seat {n}");
        }
    }
}

// ---- Starting layouts ----

#[test]
fn starting_layouts_match_rules() {
    let two = Position::start(Config::two_players());
    assert_eq!(at(&two, "b2"), "1");
    assert_eq!(at(&two, "d2"), "2");
    assert_eq!(at(&two, "a3"), "");
    assert_eq!(at(&two, "b3"), "2");
    assert_eq!(at(&two, "d3"), "1");
    assert_eq!(at(&two, "g7"), "2");
    assert_eq!(at(&two, "c1"), "");
    for s in [seat(1), seat(2)] {
        assert_eq!(two.pieces_on_board(s), 18);
    }
    let three = Position::start(Config::new(3, Mode::Standard).unwrap());
    for s in 1..=3 {
        assert_eq!(three.pieces_on_board(seat(s)), 12);
        assert_eq!(three.reserve(seat(s)), 1);
    }
    assert_eq!(
        Square::all().filter(|&s| three.stack(s).is_empty()).count(),
        16
    );
    assert_eq!(at(&three, "e1"), "2");
    assert_eq!(at(&three, "f1"), "1");
    assert_eq!(at(&three, "c8"), "3");
    let four = Position::start(four(Mode::Teams));
    for s in 1..=4 {
        assert_eq!(four.pieces_on_board(seat(s)), 13);
    }
    assert_eq!(at(&four, "c1"), "4");
    assert_eq!(at(&four, "b2"), "1");
    assert_eq!(at(&four, "g7"), "3");
    assert_eq!(at(&four, "f8"), "2");
}
