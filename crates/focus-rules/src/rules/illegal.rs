//! Why an action cannot be played now, in a sentence a player can act on.

use super::{Action, BoardSymmetry, Seat, Square};

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
