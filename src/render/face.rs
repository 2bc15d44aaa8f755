//! A typeface with fallbacks: DejaVu Sans first, then fonts for the scripts and symbols it lacks.
//! Each character is drawn with the first font that has it, each font scaled on its own to the
//! same em size, and kerning applied only between two glyphs of one font.
//!
//! Own code: ab_glyph draws one glyph of one font, and imageproc's `draw_text_mut` takes a
//! single font; neither picks a font per character.

use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont};

/// Fonts in the order they are asked for a character.
pub(crate) struct Face {
    fonts: Vec<FontRef<'static>>,
}

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
}

impl Face {
    /// A face of `fonts`, the first the main one.
    pub(crate) fn new(fonts: Vec<FontRef<'static>>) -> Face {
        assert!(!fonts.is_empty(), "a face needs a font");
        Face { fonts }
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
    fn scale(&self, index: usize, size: f32) -> PxScale {
        if index == 0 {
            return PxScale::from(size);
        }
        let main = &self.fonts[0];
        let em_px = main
            .units_per_em()
            .map_or(size, |upem| size * upem / main.height_unscaled());
        // `pt_to_px_scale` takes points at 96 dpi: 0.75 pt a pixel.
        self.fonts[index]
            .pt_to_px_scale(em_px * 0.75)
            .unwrap_or(PxScale::from(size))
    }

    /// Lays out one line of `text` at `size` starting at `x`: the glyphs to draw and where the
    /// line ends. Characters no font has, joiners and variation selectors draw nothing.
    pub(crate) fn layout(&self, size: f32, text: &str, x: f32) -> (Vec<Placed>, f32) {
        let mut placed: Vec<Placed> = Vec::with_capacity(text.len());
        let mut pen = x;
        for c in text.chars() {
            if skipped(c) {
                continue;
            }
            let Some((font, glyph)) = self.glyph(c) else {
                continue;
            };
            let scale = self.scale(font, size);
            let scaled = self.fonts[font].as_scaled(scale);
            if let Some(prev) = placed.last().filter(|p| p.font == font) {
                pen += scaled.kern(prev.glyph, glyph);
            }
            placed.push(Placed {
                font,
                glyph,
                scale,
                x: pen,
            });
            pen += scaled.h_advance(glyph);
        }
        (placed, pen)
    }
}

/// Characters that shape others and draw nothing themselves: the zero-width joiner and
/// non-joiner, variation selectors (text/emoji presentation) and emoji modifiers' tags.
fn skipped(c: char) -> bool {
    matches!(c as u32, 0x200C | 0x200D | 0xFE00..=0xFE0F | 0xE0020..=0xE007F | 0xE0100..=0xE01EF)
}

#[cfg(test)]
mod tests {
    use super::super::FONTS;

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
}
