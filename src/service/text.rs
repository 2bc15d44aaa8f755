//! The words of the service: what happened on a turn, results, durations, names, help.

use std::time::Duration;

use crate::i18n::{Lang, clauses, colour, computer_name, duration_words as duration_in};
use crate::rules::{Action, EndReason, Game, Mode, Outcome, Position, Seat};
use crate::store::{StoredGame, UserId};
use crate::{markup, t};

use super::Refusal;
use super::core::Loaded;
use super::failure::{Refusable, refuse};

/// A person's name, marked for the front end to write its own way (bold in Discord); "someone"
/// in `lang` when nothing printable is left of it.
#[must_use]
pub fn person(lang: Lang, name: &str) -> String {
    let kept = markup::clean(name);
    if kept.is_empty() {
        markup::name(&t!(lang, "someone"))
    } else {
        markup::name(&kept)
    }
}

/// A user, marked: a mention where the reply pings them.
#[must_use]
pub fn mention(user_id: UserId) -> String {
    markup::user(user_id.0)
}

/// A player's name as shown: the computer's in `lang` ("Ordinateur (facile)"), else theirs.
#[must_use]
pub fn shown(lang: Lang, p: &crate::store::Player) -> String {
    match p.computer {
        Some(level) => computer_name(lang, level),
        None => p.name.clone(),
    }
}

/// A game's players in `lang`, seat 1 first, each by colour and name, one after another.
pub(super) fn seated(lang: Lang, seats: &[crate::store::Player]) -> String {
    (seats.iter().enumerate())
        .filter_map(|(i, p)| Some((Seat::from_index(i)?, p)))
        .map(|(s, p)| format!("{} {}", colour(lang, s), person(lang, &shown(lang, p))))
        .collect::<Vec<_>>()
        .join(&t!(lang, "list-separator"))
}

/// A player as a challenge or a game's start names them in `lang`: the computer by its level,
/// a person's name marked.
pub(super) fn player_label(lang: Lang, p: &crate::store::Player) -> String {
    match p.computer {
        Some(level) => computer_name(lang, level),
        None => person(lang, &p.name),
    }
}

/// A player invited, in `lang`: the computer by its level, a person mentioned.
pub(super) fn player_mention(lang: Lang, p: &crate::store::Player) -> String {
    match p.computer {
        Some(level) => computer_name(lang, level),
        None => mention(p.user_id),
    }
}

/// "alice (Red)", the name marked, in `lang`.
#[must_use]
pub fn seat_label(lang: Lang, stored: &StoredGame, seat: Seat) -> String {
    t!(
        lang,
        "seat-label",
        name = person(lang, &shown(lang, stored.player(seat))),
        colour = colour(lang, seat)
    )
}

/// Pieces of a seat in play (on the board and in reserve).
fn in_play(pos: &Position, seat: Seat) -> usize {
    pos.pieces_on_board(seat) + usize::from(pos.reserve(seat))
}

