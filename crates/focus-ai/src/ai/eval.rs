//! The evaluation: how good a position is for each seat, in hundredths of a piece.

use crate::rules::{Config, Mode, Position, REACH, Seat, TARGET};

/// The evaluation's weights, in hundredths of a piece: what each feature of a position is
/// worth. [`HAND_SET`] are the ones chosen by hand; tuning fits others to game results
/// (`super::tuning`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Weights {
    /// A piece on a stack its own side controls.
    pub piece_free: i32,
    /// A piece buried under an enemy's top piece: still there, but at the enemy's mercy.
    pub piece_buried: i32,
    /// A reserve piece: safe from capture and playable on any square.
    pub reserve: i32,
    /// Controlling a stack of each height (index; 0 unused): the taller, the more it moves and
    /// threatens.
    pub control: [i32; 6],
    /// Each move available.
    pub mobility: i32,
    /// What a stack risks when an enemy can land on it: its control bonus and this much for
    /// each of the owner's pieces in it, scaled by whose turn it is.
    pub at_risk_per_piece: i32,
    /// In the short variant, each capture (on top of the material it takes).
    pub short_capture: i32,
    /// Having the move.
    pub tempo: i32,
}

/// The weights chosen by hand.
pub const HAND_SET: Weights = Weights {
    piece_free: 100,
    piece_buried: 65,
    reserve: 145,
    control: [0, 12, 30, 50, 70, 90],
    mobility: 2,
    at_risk_per_piece: 35,
    short_capture: 60,
    tempo: 15,
};

/// The weights fitted by Texel's method (`super::tuning`, recipe in docs/computer-player.md),
/// one set per mode: 2 players, 3 players, 4-player free-for-all, 4 players in teams.
pub const TUNED: [Weights; 4] = [TUNED_TWO, TUNED_THREE, TUNED_FOUR, TUNED_TEAMS];

/// 2 players: `texel_data 2 3000 1` (stopped after 1,487 games; 1,061 with a result, 32,055
/// quiet positions), k = 0.5216, error 0.150395 → 0.133337.
const TUNED_TWO: Weights = Weights {
    piece_free: 192,
    piece_buried: 177,
    reserve: 500,
    control: [0, -23, 44, 73, 96, 201],
    mobility: 2,
    at_risk_per_piece: 27,
    short_capture: 60,
    tempo: -59,
};

/// 3 players: `texel_data 3 3000 1` (1,667 games with a result, 106,188 quiet positions),
/// k = 0.6481, error 0.099107 → 0.080611.
const TUNED_THREE: Weights = Weights {
    piece_free: 115,
    piece_buried: 93,
    reserve: 513,
    control: [0, 0, 49, 103, 177, 272],
    mobility: 2,
    at_risk_per_piece: 59,
    short_capture: 60,
    tempo: -166,
};

/// 4-player free-for-all: `texel_data 4ffa 3000 1` (stopped after 2,911 games; 1,072 with a
/// result, 66,576 quiet positions), k = 0.5267, error 0.095111 → 0.071250.
const TUNED_FOUR: Weights = Weights {
    piece_free: 235,
    piece_buried: 125,
    reserve: 395,
    control: [0, -10, 31, 71, 117, 211],
    mobility: 2,
    at_risk_per_piece: 215,
    short_capture: 60,
    tempo: -548,
};

/// 4 players in teams: `texel_data 4 3000 1` (2,984 games with a result, 91,008 quiet
/// positions), k = 0.5975, error 0.132531 → 0.125058.
const TUNED_TEAMS: Weights = Weights {
    piece_free: 106,
    piece_buried: 102,
    reserve: 277,
    control: [0, -12, 20, 67, 129, 120],
    mobility: 4,
    at_risk_per_piece: 7,
    short_capture: 60,
    tempo: -7,
};

/// Which weights an evaluation uses.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Weighting {
    /// [`HAND_SET`], in every mode.
    HandSet,
    /// [`TUNED`], the set fitted to the game's mode.
    Tuned,
}

impl Weighting {
    /// The weights for a game of `config`.
    #[must_use]
    pub const fn weights(self, config: Config) -> Weights {
        match self {
            Weighting::HandSet => HAND_SET,
            Weighting::Tuned => TUNED[mode_index(config)],
        }
    }
}

/// Where a mode's entry is in the per-mode tables: 2 players, 3 players, 4-player
/// free-for-all, 4 players in teams.
#[must_use]
pub const fn mode_index(config: Config) -> usize {
    match (config.players(), config.mode()) {
        (2, _) => 0,
        (3, _) => 1,
        (_, Mode::Teams) => 3,
        _ => 2,
    }
}

impl Weights {
    /// How many weights tuning may change (`control[0]` is unused).
    pub const COUNT: usize = 12;

    /// Weight `i` (`0..COUNT`), to change one at a time.
    pub fn get_mut(&mut self, i: usize) -> Option<&mut i32> {
        Some(match i {
            0 => &mut self.piece_free,
            1 => &mut self.piece_buried,
            2 => &mut self.reserve,
            3..=7 => &mut self.control[i - 2],
            8 => &mut self.mobility,
            9 => &mut self.at_risk_per_piece,
            10 => &mut self.short_capture,
            11 => &mut self.tempo,
            _ => return None,
        })
    }
}

/// Which terms a level's evaluation uses, and their weights.
#[derive(Clone, Copy, Debug)]
pub struct Terms {
    /// Mobility and threats against stacks, on top of material and control.
    pub dynamic: bool,
    /// What each term is worth.
    pub weights: Weights,
}

/// The value of the position for every seat (indexed by seat), each on its own account.
pub(crate) fn seat_values(pos: &Position, terms: Terms) -> [i32; 4] {
    let w = &terms.weights;
    let config = pos.config();
    let players = usize::from(config.players());
    let mut value = [0i32; 4];
    let mut attack = [0u64; 4];
    let mut owned = [0u64; 4];
    for s in 0..players {
        let seat = Seat::from_index(s).expect("seat below 4");
        owned[s] = pos.owned_mask(seat);
        value[s] += w.reserve * i32::from(pos.reserve(seat));
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
            value[s] += w.mobility * moves;
        }
        if let Some(n) = config.short() {
            let side_captures = side_sum(config, seat, |t| i32::from(pos.captured(t)));
            value[s] += w.short_capture * side_captures.min(i32::from(n)) / side_size(config);
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
            value[s] += w.control[h];
            let mut own = 0;
            for p in stack.pieces() {
                if side & (1 << p.index()) != 0 {
                    value[p.index()] += w.piece_free;
                    own += 1;
                } else {
                    value[p.index()] += w.piece_buried;
                }
            }
            if terms.dynamic && enemy_attack & (1 << sq) != 0 {
                let stake = w.control[h] + w.at_risk_per_piece * own;
                value[s] -= if to_act == Some(s) {
                    stake / 5
                } else {
                    stake / 2
                };
            }
        }
    }
    if let Some(s) = to_act {
        value[s] += w.tempo;
    }
    value
}

/// The position's value for the side `side` (a seat mask) against everyone else still in, in a
/// game that is not over.
pub fn side_score(pos: &Position, side: u8, terms: Terms) -> i32 {
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
