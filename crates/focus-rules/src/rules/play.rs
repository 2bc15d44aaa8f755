//! Playing an action: the board, reserves and captures changed, the turn passed on, and the
//! game ended when no one else can act.

use super::position::NO_SEAT;
use super::square::MOVE_COUNT;
use super::zobrist::{cell_key, reserve_key, turn_key};
use super::{Action, EndReason, IllegalAction, Mode, Outcome, Position, Seat, Stack};

impl Position {
    /// Plays an action for the player to act, or says why it is illegal and leaves the
    /// position as it was.
    pub fn play(&self, action: Action) -> Result<Position, IllegalAction> {
        self.check(action)?;
        let mut next = *self;
        next.play_unchecked(action);
        Ok(next)
    }

    pub(super) fn set_cell(&mut self, i: usize, stack: Stack) {
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

    pub(super) fn finish(&mut self, outcome: Outcome) {
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

    /// Gives the turn to the next seat without an action, as best-reply search lets the
    /// opponents who do not reply pass. Passing is not a rule of the game: the position is one
    /// the rules cannot reach. Does nothing once the game is over or in the opening swaps.
    pub fn pass_unchecked(&mut self) {
        if self.to_act == NO_SEAT || self.swap_pending != NO_SEAT {
            return;
        }
        self.pass_turn(self.to_act);
    }

    /// Mask of the seats that can act.
    pub(super) fn active_mask(&self) -> u8 {
        (0..self.config.players())
            .filter(|&s| self.can_act(Seat(s)))
            .fold(0, |m, s| m | (1 << s))
    }

    /// Gives the turn to the next seat after `from` that can act, or ends the game.
    pub(super) fn pass_turn(&mut self, from: u8) {
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
    pub(super) fn drop_out(&mut self, seat: Seat) {
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
}
