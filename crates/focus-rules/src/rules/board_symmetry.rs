//! The symmetries of the 2-player start that seat 2's opening swap may not bring back.

use std::fmt;

use super::{Seat, Square, Stack, Symmetry};

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

/// The first of [`BoardSymmetry::ALL`] that a 2-player board has, if any.
pub(super) fn symmetric_2p(cells: &[Stack; 64]) -> Option<BoardSymmetry> {
    const EXCHANGED: [Seat; 4] = [Seat(1), Seat(0), Seat(2), Seat(3)];
    const KEPT: [Seat; 4] = [Seat(0), Seat(1), Seat(2), Seat(3)];
    BoardSymmetry::ALL.into_iter().find(|&symmetry| {
        let (squares, exchange) = symmetry.squares_and_colours();
        let seats = if exchange { EXCHANGED } else { KEPT };
        Square::all()
            .all(|sq| cells[sq.transform(squares).index()] == cells[sq.index()].relabel(seats))
    })
}
