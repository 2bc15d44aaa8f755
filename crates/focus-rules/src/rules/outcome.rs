//! How a game ended: the reason and the winners.

use super::Seat;

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
    pub(super) winners: u8,
    pub(super) reason: EndReason,
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
