//! The board picture: a pure function from a position, its last turn and the players' names to
//! an image, plus PNG and animated GIF encoders. No I/O, no Discord.
//!
//! [`board_png`] and [`replay_gif`] are what the bot calls; [`render`] draws one picture into an
//! [`RgbImage`] for anything else (tests, benchmarks, other encoders).
//!
//! Text: every size is a fraction of the square, but CJK characters are never drawn under
//! [`CJK_SMALLEST_EM`], 12 pixels a character (so 捕獲 stays readable in the GIF's smaller
//! pictures too); text too wide for its place is cut with "…", a display name's
//! parenthesised qualifier (the computer's level) kept apart.

mod animation;
mod banner;
mod face;
mod layout;
mod names;
mod paint;
mod palette;
mod panel;
mod picture;
mod theme;
mod words;

use std::sync::LazyLock;

use face::Face;

use ab_glyph::FontRef;
use image::RgbImage;
use miniz_oxide::deflate::core::deflate_flags::{
    TDEFL_GREEDY_PARSING_FLAG, TDEFL_WRITE_ZLIB_HEADER,
};
use miniz_oxide::deflate::core::{
    CompressorOxide, TDEFLFlush, TDEFLStatus, compress, create_comp_flags_from_zip_params,
};

use crate::rules::{Action, Game, Mode, Position, Seat, Stack, Turn};

pub use animation::{GifOptions, encode_gif};
pub use palette::{PALETTE_SIZE, Palette, distance};
pub use picture::{picture_size, render, render_scene, square_area};
pub use theme::{Options, Theme, seat_letter};
pub use words::Words;

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

/// The smallest a CJK character (kana, ideograph, Hangul) is ever drawn: 12 pixels a
/// character (its em; an ideograph's ink is 10–11 pixels tall), at every size of the picture
/// (the GIF's smaller one too), which is the smallest size browsers draw CJK text at. Under it
/// a label such as 捕獲 is a smudge. A CJK word smaller than that in the layout is drawn at 12
/// pixels, centred on its line, and cut with "…" if its place is too narrow for it.
pub const CJK_SMALLEST_EM: f32 = 12.0;

/// The fonts, embedded (licences in `fonts/`): DejaVu Sans for Latin, Greek, Cyrillic, Arabic
/// and Hebrew; then Droid Sans Fallback for kana, CJK ideographs and Hangul; then Symbola for
/// emoji and symbols.
pub(crate) struct Fonts {
    /// Regular weight.
    pub regular: Face,
    /// Bold weight (the fallbacks have one weight).
    pub bold: Face,
}

fn embedded(bytes: &'static [u8], name: &str) -> (FontRef<'static>, &'static [u8]) {
    let font = FontRef::try_from_slice(bytes)
        .unwrap_or_else(|e| panic!("the embedded {name} is invalid: {e}"));
    (font, bytes)
}

pub(crate) static FONTS: LazyLock<Fonts> = LazyLock::new(|| {
    let fallbacks = || {
        [
            embedded(
                include_bytes!("../../fonts/DroidSansFallback.ttf"),
                "Droid Sans Fallback",
            ),
            embedded(include_bytes!("../../fonts/Symbola.ttf"), "Symbola"),
        ]
    };
    let with_fallbacks = |main: (FontRef<'static>, &'static [u8])| {
        let mut fonts = vec![main];
        fonts.extend(fallbacks());
        Face::new(fonts).with_smallest_em(1, CJK_SMALLEST_EM)
    };
    Fonts {
        regular: with_fallbacks(embedded(
            include_bytes!("../../fonts/DejaVuSans.ttf"),
            "DejaVu Sans",
        )),
        bold: with_fallbacks(embedded(
            include_bytes!("../../fonts/DejaVuSans-Bold.ttf"),
            "DejaVu Sans Bold",
        )),
    }
});

/// Where a piece that came off the bottom of a stack went.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Fate {
    /// Captured by the mover: out of the game.
    Captured,
    /// Into this seat's reserve (the mover's own, or the partner's in teams).
    Reserve(Seat),
}

