//! The words of the click path and of `/focus notify`: button and menu labels, the picker's
//! prompts, its refusals, and the notify replies. Kept together so they can move to the
//! translation files in one go.

use crate::rules::{Action, Seat, Square};
use crate::store::NotifyMode;

/// `1 piece`, `2 pieces`.
fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

/// The Play button under a turn post.
#[must_use]
pub fn play_label() -> &'static str {
    "Play"
}

/// The picker's button that returns one step.
#[must_use]
pub fn back_label() -> &'static str {
    "Back"
}

/// The button that accepts a draw offer.
#[must_use]
pub fn accept_draw_label() -> &'static str {
    "Accept draw"
}

/// The button that declines a draw offer.
#[must_use]
pub fn decline_draw_label() -> &'static str {
    "Decline"
}

/// The link button of a turn's direct message.
#[must_use]
pub fn go_to_game_label() -> &'static str {
    "Go to the game"
}

/// Someone other than the player to act clicked Play (or a menu).
#[must_use]
pub fn not_your_turn(name: &str, seat: Seat) -> String {
    format!("It is **{name}**'s turn ({seat}).")
}

/// A click on a game that is over, or no longer this channel's game.
#[must_use]
pub fn game_over() -> &'static str {
    "That game is over: nothing changed. Look at the channel for the game now."
}

/// A picker built before the game moved on.
#[must_use]
pub fn stale() -> &'static str {
    "This menu is out of date: the game moved on. Nothing changed; click **Play** on the newest \
     turn post."
}

/// A choice the picker did not offer (a forged click).
#[must_use]
pub fn not_offered() -> &'static str {
    "That choice is not on the menu: nothing changed. Click **Play** again for a fresh menu."
}

/// A question about a draw that is no longer pending.
#[must_use]
pub fn no_draw_offer() -> &'static str {
    "There is no draw offer to answer any more: nothing changed."
}

/// A draw button clicked by someone who cannot answer the offer.
#[must_use]
pub fn draw_not_yours() -> &'static str {
    "This draw offer is for the other players still in the game: nothing changed."
}

/// The public post when a player declines a draw.
#[must_use]
pub fn draw_declined(who: &str) -> String {
    format!("{who} declines the draw: play on.")
}

/// What the picker shows once its action is played.
#[must_use]
pub fn played(action: Action) -> String {
    format!("You played `{action}`.")
}

/// The first step: which stack, or the reserve.
#[must_use]
pub fn start_prompt(game_id: i64, seat: Seat, reserve: u8) -> String {
    let reserve = if reserve > 0 { ", or your reserve" } else { "" };
    format!("Game {game_id}, your turn ({seat}): choose a stack to move{reserve}.")
}

/// The first step of a swap opening.
#[must_use]
pub fn swap_prompt(game_id: i64, seat: Seat) -> String {
    format!(
        "Game {game_id}, your turn ({seat}): this game opens with a swap. Choose one of your \
         single pieces."
    )
}

/// The rows for a reserve piece.
#[must_use]
pub fn rows_prompt(game_id: i64, seat: Seat, forced: bool) -> String {
    if forced {
        format!(
            "Game {game_id}, your turn ({seat}): first place your reserve piece on an empty \
             square. Choose a row."
        )
    } else {
        format!("Game {game_id} ({seat}): place a reserve piece. Choose a row.")
    }
}

/// The squares of a row for a reserve piece.
#[must_use]
pub fn row_squares_prompt(row: u8) -> String {
    format!("Row {row}: choose the square for your reserve piece.")
}

/// Where a stack can go.
#[must_use]
pub fn targets_prompt(from: Square, height: usize) -> String {
    format!(
        "{from} ({} high): where to? Moving n pieces goes exactly n squares.",
        height
    )
}

/// Which opponent's piece to swap with.
#[must_use]
pub fn swap_targets_prompt(mine: Square) -> String {
    format!("Swap your piece on {mine} with which of your opponent's single pieces?")
}

/// The select's placeholder.
#[must_use]
pub fn placeholder() -> &'static str {
    "Choose…"
}

/// A stack the player may move: `c3 · 3 high`.
#[must_use]
pub fn stack_label(sq: Square, height: usize) -> String {
    format!("{sq} · {height} high")
}

/// The reserve: `Reserve · 2 pieces`.
#[must_use]
pub fn reserve_label(count: u8) -> String {
    format!(
        "Reserve · {}",
        plural(usize::from(count), "piece", "pieces")
    )
}

/// A single piece the player may swap away.
#[must_use]
pub fn swap_piece_label(sq: Square) -> String {
    format!("{sq} · your piece")
}

/// Where a stack can go: `f3 — move 3`.
#[must_use]
pub fn target_label(to: Square, count: u8) -> String {
    format!("{to} — move {count}")
}

/// An opponent's piece to swap with: `d3 — swap with Green's piece`.
#[must_use]
pub fn swap_target_label(theirs: Square, owner: Option<Seat>) -> String {
    match owner {
        Some(seat) => format!("{theirs} — swap with {seat}'s piece"),
        None => format!("{theirs} — swap"),
    }
}

/// A row with squares for a reserve piece: `Row 5 · 4 squares`.
#[must_use]
pub fn row_label(row: u8, squares: usize) -> String {
    format!("Row {row} · {}", plural(squares, "square", "squares"))
}

/// A square for a reserve piece: `e5 · empty`, `e5 · on Green's 3-stack`.
#[must_use]
pub fn place_label(sq: Square, height: usize, owner: Option<Seat>) -> String {
    match owner {
        Some(seat) if height > 0 => format!("{sq} · on {seat}'s {height}-stack"),
        _ => format!("{sq} · empty"),
    }
}

/// What each notify mode means, for the replies.
fn mode_words(mode: NotifyMode) -> &'static str {
    match mode {
        NotifyMode::Channel => "the turn post mentions you",
        NotifyMode::Dm => {
            "the turn post mentions you, and I also send you a direct message with the board"
        }
        NotifyMode::Off => "no mention; look with `/focus board`",
    }
}

/// `/focus notify` with no choice.
#[must_use]
pub fn notify_shown(mode: NotifyMode) -> String {
    format!(
        "Your turn notices: **{}** ({}). Change with `/focus notify mode:channel`, `dm` or `off`.",
        mode.name(),
        mode_words(mode)
    )
}

/// `/focus notify` with a choice.
#[must_use]
pub fn notify_set(mode: NotifyMode) -> String {
    format!(
        "Done: your turn notices are now **{}** ({}), in every game.",
        mode.name(),
        mode_words(mode)
    )
}

/// An unknown mode typed in the console.
#[must_use]
pub fn notify_unknown(typed: &str) -> String {
    format!("`{typed}` is not a notice setting: choose `channel`, `dm` or `off`.")
}

/// Told once, after Discord refused a direct message.
#[must_use]
pub fn dm_refused() -> &'static str {
    "I could not send you a direct message for your turn (Discord refused it: your direct \
     messages may be closed to this server's members), so the turn post mentioned you instead. \
     Open them in the server's Privacy Settings, or choose `/focus notify mode:channel`."
}

/// The direct message when it becomes a player's turn.
#[must_use]
pub fn dm_turn(game_id: i64, seat: Seat, channel_id: u64) -> String {
    format!("It is your turn ({seat}) in game {game_id}, in <#{channel_id}>.")
}

/// The reminder's direct message.
#[must_use]
pub fn dm_reminder(game_id: i64, seat: Seat, channel_id: u64, left: &str) -> String {
    format!(
        "Reminder: it is your turn ({seat}) in game {game_id}, in <#{channel_id}>: {left} left."
    )
}
