//! The animated replay: one frame per position, drawn smaller than the PNG, mapped onto one
//! fixed 255-colour palette (the renderer's own, shared with the indexed PNG: see [`Palette`]),
//! and each frame stored as only the pixels that changed (the rest transparent), which keeps a
//! 300-turn game to a few megabytes.

use std::borrow::Cow;

use image::{Rgb, RgbImage};

use super::encode::RenderError;
use super::palette::Palette;
use super::picture::picture_size;
use super::picture::render_scene;
use super::scene::{LastTurn, Scene, Table};
use super::theme::Options;
use crate::rules::Position;

/// How the replay is drawn and timed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GifOptions {
    /// The picture options (its `cell` is usually smaller than for the PNG).
    pub picture: Options,
    /// Pause on each frame, in hundredths of a second.
    pub delay: u16,
    /// Pause on the first frame (the start).
    pub first_delay: u16,
    /// Pause on the last frame, before the loop starts again.
    pub last_delay: u16,
}

impl Default for GifOptions {
    fn default() -> GifOptions {
        GifOptions {
            picture: Options {
                cell: 48,
                ..Options::default()
            },
            delay: 80,
            first_delay: 150,
            last_delay: 500,
        }
    }
}

/// The palette index that means "unchanged since the previous frame".
const TRANSPARENT: u8 = 255;

/// Encodes an animated GIF: one frame per `(position, the turn that led to it)`, first to last.
pub fn encode_gif(
    frames: &[(Position, Option<LastTurn>)],
    table: &Table,
    options: &GifOptions,
) -> Result<Vec<u8>, RenderError> {
    let (width, height) = picture_size(&options.picture);
    let pictures = frames
        .iter()
        .map(|(p, last)| render_scene(p, &Scene::last(last.as_ref(), table), &options.picture));
    encode_frames(pictures, frames.len(), (width, height), options)
}

/// Encodes pictures as an animation on a `size` screen; `count` is how many `pictures` yields.
fn encode_frames(
    pictures: impl Iterator<Item = RgbImage>,
    count: usize,
    (width, height): (u32, u32),
    options: &GifOptions,
) -> Result<Vec<u8>, RenderError> {
    let theme = &options.picture.theme;
    let palette = Palette::for_theme(theme);
    let mut encoder: Option<gif::Encoder<Vec<u8>>> = None;
    let mut previous: Vec<u8> = Vec::new();
    let mut previous_picture: Option<RgbImage> = None;
    let w = u16::try_from(width).map_err(|_| RenderError::TooLarge)?;
    let h = u16::try_from(height).map_err(|_| RenderError::TooLarge)?;
    let (width, height) = (usize::from(w), usize::from(h));
    for (n, picture) in pictures.enumerate() {
        if encoder.is_none() {
            let mut e = gif::Encoder::new(Vec::new(), w, h, &palette.bytes(256))?;
            e.set_repeat(gif::Repeat::Infinite)?;
            encoder = Some(e);
        }
        let background = palette.index(theme.background);
        // Start from the previous frame and map only the rows whose pixels changed: most of
        // the picture stays the same from one turn to the next.
        let mut indices = if previous.is_empty() {
            vec![background; width * height]
        } else {
            previous.clone()
        };
        let pw = picture.width() as usize;
        for (y, out) in indices.chunks_exact_mut(width).enumerate() {
            let row = row_of(&picture, y);
            if previous_picture
                .as_ref()
                .is_some_and(|before| row == row_of(before, y))
            {
                continue;
            }
            let Some(row) = row else {
                out.fill(background);
                continue;
            };
            // Runs of one colour are the rule: look a colour up once per run.
            let mut last = [row[0], row[1], row[2]];
            let mut last_index = palette.index(Rgb(last));
            for (px, o) in row.chunks_exact(3).take(pw.min(width)).zip(out.iter_mut()) {
                if px != last {
                    last = [px[0], px[1], px[2]];
                    last_index = palette.index(Rgb(last));
                }
                *o = last_index;
            }
        }
        let delay = if n + 1 == count {
            options.last_delay
        } else if n == 0 {
            options.first_delay
        } else {
            options.delay
        };
        let frame = if previous.is_empty() {
            gif::Frame {
                width: width as u16,
                height: height as u16,
                buffer: Cow::Borrowed(&indices),
                dispose: gif::DisposalMethod::Keep,
                delay,
                ..gif::Frame::default()
            }
        } else {
            changed_frame(&previous, &indices, width, height, delay)
        };
        if let Some(e) = encoder.as_mut() {
            e.write_frame(&frame)?;
        }
        drop(frame);
        previous = indices;
        previous_picture = Some(picture);
    }
    match encoder {
        Some(e) => Ok(e.into_inner()?),
        None => Ok(Vec::new()),
    }
}

/// Row `y` of an image's bytes, if it has that row.
fn row_of(img: &RgbImage, y: usize) -> Option<&[u8]> {
    let (w, h) = (img.width() as usize, img.height() as usize);
    (y < h).then(|| &img.as_raw()[y * w * 3..(y + 1) * w * 3])
}

/// The smallest rectangle holding every changed pixel, unchanged ones in it transparent.
fn changed_frame(
    previous: &[u8],
    current: &[u8],
    width: usize,
    height: usize,
    delay: u16,
) -> gif::Frame<'static> {
    let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
    for y in 0..height {
        let row = y * width..(y + 1) * width;
        let (a, b) = (&previous[row.clone()], &current[row]);
        if a == b {
            continue;
        }
        let first = a.iter().zip(b).position(|(p, q)| p != q).unwrap_or(0);
        let last = width
            - 1
            - a.iter()
                .rev()
                .zip(b.iter().rev())
                .position(|(p, q)| p != q)
                .unwrap_or(0);
        x0 = x0.min(first);
        x1 = x1.max(last);
        y0 = y0.min(y);
        y1 = y1.max(y);
    }
    if x0 == usize::MAX {
        return gif::Frame {
            width: 1,
            height: 1,
            buffer: Cow::Owned(vec![TRANSPARENT]),
            transparent: Some(TRANSPARENT),
            delay,
            ..gif::Frame::default()
        };
    }
    let mut buffer = Vec::with_capacity((x1 - x0 + 1) * (y1 - y0 + 1));
    for y in y0..=y1 {
        for x in x0..=x1 {
            let i = y * width + x;
            buffer.push(if previous[i] == current[i] {
                TRANSPARENT
            } else {
                current[i]
            });
        }
    }
    gif::Frame {
        left: x0 as u16,
        top: y0 as u16,
        width: (x1 - x0 + 1) as u16,
        height: (y1 - y0 + 1) as u16,
        buffer: Cow::Owned(buffer),
        transparent: Some(TRANSPARENT),
        dispose: gif::DisposalMethod::Keep,
        delay,
        ..gif::Frame::default()
    }
}
