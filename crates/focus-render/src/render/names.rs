//! Text made to fit: display names made drawable (characters the font lacks dropped), text cut
//! with an ellipsis to fit a width or wrapped into lines. (Right-to-left runs are put in visual
//! order where text is laid out, in [`super::face`].)

use super::face::Face;
use super::paint::text_width;
use super::scene::Table;
use crate::rules::Seat;
use unicode_segmentation::UnicodeSegmentation;

/// A seat's display name as drawn, or its colour's name.
pub(crate) fn seat_name(table: &Table, seat: Seat, font: &Face) -> String {
    let names = &table.names;
    let fallback = table.words.colour(seat);
    names
        .get(seat.index())
        .map_or_else(|| fallback.to_string(), |n| drawable(font, n, fallback))
}

/// A name ending in a parenthesised qualifier ("Computer (hard)", "コンピューター（むずかしい）"),
/// split into the name before it and the qualifier without its brackets.
pub(crate) fn split_qualifier(name: &str) -> Option<(&str, &str)> {
    let (open, close) = if name.ends_with(')') {
        ('(', ')')
    } else if name.ends_with('）') {
        ('（', '）')
    } else {
        return None;
    };
    let start = name.rfind(open)?;
    let head = name[..start].trim_end();
    let qualifier = name[start + open.len_utf8()..name.len() - close.len_utf8()].trim();
    (!head.is_empty() && !qualifier.is_empty()).then_some((head, qualifier))
}

/// A card's name line for a name that may not fit `width`: the name whole when it fits; else a
/// trailing qualifier (the computer's level) comes apart, to be shown whole elsewhere, and the
/// name before it is cut to fit.
pub(crate) fn card_name(
    font: &Face,
    size: f32,
    name: &str,
    width: f32,
) -> (String, Option<String>) {
    if text_width(font, size, name) <= width {
        return (fit(font, size, name, width), None);
    }
    match split_qualifier(name) {
        Some((head, qualifier)) => (fit(font, size, head, width), Some(qualifier.to_string())),
        None => (fit(font, size, name, width), None),
    }
}

/// Breaks `words` into lines no wider than `width` where it can: at spaces, and between CJK
/// characters as Japanese and Chinese break (a word wider than a line stays whole on its own
/// line).
pub(crate) fn wrap_words(font: &Face, size: f32, words: &str, width: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    for word in words.split_whitespace() {
        for (k, piece) in cjk_pieces(word).into_iter().enumerate() {
            let candidate = match (current.is_empty(), k) {
                (true, _) => piece.to_string(),
                (false, 0) => format!("{current} {piece}"),
                (false, _) => format!("{current}{piece}"),
            };
            if current.is_empty() || text_width(font, size, &candidate) <= width {
                current = candidate;
            } else {
                lines.push(std::mem::replace(&mut current, piece.to_string()));
            }
        }
    }
    if !current.is_empty() {
        lines.push(current);
    }
    lines
}

/// Kana, CJK ideographs and their punctuation: a line may break between two of them.
pub(super) fn is_cjk(c: char) -> bool {
    matches!(c as u32, 0x3000..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF | 0xFF00..=0xFFEF)
}

/// `word` cut where a line may break inside it: before or after a CJK character, but never
/// before closing punctuation, a small kana or the long vowel mark, nor after opening
/// punctuation (the Japanese rules' simplest form). A word without CJK is one piece.
fn cjk_pieces(word: &str) -> Vec<&str> {
    const NOT_FIRST: &str =
        "、。，．・：；！？）」』】〉》ー…ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ";
    const NOT_LAST: &str = "（「『【〈《";
    let mut pieces = Vec::new();
    let mut start = 0;
    let mut previous: Option<char> = None;
    for (i, c) in word.char_indices() {
        if let Some(p) = previous
            && (is_cjk(p) || is_cjk(c))
            && !NOT_FIRST.contains(c)
            && !NOT_LAST.contains(p)
        {
            pieces.push(&word[start..i]);
            start = i;
        }
        previous = Some(c);
    }
    pieces.push(&word[start..]);
    pieces
}

/// Breaks `words` into lines no wider than `width`; a word wider than a line is cut with "…".
pub(crate) fn wrap(font: &Face, size: f32, words: &str, width: f32) -> Vec<String> {
    wrap_words(font, size, words, width)
        .iter()
        .map(|line| fit(font, size, line, width))
        .collect()
}

