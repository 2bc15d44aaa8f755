//! The reasons of the rules, the notation and the commands' options, said in a language: why
//! an action is illegal, why a text is not an action, why options make no game, why an
//! option's value means nothing. The rules keep their English `Display` for the engine's own
//! command-line tools.

use crate::markup;
use crate::notation::{OptionError, ParseError, TimeLimitError};
use crate::rules::{BoardSymmetry, ConfigError, IllegalAction};
use crate::t;

use super::{Lang, colour};

/// Why an action cannot be played, in `lang` (a clause: no capital, no full stop).
#[must_use]
pub fn illegal(lang: Lang, e: &IllegalAction) -> String {
    match *e {
        IllegalAction::GameOver => t!(lang, "illegal-game-over"),
        IllegalAction::OffBoard(sq) => t!(lang, "illegal-off-board", square = sq.to_string()),
        IllegalAction::Empty(sq) => t!(lang, "illegal-empty", square = sq.to_string()),
        IllegalAction::NotYours { square, owner, you } => t!(
            lang,
            "illegal-not-yours",
            square = square.to_string(),
            owner = colour(lang, owner),
            you = colour(lang, you)
        ),
        IllegalAction::TooFew { square, height } => t!(
            lang,
            "illegal-too-few",
            square = square.to_string(),
            height = height
        ),
        IllegalAction::NotStraight { from, to } => t!(
            lang,
            "illegal-not-straight",
            from = from.to_string(),
            to = to.to_string()
        ),
        IllegalAction::Nowhere(sq) => t!(lang, "illegal-nowhere", square = sq.to_string()),
        IllegalAction::CountMismatch { count, distance } => {
            t!(lang, "illegal-count", count = count, distance = distance)
        }
        IllegalAction::NoReserve => t!(lang, "illegal-no-reserve"),
        IllegalAction::FirstPlacement { taken, example } => match taken {
            Some(taken) => t!(
                lang,
                "illegal-first-placement-taken",
                taken = taken.to_string(),
                example = example.to_string()
            ),
            None => t!(
                lang,
                "illegal-first-placement",
                example = example.to_string()
            ),
        },
        IllegalAction::SwapRequired { opponent, example } => t!(
            lang,
            "illegal-swap-required",
            opponent = colour(lang, opponent),
            example = example.to_string()
        ),
        IllegalAction::NoSwap => t!(lang, "illegal-no-swap"),
        IllegalAction::BadSwapSquare {
            square,
            opponent,
            example,
        } => t!(
            lang,
            "illegal-bad-swap-square",
            square = square.to_string(),
            opponent = colour(lang, opponent),
            example = example.to_string()
        ),
        IllegalAction::SymmetricSwap { symmetry } => t!(
            lang,
            "illegal-symmetric",
            symmetry = match symmetry {
                BoardSymmetry::ColumnMirror => t!(lang, "symmetry-column"),
                BoardSymmetry::RowMirror => t!(lang, "symmetry-row"),
                BoardSymmetry::HalfTurn => t!(lang, "symmetry-half-turn"),
            }
        ),
        IllegalAction::NoSuchSeat(n) => t!(lang, "illegal-no-seat", n = n),
        IllegalAction::AlreadyOut(seat) => {
            t!(lang, "illegal-already-out", colour = colour(lang, seat))
        }
    }
}

/// Why a text is not an action, in `lang` (a clause).
#[must_use]
pub fn parse(lang: Lang, e: &ParseError) -> String {
    match e {
        ParseError::Empty => t!(lang, "parse-empty"),
        ParseError::BadSquare(text) => t!(lang, "parse-bad-square", text = text.as_str()),
        ParseError::BadCount(text) => t!(lang, "parse-bad-count", text = text.as_str()),
        ParseError::Unrecognised(text) => t!(lang, "parse-unrecognised", text = text.as_str()),
    }
}

/// Why options make no game, in `lang` (a clause).
#[must_use]
pub fn config(lang: Lang, e: &ConfigError) -> String {
    match *e {
        ConfigError::Players(n) => t!(lang, "config-players", n = n),
        ConfigError::SwapNeedsTwo => t!(lang, "config-swap-two"),
        ConfigError::ShortZero => t!(lang, "config-short-zero"),
        ConfigError::ShortUnreachable { target, enemies } => t!(
            lang,
            "config-short-unreachable",
            target = target,
            enemies = enemies
        ),
    }
}

/// Why a text is not a turn's time limit, in `lang` (a sentence).
#[must_use]
pub fn time_limit(lang: Lang, e: &TimeLimitError) -> String {
    match e {
        TimeLimitError::NotATime(text) => t!(lang, "time-limit-bad", text = markup::quoted(text)),
        TimeLimitError::OutOfRange => t!(lang, "time-limit-range"),
    }
}

/// Why a `/focus` option's value means nothing, in `lang` (a sentence).
#[must_use]
pub fn option(lang: Lang, e: &OptionError) -> String {
    match e {
        OptionError::Mode(text) => t!(lang, "parse-mode", text = text.as_str()),
        OptionError::First(text) => t!(lang, "parse-first", text = text.as_str()),
        OptionError::Answer(text) => t!(lang, "parse-answer", text = text.as_str()),
        OptionError::Level(text) => t!(lang, "parse-level", text = text.as_str()),
        OptionError::YesNo { name, text } => t!(
            lang,
            "parse-yes-no",
            name = name.as_str(),
            text = text.as_str()
        ),
        OptionError::Time(e) => time_limit(lang, e),
    }
}
