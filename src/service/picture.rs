//! Pictures for replies, drawn off the async runtime.
//!
//! The real drawing is `crate::render` (branch `render`); until it lands, this draws a plain
//! board so every reply still carries a valid PNG.

use image::{ImageFormat, Rgb, RgbImage};

use crate::rules::{Game, Square};

use super::ServiceError;

const CELL: u32 = 48;

fn colour(seat: usize) -> Rgb<u8> {
    [
        Rgb([200, 40, 40]),
        Rgb([40, 160, 60]),
        Rgb([40, 80, 200]),
        Rgb([220, 190, 30]),
    ][seat % 4]
}

fn plain_board(game: &Game) -> RgbImage {
    let pos = game.position();
    let mut img = RgbImage::from_pixel(CELL * 8, CELL * 8, Rgb([40, 30, 20]));
    for sq in Square::all() {
        let (x0, y0) = (u32::from(sq.col()) * CELL, u32::from(sq.row()) * CELL);
        let stack = pos.stack(sq);
        for y in 1..CELL - 1 {
            for x in 1..CELL - 1 {
                img.put_pixel(x0 + x, y0 + y, Rgb([230, 215, 180]));
            }
        }
        for (level, seat) in stack.pieces().enumerate() {
            let top = CELL - 6 - 7 * level as u32;
            for y in top - 5..top {
                for x in 8..CELL - 8 {
                    img.put_pixel(x0 + x, y0 + y, colour(seat.index()));
                }
            }
        }
    }
    img
}

fn encode(img: &RgbImage) -> Result<Vec<u8>, ServiceError> {
    let mut out = std::io::Cursor::new(Vec::new());
    img.write_to(&mut out, ImageFormat::Png)
        .map_err(|e| ServiceError::Picture(e.to_string()))?;
    Ok(out.into_inner())
}

/// The board as a PNG (blocking: call it in `spawn_blocking`).
pub fn board_png(game: &Game, _names: &[String]) -> Result<Vec<u8>, ServiceError> {
    encode(&plain_board(game))
}

/// The whole game as an animated GIF (blocking).
pub fn replay_gif(game: &Game, _names: &[String]) -> Result<Vec<u8>, ServiceError> {
    use image::codecs::gif::{GifEncoder, Repeat};
    use image::{Delay, Frame};
    let mut replay = Game::new(game.position().config());
    let mut frames = vec![plain_board(&replay)];
    for &turn in game.record() {
        replay
            .apply(turn)
            .map_err(|e| ServiceError::Picture(e.to_string()))?;
        frames.push(plain_board(&replay));
    }
    let mut out = Vec::new();
    {
        let mut enc = GifEncoder::new_with_speed(&mut out, 10);
        enc.set_repeat(Repeat::Infinite)
            .map_err(|e| ServiceError::Picture(e.to_string()))?;
        for f in frames {
            let rgba = image::DynamicImage::ImageRgb8(f).to_rgba8();
            enc.encode_frame(Frame::from_parts(
                rgba,
                0,
                0,
                Delay::from_numer_denom_ms(800, 1),
            ))
            .map_err(|e| ServiceError::Picture(e.to_string()))?;
        }
    }
    Ok(out)
}
