//! The analysis chart: each side's chance of winning after every turn, one line per side in its
//! seat's colour, the turns numbered as the history numbers them, the big swings marked. The
//! same size and theme as the board picture; drawn with the board's own primitives and fonts
//! (every script the board draws, Japanese included). Also the picture of a position with a
//! suggested action marked as the board marks a last action.

use image::{Rgb, RgbImage};

use super::encode::{RenderError, encode_indexed_png, encode_png};
use super::face::FONTS;
use super::paint::{Align, canvas, circle, line, pixel_rect, text, text_width};
use super::palette::Palette;
use super::picture::{picture_size, render_scene};
use super::scene::{LastTurn, Scene, Table};
use super::theme::Options;
use crate::rules::{Action, Position, Seat, Turn};

/// What the chart shows.
#[derive(Clone, Debug, Default)]
pub struct Chart {
    /// The title, above the plot (e.g. "Game 12: chance of winning").
    pub title: String,
    /// The word under the turns axis (e.g. "turn").
    pub turns_label: String,
    /// Chance of each seat (indexed by seat), 0–1, at the start and after every turn.
    pub chances: Vec<[f64; 4]>,
    /// One line per side: the seat whose chance and colour it shows, and its label.
    pub lines: Vec<(Seat, String)>,
    /// The big swings: the turn (its number, 1 for the first) and the seat whose action it was.
    pub swings: Vec<(usize, Seat)>,
    /// What a swing's mark means, in the legend (e.g. "a turn that lost 10 points or more");
    /// shown when there are swings.
    pub swings_label: String,
}

/// The plot's area in the picture: left, top, width, height.
fn plot_area(options: &Options) -> (f32, f32, f32, f32) {
    let (w, h) = picture_size(options);
    let c = options.cell as f32;
    let left = (0.9 * c).round();
    let top = (0.8 * c).round();
    let right = (0.35 * c).round();
    let bottom = (1.6 * c).round();
    (left, top, w as f32 - left - right, h as f32 - top - bottom)
}

/// Where the chart puts chance `chance` (0–1) after turn `turn` of a chart of `turns` turns:
/// the pixel (x, y).
#[must_use]
pub fn chart_point(options: &Options, turns: usize, turn: usize, chance: f64) -> (u32, u32) {
    let (x, y) = point(options, turns, turn, chance);
    (x.round() as u32, y.round() as u32)
}

fn point(options: &Options, turns: usize, turn: usize, chance: f64) -> (f32, f32) {
    let (left, top, width, height) = plot_area(options);
    let x = left + width * turn as f32 / turns.max(1) as f32;
    let y = top + height * (1.0 - chance.clamp(0.0, 1.0) as f32);
    (x, y)
}

/// A step for axis numbers: 1, 2, 5, 10, 20, 50… so that about `most` numbers fit.
fn nice_step(turns: usize, most: usize) -> usize {
    let mut step = 1;
    for m in [2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000] {
        if turns.div_ceil(step) <= most {
            break;
        }
        step = m;
    }
    step
}

