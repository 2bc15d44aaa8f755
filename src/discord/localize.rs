//! The `/focus` command in Discord's other languages: each subcommand's, option's and choice's
//! name and description for `fr`, `it` and `ja`, filled from the Fluent files at start-up
//! (`name-COMMAND`, `cmd-COMMAND`, `name-COMMAND-OPTION`, `cmd-COMMAND-OPTION`, `choice-VALUE`).
//! Discord shows them to users whose app is in that language; interactions still carry the
//! English names, so nothing else changes.

use std::borrow::Cow;

use crate::i18n::Lang;

/// A localized text, or `None` when the language's file lacks it (the English then shows).
fn text(lang: Lang, id: &str) -> Option<String> {
    let s = lang.text(id, &[]);
    (s != id && !s.is_empty()).then_some(s)
}

fn push(
    list: &mut Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>,
    lang: Lang,
    value: String,
) {
    list.to_mut()
        .push((Cow::Borrowed(lang.code()), Cow::Owned(value)));
}

/// Adds the `fr`, `it` and `ja` names and descriptions to `/focus` (from its subcommands
/// down to their choices).
pub fn localize<U, E>(focus: &mut poise::Command<U, E>) {
    for lang in [Lang::Fr, Lang::It, Lang::Ja] {
        for sub in &mut focus.subcommands {
            let key = sub.name.to_string();
            if let Some(name) = text(lang, &format!("name-{key}")) {
                push(&mut sub.name_localizations, lang, name);
            }
            if let Some(description) = text(lang, &format!("cmd-{key}")) {
                push(&mut sub.description_localizations, lang, description);
            }
            for p in &mut sub.parameters {
                let id = format!("{key}-{}", p.name);
                if let Some(name) = text(lang, &format!("name-{id}")) {
                    push(&mut p.name_localizations, lang, name);
                }
                if let Some(description) = text(lang, &format!("cmd-{id}")) {
                    push(&mut p.description_localizations, lang, description);
                }
                for choice in p.choices.to_mut() {
                    if let Some(label) = text(lang, &format!("choice-{}", choice.name)) {
                        push(&mut choice.localizations, lang, label);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::super::commands::focus;
    use super::localize;

    /// Discord's rule for names: `^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`, lower case
    /// where a letter has one.
    fn discord_name(name: &str) -> bool {
        let n = name.chars().count();
        (1..=32).contains(&n)
            && name.chars().all(|c| {
                (c.is_alphanumeric() || matches!(c, '-' | '_' | '\''))
                    && !c.is_uppercase()
                    && !c.is_whitespace()
            })
    }

    fn description(text: &str) -> bool {
        (1..=100).contains(&text.chars().count())
    }

    /// Every localized name and description Discord will receive follows its rules, every
    /// subcommand and option has one in each language, and names stay unique where they meet.
    #[test]
    fn every_localized_name_and_description_is_one_discord_accepts() {
        let mut focus = focus();
        localize(&mut focus);
        for code in ["fr", "it", "ja"] {
            let of = |list: &[(
                std::borrow::Cow<'static, str>,
                std::borrow::Cow<'static, str>,
            )]| {
                list.iter()
                    .find(|(c, _)| c == code)
                    .map(|(_, v)| v.to_string())
            };
            let mut subcommand_names = HashSet::new();
            for sub in &focus.subcommands {
                let name = of(&sub.name_localizations)
                    .unwrap_or_else(|| panic!("{code}: no name for {}", sub.name));
                assert!(discord_name(&name), "{code}: `{name}` ({})", sub.name);
                assert!(
                    subcommand_names.insert(name.clone()),
                    "{code}: `{name}` twice"
                );
                let text = of(&sub.description_localizations).expect("a description");
                assert!(
                    description(&text),
                    "{code}: {} has {} characters",
                    sub.name,
                    text.chars().count()
                );
                let mut option_names = HashSet::new();
                for p in &sub.parameters {
                    let name = of(&p.name_localizations)
                        .unwrap_or_else(|| panic!("{code}: no name for {} {}", sub.name, p.name));
                    assert!(
                        discord_name(&name),
                        "{code}: `{name}` ({} {})",
                        sub.name,
                        p.name
                    );
                    assert!(
                        option_names.insert(name.clone()),
                        "{code}: `{name}` twice in {}",
                        sub.name
                    );
                    let text = of(&p.description_localizations).expect("a description");
                    assert!(
                        description(&text),
                        "{code}: {} {}: {text}",
                        sub.name,
                        p.name
                    );
                    for choice in p.choices.iter() {
                        if let Some(label) = of(&choice.localizations) {
                            assert!(description(&label), "{code}: choice {label}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_name_rule_refuses_what_discord_refuses() {
        assert!(discord_name("déplacer") && discord_name("相手2") && discord_name("ma_case"));
        assert!(!discord_name("Défier") && !discord_name("two words") && !discord_name(""));
        assert!(!discord_name(&"a".repeat(33)));
    }
}
