//! The `/focus` command in Discord's other languages: its own, each subcommand's, option's and
//! choice's name and description for `fr`, `it` and `ja`, filled from the Fluent files at
//! start-up (`name-COMMAND`, `cmd-COMMAND`, `name-COMMAND-OPTION`, `cmd-COMMAND-OPTION`,
//! `choice-VALUE`; `/focus` itself is `name-focus` and `cmd-focus`). The languages a server may
//! choose are named in themselves (English, Français, Italiano, 日本語) in every language.
//! English users get the English file's words where they differ from the registered ones
//! (`10 minutes` for `10m`). Discord shows them to users whose app is in that language;
//! interactions still carry the registered names, so nothing else changes.

use std::borrow::Cow;

use crate::i18n::Lang;

/// A localization list, as poise keeps it.
type Localizations = Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>;

/// The option whose choices are languages.
const LANGUAGE_OPTION: &str = "language";

/// The Discord locales of a language: English has two.
fn locales(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::EnUs => &["en-US", "en-GB"],
        Lang::Fr => &["fr"],
        Lang::It => &["it"],
        Lang::Ja => &["ja"],
    }
}

/// A localized text, or `None` when the language's file lacks it (the registered text then
/// shows).
fn text(lang: Lang, id: &str) -> Option<String> {
    let s = lang.text(id, &[]);
    (s != id && !s.is_empty()).then_some(s)
}

/// Adds `value` for `lang` to `list`; in English only where it differs from `registered`.
fn push(list: &mut Localizations, lang: Lang, registered: &str, value: Option<String>) {
    let Some(value) = value else {
        return;
    };
    if lang == Lang::EnUs && value == registered {
        return;
    }
    for locale in locales(lang) {
        list.to_mut()
            .push((Cow::Borrowed(*locale), Cow::Owned(value.clone())));
    }
}

/// A choice's name in `lang`: a language by its own name, anything else from the file.
fn choice_label(lang: Lang, option: &str, choice: &str) -> Option<String> {
    match Lang::from_locale(choice) {
        Some(named) if option == LANGUAGE_OPTION => Some(named.endonym().to_string()),
        _ => text(lang, &format!("choice-{choice}")),
    }
}

/// Adds the `fr`, `it` and `ja` names and descriptions to `/focus` (from the command itself
/// down to its choices), and the English words that differ from the registered ones.
pub fn localize<U, E>(focus: &mut poise::Command<U, E>) {
    for lang in Lang::ALL {
        let root = focus.name.to_string();
        let description = focus.description.clone().unwrap_or_default();
        push(
            &mut focus.name_localizations,
            lang,
            &root,
            text(lang, &format!("name-{root}")),
        );
        push(
            &mut focus.description_localizations,
            lang,
            &description,
            text(lang, &format!("cmd-{root}")),
        );
        for sub in &mut focus.subcommands {
            let key = sub.name.to_string();
            localize_command(sub, lang, &key, None);
            // A subcommand group's (`/focus tournament create`): `name-tournament-create`; an
            // option its subcommands share, `name-tournament-id`.
            for inner in &mut sub.subcommands {
                let inner_key = format!("{key}-{}", inner.name);
                localize_command(inner, lang, &inner_key, Some(&key));
            }
        }
    }
}

/// The text of `name-KEY-OPTION` (or `cmd-…`), else of the group's shared `name-GROUP-OPTION`.
fn option_text(
    lang: Lang,
    kind: &str,
    key: &str,
    group: Option<&str>,
    option: &str,
) -> Option<String> {
    text(lang, &format!("{kind}-{key}-{option}"))
        .or_else(|| group.and_then(|g| text(lang, &format!("{kind}-{g}-{option}"))))
}

