//! One picture: the board with its edge labels, the stacks as side views of discs, the marked
//! actions, and the player column beside it (`panel.rs`). Every size is a fraction of the
//! square size `c`.

use std::sync::{Arc, Mutex, PoisonError};

use image::{Rgb, RgbImage};

use super::face::FONTS;
use super::layout::{Layout, disc};
use super::paint::{Align, canvas, circle, line, pixel_rect, polygon, text};
use super::panel::draw_column;
use super::scene::{LastTurn, Scene, Table};
use super::theme::{Options, Theme};
use super::words::Words;
use crate::rules::{Action, Position, Seat, Square, Stack, Turn};

/// Where a square is drawn with these options: its top-left corner and side, in pixels.
#[must_use]
pub fn square_area(options: &Options, sq: Square) -> (u32, u32, u32) {
    let l = Layout::new(options.cell);
    let (x, y) = l.square(sq);
    (x as u32, y as u32, l.c as u32)
}

/// The size of a picture with these options (the same for every player count, running or over).
#[must_use]
pub fn picture_size(options: &Options) -> (u32, u32) {
    let l = Layout::new(options.cell);
    (l.width, l.height)
}

/// Draws the picture of `position`, with `last` (the turn that led to it) marked and
/// `names[i]` as the display name of seat i+1 (missing names show the colour's name).
#[must_use]
pub fn render(
    position: &Position,
    last: Option<&LastTurn>,
    names: &[String],
    options: &Options,
) -> RgbImage {
    render_scene(position, &Scene::last(last, &Table::named(names)), options)
}

/// Draws the picture of `position` with everything `scene` shows: the marked turns, names,
/// ratings and draw offers.
#[must_use]
pub fn render_scene(position: &Position, scene: &Scene, options: &Options) -> RgbImage {
    let layout = Layout::new(options.cell);
    let theme = &options.theme;
    let mut img = empty_picture(&layout, options);
    draw_board(&mut img, &layout, theme, position, scene);
    draw_column(&mut img, &layout, theme, position, scene);
    img
}

/// How many empty boards [`empty_board`] keeps (one per theme and size in use).
const EMPTY_BOARDS_KEPT: usize = 4;

/// What never changes from one picture to the next with the same options: the background, the
/// rim, the squares and the coordinates. Drawn once, then copied.
fn empty_board(l: &Layout, options: &Options) -> Arc<RgbImage> {
    static CACHE: Mutex<Vec<(Options, Arc<RgbImage>)>> = Mutex::new(Vec::new());
    let mut cache = CACHE.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some((_, board)) = cache.iter().find(|(o, _)| o == options) {
        return Arc::clone(board);
    }
    let theme = &options.theme;
    let mut board = canvas(l.width, l.height, theme.background);
    draw_squares(&mut board, l, theme);
    draw_coordinates(&mut board, l, theme);
    let board = Arc::new(board);
    if cache.len() == EMPTY_BOARDS_KEPT {
        cache.remove(0);
    }
    cache.push((options.clone(), Arc::clone(&board)));
    board
}

/// A whole picture's canvas: a copy of the empty board.
fn empty_picture(l: &Layout, options: &Options) -> RgbImage {
    empty_board(l, options).as_ref().clone()
}

pub(super) fn mix(a: Rgb<u8>, b: Rgb<u8>, t: f32) -> Rgb<u8> {
    let f = |x: u8, y: u8| (f32::from(x) + (f32::from(y) - f32::from(x)) * t).round() as u8;
    Rgb([f(a[0], b[0]), f(a[1], b[1]), f(a[2], b[2])])
}

/// The rim and the squares, untinted.
fn draw_squares(img: &mut RgbImage, l: &Layout, theme: &Theme) {
    let c = l.c;
    // The rim: every playable square grown a little, so the cut corners stay plainly empty.
    let rim = (0.07 * c).round();
    for sq in Square::all() {
        let (x, y) = l.square(sq);
        pixel_rect(
            img,
            (x - rim, y - rim, c + 2.0 * rim, c + 2.0 * rim),
            theme.rim,
        );
    }
    for sq in Square::all() {
        let (x, y) = l.square(sq);
        pixel_rect(img, (x, y, c, c), square_colour(theme, sq));
    }
}

