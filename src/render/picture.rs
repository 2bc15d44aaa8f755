//! One picture: the board with its edge labels, the stacks as side views of discs, the last
//! action, and the player panel below. Every size is a fraction of the square size `c`.

use std::sync::{Arc, Mutex, PoisonError};

use ab_glyph::FontRef;
use image::{Rgb, RgbImage};

use super::names::{drawable, fit, visual};
use super::paint::{Align, canvas, circle, line, polygon, rounded_rect, text, text_width};
use super::theme::{Options, Theme, seat_letter};
use super::{FONTS, Fate, LastTurn};
use crate::rules::{Action, EndReason, Mode, Position, Seat, Square, Stack, Turn};

/// Layout of one picture, in pixels.
struct Layout {
    /// Square side.
    c: f32,
    /// Margin around the board, where the coordinates go.
    m: f32,
    /// Picture width and height.
    width: u32,
    height: u32,
    /// Top of the panel.
    panel_top: f32,
}

const INFO_H: f32 = 0.58;
const BANNER_H: f32 = 0.72;
const HEADER_H: f32 = 0.34;
const ROW_H: f32 = 0.66;
const ROW_GAP: f32 = 0.1;

impl Layout {
    fn new(cell: u32, players: usize, over: bool) -> Layout {
        let c = cell.max(16) as f32;
        let m = (0.44 * c).round();
        let width = (8.0 * c + 2.0 * m) as u32;
        let panel_top = 8.0 * c + 2.0 * m;
        let banner = if over { BANNER_H + ROW_GAP } else { 0.0 };
        let rows = players as f32 * (ROW_H + ROW_GAP);
        let height = panel_top + c * (banner + INFO_H + HEADER_H + rows + 0.2);
        Layout {
            c,
            m,
            width,
            height: height.ceil() as u32,
            panel_top,
        }
    }

    /// Top-left corner of a square.
    fn square(&self, sq: Square) -> (f32, f32) {
        (
            self.m + f32::from(sq.col()) * self.c,
            self.m + f32::from(sq.row()) * self.c,
        )
    }

    fn centre(&self, sq: Square) -> (f32, f32) {
        let (x, y) = self.square(sq);
        (x + self.c / 2.0, y + self.c / 2.0)
    }
}

/// Where a square is drawn with these options: its top-left corner and side, in pixels.
#[must_use]
pub fn square_area(options: &Options, sq: Square) -> (u32, u32, u32) {
    let l = Layout::new(options.cell, 2, false);
    let (x, y) = l.square(sq);
    (x as u32, y as u32, l.c as u32)
}

/// The size of a picture: `players` seats, with the result banner when `over`.
pub(crate) fn picture_size(options: &Options, players: usize, over: bool) -> (u32, u32) {
    let l = Layout::new(options.cell, players, over);
    (l.width, l.height)
}

/// Draws the picture of `position`, with `last` (the turn that led to it) highlighted and
/// `names[i]` as the display name of seat i+1 (missing names show the colour's name).
#[must_use]
pub fn render(
    position: &Position,
    last: Option<&LastTurn>,
    names: &[String],
    options: &Options,
) -> RgbImage {
    let players = usize::from(position.config().players());
    let layout = Layout::new(options.cell, players, position.is_over());
    let theme = &options.theme;
    let mut img = empty_picture(&layout, options);
    draw_board(&mut img, &layout, theme, position, last);
    draw_panel(&mut img, &layout, theme, position, last, names);
    img
}

/// How many empty boards [`empty_board`] keeps (one per theme and size in use).
const EMPTY_BOARDS_KEPT: usize = 4;

/// What never changes from one picture to the next with the same options: the background, the
/// rim, the squares and the coordinates, down to the top of the panel. Drawn once, then copied.
fn empty_board(l: &Layout, options: &Options) -> Arc<RgbImage> {
    static CACHE: Mutex<Vec<(Options, Arc<RgbImage>)>> = Mutex::new(Vec::new());
    let mut cache = CACHE.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some((_, board)) = cache.iter().find(|(o, _)| o == options) {
        return Arc::clone(board);
    }
    let theme = &options.theme;
    let mut board = canvas(l.width, l.panel_top as u32, theme.background);
    draw_squares(&mut board, l, theme);
    draw_coordinates(&mut board, l, theme);
    let board = Arc::new(board);
    if cache.len() == EMPTY_BOARDS_KEPT {
        cache.remove(0);
    }
    cache.push((options.clone(), Arc::clone(&board)));
    board
}

