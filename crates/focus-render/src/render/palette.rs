//! The renderer's own palette: 255 colours built once per theme, shared by the indexed PNG and
//! the replay GIF, and a lookup from any colour to its entry.
//!
//! The picture is flat colours plus anti-aliased edges between them. The flat colours (the
//! theme's, and the highlight's washes over the squares) are entries exactly. The rest of the
//! entries come from quantizing a handful of sample pictures once (NeuQuant, from
//! `color_quant`), so they fall where the edges' blends really are. No image is quantized when it
//! is encoded: each pixel is looked up.

use std::sync::atomic::{AtomicU16, Ordering};
use std::sync::{Arc, LazyLock, Mutex};

use image::{Rgb, RgbImage};

use super::picture::{last_action_tints, render, render_scene};
use super::scene::{LastTurn, Scene, Table};
use super::theme::{Options, Theme};
use crate::rules::{Config, Game, Mode, Seat, Turn};

/// Entries in the palette. The GIF keeps index 255 for "unchanged since the previous frame".
pub const PALETTE_SIZE: usize = 255;

/// Bits kept per channel to address the nearest-entry table.
const TABLE_BITS: u32 = 6;
const TABLE_SIZE: usize = 1 << (3 * TABLE_BITS);
/// A table slot not looked up yet.
const UNKNOWN: u16 = u16::MAX;
/// Slots of the exact-colour table (a power of two, well above the flat colours' count).
const EXACT_SLOTS: usize = 256;

/// The palettes built so far, one per theme.
type Built = Vec<(Theme, Arc<Palette>)>;

/// A fixed palette and the lookup from colours to entries.
pub struct Palette {
    colours: Vec<Rgb<u8>>,
    /// The flat colours, by hash: `(colour + 1, index)`, 0 for an empty slot.
    exact: Vec<(u32, u8)>,
    /// Nearest entry for each colour cell of [`TABLE_BITS`] bits a channel, filled on first use.
    nearest: Vec<AtomicU16>,
}

impl Palette {
    /// The palette for a theme, built the first time it is asked for and then kept.
    pub fn for_theme(theme: &Theme) -> Arc<Palette> {
        static BUILT: LazyLock<Mutex<Built>> = LazyLock::new(|| Mutex::new(Vec::new()));
        let mut built = BUILT
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some((_, p)) = built.iter().find(|(t, _)| t == theme) {
            return p.clone();
        }
        let palette = Arc::new(Palette::build(theme));
        built.push((theme.clone(), palette.clone()));
        palette
    }

    /// Builds the palette: the flat colours, then the entries NeuQuant finds in sample pictures.
    fn build(theme: &Theme) -> Palette {
        let mut colours: Vec<Rgb<u8>> = Vec::with_capacity(PALETTE_SIZE);
        for c in flat_colours(theme) {
            if !colours.contains(&c) && colours.len() < PALETTE_SIZE {
                colours.push(c);
            }
        }
        let flat = colours.len();
        let pictures = sample_pictures(theme);
        // The edges between two flat colours that meet most often get their blends at a
        // quarter, a half and three quarters.
        for (a, b) in meeting_pairs(&pictures, &colours[..flat])
            .into_iter()
            .take(40)
        {
            for t in [0.25, 0.5, 0.75] {
                let c = blend(a, b, t);
                if colours.len() < PALETTE_SIZE - 64 && !colours.contains(&c) {
                    colours.push(c);
                }
            }
        }
        let pinned = colours.len();
        // The rest from the pixels that are neither flat nor one of those blends.
        let mut rgba = Vec::new();
        for picture in &pictures {
            for px in picture.pixels() {
                if !colours[..pinned].contains(px) {
                    rgba.extend_from_slice(&[px[0], px[1], px[2], 255]);
                }
            }
        }
        let wanted = PALETTE_SIZE - pinned;
        if wanted > 0 && !rgba.is_empty() {
            let quantized = color_quant::NeuQuant::new(1, wanted, &rgba);
            for c in quantized.color_map_rgb().chunks_exact(3) {
                let c = Rgb([c[0], c[1], c[2]]);
                if colours.len() < PALETTE_SIZE && !colours.contains(&c) {
                    colours.push(c);
                }
            }
        }
        let mut exact = vec![(0u32, 0u8); EXACT_SLOTS];
        for (i, c) in colours[..flat].iter().enumerate() {
            let key = key(*c);
            let mut slot = exact_slot(key);
            while exact[slot].0 != 0 {
                slot = (slot + 1) % EXACT_SLOTS;
            }
            exact[slot] = (key, i as u8);
        }
        Palette {
            colours,
            exact,
            nearest: (0..TABLE_SIZE).map(|_| AtomicU16::new(UNKNOWN)).collect(),
        }
    }

