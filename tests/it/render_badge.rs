//! The height badge on a stack's top disc, read back from the picture against the font itself
//! (not the golden images): the right digit for every height, none on a lone piece.

use focus_bot::render::{Options, Theme, render, square_area};
use focus_bot::rules::{Config, Seat, Square};
use image::{Rgb, RgbImage};

use crate::render::names;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn seat(n: u8) -> Seat {
    Seat::from_number(n).unwrap()
}

/// The inside of the height badge of a `height`-high stack on `square` (clear of its rim),
/// found from the documented geometry of `draw_stack`: a circle of radius 0.12 squares centred
/// 0.02 squares left of the top disc's right end and 0.02 squares below its top.
struct Badge {
    /// The centre, in pixels.
    centre: (f32, f32),
    /// Each pixel inside: its place in the picture and its colour.
    pixels: Vec<((u32, u32), Rgb<u8>)>,
}

impl Badge {
    fn of(image: &RgbImage, options: &Options, square: Square, height: usize) -> Badge {
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
        Badge {
            centre: (cx, cy),
            pixels,
        }
    }

    /// The colours inside, in order, for comparing two badges wherever they stand.
    fn colours(&self) -> Vec<Rgb<u8>> {
        self.pixels.iter().map(|&(_, p)| p).collect()
    }

    /// The digit the badge shows: the one of 0–9 whose shape, drawn by ab_glyph straight from
    /// the embedded DejaVu Sans Bold at `size` centred on the badge (capitals centred, as the
    /// picture centres text), overlaps the badge's dark pixels best; with that overlap
    /// (intersection over union, 1 for the very same pixels). `None` when nothing dark is
    /// inside.
    fn digit(&self, theme: &Theme, size: f32) -> Option<(u32, f64)> {
        use ab_glyph::{Font, FontRef, PxScale, ScaleFont, point};
        use std::collections::HashSet;
        let luma = |p: Rgb<u8>| p.0.iter().map(|&v| u32::from(v)).sum::<u32>();
        let threshold = (luma(theme.text) + luma(theme.outline)) / 2;
        let shown: HashSet<(i64, i64)> = self
            .pixels
            .iter()
            .filter(|&&(_, p)| luma(p) < threshold)
            .map(|&((x, y), _)| (i64::from(x), i64::from(y)))
            .collect();
        if shown.is_empty() {
            return None;
        }
        let font =
            FontRef::try_from_slice(include_bytes!("../../fonts/DejaVuSans-Bold.ttf")).unwrap();
        let scale = PxScale::from(size);
        let (cx, cy) = self.centre;
        (0..=9u32)
            .map(|digit| {
                let id = font.glyph_id(char::from_digit(digit, 10).unwrap());
                let left = cx - font.as_scaled(scale).h_advance(id) / 2.0;
                let glyph = id.with_scale_and_position(scale, point(left, cy + 0.729 * size / 2.0));
                let outline = font.outline_glyph(glyph).expect("a digit has an outline");
                let origin = outline.px_bounds().min;
                let mut drawn = HashSet::new();
                outline.draw(|x, y, coverage| {
                    if coverage >= 0.5 {
                        drawn.insert((
                            origin.x as i64 + i64::from(x),
                            origin.y as i64 + i64::from(y),
                        ));
                    }
                });
                let both = drawn.intersection(&shown).count();
                (
                    digit,
                    both as f64 / (drawn.len() + shown.len() - both) as f64,
                )
            })
            .max_by(|a, b| a.1.total_cmp(&b.1))
    }
}

/// Each stack of two or more shows its height as a digit in a light badge on its top disc; a
/// lone piece has none. Read from the pixels against the font itself, not the golden images.
#[test]
fn each_stack_shows_its_height_on_a_badge() {
    use focus_bot::rules::{Position, Setup, Stack};
    // Two stacks of each height 2 with different top colours on differently coloured squares,
    // and one of every other height.
    let stacks = [
        ("d4", "1"),
        ("c3", "12"),
        ("f3", "21"),
        ("c5", "112"),
        ("e6", "2121"),
        ("g5", "12121"),
    ];
    let mut board = [Stack::EMPTY; 64];
    for (square, digits) in stacks {
        let pieces: Vec<_> = digits.bytes().map(|d| seat(d - b'0')).collect();
        board[sq(square).index()] = Stack::from_pieces(&pieces).unwrap();
    }
    let position = Position::from_setup(&Setup {
        config: Config::two_players(),
        board,
        reserves: [8, 11, 0, 0],
        captured: [0; 4],
        retired: [0; 4],
        to_act: Some(seat(1)),
        out: [false; 4],
        first_placement: [false; 4],
        swap_pending: None,
        first_swap: None,
        outcome: None,
    })
    .unwrap();
    for cell in [56, 90] {
        let options = Options {
            cell,
            ..Options::default()
        };
        let theme = &options.theme;
        let image = render(&position, None, &names(2), &options);
        let badge = |name: &str| {
            let height = position.stack(sq(name)).height();
            Badge::of(&image, &options, sq(name), height)
        };
        let size = 0.17 * cell as f32;
        for (name, digits) in stacks {
            let height = digits.len();
            let badge = badge(name);
            let light = badge.colours().iter().filter(|&&p| p == theme.text).count();
            if height == 1 {
                assert_eq!(light, 0, "{cell}: {name}: a lone piece has no badge");
                continue;
            }
            assert!(
                light * 3 > badge.pixels.len(),
                "{cell}: {name}: no light badge ({light} of {} pixels)",
                badge.pixels.len()
            );
            let (digit, overlap) = badge
                .digit(theme, size)
                .unwrap_or_else(|| panic!("{cell}: {name}: the badge shows no digit"));
            assert_eq!(
                digit as usize, height,
                "{cell}: {name}: the badge reads {digit} (overlap {overlap:.2})"
            );
            assert!(
                overlap > 0.95,
                "{cell}: {name}: {digit} overlaps only {overlap:.2}"
            );
        }
        // Equal heights: the same badge, whatever the top colour and the square underneath
        // (up to rounding in the blend); different heights: a clearly different one.
        let differing = |a: &str, b: &str| {
            let (a, b) = (badge(a).colours(), badge(b).colours());
            assert_eq!(a.len(), b.len());
            let apart = |p: &Rgb<u8>, q: &Rgb<u8>, by: u8| (0..3).any(|i| p[i].abs_diff(q[i]) > by);
            let slightly = a.iter().zip(&b).filter(|(p, q)| apart(p, q, 2)).count();
            let clearly = a.iter().zip(&b).filter(|(p, q)| apart(p, q, 60)).count();
            (slightly, clearly)
        };
        assert_eq!(differing("c3", "f3").0, 0, "{cell}: two 2-high stacks");
        assert!(differing("c3", "c5").1 >= 5, "{cell}: 2-high and 3-high");
    }
}
