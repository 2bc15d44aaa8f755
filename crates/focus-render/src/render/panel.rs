//! The player column beside the board: the result banner, a card per seat (name, rating,
//! status, draw offer, reserve, captured, stacks), and the marked turns with what came off the
//! bottom. Every size is a fraction of the square size `c`.

use image::RgbImage;

use super::banner;
use super::face::FONTS;
use super::layout::{Layout, chip, spread};
use super::names::{card_name, fit, is_cjk, seat_name, split_qualifier, wrap};
use super::paint::{Align, rounded_rect, text, text_width};
use super::scene::{Fate, LastTurn, Scene, Table};
use super::theme::Theme;
use super::words::Words;
use crate::rules::{Mode, Position, Seat, Turn};

/// Card height and the gap between cards.
const CARD_H: f32 = 1.16;
const CARD_GAP: f32 = 0.08;
/// Height of one line of the turn list.
const LINE_H: f32 = 0.32;
/// Text sizes: names, small lines, numbers, number labels, turn lines.
const NAME: f32 = 0.24;
const SMALL: f32 = 0.175;
const NUMBER: f32 = 0.25;
const LABEL: f32 = 0.15;
const TURN: f32 = 0.2;

/// Draws the whole column: the banner once the game is over, the cards, then the marked turns.
pub(super) fn draw_column(
    img: &mut RgbImage,
    l: &Layout,
    theme: &Theme,
    position: &Position,
    scene: &Scene,
) {
    let (x, mut y, w, bottom) = l.column;
    let c = l.c;
    let banner = banner::draw(img, l, theme, position, &scene.table, y);
    if banner > 0.0 {
        y += banner + CARD_GAP * c;
    }
    for seat in position.config().seats() {
        seat_card(img, l, theme, position, &scene.table, seat, (x, y, w));
        y += (CARD_H + CARD_GAP) * c;
    }
    turn_lines(
        img,
        l,
        theme,
        position,
        (&scene.marks, &scene.table.words),
        (x, y + 0.06 * c, w, bottom),
    );
}

/// What a seat is doing, for its card.
fn status<'w>(position: &Position, seat: Seat, words: &'w Words) -> Option<&'w str> {
    let active = position.to_act() == Some(seat);
    if position.outcome().is_some_and(|o| o.is_winner(seat)) {
        Some(&words.winner)
    } else if position.is_out(seat) {
        Some(&words.out)
    } else if active && position.owes_first_placement(seat) {
        Some(&words.to_place)
    } else if active && position.swap_pending().is_some() {
        Some(&words.to_swap)
    } else if active {
        Some(&words.to_move)
    } else if !position.is_over() && !position.can_act(seat) {
        Some(&words.skipped)
    } else {
        None
    }
}

