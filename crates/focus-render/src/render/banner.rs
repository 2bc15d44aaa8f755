//! The result banner at the top of the player column once the game is over: who won on the
//! first lines, why below, wrapped to the column. The winners' names give way to the verb: a
//! name is cut before any word of "{who} wins" is.

use image::RgbImage;

use super::face::{FONTS, Face};
use super::layout::Layout;
use super::names::{fit, seat_name, wrap, wrap_words};
use super::paint::{Align, rounded_rect, text, text_width};
use super::scene::Table;
use super::theme::Theme;
use crate::rules::{EndReason, Position, Seat};

/// Height of one line, and the text size, as fractions of a square.
const LINE_H: f32 = 0.32;
const SIZE: f32 = 0.2;
/// The most lines the winners take, so that the cards keep their room.
const WHO_LINES: usize = 2;

/// The result in three parts: the first line's template (`{who}` for the winners' names), the
/// winners' names, and why ("{who} wins", ["Ada"], "the others cannot move").
fn result_words(position: &Position, table: &Table) -> Option<(String, Vec<String>, String)> {
    let outcome = position.outcome()?;
    let words = &table.words;
    let winners: Vec<Seat> = outcome.winners().collect();
    let reason = match outcome.reason() {
        EndReason::NoMoves => words.why_no_moves.clone(),
        EndReason::Repetition => words.why_repetition.clone(),
        EndReason::Short => words.why_short.clone(),
        EndReason::Resign => words.why_resign.clone(),
        EndReason::Time => words.why_time.clone(),
        EndReason::Draw => words.why_agreed.clone(),
        EndReason::Aborted => {
            return Some((
                words.aborted.clone(),
                Vec::new(),
                words.why_moderator.clone(),
            ));
        }
    };
    let names = winners
        .iter()
        .map(|s| seat_name(table, *s, &FONTS.bold))
        .collect();
    let template = match winners.len() {
        0 => words.draw.clone(),
        1 => words.wins.clone(),
        _ => words.win.clone(),
    };
    Some((template, names, reason))
}

/// `text` wrapped into at most [`WHO_LINES`] lines no wider than `width` with every word
/// whole, if it can be.
fn wrap_whole(font: &Face, size: f32, text: &str, width: f32) -> Option<Vec<String>> {
    let lines = wrap_words(font, size, text, width);
    (lines.len() <= WHO_LINES && lines.iter().all(|l| text_width(font, size, l) <= width))
        .then_some(lines)
}

/// The banner's first lines: `template` with `names` joined by " & " in place of `{who}`,
/// wrapped to at most two lines of `width`. When that does not fit, the names are cut (each to
/// the same widest width that lets it fit), never the template's own words.
pub(super) fn who_lines(
    font: &Face,
    size: f32,
    template: &str,
    names: &[String],
    width: f32,
) -> Vec<String> {
    let filled = |budget: Option<f32>| {
        let names: Vec<String> = names
            .iter()
            .map(|n| budget.map_or_else(|| n.clone(), |b| fit(font, size, n, b)))
            .collect();
        template.replace("{who}", &names.join(" & "))
    };
    if let Some(lines) = wrap_whole(font, size, &filled(None), width) {
        return lines;
    }
    // Bisect the width a name may take, from "…" alone to the whole line.
    let (mut lo, mut hi) = (text_width(font, size, "…"), width);
    let Some(mut best) = wrap_whole(font, size, &filled(Some(lo)), width) else {
        // Not even names cut to "…" leave room (a template of more than two lines).
        return wrap(font, size, &filled(Some(lo)), width)
            .into_iter()
            .take(WHO_LINES)
            .collect();
    };
    while hi - lo > 0.5 {
        let mid = (lo + hi) / 2.0;
        match wrap_whole(font, size, &filled(Some(mid)), width) {
            Some(lines) => {
                best = lines;
                lo = mid;
            }
            None => hi = mid,
        }
    }
    best
}

/// Draws the result banner at `y` once the game is over; returns its height (0 while the game
/// runs).
pub(super) fn draw(
    img: &mut RgbImage,
    l: &Layout,
    theme: &Theme,
    position: &Position,
    table: &Table,
    y: f32,
) -> f32 {
    let Some((template, names, why)) = result_words(position, table) else {
        return 0.0;
    };
    let c = l.c;
    let (x, _, w, _) = l.column;
    let inner = w - 0.2 * c;
    let (bold, regular) = (&FONTS.bold, &FONTS.regular);
    let mut lines: Vec<(String, bool)> = who_lines(bold, SIZE * c, &template, &names, inner)
        .into_iter()
        .map(|s| (s, true))
        .collect();
    lines.extend(
        wrap(regular, SIZE * c, &why, inner)
            .into_iter()
            .map(|s| (s, false)),
    );
    let h = (lines.len() as f32 * LINE_H + 0.16) * c;
    rounded_rect(img, (x, y, w, h), 0.12 * c, theme.banner[0]);
    for (i, (line, is_bold)) in lines.iter().enumerate() {
        let font = if *is_bold { bold } else { regular };
        text(
            img,
            font,
            SIZE * c,
            (x + w / 2.0, y + (0.08 + (i as f32 + 0.5) * LINE_H) * c),
            Align::Centre,
            theme.banner[1],
            line,
        );
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Long names in each language's word order: the verb is always drawn whole, in at most
    /// two lines that fit.
    #[test]
    fn long_names_give_way_to_the_verb() {
        let font = &FONTS.bold;
        let (size, width) = (0.2 * 56.0, 2.1 * 56.0 - 0.2 * 56.0);
        let long = "Maximilian_von_Habsburg_Lothringen".to_string();
        for (template, names, verb) in [
            (
                "{who} の勝ち",
                vec!["太郎".to_string(), long.clone()],
                "の勝ち",
            ),
            ("{who} win", vec!["Taro".to_string(), long.clone()], "win"),
            ("{who} wins", vec![long.clone()], "wins"),
            ("{who} gagnent", vec![long.clone(), long.clone()], "gagnent"),
            (
                "{who} vince",
                vec!["Ada Lovelace of Byron and more".into()],
                "vince",
            ),
        ] {
            let lines = who_lines(font, size, template, &names, width);
            assert!(lines.len() <= WHO_LINES, "{lines:?}");
            assert!(
                lines.iter().all(|l| text_width(font, size, l) <= width),
                "{lines:?} is wider than {width}"
            );
            let all = lines.join(" ");
            assert!(
                all.ends_with(verb),
                "{template}: the verb is lost in {lines:?}"
            );
            // Each name is there, cut or whole.
            for name in &names {
                let head: String = name.chars().take(1).collect();
                assert!(all.contains(&head), "{name} is gone from {lines:?}");
            }
        }
        // Names that fit are left whole, as before.
        assert_eq!(
            who_lines(font, size, "{who} wins", &["Ada".to_string()], width),
            vec!["Ada wins".to_string()]
        );
    }
}
