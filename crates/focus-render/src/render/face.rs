//! A typeface with fallbacks: DejaVu Sans first, then fonts for the scripts and symbols it lacks.
//! Each character is drawn with the first font that has it, each font scaled on its own to the
//! same em size, and kerning applied only between two glyphs of one font. Right-to-left text
//! (Hebrew, Arabic) is put in visual order by the Unicode bidirectional algorithm
//! (`unicode-bidi`), and scripts whose letters join (Arabic) are shaped by `rustybuzz`.
//!
//! Text is laid out by grapheme cluster (`unicode-segmentation`): what a reader sees as one
//! character is drawn as one, or not at all. A cluster the fonts cannot draw as one glyph (an
//! emoji sequence joined by ZWJ such as 👨‍👩‍👧‍👦, a flag such as 🇫🇷: none of the embedded
//! fonts has them) is drawn as one fallback mark ([`FLAG_MARK`] for a flag,
//! [`FALLBACK_MARK`] else), never in pieces; a skin-tone modifier is left off its emoji.
//!
//! Own code: ab_glyph draws one glyph of one font, and imageproc's `draw_text_mut` takes a
//! single font; neither picks a font per character.

use std::ops::Range;
use std::sync::LazyLock;

use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont};
use unicode_bidi::BidiInfo;
use unicode_segmentation::UnicodeSegmentation;

/// The smallest a CJK character (kana, ideograph, Hangul) is ever drawn: 12 pixels a
/// character (its em; an ideograph's ink is 10–11 pixels tall), at every size of the picture
/// (the GIF's smaller one too), which is the smallest size browsers draw CJK text at. Under it
/// a label such as 捕獲 is a smudge. A CJK word smaller than that in the layout is drawn at 12
/// pixels, centred on its line, and cut with "…" if its place is too narrow for it.
pub const CJK_SMALLEST_EM: f32 = 12.0;

/// The fonts, embedded (licences in `fonts/`): DejaVu Sans for Latin, Greek, Cyrillic, Arabic
/// and Hebrew; then Droid Sans Fallback for kana, CJK ideographs and Hangul; then Symbola for
/// emoji and symbols.
pub(crate) struct Fonts {
    /// Regular weight.
    pub regular: Face,
    /// Bold weight (the fallbacks have one weight).
    pub bold: Face,
}

fn embedded(bytes: &'static [u8], name: &str) -> (FontRef<'static>, &'static [u8]) {
    let font = FontRef::try_from_slice(bytes)
        .unwrap_or_else(|e| panic!("the embedded {name} is invalid: {e}"));
    (font, bytes)
}

pub(crate) static FONTS: LazyLock<Fonts> = LazyLock::new(|| {
    let fallbacks = || {
        [
            embedded(
                include_bytes!("../../fonts/DroidSansFallback.ttf"),
                "Droid Sans Fallback",
            ),
            embedded(include_bytes!("../../fonts/Symbola.ttf"), "Symbola"),
        ]
    };
    let with_fallbacks = |main: (FontRef<'static>, &'static [u8])| {
        let mut fonts = vec![main];
        fonts.extend(fallbacks());
        Face::new(fonts).with_smallest_em(1, CJK_SMALLEST_EM)
    };
    Fonts {
        regular: with_fallbacks(embedded(
            include_bytes!("../../fonts/DejaVuSans.ttf"),
            "DejaVu Sans",
        )),
        bold: with_fallbacks(embedded(
            include_bytes!("../../fonts/DejaVuSans-Bold.ttf"),
            "DejaVu Sans Bold",
        )),
    }
});

/// Fonts in the order they are asked for a character.
pub(crate) struct Face {
    fonts: Vec<FontRef<'static>>,
    /// Each font's file, for shaping.
    files: Vec<&'static [u8]>,
    /// Each font's smallest em in pixels: its glyphs are never drawn smaller, whatever the
    /// size asked (0: no floor).
    smallest_em: Vec<f32>,
}

/// How far above the baseline the middle of a CJK ideograph sits, in ems (Droid Sans
/// Fallback's ideographs span about -0.12 to 0.88 em): a glyph drawn larger than its line is
/// lowered by this much per em gained, so that it stays centred on the line.
const IDEOGRAPH_MIDDLE: f32 = 0.38;

