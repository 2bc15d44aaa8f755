//! The evaluation: how good a position is for each seat, in hundredths of a piece.

use crate::rules::{Config, Mode, Position, REACH, Seat, TARGET};

/// A piece on a stack its own side controls.
const PIECE_FREE: i32 = 100;
/// A piece buried under an enemy's top piece: still there, but at the enemy's mercy.
const PIECE_BURIED: i32 = 65;
/// A reserve piece: safe from capture and playable on any square.
const RESERVE: i32 = 145;
/// Controlling a stack of each height (index): the taller, the more it moves and threatens.
const CONTROL: [i32; 6] = [0, 12, 30, 50, 70, 90];
/// Each move available.
const MOBILITY: i32 = 2;
/// What a stack risks when an enemy can land on it: its control bonus and this much for each of
/// the owner's pieces in it, scaled by whose turn it is.
const AT_RISK_PER_PIECE: i32 = 35;
/// In the short variant, each capture (on top of the material it takes).
const SHORT_CAPTURE: i32 = 60;
/// Having the move.
const TEMPO: i32 = 15;

/// Which terms a level's evaluation uses.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Terms {
    /// Mobility and threats against stacks, on top of material and control.
    pub dynamic: bool,
}

/// The value of the position for every seat (indexed by seat), each on its own account.
pub(crate) fn seat_values(pos: &Position, terms: Terms) -> [i32; 4] {
    let config = pos.config();
    let players = usize::from(config.players());
    let mut value = [0i32; 4];
    let mut attack = [0u64; 4];
    let mut owned = [0u64; 4];
    for s in 0..players {
        let seat = Seat::from_index(s).expect("seat below 4");
        owned[s] = pos.owned_mask(seat);
        value[s] += RESERVE * i32::from(pos.reserve(seat));
        let mut mask = owned[s];
        let mut moves = 0;
        while mask != 0 {
            let from = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            let h = height_at(pos, from);
            if terms.dynamic {
                for d in 0..4 {
                    let reach = usize::from(REACH[from][d]).min(h);
                    moves += reach as i32;
                    for &to in &TARGET[from][d][..reach] {
                        attack[s] |= 1 << to;
                    }
                }
            }
        }
        if terms.dynamic {
            value[s] += MOBILITY * moves;
        }
        if let Some(n) = config.short() {
            let side_captures = side_sum(config, seat, |t| i32::from(pos.captured(t)));
            value[s] += SHORT_CAPTURE * side_captures.min(i32::from(n)) / side_size(config);
        }
    }
    let to_act = pos.to_act().map(Seat::index);
    for s in 0..players {
        let seat = Seat::from_index(s).expect("seat below 4");
        let side = config.side_mask(seat);
        let mut enemy_attack = 0u64;
        for (e, &reach) in attack.iter().enumerate().take(players) {
            if side & (1 << e) == 0 {
                let enemy = Seat::from_index(e).expect("seat below 4");
                if pos.reserve(enemy) > 0 && !pos.is_out(enemy) {
                    enemy_attack = !0;
                }
                enemy_attack |= reach;
            }
        }
        let mut mask = owned[s];
        while mask != 0 {
            let sq = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            let stack = pos.stack(crate::rules::Square::from_index(sq as u8).expect("index"));
            let h = stack.height();
            value[s] += CONTROL[h];
            let mut own = 0;
            for p in stack.pieces() {
                if side & (1 << p.index()) != 0 {
                    value[p.index()] += PIECE_FREE;
                    own += 1;
                } else {
                    value[p.index()] += PIECE_BURIED;
                }
            }
            if terms.dynamic && enemy_attack & (1 << sq) != 0 {
                let stake = CONTROL[h] + AT_RISK_PER_PIECE * own;
                value[s] -= if to_act == Some(s) {
                    stake / 5
                } else {
                    stake / 2
                };
            }
        }
    }
    if let Some(s) = to_act {
        value[s] += TEMPO;
    }
    value
}

/// The position's value for the side `side` (a seat mask) against everyone else still in, in a
/// game that is not over.
pub(crate) fn side_score(pos: &Position, side: u8, terms: Terms) -> i32 {
    let values = seat_values(pos, terms);
    let (mut mine, mut theirs, mut n_mine, mut n_theirs) = (0, 0, 0, 0);
    for seat in pos.config().seats() {
        if pos.is_out(seat) {
            continue;
        }
        if side & (1 << seat.index()) != 0 {
            mine += values[seat.index()];
            n_mine += 1;
        } else {
            theirs += values[seat.index()];
            n_theirs += 1;
        }
    }
    if n_theirs == 0 {
        return mine;
    }
    mine - theirs * n_mine.max(1) / n_theirs
}

fn height_at(pos: &Position, index: usize) -> usize {
    pos.stack(crate::rules::Square::from_index(index as u8).expect("index"))
        .height()
}

fn side_sum(config: Config, seat: Seat, f: impl Fn(Seat) -> i32) -> i32 {
    config
        .seats()
        .filter(|t| config.side_mask(seat) & (1 << t.index()) != 0)
        .map(f)
        .sum()
}

fn side_size(config: Config) -> i32 {
    if config.mode() == Mode::Teams { 2 } else { 1 }
}
