//! Display names made drawable: characters the font lacks dropped, right-to-left runs put in
//! visual order, and the whole cut with an ellipsis to fit a width.

use ab_glyph::{Font, FontRef};

use super::paint::text_width;

/// Whether `c` belongs to a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko and
/// their presentation forms).
fn is_rtl(c: char) -> bool {
    matches!(c as u32,
        0x0590..=0x08FF | 0xFB1D..=0xFDFF | 0xFE70..=0xFEFF | 0x10800..=0x10FFF | 0x1E800..=0x1EFFF)
}

/// Reverses each run of right-to-left characters (spaces between two of them included), so a
/// Hebrew or Arabic name reads correctly when drawn left to right. Not the full Unicode
/// bidirectional algorithm, but right for names that are one script or an RTL name with a
/// Latin tag.
fn visual_order(chars: &[char]) -> Vec<char> {
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        if !is_rtl(chars[i]) {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        let mut end = i + 1;
        while end < chars.len() {
            if is_rtl(chars[end]) {
                end += 1;
            } else if chars[end] == ' ' && chars[end..].iter().find(|c| **c != ' ').is_some_and(|c| is_rtl(*c)) {
                end += 1;
            } else {
                break;
            }
        }
        out.extend(chars[i..end].iter().rev());
        i = end;
    }
    out
}

/// The name as it will be drawn: control and format characters and glyphs missing from the
/// font removed, whitespace collapsed, RTL runs reordered. `fallback` if nothing drawable is left.
pub(crate) fn drawable(font: &FontRef<'_>, name: &str, fallback: &str) -> String {
    let mut chars: Vec<char> = Vec::new();
    for c in name.chars() {
        let c = if c.is_whitespace() { ' ' } else { c };
        if c == ' ' {
            if chars.last().is_some_and(|l| *l != ' ') {
                chars.push(' ');
            }
            continue;
        }
        if c.is_control() || font.glyph_id(c).0 == 0 {
            continue;
        }
        chars.push(c);
    }
    while chars.last() == Some(&' ') {
        chars.pop();
    }
    // A name made only of combining marks or invisible glyphs draws as nothing.
    if chars.iter().all(|c| text_width(font, 10.0, &c.to_string()) <= 0.0) {
        return fallback.to_string();
    }
    visual_order(&chars).into_iter().collect()
}

/// `text` cut to at most `max_width` pixels at `size`, ending in "…" when cut.
pub(crate) fn fit(font: &FontRef<'_>, size: f32, text: &str, max_width: f32) -> String {
    if text_width(font, size, text) <= max_width {
        return text.to_string();
    }
    let ellipsis = '…';
    let mut out: Vec<char> = text.chars().collect();
    while !out.is_empty() {
        out.pop();
        while out.last() == Some(&' ') {
            out.pop();
        }
        let candidate: String = out.iter().chain(std::iter::once(&ellipsis)).collect();
        if text_width(font, size, &candidate) <= max_width {
            return candidate;
        }
    }
    String::new()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rtl_runs_reverse_and_latin_stays() {
        let s: Vec<char> = "אבג דה x1".chars().collect();
        let v: String = visual_order(&s).into_iter().collect();
        assert_eq!(v, "הד גבא x1");
    }
}
