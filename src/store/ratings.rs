//! Ratings in the database, on either engine: the rated player, standings and changes, and
//! [`rate`], which both engines call when a game's last turn is written and when every rating
//! is rebuilt from the finished games.
//!
//! Both ways of rating go through [`rate`], in the order games finished ([`finish_order`]), so
//! a rebuild gives exactly the ratings kept turn by turn.

use std::collections::HashMap;

use sqlx::FromRow;

use crate::ai::Level;
use crate::rating::{self, Kind, Placing, Rating, Shown, places, rate_game, rates_result};
use crate::rules::Seat;
use crate::store::StoreError;

/// A rated player: a person, or the computer at one level (each level is rated on its own).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct RatedPlayer {
    /// The user (the bot's own id for the computer).
    pub user_id: u64,
    /// The computer's level; `None` for a person.
    pub computer: Option<Level>,
}

impl RatedPlayer {
    /// A person.
    #[must_use]
    pub const fn person(user_id: u64) -> RatedPlayer {
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
    pub game_id: i64,
    /// Its player count.
    pub players: u8,
    /// The result for this player.
    pub result: GameResult,
}

/// The highest-rated opponent a player beat in a rated game.
#[derive(Clone, PartialEq, Debug)]
pub struct BestWin {
    /// The game.
    pub game_id: i64,
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
pub(super) struct FinishedRow {
    pub id: i64,
    pub guild_id: i64,
    pub players: i64,
    pub mode: String,
    pub winners: Option<i64>,
    pub reason: Option<String>,
    pub rated: bool,
}

#[derive(FromRow)]
pub(super) struct SeatFactsRow {
    pub game_id: i64,
    pub seat: i64,
    pub user_id: i64,
    pub computer: String,
    pub last_ply: i64,
    pub first_move: i64,
    pub first_exit: i64,
}

/// Whether every seat had its first turn before the game ended, which a rated game needs. Seat 1
/// acts first and the first round goes in seat order, so a seat had its turn when it moved, or
/// when it resigned or ran out of time once every seat before it had moved or left: resigning
/// on one's turn is acting; resigning before one's turn came is not.
pub(super) fn everyone_had_a_turn(seats: &[SeatFactsRow]) -> bool {
    let done = |s: &SeatFactsRow| {
        [s.first_move, s.first_exit]
            .into_iter()
            .filter(|&p| p >= 0)
            .min()
    };
    seats.iter().enumerate().all(|(i, s)| {
        s.first_move >= 0
            || (s.first_exit >= 0
                && seats[..i]
                    .iter()
                    .all(|before| done(before).is_some_and(|p| p < s.first_exit)))
    })
}

#[derive(FromRow)]
pub(super) struct RatingRow {
    pub user_id: i64,
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

/// Key of a rating in memory: server, kind, user, level.
pub(super) type Key = (i64, Kind, i64, String);

/// Ratings and game counts being computed.
pub(super) type Book = HashMap<Key, (Rating, i64)>;

/// One seat's rating change, ready to store.
pub(super) struct ChangeRow {
    pub game_id: i64,
    pub seat: i64,
    pub before: Shown,
    pub after: Shown,
}

/// Seat facts, seat 1 first: who, the last ply they had in the log, and the first ply of their
/// first move and of their resignation or time forfeit (-1 for none).
pub(super) const SEAT_FACTS: &str =
    "SELECT s.game_id, s.seat, s.user_id, COALESCE(s.computer, '') AS computer,
        COALESCE(MAX(a.ply), -1) AS last_ply,
        COALESCE(MIN(CASE WHEN a.action NOT LIKE 'resign%' AND a.action NOT LIKE 'time%'
                          AND a.action NOT IN ('draw', 'abort') THEN a.ply END), -1) AS first_move,
        COALESCE(MIN(CASE WHEN a.action LIKE 'resign%' OR a.action LIKE 'time%'
                          THEN a.ply END), -1) AS first_exit
     FROM seats s LEFT JOIN actions a ON a.game_id = s.game_id AND a.seat = s.seat";

/// Rates one finished game into `book`; returns the seats' changes (empty when unrated).
pub(super) fn rate(game: &FinishedRow, seats: &[SeatFactsRow], book: &mut Book) -> Vec<ChangeRow> {
    let winners = game.winners.unwrap_or(0) as u8;
    let reason = game.reason.as_deref().unwrap_or("");
    let players = usize::try_from(game.players).unwrap_or(0);
    if !game.rated
        || !rates_result(winners, reason)
        || seats.len() != players
        || !everyone_had_a_turn(seats)
    {
        return Vec::new();
    }
    let kind = Kind::for_players(players as u8);
    let teams = game.mode == "teams";
    let last: Vec<i64> = seats.iter().map(|s| s.last_ply).collect();
    let placed = places(teams, winners, reason == "draw", &last);
    let placings: Vec<Placing<Key>> = seats
        .iter()
        .enumerate()
        .map(|(i, s)| Placing {
            player: (game.guild_id, kind, s.user_id, s.computer.clone()),
            side: rating::side(teams, i),
            place: placed[i],
        })
        .collect();
    let changes = rate_game(kind, &placings, |key| {
        book.get(key).map_or_else(|| Rating::new(kind), |&(r, _)| r)
    });
    let mut counted: Vec<&Key> = Vec::new();
    for (p, &(_, after)) in placings.iter().zip(&changes) {
        let entry = book.entry(p.player.clone()).or_insert((after, 0));
        entry.0 = after;
        if !counted.contains(&&p.player) {
            entry.1 += 1;
            counted.push(&p.player);
        }
    }
    seats
        .iter()
        .zip(&changes)
        .map(|(s, &(before, after))| ChangeRow {
            game_id: game.id,
            seat: s.seat,
            before: before.shown(),
            after: after.shown(),
        })
        .collect()
}

pub(super) const FINISHED_COLUMNS: &str =
    "g.id, g.guild_id, g.players, g.mode, g.winners, g.reason, g.rated";

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
pub(super) fn standing_from_row(kind: Kind, row: StandingRow) -> Result<Standing, StoreError> {
    let r = row.rating;
    let player = RatedPlayer {
        user_id: r.user_id as u64,
        computer: level_of(&r.computer, "ratings", r.user_id)?,
    };
    Ok(Standing {
        name: match player.computer {
            Some(_) => String::new(),
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
    (game_id, players, reason, won): (i64, i64, Option<String>, bool),
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
    (game_id, name, computer, rating, deviation): (i64, String, Option<String>, f64, f64),
) -> Result<BestWin, StoreError> {
    let level = level_of(computer.as_deref().unwrap_or(""), "ratings", game_id)?;
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

/// The condition on the player count of a rating kind's games.
pub(super) const fn players_of(kind: Kind) -> &'static str {
    match kind {
        Kind::TwoPlayer => "g.players = 2",
        Kind::Multi => "g.players > 2",
    }
}
