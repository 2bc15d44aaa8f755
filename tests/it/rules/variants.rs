//! The variants: short games, the swap opening; options the rules refuse.

use focus_bot::rules::{
    Action, BoardSymmetry, Config, EndReason, Game, IllegalAction, Mode, Position, Seat, Square,
};

use crate::support::board::{seat, sq};
use crate::support::position::{act, at, four, position, stack};

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
