//! What a `?` at the end of `/focus move`, `/focus reserve` or `/focus swap` lists: the legal
//! choices for what is typed so far, as Discord's autocomplete offers them.

use crate::service::{Actor, Reply, ServiceError, Where};
use crate::slash_commands;
use crate::t;

use super::Console;

/// How many choices a `?` lists at most: as many as Discord's autocomplete shows.
const CHOICES_LISTED: usize = 25;

impl Console {
    /// The legal choices for what is typed so far (`/focus move c3?`), as Discord's
    /// autocomplete offers them.
    pub(super) async fn choices(
        &self,
        command: &str,
        actor: &Actor,
        place: &Where,
        names: &[&str],
        typed: &str,
    ) -> Result<Reply, ServiceError> {
        let lang = actor.lang;
        if !matches!(command, "move" | "reserve" | "swap") {
            return Ok(Reply::private(t!(
                lang,
                "console-choices-where",
                command = command
            )));
        }
        let typed = match typed.split_once(':') {
            Some((name, value)) if names.contains(&name) => value,
            _ => typed,
        };
        let legal = self.service.legal_actions(actor, place).await?;
        if legal.is_empty() {
            return Ok(Reply::private(t!(lang, "console-nothing-to-choose")));
        }
        let found = slash_commands::choices(command, &legal, typed);
        let (shown, more) = listed(command, &found, typed);
        let what = match command {
            "move" => t!(lang, "console-what-moves"),
            "reserve" => t!(lang, "console-what-squares"),
            _ => t!(lang, "console-what-swaps"),
        };
        // Nothing of this kind, but this turn is played with another command: point to it.
        let other = ["move", "reserve", "swap"]
            .into_iter()
            .filter(|&c| c != command)
            .find(|&c| !slash_commands::choices(c, &legal, "").is_empty());
        let mut text = if found.is_empty() && typed.is_empty() {
            match other {
                Some(other) => {
                    let option = slash_commands::find(other).map_or("move", |c| c.options[0].name);
                    t!(
                        lang,
                        "console-none-legal-use",
                        what = what,
                        example = slash_commands::command_example(lang, other, &[(option, "?")])
                    )
                }
                None => t!(lang, "console-none-legal", what = what),
            }
        } else if found.is_empty() {
            t!(lang, "console-none-starting", what = what, typed = typed)
        } else if typed.is_empty() {
            t!(
                lang,
                "console-legal",
                what = what,
                count = found.len(),
                list = shown
            )
        } else {
            t!(
                lang,
                "console-legal-starting",
                what = what,
                typed = typed,
                count = found.len(),
                list = shown
            )
        };
        if let Some((more, example)) = more {
            text.push('\n');
            text.push_str(&t!(
                lang,
                "console-legal-more",
                more = more,
                example = example
            ));
        }
        Ok(Reply::private(text))
    }
}

/// The choices a `?` lists, at most [`CHOICES_LISTED`] as Discord's autocomplete shows, and
/// when there are more, how many and a longer start to type that narrows them (the first
/// choice's first square, else the whole first choice).
fn listed(command: &str, found: &[String], typed: &str) -> (String, Option<(usize, String)>) {
    let shown = found
        .iter()
        .take(CHOICES_LISTED)
        .cloned()
        .collect::<Vec<_>>()
        .join(" ");
    if found.len() <= CHOICES_LISTED {
        return (shown, None);
    }
    let first = &found[0];
    let square = first.split(['-', ':']).next().unwrap_or(first);
    let start = if square.len() > typed.trim().len() {
        square
    } else {
        first
    };
    let example = format!("/focus {command} {start}?");
    (shown, Some((found.len() - CHOICES_LISTED, example)))
}
