//! The numbers on the picture, read back from its pixels against the font itself (not the
//! golden images): each stack's height on its badge (none on a lone piece), and each card's
//! reserve, captured and stacks.

use std::collections::HashSet;

use ab_glyph::{Font, FontRef, PxScale, ScaleFont, point};
use focus_bot::render::{Options, render, square_area};
use focus_bot::rules::{Config, Mode, Position, Square};
use image::{Rgb, RgbImage};

use crate::support::position::exact;
use crate::support::render::names;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// The pixels `text` covers at least half of when drawn in DejaVu Sans Bold (the picture's bold
/// font, straight from its file, by ab_glyph) at `size` pixels, centred on `(cx, cy)` as the
/// picture centres text: horizontally on its advance, vertically on the capitals' height
/// (0.729 em).
fn glyph_pixels(text: &str, size: f32, (cx, cy): (f32, f32)) -> HashSet<(i64, i64)> {
    let font = FontRef::try_from_slice(include_bytes!(
        "../../crates/focus-render/fonts/DejaVuSans-Bold.ttf"
    ))
    .unwrap();
    let scale = PxScale::from(size);
    let scaled = font.as_scaled(scale);
    let ids: Vec<_> = text.chars().map(|c| font.glyph_id(c)).collect();
    let width: f32 = ids.iter().map(|&id| scaled.h_advance(id)).sum::<f32>()
        + ids.windows(2).map(|w| scaled.kern(w[0], w[1])).sum::<f32>();
    let baseline = cy + 0.729 * size / 2.0;
    let mut pen = cx - width / 2.0;
    let mut covered = HashSet::new();
    for (i, &id) in ids.iter().enumerate() {
        if i > 0 {
            pen += scaled.kern(ids[i - 1], id);
        }
        let glyph = id.with_scale_and_position(scale, point(pen, baseline));
        if let Some(outline) = font.outline_glyph(glyph) {
            let origin = outline.px_bounds().min;
            outline.draw(|x, y, coverage| {
                if coverage >= 0.5 {
                    covered.insert((
                        origin.x as i64 + i64::from(x),
                        origin.y as i64 + i64::from(y),
                    ));
                }
            });
        }
        pen += scaled.h_advance(id);
    }
    covered
}

/// A patch of the picture where one number is drawn in `ink` on `paper`, centred on `centre`
/// at `size` pixels.
struct Patch {
    centre: (f32, f32),
    size: f32,
    ink: Rgb<u8>,
    paper: Rgb<u8>,
    /// Each pixel of the patch: its place in the picture and its colour.
    pixels: Vec<((u32, u32), Rgb<u8>)>,
}

impl Patch {
    /// The pixels of the patch nearer to the ink than to the paper.
    fn inked(&self) -> HashSet<(i64, i64)> {
        let luma = |p: Rgb<u8>| p.0.iter().map(|&v| i64::from(v)).sum::<i64>();
        let (ink, paper) = (luma(self.ink), luma(self.paper));
        self.pixels
            .iter()
            .filter(|&&(_, p)| (luma(p) - ink).abs() < (luma(p) - paper).abs())
            .map(|&((x, y), _)| (i64::from(x), i64::from(y)))
            .collect()
    }

    /// The number (of 0–99) whose drawing overlaps the patch's ink best, with that overlap
    /// (intersection over union: 1 for the very same pixels); `None` when nothing is inked.
    fn read(&self) -> Option<(u32, f64)> {
        let shown = self.inked();
        if shown.is_empty() {
            return None;
        }
        (0..100u32)
            .map(|n| {
                let drawn = glyph_pixels(&n.to_string(), self.size, self.centre);
                let both = drawn.intersection(&shown).count();
                (n, both as f64 / (drawn.len() + shown.len() - both) as f64)
            })
            .max_by(|a, b| a.1.total_cmp(&b.1))
    }

    /// Asserts that the patch shows `expected`, drawn just as the font draws it.
    fn assert_reads(&self, expected: usize, what: &str) {
        let (read, overlap) = self
            .read()
            .unwrap_or_else(|| panic!("{what}: no number is drawn"));
        assert_eq!(
            read as usize, expected,
            "{what}: reads {read} (overlap {overlap:.2})"
        );
        assert!(overlap > 0.95, "{what}: {read} overlaps only {overlap:.2}");
    }
}

/// The inside of the height badge of a `height`-high stack on `square` (clear of its rim),
/// found from the documented geometry of `draw_stack`: a circle of radius 0.12 squares centred
/// 0.02 squares left of the top disc's right end and 0.02 squares below its top; the digit is
/// bold, 0.17 squares, in the outline colour on the text colour.
fn badge(image: &RgbImage, options: &Options, square: Square, height: usize) -> Patch {
    let (x0, y0, c) = square_area(options, square);
    let (x0, y0, c) = (x0 as f32, y0 as f32, c as f32);
    let w = (0.64 * c).round();
    let x = x0 + ((c - w) / 2.0).round();
    let bottom = y0 + c - (0.08 * c).round();
    let cap_top = bottom - (height as f32 - 1.0) * (0.12 * c).round() - (0.3 * c).round();
    let (cx, cy) = (x + w - 0.02 * c, cap_top + 0.02 * c);
    let inner = 0.12 * c - (0.022 * c).max(1.0).round() - 1.5;
    let mut pixels = Vec::new();
    for py in (cy - inner) as u32..=(cy + inner) as u32 {
        for px in (cx - inner) as u32..=(cx + inner) as u32 {
            let (dx, dy) = (px as f32 + 0.5 - cx, py as f32 + 0.5 - cy);
            if dx * dx + dy * dy <= inner * inner {
                pixels.push(((px, py), *image.get_pixel(px, py)));
            }
        }
    }
    Patch {
        centre: (cx, cy),
        size: 0.17 * c,
        ink: options.theme.outline,
        paper: options.theme.text,
        pixels,
    }
}

