//! The geometry both the board and the player column use: where everything goes for a square
//! size (`Layout`), and the disc with its seat's letter that stacks and chips are drawn with.
//! Imports no other drawing file but the primitives.

use image::RgbImage;

use super::face::FONTS;
use super::paint::{Align, rounded_rect, text};
use super::theme::Theme;
use crate::rules::{Seat, Square};

/// Layout of one picture, in pixels: the board on the left with the column letters above it
/// and the row numbers to its left (one thin margin each, where they cost least), the player
/// column on the right. The squares fill about 8 / 8.4 = 95 % of the height and 8 / 10.64 =
/// 75.2 % of the width (448 of 471 × 596 px at 56 px a square), for any number of players and
/// with or without the result banner.
pub(super) struct Layout {
    /// Square side.
    pub c: f32,
    /// Left and top edges of the squares.
    pub left: f32,
    pub top: f32,
    /// Picture width and height.
    pub width: u32,
    pub height: u32,
    /// The player column: left edge, top, width, bottom.
    pub column: (f32, f32, f32, f32),
}

/// Margins and the column, as fractions of a square.
const LABEL_M: f32 = 0.3;
const BOTTOM_M: f32 = 0.1;
const COLUMN_GAP: f32 = 0.12;
const COLUMN_W: f32 = 2.1;
const RIGHT_M: f32 = 0.1;

impl Layout {
    pub(super) fn new(cell: u32) -> Layout {
        let c = cell.max(16) as f32;
        let left = (LABEL_M * c).round();
        let top = left;
        let column_x = left + 8.0 * c + (COLUMN_GAP * c).round();
        let width = (column_x + COLUMN_W * c + RIGHT_M * c).ceil();
        let height = (top + 8.0 * c + BOTTOM_M * c).ceil();
        let edge = (BOTTOM_M * c).round();
        Layout {
            c,
            left,
            top,
            width: width as u32,
            height: height as u32,
            column: (column_x, edge, COLUMN_W * c, height - edge),
        }
    }

    /// Top-left corner of a square.
    pub(super) fn square(&self, sq: Square) -> (f32, f32) {
        (
            self.left + f32::from(sq.col()) * self.c,
            self.top + f32::from(sq.row()) * self.c,
        )
    }

    pub(super) fn centre(&self, sq: Square) -> (f32, f32) {
        let (x, y) = self.square(sq);
        (x + self.c / 2.0, y + self.c / 2.0)
    }
}

/// One disc seen from the side, with its seat's letter.
pub(super) fn disc(
    img: &mut RgbImage,
    theme: &Theme,
    (x, y, w, h): (f32, f32, f32, f32),
    (seat, letter): (Seat, &str),
    letter_size: f32,
    outline: f32,
) {
    rounded_rect(img, (x, y, w, h), h * 0.32, theme.outline);
    rounded_rect(
        img,
        (
            x + outline,
            y + outline,
            w - 2.0 * outline,
            h - 2.0 * outline,
        ),
        (h * 0.32 - outline).max(0.0),
        theme.seat(seat),
    );
    text(
        img,
        &FONTS.bold,
        letter_size,
        (x + w / 2.0, y + h / 2.0),
        Align::Centre,
        theme.ink(seat),
        letter,
    );
}

/// A small disc chip with a seat's letter, centred vertically on `cy`; returns its width.
pub(super) fn chip(
    img: &mut RgbImage,
    theme: &Theme,
    (x, cy): (f32, f32),
    size: f32,
    (seat, letter): (Seat, &str),
) -> f32 {
    let w = (size * 2.1).round();
    let h = (size * 1.0).round();
    let outline = (size * 0.09).max(1.0).round();
    disc(
        img,
        theme,
        (x, cy - h / 2.0, w, h),
        (seat, letter),
        size * 0.72,
        outline,
    );
    w
}

/// Left edges for a row of labels of `widths`: each centred on its `centres` where there is
/// room, else pushed aside just enough that no two come closer than `gap`, all within
/// `left..right`. `None` when they cannot all fit whole.
pub(super) fn spread(
    widths: &[f32],
    centres: &[f32],
    (left, right): (f32, f32),
    gap: f32,
) -> Option<Vec<f32>> {
    let total = widths.iter().sum::<f32>() + gap * widths.len().saturating_sub(1) as f32;
    if total > right - left {
        return None;
    }
    let mut edges: Vec<f32> = widths
        .iter()
        .zip(centres)
        .map(|(w, c)| c - w / 2.0)
        .collect();
    // Left to right: none before `left` or too near the one before.
    let mut least = left;
    for (edge, w) in edges.iter_mut().zip(widths) {
        *edge = edge.max(least);
        least = *edge + w + gap;
    }
    // Right to left: none past `right` or too near the one after.
    let mut most = right;
    for (edge, w) in edges.iter_mut().zip(widths).rev() {
        *edge = edge.min(most - w);
        most = *edge - gap;
    }
    Some(edges)
}

#[cfg(test)]
mod tests {
    use super::spread;

    #[test]
    fn labels_too_wide_for_their_cells_borrow_their_neighbours_room() {
        // Three cells of 31 px from 0: a 36 px label beside narrow ones.
        let centres = [15.5, 46.5, 77.5];
        let edges = spread(&[36.0, 24.0, 12.0], &centres, (0.0, 93.0), 2.0).unwrap();
        assert_eq!(edges[0], 0.0, "pushed right of the left edge");
        assert!(edges[0] + 36.0 + 2.0 <= edges[1] && edges[1] + 24.0 + 2.0 <= edges[2]);
        assert_eq!(edges[2], 77.5 - 6.0, "the last stays centred");
        // Labels that fit their cells stay centred; too much text does not fit at all.
        assert_eq!(
            spread(&[20.0, 20.0, 20.0], &centres, (0.0, 93.0), 2.0),
            Some(vec![5.5, 36.5, 67.5])
        );
        assert_eq!(
            spread(&[40.0, 40.0, 20.0], &centres, (0.0, 93.0), 2.0),
            None
        );
    }
}
