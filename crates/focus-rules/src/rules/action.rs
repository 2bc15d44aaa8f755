//! What a player can do on a turn.

use super::Square;

/// One action on a turn. Printing it gives the canonical notation (`c3-f3:3`, `r:e5`,
/// `s:c3-d3`); parsing lives in [`crate::notation`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Action {
    /// Move the top `count` pieces from `from` to `to`, which must be `count` squares away in a
    /// straight orthogonal line.
    Move {
        /// Where the pieces start.
        from: Square,
        /// Where they land.
        to: Square,
        /// How many pieces move (and how far).
        count: u8,
    },
    /// Place a piece from the player's reserve on top of a square.
    Place(Square),
    /// The swap opening: trade the player's single piece on the first square with the opponent's
    /// single piece on the second.
    Swap(Square, Square),
}
