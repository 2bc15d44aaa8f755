//! Moves and placements, and the forced first placement of 3 players.

use focus_bot::rules::{Action, Config, Game, IllegalAction, Mode, Position};

use crate::support::board::{seat, sq};
use crate::support::position::{act, at, four, position};

// ---- Moves and placements ----

#[test]
fn moving_part_of_a_stack_leaves_the_rest_to_whoever_is_on_top() {
    let pos = position(
        Config::two_players(),
        &[("d4", "2111"), ("e5", "2")],
        &[0, 0],
        &[],
        1,
    );
    let after = pos.play(act("d4-d6:2")).unwrap();
    assert_eq!(at(&after, "d4"), "21");
    assert_eq!(at(&after, "d6"), "11");
    let after = pos.play(act("d4-d1:3")).unwrap();
    assert_eq!(at(&after, "d4"), "2");
    assert_eq!(after.stack(sq("d4")).owner(), Some(seat(2)));
    assert_eq!(at(&after, "d1"), "111");
}

#[test]
fn moves_must_be_exactly_k_squares_in_a_straight_line() {
    let pos = position(
        Config::two_players(),
        &[("c3", "12"), ("d4", "1")],
        &[0, 0],
        &[],
        2,
    );
    let errors = [
        (
            "c3-c6",
            IllegalAction::TooFew {
                square: sq("c3"),
                height: 2,
            },
        ),
        (
            "c3-f4",
            IllegalAction::NotStraight {
                from: sq("c3"),
                to: sq("f4"),
            },
        ),
        (
            "c3-c5:1",
            IllegalAction::CountMismatch {
                count: 1,
                distance: 2,
            },
        ),
        ("c3-c3:1", IllegalAction::Nowhere(sq("c3"))),
        (
            "d4-d5:1",
            IllegalAction::NotYours {
                square: sq("d4"),
                owner: seat(1),
                you: seat(2),
            },
        ),
        ("e5-e6:1", IllegalAction::Empty(sq("e5"))),
    ];
    for (text, expected) in errors {
        assert_eq!(pos.play(act(text)), Err(expected), "{text}");
    }
    for legal in ["c3-c5:2", "c3-c5", "c3-a3:2", "c3-c4:1", "c3-d3"] {
        assert!(pos.play(act(legal)).is_ok(), "{legal}");
    }
}

#[test]
fn rule_error_messages_tell_the_player_what_is_wrong() {
    let pos = position(
        Config::two_players(),
        &[("c3", "12"), ("d4", "1")],
        &[0, 0],
        &[],
        2,
    );
    let msg = |t: &str| pos.play(act(t)).unwrap_err().to_string();
    assert_eq!(
        msg("d4-d5"),
        "d4 is Red's: you can only move stacks with your colour (Green) on top"
    );
    assert_eq!(
        msg("c3-c6"),
        "c3 is only 2 high, so at most 2 pieces can move from it"
    );
    assert_eq!(
        msg("c3-f4"),
        "c3-f4 is not a straight line: move along a row or a column"
    );
    assert!(msg("c3-f3:2").starts_with("`:2` does not match the distance of 3 squares"));
    assert!(msg("c3-d3:2").starts_with("`:2` does not match the distance of 1 square:"));
    assert_eq!(msg("h1-h2:1"), "h1 is a cut corner, not on the board");
    assert_eq!(msg("r:e5"), "you have no reserve pieces");
    assert_eq!(
        msg("e5-e6"),
        "e5 is empty: move from a stack with your colour on top"
    );
    let three = Position::start(Config::new(3, Mode::Standard).unwrap());
    assert_eq!(
        three.play(act("r:c2")).unwrap_err().to_string(),
        "on your first turn you must place your reserve piece on an empty square (c2 is taken), \
         like `r:c1`"
    );
    assert_eq!(
        three.play(act("c2-c3:1")).unwrap_err().to_string(),
        "on your first turn you must place your reserve piece on an empty square, like `r:c1`"
    );
}

#[test]
fn moves_can_cross_and_land_anywhere_on_the_board_but_not_off_it() {
    let pos = position(
        Config::two_players(),
        &[("a4", "11111"), ("b4", "2")],
        &[0, 0],
        &[],
        1,
    );
    let legal = pos.legal_actions();
    // From a4 (left edge, row 4): up to a3 (1), down to a5, a6 (2); right up to 5.
    for t in ["a4-a3:1", "a4-b4:1", "a4-f4:5", "a4-a6:2", "a4-a5:1"] {
        assert!(legal.contains(&act(t)), "{t}");
    }
    for t in ["a4-a2:2", "a4-a7:3", "a4-a1:3"] {
        assert!(!legal.contains(&act(t)), "{t}");
        assert_eq!(
            pos.play(act(t)).unwrap_err(),
            IllegalAction::OffBoard(sq(&t[3..5]))
        );
    }
    assert_eq!(legal.len(), 1 + 2 + 5);
}