/// One sentence about an action, in `lang`: "**alice** (Red) moved 3 pieces from c3 to f3 and
/// captured a Green piece."
#[must_use]
pub fn describe_action(
    lang: Lang,
    stored: &StoredGame,
    before: &Position,
    after: &Position,
    action: Action,
) -> String {
    let Some(me) = before.to_act() else {
        return String::new();
    };
    let who = seat_label(lang, stored, me);
    let pieces = |n: usize| t!(lang, "pieces", n = n);
    let pieces_of =
        |n: usize, seat: Seat| t!(lang, "pieces-of", n = n, colour = colour(lang, seat));
    let s = match action {
        Action::Move { from, to, count } => t!(
            lang,
            "act-move",
            who = who,
            pieces = pieces(usize::from(count)),
            from = from.to_string(),
            to = to.to_string()
        ),
        Action::Place(sq) => t!(lang, "act-place", who = who, square = sq.to_string()),
        Action::Swap(a, b) => t!(
            lang,
            "act-swap",
            who = who,
            mine = a.to_string(),
            piece = before
                .stack(b)
                .owner()
                .map_or_else(|| t!(lang, "act-swap-piece"), |o| pieces_of(1, o)),
            theirs = b.to_string()
        ),
    };
    let config = before.config();
    let partner = (config.mode() == Mode::Teams).then(|| me.partner());
    let mut parts = Vec::new();
    for seat in config.seats() {
        if seat == me || Some(seat) == partner {
            continue;
        }
        let lost = in_play(before, seat).saturating_sub(in_play(after, seat));
        if lost > 0 {
            parts.push(t!(lang, "act-captured", pieces = pieces_of(lost, seat)));
        }
    }
    let placed = usize::from(matches!(action, Action::Place(_)));
    let kept =
        (usize::from(after.reserve(me)) + placed).saturating_sub(usize::from(before.reserve(me)));
    if kept > 0 {
        parts.push(t!(lang, "act-kept", pieces = pieces(kept)));
    }
    if let Some(p) = partner {
        let gift = usize::from(after.reserve(p)).saturating_sub(usize::from(before.reserve(p)));
        if gift > 0 {
            parts.push(t!(
                lang,
                "act-gave",
                pieces = pieces(gift),
                colour = colour(lang, p)
            ));
        }
    }
    match parts.as_slice() {
        [] => t!(lang, "act-alone", action = s),
        [one] => t!(lang, "act-one", action = s, part = one.clone()),
        many => t!(lang, "act-many", action = s, parts = clauses(lang, many)),
    }
}

/// The result of a finished game, as a sentence in `lang`.
#[must_use]
pub fn describe_outcome(lang: Lang, stored: &StoredGame, game: &Game, outcome: Outcome) -> String {
    let winners: Vec<String> = outcome
        .winners()
        .map(|s| seat_label(lang, stored, s))
        .collect();
    let config = game.position().config();
    let why = match outcome.reason() {
        EndReason::Draw => return t!(lang, "over-draw"),
        EndReason::Aborted => return t!(lang, "over-aborted"),
        EndReason::NoMoves => t!(lang, "why-no-moves"),
        EndReason::Repetition => t!(lang, "why-repetition"),
        EndReason::Short if config.mode() == Mode::Teams => {
            t!(lang, "why-short-team", n = config.short().unwrap_or(0))
        }
        EndReason::Short => t!(lang, "why-short", n = config.short().unwrap_or(0)),
        EndReason::Resign => String::new(),
        EndReason::Time => t!(lang, "why-time"),
    };
    t!(
        lang,
        "over-wins",
        count = winners.len(),
        names = both(lang, &winners),
        why = why
    )
}

/// Two or more names joined with "and" only ("**a** (Red) and **b** (Blue)").
pub(super) fn both(lang: Lang, names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => t!(
            lang,
            "list-last",
            init = init.join(&t!(lang, "list-separator")),
            last = last.clone()
        ),
    }
}

/// "Red wins (resignation)" style result for records and lists, in `lang`.
#[must_use]
pub fn result_words_in(lang: Lang, outcome: Outcome) -> String {
    let winners: Vec<String> = outcome.winners().map(|s| colour(lang, s)).collect();
    let how = match outcome.reason() {
        EndReason::Draw => return t!(lang, "result-draw"),
        EndReason::Aborted => return t!(lang, "result-aborted"),
        reason => how_words(lang, reason).unwrap_or_default(),
    };
    t!(
        lang,
        "result-wins",
        count = winners.len(),
        colours = both(lang, &winners),
        how = how
    )
}

/// How a game was won, in a word or two ("resignation"); `None` for a draw or an abort,
/// which nobody won.
#[must_use]
pub fn how_words(lang: Lang, reason: EndReason) -> Option<String> {
    Some(match reason {
        EndReason::Draw | EndReason::Aborted => return None,
        EndReason::NoMoves => t!(lang, "how-no-moves"),
        EndReason::Repetition => t!(lang, "how-repetition"),
        EndReason::Short => t!(lang, "how-short"),
        EndReason::Resign => t!(lang, "how-resign"),
        EndReason::Time => t!(lang, "how-time"),
    })
}

