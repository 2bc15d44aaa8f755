//! What a picture shows besides the position: the marked turns (what each did, by whom, what
//! came off the bottom) and the table (names, ratings, draw offers, words).

use super::words::Words;
use crate::rules::{Action, Game, Mode, Position, Seat, Stack, Turn};

/// Where a piece that came off the bottom of a stack went.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Fate {
    /// Captured by the mover: out of the game.
    Captured,
    /// Into this seat's reserve (the mover's own, or the partner's in teams).
    Reserve(Seat),
}

/// The last turn as the picture shows it: what was done, by whom, and what came off the bottom.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LastTurn {
    /// The turn.
    pub turn: Turn,
    /// The seat that acted (`None` for an agreed draw).
    pub by: Option<Seat>,
    /// Pieces that came off the bottom of the landing stack, bottom first, and where each went.
    pub off: Vec<(Seat, Fate)>,
    /// The number of this turn in the game, from 1.
    pub number: usize,
}

impl LastTurn {
    /// Works out a turn's effects from the position before it. `number` is its 1-based turn
    /// number.
    #[must_use]
    pub fn new(before: &Position, turn: Turn, number: usize) -> LastTurn {
        let mover = before.to_act();
        let by = match turn {
            Turn::Act(_) => mover,
            Turn::Resign(seat) | Turn::Time(seat) => Some(seat),
            Turn::Draw | Turn::Abort => None,
        };
        let landed = match (turn, mover) {
            (Turn::Act(Action::Move { from, to, count }), Some(_)) => {
                let source = before.stack(from);
                let count = usize::from(count);
                (count >= 1 && count <= source.height()).then(|| {
                    let (_, moving) = source.split_top(count);
                    before.stack(to).land(moving).1
                })
            }
            (Turn::Act(Action::Place(sq)), Some(seat)) => {
                Stack::from_pieces(&[seat]).map(|piece| before.stack(sq).land(piece).1)
            }
            _ => None,
        };
        let off = match (landed, mover) {
            (Some(off), Some(mover)) => off
                .pieces()
                .map(|p| {
                    let friendly = p == mover
                        || (before.config().mode() == Mode::Teams && p == mover.partner());
                    (
                        p,
                        if friendly {
                            Fate::Reserve(p)
                        } else {
                            Fate::Captured
                        },
                    )
                })
                .collect(),
            _ => Vec::new(),
        };
        LastTurn {
            turn,
            by,
            off,
            number,
        }
    }

    /// The last turn of a game, if any was played.
    #[must_use]
    pub fn of_game(game: &Game) -> Option<LastTurn> {
        let before = game.previous_position()?;
        let turn = game.last_turn()?;
        Some(LastTurn::new(before, turn, game.record().len()))
    }
}

/// Who sits at the table, as the player cards show them.
#[derive(Clone, Debug, Default)]
pub struct Table {
    /// Display name of seat i+1 (a computer seat arrives as "Computer (hard)").
    pub names: Vec<String>,
    /// Rating text for seat i+1 under its name (e.g. "1562" or "1500?"), if rated.
    pub ratings: Vec<Option<String>>,
    /// Seats with a pending draw offer.
    pub draw_offers: Vec<Seat>,
    /// The picture's words, in the game's language (English by default).
    pub words: Words,
}

impl Table {
    /// A table with names only: no ratings, no draw offers.
    #[must_use]
    pub fn named(names: &[String]) -> Table {
        Table {
            names: names.to_vec(),
            ..Table::default()
        }
    }
}

/// Everything one picture shows besides the position: the marked turns and the table.
#[derive(Clone, Debug, Default)]
pub struct Scene {
    /// The turns marked on the board, oldest first; the last is the turn that led to the
    /// position. Empty at the start of a game.
    pub marks: Vec<LastTurn>,
    /// Names, ratings, draw offers.
    pub table: Table,
}

/// The most turns marked at once (a seat skipped for several rounds would otherwise fill the
/// board with marks).
pub const MARKS_SHOWN: usize = 4;

impl Scene {
    /// The scene of a game's current position: in 3 and 4 players every turn since the seat to
    /// act last acted, each marked in its player's colour (in 2 players, or once the game is
    /// over, the last turn alone). Worked out by replaying the record from the start; a game
    /// whose record does not replay (loaded from a position) marks its last turn only.
    #[must_use]
    pub fn of_game(game: &Game, table: &Table) -> Scene {
        Scene {
            marks: marks_since_viewer(game)
                .unwrap_or_else(|| LastTurn::of_game(game).into_iter().collect()),
            table: table.clone(),
        }
    }

    /// A scene marking `last` alone.
    #[must_use]
    pub fn last(last: Option<&LastTurn>, table: &Table) -> Scene {
        Scene {
            marks: last.into_iter().cloned().collect(),
            table: table.clone(),
        }
    }
}

/// The turns since the seat to act last acted, oldest first (see [`Scene::of_game`]); `None`
/// when the record does not replay to the game's position.
fn marks_since_viewer(game: &Game) -> Option<Vec<LastTurn>> {
    let position = game.position();
    let viewer = position.to_act()?;
    if position.config().players() < 3 {
        return None;
    }
    let record = game.record();
    // The last turns, walking back from the end until the viewer's own.
    let mut first = record.len();
    while first > 0 && record.len() - first < MARKS_SHOWN {
        let turn = record[first - 1];
        if matches!(turn, Turn::Draw | Turn::Abort) {
            break;
        }
        first -= 1;
    }
    let mut replay = Game::new(position.config());
    let mut marks = Vec::new();
    for (i, &turn) in record.iter().enumerate() {
        let before = *replay.position();
        replay.apply(turn).ok()?;
        if i >= first {
            marks.push(LastTurn::new(&before, turn, i + 1));
        }
    }
    if replay.position() != position {
        return None;
    }
    // Keep only what came after the viewer's last turn.
    if let Some(mine) = marks.iter().rposition(|m| m.by == Some(viewer)) {
        marks.drain(..=mine);
    }
    if marks.is_empty() {
        marks.extend(LastTurn::of_game(game));
    }
    Some(marks)
}
