//! Command examples in the bot's words (`/focus move move:c3-f3:3`), built from the command
//! table so that they only ever name options the command has, and marked
//! ([`crate::markup::example`]) so that each front end writes the names its users type: Discord
//! the localized names the reader's client shows, the console the table's own.

use std::fmt;

use crate::i18n::Lang;
use crate::markup::{self, Named};
use crate::t;

use super::{Kind, find, find_group};

/// Why an example could not be built: the table has no such command or option.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownName {
    /// The command asked for.
    pub command: String,
    /// The option it does not have (`None`: the command itself is unknown).
    pub option: Option<String>,
}

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.option {
            Some(option) => write!(f, "/focus {} has no option `{option}`", self.command),
            None => write!(f, "/focus has no command `{}`", self.command),
        }
    }
}

impl std::error::Error for UnknownName {}

/// Whether the language's file has `name-ID`.
fn has_text(lang: Lang, id: &str) -> bool {
    let text = lang.text(&format!("name-{id}"), &[]);
    !text.is_empty() && !text.starts_with("name-")
}

/// A name as Discord shows it in `lang` (`name-ID` in the language's file), or the table's.
fn shown(lang: Lang, id: &str, table: &'static str) -> String {
    let text = lang.text(&format!("name-{id}"), &[]);
    if text.is_empty() || text.starts_with("name-") {
        table.to_string()
    } else {
        text
    }
}

/// The example `/focus COMMAND option:value …` for a message in `lang`, marked; refused if
/// the command or any option is not in the table.
///
/// # Errors
/// [`UnknownName`] when the table has no such command, or the command no such option.
pub fn try_example(
    lang: Lang,
    command: &str,
    options: &[(&str, &str)],
) -> Result<String, UnknownName> {
    let unknown = |option: Option<&str>| UnknownName {
        command: command.to_string(),
        option: option.map(str::to_string),
    };
    // A group's subcommand (`tournament join`) is named by both words, each localized; its
    // options' names are the subcommand's (`name-tournament-join-id`) or the group's
    // (`name-tournament-id`).
    let (spec, key, group, shown_name) = match command.split_once(' ') {
        None => {
            let spec = find(command).ok_or_else(|| unknown(None))?;
            (
                spec,
                spec.name.to_string(),
                None,
                shown(lang, spec.name, spec.name),
            )
        }
        Some((group_name, sub)) => {
            let group = find_group(group_name).ok_or_else(|| unknown(None))?;
            let spec = group.find(sub).ok_or_else(|| unknown(None))?;
            let key = format!("{}-{}", group.name, spec.name);
            let shown_name = format!(
                "{} {}",
                shown(lang, group.name, group.name),
                shown(lang, &key, spec.name)
            );
            (spec, key, Some(group.name), shown_name)
        }
    };
    let table_name = match group {
        Some(group) => format!("{group} {}", spec.name),
        None => spec.name.to_string(),
    };
    let mut names = Vec::with_capacity(options.len());
    for &(option, value) in options {
        let o = spec
            .options
            .iter()
            .find(|o| o.name == option)
            .ok_or_else(|| unknown(Some(option)))?;
        let own = format!("{key}-{}", o.name);
        let id = match group {
            Some(group) if !has_text(lang, &own) => format!("{group}-{}", o.name),
            _ => own,
        };
        // A choice is shown by its label in the language (a language option keeps its code).
        let shown_value = match o.kind {
            Kind::Choice(list) if o.name != "language" && list.contains(&value) => {
                let label = lang.text(&format!("choice-{value}"), &[]);
                if label.is_empty() || label.starts_with("choice-") {
                    value.to_string()
                } else {
                    label
                }
            }
            _ => value.to_string(),
        };
        names.push((o.name, shown(lang, &id, o.name), value, shown_value));
    }
    let root = shown(lang, "focus", "focus");
    let options: Vec<(Named<'_>, Named<'_>)> = names
        .iter()
        .map(|(table, shown, value, shown_value)| {
            (
                Named {
                    table,
                    shown: shown.as_str(),
                },
                Named {
                    table: value,
                    shown: shown_value.as_str(),
                },
            )
        })
        .collect();
    Ok(markup::example(
        Named {
            table: "focus",
            shown: &root,
        },
        Named {
            table: &table_name,
            shown: &shown_name,
        },
        &options,
    ))
}

