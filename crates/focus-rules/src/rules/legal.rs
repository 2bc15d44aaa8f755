//! The legal actions of a position: checking one, and listing or counting them all.

use super::board_symmetry::symmetric_2p;
use super::position::{NO_SEAT, bits, square};
use super::square::{REACH, TARGET};
use super::{Action, IllegalAction, Position, Seat, Square};

impl Position {
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
}
