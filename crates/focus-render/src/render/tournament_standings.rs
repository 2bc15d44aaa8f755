//! A tournament's standings as a picture: the tournament's name and round as title, a header
//! of column labels, then one line per entrant (rank, a mark for the current round, name,
//! points, the tie-breaks the format uses, rating at the start), and a legend of the marks.
//! A big field comes a page at a time: a line may follow a gap ("…"), the reader's own in bold.
//! The words come from the caller (the language files); the frame, sizes and text fitting are
//! the seasons' picture's ([`super::standings`]).
//!
//! The marks differ in shape as well as colour (readable without colour): won (all the points a
//! seat can score at its table) a filled disc, part of them (a draw, a middle place at 3 or 4) a
//! half-filled ring, none (lost) an empty ring, a bye a bar, still playing three dots. The
//! numbers come written by the caller, in the reader's style (the renderer knows no language).

use image::RgbImage;

use super::encode::{RenderError, encode_png};
use super::face::FONTS;
use super::names::{drawable, fit};
use super::paint::{Align, circle, line, polygon, text, text_width};
use super::standings::{LINE, SIZE, frame};
use super::theme::Theme;
use crate::tournament::standings::Standing;

/// Width of the picture in pixels.
const WIDTH: u32 = 760;
/// Width of a number column.
const COLUMN: f32 = 92.0;
/// Radius of a mark.
const MARK: f32 = 7.5;

/// An entrant's result in the round shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundMark {
    /// Scored all a seat can at their table (first, alone or with their partner).
    Won,
    /// Scored part of it: a draw, a middle place at a 3- or 4-player table.
    Part,
    /// Scored nothing: last at their table.
    Lost,
    /// Sat the round out with a bye.
    Bye,
    /// Their game is still running.
    Playing,
}

impl RoundMark {
    /// Every mark, in the legend's order.
    pub const ALL: [RoundMark; 5] = [
        RoundMark::Won,
        RoundMark::Part,
        RoundMark::Lost,
        RoundMark::Bye,
        RoundMark::Playing,
    ];
}

/// One entrant's line: their standing, their name (plain text), its numbers as the reader
/// writes them, and their mark for the round shown (`None`: not paired in it, e.g. they left).
#[derive(Clone, Debug, PartialEq)]
pub struct EntrantLine {
    /// Rank, points, tie-breaks and rating.
    pub standing: Standing,
    /// Display name, any script.
    pub name: String,
    /// The standing's numbers, written.
    pub figures: Figures,
    /// Their result in the round shown.
    pub mark: Option<RoundMark>,
    /// Lines left out above it (a page of a big field, then the reader's own line): a row "…"
    /// comes first.
    pub gap: bool,
    /// The reader's own line: drawn in bold.
    pub own: bool,
}

/// A line's numbers as the reader's language writes them (`2½`, `1,500`; `1 500` in French).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Figures {
    /// Points.
    pub points: String,
    /// Buchholz (drawn only when the words name its column).
    pub buchholz: String,
    /// Sonneborn-Berger.
    pub sonneborn_berger: String,
    /// Rating at the start.
    pub rating: String,
}

/// The picture's words, in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingsWords {
    /// The title: the tournament's name and round.
    pub title: String,
    /// Column label of the points.
    pub points: String,
    /// Column label of Buchholz; `None` when the format does not use it (round robin).
    pub buchholz: Option<String>,
    /// Column label of Sonneborn-Berger.
    pub sonneborn_berger: String,
    /// Column label of the rating at the start.
    pub rating: String,
    /// The marks' names (won, part of the points, lost, bye, playing), in [`RoundMark::ALL`]'s
    /// order, for the legend.
    pub marks: [String; 5],
}

/// Draws `mark` centred on (x, y) on a card of colour `card`.
fn draw_mark(img: &mut RgbImage, theme: &Theme, mark: RoundMark, (x, y): (f32, f32)) {
    let card = theme.card[0];
    match mark {
        RoundMark::Won => circle(img, (x, y), MARK, theme.seats[1]),
        RoundMark::Part => {
            circle(img, (x, y), MARK, theme.dim);
            circle(img, (x, y), MARK - 2.5, card);
            let half: Vec<(f32, f32)> = (0..=16)
                .map(|i| {
                    let a = std::f32::consts::FRAC_PI_2 + std::f32::consts::PI * i as f32 / 16.0;
                    (x + (MARK - 2.5) * a.cos(), y - (MARK - 2.5) * a.sin())
                })
                .collect();
            polygon(img, &half, theme.dim);
        }
        RoundMark::Lost => {
            circle(img, (x, y), MARK, theme.seats[0]);
            circle(img, (x, y), MARK - 2.5, card);
        }
        RoundMark::Bye => line(img, (x - MARK, y), (x + MARK, y), 3.0, theme.dim),
        RoundMark::Playing => {
            for dx in [-MARK * 0.8, 0.0, MARK * 0.8] {
                circle(img, (x + dx, y), 2.0, theme.highlight);
            }
        }
    }
}

/// The centres of the number columns, right to left: rating, Sonneborn-Berger, Buchholz (when
/// shown), points.
fn columns(width: f32, buchholz: bool) -> Vec<f32> {
    let n = if buchholz { 4 } else { 3 };
    (0..n)
        .map(|i| width - LINE - COLUMN / 2.0 - COLUMN * i as f32)
        .collect()
}

