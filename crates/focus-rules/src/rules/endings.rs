//! The endings that are not played on the board: resignation, time, abort and agreed draw.

use super::{EndReason, IllegalAction, Mode, Outcome, Position, Seat};

impl Position {
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
}
