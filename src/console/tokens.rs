//! A console line cut into words, and a command's words read as its options.
//!
//! Words are separated by spaces; a value in quotes keeps its spaces: straight quotes
//! (`name:"Autumn Swiss"`) or typographic ones (`“…”`, `„…“`, `«…»`, `「…」`, `『…』`), around
//! the whole word or after `name:`. A word that names no option continues the value of a text
//! option before it (`move d3 - d4`, `name:Autumn Swiss`).

use std::collections::HashMap;

use crate::slash_commands::{CommandSpec, Kind};

use super::line_error::LineError;

/// A word of a line: its text (without its quotes), and whether it was quoted.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) struct Word {
    pub(super) text: String,
    pub(super) quoted: bool,
}

/// The closing quote of an opening one.
fn closing(open: char) -> Option<char> {
    match open {
        '"' => Some('"'),
        '“' => Some('”'),
        '„' => Some('“'),
        '«' => Some('»'),
        '「' => Some('」'),
        '『' => Some('』'),
        _ => None,
    }
}

/// Cuts `line` into words; a quote opened and never closed is refused.
pub(super) fn words(line: &str) -> Result<Vec<Word>, LineError> {
    let mut words = Vec::new();
    let mut text = String::new();
    let mut quoted = false;
    let mut open: Option<(char, char)> = None;
    for c in line.chars() {
        if let Some((_, close)) = open {
            if c == close {
                open = None;
            } else {
                text.push(c);
            }
            continue;
        }
        if c.is_whitespace() {
            if !text.is_empty() || quoted {
                words.push(Word {
                    text: std::mem::take(&mut text),
                    quoted,
                });
            }
            quoted = false;
            continue;
        }
        // A quote opens at a word's start or right after `name:`.
        if let Some(close) = closing(c)
            && (text.is_empty() || text.ends_with(':'))
            && !quoted
        {
            open = Some((c, close));
            quoted = true;
            continue;
        }
        text.push(c);
    }
    if let Some((open, close)) = open {
        return Err(LineError::UnclosedQuote { open, close });
    }
    if !text.is_empty() || quoted {
        words.push(Word { text, quoted });
    }
    Ok(words)
}

/// Reads the words after a command as its options, `name:value`; the first may be its first
/// option's value, bare; a word naming no option continues a text option's value.
pub(super) fn options(
    spec: &CommandSpec,
    command: &str,
    words: &[Word],
) -> Result<HashMap<&'static str, String>, LineError> {
    let names: Vec<&'static str> = spec.options.iter().map(|o| o.name).collect();
    let mut options: HashMap<&'static str, String> = HashMap::new();
    let mut last: Option<&'static str> = None;
    for (i, word) in words.iter().enumerate() {
        let token = word.text.as_str();
        let named = token
            .split_once(':')
            .and_then(|(n, v)| names.iter().find(|&&k| k == n).map(|&k| (k, v)));
        let (name, value) = match named {
            Some((name, value)) => (name, value.trim()),
            None if i == 0 && !names.is_empty() => (names[0], token.trim()),
            None => match last.filter(|name| is_text(spec, name)) {
                Some(name) => {
                    if let Some(value) = options.get_mut(name) {
                        value.push(' ');
                        value.push_str(token);
                    }
                    continue;
                }
                None => {
                    return Err(LineError::NotOption {
                        token: token.to_string(),
                        command: command.to_string(),
                        options: names,
                    });
                }
            },
        };
        if options.insert(name, value.to_string()).is_some() {
            return Err(LineError::OptionTwice(name));
        }
        last = Some(name);
    }
    Ok(options)
}

/// Whether `name` is a free-text option of `spec` (a move, a square, a name).
fn is_text(spec: &CommandSpec, name: &str) -> bool {
    spec.options
        .iter()
        .any(|o| o.name == name && o.kind == Kind::Text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::slash_commands::{find, find_group};

    fn texts(line: &str) -> Vec<String> {
        words(line).unwrap().into_iter().map(|w| w.text).collect()
    }

    #[test]
    fn quotes_keep_spaces_straight_or_typographic() {
        assert_eq!(
            texts(r#"@a /focus tournament create name:"Autumn Swiss" rated:no"#),
            [
                "@a",
                "/focus",
                "tournament",
                "create",
                "name:Autumn Swiss",
                "rated:no"
            ]
        );
        assert_eq!(texts("name:“Coupe d'été”"), ["name:Coupe d'été"]);
        assert_eq!(texts("name:« Coupe »"), ["name: Coupe "]);
        assert_eq!(texts("「秋の大会 2」"), ["秋の大会 2"]);
        assert_eq!(texts("l'automne x"), ["l'automne", "x"]);
        assert!(matches!(
            words("name:\"Autumn"),
            Err(LineError::UnclosedQuote { open: '"', .. })
        ));
    }

    #[test]
    fn a_text_option_goes_on_over_spaces_and_a_quoted_value_is_trimmed() {
        let create = find_group("tournament")
            .and_then(|g| g.find("create"))
            .unwrap();
        let read = |line: &str| options(create, "tournament create", &words(line).unwrap());
        let o = read("format:swiss name:Autumn Swiss rated:no").unwrap();
        assert_eq!(o["name"], "Autumn Swiss");
        assert_eq!(o["rated"], "no");
        let o = read("swiss name:« Autumn Swiss »").unwrap();
        assert_eq!(o["name"], "Autumn Swiss");
        assert_eq!(o["format"], "swiss");
        let moved = find("move").unwrap();
        let o = options(moved, "move", &words("c3-f3 : 3").unwrap()).unwrap();
        assert_eq!(o["move"], "c3-f3 : 3");
        // A word after a choice is still no option.
        assert!(matches!(
            read("format:swiss extra"),
            Err(LineError::NotOption { .. })
        ));
    }
}
