//! Squares, directions and the symmetries of the board.

use std::fmt;

/// One cell of the 8×8 grid, on the board or in a cut corner.
///
/// Index `row * 8 + col`, both from 0: `a1` is 0, `h8` is 63. Row 1 is the top row in pictures.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

impl Square {
    /// The square at column `col` (0 = a) and row `row` (0 = row 1), if both are within 0..8.
    #[must_use]
    pub const fn new(col: u8, row: u8) -> Option<Square> {
        if col < 8 && row < 8 {
            Some(Square(row * 8 + col))
        } else {
            None
        }
    }

    /// The square with this index (0..64).
    #[must_use]
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// Index 0..64, `row * 8 + col`.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Column, 0 = a.
    #[must_use]
    pub const fn col(self) -> u8 {
        self.0 % 8
    }

    /// Row, 0 = row 1.
    #[must_use]
    pub const fn row(self) -> u8 {
        self.0 / 8
    }

    /// Whether the square is one of the 52 playable squares (not a cut corner).
    #[must_use]
    pub const fn is_on_board(self) -> bool {
        ON_BOARD & (1 << self.0) != 0
    }

    /// The square `steps` squares away in `dir`, if it is on the board.
    #[must_use]
    pub fn step(self, dir: Direction, steps: u8) -> Option<Square> {
        let (dc, dr) = dir.delta();
        let col = i16::from(self.col()) + i16::from(dc) * i16::from(steps);
        let row = i16::from(self.row()) + i16::from(dr) * i16::from(steps);
        if !(0..8).contains(&col) || !(0..8).contains(&row) {
            return None;
        }
        Square::new(col as u8, row as u8).filter(|s| s.is_on_board())
    }

    /// All 52 playable squares, row 1 first, a to h within a row.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square).filter(|s| s.is_on_board())
    }

    /// The image of this square under a symmetry of the board.
    #[must_use]
    pub const fn transform(self, sym: Symmetry) -> Square {
        let (c, r) = (self.col(), self.row());
        let (c, r) = if sym.0 & 4 != 0 { (r, c) } else { (c, r) };
        let c = if sym.0 & 1 != 0 { 7 - c } else { c };
        let r = if sym.0 & 2 != 0 { 7 - r } else { r };
        Square(r * 8 + c)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col()) as char, self.row() + 1)
    }
}

/// Bit `i` set when square `i` is playable.
pub const ON_BOARD: u64 = {
    let mut mask = 0u64;
    let mut i = 0;
    while i < 64 {
        let (c, r) = (i % 8, i / 8);
        let dc = if c < 7 - c { c } else { 7 - c };
        let dr = if r < 7 - r { r } else { 7 - r };
        if dc + dr >= 2 {
            mask |= 1 << i;
        }
        i += 1;
    }
    mask
};

/// One of the four orthogonal directions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Direction {
    /// Towards row 1.
    Up,
    /// Towards column h.
    Right,
    /// Towards row 8.
    Down,
    /// Towards column a.
    Left,
}

impl Direction {
    /// All four directions.
    pub const ALL: [Direction; 4] = [
        Direction::Up,
        Direction::Right,
        Direction::Down,
        Direction::Left,
    ];

    /// (column step, row step).
    #[must_use]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::Up => (0, -1),
            Direction::Right => (1, 0),
            Direction::Down => (0, 1),
            Direction::Left => (-1, 0),
        }
    }
}

/// How far a piece can travel from each square in each direction and stay on the board.
/// The board is convex, so every distance up to this one lands on the board.
pub const REACH: [[u8; 4]; 64] = {
    let mut table = [[0u8; 4]; 64];
    let mut i = 0;
    while i < 64 {
        if ON_BOARD & (1 << i) != 0 {
            let mut d = 0;
            while d < 4 {
                let (dc, dr): (i32, i32) = match d {
                    0 => (0, -1),
                    1 => (1, 0),
                    2 => (0, 1),
                    _ => (-1, 0),
                };
                let mut k = 0;
                loop {
                    let c = (i % 8) as i32 + dc * (k + 1);
                    let r = (i / 8) as i32 + dr * (k + 1);
                    if c < 0 || c > 7 || r < 0 || r > 7 || ON_BOARD & (1 << (r * 8 + c)) == 0 {
                        break;
                    }
                    k += 1;
                }
                table[i][d] = k as u8;
                d += 1;
            }
        }
        i += 1;
    }
    table
};

/// `TARGET[i][d][k - 1]`: the index of the square `k` steps from square `i` in direction `d`
/// (valid for `k <= REACH[i][d]`).
pub const TARGET: [[[u8; 5]; 4]; 64] = {
    let mut table = [[[0u8; 5]; 4]; 64];
    let mut i = 0;
    while i < 64 {
        let mut d = 0;
        while d < 4 {
            let mut k = 0;
            while k < REACH[i][d] as usize && k < 5 {
                let step = k as i32 + 1;
                let (dc, dr): (i32, i32) = match d {
                    0 => (0, -1),
                    1 => (1, 0),
                    2 => (0, 1),
                    _ => (-1, 0),
                };
                table[i][d][k] = (i as i32 + dr * 8 * step + dc * step) as u8;
                k += 1;
            }
            d += 1;
        }
        i += 1;
    }
    table
};

/// Number of moves a stack of height `h` (index) on square `i` has: the sum over the four
/// directions of `min(h, reach)`.
pub(crate) const MOVE_COUNT: [[u8; 6]; 64] = {
    let mut table = [[0u8; 6]; 64];
    let mut i = 0;
    while i < 64 {
        let mut h = 0;
        while h < 6 {
            let mut n = 0;
            let mut d = 0;
            while d < 4 {
                let r = REACH[i][d];
                n += if r < h { r } else { h };
                d += 1;
            }
            table[i][h as usize] = n;
            h += 1;
        }
        i += 1;
    }
    table
};

/// One of the eight symmetries of the square board (which keep the cut corners cut).
///
/// Bit 0 mirrors columns (a ↔ h), bit 1 mirrors rows (1 ↔ 8), bit 2 transposes; applied
/// transpose first.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Symmetry(u8);

impl Symmetry {
    /// The identity.
    pub const IDENTITY: Symmetry = Symmetry(0);
    /// Column c ↔ column 9−c (a ↔ h).
    pub const MIRROR_COLUMNS: Symmetry = Symmetry(1);
    /// Row r ↔ row 9−r.
    pub const MIRROR_ROWS: Symmetry = Symmetry(2);
    /// The half turn: (c, r) ↔ (9−c, 9−r).
    pub const HALF_TURN: Symmetry = Symmetry(3);

    /// All eight symmetries.
    pub fn all() -> impl Iterator<Item = Symmetry> {
        (0..8).map(Symmetry)
    }
}
