//! Positions described and checked: the unchecked [`Setup`], the starting layouts, and the
//! conversions between a setup and a [`Position`].

use super::position::NO_SEAT;
use super::{Config, Outcome, Position, Seat, Square, Stack, Symmetry};

/// Why a setup is not a position the rules can reach.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum SetupError {
    /// A piece on a cut corner.
    #[error("{0} is a cut corner, not on the board")]
    OffBoard(Square),
    /// A piece of a seat that is not in the game.
    #[error("{square} holds a piece of seat {seat}, but the game has {players} players")]
    UnknownSeat {
        /// The square.
        square: Square,
        /// The seat number.
        seat: u8,
        /// Players in the game.
        players: u8,
    },
    /// Anything else.
    #[error("{0}")]
    Invalid(&'static str),
}

/// An unchecked description of a position, with public fields; turn it into a [`Position`]
/// with [`Position::from_setup`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Setup {
    /// Player count, mode, variants.
    pub config: Config,
    /// Every square's stack, indexed by [`Square::index`].
    pub board: [Stack; 64],
    /// Reserve pieces per seat.
    pub reserves: [u8; 4],
    /// Pieces each seat has captured.
    pub captured: [u8; 4],
    /// Reserve pieces taken out of play by a resignation, per seat.
    pub retired: [u8; 4],
    /// Whose turn it is; `None` once the game is over.
    pub to_act: Option<Seat>,
    /// Seats out for good: resigned, out of time, or dropped out (3 players, 4-player
    /// free-for-all).
    pub out: [bool; 4],
    /// Seats that still owe the forced 3-player first placement.
    pub first_placement: [bool; 4],
    /// The swap opening: which seat must swap next, if any.
    pub swap_pending: Option<Seat>,
    /// Seat 1's opening swap (its own square, then the opponent's), once played.
    pub first_swap: Option<(Square, Square)>,
    /// The result, once the game is over.
    pub outcome: Option<Outcome>,
}

/// Starting layouts, rows 1–8, playable squares only; `.` empty, digits are seat numbers.
const LAYOUT_2: [&str; 8] = [
    "....", "112211", ".221122.", ".112211.", ".221122.", ".112211.", "221122", "....",
];
const LAYOUT_3: [&str; 8] = [
    "..21", ".1121.", "....2121", "11112121", "3.3.3333", "3.3.2222", ".3.33.", "3.22",
];
const LAYOUT_4: [&str; 8] = [
    "4421", "111212", "44442121", "11112121", "34343333", "34342222", "434333", "3422",
];

impl Position {
    /// The starting position for these options.
    #[must_use]
    pub fn start(config: Config) -> Position {
        let layout = match config.players() {
            2 => &LAYOUT_2,
            3 => &LAYOUT_3,
            _ => &LAYOUT_4,
        };
        let mut board = [Stack::EMPTY; 64];
        let mut squares = Square::all();
        for row in layout {
            for ch in row.chars() {
                let sq = squares.next().expect("layouts have 52 squares");
                if let Some(d) = ch.to_digit(10) {
                    board[sq.index()] =
                        Stack::from_pieces(&[Seat(d as u8 - 1)]).unwrap_or_default();
                }
            }
        }
        let three = config.players() == 3;
        let setup = Setup {
            config,
            board,
            reserves: if three { [1, 1, 1, 0] } else { [0; 4] },
            captured: [0; 4],
            retired: [0; 4],
            to_act: Some(Seat(0)),
            out: [false; 4],
            first_placement: [three, three, three, false],
            swap_pending: config.swap().then_some(Seat(0)),
            first_swap: None,
            outcome: None,
        };
        Position::from_setup(&setup).expect("starting layouts are valid")
    }

