//! Text that names people and commands: the service marks who is named, pinged or quoted and
//! which command it suggests, and each front end writes them its own way (Discord: `**name**`
//! with markdown escaped, `<@id>`, `<#id>`, a command example with the names the reader's
//! client shows; the console: the name as typed, `@name`, `#channel`, a command example with
//! the names it accepts).
//!
//! Marks are private-use characters around a kind and a payload; [`clean`] strips them (and
//! control characters) from anything a user typed, so no one can forge a mention with a name.
//! The words around the marks come from the translation files and may use a little light markup
//! of their own (`**bold**`, `` `code` ``), which the console shows plainly.

use std::fmt::Write as _;

/// Opens a mark: the kind character and the payload follow.
const OPEN: char = '\u{e000}';
/// Closes a mark.
const CLOSE: char = '\u{e001}';
/// Separates the parts of a command example: the command, then each option.
const PART: char = '\u{1f}';
/// Separates a part's fields: its name in the table, its name as shown, then an option's value
/// as typed in the console and as shown.
const FIELD: char = '\u{1e}';

/// The longest name shown, in characters.
pub const NAME_LIMIT: usize = 32;

/// One piece of marked text.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Span<'a> {
    /// Words of the bot's own, in light markup.
    Text(&'a str),
    /// A person's or a player's name (Discord shows it bold).
    Name(&'a str),
    /// Something a user typed, shown exactly as typed.
    Quoted(&'a str),
    /// A user, pinged where the reply allows it.
    User(u64),
    /// A server role.
    Role(u64),
    /// A channel or thread.
    Channel(u64),
    /// A command example (`/focus move move:c3-f3:3`), written by [`example_text`].
    Example(&'a str),
}

/// Which names a command example is written with.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Names {
    /// The command table's own names: what the console accepts.
    Table,
    /// The names a Discord client shows in the language of the text.
    Shown,
}

/// One name of a command example: as the table spells it and as a client shows it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Named<'a> {
    /// The table's name (`challenge`).
    pub table: &'a str,
    /// The name shown in the text's language (`défier`).
    pub shown: &'a str,
}

/// `text` without control characters or marks, at most `limit` characters.
fn cleaned(text: &str, limit: usize) -> String {
    text.chars()
        .filter(|&c| !c.is_control() && !is_mark(c))
        .take(limit)
        .collect()
}

fn is_mark(c: char) -> bool {
    matches!(c, OPEN | CLOSE)
}

/// A name as users gave it, made safe to show: no control characters, no marks, at most
/// [`NAME_LIMIT`] characters, a longer one cut to end in "…" as the picture cuts it. Empty if
/// nothing printable was left.
#[must_use]
pub fn clean(name: &str) -> String {
    let mut kept = cleaned(name, NAME_LIMIT + 1);
    if kept.trim().is_empty() {
        return String::new();
    }
    if kept.chars().count() > NAME_LIMIT {
        kept = kept.chars().take(NAME_LIMIT - 1).collect();
        kept.push('…');
    }
    kept
}

fn mark(kind: char, payload: &str) -> String {
    format!("{OPEN}{kind}{payload}{CLOSE}")
}

/// A person's or a player's name, marked (cleaned first).
#[must_use]
pub fn name(name: &str) -> String {
    mark('n', &clean(name))
}

/// Text a user typed (an option's value), marked to be shown exactly as typed.
#[must_use]
pub fn quoted(text: &str) -> String {
    mark('q', &cleaned(text, 100))
}

/// A path or an address (a database URL, a folder), marked to be shown exactly as it is: no
/// markup read in it (a masked password's `***` is not bold).
#[must_use]
pub fn verbatim(text: &str) -> String {
    mark('q', &cleaned(text, 1000))
}

/// A user, marked: it pings only when the reply lists them in its mentions.
#[must_use]
pub fn user(id: u64) -> String {
    mark('u', &id.to_string())
}

/// A server role, marked.
#[must_use]
pub fn role(id: u64) -> String {
    mark('r', &id.to_string())
}

/// A channel, marked.
#[must_use]
pub fn channel(id: u64) -> String {
    mark('c', &id.to_string())
}

/// A command example, marked: `/ROOT COMMAND option:value …`, every name both as the table
/// spells it and as shown. Build it with `slash_commands::command_example`, which checks the names
/// against the command table.
#[must_use]
pub fn example(root: Named<'_>, command: Named<'_>, options: &[(Named<'_>, Named<'_>)]) -> String {
    let field = |text: &str| cleaned(text, 100);
    let mut payload = format!(
        "{}{FIELD}{}{PART}{}{FIELD}{}",
        field(root.table),
        field(root.shown),
        field(command.table),
        field(command.shown)
    );
    for (name, value) in options {
        let _ = write!(
            payload,
            "{PART}{}{FIELD}{}{FIELD}{}{FIELD}{}",
            field(name.table),
            field(name.shown),
            field(value.table),
            field(value.shown)
        );
    }
    mark('x', &payload)
}

/// A command example's text with the chosen names: `/focus défier adversaire:@ami`.
#[must_use]
pub fn example_text(payload: &str, names: Names) -> String {
    let mut out = String::from("/");
    for (i, part) in payload.split(PART).enumerate() {
        let mut fields = part.split(FIELD);
        let table = fields.next().unwrap_or_default();
        let shown = fields.next().unwrap_or(table);
        let pick = |table: &str, shown: &str| match names {
            Names::Table => table.to_string(),
            Names::Shown => shown.to_string(),
        };
        if i > 0 {
            out.push(' ');
        }
        out.push_str(&pick(table, shown));
        if let Some(value) = fields.next() {
            out.push(':');
            out.push_str(&pick(value, fields.next().unwrap_or(value)));
        }
    }
    out
}

/// The spans of marked text, in order. A broken mark is read as the bot's own words.
#[must_use]
pub fn spans(text: &str) -> Spans<'_> {
    Spans { rest: text }
}