/// One subcommand's name, description, options and choices in `lang`, from the keys under
/// `key` (`name-KEY`, `cmd-KEY`, `name-KEY-OPTION`, …; in a group, an option's keys may be the
/// group's, `name-GROUP-OPTION`).
fn localize_command<U, E>(
    sub: &mut poise::Command<U, E>,
    lang: Lang,
    key: &str,
    group: Option<&str>,
) {
    let name = sub.name.to_string();
    let description = sub.description.clone().unwrap_or_default();
    push(
        &mut sub.name_localizations,
        lang,
        &name,
        text(lang, &format!("name-{key}")),
    );
    push(
        &mut sub.description_localizations,
        lang,
        &description,
        text(lang, &format!("cmd-{key}")),
    );
    for p in &mut sub.parameters {
        let name = p.name.to_string();
        let description = p.description.clone().unwrap_or_default();
        push(
            &mut p.name_localizations,
            lang,
            &name,
            option_text(lang, "name", key, group, &name),
        );
        push(
            &mut p.description_localizations,
            lang,
            &description,
            option_text(lang, "cmd", key, group, &name),
        );
        for choice in p.choices.to_mut() {
            let label = choice_label(lang, &name, &choice.name);
            push(&mut choice.localizations, lang, &choice.name, label);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;
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

    /// The value of `code` in a localization list.
    fn of(list: &[(Cow<'static, str>, Cow<'static, str>)], code: &str) -> Option<String> {
        list.iter()
            .find(|(c, _)| c == code)
            .map(|(_, v)| v.to_string())
    }

    /// Every localized name and description Discord will receive follows its rules; `/focus`
    /// itself, every subcommand, option and choice has one in each language; names stay unique
    /// where they meet.
    #[test]
    fn every_localized_name_and_description_is_one_discord_accepts() {
        let mut focus = focus();
        localize(&mut focus);
        for code in ["fr", "it", "ja"] {
            let name = of(&focus.name_localizations, code)
                .unwrap_or_else(|| panic!("{code}: no name for /focus"));
            assert!(discord_name(&name), "{code}: `{name}` (/focus)");
            let text = of(&focus.description_localizations, code)
                .unwrap_or_else(|| panic!("{code}: no description for /focus"));
            assert!(description(&text), "{code}: /focus: {text}");
            let mut subcommand_names = HashSet::new();
            let groups = focus
                .subcommands
                .iter()
                .filter(|s| !s.subcommands.is_empty());
            for group in groups {
                let mut names = HashSet::new();
                for sub in &group.subcommands {
                    let name = of(&sub.name_localizations, code)
                        .unwrap_or_else(|| panic!("{code}: no name for {}", sub.name));
                    assert!(discord_name(&name), "{code}: `{name}` ({})", sub.name);
                    assert!(names.insert(name.clone()), "{code}: `{name}` twice");
                }
            }
            let every = focus
                .subcommands
                .iter()
                .chain(focus.subcommands.iter().flat_map(|s| s.subcommands.iter()));
            for sub in every {
                let name = of(&sub.name_localizations, code)
                    .unwrap_or_else(|| panic!("{code}: no name for {}", sub.name));
                assert!(discord_name(&name), "{code}: `{name}` ({})", sub.name);
                let top = focus.subcommands.iter().any(|s| std::ptr::eq(s, sub));
                assert!(
                    !top || subcommand_names.insert(name.clone()),
                    "{code}: `{name}` twice"
                );
                let text = of(&sub.description_localizations, code).expect("a description");
                assert!(
                    description(&text),
                    "{code}: {} has {} characters",
                    sub.name,
                    text.chars().count()
                );
                let mut option_names = HashSet::new();
                for p in &sub.parameters {
                    let name = of(&p.name_localizations, code)
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
                    let text = of(&p.description_localizations, code).expect("a description");
                    assert!(
                        description(&text),
                        "{code}: {} {}: {text}",
                        sub.name,
                        p.name
                    );
                    let mut labels = HashSet::new();
                    for choice in p.choices.iter() {
                        let label = of(&choice.localizations, code).unwrap_or_else(|| {
                            panic!(
                                "{code}: no name for {} {} {}",
                                sub.name, p.name, choice.name
                            )
                        });
                        assert!(description(&label), "{code}: choice {label}");
                        assert!(labels.insert(label.clone()), "{code}: `{label}` twice");
                    }
                }
            }
        }
    }

    /// The languages a server may choose are named in themselves, whatever the user's; English
    /// users see the English file's words only where they differ from the registered ones.
    #[test]
    fn languages_are_named_in_themselves_and_english_adds_only_what_differs() {
        let mut focus = focus();
        localize(&mut focus);
        let settings = focus
            .subcommands
            .iter()
            .find(|c| c.name == "settings")
            .unwrap();
        let language = settings
            .parameters
            .iter()
            .find(|p| p.name == "language")
            .unwrap();
        for code in ["en-US", "en-GB", "fr", "it", "ja"] {
            let names: Vec<String> = language
                .choices
                .iter()
                .map(|c| of(&c.localizations, code).unwrap_or_default())
                .collect();
            assert_eq!(
                names,
                ["English", "Français", "Italiano", "日本語"],
                "{code}"
            );
        }
        let challenge = focus
            .subcommands
            .iter()
            .find(|c| c.name == "challenge")
            .unwrap();
        let time = challenge
            .parameters
            .iter()
            .find(|p| p.name == "time")
            .unwrap();
        let ten = &time.choices[0];
        assert_eq!(ten.name, "10m");
        assert_eq!(
            of(&ten.localizations, "en-US").as_deref(),
            Some("10 minutes")
        );
        assert_eq!(of(&ten.localizations, "fr").as_deref(), Some("10 minutes"));
        assert_eq!(of(&ten.localizations, "ja").as_deref(), Some("10分"));
        // Nothing English repeats what is registered.
        let mut english = Vec::new();
        english.extend(of(&focus.name_localizations, "en-US"));
        english.extend(of(&focus.description_localizations, "en-US"));
        let every = focus
            .subcommands
            .iter()
            .chain(focus.subcommands.iter().flat_map(|s| s.subcommands.iter()));
        for sub in every {
            english.extend(of(&sub.name_localizations, "en-US"));
            english.extend(of(&sub.description_localizations, "en-US"));
            for p in &sub.parameters {
                english.extend(of(&p.name_localizations, "en-US"));
                english.extend(of(&p.description_localizations, "en-US"));
            }
        }
        assert_eq!(
            english,
            Vec::<String>::new(),
            "English differs from the table"
        );
    }

    #[test]
    fn the_name_rule_refuses_what_discord_refuses() {
        assert!(discord_name("déplacer") && discord_name("相手2") && discord_name("ma_case"));
        assert!(discord_name("défier") && discord_name("rôle_rappel") && discord_name("modalità"));
        assert!(!discord_name("Défier") && !discord_name("two words") && !discord_name(""));
        assert!(!discord_name(&"a".repeat(33)));
    }
}