    /// The colours, in index order.
    #[must_use]
    pub fn colours(&self) -> &[Rgb<u8>] {
        &self.colours
    }

    /// The palette as `r g b` bytes, padded with black to `entries` entries.
    #[must_use]
    pub fn bytes(&self, entries: usize) -> Vec<u8> {
        let mut out: Vec<u8> = self.colours.iter().flat_map(|c| c.0).collect();
        out.resize(entries.max(self.colours.len()) * 3, 0);
        out
    }

    /// The entry for a colour: itself for a flat colour, else the nearest entry to its cell.
    #[must_use]
    pub fn index(&self, c: Rgb<u8>) -> u8 {
        let key = key(c);
        let mut slot = exact_slot(key);
        loop {
            match self.exact[slot] {
                (0, _) => break,
                (k, i) if k == key => return i,
                _ => slot = (slot + 1) % EXACT_SLOTS,
            }
        }
        let shift = 8 - TABLE_BITS;
        let cell = (usize::from(c[0] >> shift) << (2 * TABLE_BITS))
            | (usize::from(c[1] >> shift) << TABLE_BITS)
            | usize::from(c[2] >> shift);
        let known = self.nearest[cell].load(Ordering::Relaxed);
        if known != UNKNOWN {
            return known as u8;
        }
        // The cell's centre, so that every colour of the cell gets the same entry.
        let half = 1u8 << (shift - 1);
        let centre = Rgb([
            (c[0] >> shift << shift) | half,
            (c[1] >> shift << shift) | half,
            (c[2] >> shift << shift) | half,
        ]);
        let found = self.nearest_entry(centre);
        self.nearest[cell].store(u16::from(found), Ordering::Relaxed);
        found
    }

    /// Every pixel of an image as its entry, row by row.
    #[must_use]
    pub fn map(&self, image: &RgbImage) -> Vec<u8> {
        let width = image.width() as usize;
        let mut out = vec![0u8; width * image.height() as usize];
        if width == 0 {
            return out;
        }
        let raw = image.as_raw();
        let mut last = u32::MAX;
        let mut last_index = 0;
        for (y, row) in raw.chunks_exact(width * 3).enumerate() {
            let (done, rest) = out.split_at_mut(y * width);
            let indices = &mut rest[..width];
            // Rows like the one above are the rule (flat areas): copy its entries.
            if y > 0 && row == &raw[(y - 1) * width * 3..y * width * 3] {
                indices.copy_from_slice(&done[(y - 1) * width..]);
                continue;
            }
            // Within a row, runs of one colour are the rule: look a colour up once per run.
            for (px, index) in row.chunks_exact(3).zip(indices.iter_mut()) {
                let colour = u32::from(px[0]) | u32::from(px[1]) << 8 | u32::from(px[2]) << 16;
                if colour != last {
                    last = colour;
                    last_index = self.index(Rgb([px[0], px[1], px[2]]));
                }
                *index = last_index;
            }
        }
        out
    }

    fn nearest_entry(&self, c: Rgb<u8>) -> u8 {
        let (i, _) = self
            .colours
            .iter()
            .enumerate()
            .min_by_key(|(_, p)| distance(**p, c))
            .expect("the palette is never empty");
        i as u8
    }
}

