//! A position and the rules that move it on: legal actions, playing them, and every ending.

use std::fmt;

use super::square::{MOVE_COUNT, ON_BOARD, REACH, TARGET};
use super::{Action, Config, Mode, Seat, Square, Stack, Symmetry};

/// Why a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, strum::IntoStaticStr, strum::EnumString)]
#[strum(serialize_all = "kebab-case")]
pub enum EndReason {
    /// The losers could not act.
    NoMoves,
    /// The same 2-player position occurred a third time: seat 1 wins.
    Repetition,
    /// The short variant's capture count was reached.
    Short,
    /// A resignation.
    Resign,
    /// A player ran out of time and forfeited, as if they had resigned.
    Time,
    /// An agreed draw.
    Draw,
    /// A moderator ended the game: no winner, no result for anyone.
    Aborted,
}

impl EndReason {
    /// The name used in the position JSON: the variant's, in kebab case (`no-moves`).
    #[must_use]
    pub fn name(self) -> &'static str {
        self.into()
    }

    /// The reason with this JSON name.
    #[must_use]
    pub fn from_name(name: &str) -> Option<EndReason> {
        name.parse().ok()
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Outcome {
    winners: u8,
    reason: EndReason,
}

impl Outcome {
    /// An outcome with these winners (empty for a draw).
    #[must_use]
    pub fn new(winners: impl IntoIterator<Item = Seat>, reason: EndReason) -> Outcome {
        Outcome {
            winners: winners.into_iter().fold(0, |m, s| m | (1 << s.0)),
            reason,
        }
    }

    /// The winning seats, ascending; empty for a draw.
    pub fn winners(self) -> impl Iterator<Item = Seat> {
        (0..4)
            .filter(move |i| self.winners & (1 << i) != 0)
            .map(Seat)
    }

    /// Whether `seat` is among the winners.
    #[must_use]
    pub const fn is_winner(self, seat: Seat) -> bool {
        self.winners & (1 << seat.0) != 0
    }

    /// Why the game ended.
    #[must_use]
    pub const fn reason(self) -> EndReason {
        self.reason
    }
}

/// Why an action cannot be played now. Its `Display` is a sentence a player can act on.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum IllegalAction {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// A square in a cut corner.
    #[error("{0} is a cut corner, not on the board")]
    OffBoard(Square),
    /// Moving from an empty square.
    #[error("{0} is empty: move from a stack with your colour on top")]
    Empty(Square),
    /// Moving someone else's stack.
    #[error("{square} is {owner}'s: you can only move stacks with your colour ({you}) on top")]
    NotYours {
        /// The square.
        square: Square,
        /// Who owns it.
        owner: Seat,
        /// Who tried to move it.
        you: Seat,
    },
    /// More pieces than the stack has.
    #[error(
        "{square} is only {height} high, so at most {height} {} can move from it",
        if *height == 1 { "piece" } else { "pieces" }
    )]
    TooFew {
        /// The square.
        square: Square,
        /// Its height.
        height: usize,
    },
    /// Source and destination not on one row or column.
    #[error("{from}-{to} is not a straight line: move along a row or a column")]
    NotStraight {
        /// Where from.
        from: Square,
        /// Where to.
        to: Square,
    },
    /// Source and destination the same.
    #[error("{0}-{0} goes nowhere: a move must land on another square")]
    Nowhere(Square),
    /// The count does not equal the distance.
    #[error(
        "`:{count}` does not match the distance of {distance} {}: k pieces move exactly k squares",
        if *distance == 1 { "square" } else { "squares" }
    )]
    CountMismatch {
        /// The count written.
        count: u8,
        /// The distance between the squares.
        distance: u8,
    },
    /// Placing without a reserve.
    #[error("you have no reserve pieces")]
    NoReserve,
    /// The forced 3-player first placement not obeyed: a placement on a stack (`taken`), or a
    /// move. `example` is an empty square the piece may go to.
    #[error(
        "on your first turn you must place your reserve piece on an empty square{}, like `r:{example}`",
        .taken.map(|sq| format!(" ({sq} is taken)")).unwrap_or_default()
    )]
    FirstPlacement {
        /// The square tried, when it was not empty.
        taken: Option<Square>,
        /// An empty square.
        example: Square,
    },
    /// The swap opening not obeyed. `example` is a swap that is legal here.
    #[error(
        "this game opens with a swap: trade one of your single pieces for one of {opponent}'s, like `{example}`"
    )]
    SwapRequired {
        /// The opponent.
        opponent: Seat,
        /// A legal swap.
        example: Action,
    },
    /// A swap outside the swap opening.
    #[error("swaps are only played in the swap opening")]
    NoSwap,
    /// A swap square that is not a single piece of the right colour.
    #[error(
        "a swap names one of your single pieces first, then one of {opponent}'s, like `{example}`: {square} is not"
    )]
    BadSwapSquare {
        /// The square.
        square: Square,
        /// The opponent.
        opponent: Seat,
        /// A legal swap.
        example: Action,
    },
    /// Seat 2's swap would leave a board that is symmetric again, as the start is.
    #[error(
        "that swap would make the board symmetric again ({symmetry}), which the swap opening forbids: choose another"
    )]
    SymmetricSwap {
        /// The symmetry the board would have.
        symmetry: BoardSymmetry,
    },
    /// A seat number the game does not have.
    #[error("there is no seat {0} in this game")]
    NoSuchSeat(u8),
    /// A resignation or draw from a seat that is not in the game any more.
    #[error("{0} is already out of the game")]
    AlreadyOut(Seat),
}