/// A whole picture's canvas: the empty board above an empty panel.
fn empty_picture(l: &Layout, options: &Options) -> RgbImage {
    let board = empty_board(l, options);
    let total = l.width as usize * l.height as usize * 3;
    let mut raw = Vec::with_capacity(total);
    raw.extend_from_slice(board.as_raw());
    let row = options.theme.background.0.repeat(l.width as usize);
    while raw.len() < total {
        raw.extend_from_slice(&row);
    }
    RgbImage::from_raw(l.width, l.height, raw).expect("the buffer matches the size")
}

fn mix(a: Rgb<u8>, b: Rgb<u8>, t: f32) -> Rgb<u8> {
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
        rounded_rect(
            img,
            (x - rim, y - rim, c + 2.0 * rim, c + 2.0 * rim),
            0.0,
            theme.rim,
        );
    }
    for sq in Square::all() {
        let (x, y) = l.square(sq);
        rounded_rect(img, (x, y, c, c), 0.0, square_colour(theme, sq));
    }
}

fn square_colour(theme: &Theme, sq: Square) -> Rgb<u8> {
    theme.squares[usize::from((sq.col() + sq.row()) % 2)]
}

/// The washes [`tint_last_squares`] fills squares with: flat colours of the picture.
pub(crate) fn last_action_tints(theme: &Theme) -> Vec<Rgb<u8>> {
    let mut v = Vec::new();
    for (_, _, tint) in LAST_ACTION_RINGS {
        for square in theme.squares {
            v.push(mix(square, theme.highlight, tint));
        }
    }
    v
}

/// For where the last action started and where it landed: the ring's width (a fraction of a
/// square) and how strongly the highlight washes the square inside it.
const LAST_ACTION_RINGS: [(bool, f32, f32); 2] = [(false, 0.045, 0.22), (true, 0.07, 0.45)];

/// Tints the squares of the last action over the empty board: a ring and a wash of the
/// highlight colour, stronger where it landed.
fn tint_last_squares(
    img: &mut RgbImage,
    l: &Layout,
    theme: &Theme,
    from: Option<Square>,
    to: Option<Square>,
) {
    let c = l.c;
    for (landed, width, tint) in LAST_ACTION_RINGS {
        let sq = if landed { to } else { from };
        let Some(sq) = sq else { continue };
        let (x, y) = l.square(sq);
        rounded_rect(img, (x, y, c, c), 0.0, theme.highlight);
        let w = (width * c).round();
        let fill = mix(square_colour(theme, sq), theme.highlight, tint);
        rounded_rect(img, (x + w, y + w, c - 2.0 * w, c - 2.0 * w), 0.0, fill);
    }
}

/// Coordinates on all four edges.
fn draw_coordinates(img: &mut RgbImage, l: &Layout, theme: &Theme) {
    let c = l.c;
    let size = 0.27 * c;
    for i in 0..8u8 {
        let col = ((b'a' + i) as char).to_string();
        let row = (i + 1).to_string();
        let along = l.m + (f32::from(i) + 0.5) * c;
        let near = l.m / 2.0;
        let far = l.m + 8.0 * c + l.m / 2.0;
        for (pos, label) in [
            ((along, near), &col),
            ((along, far), &col),
            ((near, along), &row),
            ((far, along), &row),
        ] {
            text(
                img,
                &FONTS.bold,
                size,
                pos,
                Align::Centre,
                theme.label,
                label,
            );
        }
    }
}