    /// Checks a setup and builds the position.
    pub fn from_setup(setup: &Setup) -> Result<Position, SetupError> {
        let players = setup.config.players();
        let mut pos = Position {
            config: setup.config,
            cells: [Stack::EMPTY; 64],
            owned: [0; 4],
            mobility: [0; 4],
            reserves: [0; 4],
            captured: [0; 4],
            retired: [0; 4],
            to_act: NO_SEAT,
            out: 0,
            first_placement: 0,
            swap_pending: NO_SEAT,
            first_swap: match setup.swap_pending {
                Some(Seat(1)) => setup.first_swap,
                _ => None,
            },
            outcome: setup.outcome,
            hash: 0,
        };
        for (i, &stack) in setup.board.iter().enumerate() {
            let sq = Square::from_index(i as u8).expect("64 squares");
            if stack.is_empty() {
                continue;
            }
            if !sq.is_on_board() {
                return Err(SetupError::OffBoard(sq));
            }
            if let Some(p) = stack.pieces().find(|p| p.0 >= players) {
                return Err(SetupError::UnknownSeat {
                    square: sq,
                    seat: p.number(),
                    players,
                });
            }
            pos.set_cell(i, stack);
        }
        for s in 0..4 {
            let in_game = s < usize::from(players);
            if !in_game
                && (setup.reserves[s] != 0
                    || setup.captured[s] != 0
                    || setup.retired[s] != 0
                    || setup.out[s]
                    || setup.first_placement[s])
            {
                return Err(SetupError::Invalid(
                    "a seat beyond the player count has pieces",
                ));
            }
            pos.reserves[s] = setup.reserves[s];
            pos.captured[s] = setup.captured[s];
            pos.retired[s] = setup.retired[s];
            pos.out |= u8::from(setup.out[s]) << s;
            pos.first_placement |= u8::from(setup.first_placement[s]) << s;
        }
        let total: usize = pos.cells.iter().map(|c| c.height()).sum::<usize>()
            + pos
                .reserves
                .iter()
                .chain(&pos.captured)
                .chain(&pos.retired)
                .map(|&n| usize::from(n))
                .sum::<usize>();
        let expected = match players {
            2 => 36,
            3 => 39,
            _ => 52,
        };
        if total != expected {
            return Err(SetupError::Invalid(
                "the pieces on the board, in reserve and captured do not add up to the game's total",
            ));
        }
        match (setup.to_act, setup.outcome) {
            (Some(s), None) if s.0 < players && !setup.out[s.index()] => pos.to_act = s.0,
            (None, Some(_)) => {}
            (Some(_), Some(_)) => {
                return Err(SetupError::Invalid("a finished game has no player to act"));
            }
            (None, None) => {
                return Err(SetupError::Invalid("a running game needs a player to act"));
            }
            (Some(_), None) => {
                return Err(SetupError::Invalid("the player to act is not in the game"));
            }
        }
        if let Some(s) = setup.swap_pending {
            if !setup.config.swap() || s.0 > 1 || (s.0 == 1) != setup.first_swap.is_some() {
                return Err(SetupError::Invalid(
                    "the swap opening state does not fit the game",
                ));
            }
            pos.swap_pending = s.0;
        }
        if let Some(seat) = pos.to_act()
            && pos.swap_pending == NO_SEAT
            && !pos.can_act(seat)
        {
            return Err(SetupError::Invalid(
                "the player to act has no stack and no reserve",
            ));
        }
        pos.hash = pos.compute_hash();
        Ok(pos)
    }

    /// The setup describing this position.
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        Setup {
            config: self.config,
            board: self.cells,
            reserves: self.reserves,
            captured: self.captured,
            retired: self.retired,
            to_act: self.to_act(),
            out: std::array::from_fn(|s| self.out & (1 << s) != 0),
            first_placement: std::array::from_fn(|s| self.first_placement & (1 << s) != 0),
            swap_pending: (self.swap_pending != NO_SEAT).then_some(Seat(self.swap_pending)),
            first_swap: self.first_swap,
            outcome: self.outcome,
        }
    }

    /// The position seen through a symmetry of the board, with seats renamed by `seats`
    /// (`seats[old] = new`). Turn order is kept by seat number, so a renaming may describe a
    /// different game; tests use it to check that the rules do not depend on where things are.
    #[must_use]
    pub fn to_setup_transformed(&self, sym: Symmetry, seats: [Seat; 4]) -> Setup {
        let mut setup = self.to_setup();
        let mut board = [Stack::EMPTY; 64];
        for sq in Square::all() {
            board[sq.transform(sym).index()] = self.cells[sq.index()].relabel(seats);
        }
        setup.board = board;
        let players = usize::from(self.config.players());
        for (s, new) in seats.iter().enumerate().take(players) {
            let n = new.index();
            setup.reserves[n] = self.reserves[s];
            setup.captured[n] = self.captured[s];
            setup.retired[n] = self.retired[s];
            setup.out[n] = self.is_out(Seat(s as u8));
            setup.first_placement[n] = self.owes_first_placement(Seat(s as u8));
        }
        setup.to_act = self.to_act().map(|s| seats[s.index()]);
        setup
    }
}