fn square_colour(theme: &Theme, sq: Square) -> Rgb<u8> {
    theme.squares[usize::from((sq.col() + sq.row()) % 2)]
}

/// The washes [`tint_marked_squares`] fills squares with: flat colours of the picture.
pub(crate) fn last_action_tints(theme: &Theme) -> Vec<Rgb<u8>> {
    let mut v = Vec::new();
    for (_, _, tint) in MARK_RINGS {
        for square in theme.squares {
            v.push(mix(square, theme.highlight, tint));
        }
    }
    v
}

/// For where a marked action started and where it landed: the ring's width (a fraction of a
/// square) and how strongly the highlight washes the square inside it. The ring is in the
/// player's colour; the wash is one colour for all, which keeps the picture's flat colours (and
/// so its palette) few.
const MARK_RINGS: [(bool, f32, f32); 2] = [(false, 0.045, 0.22), (true, 0.07, 0.45)];

/// The squares an action starts from and lands on, as marked.
fn marked_squares(turn: Turn) -> (Option<Square>, Option<Square>) {
    match turn {
        Turn::Act(Action::Move { from, to, .. }) => (Some(from), Some(to)),
        Turn::Act(Action::Place(sq)) => (None, Some(sq)),
        Turn::Act(Action::Swap(a, b)) => (Some(a), Some(b)),
        _ => (None, None),
    }
}

/// Tints the squares of a marked action over the empty board: a ring in the player's colour
/// and a wash of the highlight, stronger where it landed.
fn tint_marked_squares(img: &mut RgbImage, l: &Layout, theme: &Theme, mark: &LastTurn) {
    let Some(seat) = mark.by else { return };
    let colour = theme.seat(seat);
    let (from, to) = marked_squares(mark.turn);
    let c = l.c;
    for (landed, width, tint) in MARK_RINGS {
        let sq = if landed { to } else { from };
        let Some(sq) = sq else { continue };
        let (x, y) = l.square(sq);
        pixel_rect(img, (x, y, c, c), colour);
        let w = (width * c).round();
        let fill = mix(square_colour(theme, sq), theme.highlight, tint);
        pixel_rect(img, (x + w, y + w, c - 2.0 * w, c - 2.0 * w), fill);
    }
}

/// Column letters above the board, row numbers to its left.
fn draw_coordinates(img: &mut RgbImage, l: &Layout, theme: &Theme) {
    let c = l.c;
    let size = 0.22 * c;
    // Centred in the margin outside the rim.
    let rim = (0.07 * c).round();
    for i in 0..8u8 {
        let col = ((b'a' + i) as char).to_string();
        let row = (i + 1).to_string();
        text(
            img,
            &FONTS.bold,
            size,
            (l.left + (f32::from(i) + 0.5) * c, (l.top - rim) / 2.0),
            Align::Centre,
            theme.label,
            &col,
        );
        text(
            img,
            &FONTS.bold,
            size,
            ((l.left - rim) / 2.0, l.top + (f32::from(i) + 0.5) * c),
            Align::Centre,
            theme.label,
            &row,
        );
    }
}