fn draw_board(
    img: &mut RgbImage,
    l: &Layout,
    theme: &Theme,
    position: &Position,
    last: Option<&LastTurn>,
) {
    let (from, to) = match last.map(|t| t.turn) {
        Some(Turn::Act(Action::Move { from, to, .. })) => (Some(from), Some(to)),
        Some(Turn::Act(Action::Place(sq))) => (None, Some(sq)),
        Some(Turn::Act(Action::Swap(a, b))) => (Some(a), Some(b)),
        _ => (None, None),
    };
    tint_last_squares(img, l, theme, from, to);
    let c = l.c;
    // The move arrow, under the stacks so it never hides a disc.
    if let Some(last) = last {
        match last.turn {
            Turn::Act(Action::Move { from, to, .. }) => arrow(img, l, theme, from, to, false),
            Turn::Act(Action::Swap(a, b)) => arrow(img, l, theme, a, b, true),
            _ => {}
        }
    }
    for sq in Square::all() {
        draw_stack(img, l, theme, sq, position.stack(sq));
    }
    // A placement: a "+" badge in the square's corner.
    if let Some(LastTurn {
        turn: Turn::Act(Action::Place(sq)),
        ..
    }) = last
    {
        let (x, y) = l.square(*sq);
        // Top-left corner: the height badge sits on the right.
        let centre = (x + 0.11 * c, y + 0.11 * c);
        circle(img, centre, 0.1 * c, theme.outline);
        circle(img, centre, 0.08 * c, theme.highlight);
        let arm = 0.05 * c;
        let w = 0.035 * c;
        line(
            img,
            (centre.0 - arm, centre.1),
            (centre.0 + arm, centre.1),
            w,
            theme.outline,
        );
        line(
            img,
            (centre.0, centre.1 - arm),
            (centre.0, centre.1 + arm),
            w,
            theme.outline,
        );
    }
}

/// An arrow from the centre of `from` to just inside `to` (both ways for a swap).
fn arrow(img: &mut RgbImage, l: &Layout, theme: &Theme, from: Square, to: Square, both: bool) {
    let c = l.c;
    let (a, b) = (l.centre(from), l.centre(to));
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = dx.hypot(dy).max(1.0);
    let (ux, uy) = (dx / len, dy / len);
    let reach = 0.5 * c - 0.16 * c;
    let tip = (b.0 - ux * reach, b.1 - uy * reach);
    let tail = if both {
        (a.0 + ux * reach, a.1 + uy * reach)
    } else {
        a
    };
    let head_len = 0.3 * c;
    let head_w = 0.2 * c;
    let shaft = 0.1 * c;
    let edge = 0.035 * c;
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
    line(img, s0, s1, shaft + 2.0 * edge, theme.outline);
    polygon(img, &head(tip, ux, uy, edge * 1.8), theme.outline);
    if both {
        polygon(img, &head(tail, -ux, -uy, edge * 1.8), theme.outline);
    }
    line(img, s0, s1, shaft, theme.highlight);
    polygon(img, &head(tip, ux, uy, 0.0), theme.highlight);
    if both {
        polygon(img, &head(tail, -ux, -uy, 0.0), theme.highlight);
    }
}

/// Disc sizes, as fractions of the square.
const DISC_W: f32 = 0.64;
const DISC_H: f32 = 0.12;
const CAP_H: f32 = 0.3;
const STACK_FOOT: f32 = 0.08;

/// One disc seen from the side, with its seat's letter.
fn disc(
    img: &mut RgbImage,
    theme: &Theme,
    (x, y, w, h): (f32, f32, f32, f32),
    seat: Seat,
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
        seat_letter(seat),
    );
}

/// A stack as a side view: thin discs bottom to top, the top one (the owner) drawn tall with a
/// large letter, and the height in a badge on the top disc's corner when it is 2 or more.
fn draw_stack(img: &mut RgbImage, l: &Layout, theme: &Theme, sq: Square, stack: Stack) {
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
                seat,
                0.22 * c,
                outline,
            );
        } else {
            let y = bottom - (level as f32 + 1.0) * t;
            disc(img, theme, (x, y, w, t + outline), seat, 0.1 * c, outline);
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

/// A small disc chip with a seat's letter, centred vertically on `cy`; returns its width.
fn chip(img: &mut RgbImage, theme: &Theme, (x, cy): (f32, f32), size: f32, seat: Seat) -> f32 {
    let w = (size * 2.1).round();
    let h = (size * 1.0).round();
    let outline = (size * 0.09).max(1.0).round();
    disc(
        img,
        theme,
        (x, cy - h / 2.0, w, h),
        seat,
        size * 0.72,
        outline,
    );
    w
}

fn seat_name(names: &[String], seat: Seat, font: &FontRef<'_>) -> String {
    let fallback = seat.colour();
    names
        .get(seat.index())
        .map_or_else(|| fallback.to_string(), |n| drawable(font, n, fallback))
}

fn team_label(mode: Mode, seat: Seat) -> Option<&'static str> {
    match (mode, seat.index() % 2) {
        (Mode::Teams, 0) => Some("Team Red + Blue"),
        (Mode::Teams, _) => Some("Team Green + Yellow"),
        _ => None,
    }
}