/// The iterator of [`spans`].
#[derive(Clone, Debug)]
pub struct Spans<'a> {
    rest: &'a str,
}

impl<'a> Iterator for Spans<'a> {
    type Item = Span<'a>;

    fn next(&mut self) -> Option<Span<'a>> {
        if self.rest.is_empty() {
            return None;
        }
        let Some(start) = self.rest.find(OPEN) else {
            let all = self.rest;
            self.rest = "";
            return Some(Span::Text(all));
        };
        if start > 0 {
            let (words, rest) = self.rest.split_at(start);
            self.rest = rest;
            return Some(Span::Text(words));
        }
        let body = &self.rest[OPEN.len_utf8()..];
        let parsed = body.find(CLOSE).and_then(|end| {
            let mut chars = body[..end].chars();
            let kind = chars.next()?;
            let payload = chars.as_str();
            let id = || payload.parse::<u64>().ok();
            let span = match kind {
                'n' => Some(Span::Name(payload)),
                'q' => Some(Span::Quoted(payload)),
                'u' => id().map(Span::User),
                'r' => id().map(Span::Role),
                'c' => id().map(Span::Channel),
                'x' => Some(Span::Example(payload)),
                _ => None,
            }?;
            Some((span, &body[end + CLOSE.len_utf8()..]))
        });
        match parsed {
            Some((span, rest)) => {
                self.rest = rest;
                Some(span)
            }
            None => {
                // Not a mark after all: drop the stray character and read on.
                self.rest = body;
                self.next()
            }
        }
    }
}

