//! Pictures drawn from a game in a language's words, blocking (call them off the async
//! runtime): the board, the rules' picture and the replay GIF. Pure: no store, no service.

use std::sync::OnceLock;

use crate::i18n::{Lang, colour};
use crate::notation::parse_action;
use crate::render;
use crate::rules::{Config, Game};
use crate::t;

use super::ServiceError;

/// The board as a PNG (blocking: call it in `spawn_blocking`).
pub fn board_png(game: &Game, table: &render::Table) -> Result<Vec<u8>, ServiceError> {
    board_png_scaled(game, table, 1)
}

/// [`board_png`] `scale` times as large (2: for a high-density screen).
pub fn board_png_scaled(
    game: &Game,
    table: &render::Table,
    scale: u32,
) -> Result<Vec<u8>, ServiceError> {
    let started = std::time::Instant::now();
    let cell = render::Options::default().cell * scale.clamp(1, 2);
    let drawn = render::board_png_sized(game, table, cell).map_err(ServiceError::Picture);
    metrics::counter!("focus_pictures_total").increment(1);
    metrics::histogram!("focus_picture_seconds").record(started.elapsed().as_secs_f64());
    drawn
}

/// The turns before the picture of `/focus rules`: Red stacks c2 on Green's d2, Green moves,
/// then Red moves its stack of two down two squares, onto Green's piece on d4 (the marked move).
const RULES_TURNS: [&str; 3] = ["c2-d2:1", "e2-f2:1", "d2-d4:2"];

/// The picture of a move that `/focus rules` and the rules page show, in `lang`'s words
/// (blocking: drawn once per language, then kept). `None` if it could not be drawn.
#[must_use]
pub fn rules_png(lang: Lang) -> Option<Vec<u8>> {
    static DRAWN: [OnceLock<Option<Vec<u8>>>; 4] = [const { OnceLock::new() }; 4];
    DRAWN[lang as usize]
        .get_or_init(|| {
            let mut game = Game::new(Config::two_players());
            for turn in RULES_TURNS {
                let played = parse_action(turn).ok().map(|a| game.play(a));
                if !matches!(played, Some(Ok(()))) {
                    tracing::error!(turn, "the rules' picture's turn is not legal");
                    return None;
                }
            }
            let table = render::Table {
                words: picture_words(lang),
                ..render::Table::default()
            };
            board_png(&game, &table)
                .inspect_err(|e| tracing::error!(error = %e, "drawing the rules' picture failed"))
                .ok()
        })
        .clone()
}

/// The whole game as an animated GIF (blocking).
pub fn replay_gif(game: &Game, names: &[String], lang: Lang) -> Result<Vec<u8>, ServiceError> {
    let table = render::Table {
        words: picture_words(lang),
        ..render::Table::named(names)
    };
    render::replay_gif(game, &table).map_err(ServiceError::Picture)
}

/// The picture's words in `lang` (templates keep their `{who}`, `{colour}` and `{n}`).
#[must_use]
pub fn picture_words(lang: Lang) -> render::Words {
    let colours = crate::rules::Config::new(4, crate::rules::Mode::Teams)
        .map(|c| c.seats().map(|s| colour(lang, s)).collect::<Vec<_>>())
        .unwrap_or_default();
    let mut words = render::Words {
        wins: t!(lang, "pic-wins", who = "{who}"),
        win: t!(lang, "pic-win", who = "{who}"),
        draw: t!(lang, "pic-draw"),
        aborted: t!(lang, "pic-aborted"),
        why_no_moves: t!(lang, "pic-why-no-moves"),
        why_repetition: t!(lang, "pic-why-repetition"),
        why_short: t!(lang, "pic-why-short"),
        why_resign: t!(lang, "pic-why-resign"),
        why_time: t!(lang, "pic-why-time"),
        why_agreed: t!(lang, "pic-why-agreed"),
        why_moderator: t!(lang, "pic-why-moderator"),
        winner: t!(lang, "pic-winner"),
        out: t!(lang, "pic-out"),
        to_place: t!(lang, "pic-to-place"),
        to_swap: t!(lang, "pic-to-swap"),
        to_move: t!(lang, "pic-to-move"),
        skipped: t!(lang, "pic-skipped"),
        offers_draw: t!(lang, "pic-offers-draw"),
        partner: t!(lang, "pic-partner", colour = "{colour}"),
        reserve: t!(lang, "pic-reserve"),
        captured: t!(lang, "pic-captured"),
        stacks: t!(lang, "pic-stacks"),
        start: t!(lang, "pic-start"),
        start_to_move: t!(lang, "pic-start-to-move", colour = "{colour}"),
        last_turn: t!(lang, "pic-last-turn"),
        last_turns: t!(lang, "pic-last-turns", n = "{n}"),
        resigned: t!(lang, "pic-resigned"),
        out_of_time: t!(lang, "pic-out-of-time"),
        draw_agreed: t!(lang, "pic-draw-agreed"),
        turn_aborted: t!(lang, "pic-turn-aborted"),
        off_captured: t!(lang, "pic-off-captured"),
        off_reserve: t!(lang, "pic-off-reserve"),
        letters: [
            t!(lang, "pic-letter-red"),
            t!(lang, "pic-letter-green"),
            t!(lang, "pic-letter-blue"),
            t!(lang, "pic-letter-yellow"),
        ],
        ..render::Words::default()
    };
    for (i, c) in colours.into_iter().enumerate().take(4) {
        words.colours[i] = c;
    }
    words
}