/// [`try_example`] for the bot's own examples, whose names are fixed in the code: a wrong name
/// fails every test that reaches the message (debug builds) and is logged, with the bare
/// command shown, in a release build.
#[must_use]
pub fn command_example(lang: Lang, command: &str, options: &[(&str, &str)]) -> String {
    try_example(lang, command, options).unwrap_or_else(|wrong| {
        debug_assert!(false, "a command example: {wrong}");
        tracing::error!(%wrong, "a command example names what the table lacks");
        try_example(lang, command, &[]).unwrap_or_else(|_| format!("/focus {command}"))
    })
}

/// A command without options (`/focus board`), marked as an example: each front end writes the
/// names its users type (Discord the reader's language's, `/focus plateau`).
#[must_use]
pub fn bare(lang: Lang, command: &str) -> String {
    command_example(lang, command, &[])
}

/// The example that starts a game: `/focus challenge opponent:@friend`, the friend named in
/// `lang`.
#[must_use]
pub fn challenge(lang: Lang) -> String {
    command_example(
        lang,
        "challenge",
        &[("opponent", &t!(lang, "example-friend"))],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::markup::{self, Names};

    fn written(text: &str, names: Names) -> String {
        markup::render(text, |out, span| match span {
            markup::Span::Example(payload) => out.push_str(&markup::example_text(payload, names)),
            _ => out.push('?'),
        })
    }

    #[test]
    fn an_option_the_command_lacks_is_refused() {
        assert_eq!(
            try_example(Lang::EnUs, "move", &[("action", "c3-f3:3")]),
            Err(UnknownName {
                command: "move".into(),
                option: Some("action".into())
            })
        );
        assert_eq!(
            try_example(Lang::Fr, "shove", &[]).map_err(|e| e.to_string()),
            Err("/focus has no command `shove`".to_string())
        );
        let ok = try_example(Lang::EnUs, "move", &[("move", "c3-f3:3")]).unwrap();
        assert_eq!(written(&ok, Names::Table), "/focus move move:c3-f3:3");
    }

    #[test]
    fn the_names_shown_are_the_languages_and_the_console_keeps_the_tables() {
        let fr = challenge(Lang::Fr);
        assert_eq!(written(&fr, Names::Shown), "/focus défier adversaire:@ami");
        assert_eq!(written(&fr, Names::Table), "/focus challenge opponent:@ami");
        let notify = command_example(Lang::Fr, "notify", &[("mode", "channel")]);
        assert_eq!(written(&notify, Names::Shown), "/focus avis mode:salon");
        assert_eq!(written(&notify, Names::Table), "/focus notify mode:channel");
        let en = challenge(Lang::EnUs);
        assert_eq!(
            written(&en, Names::Shown),
            "/focus challenge opponent:@friend"
        );
    }

    #[test]
    fn a_groups_subcommand_is_named_by_both_words_and_its_options_by_the_groups_names() {
        let join = command_example(Lang::Fr, "tournament join", &[("id", "3")]);
        assert_eq!(
            written(&join, Names::Shown),
            "/focus tournoi participer numéro:3"
        );
        assert_eq!(written(&join, Names::Table), "/focus tournament join id:3");
        let list = bare(Lang::EnUs, "tournament list");
        assert_eq!(written(&list, Names::Shown), "/focus tournament list");
        assert!(try_example(Lang::Fr, "tournament shove", &[]).is_err());
        assert!(try_example(Lang::Fr, "tournament join", &[("rounds", "3")]).is_err());
    }
}
