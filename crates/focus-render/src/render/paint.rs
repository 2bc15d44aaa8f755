//! Anti-aliased drawing primitives on an RGB canvas: each shape is a signed distance function,
//! and a pixel is covered by `0.5 - distance` (clamped), which gives smooth one-pixel edges.

use ab_glyph::{Font, point};

use super::face::Face;
use image::{Rgb, RgbImage};

/// An image filled with one colour.
pub(crate) fn canvas(width: u32, height: u32, colour: Rgb<u8>) -> RgbImage {
    let raw = colour.0.repeat(width as usize * height as usize);
    RgbImage::from_raw(width, height, raw).expect("the buffer matches the size")
}

/// Blends `colour` over the pixel at (x, y) with coverage `alpha` in 0..=1.
fn blend(img: &mut RgbImage, x: u32, y: u32, colour: Rgb<u8>, alpha: f32) {
    if alpha <= 0.0 {
        return;
    }
    let p = img.get_pixel_mut(x, y);
    if alpha >= 1.0 {
        *p = colour;
        return;
    }
    for i in 0..3 {
        let d = f32::from(p.0[i]);
        p.0[i] = (d + (f32::from(colour.0[i]) - d) * alpha + 0.5) as u8;
    }
}

/// Runs `coverage(px, py)` (pixel centres) over the box `x0..x1 × y0..y1`, clipped to the image.
fn fill_with(
    img: &mut RgbImage,
    (x0, y0, x1, y1): (f32, f32, f32, f32),
    colour: Rgb<u8>,
    coverage: impl Fn(f32, f32) -> f32,
) {
    let xa = x0.floor().max(0.0) as u32;
    let ya = y0.floor().max(0.0) as u32;
    let xb = (x1.ceil().max(0.0) as u32).min(img.width());
    let yb = (y1.ceil().max(0.0) as u32).min(img.height());
    for y in ya..yb {
        for x in xa..xb {
            let a = coverage(x as f32 + 0.5, y as f32 + 0.5);
            blend(img, x, y, colour, a);
        }
    }
}

/// Fills a rectangle with rounded corners of radius `r` (0 for square corners). Own code:
/// imageproc has no anti-aliased rounded rectangle.
///
/// Per row, the pixels well inside horizontally share one coverage (full on the straight part,
/// partial on the top and bottom edges), so only the few pixels near the left and right edges
/// evaluate the distance function.
pub(crate) fn rounded_rect(
    img: &mut RgbImage,
    (x, y, w, h): (f32, f32, f32, f32),
    r: f32,
    colour: Rgb<u8>,
) {
    if w <= 0.0 || h <= 0.0 {
        return;
    }
    let r = r.max(0.0).min(w / 2.0).min(h / 2.0);
    let (cx, cy) = (x + w / 2.0, y + h / 2.0);
    let (hx, hy) = (w / 2.0 - r, h / 2.0 - r);
    let (iw, ih) = (img.width() as i64, img.height() as i64);
    let ya = (y.floor() as i64).max(0);
    let yb = (((y + h).ceil()) as i64).min(ih);
    let xa = (x.floor() as i64).max(0);
    let xb = (((x + w).ceil()) as i64).min(iw);
    if ya >= yb || xa >= xb {
        return;
    }
    // Columns whose centre is at least half a pixel inside the straight part.
    let mid_a = ((cx - hx + 0.5 - 0.5).ceil() as i64).clamp(xa, xb);
    let mid_b = ((cx + hx - 0.5 - 0.5).floor() as i64 + 1).clamp(mid_a, xb);
    let sdf = |px: f32, py: f32| {
        let qx = (px - cx).abs() - hx;
        let qy = (py - cy).abs() - hy;
        let (ox, oy) = (qx.max(0.0), qy.max(0.0));
        let d = (ox * ox + oy * oy).sqrt() + qx.max(qy).min(0.0) - r;
        (0.5 - d).clamp(0.0, 1.0)
    };
    let stride = iw as usize * 3;
    // One row of the colour, copied in one go (fast even in unoptimised test builds).
    let solid = colour.0.repeat((mid_b - mid_a) as usize);
    let buf: &mut [u8] = img;
    for yy in ya..yb {
        let py = yy as f32 + 0.5;
        let row = &mut buf[yy as usize * stride..(yy as usize + 1) * stride];
        for xx in (xa..mid_a).chain(mid_b..xb) {
            blend_px(row, xx as usize, colour, sdf(xx as f32 + 0.5, py));
        }
        let qy = (py - cy).abs() - hy;
        let a = (0.5 + r - qy).clamp(0.0, 1.0);
        if a >= 1.0 {
            let span = &mut row[mid_a as usize * 3..mid_b as usize * 3];
            span.copy_from_slice(&solid[..span.len()]);
        } else if a > 0.0 {
            for xx in mid_a..mid_b {
                blend_px(row, xx as usize, colour, a);
            }
        }
    }
}

/// Blends `colour` over pixel `x` of one row of RGB bytes.
fn blend_px(row: &mut [u8], x: usize, colour: Rgb<u8>, alpha: f32) {
    if alpha <= 0.0 {
        return;
    }
    let p = &mut row[x * 3..x * 3 + 3];
    if alpha >= 1.0 {
        p.copy_from_slice(&colour.0);
        return;
    }
    for (d, s) in p.iter_mut().zip(colour.0) {
        let old = f32::from(*d);
        *d = (old + (f32::from(s) - old) * alpha + 0.5) as u8;
    }
}