/// Marked text with every span written by `write`.
pub fn render(text: &str, mut write: impl FnMut(&mut String, Span<'_>)) -> String {
    let mut out = String::with_capacity(text.len());
    for span in spans(text) {
        write(&mut out, span);
    }
    out
}

/// Marked text as Discord shows it: names bold, user text with its markdown escaped, mentions
/// as `<@id>`, `<@&id>` and `<#id>`, command examples with the names the reader's client shows
/// (the words around them code-format them).
#[must_use]
pub fn discord(text: &str) -> String {
    render(text, |out, span| match span {
        Span::Text(words) => out.push_str(words),
        Span::Name(name) => {
            let _ = write!(out, "**{}**", escape_markdown(name));
        }
        Span::Quoted(typed) => out.push_str(&escape_markdown(typed)),
        Span::User(id) => {
            let _ = write!(out, "<@{id}>");
        }
        Span::Role(id) => {
            let _ = write!(out, "<@&{id}>");
        }
        Span::Channel(id) => {
            let _ = write!(out, "<#{id}>");
        }
        Span::Example(payload) => out.push_str(&example_text(payload, Names::Shown)),
    })
}

/// Marked text with no markup at all (a button's label, a log line): names and typed text as
/// they are, users by `user_name`, roles and channels by number, command examples with the
/// table's names, `**` and `__` dropped from the words.
#[must_use]
pub fn plain(text: &str, user_name: impl Fn(u64) -> String) -> String {
    render(text, |out, span| match span {
        Span::Text(words) => out.push_str(&words.replace("**", "").replace("__", "")),
        Span::Name(name) | Span::Quoted(name) => out.push_str(name),
        Span::User(id) => {
            let _ = write!(out, "@{}", user_name(id));
        }
        Span::Role(id) => {
            let _ = write!(out, "@role{id}");
        }
        Span::Channel(id) => {
            let _ = write!(out, "#channel{id}");
        }
        Span::Example(payload) => out.push_str(&example_text(payload, Names::Table)),
    })
}

/// Text a user typed, made inert in Discord markdown: no formatting, no mentions (a zero-width
/// space after `@` keeps `@everyone` from ever pinging).
#[must_use]
pub fn escape_markdown(typed: &str) -> String {
    let mut out = String::with_capacity(typed.len());
    for c in typed.chars() {
        match c {
            '\\' | '*' | '_' | '~' | '`' | '|' | '>' | '#' | '[' | ']' | '<' => {
                out.push('\\');
                out.push(c);
            }
            '@' => out.push_str("@\u{200b}"),
            _ => out.push(c),
        }
    }
    out
}

/// Whether `text` still carries a mark (a front end forgot to write it).
#[must_use]
pub fn has_marks(text: &str) -> bool {
    text.chars().any(is_mark)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_span_round_trips_and_discord_writes_each_its_way() {
        let text = format!(
            "{} (Red) to {} in {} for {}: {}",
            name("a*b"),
            user(42),
            channel(7),
            role(9),
            quoted("@everyone <@1>")
        );
        let got: Vec<Span> = spans(&text).collect();
        assert_eq!(
            got,
            vec![
                Span::Name("a*b"),
                Span::Text(" (Red) to "),
                Span::User(42),
                Span::Text(" in "),
                Span::Channel(7),
                Span::Text(" for "),
                Span::Role(9),
                Span::Text(": "),
                Span::Quoted("@everyone <@1>"),
            ]
        );
        assert_eq!(
            discord(&text),
            "**a\\*b** (Red) to <@42> in <#7> for <@&9>: @\u{200b}everyone \\<@\u{200b}1\\>"
        );
        assert_eq!(
            plain(&text, |id| format!("u{id}")),
            "a*b (Red) to @u42 in #channel7 for @role9: @everyone <@1>"
        );
    }

    #[test]
    fn a_command_example_is_written_with_the_names_asked_for() {
        let named = |table, shown| Named { table, shown };
        let text = format!(
            "Start with `{}`.",
            example(
                named("focus", "focus"),
                named("challenge", "défier"),
                &[
                    (named("opponent", "adversaire"), named("@ami\u{1f}", "@ami")),
                    (named("time", "temps"), named("10m", "10 minutes"))
                ]
            )
        );
        assert_eq!(
            discord(&text),
            "Start with `/focus défier adversaire:@ami temps:10 minutes`."
        );
        assert_eq!(
            plain(&text, |id| id.to_string()),
            "Start with `/focus challenge opponent:@ami time:10m`."
        );
    }

    #[test]
    fn a_name_cannot_forge_a_mark_or_run_long() {
        let forged = format!("x{OPEN}u1{CLOSE}\u{7}y");
        assert_eq!(clean(&forged), "xu1y");
        assert_eq!(spans(&name(&forged)).count(), 1);
        assert_eq!(clean(&"é".repeat(40)).chars().count(), NAME_LIMIT);
        assert_eq!(clean(" \n "), "");
        // A broken mark is dropped, the words kept.
        assert_eq!(discord(&format!("a{OPEN}zz b")), "azz b");
    }
}