/// One seat's card: colour chip and name; draw offer, the name's qualifier (a computer's level)
/// when the name line had no room for it, rating, partner and status; reserve,
/// captured and stacks. The seat to act has a light outline and a lighter card.
fn seat_card(
    img: &mut RgbImage,
    l: &Layout,
    theme: &Theme,
    position: &Position,
    table: &Table,
    seat: Seat,
    (x, y, w): (f32, f32, f32),
) {
    let c = l.c;
    let fonts = &*FONTS;
    let h = CARD_H * c;
    let active = position.to_act() == Some(seat);
    if active {
        let o = 0.035 * c;
        rounded_rect(
            img,
            (x - o, y - o, w + 2.0 * o, h + 2.0 * o),
            0.14 * c,
            theme.text,
        );
    }
    rounded_rect(img, (x, y, w, h), 0.12 * c, theme.card[usize::from(active)]);
    let pad = 0.08 * c;
    let inner = w - 2.0 * pad;

    // Chip and name. A name too wide to fit beside the chip but not the card's width (the
    // computer's name in Japanese at the GIF's size) takes the whole line, and the chip starts
    // the line below.
    let cy = y + 0.22 * c;
    let chip_size = 0.2 * c;
    let chip_w = (chip_size * 2.1).round();
    let name = seat_name(table, seat, &fonts.bold);
    let beside = inner - chip_w - 0.08 * c;
    let head = split_qualifier(&name).map_or(name.as_str(), |(head, _)| head);
    let head_w = text_width(&fonts.bold, NAME * c, head);
    let chip_below = head_w > beside && head_w <= inner;
    let name_x = if chip_below {
        x + pad
    } else {
        chip(
            img,
            theme,
            (x + pad, cy),
            chip_size,
            (seat, table.words.letter(seat)),
        );
        x + pad + chip_w + 0.08 * c
    };
    let (name, qualifier) = card_name(&fonts.bold, NAME * c, &name, x + w - pad - name_x);
    text(
        img,
        &fonts.bold,
        NAME * c,
        (name_x, cy),
        Align::Left,
        theme.text,
        &name,
    );

    // The draw offer first (bold, in the banner's colour), then rating, partner and status.
    let cy = y + 0.5 * c;
    let mut pen = x + pad;
    if chip_below {
        pen += chip(
            img,
            theme,
            (pen, cy),
            chip_size,
            (seat, table.words.letter(seat)),
        ) + 0.08 * c;
    }
    if table.draw_offers.contains(&seat) && !position.is_over() {
        pen += text(
            img,
            &fonts.bold,
            SMALL * c,
            (pen, cy),
            Align::Left,
            theme.banner[0],
            &table.words.offers_draw,
        ) + 0.08 * c;
    }
    // A qualifier the name line had no room for (the computer's level) comes first.
    let mut before: Vec<String> = qualifier.into_iter().collect();
    if let Some(Some(rating)) = table.ratings.get(seat.index()) {
        before.push(rating.clone());
    }
    let after: Vec<String> = status(position, seat, &table.words)
        .map(str::to_string)
        .into_iter()
        .collect();
    let end = x + pad + inner;
    let mut details = before;
    details.extend(after);
    if position.config().mode() == Mode::Teams {
        partner_line(
            img,
            (l, theme),
            &table.words,
            seat,
            &details,
            (pen, cy, end),
        );
    } else {
        let details = fit(&fonts.regular, SMALL * c, &details.join(" · "), end - pen);
        text(
            img,
            &fonts.regular,
            SMALL * c,
            (pen, cy),
            Align::Left,
            theme.dim,
            &details,
        );
    }

    // Reserve, captured (of the target in the short variant) and stacks: a number over its
    // label, in three equal cells.
    let captured = match position.config().short() {
        Some(n) => format!("{}/{n}", position.captured(seat)),
        None => position.captured(seat).to_string(),
    };
    let stacks = position.owned_mask(seat).count_ones().to_string();
    let cell = inner / 3.0;
    // Labels wider than their cells (CJK is never drawn small) borrow room from their
    // neighbours, when the row has it, and share what is left between them (up to 0.3 of a
    // square: "持ち駒" and "捕獲" in the GIF were 4 px apart); their numbers stay over them.
    // CJK labels always share it evenly: their full-width characters, ink from edge to edge,
    // read as one word when centred in their cells ("持ち駒" and "捕獲" 7 px apart in the PNG,
    // "捕獲" and "山" 19 px), where Latin words keep their letters' own side room.
    let labels = [
        &table.words.reserve,
        &table.words.captured,
        &table.words.stacks,
    ];
    let widths = labels.map(|label| text_width(&fonts.regular, LABEL * c, label));
    let cjk = labels.iter().any(|label| label.chars().any(is_cjk));
    let spread_labels = if widths.iter().all(|&w| w <= cell) && !cjk {
        None
    } else {
        let centres = [0.5, 1.5, 2.5].map(|i| x + pad + cell * i);
        let room = (inner - widths.iter().sum::<f32>()) / 2.0;
        spread(
            &widths,
            &centres,
            (x + pad, x + pad + inner),
            room.clamp(0.08 * c, 0.3 * c),
        )
    };
    for (i, (number, label)) in [
        (
            position.reserve(seat).to_string(),
            table.words.reserve.as_str(),
        ),
        (captured, table.words.captured.as_str()),
        (stacks, table.words.stacks.as_str()),
    ]
    .iter()
    .enumerate()
    {
        let cx = match &spread_labels {
            Some(edges) => edges[i] + widths[i] / 2.0,
            None => x + pad + cell * (i as f32 + 0.5),
        };
        text(
            img,
            &fonts.bold,
            NUMBER * c,
            (cx, y + 0.78 * c),
            Align::Centre,
            theme.text,
            number,
        );
        let at = match &spread_labels {
            Some(edges) => (edges[i], Align::Left),
            None => (cx, Align::Centre),
        };
        let label = match spread_labels {
            Some(_) => label.to_string(),
            None => fit(&fonts.regular, LABEL * c, label, cell),
        };
        text(
            img,
            &fonts.regular,
            LABEL * c,
            (at.0, y + 1.0 * c),
            at.1,
            theme.dim,
            &label,
        );
    }
}

