//! The words of the service: what happened on a turn, results, durations, names, help.

use std::fmt::Write as _;
use std::time::Duration;

use crate::rules::{Action, EndReason, Game, Mode, Outcome, Position, Seat};
use crate::store::StoredGame;

/// A display name made safe for Discord markdown: no formatting, no mentions, short.
#[must_use]
pub fn escape_name(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().filter(|c| !c.is_control()).take(32) {
        match c {
            '\\' | '*' | '_' | '~' | '`' | '|' | '>' | '#' | '[' | ']' | '<' => {
                out.push('\\');
                out.push(c);
            }
            // A zero-width space after `@` keeps `@everyone` from ever being a mention.
            '@' => out.push_str("@\u{200b}"),
            _ => out.push(c),
        }
    }
    if out.trim().is_empty() {
        "someone".to_string()
    } else {
        out
    }
}

/// `<@id>`: a mention (it pings only when the reply lists the user in its mentions).
#[must_use]
pub fn mention(user_id: u64) -> String {
    format!("<@{user_id}>")
}

/// "**alice** (Red)".
#[must_use]
pub fn seat_label(stored: &StoredGame, seat: Seat) -> String {
    format!(
        "**{}** ({})",
        escape_name(&stored.player(seat).shown_name()),
        seat
    )
}

/// "3 days", "2 days 5 hours", "1 hour 30 minutes", "45 minutes", "less than a minute".
#[must_use]
pub fn duration_words(d: Duration) -> String {
    let s = d.as_secs();
    let unit = |n: u64, one: &str| match n {
        1 => format!("1 {one}"),
        n => format!("{n} {one}s"),
    };
    let pair = |big: u64, big_unit: &str, small: u64, small_unit: &str| {
        if small == 0 {
            unit(big, big_unit)
        } else {
            format!("{} {}", unit(big, big_unit), unit(small, small_unit))
        }
    };
    if s >= 86_400 {
        pair(s / 86_400, "day", s % 86_400 / 3600, "hour")
    } else if s >= 3600 {
        pair(s / 3600, "hour", s % 3600 / 60, "minute")
    } else if s >= 60 {
        unit(s / 60, "minute")
    } else {
        "less than a minute".to_string()
    }
}

/// `1 turn`, `3 turns`.
pub(crate) fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// "a piece", "3 pieces", "a Green piece", "2 Red pieces": `colour` may be empty.
fn pieces(n: usize, colour: &str) -> String {
    let colour = if colour.is_empty() {
        String::new()
    } else {
        format!("{colour} ")
    };
    match n {
        1 => format!("a {colour}piece"),
        n => format!("{n} {colour}pieces"),
    }
}

/// Pieces of a seat in play (on the board and in reserve).
fn in_play(pos: &Position, seat: Seat) -> usize {
    pos.pieces_on_board(seat) + usize::from(pos.reserve(seat))
}

/// One sentence about an action: "**alice** (Red) moved 3 pieces from c3 to f3 and captured
/// a Green piece."
#[must_use]
pub fn describe_action(
    stored: &StoredGame,
    before: &Position,
    after: &Position,
    action: Action,
) -> String {
    let Some(me) = before.to_act() else {
        return String::new();
    };
    let who = seat_label(stored, me);
    let mut s = match action {
        Action::Move { from, to, count } => format!(
            "{who} moved {} from {from} to {to}",
            pieces(usize::from(count), "")
        ),
        Action::Place(sq) => format!("{who} placed a reserve piece on {sq}"),
        Action::Swap(a, b) => format!(
            "{who} swapped their piece on {a} with {} on {b}",
            before
                .stack(b)
                .owner()
                .map_or("the opponent's".to_string(), |o| pieces(1, o.colour()))
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
            parts.push(format!("captured {}", pieces(lost, seat.colour())));
        }
    }
    let placed = usize::from(matches!(action, Action::Place(_)));
    let kept =
        (usize::from(after.reserve(me)) + placed).saturating_sub(usize::from(before.reserve(me)));
    if kept > 0 {
        parts.push(format!("kept {} in reserve", pieces(kept, "")));
    }
    if let Some(p) = partner {
        let gift = usize::from(after.reserve(p)).saturating_sub(usize::from(before.reserve(p)));
        if gift > 0 {
            parts.push(format!("gave {} to {p}'s reserve", pieces(gift, "")));
        }
    }
    match parts.len() {
        0 => {}
        1 => {
            let _ = write!(s, " and {}", parts[0]);
        }
        n => {
            let _ = write!(s, ", {} and {}", parts[..n - 1].join(", "), parts[n - 1]);
        }
    }
    s.push('.');
    s
}