/// Format characters that draw nothing: zero-width spaces and joiners, bidi controls,
/// variation selectors, tags.
fn is_invisible(c: char) -> bool {
    matches!(c as u32,
        0x00AD | 0x034F | 0x061C | 0x115F | 0x1160 | 0x17B4 | 0x17B5 | 0x180B..=0x180F
        | 0x200B..=0x200F | 0x202A..=0x202E | 0x2060..=0x206F | 0x3164 | 0xFE00..=0xFE0F
        | 0xFEFF | 0xFFA0 | 0xE0000..=0xE0FFF)
}

/// The name as it will be drawn: grapheme clusters made only of control or format characters
/// or of glyphs missing from the fonts removed, whitespace collapsed; still in logical order.
/// A cluster is kept or removed whole (an emoji joined by ZWJ keeps its joiners, for the
/// layout to draw it as one). `fallback` if nothing drawable is left.
pub(crate) fn drawable(font: &Face, name: &str, fallback: &str) -> String {
    let mut kept: Vec<&str> = Vec::new();
    for cluster in name.graphemes(true) {
        if cluster.chars().all(char::is_whitespace) {
            if kept.last().is_some_and(|l| *l != " ") {
                kept.push(" ");
            }
            continue;
        }
        let visible = cluster
            .chars()
            .any(|c| !c.is_control() && !is_invisible(c) && font.has(c));
        if !visible {
            continue;
        }
        kept.push(cluster);
        // One more than is ever shown, so that a cut name still ends in "…".
        if kept.len() > LONGEST_NAME {
            break;
        }
    }
    while kept.last() == Some(&" ") {
        kept.pop();
    }
    // A name made only of combining marks or invisible glyphs draws as nothing.
    if kept.iter().all(|c| text_width(font, 10.0, c) <= 0.0) {
        return fallback.to_string();
    }
    kept.concat()
}

/// `name` as a part of a longer line (a title quoting it): isolated (U+2068 … U+2069), so the
/// line's words keep their order around it whatever its script, and it is laid out inside as
/// it is alone, by the same bidirectional rules as a name drawn on its own. Any bidirectional
/// control of the name's own is dropped (it cannot close the isolate early).
#[must_use]
pub fn isolated(name: &str) -> String {
    let kept: String = name
        .chars()
        .filter(
            |&c| !matches!(c as u32, 0x200E | 0x200F | 0x061C | 0x202A..=0x202E | 0x2066..=0x2069),
        )
        .collect();
    format!("\u{2068}{kept}\u{2069}")
}

