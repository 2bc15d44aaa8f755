//! Who moves first in a 2-player game: FIDE's colour rules (Dutch system, A.6 and E), with
//! "white" read as "moves first".
//!
//! A player's history is one entry per round: `Some(true)` moved first, `Some(false)` second,
//! `None` no game (a bye, an absence).

use std::cmp::Ordering;

/// How much a player wants a given seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strength {
    /// No game played yet.
    None,
    /// Even so far: alternate from the last game.
    Mild,
    /// One game more on one side.
    Strong,
    /// Two more on one side, or the last two games on the same side: must get the other.
    Absolute,
}

/// A player's wish for the next game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preference {
    /// `Some(true)`: wants to move first.
    pub first: Option<bool>,
    /// How strongly.
    pub strength: Strength,
}

/// The wish that follows from a history.
pub fn preference(history: &[Option<bool>]) -> Preference {
    let played: Vec<bool> = history.iter().flatten().copied().collect();
    let Some(&last) = played.last() else {
        return Preference {
            first: None,
            strength: Strength::None,
        };
    };
    let firsts = played.iter().filter(|f| **f).count() as i64;
    let difference = firsts - (played.len() as i64 - firsts);
    let last_two_same = played.len() >= 2 && played[played.len() - 2] == last;
    if difference.abs() > 1 || last_two_same {
        let first = if difference.abs() > 1 {
            difference < 0
        } else {
            !last
        };
        Preference {
            first: Some(first),
            strength: Strength::Absolute,
        }
    } else if difference != 0 {
        Preference {
            first: Some(difference < 0),
            strength: Strength::Strong,
        }
    } else {
        Preference {
            first: Some(!last),
            strength: Strength::Mild,
        }
    }
}

/// One side of a pair being seated: its history and whether it ranks above the other (higher
/// score, then better seed).
pub struct Contender<'a> {
    /// The player's first-move history.
    pub history: &'a [Option<bool>],
    /// Ranked above the other player.
    pub higher: bool,
}

/// Whether `a` moves first against `b` (FIDE E.1–E.5). `odd_board` picks the seat when
/// neither has played (round 1): the higher-ranked moves first on boards 1, 3, 5…
pub fn a_moves_first(a: &Contender<'_>, b: &Contender<'_>, odd_board: bool) -> bool {
    let (pa, pb) = (preference(a.history), preference(b.history));
    match (pa.first, pb.first) {
        // E.1: both granted.
        (Some(x), Some(y)) if x != y => return x,
        (Some(x), None) => return x,
        (None, Some(y)) => return !y,
        (None, None) => return a.higher == odd_board,
        _ => {}
    }
    let wanted = pa.first.unwrap_or(true);
    // E.2: the stronger wish.
    match pa.strength.cmp(&pb.strength) {
        Ordering::Greater => return wanted,
        Ordering::Less => return !wanted,
        Ordering::Equal => {}
    }
    // E.3: alternate from the latest round in which they sat differently.
    let rounds = a.history.len().min(b.history.len());
    for r in (0..rounds).rev() {
        if let (Some(x), Some(y)) = (a.history[r], b.history[r])
            && x != y
        {
            return !x;
        }
    }
    // E.4: the higher-ranked player's wish.
    if a.higher { wanted } else { !wanted }
}

/// How far a seating falls short of the players' wishes, for choosing among pairings:
/// an absolute wish denied weighs most, then strong, then mild.
pub fn shortfall(history: &[Option<bool>], moves_first: bool) -> u32 {
    let wish = preference(history);
    match wish.first {
        Some(first) if first != moves_first => match wish.strength {
            Strength::Absolute => 1000,
            Strength::Strong => 10,
            Strength::Mild => 1,
            Strength::None => 0,
        },
        _ => 0,
    }
}

/// Whether two players may not meet: both must move first, or both second (FIDE C.3; relaxed
/// by the pairing only when no pairing of the round avoids it).
pub fn incompatible(a: &[Option<bool>], b: &[Option<bool>]) -> bool {
    let (pa, pb) = (preference(a), preference(b));
    pa.strength == Strength::Absolute && pb.strength == Strength::Absolute && pa.first == pb.first
}
