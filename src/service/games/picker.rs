//! The click path: what the picker offers at each step (values and labels), and every choice
//! checked again against the game as it is now.
//!
//! A picker is stateless: each menu names its game and the ply it was built for, so a front
//! end can put both in its component ids; a click on a menu built for another ply, a value the
//! step does not offer, or a game that is no longer the channel's is refused and changes
//! nothing. Each action is reachable in at most three choices: a stack, then where it goes; the
//! reserve, then a row, then a square; a piece to swap, then the opponent's piece.

use crate::i18n::{Lang, colour};
use crate::rules::{Action, Position, Seat, Square};
use crate::store::GameId;
use crate::t;

use crate::service::core::Loaded;
use crate::service::failure::{Failure, refuse};
use crate::service::text::person;
use crate::service::{Actor, Refusal, Reply, ServiceError, ServiceResult, Where};

use super::Games;
use crate::service::web::controls::{place_label, stack_label, swap_target_label};
use std::collections::BTreeMap;

/// The picker's answer to its steps (an `async` block using `?`, awaited in place): a refusal
/// is [`Picked::Refused`].
macro_rules! picked {
    ($steps:expr) => {
        $steps
            .await
            .or_else(|f: Failure| f.answer().map(|reply| Picked::Refused(Box::new(reply))))
    };
}

/// Discord's limit on a select menu's options.
pub const MENU_OPTIONS: usize = 25;
/// Discord's limit on an option's label.
pub const LABEL_LIMIT: usize = 100;

/// Which menu of the picker a choice comes from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stage {
    /// The first menu: the player's stacks and the reserve (or, in a swap opening, the pieces
    /// they may swap). Values: squares, or `reserve`.
    Start,
    /// The rows with squares for a reserve piece. Values: `1`…`8`.
    Rows,
    /// The last menu: values are canonical actions, played when chosen.
    Final,
}

/// One option of a menu.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MenuOption {
    /// What the choice sends back: a square, `reserve`, a row, or an action.
    pub value: String,
    /// What the player reads.
    pub label: String,
}

/// One step of the picker.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Menu {
    /// The game.
    pub game_id: GameId,
    /// The ply the menu was built for.
    pub ply: i64,
    /// Which menu this is.
    pub stage: Stage,
    /// The question above it (marked text, as [`crate::service::Reply::text`]).
    pub text: String,
    /// The choices (at most [`MENU_OPTIONS`], labels at most [`LABEL_LIMIT`] characters).
    pub options: Vec<MenuOption>,
    /// Where Back returns, if anywhere.
    pub back: Option<Stage>,
    /// The player's private "Play on the board" link, on the first menu (the Play button's
    /// answer) when the bot serves pages.
    pub board: Option<String>,
}

/// What a click on the picker comes to.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Picked {
    /// Show this menu in place of the picker.
    Menu(Menu),
    /// Refused: why, and what to tell the clicker, privately; nothing changed.
    Refused(Box<Reply>),
    /// A legal action, chosen from the last menu: play it with
    /// [`Service::play_picked`](crate::service::Service::play_picked).
    Play(String),
}

const RESERVE: &str = "reserve";

impl Games {
    /// The picker's first menu for game `game_id` (a Play button), for the player to act.
    pub(in crate::service) async fn open_picker(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: GameId,
    ) -> Result<Picked, ServiceError> {
        picked!(async {
            let (loaded, seat) = self.picker_game(actor, place, game_id, None).await?;
            let mut menu = start_menu(actor.lang, &loaded, seat);
            let (game, guild) = (loaded.stored.id, loaded.stored.guild_id);
            menu.board = self.core.play_link(game, guild, actor.user_id).await;
            Ok(Picked::Menu(menu))
        })
    }

    /// The menu Back returns to: `to` of the picker built for `ply`.
    pub(in crate::service) async fn picker_back(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: GameId,
        ply: i64,
        to: Stage,
    ) -> Result<Picked, ServiceError> {
        picked!(async {
            let (loaded, seat) = self.picker_game(actor, place, game_id, Some(ply)).await?;
            let pos = loaded.game.position();
            let lang = actor.lang;
            Ok(match to {
                Stage::Start => Picked::Menu(start_menu(lang, &loaded, seat)),
                Stage::Rows if has_placements(pos) => Picked::Menu(rows_menu(lang, &loaded, seat)),
                _ => refused_choice(lang),
            })
        })
    }

