//! A stack of 0–5 pieces, stored in 16 bits.

use super::Seat;

/// The tallest a stack may stand after a turn.
pub const MAX_HEIGHT: usize = 5;

/// A stack of pieces, bottom to top: height in bits 0–2, then 2 bits a piece from the bottom.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Stack(u16);

impl Stack {
    /// No pieces.
    pub const EMPTY: Stack = Stack(0);

    /// A stack from its pieces, bottom first; `None` if there are more than five.
    #[must_use]
    pub fn from_pieces(pieces: &[Seat]) -> Option<Stack> {
        if pieces.len() > MAX_HEIGHT {
            return None;
        }
        let mut bits = 0u16;
        for (i, p) in pieces.iter().enumerate() {
            bits |= u16::from(p.0) << (2 * i);
        }
        Some(Stack((bits << 3) | pieces.len() as u16))
    }

    /// Number of pieces.
    #[must_use]
    pub const fn height(self) -> usize {
        (self.0 & 7) as usize
    }

    /// Whether the stack has no pieces.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The seat whose piece is on top, which owns the stack.
    #[must_use]
    pub const fn owner(self) -> Option<Seat> {
        match self.height() {
            0 => None,
            h => Some(Seat(((self.0 >> (3 + 2 * (h - 1))) & 3) as u8)),
        }
    }

    /// The piece at `level` (0 = bottom).
    #[must_use]
    pub const fn piece(self, level: usize) -> Option<Seat> {
        if level < self.height() {
            Some(Seat(((self.0 >> (3 + 2 * level)) & 3) as u8))
        } else {
            None
        }
    }

    /// The pieces, bottom first.
    pub fn pieces(self) -> impl DoubleEndedIterator<Item = Seat> + ExactSizeIterator {
        (0..self.height()).map(move |l| Seat(((self.0 >> (3 + 2 * l)) & 3) as u8))
    }

    /// Splits off the top `k` pieces: (what stays, what moves). `k` must be 1..=height.
    pub const fn split_top(self, k: usize) -> (Stack, Stack) {
        let h = self.height();
        let stay = h - k;
        let pieces = self.0 >> 3;
        let low = pieces & ((1 << (2 * stay)) - 1);
        let high = pieces >> (2 * stay);
        let stays = if stay == 0 {
            0
        } else {
            (low << 3) | stay as u16
        };
        (Stack(stays), Stack((high << 3) | k as u16))
    }

    /// Puts `top` onto this stack. Returns the stack cut to five pieces and the pieces that
    /// came off the bottom (as a stack, bottom first).
    pub const fn land(self, top: Stack) -> (Stack, Stack) {
        let h = self.height();
        let k = top.height();
        let total = h + k;
        let pieces = ((self.0 as u32) >> 3) | (((top.0 as u32) >> 3) << (2 * h));
        if total <= MAX_HEIGHT {
            return (Stack(((pieces << 3) | total as u32) as u16), Stack::EMPTY);
        }
        let off = total - MAX_HEIGHT;
        let removed = pieces & ((1 << (2 * off)) - 1);
        let kept = pieces >> (2 * off);
        (
            Stack(((kept << 3) | MAX_HEIGHT as u32) as u16),
            Stack(((removed << 3) | off as u32) as u16),
        )
    }

    /// The same stack with every piece's seat replaced by `map[seat]`.
    #[must_use]
    pub fn relabel(self, map: [Seat; 4]) -> Stack {
        let pieces: Vec<Seat> = self.pieces().map(|s| map[s.index()]).collect();
        Stack::from_pieces(&pieces).unwrap_or_default()
    }
}