/// The stacks and every marked action, oldest first, each in its player's colour.
fn draw_board(img: &mut RgbImage, l: &Layout, theme: &Theme, position: &Position, scene: &Scene) {
    let marks = &scene.marks[..];
    for mark in marks {
        tint_marked_squares(img, l, theme, mark);
    }
    // Move arrows go under the stacks, so they never hide a disc.
    for mark in marks {
        let Some(seat) = mark.by else { continue };
        match mark.turn {
            Turn::Act(Action::Move { from, to, .. }) => arrow(img, l, theme, seat, from, to, false),
            Turn::Act(Action::Swap(a, b)) if !neighbours(a, b) => {
                arrow(img, l, theme, seat, a, b, true);
            }
            _ => {}
        }
    }
    for sq in Square::all() {
        draw_stack(img, (l, theme), &scene.table.words, sq, position.stack(sq));
    }
    for mark in marks {
        let Some(seat) = mark.by else { continue };
        match mark.turn {
            Turn::Act(Action::Place(sq)) => place_badge(img, l, theme, seat, sq),
            Turn::Act(Action::Swap(a, b)) if neighbours(a, b) => {
                swap_badge(img, l, theme, seat, a, b);
            }
            _ => {}
        }
    }
}

fn neighbours(a: Square, b: Square) -> bool {
    a.col().abs_diff(b.col()) + a.row().abs_diff(b.row()) == 1
}

/// A placement: a "+" badge in the square's top-left corner (the height badge sits on the
/// right).
fn place_badge(img: &mut RgbImage, l: &Layout, theme: &Theme, seat: Seat, sq: Square) {
    let c = l.c;
    let (x, y) = l.square(sq);
    let centre = (x + 0.13 * c, y + 0.13 * c);
    circle(img, centre, 0.12 * c, theme.outline);
    circle(img, centre, 0.1 * c, theme.seat(seat));
    let arm = 0.06 * c;
    let w = 0.035 * c;
    let ink = theme.ink(seat);
    line(
        img,
        (centre.0 - arm, centre.1),
        (centre.0 + arm, centre.1),
        w,
        ink,
    );
    line(
        img,
        (centre.0, centre.1 - arm),
        (centre.0, centre.1 + arm),
        w,
        ink,
    );
}

/// A swap between neighbouring squares, where a double arrow would have no room: a round
/// badge on their shared edge, over the stacks, with two opposite arrow heads.
fn swap_badge(img: &mut RgbImage, l: &Layout, theme: &Theme, seat: Seat, a: Square, b: Square) {
    let c = l.c;
    let (pa, pb) = (l.centre(a), l.centre(b));
    let mid = ((pa.0 + pb.0) / 2.0, (pa.1 + pb.1) / 2.0);
    let (ux, uy) = ((pb.0 - pa.0) / c, (pb.1 - pa.1) / c);
    let r = 0.17 * c;
    circle(img, mid, r, theme.outline);
    circle(img, mid, r - (0.03 * c).max(1.0), theme.seat(seat));
    let ink = theme.ink(seat);
    // Two heads side by side across the axis, one pointing to each square.
    let (side, len, half) = (0.055 * c, 0.09 * c, 0.05 * c);
    for dir in [1.0f32, -1.0] {
        let (dx, dy) = (ux * dir, uy * dir);
        // Offset across the axis: the perpendicular (-uy, ux), to each side.
        let o = (mid.0 - uy * side * dir, mid.1 + ux * side * dir);
        let tip = (o.0 + dx * len, o.1 + dy * len);
        let back = (o.0 - dx * len, o.1 - dy * len);
        line(
            img,
            back,
            (tip.0 - dx * half, tip.1 - dy * half),
            0.03 * c,
            ink,
        );
        polygon(
            img,
            &[
                tip,
                (tip.0 - dx * half - dy * half, tip.1 - dy * half + dx * half),
                (tip.0 - dx * half + dy * half, tip.1 - dy * half - dx * half),
            ],
            ink,
        );
    }
}