/// A symmetry of the 2-player start that seat 2's opening swap may not bring back.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BoardSymmetry {
    /// The column mirror (a ↔ h), colours kept.
    ColumnMirror,
    /// The row mirror (1 ↔ 8), colours exchanged.
    RowMirror,
    /// The half turn (a1 ↔ h8), colours exchanged.
    HalfTurn,
}

impl BoardSymmetry {
    /// All three, in the order they are checked.
    pub const ALL: [BoardSymmetry; 3] = [
        BoardSymmetry::ColumnMirror,
        BoardSymmetry::RowMirror,
        BoardSymmetry::HalfTurn,
    ];

    /// The map of squares, and whether the two colours are exchanged.
    #[must_use]
    pub const fn squares_and_colours(self) -> (Symmetry, bool) {
        match self {
            BoardSymmetry::ColumnMirror => (Symmetry::MIRROR_COLUMNS, false),
            BoardSymmetry::RowMirror => (Symmetry::MIRROR_ROWS, true),
            BoardSymmetry::HalfTurn => (Symmetry::HALF_TURN, true),
        }
    }
}

impl fmt::Display for BoardSymmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BoardSymmetry::ColumnMirror => "a mirror image from the a side to the h side",
            BoardSymmetry::RowMirror => {
                "a mirror image from row 1 to row 8 with the colours exchanged"
            }
            BoardSymmetry::HalfTurn => "the same after a half turn with the colours exchanged",
        })
    }
}

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

const NO_SEAT: u8 = 255;

/// A legal game position: the board, reserves, captures and whose turn it is. Plays actions
/// and knows every ending except threefold repetition, which needs the game's history (see
/// [`super::Game`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Position {
    config: Config,
    cells: [Stack; 64],
    owned: [u64; 4],
    /// Per seat, the number of moves its stacks have (kept up to date for fast counting).
    mobility: [u16; 4],
    reserves: [u8; 4],
    captured: [u8; 4],
    retired: [u8; 4],
    to_act: u8,
    out: u8,
    first_placement: u8,
    swap_pending: u8,
    first_swap: Option<(Square, Square)>,
    outcome: Option<Outcome>,
    hash: u64,
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

