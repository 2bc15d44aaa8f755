//! Zobrist keys, to hash a position incrementally.

use super::Stack;

const fn mix(x: u64) -> u64 {
    // splitmix64: well-distributed keys for Zobrist hashing.
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Zobrist keys: a piece of a seat at a level of a square; a reserve count; the seat to act.
const PIECE_KEYS: [[[u64; 4]; 5]; 64] = {
    let mut t = [[[0u64; 4]; 5]; 64];
    let mut i = 0;
    while i < 64 * 5 * 4 {
        t[i / 20][(i / 4) % 5][i % 4] = mix((1 << 40) | i as u64);
        i += 1;
    }
    t
};
const RESERVE_KEYS: [[u64; 64]; 4] = {
    let mut t = [[0u64; 64]; 4];
    let mut i = 0;
    while i < 4 * 64 {
        t[i / 64][i % 64] = mix((2 << 40) | i as u64);
        i += 1;
    }
    t
};
const TURN_KEYS: [u64; 4] = [
    mix(3 << 40),
    mix((3 << 40) | 1),
    mix((3 << 40) | 2),
    mix((3 << 40) | 3),
];

pub(super) fn cell_key(sq: usize, stack: Stack) -> u64 {
    let keys = &PIECE_KEYS[sq];
    let mut h = 0;
    for (level, piece) in stack.pieces().enumerate() {
        h ^= keys[level][piece.index()];
    }
    h
}

pub(super) fn reserve_key(seat: usize, count: u8) -> u64 {
    // Reserves never exceed the 52 pieces of a game.
    RESERVE_KEYS[seat][usize::from(count) & 63]
}

pub(super) fn turn_key(seat: u8) -> u64 {
    TURN_KEYS[usize::from(seat) & 3]
}
