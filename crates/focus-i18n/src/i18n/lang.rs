//! The languages the bot speaks, and their names: tags, Discord locales, endonyms.

use std::fmt;

/// A language the bot speaks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Lang {
    /// American English: the fallback, also for British English and any language the bot
    /// does not speak.
    #[default]
    EnUs,
    /// French.
    Fr,
    /// Italian.
    It,
    /// Japanese.
    Ja,
}

impl Lang {
    /// Every language, the fallback first.
    pub const ALL: [Lang; 4] = [Lang::EnUs, Lang::Fr, Lang::It, Lang::Ja];

    /// The language of a Discord locale or a language tag (`fr`, `fr-FR`, `en-GB`, `ja`, `en`),
    /// if the bot speaks it. Any English is en-US.
    #[must_use]
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let primary = locale
            .trim()
            .split(['-', '_'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::EnUs),
            "fr" => Some(Lang::Fr),
            "it" => Some(Lang::It),
            "ja" => Some(Lang::Ja),
            _ => None,
        }
    }

    /// The language of a locale, en-US for one the bot does not speak.
    #[must_use]
    pub fn from_locale_or_default(locale: &str) -> Lang {
        Lang::from_locale(locale).unwrap_or_default()
    }

    /// Its tag, as stored and as Fluent's folder names it: `en-US`, `fr`, `it`, `ja`. Also the
    /// Discord locale of each.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Lang::EnUs => "en-US",
            Lang::Fr => "fr",
            Lang::It => "it",
            Lang::Ja => "ja",
        }
    }

    /// Its name in itself: `English`, `Français`, `Italiano`, `日本語`.
    #[must_use]
    pub const fn endonym(self) -> &'static str {
        match self {
            Lang::EnUs => "English",
            Lang::Fr => "Français",
            Lang::It => "Italiano",
            Lang::Ja => "日本語",
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}
