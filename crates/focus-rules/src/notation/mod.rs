//! Reading and writing Focus: action notation (pbmserv's), the position JSON and game records.

mod json;
mod option_error;
mod record;
mod time_limit;

use std::fmt;
use std::str::FromStr;

use crate::rules::{Action, Square};

pub use json::{JsonError, position_from_json, position_to_json};
pub use option_error::OptionError;
pub use record::{
    LineFault, RecordError, RecordHeader, TurnError, parse_header, parse_turn, read_headers,
    read_record, strip_bom, write_record,
};
pub use time_limit::{TimeLimitError, parse_time_limit};

/// A syntax error: the text is not an action at all, whatever the position.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ParseError {
    /// Nothing was written.
    #[error("write an action, like `c3-f3:3`, `r:e5` or `s:c3-d3`")]
    Empty,
    /// A token that should be a square is not one.
    #[error("`{0}` is not a square: write a column a–h and a row 1–8, like `c3`")]
    BadSquare(String),
    /// The `:k` part is not a piece count.
    #[error("`:{0}` is not a piece count: write how many pieces move, 1 to 5, like `c3-f3:3`")]
    BadCount(String),
    /// Anything else.
    #[error(
        "`{0}` is not an action: write a move like `c3-f3:3`, a placement like `r:e5`, or a swap like `s:c3-d3`"
    )]
    Unrecognised(String),
}

/// Echoes user text back safely: short, and without backticks that would break the markdown.
fn echo(text: &str) -> String {
    let cleaned: String = text
        .chars()
        .filter(|c| *c != '`' && !c.is_control())
        .collect();
    if cleaned.chars().count() > 24 {
        format!("{}…", cleaned.chars().take(24).collect::<String>())
    } else {
        cleaned
    }
}

impl FromStr for Square {
    type Err = ParseError;

    /// A square like `c3` (case-insensitive, surrounding spaces ignored). Cut corners parse;
    /// the rules reject them with their own message.
    fn from_str(s: &str) -> Result<Square, ParseError> {
        let t = s.trim();
        let b = t.as_bytes();
        if b.len() == 2 {
            let col = b[0].to_ascii_lowercase().wrapping_sub(b'a');
            let row = b[1].wrapping_sub(b'1');
            if let Some(sq) = Square::new(col, row) {
                return Ok(sq);
            }
        }
        Err(ParseError::BadSquare(echo(t)))
    }
}

/// An action as written, the way [`parse_action`] reads it: without spaces, in lower case,
/// typographic dashes as `-` (`C3 – d5` is `c3-d5`). For an action that parsed, this is what
/// the player wrote, to echo back: a move without `:k` stays without it.
#[must_use]
pub fn compact_action(text: &str) -> String {
    // Phones and word processors turn `-` into a typographic dash: read those as `-` too.
    text.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            '\u{2010}'..='\u{2015}' | '\u{2212}' | '\u{fe63}' | '\u{ff0d}' => '-',
            c => c,
        })
        .collect::<String>()
        .to_ascii_lowercase()
}

/// Parses an action: `c3-f3:3` or `c3-f3` (move), `r:e5` or bare `e5` (placement), `s:c3-d3`
/// (swap). Case-insensitive; spaces are ignored, around the separators too (`c3 - f3 : 3`).
pub fn parse_action(text: &str) -> Result<Action, ParseError> {
    let compact = compact_action(text);
    if compact.is_empty() {
        return Err(ParseError::Empty);
    }
    if let Some(rest) = compact.strip_prefix("r:") {
        return Ok(Action::Place(rest.parse()?));
    }
    if let Some(rest) = compact.strip_prefix("s:") {
        let (a, b) = rest
            .split_once('-')
            .ok_or_else(|| ParseError::Unrecognised(echo(text.trim())))?;
        return Ok(Action::Swap(a.parse()?, b.parse()?));
    }
    if let Some((from, rest)) = compact.split_once('-') {
        let (to, count) = match rest.split_once(':') {
            Some((to, count)) => (to, Some(count)),
            None => (rest, None),
        };
        let from: Square = from.parse()?;
        let to: Square = to.parse()?;
        let count = match count {
            Some(c) => match c.parse::<u8>() {
                Ok(n) if n > 0 => n,
                _ => return Err(ParseError::BadCount(echo(c))),
            },
            // Without `:k` the count is the distance; a diagonal or a move to the same square
            // gets a count the rules reject ("not a straight line", "goes nowhere") before they
            // look at it, and that still prints and parses back as the same action.
            None => {
                let distance = from
                    .col()
                    .abs_diff(to.col())
                    .max(from.row().abs_diff(to.row()));
                distance.max(1)
            }
        };
        return Ok(Action::Move { from, to, count });
    }
    if compact.len() == 2 {
        return Ok(Action::Place(compact.parse()?));
    }
    Err(ParseError::Unrecognised(echo(text.trim())))
}

/// Parses the square of a placement, in a command that is only about reserves: `e5` or `r:e5`.
pub fn parse_placement(text: &str) -> Result<Square, ParseError> {
    let compact: String = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect::<String>()
        .to_ascii_lowercase();
    if compact.is_empty() {
        return Err(ParseError::BadSquare(String::new()));
    }
    compact.strip_prefix("r:").unwrap_or(&compact).parse()
}

impl FromStr for Action {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Action, ParseError> {
        parse_action(s)
    }
}

impl fmt::Display for Action {
    /// Canonical notation: `c3-f3:3`, `r:e5`, `s:c3-d3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Move { from, to, count } => write!(f, "{from}-{to}:{count}"),
            Action::Place(sq) => write!(f, "r:{sq}"),
            Action::Swap(a, b) => write!(f, "s:{a}-{b}"),
        }
    }
}