/// "Red wins (resignation)" style result for records and lists, in English.
#[must_use]
pub fn result_words(outcome: Outcome) -> String {
    result_words_in(Lang::EnUs, outcome)
}

/// A date as the record writes it: `2026.11.23` (UTC).
#[must_use]
pub fn date(ms: i64) -> String {
    // Howard Hinnant's days-to-civil algorithm.
    let z = ms.div_euclid(86_400_000) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

/// The options of a game in words, in `lang`: "2 players, short 6, swap opening, 3 days a
/// turn".
#[must_use]
pub fn options_words(
    lang: Lang,
    stored_config: crate::rules::Config,
    limit: Option<Duration>,
) -> String {
    let mut parts = vec![t!(lang, "players-count", n = stored_config.players())];
    match stored_config.mode() {
        Mode::Teams => parts.push(t!(lang, "opt-teams")),
        Mode::FreeForAll => parts.push(t!(lang, "opt-ffa")),
        Mode::Standard => {}
    }
    if let Some(n) = stored_config.short() {
        parts.push(t!(lang, "opt-short", n = n));
    }
    if stored_config.swap() {
        parts.push(t!(lang, "opt-swap"));
    }
    parts.push(match limit {
        Some(d) => t!(lang, "opt-per-turn", time = duration_in(lang, d)),
        None => t!(lang, "opt-no-limit"),
    });
    parts.join(&t!(lang, "list-separator"))
}

/// The `/focus rules` text, in `lang`.
#[must_use]
pub fn rules_text(lang: Lang) -> String {
    format!("{}\n{}", t!(lang, "rules-text"), t!(lang, "rules-picture"))
}

/// The `/focus rules` text in English.
pub static RULES: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| rules_text(Lang::EnUs));

/// One turn of the move list after its number: "Red    c3-f3:3", "Green  resigned", or for
/// what no single seat did, "draw agreed by all" and "ended by a moderator".
pub(super) fn history_line(lang: Lang, entry: &crate::store::LoggedAction) -> String {
    let seat =
        Seat::from_number(entry.seat as u8).map_or_else(|| "?".to_string(), |s| colour(lang, s));
    let pad = 6usize.saturating_sub(seat.chars().count());
    let what = match crate::notation::parse_turn(&entry.action) {
        Ok(Some(crate::rules::Turn::Draw)) => return t!(lang, "history-draw"),
        Ok(Some(crate::rules::Turn::Abort)) => return t!(lang, "history-abort"),
        Ok(Some(crate::rules::Turn::Resign(_))) => t!(lang, "history-resign"),
        Ok(Some(crate::rules::Turn::Time(_))) => t!(lang, "history-time"),
        _ => entry.action.clone(),
    };
    format!("{seat}{} {what}", " ".repeat(pad))
}

/// The seats that have not resigned.
pub(super) fn seats_still_in(pos: &Position) -> Vec<Seat> {
    pos.config().seats().filter(|&s| !pos.is_out(s)).collect()
}

/// What to tell someone who is not a player of game `loaded`: who the players are.
pub(super) fn not_a_player(lang: Lang, loaded: &Loaded) -> String {
    let names = loaded
        .stored
        .seats
        .iter()
        .map(|p| person(lang, &shown(lang, p)))
        .collect::<Vec<_>>()
        .join(&t!(lang, "list-separator"));
    t!(
        lang,
        "not-a-player",
        challenge_command = crate::slash_commands::example::bare(lang, "challenge"),
        players = names
    )
}

/// The refusal of a setting's value (`option`'s) that is none of its choices, said in `lang`.
pub(super) fn unknown_choice<R: Refusable>(lang: Lang, option: &'static str, typed: &str) -> R {
    let value = markup::quoted(typed);
    let text = match option {
        "board" => t!(lang, "settings-bad-board", board = value),
        "web" => t!(lang, "settings-bad-web", web = value),
        "tournaments" => t!(lang, "settings-bad-tournaments", value = value),
        "takeback" => t!(lang, "settings-bad-takeback", takeback = value),
        _ => t!(lang, "notify-unknown", typed = typed),
    };
    refuse(Refusal::UnknownChoice(option, typed.to_string()), text)
}
