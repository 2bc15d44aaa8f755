//! Game records: the replay syntax of `docs/formats.md` (one action a line, `resign N`, `draw`,
//! `#` comments and `[Tag "value"]` headers).

use std::fmt::Write as _;

use super::parse_action;
use crate::rules::{Config, Game, Seat, Turn};

/// A record line that could not be read or played: `line N: reason`.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("line {line}: {reason}")]
pub struct RecordError {
    /// 1-based line number.
    pub line: usize,
    /// What is wrong, as a sentence.
    pub reason: String,
}

/// The `[Tag "value"]` headers of a record, in order.
pub type RecordHeader = Vec<(String, String)>;

/// Reads one record line: `Ok(None)` for a blank, comment or header line.
pub fn parse_turn(line: &str) -> Result<Option<Turn>, String> {
    let t = line.trim();
    if t.is_empty() || t.starts_with('#') || (t.starts_with('[') && t.ends_with(']')) {
        return Ok(None);
    }
    let lower = t.to_ascii_lowercase();
    if lower == "draw" {
        return Ok(Some(Turn::Draw));
    }
    if let Some(rest) = lower.strip_prefix("resign") {
        let rest = rest.trim();
        return match rest.parse::<u8>().ok().and_then(Seat::from_number) {
            Some(seat) => Ok(Some(Turn::Resign(seat))),
            None => Err("write `resign N` with the seat number N, 1 to 4".to_string()),
        };
    }
    parse_action(t)
        .map(|a| Some(Turn::Act(a)))
        .map_err(|e| e.to_string())
}

/// Replays a record from the start of a game with these options. Stops at the first line that
/// cannot be read or played.
pub fn read_record(config: Config, text: &str) -> Result<Game, RecordError> {
    let mut game = Game::new(config);
    for (i, line) in text.lines().enumerate() {
        let err = |reason: String| RecordError {
            line: i + 1,
            reason,
        };
        if let Some(turn) = parse_turn(line).map_err(err)? {
            game.apply(turn).map_err(|e| err(e.to_string()))?;
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
        match turn {
            Turn::Act(a) => writeln!(out, "{a}"),
            Turn::Resign(s) => writeln!(out, "resign {}", s.number()),
            Turn::Draw => writeln!(out, "draw"),
        }
        .expect("writing to a String");
    }
    out
}