/// The last turn as the picture shows it: what was done, by whom, and what came off the bottom.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LastTurn {
    /// The turn.
    pub turn: Turn,
    /// The seat that acted (`None` for an agreed draw).
    pub by: Option<Seat>,
    /// Pieces that came off the bottom of the landing stack, bottom first, and where each went.
    pub off: Vec<(Seat, Fate)>,
    /// The number of this turn in the game, from 1.
    pub number: usize,
}

impl LastTurn {
    /// Works out a turn's effects from the position before it. `number` is its 1-based turn
    /// number.
    #[must_use]
    pub fn new(before: &Position, turn: Turn, number: usize) -> LastTurn {
        let mover = before.to_act();
        let by = match turn {
            Turn::Act(_) => mover,
            Turn::Resign(seat) | Turn::Time(seat) => Some(seat),
            Turn::Draw | Turn::Abort => None,
        };
        let landed = match (turn, mover) {
            (Turn::Act(Action::Move { from, to, count }), Some(_)) => {
                let source = before.stack(from);
                let count = usize::from(count);
                (count >= 1 && count <= source.height()).then(|| {
                    let (_, moving) = source.split_top(count);
                    before.stack(to).land(moving).1
                })
            }
            (Turn::Act(Action::Place(sq)), Some(seat)) => {
                Stack::from_pieces(&[seat]).map(|piece| before.stack(sq).land(piece).1)
            }
            _ => None,
        };
        let off = match (landed, mover) {
            (Some(off), Some(mover)) => off
                .pieces()
                .map(|p| {
                    let friendly = p == mover
                        || (before.config().mode() == Mode::Teams && p == mover.partner());
                    (
                        p,
                        if friendly {
                            Fate::Reserve(p)
                        } else {
                            Fate::Captured
                        },
                    )
                })
                .collect(),
            _ => Vec::new(),
        };
        LastTurn {
            turn,
            by,
            off,
            number,
        }
    }

    /// The last turn of a game, if any was played.
    #[must_use]
    pub fn of_game(game: &Game) -> Option<LastTurn> {
        let before = game.previous_position()?;
        let turn = game.last_turn()?;
        Some(LastTurn::new(before, turn, game.record().len()))
    }
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

/// Who sits at the table, as the player cards show them.
#[derive(Clone, Debug, Default)]
pub struct Table {
    /// Display name of seat i+1 (a computer seat arrives as "Computer (hard)").
    pub names: Vec<String>,
    /// Rating text for seat i+1 under its name (e.g. "1562" or "1500?"), if rated.
    pub ratings: Vec<Option<String>>,
    /// Seats with a pending draw offer.
    pub draw_offers: Vec<Seat>,
    /// The picture's words, in the game's language (English by default).
    pub words: Words,
}

impl Table {
    /// A table with names only: no ratings, no draw offers.
    #[must_use]
    pub fn named(names: &[String]) -> Table {
        Table {
            names: names.to_vec(),
            ..Table::default()
        }
    }
}

/// Everything one picture shows besides the position: the marked turns and the table.
#[derive(Clone, Debug, Default)]
pub struct Scene {
    /// The turns marked on the board, oldest first; the last is the turn that led to the
    /// position. Empty at the start of a game.
    pub marks: Vec<LastTurn>,
    /// Names, ratings, draw offers.
    pub table: Table,
}

/// The most turns marked at once (a seat skipped for several rounds would otherwise fill the
/// board with marks).
pub const MARKS_SHOWN: usize = 4;

impl Scene {
    /// The scene of a game's current position: in 3 and 4 players every turn since the seat to
    /// act last acted, each marked in its player's colour (in 2 players, or once the game is
    /// over, the last turn alone). Worked out by replaying the record from the start; a game
    /// whose record does not replay (loaded from a position) marks its last turn only.
    #[must_use]
    pub fn of_game(game: &Game, table: &Table) -> Scene {
        Scene {
            marks: marks_since_viewer(game)
                .unwrap_or_else(|| LastTurn::of_game(game).into_iter().collect()),
            table: table.clone(),
        }
    }