/// A colour distance weighted for the eye (green counts most, blue least).
#[must_use]
pub fn distance(a: Rgb<u8>, b: Rgb<u8>) -> u32 {
    let d = |i: usize| (i32::from(a[i]) - i32::from(b[i])).unsigned_abs();
    2 * d(0) * d(0) + 4 * d(1) * d(1) + 3 * d(2) * d(2)
}

fn key(c: Rgb<u8>) -> u32 {
    ((u32::from(c[0]) << 16) | (u32::from(c[1]) << 8) | u32::from(c[2])) + 1
}

fn exact_slot(key: u32) -> usize {
    (key.wrapping_mul(0x9E37_79B1) >> 24) as usize % EXACT_SLOTS
}

/// Pairs of flat colours that meet across an anti-aliased edge in `pictures`, most frequent
/// first: for each pixel that is not flat, the nearest flat pixels left and right of it on its
/// row (at most 3 pixels away).
fn meeting_pairs(pictures: &[RgbImage], flat: &[Rgb<u8>]) -> Vec<(Rgb<u8>, Rgb<u8>)> {
    let mut counts: std::collections::HashMap<(Rgb<u8>, Rgb<u8>), usize> =
        std::collections::HashMap::new();
    for picture in pictures {
        let width = picture.width();
        for (x, y, px) in picture.enumerate_pixels() {
            if flat.contains(px) {
                continue;
            }
            let side = |step: i64| {
                (1..=3).find_map(|d| {
                    let nx = i64::from(x) + step * d;
                    (0..i64::from(width)).contains(&nx).then(|| {
                        let p = *picture.get_pixel(nx as u32, y);
                        flat.contains(&p).then_some(p)
                    })?
                })
            };
            if let (Some(a), Some(b)) = (side(-1), side(1))
                && a != b
            {
                let key = if key(a) < key(b) { (a, b) } else { (b, a) };
                *counts.entry(key).or_default() += 1;
            }
        }
    }
    let mut pairs: Vec<_> = counts.into_iter().collect();
    pairs.sort_by_key(|&((a, b), n)| (std::cmp::Reverse(n), key(a), key(b)));
    pairs.into_iter().map(|(pair, _)| pair).collect()
}

fn blend(a: Rgb<u8>, b: Rgb<u8>, t: f32) -> Rgb<u8> {
    let f = |x: u8, y: u8| (f32::from(x) + (f32::from(y) - f32::from(x)) * t).round() as u8;
    Rgb([f(a[0], b[0]), f(a[1], b[1]), f(a[2], b[2])])
}

/// The colours the picture fills areas with: the theme's, and the washes of the last action.
fn flat_colours(theme: &Theme) -> Vec<Rgb<u8>> {
    let mut v = theme.colours();
    v.extend(last_action_tints(theme));
    v
}

/// Pictures with every kind of element: starts of each player count, games under way with the
/// last action marked and pieces in reserve, and finished games with their banner.
fn sample_pictures(theme: &Theme) -> Vec<RgbImage> {
    let options = Options {
        theme: theme.clone(),
        ..Options::default()
    };
    let names: Vec<String> = ["Ada", "Grace", "Barbara", "Yukihiro"]
        .iter()
        .map(|s| (*s).to_string())
        .collect();
    let mut pictures = Vec::new();
    for config in [
        Config::two_players(),
        Config::new(3, Mode::Standard).expect("3 players"),
        Config::new(4, Mode::Teams).expect("4 players"),
    ] {
        let mut game = Game::new(config);
        pictures.push(render(game.position(), None, &names, &options));
        // A game under way: each seat plays its first listed action, which piles stacks up.
        for _ in 0..24 {
            let Some(&action) = game.position().legal_actions().first() else {
                break;
            };
            if game.play(action).is_err() {
                break;
            }
        }
        // Every turn since the seat to act last acted, as the bot marks them.
        let scene = Scene::of_game(&game, &Table::named(&names));
        pictures.push(render_scene(game.position(), &scene, &options));
        if game
            .apply(Turn::Resign(Seat::from_number(1).expect("seat 1")))
            .is_ok()
        {
            let last = LastTurn::of_game(&game);
            pictures.push(render(game.position(), last.as_ref(), &names, &options));
        }
    }
    pictures
}
