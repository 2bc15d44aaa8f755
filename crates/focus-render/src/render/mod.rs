//! The board picture: a pure function from a position, its last turn and the players' names to
//! an image, plus PNG and animated GIF encoders. No I/O, no Discord.
//!
//! [`board_png`] and [`replay_gif`] are what the bot calls; [`render`] draws one picture into an
//! [`image::RgbImage`] for anything else (tests, benchmarks, other encoders).
//!
//! Text: every size is a fraction of the square, but CJK characters are never drawn under
//! [`CJK_SMALLEST_EM`], 12 pixels a character (so 捕獲 stays readable in the GIF's smaller
//! pictures too); text too wide for its place is cut with "…", a display name's
//! parenthesised qualifier (the computer's level) kept apart.

mod animation;
mod banner;
mod chart;
mod encode;
mod face;
mod layout;
mod names;
mod paint;
mod palette;
mod panel;
mod picture;
mod scene;
mod standings;
mod theme;
mod tournament_standings;
mod words;

use crate::rules::Game;

pub use animation::{GifOptions, encode_gif};
pub use chart::{
    Chart, LINE_CONTRAST, chart_png, chart_point, contrast, line_colour, render_chart,
    suggestion_png,
};
pub use encode::{RenderError, encode_indexed_png, encode_png};
pub use face::{CJK_SMALLEST_EM, visual_order};
pub use names::isolated;
pub use palette::{PALETTE_SIZE, Palette, distance};
pub use picture::{picture_size, render, render_scene, square_area};
pub use scene::{Fate, LastTurn, MARKS_SHOWN, Scene, Table};
pub use standings::{StandingLine, StandingSection, render_standings, standings_png};
pub use theme::{Options, Theme};
pub use tournament_standings::{
    EntrantLine, Figures, RoundMark, StandingsWords, render_tournament_standings,
    tournament_standings_png,
};
pub use words::Words;

/// Picture of the game's current position as an indexed PNG: the turns since the seat to act
/// last acted marked (see [`Scene::of_game`]), the table's names, ratings and draw offers on
/// the player cards.
pub fn board_png(game: &Game, table: &Table) -> Result<Vec<u8>, RenderError> {
    board_png_sized(game, table, Options::default().cell)
}

/// [`board_png`] with squares of `cell` pixels: the default 56 gives 596×471, twice that a
/// picture twice as sharp for a high-density screen (the web page's `srcset`).
pub fn board_png_sized(game: &Game, table: &Table, cell: u32) -> Result<Vec<u8>, RenderError> {
    let options = Options {
        cell,
        ..Options::default()
    };
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