/// A teams card's detail line from `pen` to `end`, centred on `cy`: first the partner's mark
/// (a "+" and the partner's chip: a colour's name in small letters is hard to read, in CJK
/// above all), then `details` (level, rating, status), cut to fit.
fn partner_line(
    img: &mut RgbImage,
    (l, theme): (&Layout, &Theme),
    words: &Words,
    seat: Seat,
    details: &[String],
    (mut pen, cy, end): (f32, f32, f32),
) {
    let c = l.c;
    let font = &FONTS.regular;
    let size = SMALL * c;
    let (prefix, suffix) = words
        .partner
        .split_once("{colour}")
        .unwrap_or((words.partner.as_str(), ""));
    let chip_size = 0.16 * c;
    let mark = text_width(font, size, prefix.trim_end()) + 0.04 * c + (chip_size * 2.1).round();
    if pen + mark <= end {
        pen += text(
            img,
            font,
            size,
            (pen, cy),
            Align::Left,
            theme.dim,
            prefix.trim_end(),
        ) + 0.04 * c;
        let partner = seat.partner();
        pen += chip(
            img,
            theme,
            (pen, cy),
            chip_size,
            (partner, words.letter(partner)),
        );
    }
    let mut rest = suffix.trim_end().to_string();
    if !details.is_empty() {
        rest.push_str(" · ");
        rest.push_str(&details.join(" · "));
    }
    let rest = fit(font, size, &rest, end - pen);
    text(img, font, size, (pen, cy), Align::Left, theme.dim, &rest);
}

/// The marked turns, one line each ("12." chip action), then what came off the bottom in the
/// last one as chips, wrapped to the column and never below `bottom`.
fn turn_lines(
    img: &mut RgbImage,
    l: &Layout,
    theme: &Theme,
    position: &Position,
    (marks, words): (&[LastTurn], &Words),
    (x, mut y, w, bottom): (f32, f32, f32, f32),
) {
    let c = l.c;
    let fonts = &*FONTS;
    let size = TURN * c;
    let line_h = LINE_H * c;
    let header = match marks.len() {
        0 => position.to_act().map_or_else(
            || words.start.clone(),
            |s| words.start_to_move.replace("{colour}", words.colour(s)),
        ),
        1 => words.last_turn.clone(),
        n => words.last_turns.replace("{n}", &n.to_string()),
    };
    for line in wrap(&fonts.regular, SMALL * c, &header, w)
        .into_iter()
        .take(2)
    {
        if y + line_h > bottom {
            return;
        }
        text(
            img,
            &fonts.regular,
            SMALL * c,
            (x, y + line_h / 2.0),
            Align::Left,
            theme.dim,
            &line,
        );
        y += line_h * 0.8;
    }
    for mark in marks {
        if y + line_h > bottom {
            return;
        }
        let cy = y + line_h / 2.0;
        let mut pen = x;
        pen += text(
            img,
            &fonts.regular,
            size,
            (pen, cy),
            Align::Left,
            theme.dim,
            &format!("{}.", mark.number),
        ) + 0.06 * c;
        if let Some(seat) = mark.by {
            pen += chip(img, theme, (pen, cy), 0.18 * c, (seat, words.letter(seat))) + 0.06 * c;
        }
        let what = match mark.turn {
            Turn::Act(action) => action.to_string(),
            Turn::Resign(_) => words.resigned.clone(),
            Turn::Time(_) => words.out_of_time.clone(),
            Turn::Draw => words.draw_agreed.clone(),
            Turn::Abort => words.turn_aborted.clone(),
        };
        let what = fit(&fonts.bold, size, &what, x + w - pen);
        text(
            img,
            &fonts.bold,
            size,
            (pen, cy),
            Align::Left,
            theme.text,
            &what,
        );
        y += line_h;
    }
    let Some(last) = marks.last() else { return };
    for (label, fate) in [
        (words.off_captured.as_str(), true),
        (words.off_reserve.as_str(), false),
    ] {
        let pieces: Vec<Seat> = last
            .off
            .iter()
            .filter(|(_, f)| (*f == Fate::Captured) == fate)
            .map(|(s, _)| *s)
            .collect();
        if pieces.is_empty() {
            continue;
        }
        if y + line_h > bottom {
            return;
        }
        let mut cy = y + line_h / 2.0;
        let mut pen =
            x + text(
                img,
                &fonts.regular,
                SMALL * c,
                (x, cy),
                Align::Left,
                theme.dim,
                label,
            ) + 0.06 * c;
        let chip_size = 0.18 * c;
        let chip_w = (chip_size * 2.1).round();
        for seat in pieces {
            // Wrap to the next line rather than run off the picture.
            if pen + chip_w > x + w {
                y += line_h;
                if y + line_h > bottom {
                    return;
                }
                cy = y + line_h / 2.0;
                pen = x;
            }
            pen += chip(img, theme, (pen, cy), chip_size, (seat, words.letter(seat))) + 0.05 * c;
        }
        y += line_h;
    }
}