/// One character laid out: which font draws it, its glyph and its advance.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Placed {
    /// Index of the font in the face.
    pub font: usize,
    /// The glyph in that font.
    pub glyph: GlyphId,
    /// The glyph's scale in that font (the same em size as the first font's at the size asked).
    pub scale: PxScale,
    /// Where the glyph's origin sits.
    pub x: f32,
    /// How far below the line's baseline the glyph's origin sits: 0, or more for a glyph
    /// drawn larger than its line (see [`Face::with_smallest_em`]).
    pub dy: f32,
}

impl Face {
    /// A face of `fonts` (each parsed, and its file), the first the main one.
    pub(crate) fn new(fonts: Vec<(FontRef<'static>, &'static [u8])>) -> Face {
        assert!(!fonts.is_empty(), "a face needs a font");
        let (fonts, files): (Vec<_>, Vec<_>) = fonts.into_iter().unzip();
        let smallest_em = vec![0.0; fonts.len()];
        Face {
            fonts,
            files,
            smallest_em,
        }
    }

    /// The same face with font `index`'s glyphs never drawn under `em` pixels a character (a
    /// glyph so enlarged is lowered to stay centred on its line).
    pub(crate) fn with_smallest_em(mut self, index: usize, em: f32) -> Face {
        self.smallest_em[index] = em;
        self
    }

