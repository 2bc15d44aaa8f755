//! The rules engine against docs/rules.md (checked against the project's rule spec): worked
//! examples, every rule and ending, perft.

use focus_bot::notation::{parse_action, position_from_json, position_to_json};
use focus_bot::rules::{
    Action, BoardSymmetry, Config, EndReason, Game, IllegalAction, Mode, Position, Seat, Square,
    Stack, Symmetry, Turn, perft,
};

use crate::support::board::{seat, sq};

fn stack(digits: &str) -> Stack {
    let pieces: Vec<Seat> = digits.bytes().map(|b| seat(b - b'0')).collect();
    Stack::from_pieces(&pieces).unwrap()
}

fn digits(s: Stack) -> String {
    s.pieces().map(|p| char::from(b'0' + p.number())).collect()
}

/// A position with exactly these stacks and reserves, `to_act` (1-based) to play. The pieces the
/// game has beyond these are counted as captured by seat 1, so the totals add up.
fn position(
    config: Config,
    cells: &[(&str, &str)],
    reserves: &[u8],
    captured: &[u8],
    to_act: u8,
) -> Position {
    let mut setup = Position::start(config).to_setup();
    setup.board = [Stack::EMPTY; 64];
    for (name, d) in cells {
        setup.board[sq(name).index()] = stack(d);
    }
    setup.reserves = [0; 4];
    setup.captured = [0; 4];
    setup.reserves[..reserves.len()].copy_from_slice(reserves);
    setup.captured[..captured.len()].copy_from_slice(captured);
    setup.first_placement = [false; 4];
    setup.swap_pending = None;
    let total = match config.players() {
        2 => 36,
        3 => 39,
        _ => 52,
    };
    let used: usize = cells.iter().map(|(_, d)| d.len()).sum::<usize>()
        + setup
            .reserves
            .iter()
            .chain(&setup.captured)
            .map(|&n| usize::from(n))
            .sum::<usize>();
    setup.captured[0] += u8::try_from(total - used).unwrap();
    setup.to_act = Some(seat(to_act));
    Position::from_setup(&setup).unwrap()
}

fn at(pos: &Position, name: &str) -> String {
    digits(pos.stack(sq(name)))
}

fn act(text: &str) -> Action {
    parse_action(text).unwrap()
}

/// Every square's stack, as a map, for square-by-square comparisons.
fn board(pos: &Position) -> Vec<(String, String)> {
    Square::all()
        .map(|s| (s.to_string(), digits(pos.stack(s))))
        .collect()
}

fn four(mode: Mode) -> Config {
    Config::new(4, mode).unwrap()
}

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

// ---- Skipping and ending with 3 and 4 players ----

#[test]
fn a_player_who_cannot_act_is_skipped_and_comes_back() {
    // Free-for-all. Green (2) owns nothing and has no reserve: skipped.
    let pos = position(
        four(Mode::FreeForAll),
        &[
            ("d4", "1"),
            ("d5", "2"),
            ("a3", "3"),
            ("a6", "4"),
            ("h4", "21"),
        ],
        &[0, 0, 0, 0],
        &[],
        1,
    );
    // Red moves d4 onto d5 and covers Green's only stack; h4 is Red's too.
    let after = pos.play(act("d4-d5:1")).unwrap();
    assert_eq!(after.to_act(), Some(seat(3)), "Green is skipped");
    assert!(!after.can_act(seat(2)));
    // Red moves h4's top piece away, Green's piece on h4 is on top again: Green is back.
    let mut setup = after.to_setup();
    setup.to_act = Some(seat(1));
    let red_again = Position::from_setup(&setup).unwrap();
    let back = red_again.play(act("h4-g4:1")).unwrap();
    assert!(back.can_act(seat(2)));
    assert_eq!(back.to_act(), Some(seat(2)));
}

fn three() -> Config {
    Config::new(3, Mode::Standard).unwrap()
}

#[test]
fn three_players_start_perft_is_unchanged_by_dropping_out() {
    let counts: Vec<u64> = (1..=4).map(|d| perft(&Game::new(three()), d)).collect();
    assert_eq!(counts, [16, 240, 3_360, 151_620]);
}