/// Draws the standings: title, header, one line per entrant (best first, as given), legend.
#[must_use]
pub fn render_tournament_standings(words: &StandingsWords, lines: &[EntrantLine]) -> RgbImage {
    let theme = Theme::default();
    let width = WIDTH as f32;
    let left = LINE;
    let legend = legend_rows(words, width - 2.0 * left);
    // The header half a line under the title, the legend a line and a half under the last line.
    let gaps = lines.iter().filter(|l| l.gap).count();
    let rows = lines.len().max(1) + gaps + 1 + legend.len();
    let (mut img, mut y) = frame(WIDTH, rows, &words.title);
    let centres = columns(width, words.buchholz.is_some());
    // Right to left: rating, SB, (Buchholz), points.
    let mut labels = vec![&words.rating, &words.sonneborn_berger];
    if let Some(buchholz) = &words.buchholz {
        labels.push(buchholz);
    }
    labels.push(&words.points);
    // The mark after the widest rank ("251." on a big field's page), at least two digits'.
    let widest_rank = lines
        .iter()
        .map(|l| text_width(&FONTS.bold, SIZE, &format!("{}.", l.standing.rank)))
        .fold(0.0, f32::max);
    let mark_x = left + (widest_rank + MARK + SIZE * 0.4).max(2.4 * SIZE);
    let name_x = mark_x + SIZE;
    let name_width = centres[centres.len() - 1] - COLUMN / 2.0 - name_x - SIZE / 2.0;
    y += LINE * 0.5;
    for (label, &x) in labels.iter().zip(&centres) {
        let label = fit(&FONTS.bold, SIZE * 0.8, label, COLUMN - 6.0);
        text(
            &mut img,
            &FONTS.bold,
            SIZE * 0.8,
            (x, y),
            Align::Centre,
            theme.dim,
            &label,
        );
    }
    for entrant in lines {
        y += LINE;
        if entrant.gap {
            text(
                &mut img,
                &FONTS.bold,
                SIZE,
                (left, y),
                Align::Left,
                theme.dim,
                "…",
            );
            y += LINE;
        }
        let s = &entrant.standing;
        let rank = format!("{}.", s.rank);
        let face = if entrant.own {
            &FONTS.bold
        } else {
            &FONTS.regular
        };
        text(
            &mut img,
            &FONTS.bold,
            SIZE,
            (left, y),
            Align::Left,
            theme.text,
            &rank,
        );
        if let Some(mark) = entrant.mark {
            draw_mark(&mut img, &theme, mark, (mark_x, y));
        }
        let name = drawable(face, &entrant.name, "?");
        let name = fit(face, SIZE, &name, name_width);
        text(
            &mut img,
            face,
            SIZE,
            (name_x, y),
            Align::Left,
            theme.text,
            &name,
        );
        let f = &entrant.figures;
        let mut numbers = vec![&f.rating, &f.sonneborn_berger];
        if words.buchholz.is_some() {
            numbers.push(&f.buchholz);
        }
        numbers.push(&f.points);
        for (i, (number, &x)) in numbers.iter().zip(&centres).enumerate() {
            let points = i == numbers.len() - 1;
            let face = if points { &FONTS.bold } else { &FONTS.regular };
            let colour = if points { theme.text } else { theme.dim };
            text(&mut img, face, SIZE, (x, y), Align::Centre, colour, number);
        }
    }
    if lines.is_empty() {
        y += LINE;
    }
    // A line's gap before the legend.
    y += LINE * 0.5;
    for row in legend {
        y += LINE;
        let mut x = left;
        for (mark, word) in row {
            draw_mark(&mut img, &theme, mark, (x + MARK, y));
            x += 2.0 * MARK + SIZE * 0.4;
            x += text(
                &mut img,
                &FONTS.regular,
                SIZE * 0.8,
                (x, y),
                Align::Left,
                theme.dim,
                &word,
            );
            x += SIZE * 1.2;
        }
    }
    img
}

/// The legend's marks and words, in rows no wider than `width`.
fn legend_rows(words: &StandingsWords, width: f32) -> Vec<Vec<(RoundMark, String)>> {
    let mut rows: Vec<Vec<(RoundMark, String)>> = vec![Vec::new()];
    let mut used = 0.0;
    for (mark, word) in RoundMark::ALL.into_iter().zip(&words.marks) {
        let word = fit(&FONTS.regular, SIZE * 0.8, word, width / 2.0);
        let wide = 2.0 * MARK + SIZE * 0.4 + text_width(&FONTS.regular, SIZE * 0.8, &word);
        if used > 0.0 && used + wide > width {
            rows.push(Vec::new());
            used = 0.0;
        }
        used += wide + SIZE * 1.2;
        rows.last_mut().expect("a row").push((mark, word));
    }
    rows
}

/// [`render_tournament_standings`] as a PNG.
pub fn tournament_standings_png(
    words: &StandingsWords,
    lines: &[EntrantLine],
) -> Result<Vec<u8>, RenderError> {
    encode_png(&render_tournament_standings(words, lines))
}