    /// The font at `index`.
    pub(crate) fn font(&self, index: usize) -> &FontRef<'static> {
        &self.fonts[index]
    }

    /// The first font that has a glyph for `c`, and that glyph.
    fn glyph(&self, c: char) -> Option<(usize, GlyphId)> {
        self.fonts.iter().enumerate().find_map(|(i, f)| {
            let id = f.glyph_id(c);
            (id.0 != 0).then_some((i, id))
        })
    }

    /// Whether some font of the face draws `c`.
    pub(crate) fn has(&self, c: char) -> bool {
        !skipped(c) && self.glyph(c).is_some()
    }

    /// The scale of font `index` that draws the same em size as `size` does in the main font.
    /// (`PxScale` is the height from descent to ascent, which differs from font to font: one
    /// shared scale draws CJK about a fifth too small.)
    /// With the font's smallest em (see [`Face::with_smallest_em`]) applied, and how far its
    /// glyphs are lowered for it.
    fn scale(&self, index: usize, size: f32) -> (PxScale, f32) {
        if index == 0 {
            return (PxScale::from(size), 0.0);
        }
        let main = &self.fonts[0];
        let em_px = main
            .units_per_em()
            .map_or(size, |upem| size * upem / main.height_unscaled());
        let shown = em_px.max(self.smallest_em[index]);
        // `pt_to_px_scale` takes points at 96 dpi: 0.75 pt a pixel.
        let scale = self.fonts[index]
            .pt_to_px_scale(shown * 0.75)
            .unwrap_or(PxScale::from(size));
        (scale, IDEOGRAPH_MIDDLE * (shown - em_px))
    }

    /// Lays out one line of `text` at `size` starting at `x`: the glyphs to draw, left to
    /// right, and where the line ends. Characters no font has, joiners and variation selectors
    /// draw nothing.
    pub(crate) fn layout(&self, size: f32, text: &str, x: f32) -> (Vec<Placed>, f32) {
        let mut placed: Vec<Placed> = Vec::with_capacity(text.len());
        let mut pen = x;
        for (range, rtl) in visual_runs(text) {
            let mut runs = self.font_runs(&text[range]);
            if rtl {
                runs.reverse();
            }
            for (font, run) in runs {
                let (scale, dy) = self.scale(font, size);
                if run.chars().any(joins) {
                    pen = self.shape(font, scale, &run, rtl, pen, &mut placed);
                    continue;
                }
                let scaled = self.fonts[font].as_scaled(scale);
                let chars: Vec<char> = if rtl {
                    run.chars().rev().collect()
                } else {
                    run.chars().collect()
                };
                for c in chars {
                    let glyph = self.fonts[font].glyph_id(c);
                    if let Some(prev) = placed.last().filter(|p| p.font == font) {
                        pen += scaled.kern(prev.glyph, glyph);
                    }
                    placed.push(Placed {
                        font,
                        glyph,
                        scale,
                        x: pen,
                        dy,
                    });
                    pen += scaled.h_advance(glyph);
                }
            }
        }
        (placed, pen)
    }

    /// `text` cut into runs each drawn by one font, in logical order; characters that draw
    /// nothing are left out, and each grapheme cluster is drawn as [`Face::cluster`] says.
    fn font_runs(&self, text: &str) -> Vec<(usize, String)> {
        let mut runs: Vec<(usize, String)> = Vec::new();
        let mut push = |c: char| {
            let Some((font, _)) = self.glyph(c) else {
                return;
            };
            match runs.last_mut() {
                Some((f, run)) if *f == font => run.push(c),
                _ => runs.push((font, c.to_string())),
            }
        };
        if text.is_ascii() {
            // Every ASCII character is a cluster of its own.
            text.chars().for_each(&mut push);
        } else {
            for cluster in text.graphemes(true) {
                self.cluster(cluster).into_iter().for_each(&mut push);
            }
        }
        runs
    }

    /// The characters one grapheme cluster is drawn with: its own when the fonts draw it as
    /// one glyph (one character; a letter with combining marks, which take no room of their
    /// own; letters that are shaped together), its emoji without a skin-tone modifier, else
    /// one fallback mark in place of the whole. Characters that draw nothing are left out.
    fn cluster(&self, cluster: &str) -> Vec<char> {
        let chars: Vec<char> = cluster.chars().filter(|&c| !skipped(c)).collect();
        if chars.len() <= 1 || chars.iter().any(|&c| joins(c)) {
            return chars;
        }
        let spacing = |c: &char| {
            self.glyph(*c)
                .is_some_and(|(font, id)| self.fonts[font].h_advance_unscaled(id) > 0.0)
        };
        let kept: Vec<char> = chars
            .iter()
            .copied()
            .filter(|&c| !is_skin_tone(c))
            .collect();
        if kept.iter().filter(|c| spacing(c)).count() <= 1 {
            return kept;
        }
        if chars.iter().all(|&c| is_regional_indicator(c)) {
            vec![FLAG_MARK]
        } else {
            vec![FALLBACK_MARK]
        }
    }

    /// Shapes `run` with font `font` (its letters take their joined forms), placing its glyphs
    /// from `pen` on; returns where it ends.
    fn shape(
        &self,
        font: usize,
        scale: PxScale,
        run: &str,
        rtl: bool,
        mut pen: f32,
        placed: &mut Vec<Placed>,
    ) -> f32 {
        let Some(shaper) = rustybuzz::Face::from_slice(self.files[font], 0) else {
            return pen;
        };
        let mut buffer = rustybuzz::UnicodeBuffer::new();
        buffer.push_str(run);
        buffer.set_direction(if rtl {
            rustybuzz::Direction::RightToLeft
        } else {
            rustybuzz::Direction::LeftToRight
        });
        buffer.guess_segment_properties();
        let shaped = rustybuzz::shape(&shaper, &[], buffer);
        // Font units to pixels, as ab_glyph scales advances.
        let per_unit = scale.x / self.fonts[font].height_unscaled();
        for (info, position) in shaped.glyph_infos().iter().zip(shaped.glyph_positions()) {
            let Ok(id) = u16::try_from(info.glyph_id) else {
                continue;
            };
            placed.push(Placed {
                font,
                glyph: GlyphId(id),
                scale,
                x: pen + position.x_offset as f32 * per_unit,
                dy: 0.0,
            });
            pen += position.x_advance as f32 * per_unit;
        }
        pen
    }
}

/// The runs of `text` in the order they are drawn, left to right, each with whether it reads
/// right to left (the Unicode bidirectional algorithm; all of it, left to right, when it has no
/// right-to-left letter).
fn visual_runs(text: &str) -> Vec<(Range<usize>, bool)> {
    // Most of a picture's words are ASCII: no need to classify them.
    if text.is_ascii() {
        return vec![(0..text.len(), false)];
    }
    let info = BidiInfo::new(text, None);
    if !info.has_rtl() {
        return vec![(0..text.len(), false)];
    }
    let mut runs = Vec::new();
    for paragraph in &info.paragraphs {
        let (levels, line) = info.visual_runs(paragraph, paragraph.range.clone());
        runs.extend(line.into_iter().map(|r| {
            let rtl = levels[r.start].is_rtl();
            (r, rtl)
        }));
    }
    runs
}

