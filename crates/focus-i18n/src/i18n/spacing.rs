//! Japanese spacing, one rule for every message: no space between Japanese and a number, a
//! Latin word, a name or a value (`1手3日`, `aliceの番`, `Discordに`, `` `c3`のように ``).
//! Nor around Japanese punctuation, which carries its own (`終了。aliceの`). Two values side by
//! side keep their space (`赤 alice`), as do Latin words between themselves and symbols (`·`). [`japanese`] applies the rule to the translation file's own words when it is
//! loaded, so a value a user wrote (a name with spaces in it) is never touched.

/// Whether `c` is written in Japanese: kana, kanji, and the full-width punctuation and forms.
fn is_japanese(c: char) -> bool {
    matches!(c,
        '\u{3000}'..='\u{303F}' // 、。「」〜 and the other CJK symbols
        | '\u{3040}'..='\u{30FF}' // hiragana, katakana
        | '\u{3400}'..='\u{4DBF}' // kanji, extension A
        | '\u{4E00}'..='\u{9FFF}' // kanji
        | '\u{F900}'..='\u{FAFF}' // compatibility kanji
        | '\u{FF00}'..='\u{FFEF}' // full-width forms: （）：！？
    )
}

/// Whether `c` is Japanese punctuation, which carries its own space (。、：（）「」).
fn is_japanese_punctuation(c: char) -> bool {
    matches!(c, '\u{3000}'..='\u{303F}' | '\u{FF00}'..='\u{FF0F}' | '\u{FF1A}'..='\u{FF20}')
}

/// Whether `c` is a number's or a Latin word's edge, or a value's in the file's syntax: a
/// placeable (`{ $n }`), code (`` ` ``) or bold (`**`) around one.
fn is_latin_edge(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '{' | '}' | '`' | '*')
}

/// A Fluent file's Japanese with the spacing rule applied to its messages' text: a run of
/// spaces with Japanese on one side and a number, a Latin word or a value on the other is
/// taken out. Comments and everything else stay as written.
#[must_use]
pub fn japanese(source: &str) -> String {
    let mut out = String::with_capacity(source.len());
    for (i, line) in source.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        if line.trim_start().starts_with('#') {
            out.push_str(line);
            continue;
        }
        out.push_str(&tighten(line));
    }
    out
}

/// One line of messages' text with the rule applied (leading indentation kept).
fn tighten(line: &str) -> String {
    let chars: Vec<char> = line.chars().collect();
    let mut out = String::with_capacity(line.len());
    let mut i = 0;
    while i < chars.len() {
        if chars[i] != ' ' || i == 0 {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        let end = chars[i..]
            .iter()
            .position(|c| *c != ' ')
            .map_or(chars.len(), |n| i + n);
        let before = chars[i - 1];
        let after = chars.get(end).copied();
        let drop = after.is_some_and(|after| {
            (is_japanese(before) && is_latin_edge(after))
                || (is_latin_edge(before) && is_japanese(after))
                || is_japanese_punctuation(before)
                || is_japanese_punctuation(after)
        });
        if !drop {
            out.extend(&chars[i..end]);
        }
        i = end;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::japanese;

    #[test]
    fn numbers_latin_words_and_values_sit_against_japanese() {
        assert_eq!(
            japanese("web-game-line = 対局 { $game }：{ $players }、{ $turns } 手"),
            "web-game-line = 対局{ $game }：{ $players }、{ $turns }手"
        );
        assert_eq!(
            japanese("x = Focus は 2 人で `c3` のように **{ $who }** の番"),
            "x = Focusは2人で`c3`のように**{ $who }**の番"
        );
        // Two values, Latin words, indentation, symbols and comments keep their spaces.
        assert_eq!(
            japanese("a = { $seat } { $name }：盤上 · { $n }\n    - Home と End\n# 第 1 号"),
            "a = { $seat } { $name }：盤上 · { $n }\n    - HomeとEnd\n# 第 1 号"
        );
        assert_eq!(japanese("b = 1 手 3日 ± 2"), "b = 1手3日 ± 2");
        assert_eq!(
            japanese("c = **対局終了。** { $names }（ 全員 ）。 次"),
            "c = **対局終了。** { $names }（全員）。次"
        );
    }
}