    /// A scene marking `last` alone.
    #[must_use]
    pub fn last(last: Option<&LastTurn>, table: &Table) -> Scene {
        Scene {
            marks: last.into_iter().cloned().collect(),
            table: table.clone(),
        }
    }
}

/// The turns since the seat to act last acted, oldest first (see [`Scene::of_game`]); `None`
/// when the record does not replay to the game's position.
fn marks_since_viewer(game: &Game) -> Option<Vec<LastTurn>> {
    let position = game.position();
    let viewer = position.to_act()?;
    if position.config().players() < 3 {
        return None;
    }
    let record = game.record();
    // The last turns, walking back from the end until the viewer's own.
    let mut first = record.len();
    while first > 0 && record.len() - first < MARKS_SHOWN {
        let turn = record[first - 1];
        if matches!(turn, Turn::Draw | Turn::Abort) {
            break;
        }
        first -= 1;
    }
    let mut replay = Game::new(position.config());
    let mut marks = Vec::new();
    for (i, &turn) in record.iter().enumerate() {
        let before = *replay.position();
        replay.apply(turn).ok()?;
        if i >= first {
            marks.push(LastTurn::new(&before, turn, i + 1));
        }
    }
    if replay.position() != position {
        return None;
    }
    // Keep only what came after the viewer's last turn.
    if let Some(mine) = marks.iter().rposition(|m| m.by == Some(viewer)) {
        marks.drain(..=mine);
    }
    if marks.is_empty() {
        marks.extend(LastTurn::of_game(game));
    }
    Some(marks)
}

/// Picture of the game's current position as an indexed PNG: the turns since the seat to act
/// last acted marked (see [`Scene::of_game`]), the table's names, ratings and draw offers on
/// the player cards.
pub fn board_png(game: &Game, table: &Table) -> Result<Vec<u8>, RenderError> {
    let options = Options::default();
    let image = render_scene(game.position(), &Scene::of_game(game, table), &options);
    encode_indexed_png(&image, &Palette::for_theme(&options.theme))
}

/// The most turns a replay shows one by one. A longer game shows every
/// [`replay_step`]-th turn (and always the last), which keeps any replay far under Discord's
/// 10 MiB upload limit: a 400-frame replay of a 4-player game is about 3 MB.
pub const REPLAY_FRAMES: usize = 400;

/// How many turns one frame of a game of `turns` turns' replay stands for: 1 up to
/// [`REPLAY_FRAMES`] turns.
#[must_use]
pub fn replay_step(turns: usize) -> usize {
    turns.div_ceil(REPLAY_FRAMES).max(1)
}

/// Animated GIF of the whole game from its start (replays `game.record()` from
/// `Game::new(config)`): one frame per turn (per [`replay_step`] turns in a very long game,
/// always ending on the last position), a longer pause on the last. Each frame marks the turn
/// that led to it; no draw offers are shown.
pub fn replay_gif(game: &Game, table: &Table) -> Result<Vec<u8>, RenderError> {
    let config = game.position().config();
    let turns = game.record().len();
    let step = replay_step(turns);
    let mut replay = Game::new(config);
    let mut frames = Vec::with_capacity(turns / step + 2);
    frames.push((*replay.position(), None));
    for (i, &turn) in game.record().iter().enumerate() {
        let before = *replay.position();
        replay.apply(turn).map_err(|e| RenderError::Replay {
            turn: i + 1,
            reason: e.to_string(),
        })?;
        if (i + 1) % step == 0 || i + 1 == turns {
            frames.push((
                *replay.position(),
                Some(LastTurn::new(&before, turn, i + 1)),
            ));
        }
    }
    let table = Table {
        draw_offers: Vec::new(),
        ..table.clone()
    };
    encode_gif(&frames, &table, &GifOptions::default())
}