#[test]
fn overflow_own_pieces_go_to_reserve_others_are_captured() {
    let pos = position(
        Config::two_players(),
        &[("d4", "11"), ("d6", "21211"), ("a3", "2")],
        &[0, 0],
        &[],
        1,
    );
    let after = pos.play(act("d4-d6:2")).unwrap();
    assert_eq!(at(&after, "d6"), "21111");
    assert_eq!(after.captured(seat(1)), pos.captured(seat(1)) + 1);
    assert_eq!(after.reserve(seat(1)), 1);
}

#[test]
fn placement_goes_anywhere_even_on_a_five_stack() {
    let pos = position(
        Config::two_players(),
        &[("d4", "22222"), ("a3", "1")],
        &[2, 0],
        &[],
        1,
    );
    let after = pos.play(act("r:d4")).unwrap();
    assert_eq!(at(&after, "d4"), "22221");
    assert_eq!(after.reserve(seat(1)), 1);
    assert_eq!(after.captured(seat(1)), pos.captured(seat(1)) + 1);
    assert_eq!(
        pos.legal_actions()
            .iter()
            .filter(|a| matches!(a, Action::Place(_)))
            .count(),
        52
    );
}

#[test]
fn teams_overflow_gives_partner_pieces_to_the_partner() {
    // Red (1) lands on a stack with Blue (3, partner) and Green (2) at the bottom.
    let pos = position(
        four(Mode::Teams),
        &[
            ("d4", "1"),
            ("d5", "32444"),
            ("a3", "2"),
            ("a4", "3"),
            ("a5", "4"),
        ],
        &[0, 0, 0, 0],
        &[],
        1,
    );
    let after = pos.play(act("d4-d5:1")).unwrap();
    assert_eq!(at(&after, "d5"), "24441");
    assert_eq!(
        after.reserve(seat(3)),
        1,
        "Blue's piece goes to Blue's reserve"
    );
    assert_eq!(after.captured(seat(1)), pos.captured(seat(1)));
    // In free-for-all the same piece is captured.
    let ffa = position(
        four(Mode::FreeForAll),
        &[
            ("d4", "1"),
            ("d5", "32444"),
            ("a3", "2"),
            ("a4", "3"),
            ("a5", "4"),
        ],
        &[0, 0, 0, 0],
        &[],
        1,
    );
    let after = ffa.play(act("d4-d5:1")).unwrap();
    assert_eq!(after.reserve(seat(3)), 0);
    assert_eq!(after.captured(seat(1)), ffa.captured(seat(1)) + 1);
}

// ---- 3 players: the forced first placement ----

#[test]
fn three_players_first_turn_places_on_an_empty_square() {
    let mut game = Game::new(Config::new(3, Mode::Standard).unwrap());
    let legal = game.position().legal_actions();
    assert_eq!(legal.len(), 16);
    assert!(
        legal
            .iter()
            .all(|a| matches!(a, Action::Place(s) if game.position().stack(*s).is_empty()))
    );
    assert!(matches!(
        game.play(act("b4-b3:1")),
        Err(IllegalAction::FirstPlacement { taken: None, example }) if game.position().stack(example).is_empty()
    ));
    game.play(act("r:a3")).unwrap();
    assert_eq!(game.position().to_act(), Some(seat(2)));
    assert!(
        game.position()
            .legal_actions()
            .iter()
            .all(|a| matches!(a, Action::Place(_)))
    );
    // a3 is taken now: the example offered is another square, and it is empty.
    let Err(IllegalAction::FirstPlacement {
        taken: Some(taken),
        example,
    }) = game.play(act("r:a3"))
    else {
        panic!("a placement on a3 is refused");
    };
    assert_eq!(taken.to_string(), "a3");
    assert!(game.position().stack(example).is_empty(), "{example}");
    game.play(act("r:b2")).unwrap();
    game.play(act("r:c1")).unwrap();
    // Back to Red: normal play, no reserve left.
    let legal = game.position().legal_actions();
    assert!(legal.iter().all(|a| matches!(a, Action::Move { .. })));
    assert!(!legal.is_empty());
}
