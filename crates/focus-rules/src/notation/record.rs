//! Game records: the replay syntax of `docs/formats.md` (one action a line, `resign N`, `time N`,
//! `draw`, `abort`,
//! `#` comments and `[Tag "value"]` headers).

use std::fmt::Write as _;

use super::{ParseError, parse_action};
use crate::rules::{Config, Game, IllegalAction, Seat, Turn};

/// A record line that could not be read or played: `line N: reason`.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("line {line}: {reason}")]
pub struct RecordError {
    /// 1-based line number.
    pub line: usize,
    /// What is wrong.
    pub reason: LineFault,
}

/// Why a record line is not a turn, or not one the game allows.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum LineFault {
    /// The line is not a turn.
    #[error(transparent)]
    Turn(#[from] TurnError),
    /// The turn is not legal here.
    #[error(transparent)]
    Illegal(#[from] IllegalAction),
}

/// Why a record line is not a turn.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum TurnError {
    /// `resign` or `time` without a seat number.
    #[error("write `{word} N` with the seat number N, 1 to 4")]
    NoSeat {
        /// `resign` or `time`.
        word: &'static str,
    },
    /// Not an action.
    #[error(transparent)]
    Action(#[from] ParseError),
}

/// The `[Tag "value"]` headers of a record, in order.
pub type RecordHeader = Vec<(String, String)>;

/// Reads one record line: `Ok(None)` for a blank, comment or header line.
pub fn parse_turn(line: &str) -> Result<Option<Turn>, TurnError> {
    let t = line.trim();
    if t.is_empty() || t.starts_with('#') || (t.starts_with('[') && t.ends_with(']')) {
        return Ok(None);
    }
    let lower = t.to_ascii_lowercase();
    match lower.as_str() {
        "draw" => return Ok(Some(Turn::Draw)),
        "abort" => return Ok(Some(Turn::Abort)),
        _ => {}
    }
    for (word, turn) in [
        ("resign", Turn::Resign as fn(Seat) -> Turn),
        ("time", Turn::Time),
    ] {
        if let Some(rest) = lower.strip_prefix(word) {
            return match rest.trim().parse::<u8>().ok().and_then(Seat::from_number) {
                Some(seat) => Ok(Some(turn(seat))),
                None => Err(TurnError::NoSeat { word }),
            };
        }
    }
    Ok(Some(Turn::Act(parse_action(t)?)))
}

/// One `[Tag "value"]` header line: its tag and unescaped value, or `None` for any other line.
#[must_use]
pub fn parse_header(line: &str) -> Option<(String, String)> {
    let inner = line.trim().strip_prefix('[')?.strip_suffix(']')?;
    let (tag, rest) = inner.split_once(char::is_whitespace)?;
    let quoted = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::new();
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        value.push(if c == '\\' { chars.next()? } else { c });
    }
    Some((tag.to_string(), value))
}

/// The record's `[Tag "value"]` headers, each with its 1-based line number.
#[must_use]
pub fn read_headers(text: &str) -> Vec<(usize, String, String)> {
    strip_bom(text)
        .lines()
        .enumerate()
        .filter_map(|(i, line)| parse_header(line).map(|(tag, value)| (i + 1, tag, value)))
        .collect()
}

/// The text without a UTF-8 byte-order mark at its start (some editors write one).
#[must_use]
pub fn strip_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// Replays a record from the start of a game with these options. Stops at the first line that
/// cannot be read or played. A byte-order mark at the start is skipped.
pub fn read_record(config: Config, text: &str) -> Result<Game, RecordError> {
    let text = strip_bom(text);
    let mut game = Game::new(config);
    for (i, line) in text.lines().enumerate() {
        let err = |reason: LineFault| RecordError {
            line: i + 1,
            reason,
        };
        if let Some(turn) = parse_turn(line).map_err(|e| err(e.into()))? {
            game.apply(turn).map_err(|e| err(e.into()))?;
        }
    }
    Ok(game)
}

/// Writes a record: the headers, then one turn a line. It replays with `focus-bot replay`.
#[must_use]
pub fn write_record(header: &[(String, String)], turns: &[Turn]) -> String {
    let mut out = String::new();
    for (tag, value) in header {
        let tag: String = tag.chars().filter(char::is_ascii_alphanumeric).collect();
        let value: String = value
            .chars()
            .filter(|c| !c.is_control())
            .flat_map(|c| match c {
                '"' | '\\' => vec!['\\', c],
                _ => vec![c],
            })
            .collect();
        let _ = writeln!(out, "[{tag} \"{value}\"]");
    }
    if !header.is_empty() {
        out.push('\n');
    }
    for turn in turns {
        let _ = writeln!(out, "{turn}");
    }
    out
}
