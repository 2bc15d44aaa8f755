//! Japanese spacing: one rule for numbers, units, Latin words and names, applied by one
//! function (`i18n::japanese_spacing`) as the file is loaded, checked here on every Japanese
//! message rendered with sample arguments.

use focus_bot::i18n::{FluentValue, Lang};

use crate::i18n_style::{patterns, variables};

fn is_japanese(c: char) -> bool {
    matches!(c,
        '\u{3000}'..='\u{30FF}' | '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}'
        | '\u{FF00}'..='\u{FFEF}')
}

fn is_punctuation(c: char) -> bool {
    matches!(c, '\u{3000}'..='\u{303F}' | '\u{FF01}'..='\u{FF0F}' | '\u{FF1A}'..='\u{FF20}')
}

fn is_latin(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '`' | '*')
}

/// Where `text` breaks the rule: a space between Japanese and a number or a Latin word (or a
/// name, a value, code), or beside Japanese punctuation.
fn broken(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    for (i, c) in chars.iter().enumerate() {
        if *c != ' ' || i == 0 || i + 1 == chars.len() {
            continue;
        }
        let (before, after) = (chars[i - 1], chars[i + 1]);
        if (is_japanese(before) && is_latin(after))
            || (is_latin(before) && is_japanese(after))
            || (is_punctuation(before) && after != ' ')
            || (is_punctuation(after) && before != ' ')
        {
            let from = i.saturating_sub(6);
            let to = (i + 7).min(chars.len());
            out.push(chars[from..to].iter().collect());
        }
    }
    out
}

/// Every Japanese message, its numbers and counts 2 and its other arguments a Latin name
/// (`alice`): no space between Japanese and a number or a Latin word, none beside 。、（）：,
/// whatever the translator typed. Two arguments side by side keep theirs.
#[test]
fn every_japanese_message_spaces_numbers_names_and_units_one_way() {
    let mut wrong = Vec::new();
    let mut seen = 0;
    for (id, pattern) in patterns(Lang::Ja) {
        let vars = variables(&pattern);
        let args: Vec<(&str, FluentValue<'_>)> = vars
            .iter()
            .map(|v| {
                let counted = pattern.contains(&format!("${v} ->"))
                    || pattern.contains(&format!("NUMBER(${v}"));
                let value = if counted {
                    FluentValue::from(2)
                } else {
                    FluentValue::from("alice")
                };
                (v.as_str(), value)
            })
            .collect();
        let said = Lang::Ja.text(&id, &args);
        seen += 1;
        for place in broken(&said) {
            wrong.push(format!("{id}: {place:?} in {said:?}"));
        }
    }
    assert!(seen > 700, "{seen} messages");
    assert!(
        wrong.is_empty(),
        "{}\n{} places",
        wrong.join("\n"),
        wrong.len()
    );
}

/// The examples of the issue, through the messages that said them.
#[test]
fn japanese_counts_and_numbers_read_without_gaps() {
    let n = |v: u64| FluentValue::from(v);
    let line = Lang::Ja.text(
        "web-game-line",
        &[
            ("game", n(12)),
            ("players", FluentValue::from("alice、bob")),
            ("turns", n(1)),
            ("status", FluentValue::from("3日")),
        ],
    );
    assert_eq!(line, "対局12：alice、bob、1手、3日");
    let over = Lang::Ja.text(
        "over-wins",
        &[
            ("count", n(1)),
            ("names", FluentValue::from("alice")),
            ("why", FluentValue::from("")),
        ],
    );
    assert!(over.contains("対局終了**。alice"), "{over}");
    let named = Lang::Ja.text(
        "tournament-signup-heading-named",
        &[("name", FluentValue::from("秋")), ("id", n(1))],
    );
    assert!(!named.contains('第') && !named.contains(' '), "{named}");
    let title = Lang::Ja.text(
        "tournament-picture-title",
        &[
            ("name", FluentValue::from("秋")),
            ("round", n(1)),
            ("rounds", n(2)),
        ],
    );
    assert_eq!(title, "秋：第1ラウンド（全2ラウンド）");
}
