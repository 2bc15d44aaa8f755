//! The words of a turn: each [`Event`] of a turn said in a language, one line each. The events
//! are worked out in [`super::events`], in no language.

use std::fmt::Write as _;

use crate::i18n::{Lang, colour, duration_words};
use crate::rules::{Action, Game, Position, Seat, Turn};
use crate::slash_commands::command_example;
use crate::store::StoredGame;
use crate::t;

use super::core::Loaded;
use super::text::{describe_action, describe_outcome, mention, seat_label};
use super::{Button, Event, Reply};

/// The lines saying `events` of one turn in `lang` (the result or the next seat is
/// [`tell_next`]'s). A resignation, a forfeit, a draw and an abort are said by their caller's
/// own lead line.
pub(super) fn tell_turn(
    lang: Lang,
    stored: &StoredGame,
    before: &Position,
    after: &Position,
    events: &[Event],
) -> String {
    let mut text = String::new();
    for event in events {
        let line = match *event {
            Event::Played {
                turn: Turn::Act(action),
                ..
            } => describe_action(lang, stored, before, after, action),
            Event::DrawWithdrawn { .. } => t!(lang, "draw-withdrawn"),
            Event::TakebackLapsed { .. } => t!(lang, "takeback-lapsed"),
            Event::Out { seat, .. } => {
                t!(lang, "seat-out", seat = seat_label(lang, stored, seat))
            }
            Event::Skipped { seat, .. } => {
                t!(lang, "seat-skipped", seat = seat_label(lang, stored, seat))
            }
            Event::Back { seat, .. } => {
                t!(lang, "seat-back", seat = seat_label(lang, stored, seat))
            }
            Event::Repeated { .. } => {
                let first = Seat::from_number(1).expect("seat 1");
                t!(
                    lang,
                    "repetition-warning",
                    seat = seat_label(lang, stored, first)
                )
            }
            Event::Played { .. }
            | Event::Started { .. }
            | Event::ToAct { .. }
            | Event::Over { .. }
            | Event::Reminder { .. }
            | Event::SeasonEnded { .. }
            | Event::Rematch { .. }
            | Event::Tournament(_)
            | Event::TakebackAsked { .. }
            | Event::TakebackAgreed { .. }
            | Event::TakebackDeclined { .. }
            | Event::TakenBack { .. } => continue,
        };
        let _ = writeln!(text, "{line}");
    }
    text
}

/// What the game waits for, said in `lang`: its result, or a call to the seat to act (a
/// mention for a person, with a hint at an opening placement or swap).
pub(super) fn tell_next(lang: Lang, stored: &StoredGame, game: &Game, event: Event) -> String {
    match event {
        Event::Over { outcome, .. } => describe_outcome(lang, stored, game, outcome),
        Event::ToAct { seat, .. } => {
            let p = stored.player(seat);
            if p.computer.is_some() {
                return t!(lang, "computer-next", colour = colour(lang, seat));
            }
            let mut text = match stored.options.turn_limit {
                Some(limit) => t!(
                    lang,
                    "your-turn-limit",
                    mention = mention(p.user_id),
                    colour = colour(lang, seat),
                    time = duration_words(lang, limit)
                ),
                None => t!(
                    lang,
                    "your-turn",
                    mention = mention(p.user_id),
                    colour = colour(lang, seat)
                ),
            };
            if let Some(hint) = opening_hint(lang, game.position(), seat) {
                let _ = write!(text, "{}{hint}", t!(lang, "sentence-gap"));
            }
            text
        }
        _ => String::new(),
    }
}

/// An example of the opening action `seat` owes, if it owes one: a 3-player first placement or
/// the swap.
fn opening_hint(lang: Lang, pos: &Position, seat: Seat) -> Option<String> {
    if pos.owes_first_placement(seat) {
        pos.legal_actions().into_iter().find_map(|a| match a {
            Action::Place(sq) => Some(t!(
                lang,
                "hint-first-placement",
                example = command_example(lang, "reserve", &[("square", &sq.to_string())])
            )),
            _ => None,
        })
    } else if pos.swap_pending() == Some(seat) {
        pos.legal_actions().into_iter().find_map(|a| match a {
            Action::Swap(mine, theirs) => Some(t!(
                lang,
                "hint-swap",
                example = command_example(
                    lang,
                    "swap",
                    &[("mine", &mine.to_string()), ("theirs", &theirs.to_string())]
                )
            )),
            _ => None,
        })
    } else {
        None
    }
}

/// Ends a reply's text with the result, or a mention of the player to act next (the only
/// mention), and its events with what the game waits for.
pub(super) fn next_up(loaded: &Loaded, mut text: String, mut events: Vec<Event>) -> Reply {
    let mut mentions = Vec::new();
    if let Some(next) = super::events::next(loaded.stored.id, &loaded.game) {
        if let Event::ToAct { seat, .. } = next {
            let p = loaded.stored.player(seat);
            if p.computer.is_none() {
                mentions.push(p.user_id);
            }
        }
        text.push_str(&tell_next(loaded.lang, &loaded.stored, &loaded.game, next));
        events.push(next);
    }
    Reply {
        text,
        mentions,
        events,
        post_lang: Some(loaded.lang),
        // A game-over post offers a rematch and an analysis; an aborted game neither.
        buttons: super::events::follow_ups(loaded.stored.id, &loaded.game)
            .map_or_else(Vec::new, |game| {
                vec![Button::Rematch(game), Button::Analyze(game)]
            }),
        button_lang: loaded.lang,
        ..Reply::default()
    }
}