/// `text` cut to at most `max_width` pixels at `size`, ending in "…" when cut, and only
/// between grapheme clusters (never through a flag or an accented letter).
///
/// A name is cut to [`LONGEST_NAME`] clusters first (no card is wide enough for more), and the
/// cut is found by bisection, so any length is fitted in a few measurements.
pub(crate) fn fit(font: &Face, size: f32, text: &str, max_width: f32) -> String {
    let clusters: Vec<&str> = text.graphemes(true).take(LONGEST_NAME + 1).collect();
    if clusters.len() <= LONGEST_NAME && text_width(font, size, text) <= max_width {
        return text.to_string();
    }
    let clusters = &clusters[..clusters.len().min(LONGEST_NAME)];
    let candidate = |keep: usize| -> String {
        let kept = &clusters[..keep];
        let end = kept.iter().rposition(|&c| c != " ").map_or(0, |i| i + 1);
        let mut cut = kept[..end].concat();
        cut.push('…');
        cut
    };
    // The longest prefix (at least none) whose cut form fits.
    let (mut lo, mut hi) = (0, clusters.len());
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if text_width(font, size, &candidate(mid)) <= max_width {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    if lo == 0 && text_width(font, size, "…") > max_width {
        return String::new();
    }
    candidate(lo)
}

/// The most characters (grapheme clusters) of a name the picture ever shows.
pub(crate) const LONGEST_NAME: usize = 64;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_names_are_cut_to_fit_and_end_in_an_ellipsis() {
        let face = &crate::render::face::FONTS.bold;
        let fits = |s: &str| text_width(face, 16.0, s) <= 100.0;
        for long in [
            "W".repeat(300),
            "山田太郎".repeat(10),
            "Ada Lovelace of Byron".into(),
        ] {
            let cut = fit(face, 16.0, &long, 100.0);
            assert!(
                cut.ends_with('…') && cut.chars().count() > 1,
                "{long}: {cut}"
            );
            assert!(fits(&cut), "{cut} is wider than 100 px");
            assert!(!cut.contains(" …"), "no space before the ellipsis: {cut}");
            // The longest cut that fits: one more character of the name would not.
            let kept = cut.chars().count() - 1;
            let longer: String = long.chars().take(kept + 1).chain(['…']).collect();
            assert!(
                long.chars().nth(kept) == Some(' ') || !fits(&longer),
                "{longer} fits too"
            );
        }
        assert_eq!(fit(face, 16.0, "Ada", 100.0), "Ada");
        // A name longer than any card is cut even where it would fit.
        let many = "i".repeat(LONGEST_NAME + 10);
        assert_eq!(
            fit(face, 16.0, &many, 10_000.0).chars().count(),
            LONGEST_NAME + 1
        );
    }

    #[test]
    fn names_are_kept_and_cut_by_grapheme_cluster() {
        let face = &crate::render::face::FONTS.bold;
        let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦";
        // The joiners stay, so that the layout draws the family as one.
        assert_eq!(drawable(face, family, "Red"), family);
        assert_eq!(drawable(face, "🇫🇷 Zoë", "Red"), "🇫🇷 Zoë");
        // Invisible clusters still go.
        assert_eq!(drawable(face, "A\u{200B}da\u{202E}", "Red"), "Ada");
        // A cut never splits a flag or a family: what is kept is whole clusters.
        for name in [
            format!("{family}{family}{family}"),
            "🇫🇷🇯🇵🇮🇹🇩🇪🇬🇧🇺🇸".to_string(),
        ] {
            let full = text_width(face, 16.0, &name);
            let cut = fit(face, 16.0, &name, full - 1.0);
            let kept = cut.trim_end_matches('…');
            assert!(name.starts_with(kept), "{cut}");
            assert!(
                name[kept.len()..].graphemes(true).count() < name.graphemes(true).count(),
                "{cut}"
            );
            assert!(
                name.graphemes(true)
                    .scan(0, |n, g| {
                        *n += g.len();
                        Some(*n)
                    })
                    .any(|end| end == kept.len())
                    || kept.is_empty(),
                "{name}: cut inside a cluster: {cut}"
            );
        }
    }

    #[test]
    fn cjk_text_wraps_between_characters() {
        let face = &crate::render::face::FONTS.regular;
        // About four ideographs a line.
        let lines = wrap_words(face, 14.0, "ほかに動ける人がいない", 50.0);
        assert!(lines.len() > 1, "{lines:?}");
        assert_eq!(lines.concat(), "ほかに動ける人がいない");
        assert!(
            lines.iter().all(|l| text_width(face, 14.0, l) <= 50.0),
            "{lines:?}"
        );
        // Never before 。 or a small kana; Latin words stay whole.
        assert_eq!(cjk_pieces("だった。"), vec!["だっ", "た。"]);
        assert_eq!(cjk_pieces("Maximilian"), vec!["Maximilian"]);
        assert_eq!(cjk_pieces("Ada（強）"), vec!["Ada", "（強）"]);
    }

    #[test]
    fn a_name_too_long_for_its_card_keeps_its_qualifier_apart() {
        let face = &crate::render::face::FONTS.bold;
        for (name, head, level) in [
            ("Computer (hard)", "Computer", "hard"),
            ("Ordinateur (difficile)", "Ordinateur", "difficile"),
            ("コンピューター（むずかしい）", "コンピュ", "むずかしい"),
        ] {
            let (shown, qualifier) = card_name(face, 13.44, name, 80.0);
            assert_eq!(qualifier.as_deref(), Some(level), "{name}");
            assert!(shown.starts_with(head), "{name}: {shown}");
            assert!(text_width(face, 13.44, &shown) <= 80.0, "{shown}");
        }
        // A name that fits stays whole, qualifier and all; one without a qualifier is cut.
        assert_eq!(
            card_name(face, 13.44, "Bo (x)", 80.0),
            ("Bo (x)".to_string(), None)
        );
        assert_eq!(split_qualifier("(hard)"), None);
        assert_eq!(split_qualifier("Ada"), None);
        let (cut, none) = card_name(face, 13.44, &"W".repeat(40), 80.0);
        assert!(cut.ends_with('…') && none.is_none());
    }
}