/// Draws the chart.
#[must_use]
pub fn render_chart(chart: &Chart, options: &Options) -> RgbImage {
    let theme = &options.theme;
    let (w, h) = picture_size(options);
    let c = options.cell as f32;
    let mut img = canvas(w, h, theme.background);
    let (left, top, width, height) = plot_area(options);
    let turns = chart.chances.len().saturating_sub(1);
    let fonts = &*FONTS;
    let small = (0.26 * c).max(11.0);

    // The plot's ground, grid and percentages.
    pixel_rect(
        &mut img,
        (left, top, width.round(), height.round()),
        theme.squares[0],
    );
    for i in 0..=4 {
        let chance = f64::from(i) / 4.0;
        let (_, y) = point(options, turns, 0, chance);
        let colour = if i == 2 { theme.dim } else { theme.squares[1] };
        line(
            &mut img,
            (left, y),
            (left + width, y),
            if i == 2 { 1.5 } else { 1.0 },
            colour,
        );
        text(
            &mut img,
            &fonts.regular,
            small,
            (
                left - 0.12 * c - text_width(&fonts.regular, small, &format!("{}%", i * 25)),
                y,
            ),
            Align::Left,
            theme.label,
            &format!("{}%", i * 25),
        );
    }
    // The turns axis, numbered as the history numbers turns.
    let step = nice_step(turns, 10);
    let mut n = 0;
    while n <= turns {
        let (x, _) = point(options, turns, n, 0.0);
        line(
            &mut img,
            (x, top + height),
            (x, top + height + 0.1 * c),
            1.0,
            theme.label,
        );
        text(
            &mut img,
            &fonts.regular,
            small,
            (x, top + height + 0.3 * c),
            Align::Centre,
            theme.label,
            &n.to_string(),
        );
        n += step;
    }
    text(
        &mut img,
        &fonts.regular,
        small,
        (left + width / 2.0, top + height + 0.65 * c),
        Align::Centre,
        theme.dim,
        &chart.turns_label,
    );
    // The swings: a band at the turn, in the highlight colour.
    for &(turn, _) in &chart.swings {
        if turn == 0 || turn > turns {
            continue;
        }
        let (x0, _) = point(options, turns, turn - 1, 0.0);
        let (x1, _) = point(options, turns, turn, 0.0);
        let mid = (x0 + x1) / 2.0;
        line(
            &mut img,
            (mid, top),
            (mid, top + height),
            2.0,
            theme.highlight,
        );
    }
    // One line per side.
    for &(seat, _) in &chart.lines {
        let colour = line_colour(options, seat);
        let points: Vec<(f32, f32)> = chart
            .chances
            .iter()
            .enumerate()
            .map(|(i, c)| point(options, turns, i, c[seat.index()]))
            .collect();
        if let [only] = points[..] {
            circle(&mut img, only, 2.5, colour);
        }
        for pair in points.windows(2) {
            line(&mut img, pair[0], pair[1], 3.0, colour);
        }
    }
    // The swing's point on the mover's line, over the lines.
    for &(turn, seat) in &chart.swings {
        if let Some(c) = chart.chances.get(turn) {
            let p = point(options, turns, turn, c[seat.index()]);
            circle(&mut img, p, 5.5, theme.outline);
            circle(&mut img, p, 4.0, theme.highlight);
        }
    }
    // The title and the legend.
    text(
        &mut img,
        &fonts.bold,
        0.32 * c,
        (left, 0.32 * c),
        Align::Left,
        theme.text,
        &chart.title,
    );
    let legend_y = h as f32 - 0.38 * c;
    // The marks' legend at the right of the legend's row, the lines' from the left up to it.
    let mut limit = w as f32;
    if !chart.swings.is_empty() && !chart.swings_label.is_empty() {
        let right = left + width;
        let x = right - text_width(&fonts.regular, small, &chart.swings_label);
        text(
            &mut img,
            &fonts.regular,
            small,
            (x, legend_y),
            Align::Left,
            theme.text,
            &chart.swings_label,
        );
        let mark = (x - 0.25 * c, legend_y);
        circle(&mut img, mark, 5.5, theme.outline);
        circle(&mut img, mark, 4.0, theme.highlight);
        limit = mark.0 - 0.4 * c;
    }
    let mut x = left;
    for (seat, label) in &chart.lines {
        if x + 0.5 * c + text_width(&fonts.regular, small, label) > limit {
            break;
        }
        let colour = line_colour(options, *seat);
        line(
            &mut img,
            (x, legend_y),
            (x + 0.4 * c, legend_y),
            3.0,
            colour,
        );
        x += 0.5 * c;
        x += text(
            &mut img,
            &fonts.regular,
            small,
            (x, legend_y),
            Align::Left,
            theme.text,
            label,
        );
        x += 0.4 * c;
    }
    img
}

/// The chart as a PNG.
pub fn chart_png(chart: &Chart, options: &Options) -> Result<Vec<u8>, RenderError> {
    encode_png(&render_chart(chart, options))
}

/// The picture of `before` (the position before turn `number`) with `action` marked on it as
/// the board marks a last action, as an indexed PNG.
pub fn suggestion_png(
    before: &Position,
    action: Action,
    number: usize,
    table: &Table,
) -> Result<Vec<u8>, RenderError> {
    let options = Options::default();
    let scene = Scene {
        marks: vec![LastTurn::new(before, Turn::Act(action), number)],
        table: table.clone(),
    };
    let image = render_scene(before, &scene, &options);
    encode_indexed_png(&image, &Palette::for_theme(&options.theme))
}

/// The colour the chart draws `seat`'s line in: the seat's own, darkened until it stands out
/// from the plot's ground (a contrast of [`LINE_CONTRAST`] or more). Only Yellow needs it: its
/// disc colour is nearly the beige.
#[must_use]
pub fn line_colour(options: &Options, seat: Seat) -> Rgb<u8> {
    let ground = options.theme.squares[0];
    let mut colour = options.theme.seat(seat);
    for _ in 0..40 {
        if contrast(colour, ground) >= LINE_CONTRAST {
            break;
        }
        colour = Rgb(colour.0.map(|v| (f32::from(v) * 0.95).round() as u8));
    }
    colour
}

/// The least contrast of a line against the plot's ground (WCAG's ratio; the seats' colours
/// other than Yellow's have 2.6–4.0 against the beige).
pub const LINE_CONTRAST: f64 = 2.5;

/// WCAG's contrast ratio of two colours, 1–21.
#[must_use]
pub fn contrast(a: Rgb<u8>, b: Rgb<u8>) -> f64 {
    let luminance = |c: Rgb<u8>| {
        let lin = |v: u8| {
            let v = f64::from(v) / 255.0;
            if v <= 0.040_45 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * lin(c.0[0]) + 0.7152 * lin(c.0[1]) + 0.0722 * lin(c.0[2])
    };
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}
