//! Positions by hand for the rules' tests: stacks as seat digits, a position with exactly
//! these stacks and reserves (the missing pieces captured, or exactly the counts given), a stack
//! read back, an action by its text.

use focus_bot::notation::parse_action;
use focus_bot::rules::{Action, Config, Mode, Position, Seat, Setup, Square, Stack};

use crate::support::board::{seat, sq};

/// The stack of these seat digits, bottom to top (`"121"`).
pub(crate) fn stack(digits: &str) -> Stack {
    let pieces: Vec<Seat> = digits.bytes().map(|b| seat(b - b'0')).collect();
    Stack::from_pieces(&pieces).unwrap()
}

/// A stack as seat digits, bottom to top.
fn digits(s: Stack) -> String {
    s.pieces().map(|p| char::from(b'0' + p.number())).collect()
}

/// A position with exactly these stacks and reserves, `to_act` (1-based) to play. The pieces the
/// game has beyond these are counted as captured by seat 1, so the totals add up.
pub(crate) fn position(
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

/// A position with exactly these stacks (`(square, seat digits bottom to top)`), reserves and
/// captures (indexed by seat), seat 1 to act: for the computer's, the analysis's and the
/// pictures' tests.
pub(crate) fn exact(
    config: Config,
    stacks: &[(&str, &str)],
    reserves: [u8; 4],
    captured: [u8; 4],
) -> Position {
    let mut board = [Stack::EMPTY; 64];
    for (name, d) in stacks {
        board[sq(name).index()] = stack(d);
    }
    Position::from_setup(&Setup {
        config,
        board,
        reserves,
        captured,
        retired: [0; 4],
        to_act: Some(seat(1)),
        out: [false; 4],
        first_placement: [false; 4],
        swap_pending: None,
        first_swap: None,
        outcome: None,
    })
    .unwrap()
}

/// The stack on square `name`, as seat digits.
pub(crate) fn at(pos: &Position, name: &str) -> String {
    digits(pos.stack(sq(name)))
}

/// The action written `text`, like `c3-f3` (see docs/formats.md).
pub(crate) fn act(text: &str) -> Action {
    parse_action(text).unwrap()
}

/// Every square's stack, as a map, for square-by-square comparisons.
pub(crate) fn board(pos: &Position) -> Vec<(String, String)> {
    Square::all()
        .map(|s| (s.to_string(), digits(pos.stack(s))))
        .collect()
}

/// A 4-player game in `mode`.
pub(crate) fn four(mode: Mode) -> Config {
    Config::new(4, mode).unwrap()
}