/// The result, each winner's name cut so the whole line fits in `width` at `size`.
fn result_line(position: &Position, names: &[String], size: f32, width: f32) -> Option<String> {
    let outcome = position.outcome()?;
    let font = &FONTS.bold;
    let winners: Vec<Seat> = outcome.winners().collect();
    let reason = match outcome.reason() {
        EndReason::NoMoves => "the others cannot move",
        EndReason::Repetition => "third repetition",
        EndReason::Short => "capture target reached",
        EndReason::Resign => "by resignation",
        EndReason::Time => "the others ran out of time",
        EndReason::Draw => "agreed",
        EndReason::Aborted => return Some("Game aborted by a moderator".to_string()),
    };
    let tail = match winners.len() {
        0 => return Some(format!("Draw — {reason}")),
        1 => format!(" wins — {reason}"),
        _ => format!(" win — {reason}"),
    };
    let joiner = " & ";
    let fixed = text_width(font, size, &tail)
        + text_width(font, size, joiner) * (winners.len() as f32 - 1.0);
    let each = ((width - fixed) / winners.len() as f32).max(size * 3.0);
    let who = winners
        .iter()
        .map(|s| visual(&fit(font, size, &seat_name(names, *s, font), each)))
        .collect::<Vec<_>>()
        .join(joiner);
    Some(format!("{who}{tail}"))
}