/// The characters of `text` in the order [`Face::layout`] draws them, left to right (the
/// order a reader's eye meets them), those that draw nothing left out: what a check of a
/// line's bidirectional layout compares.
#[must_use]
pub fn visual_order(text: &str) -> String {
    let mut seen = String::new();
    for (range, rtl) in visual_runs(text) {
        let run = text[range].chars().filter(|&c| !skipped(c));
        if rtl {
            seen.extend(run.collect::<Vec<_>>().into_iter().rev());
        } else {
            seen.extend(run);
        }
    }
    seen
}

/// Letters of a script whose letters join and change shape (Arabic, Syriac, N'Ko...), which
/// need shaping to read.
fn joins(c: char) -> bool {
    matches!(c as u32, 0x0600..=0x08FF | 0xFB50..=0xFDFF | 0xFE70..=0xFEFF)
}

/// Drawn for a flag (two regional indicators), which no embedded font has as one glyph.
pub(crate) const FLAG_MARK: char = '⚑';

/// Drawn for any other grapheme cluster the fonts cannot draw as one glyph.
pub(crate) const FALLBACK_MARK: char = '\u{FFFD}';

fn is_regional_indicator(c: char) -> bool {
    matches!(c as u32, 0x1F1E6..=0x1F1FF)
}

/// The emoji skin-tone modifiers (Fitzpatrick types 1–2 to 6), left off the emoji they follow.
fn is_skin_tone(c: char) -> bool {
    matches!(c as u32, 0x1F3FB..=0x1F3FF)
}

/// Characters that shape others and draw nothing themselves: the zero-width joiner and
/// non-joiner, variation selectors (text/emoji presentation) and emoji modifiers' tags, and
/// the bidirectional marks, embeddings and isolates (a title isolates the name it quotes).
fn skipped(c: char) -> bool {
    matches!(c as u32, 0x200C | 0x200D | 0x200E | 0x200F | 0x061C | 0x202A..=0x202E
        | 0x2066..=0x2069 | 0xFE00..=0xFE0F | 0xE0020..=0xE007F | 0xE0100..=0xE01EF)
}

#[cfg(test)]
mod tests {
    use super::FONTS;

    #[test]
    fn every_script_of_the_name_test_has_a_font() {
        for name in [
            "Zoë Ångström",
            "さくら 佐藤",
            "김민준",
            "王小明",
            "محمد",
            "שרה",
            "🦀🎲👑♞",
        ] {
            for c in name.chars().filter(|c| !c.is_whitespace()) {
                assert!(FONTS.regular.has(c), "{c:?} of {name} has no font");
                assert!(FONTS.bold.has(c), "{c:?} of {name} has no bold font");
            }
        }
        // Joiners and variation selectors are not drawn.
        assert!(!FONTS.regular.has('\u{200D}'));
        assert!(!FONTS.regular.has('\u{FE0F}'));
    }

    #[test]
    fn fallback_glyphs_are_as_large_as_the_main_fonts() {
        // A CJK ideograph fills about an em; DejaVu's capital H about 0.73 em. With one shared
        // scale the ideograph came out about as tall as the H; scaled on its own it is taller.
        let face = &FONTS.regular;
        let height = |c: char| {
            let (placed, _) = face.layout(40.0, &c.to_string(), 0.0);
            let p = placed[0];
            let glyph = p.glyph.with_scale(p.scale);
            let outline = ab_glyph::Font::outline_glyph(face.font(p.font), glyph).unwrap();
            outline.px_bounds().height()
        };
        let (h, ideograph) = (height('H'), height('国'));
        assert!(ideograph > 1.15 * h, "国 {ideograph} px, H {h} px");
    }