    /// A choice `value` from menu `stage` of the picker built for `ply`: the next menu, the
    /// action to play, or a refusal.
    pub(in crate::service) async fn pick(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: GameId,
        ply: i64,
        stage: Stage,
        value: &str,
    ) -> Result<Picked, ServiceError> {
        picked!(async {
            let (loaded, seat) = self.picker_game(actor, place, game_id, Some(ply)).await?;
            let pos = loaded.game.position();
            let lang = actor.lang;
            let offered = |menu: &Menu| menu.options.iter().any(|o| o.value == value);
            let next = match stage {
                Stage::Start => {
                    let start = start_menu(lang, &loaded, seat);
                    if start.stage != Stage::Start || !offered(&start) {
                        return Ok(refused_choice(lang));
                    }
                    if value == RESERVE {
                        rows_menu(lang, &loaded, seat)
                    } else {
                        let Ok(sq) = value.parse::<Square>() else {
                            return Ok(refused_choice(lang));
                        };
                        if pos.swap_pending() == Some(seat) {
                            swap_targets_menu(lang, &loaded, sq)
                        } else {
                            targets_menu(lang, &loaded, sq)
                        }
                    }
                }
                Stage::Rows => {
                    let rows = rows_menu(lang, &loaded, seat);
                    if !has_placements(pos) || !offered(&rows) {
                        return Ok(refused_choice(lang));
                    }
                    let Ok(row) = value.parse::<u8>() else {
                        return Ok(refused_choice(lang));
                    };
                    row_squares_menu(lang, &loaded, row)
                }
                Stage::Final => {
                    // Exactly a legal action as the menus write it (canonical), nothing else.
                    let legal = pos.legal_actions().iter().any(|a| a.to_string() == value);
                    return Ok(if legal {
                        Picked::Play(value.to_string())
                    } else {
                        refused_choice(lang)
                    });
                }
            };
            Ok(Picked::Menu(next))
        })
    }

    /// Plays an action chosen from the picker built for `ply` of game `game_id`, as
    /// `/focus move` would: refused if the game moved on meanwhile (a racing click or command).
    pub(in crate::service) async fn play_picked(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: GameId,
        ply: i64,
        action: &str,
    ) -> ServiceResult {
        match self.picker_game(actor, place, game_id, Some(ply)).await {
            Ok(_) => self.play(actor, place, action).await,
            Err(refused) => refused.answer(),
        }
    }

    /// The channel's game `game_id` and the caller's seat, when the caller is to act in it (and
    /// it is still at `ply`, when given); else the private refusal.
    pub(super) async fn picker_game(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: GameId,
        ply: Option<i64>,
    ) -> Result<(Loaded, Seat), Failure> {
        let lang = actor.lang;
        let loaded = self.load_clicked(lang, place, game_id).await?;
        let Some(to_act) = loaded.game.position().to_act() else {
            return refuse(Refusal::GameOver, t!(lang, "pick-game-over"));
        };
        let p = loaded.stored.player(to_act);
        if p.user_id != actor.user_id || p.computer.is_some() {
            let text = t!(
                lang,
                "pick-not-your-turn",
                name = person(lang, &crate::service::text::shown(lang, p)),
                colour = colour(lang, to_act)
            );
            return refuse(Refusal::NotYourTurn { seat: to_act }, text);
        }
        if ply.is_some_and(|ply| ply != loaded.stored.ply) {
            let text = t!(lang, "pick-stale", play = t!(lang, "button-play"));
            return refuse(Refusal::MovedOn, text);
        }
        Ok((loaded, to_act))
    }
}

/// A choice the menu did not offer (a forged click), refused in `lang`.
fn refused_choice(lang: Lang) -> Picked {
    Picked::Refused(Box::new(not_offered(lang)))
}

/// The refusal of a choice no menu offered, in `lang`.
#[must_use]
pub fn not_offered(lang: Lang) -> Reply {
    let text = t!(lang, "pick-not-offered", play = t!(lang, "button-play"));
    Reply::refused(Refusal::NotOffered, text)
}

fn has_placements(pos: &Position) -> bool {
    pos.legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Place(_)))
}

fn menu(loaded: &Loaded, stage: Stage, text: String, options: Vec<MenuOption>) -> Menu {
    Menu {
        game_id: loaded.stored.id,
        ply: loaded.stored.ply,
        stage,
        text,
        options,
        back: None,
        board: None,
    }
}

fn option(value: String, label: String) -> MenuOption {
    let label = if label.chars().count() > LABEL_LIMIT {
        let mut cut: String = label.chars().take(LABEL_LIMIT - 1).collect();
        cut.push('…');
        cut
    } else {
        label
    };
    MenuOption { value, label }
}

