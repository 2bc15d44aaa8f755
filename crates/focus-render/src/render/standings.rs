//! A leaderboard as a picture: a title, then for each section (a kind of rating) its heading
//! and one line per listed player (rank, name, rating). Posted with a season's final
//! standings.

use image::RgbImage;

use super::encode::{RenderError, encode_png};
use super::face::FONTS;
use super::names::fit;
use super::paint::{Align, canvas, rounded_rect, text};
use super::theme::Theme;

/// Width of the picture in pixels.
const WIDTH: u32 = 640;
/// Height of one line, and of the margins.
pub(super) const LINE: f32 = 34.0;
/// Text size of a line; of the title.
pub(super) const SIZE: f32 = 20.0;
const TITLE_SIZE: f32 = 26.0;

/// One listed player: rank, name (plain text) and rating in words (`1612 ± 60`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StandingLine {
    /// Their rank, from 1.
    pub rank: usize,
    /// Their name, plain text.
    pub name: String,
    /// Their rating as shown.
    pub rating: String,
}

/// A section of the picture: its heading and its lines (none: `empty` is written instead).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StandingSection {
    /// The heading (`2-player`).
    pub heading: String,
    /// The players, best first.
    pub lines: Vec<StandingLine>,
    /// What to write when nobody is listed.
    pub empty: String,
}

/// Draws the standings.
#[must_use]
pub fn render_standings(title: &str, sections: &[StandingSection]) -> RgbImage {
    let theme = Theme::default();
    let rows: usize = sections.iter().map(|s| 1 + s.lines.len().max(1)).sum();
    let (mut img, mut y) = frame(WIDTH, rows, title);
    let width = WIDTH as f32;
    let left = LINE;
    for section in sections {
        y += LINE;
        text(
            &mut img,
            &FONTS.bold,
            SIZE,
            (left, y),
            Align::Left,
            theme.dim,
            &section.heading,
        );
        if section.lines.is_empty() {
            y += LINE;
            let empty = fit(&FONTS.regular, SIZE, &section.empty, width - 2.0 * left);
            text(
                &mut img,
                &FONTS.regular,
                SIZE,
                (left, y),
                Align::Left,
                theme.dim,
                &empty,
            );
        }
        for line in &section.lines {
            y += LINE;
            let rank = format!("{}.", line.rank);
            text(
                &mut img,
                &FONTS.bold,
                SIZE,
                (left, y),
                Align::Left,
                theme.text,
                &rank,
            );
            let name = fit(&FONTS.regular, SIZE, &line.name, width * 0.55);
            let x = left + 2.2 * SIZE;
            text(
                &mut img,
                &FONTS.regular,
                SIZE,
                (x, y),
                Align::Left,
                theme.text,
                &name,
            );
            let rating = &line.rating;
            let x = width - left - 8.0 * SIZE;
            text(
                &mut img,
                &FONTS.regular,
                SIZE,
                (x, y),
                Align::Left,
                theme.text,
                rating,
            );
        }
    }
    img
}

/// A picture of `rows` lines under a title: the background, a card, the title centred. Returns
/// the picture and the height of the title's line (the first row is one [`LINE`] below). The
/// card leaves a line's margin below the last row, as above the title.
pub(super) fn frame(width: u32, rows: usize, title: &str) -> (RgbImage, f32) {
    let theme = Theme::default();
    let height = (LINE * (rows as f32 + 4.0)) as u32;
    let mut img = canvas(width, height, theme.background);
    let width = width as f32;
    rounded_rect(
        &mut img,
        (LINE / 2.0, LINE / 2.0, width - LINE, height as f32 - LINE),
        8.0,
        theme.card[0],
    );
    let title = fit(&FONTS.bold, TITLE_SIZE, title, width - 2.0 * LINE);
    let y = LINE * 1.5;
    text(
        &mut img,
        &FONTS.bold,
        TITLE_SIZE,
        (width / 2.0, y),
        Align::Centre,
        theme.text,
        &title,
    );
    (img, y + LINE)
}

/// [`render_standings`] as a PNG.
pub fn standings_png(title: &str, sections: &[StandingSection]) -> Result<Vec<u8>, RenderError> {
    encode_png(&render_standings(title, sections))
}