    /// The glyphs `text` is drawn with, left to right.
    fn drawn(text: &str) -> Vec<ab_glyph::GlyphId> {
        let (placed, _) = FONTS.regular.layout(20.0, text, 0.0);
        placed.iter().map(|p| p.glyph).collect()
    }

    fn glyph(c: char) -> ab_glyph::GlyphId {
        ab_glyph::Font::glyph_id(FONTS.regular.font(0), c)
    }

    #[test]
    fn right_to_left_names_are_drawn_in_reading_order() {
        // Hebrew reads from the right: its first letter is drawn rightmost.
        assert_eq!(drawn("שרה"), vec![glyph('ה'), glyph('ר'), glyph('ש')]);
        // Latin around it keeps its own order; the Hebrew word turns within it.
        assert_eq!(
            drawn("Bo שר x"),
            ["B", "o", " ", "ר", "ש", " ", "x"]
                .map(|s| glyph(s.chars().next().unwrap()))
                .to_vec()
        );
        // Left-to-right text is untouched.
        assert_eq!(drawn("ab"), vec![glyph('a'), glyph('b')]);
        // The Unicode bidirectional algorithm's cases a name meets: a Hebrew run inside Latin,
        // an ellipsis after a cut right-to-left name (it goes to the left), Latin and digits
        // inside Hebrew (they keep their order).
        let seen = |visual: &str| visual.chars().map(glyph).collect::<Vec<_>>();
        for (logical, visual) in [
            ("abc אבג דה x1", "abc הד גבא x1"),
            ("אבג דה…", "…הד גבא"),
            ("אב Bob 42 ג", "ג Bob 42 בא"),
        ] {
            assert_eq!(drawn(logical), seen(visual), "{logical}");
        }
    }

    #[test]
    fn a_cluster_is_drawn_whole_or_as_one_mark_never_in_pieces() {
        let mark = |c: char| vec![glyph_of(c)];
        for (text, drawn_as) in [
            (
                "👨\u{200D}👩\u{200D}👧\u{200D}👦",
                mark(super::FALLBACK_MARK),
            ),
            ("🇫🇷", mark(super::FLAG_MARK)),
            ("👍🏽", mark('👍')),
            ("❤\u{FE0F}", mark('❤')),
        ] {
            assert_eq!(drawn(text), drawn_as, "{text}");
        }
        // Both marks are drawn by a font, not left out.
        assert!(FONTS.regular.has(super::FLAG_MARK) && FONTS.regular.has(super::FALLBACK_MARK));
        // Two flags are two marks; a family among letters is one mark between them.
        assert_eq!(drawn("🇫🇷🇯🇵").len(), 2);
        assert_eq!(drawn("a👨\u{200D}👩\u{200D}👧b").len(), 3);
        // A letter with a combining mark keeps both glyphs (the mark takes no room), and
        // an ordinary name is untouched.
        assert_eq!(drawn("Zoe\u{0308}").len(), 4);
        assert_eq!(
            drawn("Zoë 🦀"),
            "Zoë 🦀".chars().map(glyph_of).collect::<Vec<_>>()
        );
    }

    /// The glyph the face draws `c` with.
    fn glyph_of(c: char) -> ab_glyph::GlyphId {
        let (placed, _) = FONTS.regular.layout(20.0, &c.to_string(), 0.0);
        placed[0].glyph
    }

    #[test]
    fn arabic_letters_are_joined() {
        // Four letters of محمد drawn in their joined forms, right to left: none of them is the
        // letter's isolated glyph but the last (د does not join to the left), drawn leftmost.
        let name = "محمد";
        let glyphs = drawn(name);
        assert_eq!(glyphs.len(), 4, "{glyphs:?}");
        let isolated: Vec<_> = name.chars().rev().map(glyph).collect();
        assert_ne!(
            glyphs[1..],
            isolated[1..],
            "the joining letters changed form"
        );
        assert_ne!(
            glyphs[3], isolated[3],
            "م starts the word in its initial form"
        );
        // Each is drawn: no glyph is missing (0) and the word has width.
        assert!(glyphs.iter().all(|g| g.0 != 0));
        let (_, end) = FONTS.regular.layout(20.0, name, 0.0);
        assert!(end > 20.0, "{end}");
    }
}