#[test]
fn three_players_a_player_who_cannot_act_drops_out_for_good() {
    // docs/rules.md, "Who can act, and how a game ends": with 3 players, a player who cannot act when the turn
    // reaches them is out for good; the last player still in wins.
    let pos = position(
        three(),
        &[
            ("d4", "1"),
            ("d5", "2"),
            ("a4", "3"),
            ("h4", "21"),
            ("h5", "1"),
        ],
        &[0, 0, 0],
        &[],
        1,
    );
    // Red covers Green's only stack: the turn reaches Green, who drops out.
    let p = pos.play(act("d4-d5:1")).unwrap();
    assert!(p.is_out(seat(2)));
    assert!(!p.is_out(seat(3)));
    assert_eq!(p.to_act(), Some(seat(3)));
    assert!(!p.is_over());
    // Red uncovers Green's piece on h4 later: Green stays out, the turn skips them.
    let p = p.play(act("a4-a5:1")).unwrap();
    assert_eq!(p.to_act(), Some(seat(1)));
    let p = p.play(act("h4-g4:1")).unwrap();
    assert_eq!(at(&p, "h4"), "2");
    assert!(p.is_out(seat(2)));
    assert!(!p.can_act(seat(2)));
    assert_eq!(p.to_act(), Some(seat(3)), "Green is out, not back");
    // The position JSON says who is out, and loads back.
    let json = position_to_json(&p);
    assert!(json.contains(r#""to_act":3"#), "{json}");
    assert!(json.contains(r#""out":[false,true,false]"#), "{json}");
    assert_eq!(position_from_json(&json).unwrap(), p);
    // Red covers Blue's only stack: Blue drops out, and Red, the last one in, wins.
    let p = p.play(act("a5-b5:1")).unwrap();
    let p = p.play(act("d5-b5:2")).unwrap();
    assert!(p.is_out(seat(3)));
    let outcome = p.outcome().unwrap();
    assert_eq!(outcome.winners().collect::<Vec<_>>(), [seat(1)]);
    assert_eq!(outcome.reason(), EndReason::NoMoves);
    let json = position_to_json(&p);
    assert!(json.contains(r#""out":[false,true,true]"#), "{json}");
}

#[test]
fn three_players_a_covered_player_uncovered_before_their_turn_plays_on() {
    // Blue covers Green's only stack; Red, who acts before Green, uncovers another of Green's
    // pieces: when the turn reaches Green, Green can act and is not out.
    let pos = position(
        three(),
        &[("d5", "2"), ("d4", "3"), ("h4", "21"), ("a4", "1")],
        &[0, 0, 0],
        &[],
        3,
    );
    let p = pos.play(act("d4-d5:1")).unwrap();
    assert_eq!(p.to_act(), Some(seat(1)));
    assert!(!p.is_out(seat(2)));
    let p = p.play(act("h4-g4:1")).unwrap();
    assert_eq!(p.to_act(), Some(seat(2)));
    assert!(!p.is_out(seat(2)));
}

#[test]
fn three_players_resigning_on_turn_passes_it_and_drops_who_cannot_act() {
    // Green resigns on their turn; Blue, next, cannot act and drops out: Red is the last one in,
    // and the game ends by the resignation.
    let pos = position(
        three(),
        &[("d4", "1"), ("d5", "2"), ("d6", "31")],
        &[0, 0, 0],
        &[],
        2,
    );
    assert!(!pos.can_act(seat(3)));
    let p = pos.resign(seat(2)).unwrap();
    assert!(
        p.is_out(seat(3)),
        "Blue dropped out when the turn reached them"
    );
    let outcome = p.outcome().unwrap();
    assert_eq!(outcome.winners().collect::<Vec<_>>(), [seat(1)]);
    assert_eq!(outcome.reason(), EndReason::Resign);
}

#[test]
fn free_for_all_ends_when_one_player_can_act() {
    let pos = position(
        four(Mode::FreeForAll),
        &[
            ("d4", "1"),
            ("d5", "2"),
            ("e5", "3"),
            ("c5", "4"),
            ("h4", "1"),
        ],
        &[0, 0, 0, 0],
        &[],
        1,
    );
    // Red covers Green's only stack: Green is skipped.
    let p = pos.play(act("d4-d5:1")).unwrap();
    assert_eq!(p.to_act(), Some(seat(3)));
    let p = p.play(act("e5-d5:1")).unwrap();
    assert_eq!(p.to_act(), Some(seat(4)));
    // Yellow covers Blue's only stack: Red and Yellow remain.
    let p = p.play(act("c5-d5:1")).unwrap();
    assert!(!p.is_over());
    assert_eq!(p.to_act(), Some(seat(1)));
    let p = p.play(act("h4-h5:1")).unwrap();
    assert_eq!(p.to_act(), Some(seat(4)));
    // Yellow's 4-stack lands on Red's last stack: only Yellow can act.
    let p = p.play(act("d5-h5:4")).unwrap();
    assert_eq!(at(&p, "h5"), "12134");
    let outcome = p.outcome().unwrap();
    assert_eq!(outcome.winners().collect::<Vec<_>>(), [seat(4)]);
    assert_eq!(outcome.reason(), EndReason::NoMoves);
    assert_eq!(p.to_act(), None);
    assert!(p.legal_actions().is_empty());
}

#[test]
fn teams_end_when_only_one_team_can_act() {
    let pos = position(
        four(Mode::Teams),
        &[
            ("d4", "1"),
            ("d5", "2"),
            ("a4", "3"),
            ("h4", "4"),
            ("g5", "1"),
        ],
        &[0, 0, 0, 0],
        &[],
        1,
    );
    let p = pos.play(act("d4-d5:1")).unwrap();
    assert!(!p.is_over(), "Yellow can still act");
    assert_eq!(p.to_act(), Some(seat(3)), "Green is skipped");
    let p = p.play(act("a4-a5:1")).unwrap();
    let p = p.play(act("h4-g4:1")).unwrap();
    assert_eq!(p.to_act(), Some(seat(1)));
    let end = p.play(act("g5-g4:1")).unwrap();
    let outcome = end.outcome().unwrap();
    assert_eq!(outcome.winners().collect::<Vec<_>>(), [seat(1), seat(3)]);
    assert_eq!(outcome.reason(), EndReason::NoMoves);
}

#[test]
fn two_players_the_player_who_cannot_act_loses() {
    let pos = position(
        Config::two_players(),
        &[("d4", "1"), ("d5", "2")],
        &[0, 0],
        &[],
        1,
    );
    let end = pos.play(act("d4-d5:1")).unwrap();
    let outcome = end.outcome().unwrap();
    assert_eq!(outcome.winners().collect::<Vec<_>>(), [seat(1)]);
    assert_eq!(outcome.reason(), EndReason::NoMoves);
    assert_eq!(end.play(act("d5-d4:1")), Err(IllegalAction::GameOver));
    // A reserve piece keeps Green in the game.
    let pos = position(
        Config::two_players(),
        &[("d4", "1"), ("d5", "2")],
        &[0, 1],
        &[],
        1,
    );
    let p = pos.play(act("d4-d5:1")).unwrap();
    assert!(!p.is_over());
    assert_eq!(p.legal_actions().len(), 52);
}

// ---- Resignation, draw, repetition ----

#[test]
fn resignation_two_players_and_teams_ends_the_game() {
    let mut game = Game::new(Config::two_players());
    game.apply(Turn::Resign(seat(1))).unwrap();
    let o = game.position().outcome().unwrap();
    assert_eq!(
        (o.winners().collect::<Vec<_>>(), o.reason()),
        (vec![seat(2)], EndReason::Resign)
    );

    let mut teams = Game::new(four(Mode::Teams));
    teams.apply(Turn::Resign(seat(4))).unwrap();
    let o = teams.position().outcome().unwrap();
    assert_eq!(o.winners().collect::<Vec<_>>(), [seat(1), seat(3)]);
    assert_eq!(
        teams.apply(Turn::Resign(seat(1))),
        Err(IllegalAction::GameOver)
    );
}

#[test]
fn resignation_free_for_all_takes_the_player_out() {
    let mut game = Game::new(four(Mode::FreeForAll));
    game.play(act("b2-b1:1")).unwrap_err();
    let first = game.position().legal_actions()[0];
    game.play(first).unwrap();
    assert_eq!(game.position().to_act(), Some(seat(2)));
    // Green resigns on their turn: Blue is next; Green is skipped from now on.
    game.apply(Turn::Resign(seat(2))).unwrap();
    assert!(!game.position().is_over());
    assert_eq!(game.position().to_act(), Some(seat(3)));
    assert!(game.position().is_out(seat(2)));
    assert!(!game.position().can_act(seat(2)));
    assert_eq!(
        game.apply(Turn::Resign(seat(2))),
        Err(IllegalAction::AlreadyOut(seat(2)))
    );
    // Yellow resigns out of turn: play goes on with Blue.
    game.apply(Turn::Resign(seat(4))).unwrap();
    assert_eq!(game.position().to_act(), Some(seat(3)));
    for _ in 0..4 {
        let a = game.position().legal_actions()[0];
        game.play(a).unwrap();
        let to_act = game.position().to_act().unwrap();
        assert!(to_act == seat(1) || to_act == seat(3));
    }
    game.apply(Turn::Resign(seat(3))).unwrap();
    let o = game.position().outcome().unwrap();
    assert_eq!(
        (o.winners().collect::<Vec<_>>(), o.reason()),
        (vec![seat(1)], EndReason::Resign)
    );
}

#[test]
fn a_time_forfeit_is_a_resignation_recorded_as_time() {
    // docs/rules.md, "Who can act, and how a game ends": running out of time.
    let mut game = Game::new(Config::two_players());
    game.apply(Turn::Time(seat(1))).unwrap();
    let o = game.position().outcome().unwrap();
    assert_eq!(
        (o.winners().collect::<Vec<_>>(), o.reason()),
        (vec![seat(2)], EndReason::Time)
    );
    let mut game = Game::new(three());
    game.play(act("r:a3")).unwrap();
    game.apply(Turn::Time(seat(3))).unwrap();
    assert!(game.position().is_out(seat(3)));
    assert_eq!(game.position().to_act(), Some(seat(2)));
    game.apply(Turn::Time(seat(2))).unwrap();
    let o = game.position().outcome().unwrap();
    assert_eq!(
        (o.winners().collect::<Vec<_>>(), o.reason()),
        (vec![seat(1)], EndReason::Time)
    );
}

#[test]
fn an_aborted_game_ends_with_no_winner() {
    let mut game = Game::new(four(Mode::FreeForAll));
    game.apply(Turn::Abort).unwrap();
    let o = game.position().outcome().unwrap();
    assert_eq!(o.winners().count(), 0);
    assert_eq!(o.reason(), EndReason::Aborted);
    assert!(game.position().legal_actions().is_empty());
    assert_eq!(game.apply(Turn::Abort), Err(IllegalAction::GameOver));
}

#[test]
fn resignation_removes_the_reserve_from_play() {
    let pos = position(
        Config::new(3, Mode::Standard).unwrap(),
        &[("d4", "1"), ("d5", "2"), ("d6", "3")],
        &[0, 3, 0],
        &[],
        1,
    );
    let after = pos.resign(seat(2)).unwrap();
    assert_eq!(after.reserve(seat(2)), 0);
    assert_eq!(after.retired(seat(2)), 3);
    assert!(!after.is_over());
    let p = after.play(act("d4-d5:1")).unwrap();
    assert_eq!(p.to_act(), Some(seat(3)), "Green is out for good");
}

#[test]
fn agreed_draw_ends_the_game_with_no_winner() {
    let mut game = Game::new(Config::two_players());
    game.apply(Turn::Draw).unwrap();
    let o = game.position().outcome().unwrap();
    assert_eq!(o.winners().count(), 0);
    assert_eq!(o.reason(), EndReason::Draw);
    assert_eq!(game.position().to_act(), None);
}

#[test]
fn threefold_repetition_gives_seat_one_the_win() {
    let mut game = Game::new(Config::two_players());
    let cycle = ["c2-c1:1", "d2-d1:1", "c1-c2:1", "d1-d2:1"];
    for a in cycle {
        game.play(act(a)).unwrap();
    }
    // The start has now occurred twice.
    assert!(!game.position().is_over());
    for a in &cycle[..3] {
        game.play(act(a)).unwrap();
        assert!(!game.position().is_over());
    }
    game.play(act(cycle[3])).unwrap();
    let o = game.position().outcome().unwrap();
    assert_eq!(
        (o.winners().collect::<Vec<_>>(), o.reason()),
        (vec![seat(1)], EndReason::Repetition)
    );
}

#[test]
fn repetition_does_not_apply_to_three_or_four_players() {
    let mut game = Game::new(four(Mode::FreeForAll));
    let cycle = [
        "f1-f2:1", "e1-e2:1", "c8-c7:1", "c1-d1:1", "f2-f1:1", "e2-e1:1", "c7-c8:1", "d1-c1:1",
    ];
    for _ in 0..3 {
        for a in cycle {
            game.play(act(a)).unwrap_or_else(|e| panic!("{a}: {e}"));
        }
    }
    assert!(!game.position().is_over());
}

// ---- Variants ----

#[test]
fn short_variant_wins_at_n_captures() {
    let config = Config::two_players().with_short(Some(2)).unwrap();
    let pos = position(
        config,
        &[("d4", "11"), ("d6", "22111"), ("a3", "2")],
        &[0, 0],
        &[0, 0],
        1,
    );
    // Exactly 36 pieces needed: position() adds the rest to Red's captures, so build by hand.
    let mut setup = pos.to_setup();
    setup.captured = [0, 0, 0, 0];
    setup.retired = [0; 4];
    setup.reserves = [0, 0, 0, 0];
    // Put the extra pieces on the board as single Green pieces on row 8 and row 1 and a Red reserve.
    let fill = [
        "c1", "d1", "e1", "f1", "b2", "c2", "d2", "e2", "f2", "g2", "a5", "b5", "c5", "e5", "f5",
        "g5", "h5", "b7", "c7", "d7", "e7", "f7", "g7", "c8", "d8", "e8",
    ];
    for name in fill {
        setup.board[sq(name).index()] = stack("2");
    }
    setup.reserves[0] = 36 - 8 - u8::try_from(fill.len()).unwrap();
    let pos = Position::from_setup(&setup).unwrap();
    let end = pos.play(act("d4-d6:2")).unwrap();
    assert_eq!(end.captured(seat(1)), 2);
    let o = end.outcome().unwrap();
    assert_eq!(
        (o.winners().collect::<Vec<_>>(), o.reason()),
        (vec![seat(1)], EndReason::Short)
    );
}

#[test]
fn short_variant_teams_add_both_partners_captures() {
    let config = four(Mode::Teams).with_short(Some(3)).unwrap();
    // Blue (3) has 2 captures already; Red captures 1 more: the team reaches 3.
    let mut setup = position(
        config,
        &[
            ("d4", "1"),
            ("d5", "24442"),
            ("a3", "3"),
            ("a4", "4"),
            ("a5", "2"),
        ],
        &[0; 4],
        &[],
        1,
    )
    .to_setup();
    setup.captured = [0, 0, 2, 0];
    setup.reserves = [52 - 9 - 2, 0, 0, 0];
    let pos = Position::from_setup(&setup).unwrap();
    let end = pos.play(act("d4-d5:1")).unwrap();
    let o = end.outcome().unwrap();
    assert_eq!(o.winners().collect::<Vec<_>>(), [seat(1), seat(3)]);
    assert_eq!(o.reason(), EndReason::Short);
}

#[test]
fn swap_opening_bans_a_symmetric_board() {
    // docs/rules.md, "Options chosen when a game is created": after seat 2's swap the board must not be symmetric.
    let config = Config::two_players().with_swap(true).unwrap();
    let mut game = Game::new(config);
    assert!(matches!(
        game.play(act("b2-b3:1")),
        Err(IllegalAction::SwapRequired { .. })
    ));
    let legal = game.position().legal_actions();
    assert_eq!(legal.len(), 18 * 18);
    assert!(matches!(
        game.play(act("s:b3-b2")),
        Err(IllegalAction::BadSwapSquare { .. })
    ));
    game.play(act("s:e3-c3")).unwrap();
    assert_eq!(at(game.position(), "e3"), "2");
    assert_eq!(at(game.position(), "c3"), "1");
    // The undo, the column mirror's image, and the row mirror's image with colours exchanged
    // would each leave a symmetric board (docs/rules.md, "Options chosen when a game is created").
    for (swap, symmetry) in [
        ("s:e3-c3", BoardSymmetry::ColumnMirror),
        ("s:e3-c6", BoardSymmetry::RowMirror),
        ("s:d6-c3", BoardSymmetry::HalfTurn),
    ] {
        let refused = game.play(act(swap));
        assert_eq!(
            refused,
            Err(IllegalAction::SymmetricSwap { symmetry }),
            "{swap}"
        );
        let message = refused.unwrap_err().to_string();
        assert!(message.contains(&symmetry.to_string()), "{message}");
    }
    game.play(act("s:d2-c2")).unwrap();
    assert_eq!(game.position().to_act(), Some(seat(1)));
    assert_eq!(game.play(act("s:c4-d4")), Err(IllegalAction::NoSwap));
    assert_eq!(
        game.position().legal_actions().len(),
        game.position().legal_count() as usize
    );
    game.play(act("f2-f1:1")).unwrap();
}

/// Whether a 2-player board maps onto itself under one of the three symmetries of the start
/// (column mirror with colours kept; row mirror and half turn with colours exchanged), tested
/// square by square, independently of the engine's own check.
fn board_is_symmetric(pos: &Position) -> bool {
    let colour = |s: Square| pos.stack(s).owner().map(Seat::number);
    let exchanged = |c: Option<u8>| c.map(|n| 3 - n);
    let image = |s: Square, flip_cols: bool, flip_rows: bool| {
        let name = s.to_string();
        let (c, r) = (name.as_bytes()[0] - b'a', name.as_bytes()[1] - b'1');
        let c = if flip_cols { 7 - c } else { c };
        let r = if flip_rows { 7 - r } else { r };
        sq(&format!("{}{}", char::from(b'a' + c), char::from(b'1' + r)))
    };
    let all = || Square::all();
    all().all(|s| colour(image(s, true, false)) == colour(s))
        || all().all(|s| colour(image(s, false, true)) == exchanged(colour(s)))
        || all().all(|s| colour(image(s, true, true)) == exchanged(colour(s)))
}

#[test]
fn every_opening_swap_leaves_seat_two_exactly_the_asymmetric_swaps() {
    let config = Config::two_players().with_swap(true).unwrap();
    let start = Game::new(config);
    assert!(board_is_symmetric(start.position()));
    let firsts = start.position().legal_actions();
    assert_eq!(firsts.len(), 324);
    for first in firsts {
        let mut game = start.clone();
        game.play(first).unwrap();
        let pos = *game.position();
        let singles = |seat_number: u8| -> Vec<Square> {
            Square::all()
                .filter(|&s| {
                    pos.stack(s).height() == 1 && pos.stack(s).owner() == Some(seat(seat_number))
                })
                .collect()
        };
        let mut expected = Vec::new();
        for own in singles(2) {
            for theirs in singles(1) {
                let swap = Action::Swap(own, theirs);
                let mut after = pos.to_setup();
                after.board.swap(own.index(), theirs.index());
                let mut board = Position::start(Config::two_players()).to_setup();
                board.board = after.board;
                let symmetric = board_is_symmetric(&Position::from_setup(&board).unwrap());
                if !symmetric {
                    expected.push(swap);
                }
                assert_eq!(pos.play(swap).is_ok(), !symmetric, "{first} then {swap}");
            }
        }
        let mut legal = pos.legal_actions();
        legal.sort_by_key(ToString::to_string);
        expected.sort_by_key(ToString::to_string);
        assert_eq!(legal, expected, "after {first}");
        assert!(expected.len() < 324, "the undo is always banned: {first}");
    }
}

#[test]
fn config_rejects_impossible_options() {
    assert!(Config::new(5, Mode::Standard).is_err());
    assert!(Config::new(1, Mode::Standard).is_err());
    assert!(
        Config::new(3, Mode::Standard)
            .unwrap()
            .with_swap(true)
            .is_err()
    );
    assert!(Config::two_players().with_short(Some(0)).is_err());
    assert_eq!(Config::new(4, Mode::Standard).unwrap().mode(), Mode::Teams);
}

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

// ---- JSON ----

#[test]
fn position_json_matches_formats_md() {
    let game = focus_bot::notation::read_record(Config::two_players(), "c2-c1\n").unwrap();
    let json = position_to_json(game.position());
    assert!(json.starts_with(
        r#"{"players":2,"mode":"standard","variant":{"short":null,"swap":false},"to_act":2,"board":{"c1":"1","b2":"1","d2":"2","#
    ));
    assert!(
        json.contains(
            r#""reserves":[0,0],"captured":[0,0],"out":[false,false],"legal":["b3-a3:1","b3-b2:1","b3-b4:1","#
        )
    );
    assert!(json.ends_with(r#""outcome":null}"#));
    let mut over = game.clone();
    over.apply(Turn::Resign(seat(2))).unwrap();
    let json = position_to_json(over.position());
    assert!(json.contains(r#""to_act":null"#));
    assert!(json.contains(r#""legal":[]"#));
    assert!(json.ends_with(r#""outcome":{"winners":[1],"reason":"resign"}}"#));
    let back = position_from_json(&json).unwrap();
    assert_eq!(&back, over.position());
}

#[test]
fn position_json_loads_back_with_opening_state() {
    let three = Config::new(3, Mode::Standard).unwrap();
    let game = focus_bot::notation::read_record(three, "r:a3\n").unwrap();
    let back = position_from_json(&position_to_json(game.position())).unwrap();
    assert_eq!(&back, game.position());
    let swap = Config::two_players().with_swap(true).unwrap();
    for record in ["", "s:b2-b3\n", "s:b2-b3\ns:d2-c2\n"] {
        let game = focus_bot::notation::read_record(swap, record).unwrap();
        let back = position_from_json(&position_to_json(game.position())).unwrap();
        assert_eq!(&back, game.position(), "{record:?}");
    }
    assert!(position_from_json("{}").is_err());
    assert!(position_from_json(r#"{"players":2,"mode":"standard","variant":{"short":null,"swap":false},"to_act":1,"board":{"h1":"1"},"reserves":[0,0],"captured":[0,35],"outcome":null}"#).is_err());
}

#[test]
fn a_short_target_nobody_can_reach_is_refused() {
    for (players, mode) in [
        (2, Mode::Standard),
        (3, Mode::Standard),
        (4, Mode::Teams),
        (4, Mode::FreeForAll),
    ] {
        let config = Config::new(players, mode).unwrap();
        let start = Position::start(config);
        // What seat 1 (with its partner in teams) could capture: every enemy piece there is.
        let enemies: usize = config
            .seats()
            .filter(|&s| s != seat(1) && !(mode == Mode::Teams && s == seat(3)))
            .map(|s| start.pieces_on_board(s) + usize::from(start.reserve(s)))
            .sum();
        assert_eq!(
            usize::from(config.enemy_pieces()),
            enemies,
            "{players} {mode:?}"
        );
        let most = config.enemy_pieces();
        assert!(config.with_short(Some(most)).is_ok());
        let refused = config.with_short(Some(most + 1)).unwrap_err().to_string();
        assert!(
            refused.contains(&format!("only {most} enemy pieces")),
            "{refused}"
        );
    }
}