/// An arrow in the mover's colour from the centre of `from` to the edge of `to`'s stack, its
/// tip stopping short of the disc so it never sits on the stack (both ways for a swap).
fn arrow(
    img: &mut RgbImage,
    l: &Layout,
    theme: &Theme,
    seat: Seat,
    from: Square,
    to: Square,
    both: bool,
) {
    let c = l.c;
    let (a, b) = (l.centre(from), l.centre(to));
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = dx.hypot(dy).max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    // The tip stops just inside the square: the disc begins (1 - DISC_W) / 2 = 0.18 squares in.
    let reach = 0.5 * c - 0.06 * c;
    let tip = (b.0 - ux * reach, b.1 - uy * reach);
    let tail = if both {
        (a.0 + ux * reach, a.1 + uy * reach)
    } else {
        a
    };
    let head_len = 0.26 * c;
    let head_w = 0.17 * c;
    // Whole pixels, even across: moves are orthogonal and the centres fall on whole pixels, so
    // the shaft's sides fall on pixel edges and need no blends.
    let shaft = 2.0 * (0.045 * c).round();
    let edge = (0.03 * c).round().max(1.0);
    let head = |tip: (f32, f32), ux: f32, uy: f32, grow: f32| {
        let back = (
            tip.0 - ux * (head_len + grow),
            tip.1 - uy * (head_len + grow),
        );
        let w = head_w + grow;
        [
            (tip.0 + ux * grow, tip.1 + uy * grow),
            (back.0 - uy * w, back.1 + ux * w),
            (back.0 + uy * w, back.1 - ux * w),
        ]
    };
    let shaft_end =
        |p: (f32, f32), ux: f32, uy: f32| (p.0 - ux * head_len * 0.7, p.1 - uy * head_len * 0.7);
    let (s0, s1) = if both {
        (shaft_end(tail, -ux, -uy), shaft_end(tip, ux, uy))
    } else {
        (tail, shaft_end(tip, ux, uy))
    };
    let fill = theme.seat(seat);
    line(img, s0, s1, shaft + 2.0 * edge, theme.outline);
    polygon(img, &head(tip, ux, uy, edge * 1.8), theme.outline);
    if both {
        polygon(img, &head(tail, -ux, -uy, edge * 1.8), theme.outline);
    }
    line(img, s0, s1, shaft, fill);
    polygon(img, &head(tip, ux, uy, 0.0), fill);
    if both {
        polygon(img, &head(tail, -ux, -uy, 0.0), fill);
    }
}

/// Disc sizes, as fractions of the square.
const DISC_W: f32 = 0.64;
const DISC_H: f32 = 0.12;
const CAP_H: f32 = 0.3;
const STACK_FOOT: f32 = 0.08;

/// A stack as a side view: thin discs bottom to top, the top one (the owner) drawn tall with a
/// large letter, and the height in a badge on the top disc's corner when it is 2 or more.
fn draw_stack(
    img: &mut RgbImage,
    (l, theme): (&Layout, &Theme),
    words: &Words,
    sq: Square,
    stack: Stack,
) {
    let h = stack.height();
    if h == 0 {
        return;
    }
    let c = l.c;
    let (x0, y0) = l.square(sq);
    let w = (DISC_W * c).round();
    let x = x0 + ((c - w) / 2.0).round();
    let t = (DISC_H * c).round();
    let cap = (CAP_H * c).round();
    let bottom = y0 + c - (STACK_FOOT * c).round();
    let outline = (0.022 * c).max(1.0).round();
    let cap_top = bottom - (h as f32 - 1.0) * t - cap;
    for (level, seat) in stack.pieces().enumerate() {
        if level + 1 == h {
            disc(
                img,
                theme,
                (x, cap_top, w, cap + outline),
                (seat, words.letter(seat)),
                0.22 * c,
                outline,
            );
        } else {
            let y = bottom - (level as f32 + 1.0) * t;
            disc(
                img,
                theme,
                (x, y, w, t + outline),
                (seat, words.letter(seat)),
                0.1 * c,
                outline,
            );
        }
    }
    if h >= 2 {
        let r = 0.12 * c;
        let centre = (x + w - 0.02 * c, cap_top + 0.02 * c);
        circle(img, centre, r, theme.outline);
        circle(img, centre, r - outline, theme.text);
        text(
            img,
            &FONTS.bold,
            0.17 * c,
            centre,
            Align::Centre,
            theme.outline,
            &h.to_string(),
        );
    }
}