fn draw_panel(
    img: &mut RgbImage,
    l: &Layout,
    theme: &Theme,
    position: &Position,
    last: Option<&LastTurn>,
    names: &[String],
) {
    let c = l.c;
    let fonts = &*FONTS;
    let left = l.m;
    let right = l.m + 8.0 * c;
    let mut y = l.panel_top;

    // The result banner.
    let size = 0.32 * c;
    if let Some(line_text) = result_line(position, names, size, right - left - 0.4 * c) {
        rounded_rect(
            img,
            (left, y, right - left, BANNER_H * c),
            0.14 * c,
            theme.banner[0],
        );
        let fitted = fit(&fonts.bold, size, &line_text, right - left - 0.4 * c);
        text(
            img,
            &fonts.bold,
            size,
            ((left + right) / 2.0, y + BANNER_H * c / 2.0),
            Align::Centre,
            theme.banner[1],
            &fitted,
        );
        y += (BANNER_H + ROW_GAP) * c;
    }

    // The last turn, and what came off the bottom.
    let cy = y + INFO_H * c / 2.0;
    let size = 0.26 * c;
    let mut pen = left;
    match last {
        None => {
            let who = position
                .to_act()
                .map_or(String::new(), |s| format!(" · {} to move", s.colour()));
            text(
                img,
                &fonts.regular,
                size,
                (pen, cy),
                Align::Left,
                theme.text,
                &format!("Start of the game{who}"),
            );
        }
        Some(last) => {
            let what = match (last.turn, last.by) {
                (Turn::Act(action), Some(seat)) => format!("{}: {action}", seat.colour()),
                (Turn::Resign(seat), _) => format!("{} resigned", seat.colour()),
                (Turn::Time(seat), _) => format!("{} ran out of time", seat.colour()),
                (Turn::Draw, _) => "Draw agreed".to_string(),
                (Turn::Abort, _) => "Game aborted".to_string(),
                (Turn::Act(action), None) => action.to_string(),
            };
            pen += text(
                img,
                &fonts.regular,
                size,
                (pen, cy),
                Align::Left,
                theme.dim,
                &format!("Turn {} ", last.number),
            );
            if let Some(seat) = last.by {
                pen += chip(img, theme, (pen, cy), 0.24 * c, seat) + 0.1 * c;
            }
            pen += text(
                img,
                &fonts.bold,
                size,
                (pen, cy),
                Align::Left,
                theme.text,
                &what,
            );
            let captured: Vec<Seat> = last
                .off
                .iter()
                .filter(|(_, f)| *f == Fate::Captured)
                .map(|(s, _)| *s)
                .collect();
            let saved: Vec<Seat> = last
                .off
                .iter()
                .filter(|(_, f)| matches!(f, Fate::Reserve(_)))
                .map(|(s, _)| *s)
                .collect();
            for (label, pieces) in [("captured", &captured), ("to reserve", &saved)] {
                if pieces.is_empty() {
                    continue;
                }
                pen += text(
                    img,
                    &fonts.regular,
                    size,
                    (pen, cy),
                    Align::Left,
                    theme.dim,
                    &format!("  · {label} "),
                );
                for &p in pieces {
                    pen += chip(img, theme, (pen, cy), 0.24 * c, p) + 0.05 * c;
                }
            }
        }
    }
    y += INFO_H * c;

    // Column headers.
    let reserve_x = right - 1.9 * c;
    let captured_x = right - 0.7 * c;
    let hy = y + HEADER_H * c / 2.0;
    let hsize = 0.2 * c;
    text(
        img,
        &fonts.regular,
        hsize,
        (reserve_x, hy),
        Align::Centre,
        theme.dim,
        "Reserve",
    );
    text(
        img,
        &fonts.regular,
        hsize,
        (captured_x, hy),
        Align::Centre,
        theme.dim,
        &match position.config().short() {
            Some(n) => format!("Captured (of {n})"),
            None => "Captured".to_string(),
        },
    );
    y += HEADER_H * c;

    // One card per seat.
    let config = position.config();
    for seat in config.seats() {
        let active = position.to_act() == Some(seat);
        let card = theme.card[usize::from(active)];
        let h = ROW_H * c;
        if active {
            rounded_rect(
                img,
                (
                    left - 0.04 * c,
                    y - 0.04 * c,
                    right - left + 0.08 * c,
                    h + 0.08 * c,
                ),
                0.16 * c,
                theme.text,
            );
        }
        rounded_rect(img, (left, y, right - left, h), 0.12 * c, card);
        let cy = y + h / 2.0;
        if active {
            let tx = left + 0.14 * c;
            polygon(
                img,
                &[(tx, cy - 0.13 * c), (tx + 0.2 * c, cy), (tx, cy + 0.13 * c)],
                theme.text,
            );
        }
        chip(img, theme, (left + 0.46 * c, cy), 0.3 * c, seat);
        let name_x = left + 1.2 * c;
        let name_max = reserve_x - 0.55 * c - name_x;
        let name = seat_name(names, seat, &fonts.bold);
        let name_size = 0.27 * c;
        let name = visual(&fit(&fonts.bold, name_size, &name, name_max));
        // The colour's name, unless it is the name shown already.
        let mut details: Vec<String> = Vec::new();
        if name != seat.colour() {
            details.push(seat.colour().to_string());
        }
        if let Some(team) = team_label(config.mode(), seat) {
            details.push(team.to_string());
        }
        if position.outcome().is_some_and(|o| o.is_winner(seat)) {
            details.push("winner".to_string());
        } else if position.is_out(seat) {
            details.push("out of the game".to_string());
        } else if active && position.owes_first_placement(seat) {
            details.push("to place a reserve piece".to_string());
        } else if active && position.swap_pending().is_some() {
            details.push("to swap".to_string());
        } else if active {
            details.push("to move".to_string());
        } else if !position.is_over() && !position.can_act(seat) {
            details.push("no moves: skipped".to_string());
        }
        let details = fit(&fonts.regular, 0.2 * c, &details.join(" · "), name_max);
        // One line alone sits in the middle of the card.
        let name_y = if details.is_empty() {
            cy
        } else {
            cy - 0.14 * c
        };
        text(
            img,
            &fonts.bold,
            name_size,
            (name_x, name_y),
            Align::Left,
            theme.text,
            &name,
        );
        text(
            img,
            &fonts.regular,
            0.2 * c,
            (name_x, cy + 0.16 * c),
            Align::Left,
            theme.dim,
            &details,
        );
        let nsize = 0.32 * c;
        text(
            img,
            &fonts.bold,
            nsize,
            (reserve_x, cy),
            Align::Centre,
            theme.text,
            &position.reserve(seat).to_string(),
        );
        text(
            img,
            &fonts.bold,
            nsize,
            (captured_x, cy),
            Align::Centre,
            theme.text,
            &position.captured(seat).to_string(),
        );
        y += (ROW_H + ROW_GAP) * c;
    }
}
