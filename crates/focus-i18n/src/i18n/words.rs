//! Words built from several messages: durations, "5 minutes ago", colours, lists.

use std::time::Duration;

use crate::ai::Level;
use crate::rules::Seat;
use crate::t;

use super::Lang;

/// "3 days", "2 days 5 hours", "1 hour 30 minutes", "45 minutes", "less than a minute", in
/// `lang`.
#[must_use]
pub fn duration_words(lang: Lang, d: Duration) -> String {
    let s = d.as_secs();
    let days = |n: u64| t!(lang, "unit-days", n = n);
    let hours = |n: u64| t!(lang, "unit-hours", n = n);
    let minutes = |n: u64| t!(lang, "unit-minutes", n = n);
    let pair = |big: String, small: u64, unit: &dyn Fn(u64) -> String| {
        if small == 0 {
            big
        } else {
            t!(lang, "duration-pair", big = big, small = unit(small))
        }
    };
    if s >= 86_400 {
        pair(days(s / 86_400), s % 86_400 / 3600, &hours)
    } else if s >= 3600 {
        pair(hours(s / 3600), s % 3600 / 60, &minutes)
    } else if s >= 60 {
        minutes(s / 60)
    } else {
        t!(lang, "duration-under-minute")
    }
}

/// How long before `now` a moment was, in `lang`: "just now", "5 minutes ago", "yesterday",
/// "3 weeks ago" (both in Unix ms).
#[must_use]
pub fn ago(lang: Lang, now: i64, then: i64) -> String {
    let minutes = (now - then).max(0) / 60_000;
    match minutes {
        0 => t!(lang, "ago-now"),
        m if m < 60 => t!(lang, "ago-minutes", n = m),
        m if m < 24 * 60 => t!(lang, "ago-hours", n = m.div_euclid(60)),
        m if m < 2 * 24 * 60 => t!(lang, "ago-yesterday"),
        m if m < 14 * 24 * 60 => t!(lang, "ago-days", n = m.div_euclid(24 * 60)),
        m if m < 61 * 24 * 60 => t!(lang, "ago-weeks", n = m.div_euclid(7 * 24 * 60)),
        m if m < 730 * 24 * 60 => t!(lang, "ago-months", n = m.div_euclid(30 * 24 * 60)),
        m => t!(lang, "ago-years", n = m.div_euclid(365 * 24 * 60)),
    }
}

/// A seat's colour as a word: "Red", "Rouge", "Rosso", "赤".
#[must_use]
pub fn colour(lang: Lang, seat: Seat) -> String {
    match seat.number() {
        1 => t!(lang, "colour-red"),
        2 => t!(lang, "colour-green"),
        3 => t!(lang, "colour-blue"),
        _ => t!(lang, "colour-yellow"),
    }
}

/// The computer player's name in `lang`, by its level: "Computer (hard)", "Ordinateur
/// (difficile)".
#[must_use]
pub fn computer_name(lang: Lang, level: Level) -> String {
    let level = match level {
        Level::Easy => t!(lang, "level-easy"),
        Level::Medium => t!(lang, "level-medium"),
        Level::Hard => t!(lang, "level-hard"),
        Level::Master => t!(lang, "level-master"),
    };
    t!(lang, "computer-name", level = level)
}

/// A seat as a name in a sentence ("Red", "Rouge"): the colour.
#[must_use]
pub fn seat_name(lang: Lang, seat: Seat) -> String {
    colour(lang, seat)
}

/// Clauses joined as the language joins what one subject did: "moved …, captured … and kept
/// …"; in Japanese each but the last ends in し、("移動し、捕獲し、追加").
#[must_use]
pub fn clauses(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => t!(
            lang,
            "clause-last",
            init = init.join(&t!(lang, "clause-separator")),
            last = last.clone()
        ),
    }
}

/// Items joined as the language joins a list: "a, b and c", "a, b et c", "a、b、c".
#[must_use]
pub fn list(lang: Lang, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => {
            let sep = t!(lang, "list-separator");
            t!(
                lang,
                "list-last",
                init = init.join(&sep),
                last = last.clone()
            )
        }
    }
}
