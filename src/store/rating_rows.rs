//! What the rating tables' rows are read as: the rated player, standings, changes, played
//! games and best wins, and the readers from rows to them (a level this version does not know
//! is a corrupt row). The queries and the rating itself are in `ratings.rs`.

use sqlx::FromRow;

use super::error::StoreError;
use super::ids::{GameId, UserId};
use crate::ai::Level;
use crate::rating::{Kind, Rating, Shown};
use crate::rules::Seat;

/// A rated player: a person, or the computer at one level (each level is rated on its own).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct RatedPlayer {
    /// The user (the bot's own id for the computer).
    pub user_id: UserId,
    /// The computer's level; `None` for a person.
    pub computer: Option<Level>,
}

impl RatedPlayer {
    /// A person.
    #[must_use]
    pub const fn person(user_id: UserId) -> RatedPlayer {
        RatedPlayer {
            user_id,
            computer: None,
        }
    }

    pub(super) fn level(&self) -> &str {
        self.computer.map_or("", Level::name)
    }
}

/// A player's rating of one kind in a server.
#[derive(Clone, PartialEq, Debug)]
pub struct Standing {
    /// Who.
    pub player: RatedPlayer,
    /// Their latest display name; empty for the computer, which is named by its level in
    /// words ([`crate::i18n::computer_name`]).
    pub name: String,
    /// The rating.
    pub rating: Rating,
    /// Rated games played.
    pub games: i64,
}

/// What a rated game did to one seat's rating.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct RatingChange {
    /// The seat.
    pub seat: Seat,
    /// Before the game.
    pub before: Shown,
    /// After it.
    pub after: Shown,
}

/// How a finished game went for one player.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GameResult {
    /// Won (alone or with a partner).
    Win,
    /// Lost.
    Loss,
    /// Agreed draw.
    Draw,
}

/// One finished game of a player.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlayedGame {
    /// The game.
    pub game_id: GameId,
    /// Its player count.
    pub players: u8,
    /// The result for this player.
    pub result: GameResult,
}

/// The highest-rated opponent a player beat in a rated game.
#[derive(Clone, PartialEq, Debug)]
pub struct BestWin {
    /// The game.
    pub game_id: GameId,
    /// The opponent's name (empty for the computer).
    pub opponent: String,
    /// The opponent's level when it was the computer, which words name.
    pub opponent_level: Option<Level>,
    /// The opponent's rating before that game.
    pub rating: Shown,
}

/// What a rebuild did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Rebuilt {
    /// Finished games read.
    pub games: usize,
    /// Of which rated.
    pub rated: usize,
}

#[derive(FromRow)]
pub(super) struct RatingRow {
    pub user_id: UserId,
    pub computer: String,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub games: i64,
}

#[derive(FromRow)]
pub(super) struct StandingRow {
    #[sqlx(flatten)]
    pub rating: RatingRow,
    pub name: Option<String>,
}

pub(super) fn rating_of(kind: Kind, r: &RatingRow) -> Rating {
    Rating {
        kind,
        value: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    }
}

/// The computer's level of a rating row: `None` for a person (an empty column); a level this
/// version does not know is a corrupt row, never a person.
fn level_of(computer: &str, table: &'static str, id: i64) -> Result<Option<Level>, StoreError> {
    if computer.is_empty() {
        return Ok(None);
    }
    computer
        .parse()
        .map(Some)
        .map_err(|_| StoreError::CorruptRow {
            table,
            id,
            reason: format!("unknown computer level {computer:?}"),
        })
}

/// A standing from its row.
/// The `name` column of a standings query (`r` the ratings' alias): the player's latest seat's
/// name (one index probe a player), or none when not `named`.
pub(super) fn name_column(named: bool) -> &'static str {
    if named {
        "(SELECT s.name FROM seats s WHERE s.user_id = r.user_id ORDER BY s.game_id DESC LIMIT 1)"
    } else {
        "CAST(NULL AS TEXT)"
    }
}

/// A standing from its row; its name empty when not `named` (or the player is the computer).
pub(super) fn standing_from_row(
    kind: Kind,
    row: StandingRow,
    named: bool,
) -> Result<Standing, StoreError> {
    let r = row.rating;
    let player = RatedPlayer {
        user_id: r.user_id,
        computer: level_of(&r.computer, "ratings", r.user_id.stored())?,
    };
    Ok(Standing {
        name: match player.computer {
            Some(_) => String::new(),
            None if !named => String::new(),
            None => row.name.unwrap_or_else(|| format!("user {}", r.user_id)),
        },
        player,
        rating: rating_of(kind, &r),
        games: r.games,
    })
}

/// One seat's stored change: seat, rating and deviation before, after, and the player count.
pub(super) type ChangeColumns = (i64, f64, f64, f64, f64, i64);

/// A seat's rating change from its row (of game `game_id`); a seat or player count this
/// version cannot read is a corrupt row.
pub(super) fn change_from_row(
    game_id: i64,
    (seat, rb, db, ra, da, players): ChangeColumns,
) -> Result<RatingChange, StoreError> {
    let corrupt = |reason: String| StoreError::CorruptRow {
        table: "rating_changes",
        id: game_id,
        reason,
    };
    let kind = u8::try_from(players)
        .ok()
        .and_then(|n| (2..=4).contains(&n).then(|| Kind::for_players(n)))
        .ok_or_else(|| corrupt(format!("{players} players")))?;
    let seat = u8::try_from(seat)
        .ok()
        .and_then(Seat::from_number)
        .ok_or_else(|| corrupt(format!("seat {seat}")))?;
    Ok(RatingChange {
        seat,
        before: Shown {
            kind,
            rating: rb,
            deviation: db,
        },
        after: Shown {
            kind,
            rating: ra,
            deviation: da,
        },
    })
}

/// A finished game of a player from its row: the game, its player count, its reason and
/// whether one of the player's seats won.
pub(super) fn played_from_row(
    (game_id, players, reason, won): (GameId, i64, Option<String>, bool),
) -> PlayedGame {
    PlayedGame {
        game_id,
        players: players as u8,
        result: if reason.as_deref() == Some("draw") {
            GameResult::Draw
        } else if won {
            GameResult::Win
        } else {
            GameResult::Loss
        },
    }
}

/// A best win from its row: the game, the opponent's name and level, rating and deviation.
pub(super) fn best_win_from_row(
    kind: Kind,
    (game_id, name, computer, rating, deviation): (GameId, String, Option<String>, f64, f64),
) -> Result<BestWin, StoreError> {
    let level = level_of(computer.as_deref().unwrap_or(""), "ratings", game_id.0)?;
    Ok(BestWin {
        game_id,
        opponent: if level.is_some() { String::new() } else { name },
        opponent_level: level,
        rating: Shown {
            kind,
            rating,
            deviation,
        },
    })
}

/// The levels among rated computer players' stored names, in [`Level::ALL`]'s order.
pub(super) fn levels_named(names: &[String]) -> Vec<Level> {
    Level::ALL
        .into_iter()
        .filter(|l| names.iter().any(|n| n == l.name()))
        .collect()
}