/// The result of a finished game, as a sentence.
#[must_use]
pub fn describe_outcome(stored: &StoredGame, game: &Game, outcome: Outcome) -> String {
    let winners: Vec<Seat> = outcome.winners().collect();
    let names = winners
        .iter()
        .map(|&s| seat_label(stored, s))
        .collect::<Vec<_>>()
        .join(" and ");
    let verb = if winners.len() == 1 { "wins" } else { "win" };
    let config = game.position().config();
    let why = match outcome.reason() {
        EndReason::Draw => return "**Game over: a draw**, agreed by every player.".to_string(),
        EndReason::Aborted => {
            return "**Game over: aborted** by a moderator, with no result for anyone.".to_string();
        }
        EndReason::NoMoves => ": nobody else can move".to_string(),
        EndReason::Repetition => {
            ": the same position came up a third time, and a repetition goes to the first player"
                .to_string()
        }
        EndReason::Short => format!(
            ": {} captures reached the short game's target of {}",
            if config.mode() == Mode::Teams {
                "the team's"
            } else {
                "their"
            },
            config.short().unwrap_or(0)
        ),
        EndReason::Resign => String::new(),
        EndReason::Time => ": the others ran out of time".to_string(),
    };
    format!("**Game over.** {names} {verb}{why}.")
}

/// "Red wins by resignation" style result for records and lists.
#[must_use]
pub fn result_words(outcome: Outcome) -> String {
    let winners: Vec<&str> = outcome.winners().map(Seat::colour).collect();
    let how = match outcome.reason() {
        EndReason::Draw => return "draw".to_string(),
        EndReason::Aborted => return "aborted".to_string(),
        EndReason::NoMoves => "no moves",
        EndReason::Repetition => "repetition",
        EndReason::Short => "short game",
        EndReason::Resign => "resignation",
        EndReason::Time => "time",
    };
    let verb = if winners.len() == 1 { "wins" } else { "win" };
    format!("{} {verb} ({how})", winners.join(" and "))
}

/// How long before `now` a moment was, in words: "just now", "5 minutes ago", "yesterday",
/// "3 weeks ago" (both in Unix ms).
#[must_use]
pub fn ago(now: i64, then: i64) -> String {
    let minutes = (now - then).max(0) / 60_000;
    let (n, unit) = match minutes {
        0 => return "just now".to_string(),
        m if m < 60 => (m, "minute"),
        m if m < 24 * 60 => (m / 60, "hour"),
        m if m < 2 * 24 * 60 => return "yesterday".to_string(),
        m if m < 14 * 24 * 60 => (m / (24 * 60), "day"),
        m if m < 61 * 24 * 60 => (m / (7 * 24 * 60), "week"),
        m if m < 730 * 24 * 60 => (m / (30 * 24 * 60), "month"),
        m => (m / (365 * 24 * 60), "year"),
    };
    format!("{} ago", plural(n as usize, unit, &format!("{unit}s")))
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

/// The options of a game in words: "2 players, short 6, swap opening, 3 days a turn".
#[must_use]
pub fn options_words(stored_config: crate::rules::Config, limit: Option<Duration>) -> String {
    let mut parts = vec![format!("{} players", stored_config.players())];
    match stored_config.mode() {
        Mode::Teams => parts.push("teams".to_string()),
        Mode::FreeForAll => parts.push("free-for-all".to_string()),
        Mode::Standard => {}
    }
    if let Some(n) = stored_config.short() {
        parts.push(format!("short {n}"));
    }
    if stored_config.swap() {
        parts.push("swap opening".to_string());
    }
    parts.push(match limit {
        Some(d) => format!("{} a turn", duration_words(d)),
        None => "no time limit".to_string(),
    });
    parts.join(", ")
}

/// The `/focus rules` text.
pub const RULES: &str = "**How to play Focus**
- The board is 8×8 without three squares in each corner. Every piece starts as a stack of one.
- A stack belongs to whoever's colour is on top. On your turn, either **move** or **place**.
- **Move**: take the top k pieces of a stack you own (k = 1 to its height) and move them exactly \
k squares up, down, left or right, onto any square. Written `c3-f3:3`.
- **Place**: put a piece from your reserve on top of any square. Written `r:e5`.
- A stack taller than 5 loses pieces from the bottom: your own go to your reserve (your \
partner's to your partner's in teams); anyone else's are captured.
- If you own no stack and have no reserve you cannot act: with 2 players you lose; with 3, \
you are out of the game for good when the turn reaches you; with 4 you are skipped until you \
can act again. The last player (or team) still able to act wins.
- Options: `short` N (capturing N pieces wins), `swap` (2 players open by swapping one single \
piece each; the second swap may not leave the board symmetric, as it was at the start).
- The same 2-player position three times ends the game: the first player wins.
- The complete rule book, with the choices made where the published editions differ, is \
`docs/rules.md` in focus-bot's source.";