/// Fills a circle. Own code: imageproc's circles are not anti-aliased.
pub(crate) fn circle(img: &mut RgbImage, (cx, cy): (f32, f32), r: f32, colour: Rgb<u8>) {
    fill_with(
        img,
        (cx - r - 1.0, cy - r - 1.0, cx + r + 1.0, cy + r + 1.0),
        colour,
        |px, py| {
            let (dx, dy) = (px - cx, py - cy);
            (0.5 - ((dx * dx + dy * dy).sqrt() - r)).clamp(0.0, 1.0)
        },
    );
}

/// Fills a rectangle on whole pixels (the board's squares, rim and washes): imageproc's
/// `draw_filled_rect_mut`, exact there, where [`rounded_rect`] would anti-alias edges that have
/// nothing to smooth.
pub(crate) fn pixel_rect(img: &mut RgbImage, (x, y, w, h): (f32, f32, f32, f32), colour: Rgb<u8>) {
    debug_assert!(
        [x, y, w, h].iter().all(|v| v.fract() == 0.0),
        "a pixel rectangle on whole pixels"
    );
    if w < 1.0 || h < 1.0 {
        return;
    }
    let rect = imageproc::rect::Rect::at(x as i32, y as i32).of_size(w as u32, h as u32);
    imageproc::drawing::draw_filled_rect_mut(img, rect, colour);
}

/// Draws a thick line with round ends from `a` to `b`. Own code: imageproc's anti-aliased
/// line segment is a one-pixel Wu line.
pub(crate) fn line(img: &mut RgbImage, a: (f32, f32), b: (f32, f32), width: f32, colour: Rgb<u8>) {
    let hw = width / 2.0;
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = (dx * dx + dy * dy).max(1e-6);
    let bbox = (
        a.0.min(b.0) - hw - 1.0,
        a.1.min(b.1) - hw - 1.0,
        a.0.max(b.0) + hw + 1.0,
        a.1.max(b.1) + hw + 1.0,
    );
    fill_with(img, bbox, colour, |px, py| {
        let t = (((px - a.0) * dx + (py - a.1) * dy) / len2).clamp(0.0, 1.0);
        let (ex, ey) = (px - a.0 - t * dx, py - a.1 - t * dy);
        let d = (ex * ex + ey * ey).sqrt() - hw;
        (0.5 - d).clamp(0.0, 1.0)
    });
}

/// Fills a convex polygon given clockwise or counter-clockwise. Own code: imageproc's
/// anti-aliased polygon takes whole-pixel vertices, too coarse for arrow heads a few pixels wide.
pub(crate) fn polygon(img: &mut RgbImage, points: &[(f32, f32)], colour: Rgb<u8>) {
    if points.len() < 3 {
        return;
    }
    let area: f32 = (0..points.len())
        .map(|i| {
            let (p, q) = (points[i], points[(i + 1) % points.len()]);
            p.0 * q.1 - q.0 * p.1
        })
        .sum();
    let sign = if area >= 0.0 { 1.0 } else { -1.0 };
    let edges: Vec<(f32, f32, f32)> = (0..points.len())
        .map(|i| {
            let (p, q) = (points[i], points[(i + 1) % points.len()]);
            let (ex, ey) = (q.0 - p.0, q.1 - p.1);
            let len = ex.hypot(ey).max(1e-6);
            // Inward normal (n.x, n.y) and offset: distance inside = n·pt - c.
            let (nx, ny) = (-ey * sign / len, ex * sign / len);
            (nx, ny, nx * p.0 + ny * p.1)
        })
        .collect();
    let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for &(x, y) in points {
        x0 = x0.min(x);
        y0 = y0.min(y);
        x1 = x1.max(x);
        y1 = y1.max(y);
    }
    fill_with(
        img,
        (x0 - 1.0, y0 - 1.0, x1 + 1.0, y1 + 1.0),
        colour,
        |px, py| {
            let inside = edges
                .iter()
                .map(|&(nx, ny, c)| nx * px + ny * py - c)
                .fold(f32::MAX, f32::min);
            (inside + 0.5).clamp(0.0, 1.0)
        },
    );
}

/// Where a line of text is anchored horizontally.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Align {
    /// `x` is the left edge.
    Left,
    /// `x` is the centre.
    Centre,
}

/// Width in pixels of `text` at `size` (characters no font has count as nothing). Own code:
/// imageproc's `text_size` measures glyph bounds of one font, and text is laid out by advances
/// across the face's fonts.
pub(crate) fn text_width(face: &Face, size: f32, text: &str) -> f32 {
    face.layout(size, text, 0.0).1
}

/// Draws one line of text with its vertical centre (of the main font's cap height) at `cy`;
/// characters no font has are skipped. Returns the width drawn.
pub(crate) fn text(
    img: &mut RgbImage,
    face: &Face,
    size: f32,
    (x, cy): (f32, f32),
    align: Align,
    colour: Rgb<u8>,
    text: &str,
) -> f32 {
    let width = text_width(face, size, text);
    let left = match align {
        Align::Left => x,
        Align::Centre => x - width / 2.0,
    };
    let (placed, _) = face.layout(size, text, left);
    // Cap height of DejaVu Sans is 0.729 em; centre capitals on `cy`. Every font of the face
    // shares that baseline.
    let baseline = cy + 0.729 * size / 2.0;
    let (w, h) = (img.width() as i32, img.height() as i32);
    for p in placed {
        let glyph = p
            .glyph
            .with_scale_and_position(p.scale, point(p.x, baseline + p.dy));
        if let Some(outline) = face.font(p.font).outline_glyph(glyph) {
            let bb = outline.px_bounds();
            outline.draw(|gx, gy, cov| {
                let px = bb.min.x as i32 + gx as i32;
                let py = bb.min.y as i32 + gy as i32;
                if px >= 0 && py >= 0 && px < w && py < h {
                    blend(img, px as u32, py as u32, colour, cov);
                }
            });
        }
    }
    width
}
