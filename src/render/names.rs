//! Display names made drawable: characters the font lacks dropped, right-to-left runs put in
//! visual order, and the whole cut with an ellipsis to fit a width.

use super::face::Face;
use super::paint::text_width;

/// Whether `c` belongs to a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko and
/// their presentation forms).
fn is_rtl(c: char) -> bool {
    matches!(c as u32,
        0x0590..=0x08FF | 0xFB1D..=0xFDFF | 0xFE70..=0xFEFF | 0x10800..=0x10FFF | 0x1E800..=0x1EFFF)
}

/// Format characters that draw nothing: zero-width spaces and joiners, bidi controls,
/// variation selectors, tags.
fn is_invisible(c: char) -> bool {
    matches!(c as u32,
        0x00AD | 0x034F | 0x061C | 0x115F | 0x1160 | 0x17B4 | 0x17B5 | 0x180B..=0x180F
        | 0x200B..=0x200F | 0x202A..=0x202E | 0x2060..=0x206F | 0x3164 | 0xFE00..=0xFE0F
        | 0xFEFF | 0xFFA0 | 0xE0000..=0xE0FFF)
}

/// A strong left-to-right character: a letter or digit of a left-to-right script.
fn is_ltr(c: char) -> bool {
    c.is_alphanumeric() && !is_rtl(c)
}

/// Reverses, in place, each run of characters that `inside` accepts (neutral characters
/// between two of them included).
fn reverse_runs(chars: &mut [char], inside: impl Fn(char) -> bool) {
    let mut i = 0;
    while i < chars.len() {
        if !inside(chars[i]) {
            i += 1;
            continue;
        }
        let mut end = i + 1;
        let mut last_strong = i;
        while end < chars.len() {
            if inside(chars[end]) {
                last_strong = end;
            } else if chars[end].is_alphanumeric() {
                break;
            }
            end += 1;
        }
        chars[i..=last_strong].reverse();
        i = last_strong + 1;
    }
}

/// The characters in the order to draw them left to right. A simplified bidirectional
/// algorithm, right for names: the first strong character sets the direction; in a
/// left-to-right name each right-to-left run is reversed; a right-to-left name is reversed
/// whole, then each left-to-right run (Latin letters, digits) is turned back.
pub(crate) fn visual(text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let rtl = chars
        .iter()
        .find(|c| c.is_alphanumeric())
        .is_some_and(|&c| is_rtl(c));
    if rtl {
        chars.reverse();
        reverse_runs(&mut chars, is_ltr);
    } else {
        reverse_runs(&mut chars, is_rtl);
    }
    chars.into_iter().collect()
}

/// The name as it will be drawn: control and format characters and glyphs missing from the
/// fonts removed, whitespace collapsed; still in logical order (see [`visual`]). `fallback` if
/// nothing drawable is left.
pub(crate) fn drawable(font: &Face, name: &str, fallback: &str) -> String {
    let mut chars: Vec<char> = Vec::new();
    for c in name.chars() {
        let c = if c.is_whitespace() { ' ' } else { c };
        if c == ' ' {
            if chars.last().is_some_and(|l| *l != ' ') {
                chars.push(' ');
            }
            continue;
        }
        if c.is_control() || is_invisible(c) || !font.has(c) {
            continue;
        }
        chars.push(c);
        // One more than is ever shown, so that a cut name still ends in "…".
        if chars.len() > LONGEST_NAME {
            break;
        }
    }
    while chars.last() == Some(&' ') {
        chars.pop();
    }
    // A name made only of combining marks or invisible glyphs draws as nothing.
    if chars
        .iter()
        .all(|c| text_width(font, 10.0, &c.to_string()) <= 0.0)
    {
        return fallback.to_string();
    }
    chars.into_iter().collect()
}

/// `text` cut to at most `max_width` pixels at `size`, ending in "…" when cut.
///
/// A name is cut to [`LONGEST_NAME`] characters first (no card is wide enough for more), and the
/// cut is found by bisection, so any length is fitted in a few measurements.
pub(crate) fn fit(font: &Face, size: f32, text: &str, max_width: f32) -> String {
    let chars: Vec<char> = text.chars().take(LONGEST_NAME + 1).collect();
    if chars.len() <= LONGEST_NAME && text_width(font, size, text) <= max_width {
        return text.to_string();
    }
    let chars = &chars[..chars.len().min(LONGEST_NAME)];
    let candidate = |keep: usize| -> String {
        let kept = &chars[..keep];
        let end = kept.iter().rposition(|&c| c != ' ').map_or(0, |i| i + 1);
        kept[..end].iter().chain(std::iter::once(&'…')).collect()
    };
    // The longest prefix (at least none) whose cut form fits.
    let (mut lo, mut hi) = (0, chars.len());
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

/// The most characters of a name the picture ever shows.
pub(crate) const LONGEST_NAME: usize = 64;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_names_are_cut_to_fit_and_end_in_an_ellipsis() {
        let face = &crate::render::FONTS.bold;
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
    fn rtl_names_read_right_to_left() {
        // A Hebrew name with a Latin tag: the Hebrew run reversed, the Latin kept.
        assert_eq!(visual("abc אבג דה x1"), "abc הד גבא x1");
        // A Hebrew name: reversed whole, so a cut name's ellipsis lands on the left.
        assert_eq!(visual("אבג דה…"), "…הד גבא");
        // Latin inside a right-to-left name stays readable.
        assert_eq!(visual("אב Bob 42 ג"), "ג Bob 42 בא");
        assert_eq!(visual("Plain"), "Plain");
    }
}