/// One number on seat `card`'s card (from 0) of a running game: `cell` 0 reserve, 1 captured,
/// 2 stacks. From the documented geometry of the column (`panel.rs`): cards 1.16 squares high,
/// 0.08 apart, from 0.1 squares below the top; three equal cells inside a 0.08-square padding;
/// the number bold, 0.25 squares, centred 0.78 squares below the card's top, in the text colour
/// on the card's (the lighter one for the seat to act).
fn card_number(
    image: &RgbImage,
    options: &Options,
    card: usize,
    cell: usize,
    to_act: bool,
) -> Patch {
    let (x, _, c) = square_area(options, sq("h4"));
    let c = c as f32;
    let column = x as f32 + c + (0.12 * c).round();
    let top = (0.1 * c).round() + card as f32 * 1.24 * c;
    let width = (2.1 * c - 0.16 * c) / 3.0;
    let (cx, cy) = (
        column + 0.08 * c + width * (cell as f32 + 0.5),
        top + 0.78 * c,
    );
    let mut pixels = Vec::new();
    for py in (cy - 0.16 * c) as u32..(cy + 0.14 * c) as u32 {
        for px in (cx - width / 2.0) as u32 + 1..(cx + width / 2.0) as u32 {
            pixels.push(((px, py), *image.get_pixel(px, py)));
        }
    }
    Patch {
        centre: (cx, cy),
        size: 0.25 * c,
        ink: options.theme.text,
        paper: options.theme.card[usize::from(to_act)],
        pixels,
    }
}

/// A position from `(square, stack digits bottom to top)`, with seat 1 to act.
fn position(
    config: Config,
    stacks: &[(&str, &str)],
    reserves: [u8; 4],
    captured: [u8; 4],
) -> Position {
    exact(config, stacks, reserves, captured)
}

/// Each stack of two or more shows its height as a digit in a light badge on its top disc; a
/// lone piece has none.
#[test]
fn each_stack_shows_its_height_on_a_badge() {
    // Two stacks of height 2 with different top colours on differently coloured squares, and
    // one of every other height.
    let stacks = [
        ("d4", "1"),
        ("c3", "12"),
        ("f3", "21"),
        ("c5", "112"),
        ("e6", "2121"),
        ("g5", "12121"),
    ];
    let position = position(Config::two_players(), &stacks, [8, 11, 0, 0], [0; 4]);
    for cell in [56, 90] {
        let options = Options {
            cell,
            ..Options::default()
        };
        let image = render(&position, None, &names(2), &options);
        let badge = |name: &str| {
            badge(
                &image,
                &options,
                sq(name),
                position.stack(sq(name)).height(),
            )
        };
        for (name, digits) in stacks {
            let height = digits.len();
            let patch = badge(name);
            let light = patch
                .pixels
                .iter()
                .filter(|(_, p)| *p == options.theme.text)
                .count();
            if height == 1 {
                assert_eq!(light, 0, "{cell}: {name}: a lone piece has no badge");
                continue;
            }
            assert!(
                light * 3 > patch.pixels.len(),
                "{cell}: {name}: no light badge ({light} of {} pixels)",
                patch.pixels.len()
            );
            patch.assert_reads(height, &format!("{cell}: {name}'s badge"));
        }
        // Equal heights: the same badge, whatever the top colour and the square underneath
        // (up to rounding in the blend); different heights: a clearly different one.
        let differing = |a: &str, b: &str, by: u8| {
            let (a, b) = (badge(a).pixels, badge(b).pixels);
            assert_eq!(a.len(), b.len());
            a.iter()
                .zip(&b)
                .filter(|((_, p), (_, q))| (0..3).any(|i| p[i].abs_diff(q[i]) > by))
                .count()
        };
        assert_eq!(differing("c3", "f3", 2), 0, "{cell}: two 2-high stacks");
        assert!(differing("c3", "c5", 60) >= 5, "{cell}: 2-high and 3-high");
    }
}

/// Each card shows its own seat's reserve, captured and stacks, each number where it belongs:
/// three players with a different count in every place.
#[test]
fn each_card_shows_its_seats_reserve_captured_and_stacks() {
    let stacks = [
        ("b3", "11"),
        ("c3", "11"),
        ("d3", "11"),
        ("e3", "11"),
        ("b5", "2"),
        ("c5", "2"),
        ("d5", "2"),
        ("e5", "2"),
        ("f5", "22"),
        ("g5", "22"),
        ("c7", "33"),
        ("d7", "333"),
    ];
    let config = Config::new(3, Mode::Standard).unwrap();
    let position = position(config, &stacks, [3, 0, 5, 0], [7, 2, 1, 0]);
    let expected = [[3, 7, 4], [0, 2, 6], [5, 1, 2]];
    for cell in [56, 90] {
        let options = Options {
            cell,
            ..Options::default()
        };
        let image = render(&position, None, &names(3), &options);
        for (card, numbers) in expected.iter().enumerate() {
            for (i, (&n, what)) in numbers
                .iter()
                .zip(["reserve", "captured", "stacks"])
                .enumerate()
            {
                card_number(&image, &options, card, i, card == 0)
                    .assert_reads(n, &format!("{cell}: card {card}'s {what}"));
            }
        }
    }
}