/// The first menu: the rows at once for a forced first placement; the pieces to swap in a
/// swap opening; else the stacks that can move and the reserve.
fn start_menu(lang: Lang, loaded: &Loaded, seat: Seat) -> Menu {
    let pos = loaded.game.position();
    let (game, seat_colour) = (loaded.stored.id, colour(lang, seat));
    if pos.owes_first_placement(seat) {
        return rows_menu(lang, loaded, seat);
    }
    let legal = pos.legal_actions();
    if pos.swap_pending() == Some(seat) {
        let mut mine: Vec<Square> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Swap(m, _) => Some(*m),
                _ => None,
            })
            .collect();
        mine.sort();
        mine.dedup();
        let options = mine
            .into_iter()
            .map(|sq| {
                option(
                    sq.to_string(),
                    t!(lang, "pick-swap-piece", square = sq.to_string()),
                )
            })
            .collect();
        let text = t!(lang, "pick-swap", game = game, colour = seat_colour);
        return menu(loaded, Stage::Start, text, options);
    }
    let mut from: Vec<Square> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Move { from, .. } => Some(*from),
            _ => None,
        })
        .collect();
    from.sort();
    from.dedup();
    let mut options: Vec<MenuOption> = from
        .into_iter()
        .map(|sq| option(sq.to_string(), stack_label(lang, pos, sq)))
        .collect();
    let reserve = pos.reserve(seat);
    if legal.iter().any(|a| matches!(a, Action::Place(_))) {
        options.push(option(
            RESERVE.to_string(),
            t!(lang, "pick-reserve", n = reserve),
        ));
    }
    options.truncate(MENU_OPTIONS);
    let text = if reserve > 0 {
        t!(
            lang,
            "pick-start-reserve",
            game = game,
            colour = seat_colour
        )
    } else {
        t!(lang, "pick-start", game = game, colour = seat_colour)
    };
    menu(loaded, Stage::Start, text, options)
}

/// Where the stack on `from` can go.
fn targets_menu(lang: Lang, loaded: &Loaded, from: Square) -> Menu {
    let pos = loaded.game.position();
    let mut moves: Vec<(u8, Square)> = pos
        .legal_actions()
        .iter()
        .filter_map(|a| match *a {
            Action::Move { from: f, to, count } if f == from => Some((count, to)),
            _ => None,
        })
        .collect();
    moves.sort();
    let options = moves
        .into_iter()
        .map(|(count, to)| {
            let action = Action::Move { from, to, count };
            option(
                action.to_string(),
                t!(lang, "pick-target", square = to.to_string(), count = count),
            )
        })
        .collect();
    let mut m = menu(
        loaded,
        Stage::Final,
        t!(
            lang,
            "pick-targets",
            square = from.to_string(),
            height = pos.stack(from).height()
        ),
        options,
    );
    m.back = Some(Stage::Start);
    m
}

/// The opponent's pieces the piece on `mine` may swap with.
fn swap_targets_menu(lang: Lang, loaded: &Loaded, mine: Square) -> Menu {
    let pos = loaded.game.position();
    let mut theirs: Vec<Square> = pos
        .legal_actions()
        .iter()
        .filter_map(|a| match *a {
            Action::Swap(m, t) if m == mine => Some(t),
            _ => None,
        })
        .collect();
    theirs.sort();
    let options = theirs
        .into_iter()
        .map(|t| {
            option(
                Action::Swap(mine, t).to_string(),
                swap_target_label(lang, pos, t),
            )
        })
        .collect();
    let mut m = menu(
        loaded,
        Stage::Final,
        t!(lang, "pick-swap-targets", square = mine.to_string()),
        options,
    );
    m.back = Some(Stage::Start);
    m
}

/// The squares a reserve piece may go to, by row.
fn placements_by_row(pos: &Position) -> BTreeMap<u8, Vec<Square>> {
    let mut rows: BTreeMap<u8, Vec<Square>> = BTreeMap::new();
    for a in pos.legal_actions() {
        if let Action::Place(sq) = a {
            rows.entry(sq.row() + 1).or_default().push(sq);
        }
    }
    for squares in rows.values_mut() {
        squares.sort();
    }
    rows
}

/// The rows with squares for a reserve piece.
fn rows_menu(lang: Lang, loaded: &Loaded, seat: Seat) -> Menu {
    let pos = loaded.game.position();
    let forced = pos.owes_first_placement(seat);
    let (game, seat_colour) = (loaded.stored.id, colour(lang, seat));
    let options = placements_by_row(pos)
        .into_iter()
        .map(|(row, squares)| {
            option(
                row.to_string(),
                t!(lang, "pick-row", row = row, n = squares.len()),
            )
        })
        .collect();
    let mut m = menu(
        loaded,
        Stage::Rows,
        if forced {
            t!(lang, "pick-rows-forced", game = game, colour = seat_colour)
        } else {
            t!(lang, "pick-rows", game = game, colour = seat_colour)
        },
        options,
    );
    m.back = (!forced).then_some(Stage::Start);
    m
}

/// The squares of `row` for a reserve piece (none for a row that has none).
fn row_squares_menu(lang: Lang, loaded: &Loaded, row: u8) -> Menu {
    let pos = loaded.game.position();
    let squares = placements_by_row(pos).remove(&row).unwrap_or_default();
    let options = squares
        .into_iter()
        .map(|sq| option(Action::Place(sq).to_string(), place_label(lang, pos, sq)))
        .collect();
    let mut m = menu(
        loaded,
        Stage::Final,
        t!(lang, "pick-row-squares", row = row),
        options,
    );
    m.back = Some(Stage::Rows);
    m
}
