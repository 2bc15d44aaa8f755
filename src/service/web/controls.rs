//! What a player to act may do on the board of a game's page: every legal action as a click
//! (or two), with the words a screen reader says for each square, from the same words as the
//! Discord picker's menus.

use crate::store::GameId;
use serde::Serialize;

use crate::i18n::{Lang, colour};
use crate::rules::{Action, Position, Seat, Square};
use crate::t;

use crate::service::core::Loaded;

/// The board's controls for the player to act: what they may click, and what it plays.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BoardControls {
    /// The game.
    pub game: GameId,
    /// The turns written so far (taken-back ones included): an action is sent with it, and
    /// refused if the game moved on meanwhile.
    pub ply: i64,
    /// What to do now, in words (marked text, as [`crate::service::Reply::text`]).
    pub prompt: String,
    /// What is clicked first: the stacks that can move (or, in a swap opening, the pieces
    /// that can be swapped) and the reserve (named [`RESERVE`]) when a piece may be placed
    /// besides; none when placing is all the player may do (the placements are offered at
    /// once).
    pub sources: Vec<Source>,
    /// Every legal action, each the click that plays it (none while another seat is to act).
    pub choices: Vec<Choice>,
    /// The question that confirms a resignation (what it would do), while the player is
    /// still in.
    pub resign: Option<String>,
    /// The draw button's label (offer, or accept the others' offer), while a draw may be
    /// offered.
    pub draw: Option<String>,
}

/// The name of the reserve among the [`Source`]s.
pub const RESERVE: &str = "reserve";

/// What is clicked first: a stack that can move, a piece that can be swapped, or the reserve.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Source {
    /// The square (`c3`), or [`RESERVE`].
    pub square: String,
    /// What a screen reader says of it ("c3 · 3 high").
    pub label: String,
    /// What to do once it is chosen, in words (marked text).
    pub then: String,
}

/// A legal action as a click on the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Choice {
    /// The action in canonical notation (`c3-f3:3`, `r:e5`, `s:c3-d3`): what the page sends.
    pub action: String,
    /// What is clicked first (a move's stack, a swap's own piece, [`RESERVE`] for a
    /// placement); `None` when the action is offered at once.
    pub from: Option<String>,
    /// The square clicked to play it.
    pub to: String,
    /// What a screen reader says of that square once `from` (or the reserve) is chosen.
    pub label: String,
}

impl BoardControls {
    /// The controls of a player who waits for another seat: `words` say whose turn it is.
    pub(in crate::service) fn waiting(loaded: &Loaded, words: String) -> BoardControls {
        BoardControls {
            game: loaded.stored.id,
            ply: loaded.stored.ply,
            prompt: words,
            sources: Vec::new(),
            choices: Vec::new(),
            resign: None,
            draw: None,
        }
    }
}

/// The moves of `loaded` for `seat`, the seat to act, in `lang`: what the page says, what is
/// clicked first and what each click plays.
pub(in crate::service) fn moves(lang: Lang, loaded: &Loaded, seat: Seat) -> BoardControls {
    let pos = loaded.game.position();
    let (game, seat_colour) = (loaded.stored.id, colour(lang, seat));
    let legal = pos.legal_actions();
    let mut sources: Vec<Source> = Vec::new();
    let mut choices: Vec<Choice> = Vec::new();
    let mut source = |sq: Square, label: String, then: String| {
        if !sources.iter().any(|s| s.square == sq.to_string()) {
            sources.push(Source {
                square: sq.to_string(),
                label,
                then,
            });
        }
    };
    for action in &legal {
        let (from, to, label) = match *action {
            Action::Move { from, to, count } => {
                let (square, height) = (from.to_string(), pos.stack(from).height());
                source(
                    from,
                    stack_label(lang, pos, from),
                    t!(lang, "pick-targets", square = square, height = height),
                );
                let label = t!(lang, "pick-target", square = to.to_string(), count = count);
                (Some(from), to, label)
            }
            Action::Swap(mine, theirs) => {
                source(
                    mine,
                    t!(lang, "pick-swap-piece", square = mine.to_string()),
                    t!(lang, "pick-swap-targets", square = mine.to_string()),
                );
                (Some(mine), theirs, swap_target_label(lang, pos, theirs))
            }
            Action::Place(sq) => (None, sq, place_label(lang, pos, sq)),
        };
        choices.push(Choice {
            action: action.to_string(),
            from: from.map(|sq| sq.to_string()),
            to: to.to_string(),
            label,
        });
    }
    choices.sort_by(|a, b| a.action.cmp(&b.action));
    sources.sort_by(|a, b| a.square.cmp(&b.square));
    let places = choices.iter().any(|c| c.from.is_none());
    let only_places = places && sources.is_empty();
    let reserve = places && !only_places;
    if reserve {
        sources.push(Source {
            square: RESERVE.to_string(),
            label: t!(lang, "pick-reserve", n = pos.reserve(seat)),
            then: t!(lang, "web-play-reserve-squares"),
        });
        for c in choices.iter_mut().filter(|c| c.from.is_none()) {
            c.from = Some(RESERVE.to_string());
        }
    }
    let prompt = if pos.owes_first_placement(seat) {
        t!(
            lang,
            "web-play-first-placement",
            game = game,
            colour = seat_colour.clone()
        )
    } else if pos.swap_pending() == Some(seat) {
        t!(
            lang,
            "web-play-swap",
            game = game,
            colour = seat_colour.clone()
        )
    } else if reserve {
        t!(
            lang,
            "web-play-start-reserve",
            game = game,
            colour = seat_colour.clone()
        )
    } else if only_places {
        t!(
            lang,
            "web-play-places",
            game = game,
            colour = seat_colour.clone()
        )
    } else {
        t!(
            lang,
            "web-play-start",
            game = game,
            colour = seat_colour.clone()
        )
    };
    BoardControls {
        game,
        ply: loaded.stored.ply,
        prompt,
        sources,
        choices,
        resign: None,
        draw: None,
    }
}

/// The words of the stack on `sq` that can move ("c3 · 3 high"): the page's and the picker's.
pub(in crate::service) fn stack_label(lang: Lang, pos: &Position, sq: Square) -> String {
    let height = pos.stack(sq).height();
    t!(lang, "pick-stack", square = sq.to_string(), height = height)
}

/// The words of the opponent's piece on `sq` to swap with.
pub(in crate::service) fn swap_target_label(lang: Lang, pos: &Position, sq: Square) -> String {
    match pos.stack(sq).owner() {
        Some(owner) => t!(
            lang,
            "pick-swap-target",
            square = sq.to_string(),
            colour = colour(lang, owner)
        ),
        None => t!(lang, "pick-swap-target-any", square = sq.to_string()),
    }
}

/// The words of square `sq` for a reserve piece: empty, or on whose stack.
pub(in crate::service) fn place_label(lang: Lang, pos: &Position, sq: Square) -> String {
    let stack = pos.stack(sq);
    match stack.owner() {
        Some(owner) if stack.height() > 0 => t!(
            lang,
            "pick-place-on",
            square = sq.to_string(),
            height = stack.height(),
            colour = colour(lang, owner)
        ),
        _ => t!(lang, "pick-place-empty", square = sq.to_string()),
    }
}

/// What a player does from the board's page, besides what [`BoardControls`] offers to click.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageAction {
    /// An action in notation (one of the [`Choice`]s).
    Play(String),
    /// Resign, confirmed on the page.
    Resign,
    /// Offer a draw, or accept the others' offer.
    Draw,
}