const fn mix(x: u64) -> u64 {
    // splitmix64: well-distributed keys for Zobrist hashing.
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Zobrist keys: a piece of a seat at a level of a square; a reserve count; the seat to act.
const PIECE_KEYS: [[[u64; 4]; 5]; 64] = {
    let mut t = [[[0u64; 4]; 5]; 64];
    let mut i = 0;
    while i < 64 * 5 * 4 {
        t[i / 20][(i / 4) % 5][i % 4] = mix((1 << 40) | i as u64);
        i += 1;
    }
    t
};
const RESERVE_KEYS: [[u64; 64]; 4] = {
    let mut t = [[0u64; 64]; 4];
    let mut i = 0;
    while i < 4 * 64 {
        t[i / 64][i % 64] = mix((2 << 40) | i as u64);
        i += 1;
    }
    t
};
const TURN_KEYS: [u64; 4] = [
    mix(3 << 40),
    mix((3 << 40) | 1),
    mix((3 << 40) | 2),
    mix((3 << 40) | 3),
];

fn cell_key(sq: usize, stack: Stack) -> u64 {
    let keys = &PIECE_KEYS[sq];
    let mut h = 0;
    for (level, piece) in stack.pieces().enumerate() {
        h ^= keys[level][piece.index()];
    }
    h
}

fn reserve_key(seat: usize, count: u8) -> u64 {
    // Reserves never exceed the 52 pieces of a game.
    RESERVE_KEYS[seat][usize::from(count) & 63]
}

fn turn_key(seat: u8) -> u64 {
    TURN_KEYS[usize::from(seat) & 3]
}

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

    fn compute_hash(&self) -> u64 {
        let mut h = 0;
        for (i, &c) in self.cells.iter().enumerate() {
            h ^= cell_key(i, c);
        }
        for s in 0..4 {
            h ^= reserve_key(s, self.reserves[s]);
        }
        if self.to_act != NO_SEAT {
            h ^= turn_key(self.to_act);
        }
        h
    }

    /// The options of the game.
    #[must_use]
    pub const fn config(&self) -> Config {
        self.config
    }

    /// The stack on a square (empty off the board).
    #[must_use]
    pub const fn stack(&self, sq: Square) -> Stack {
        self.cells[sq.index()]
    }

    /// The seat to act; `None` once the game is over.
    #[must_use]
    pub const fn to_act(&self) -> Option<Seat> {
        if self.to_act == NO_SEAT {
            None
        } else {
            Some(Seat(self.to_act))
        }
    }

    /// The result, once the game is over.
    #[must_use]
    pub const fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the game has ended.
    #[must_use]
    pub const fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Reserve pieces of a seat.
    #[must_use]
    pub const fn reserve(&self, seat: Seat) -> u8 {
        self.reserves[seat.index()]
    }

    /// Pieces a seat has captured.
    #[must_use]
    pub const fn captured(&self, seat: Seat) -> u8 {
        self.captured[seat.index()]
    }

    /// Reserve pieces a resignation took out of play.
    #[must_use]
    pub const fn retired(&self, seat: Seat) -> u8 {
        self.retired[seat.index()]
    }

    /// Whether a seat is out for good: it resigned, ran out of time, or (3 players) could not act
    /// when the turn reached it.
    #[must_use]
    pub const fn is_out(&self, seat: Seat) -> bool {
        self.out & (1 << seat.0) != 0
    }

    /// Whether the seat still owes its forced first placement (3 players).
    #[must_use]
    pub const fn owes_first_placement(&self, seat: Seat) -> bool {
        self.first_placement & (1 << seat.0) != 0
    }

    /// The seat that must play an opening swap now, if the game is in its swap opening.
    #[must_use]
    pub const fn swap_pending(&self) -> Option<Seat> {
        if self.swap_pending == NO_SEAT {
            None
        } else {
            Some(Seat(self.swap_pending))
        }
    }

    /// Squares whose stack `seat` owns, as a bit mask by square index.
    #[must_use]
    pub const fn owned_mask(&self, seat: Seat) -> u64 {
        self.owned[seat.index()]
    }

    /// A 64-bit hash of the board, the reserves and the player to act.
    #[must_use]
    pub const fn hash(&self) -> u64 {
        self.hash
    }

    /// Whether a seat can act: it owns a stack or holds a reserve piece, and is not out.
    #[must_use]
    pub const fn can_act(&self, seat: Seat) -> bool {
        !self.is_out(seat) && (self.owned[seat.index()] != 0 || self.reserves[seat.index()] > 0)
    }

    /// Total pieces a seat has on the board.
    #[must_use]
    pub fn pieces_on_board(&self, seat: Seat) -> usize {
        self.cells
            .iter()
            .flat_map(|c| c.pieces())
            .filter(|&p| p == seat)
            .count()
    }

    /// A swap that is legal for the player to act (the first in notation order), for the
    /// examples of refusals.
    fn swap_example(&self) -> Action {
        let mut example = None;
        self.for_each_legal(|a| {
            if example.is_none() && matches!(a, Action::Swap(..)) {
                example = Some(a);
            }
        });
        example.unwrap_or_else(|| {
            let c3 = Square::new(2, 2).expect("c3");
            Action::Swap(c3, c3)
        })
    }

    fn swap_is_legal(&self, own: Square, theirs: Square) -> Result<(), IllegalAction> {
        let me = Seat(self.to_act);
        let opponent = Seat(1 - self.to_act);
        for (sq, seat) in [(own, me), (theirs, opponent)] {
            if !sq.is_on_board() {
                return Err(IllegalAction::OffBoard(sq));
            }
            let s = self.cells[sq.index()];
            if s.height() != 1 || s.owner() != Some(seat) {
                return Err(IllegalAction::BadSwapSquare {
                    square: sq,
                    opponent,
                    example: self.swap_example(),
                });
            }
        }
        if self.swap_pending == 1 {
            let mut after = self.cells;
            after.swap(own.index(), theirs.index());
            if let Some(symmetry) = symmetric_2p(&after) {
                return Err(IllegalAction::SymmetricSwap { symmetry });
            }
        }
        Ok(())
    }

    /// Checks an action for the player to act, with the reason when it is illegal.
    pub fn check(&self, action: Action) -> Result<(), IllegalAction> {
        if self.is_over() {
            return Err(IllegalAction::GameOver);
        }
        let me = Seat(self.to_act);
        if self.swap_pending != NO_SEAT {
            return match action {
                Action::Swap(own, theirs) => self.swap_is_legal(own, theirs),
                _ => Err(IllegalAction::SwapRequired {
                    opponent: Seat(1 - self.to_act),
                    example: self.swap_example(),
                }),
            };
        }
        match action {
            Action::Swap(..) => Err(IllegalAction::NoSwap),
            Action::Place(sq) => {
                if !sq.is_on_board() {
                    return Err(IllegalAction::OffBoard(sq));
                }
                if self.reserves[me.index()] == 0 {
                    return Err(IllegalAction::NoReserve);
                }
                if self.owes_first_placement(me)
                    && !self.cells[sq.index()].is_empty()
                    && let Some(example) = self.first_empty_square()
                {
                    return Err(IllegalAction::FirstPlacement {
                        taken: Some(sq),
                        example,
                    });
                }
                Ok(())
            }
            Action::Move { from, to, count } => {
                if self.owes_first_placement(me) {
                    return Err(IllegalAction::FirstPlacement {
                        taken: None,
                        example: self.first_empty_square().unwrap_or(from),
                    });
                }
                for sq in [from, to] {
                    if !sq.is_on_board() {
                        return Err(IllegalAction::OffBoard(sq));
                    }
                }
                let stack = self.cells[from.index()];
                match stack.owner() {
                    None => return Err(IllegalAction::Empty(from)),
                    Some(owner) if owner != me => {
                        return Err(IllegalAction::NotYours {
                            square: from,
                            owner,
                            you: me,
                        });
                    }
                    Some(_) => {}
                }
                if from == to {
                    return Err(IllegalAction::Nowhere(from));
                }
                if from.col() != to.col() && from.row() != to.row() {
                    return Err(IllegalAction::NotStraight { from, to });
                }
                let distance = from.col().abs_diff(to.col()) + from.row().abs_diff(to.row());
                if count != distance {
                    return Err(IllegalAction::CountMismatch { count, distance });
                }
                if usize::from(count) > stack.height() {
                    return Err(IllegalAction::TooFew {
                        square: from,
                        height: stack.height(),
                    });
                }
                Ok(())
            }
        }
    }

    /// The first empty square on the board (a1, b1, … h8), if any.
    fn first_empty_square(&self) -> Option<Square> {
        Square::all().find(|s| self.cells[s.index()].is_empty())
    }

    /// Calls `f` with every legal action of the player to act (none once the game is over).
    pub fn for_each_legal(&self, mut f: impl FnMut(Action)) {
        if self.is_over() {
            return;
        }
        let me = self.to_act as usize;
        if self.swap_pending != NO_SEAT {
            let mine = self.owned[me];
            let theirs = self.owned[1 - me];
            for own in bits(mine) {
                for other in bits(theirs) {
                    let (a, b) = (square(own), square(other));
                    if self.swap_is_legal(a, b).is_ok() {
                        f(Action::Swap(a, b));
                    }
                }
            }
            return;
        }
        if self.first_placement & (1 << me) != 0 {
            let empty = self.first_empty_square().is_some();
            for sq in Square::all() {
                if !empty || self.cells[sq.index()].is_empty() {
                    f(Action::Place(sq));
                }
            }
            return;
        }
        for from in bits(self.owned[me]) {
            let h = self.cells[from].height() as u8;
            let sq = square(from);
            for d in 0..4 {
                let reach = REACH[from][d].min(h);
                for k in 1..=reach {
                    let to = square(usize::from(TARGET[from][d][usize::from(k - 1)]));
                    f(Action::Move {
                        from: sq,
                        to,
                        count: k,
                    });
                }
            }
        }
        if self.reserves[me] > 0 {
            Square::all().for_each(|sq| f(Action::Place(sq)));
        }
    }

    /// Every legal action of the player to act.
    #[must_use]
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut v = Vec::with_capacity(96);
        self.for_each_legal(|a| v.push(a));
        v
    }

    /// The number of legal actions, counted without listing them.
    #[must_use]
    pub fn legal_count(&self) -> u64 {
        if self.is_over() {
            return 0;
        }
        let me = self.to_act as usize;
        if self.swap_pending != NO_SEAT || self.first_placement & (1 << me) != 0 {
            let mut n = 0;
            self.for_each_legal(|_| n += 1);
            return n;
        }
        let mut n = u64::from(self.mobility[me]);
        if self.reserves[me] > 0 {
            n += 52;
        }
        n
    }

    /// Plays an action for the player to act, or says why it is illegal and leaves the
    /// position as it was.
    pub fn play(&self, action: Action) -> Result<Position, IllegalAction> {
        self.check(action)?;
        let mut next = *self;
        next.play_unchecked(action);
        Ok(next)
    }

    fn set_cell(&mut self, i: usize, stack: Stack) {
        let old = self.cells[i];
        self.hash ^= cell_key(i, old) ^ cell_key(i, stack);
        if let Some(o) = old.owner() {
            self.owned[o.index()] &= !(1 << i);
            self.mobility[o.index()] -= u16::from(MOVE_COUNT[i][old.height()]);
        }
        if let Some(o) = stack.owner() {
            self.owned[o.index()] |= 1 << i;
            self.mobility[o.index()] += u16::from(MOVE_COUNT[i][stack.height()]);
        }
        self.cells[i] = stack;
    }

    fn set_reserve(&mut self, seat: usize, n: u8) {
        self.hash ^= reserve_key(seat, self.reserves[seat]) ^ reserve_key(seat, n);
        self.reserves[seat] = n;
    }

    fn set_to_act(&mut self, seat: u8) {
        if self.to_act != NO_SEAT {
            self.hash ^= turn_key(self.to_act);
        }
        if seat != NO_SEAT {
            self.hash ^= turn_key(seat);
        }
        self.to_act = seat;
    }

    fn finish(&mut self, outcome: Outcome) {
        self.outcome = Some(outcome);
        self.set_to_act(NO_SEAT);
    }

    /// Lands `top` on square `to` for the mover, sending what comes off the bottom to reserves
    /// or captures.
    fn land(&mut self, to: usize, top: Stack, mover: usize) {
        let (stack, off) = self.cells[to].land(top);
        self.set_cell(to, stack);
        for p in off.pieces() {
            let p = p.index();
            if p == mover || (self.config.mode() == Mode::Teams && p == (mover + 2) % 4) {
                self.set_reserve(p, self.reserves[p] + 1);
            } else {
                self.captured[mover] += 1;
            }
        }
    }

    /// Plays an action that [`Position::check`] accepts. An illegal action gives a position
    /// the rules cannot reach; never call it with unchecked user input.
    pub fn play_unchecked(&mut self, action: Action) {
        let me = self.to_act as usize;
        match action {
            Action::Move { from, to, count } => {
                let (stays, moves) = self.cells[from.index()].split_top(usize::from(count));
                self.set_cell(from.index(), stays);
                self.land(to.index(), moves, me);
            }
            Action::Place(to) => {
                self.set_reserve(me, self.reserves[me] - 1);
                self.first_placement &= !(1 << me);
                let piece = Stack::from_pieces(&[Seat(me as u8)]).unwrap_or_default();
                self.land(to.index(), piece, me);
            }
            Action::Swap(a, b) => {
                let (sa, sb) = (self.cells[a.index()], self.cells[b.index()]);
                self.set_cell(a.index(), sb);
                self.set_cell(b.index(), sa);
                if self.swap_pending == 0 {
                    self.first_swap = Some((a, b));
                    self.swap_pending = 1;
                } else {
                    self.swap_pending = NO_SEAT;
                    self.first_swap = None;
                }
            }
        }
        if let Some(n) = self.config.short() {
            let side = self.config.side_mask(Seat(me as u8));
            let total: u32 = (0..4)
                .filter(|s| side & (1 << s) != 0)
                .map(|s| u32::from(self.captured[s]))
                .sum();
            if total >= u32::from(n) {
                self.finish(Outcome {
                    winners: side,
                    reason: EndReason::Short,
                });
                return;
            }
        }
        self.pass_turn(me as u8);
    }

    /// Mask of the seats that can act.
    fn active_mask(&self) -> u8 {
        (0..self.config.players())
            .filter(|&s| self.can_act(Seat(s)))
            .fold(0, |m, s| m | (1 << s))
    }

    /// Gives the turn to the next seat after `from` that can act, or ends the game.
    fn pass_turn(&mut self, from: u8) {
        let players = self.config.players();
        if players == 3 {
            self.pass_turn_dropping_out(from);
            return;
        }
        if players == 2 {
            let next = 1 - from;
            if self.swap_pending == NO_SEAT && !self.can_act(Seat(next)) {
                self.finish(Outcome {
                    winners: 1 << from,
                    reason: EndReason::NoMoves,
                });
            } else {
                self.set_to_act(next);
            }
            return;
        }
        let active = self.active_mask();
        let decided = match self.config.mode() {
            Mode::Teams => {
                let (a, b) = (0b0101, 0b1010);
                if active & b == 0 {
                    Some(if active == 0 {
                        self.config.side_mask(Seat(from))
                    } else {
                        a
                    })
                } else if active & a == 0 {
                    Some(b)
                } else {
                    None
                }
            }
            _ => match active.count_ones() {
                0 => Some(self.last_standing(from)),
                1 => Some(active),
                _ => None,
            },
        };
        if let Some(winners) = decided {
            self.finish(Outcome {
                winners,
                reason: EndReason::NoMoves,
            });
            return;
        }
        let next = (1..=players)
            .map(|i| (from + i) % players)
            .find(|&s| active & (1 << s) != 0);
        self.set_to_act(next.expect("someone can act"));
    }

    /// 3 players: the turn goes round in seat order from `from`; each seat it reaches that
    /// cannot act drops out for good, and the last seat still in wins.
    fn pass_turn_dropping_out(&mut self, from: u8) {
        for i in 1..=3 {
            let still_in = 0b111 & !self.out;
            if still_in.count_ones() <= 1 {
                break;
            }
            let s = (from + i) % 3;
            if self.out & (1 << s) != 0 {
                continue;
            }
            if self.can_act(Seat(s)) {
                self.set_to_act(s);
                return;
            }
            self.drop_out(Seat(s));
        }
        let still_in = 0b111 & !self.out;
        self.finish(Outcome {
            winners: if still_in == 0 { 1 << from } else { still_in },
            reason: EndReason::NoMoves,
        });
    }

    /// Takes a seat out for good: its reserve leaves play, its pieces stay on the board.
    fn drop_out(&mut self, seat: Seat) {
        self.out |= 1 << seat.0;
        self.retired[seat.index()] += self.reserves[seat.index()];
        self.set_reserve(seat.index(), 0);
        self.first_placement &= !(1 << seat.0);
    }

    /// Who wins when nobody can act: the last mover if they are still in, else everyone still in.
    fn last_standing(&self, mover: u8) -> u8 {
        if self.out & (1 << mover) == 0 {
            1 << mover
        } else {
            ((1u8 << self.config.players()) - 1) & !self.out
        }
    }

    /// `seat` resigns. In a 2-player or teams game the other side wins; in a 3-player or
    /// free-for-all game the seat is out for good, its reserve leaves play, and the game goes on
    /// while more than one player can act.
    pub fn resign(&self, seat: Seat) -> Result<Position, IllegalAction> {
        self.forfeit(seat, EndReason::Resign)
    }

    /// `seat` ran out of time: the same as [`Position::resign`], but a game it ends ends with
    /// [`EndReason::Time`].
    pub fn time_out(&self, seat: Seat) -> Result<Position, IllegalAction> {
        self.forfeit(seat, EndReason::Time)
    }

    /// A moderator ends the game: no winner ([`EndReason::Aborted`]).
    pub fn abort(&self) -> Result<Position, IllegalAction> {
        if self.is_over() {
            return Err(IllegalAction::GameOver);
        }
        let mut next = *self;
        next.finish(Outcome {
            winners: 0,
            reason: EndReason::Aborted,
        });
        Ok(next)
    }

    fn forfeit(&self, seat: Seat, reason: EndReason) -> Result<Position, IllegalAction> {
        if self.is_over() {
            return Err(IllegalAction::GameOver);
        }
        if seat.0 >= self.config.players() {
            return Err(IllegalAction::NoSuchSeat(seat.number()));
        }
        if self.is_out(seat) {
            return Err(IllegalAction::AlreadyOut(seat));
        }
        let mut next = *self;
        let all = (1u8 << self.config.players()) - 1;
        match (self.config.players(), self.config.mode()) {
            (2, _) | (_, Mode::Teams) => {
                let winners = all & !self.config.side_mask(seat);
                next.finish(Outcome { winners, reason });
            }
            _ => {
                next.drop_out(seat);
                let still_in = all & !next.out;
                if still_in.count_ones() == 1 {
                    next.finish(Outcome {
                        winners: still_in,
                        reason,
                    });
                } else if self.to_act == seat.0 {
                    next.pass_turn(seat.0);
                } else if self.config.players() == 4 {
                    // Free-for-all: the game ends as soon as at most one player can act.
                    let active = next.active_mask();
                    if active.count_ones() <= 1 {
                        next.finish(Outcome {
                            winners: if active == 0 { still_in } else { active },
                            reason: EndReason::NoMoves,
                        });
                    }
                }
                // A forfeit ends the game it decides, even through the turn passing on.
                if let Some(outcome) = next.outcome.as_mut() {
                    outcome.reason = reason;
                }
            }
        }
        Ok(next)
    }

    /// Ends the game in an agreed draw.
    pub fn draw(&self) -> Result<Position, IllegalAction> {
        if self.is_over() {
            return Err(IllegalAction::GameOver);
        }
        let mut next = *self;
        next.finish(Outcome {
            winners: 0,
            reason: EndReason::Draw,
        });
        Ok(next)
    }

    /// Ends a 2-player game by threefold repetition: seat 1 wins.
    pub(crate) fn end_by_repetition(&mut self) {
        self.finish(Outcome {
            winners: 1,
            reason: EndReason::Repetition,
        });
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

impl fmt::Display for Position {
    /// A text diagram: one line per row, each square's stack as seat digits bottom to top.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..8 {
            let cells: Vec<String> = (0..8)
                .map(|col| {
                    let sq = Square::new(col, row).expect("in range");
                    if !sq.is_on_board() {
                        " ".to_string()
                    } else if self.stack(sq).is_empty() {
                        ".".to_string()
                    } else {
                        self.stack(sq)
                            .pieces()
                            .map(|p| char::from(b'0' + p.number()))
                            .collect()
                    }
                })
                .collect();
            writeln!(f, "{} {}", row + 1, cells.join(" "))?;
        }
        Ok(())
    }
}

/// The first of [`BoardSymmetry::ALL`] that a 2-player board has, if any.
fn symmetric_2p(cells: &[Stack; 64]) -> Option<BoardSymmetry> {
    const EXCHANGED: [Seat; 4] = [Seat(1), Seat(0), Seat(2), Seat(3)];
    const KEPT: [Seat; 4] = [Seat(0), Seat(1), Seat(2), Seat(3)];
    BoardSymmetry::ALL.into_iter().find(|&symmetry| {
        let (squares, exchange) = symmetry.squares_and_colours();
        let seats = if exchange { EXCHANGED } else { KEPT };
        Square::all()
            .all(|sq| cells[sq.transform(squares).index()] == cells[sq.index()].relabel(seats))
    })
}

fn bits(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            None
        } else {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            Some(i)
        }
    })
}

fn square(i: usize) -> Square {
    Square::from_index(i as u8).expect("index from a 64-bit mask")
}

const _: () = assert!(ON_BOARD.count_ones() == 52);
