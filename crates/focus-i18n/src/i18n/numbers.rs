//! Numbers in each language's own form: digits grouped in thousands (`12,345` in English and
//! Japanese, `12 345` in French, `12.345` in Italian) and its decimal sign. Fluent chooses the
//! plural on the number itself; this only writes it.
//!
//! Identifiers (a game's or a challenge's number, which users type back into commands) are
//! never grouped: [`argument`] passes them as they are.

use fluent::FluentValue;

use super::Lang;

/// The names of message arguments that identify something rather than count it.
const IDENTIFIERS: [&str; 4] = ["id", "game", "challenge", "number"];

/// A message argument: identifiers as plain digits, everything else as given.
pub fn argument<'a>(name: &str, value: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    let value = value.into();
    match value {
        FluentValue::Number(n) if IDENTIFIERS.contains(&name) => FluentValue::String(n.as_string()),
        other => other,
    }
}

/// The thousands separator and the decimal sign of `lang`.
fn signs(lang: Lang) -> (&'static str, char) {
    match lang {
        Lang::EnUs | Lang::Ja => (",", '.'),
        // CLDR's separator for French: a narrow no-break space.
        Lang::Fr => ("\u{202F}", ','),
        Lang::It => (".", ','),
    }
}

/// `value` written in `lang`, with at least `fraction_digits` decimals when given.
#[must_use]
pub fn number(lang: Lang, value: f64, fraction_digits: Option<usize>) -> String {
    let (group, decimal) = signs(lang);
    let plain = match fraction_digits {
        Some(digits) => format!("{value:.digits$}"),
        None => value.to_string(),
    };
    let (sign, digits) = match plain.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", plain.as_str()),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let mut out = String::from(sign);
    for (i, d) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i) % 3 == 0 {
            out.push_str(group);
        }
        out.push(d);
    }
    if !fraction.is_empty() {
        out.push(decimal);
        out.push_str(fraction);
    }
    out
}

/// A Fluent formatter writing numbers in the language at `INDEX` of [`Lang::ALL`].
fn formatter<M, const INDEX: usize>(value: &FluentValue<'_>, _: &M) -> Option<String> {
    match value {
        FluentValue::Number(n) => Some(number(
            Lang::ALL[INDEX],
            n.value,
            n.options.minimum_fraction_digits,
        )),
        _ => None,
    }
}

/// Makes every bundle of `lang`'s loader write numbers in `lang`'s form.
pub(super) fn install(lang: Lang, loader: &i18n_embed::fluent::FluentLanguageLoader) {
    match lang {
        Lang::EnUs => loader.with_bundles_mut(|b| b.set_formatter(Some(formatter::<_, 0>))),
        Lang::Fr => loader.with_bundles_mut(|b| b.set_formatter(Some(formatter::<_, 1>))),
        Lang::It => loader.with_bundles_mut(|b| b.set_formatter(Some(formatter::<_, 2>))),
        Lang::Ja => loader.with_bundles_mut(|b| b.set_formatter(Some(formatter::<_, 3>))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_groups_digits_its_own_way_and_identifiers_stay_plain() {
        assert_eq!(number(Lang::EnUs, 1_234_567.0, None), "1,234,567");
        assert_eq!(number(Lang::Fr, 12_345.0, None), "12\u{202F}345");
        assert_eq!(number(Lang::It, 1_500.0, None), "1.500");
        assert_eq!(number(Lang::Ja, 999.0, None), "999");
        assert_eq!(number(Lang::Fr, -1_234.5, None), "-1\u{202F}234,5");
        assert_eq!(number(Lang::EnUs, 2.0, Some(1)), "2.0");
        // Through the translation files: a count is grouped, a game's number is not.
        assert_eq!(
            crate::t!(Lang::Fr, "pieces", n = 12_345),
            "12\u{202F}345 pions"
        );
        assert!(
            crate::t!(
                Lang::EnUs,
                "abort-not-running",
                games_command = "/focus games",
                id = 12_345
            )
            .contains("12345"),
            "{}",
            crate::t!(
                Lang::EnUs,
                "abort-not-running",
                games_command = "/focus games",
                id = 12_345
            )
        );
    }
}
