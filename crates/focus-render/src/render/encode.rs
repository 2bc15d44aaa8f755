//! The encoders: an image as an indexed or RGB PNG (rows Up-filtered and deflated here), and
//! why a picture could not be made.

use image::RgbImage;
use miniz_oxide::deflate::core::deflate_flags::{
    TDEFL_GREEDY_PARSING_FLAG, TDEFL_WRITE_ZLIB_HEADER,
};
use miniz_oxide::deflate::core::{
    CompressorOxide, TDEFLFlush, TDEFLStatus, compress, create_comp_flags_from_zip_params,
};

use super::palette::Palette;

/// Why a picture could not be made.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// The PNG encoder failed.
    #[error("cannot encode the PNG: {0}")]
    Png(#[from] png::EncodingError),
    /// The GIF encoder failed.
    #[error("cannot encode the GIF: {0}")]
    Gif(#[from] gif::EncodingError),
    /// The game record does not replay from the start (a game loaded from a position).
    #[error("turn {turn} of the record does not replay: {reason}")]
    Replay {
        /// 1-based turn number.
        turn: usize,
        /// Why.
        reason: String,
    },
    /// The picture is too large for the format.
    #[error("the picture is too large for a GIF")]
    TooLarge,
}

/// Encodes an image as an 8-bit indexed PNG on `palette` (each pixel looked up, see
/// [`Palette`]): the Up filter on every row, deflate with greedy parsing and one probe per
/// position (miniz's level 1), one IDAT chunk. This is what the bot sends.
///
/// Measured on the 596×471 picture (`cargo bench --bench render`): greedy parsing makes
/// 14–24 KB in 0.45–0.82 ms of encoding; lazy matching with one probe makes 11–20 KB but takes
/// 1.2–1.6 ms, which put a busy 4-player board over the 2.6 ms aim for drawing and encoding.
/// (At the earlier 710×1043 picture greedy parsing left a busy 4-player board at 36–37 KB, over
/// the 35 KB aim.) The None filter is 20–40 % larger than Up on these pictures.
pub fn encode_indexed_png(image: &RgbImage, palette: &Palette) -> Result<Vec<u8>, RenderError> {
    let indices = palette.map(image);
    let zlib =
        deflate_indexed_rows(&indices, image.width() as usize).map_err(png::EncodingError::from)?;
    let mut out = Vec::with_capacity(zlib.len() + 1024);
    let mut encoder = png::Encoder::new(&mut out, image.width(), image.height());
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette.bytes(palette.colours().len()));
    let mut writer = encoder.write_header()?;
    writer.write_chunk(png::chunk::IDAT, &zlib)?;
    writer.finish()?;
    Ok(out)
}

/// The zlib stream of indexed rows, each Up-filtered behind its filter-type byte.
fn deflate_indexed_rows(indices: &[u8], width: usize) -> std::io::Result<Vec<u8>> {
    deflate_up_filtered(
        indices,
        width,
        Deflate::with_flags(TDEFL_WRITE_ZLIB_HEADER | TDEFL_GREEDY_PARSING_FLAG | 1),
    )
}

/// Encodes an image as PNG: RGB, the Up filter on every row, deflate level 1, one IDAT chunk.
///
/// Measured on boards of every player count (`cargo bench --bench render`): level 1 with Up
/// gives 75–110 KB, against 53–83 KB at three times the cost for level 2 with adaptive filtering,
/// and up to 126 KB for `png`'s fastest setting. The rows go straight to `miniz_oxide`: `png`'s
/// own writer passes them through `flate2`, which zeroes a 32 KB buffer on every write and cost
/// a third of the encoding time.
pub fn encode_png(image: &RgbImage) -> Result<Vec<u8>, RenderError> {
    let zlib = deflate_rows(image).map_err(png::EncodingError::from)?;
    let mut out = Vec::with_capacity(zlib.len() + 128);
    let mut encoder = png::Encoder::new(&mut out, image.width(), image.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header()?;
    writer.write_chunk(png::chunk::IDAT, &zlib)?;
    writer.finish()?;
    Ok(out)
}

/// The zlib stream of an image's rows, each Up-filtered behind its filter-type byte.
fn deflate_rows(image: &RgbImage) -> std::io::Result<Vec<u8>> {
    deflate_up_filtered(image.as_raw(), image.width() as usize * 3, Deflate::new())
}

/// The zlib stream of `bytes` cut into rows of `row_len`, each Up-filtered behind its
/// filter-type byte, through `deflate`.
fn deflate_up_filtered(
    bytes: &[u8],
    row_len: usize,
    mut deflate: Deflate,
) -> std::io::Result<Vec<u8>> {
    let mut row = Vec::with_capacity(row_len + 1);
    let mut above: &[u8] = &[];
    for line in bytes.chunks_exact(row_len.max(1)) {
        row.clear();
        row.push(PNG_FILTER_UP);
        if above.is_empty() {
            row.extend_from_slice(line);
        } else {
            row.extend(line.iter().zip(above).map(|(x, b)| x.wrapping_sub(*b)));
        }
        above = line;
        deflate.feed(&row, TDEFLFlush::None)?;
    }
    deflate.feed(&[], TDEFLFlush::Finish)?;
    deflate.out.truncate(deflate.written);
    Ok(deflate.out)
}

/// A zlib stream (deflate level 1 unless told otherwise), written into a buffer that grows as
/// needed.
struct Deflate {
    compressor: Box<CompressorOxide>,
    out: Vec<u8>,
    written: usize,
}

impl Deflate {
    fn new() -> Deflate {
        Deflate::with_flags(create_comp_flags_from_zip_params(1, 15, 0))
    }

    /// A zlib stream with miniz's own compression flags.
    fn with_flags(flags: u32) -> Deflate {
        Deflate {
            compressor: Box::new(CompressorOxide::new(flags)),
            out: vec![0; 192 * 1024],
            written: 0,
        }
    }

    /// Compresses all of `input`; with [`TDEFLFlush::Finish`], also ends the stream.
    fn feed(&mut self, mut input: &[u8], flush: TDEFLFlush) -> std::io::Result<()> {
        loop {
            if self.out.len() - self.written < 64 * 1024 {
                self.out.resize(self.out.len() * 2, 0);
            }
            let (status, read, wrote) = compress(
                &mut self.compressor,
                input,
                &mut self.out[self.written..],
                flush,
            );
            self.written += wrote;
            input = &input[read..];
            match status {
                TDEFLStatus::Done => return Ok(()),
                TDEFLStatus::Okay if input.is_empty() && flush == TDEFLFlush::None => {
                    return Ok(());
                }
                TDEFLStatus::Okay => {}
                TDEFLStatus::BadParam | TDEFLStatus::PutBufFailed => {
                    return Err(std::io::Error::other(format!("deflate failed: {status:?}")));
                }
            }
        }
    }
}

/// The PNG row filter type "Up": each byte minus the byte above it.
const PNG_FILTER_UP: u8 = 2;
