//! The store's domain model: challenges, games, players and turn writes, as both engines hand
//! them over, and the strict decoding of their rows (an unknown name in a row is a corrupt
//! row, never a silent default).

use std::time::Duration;

use sqlx::FromRow;

use super::error::StoreError;
use super::ids::{ChallengeId, ChannelId, GameId, ServerId, UserId};
use crate::ai::Level;
use crate::notation::parse_turn;
use crate::rules::{Config, ConfigError, FirstPlayer, Game, Mode, Outcome, Seat, Turn};

/// Options of a game, as challenged and stored.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameOptions {
    /// Player count, mode and variants.
    pub config: Config,
    /// Time each player has for a turn; `None` for no limit.
    pub turn_limit: Option<Duration>,
    /// Whether the game counts for ratings (it counts in the win/loss record either way).
    pub rated: bool,
}

/// A person or the computer in a challenge or a game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Player {
    /// The user id (the bot's own id for the computer player).
    pub user_id: UserId,
    /// Display name when they joined.
    pub name: String,
    /// The computer player's level; `None` for a person.
    pub computer: Option<Level>,
}

/// A challenge's state, stored by its lowercase name (`pending`, `accepted`, …).
#[derive(Clone, Copy, PartialEq, Eq, Debug, strum::IntoStaticStr, strum::EnumString)]
#[strum(serialize_all = "lowercase")]
pub enum ChallengeStatus {
    /// Waiting for answers.
    Pending,
    /// Everyone accepted; the game started.
    Accepted,
    /// An invited player declined.
    Declined,
    /// The challenger cancelled.
    Cancelled,
    /// Nobody answered in time.
    Expired,
}

/// A challenge with everyone in it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Challenge {
    /// Its id.
    pub id: ChallengeId,
    /// Where it was made.
    pub guild_id: ServerId,
    /// The channel (or thread).
    pub channel_id: ChannelId,
    /// The game it asks for.
    pub options: GameOptions,
    /// Who plays first.
    pub first: FirstPlayer,
    /// When it was made (Unix ms).
    pub created_at: i64,
    /// When it expires unanswered (Unix ms).
    pub expires_at: i64,
    /// Its state.
    pub status: ChallengeStatus,
    /// The challenger first, then the opponents in the order named, with whether each accepted.
    pub players: Vec<(Player, bool)>,
    /// The game it started, once accepted.
    pub game_id: Option<GameId>,
    /// The finished game it is a rematch of, if it is one.
    pub rematch_of: Option<GameId>,
}

impl Challenge {
    /// The challenger.
    #[must_use]
    pub fn challenger(&self) -> &Player {
        &self.players[0].0
    }
}

/// A new challenge to store.
#[derive(Clone, Debug)]
pub struct NewChallenge {
    /// Where.
    pub guild_id: ServerId,
    /// The channel.
    pub channel_id: ChannelId,
    /// The game it asks for.
    pub options: GameOptions,
    /// Who plays first.
    pub first: FirstPlayer,
    /// The challenger first, then the opponents; computer players count as accepted.
    pub players: Vec<Player>,
    /// Now (Unix ms).
    pub created_at: i64,
    /// When it expires (Unix ms).
    pub expires_at: i64,
    /// The language of its posts and of the game it starts (`en-US`, `fr`, `it`, `ja`).
    pub language: String,
}

/// A message that shows a challenge's Accept and Decline buttons.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ChallengeMessage {
    /// The channel (or thread) it is in.
    pub channel_id: ChannelId,
    /// The message.
    pub message_id: u64,
}

/// One entry of the action log.
#[derive(Clone, PartialEq, Eq, Debug, FromRow)]
pub struct LoggedAction {
    /// 0-based position in the log.
    pub ply: i64,
    /// The seat that acted (1-based).
    pub seat: i64,
    /// One line of the replay syntax: `c3-f3:3`, `r:e5`, `s:c3-d3`, `resign 2`, `draw`; or
    /// [`UNDO`], the log's own line for a takeback (never in a game record).
    pub action: String,
    /// When (Unix ms).
    pub at: i64,
}

/// The log line of an accepted takeback, by the seat whose last turn it undoes. It stays in
/// the log (which is append-only) and never reaches a game record or a position: replaying the
/// log drops it together with the turn it undoes.
pub const UNDO: &str = "undo";

/// A game with its seats and its whole log.
#[derive(Clone, Debug)]
pub struct StoredGame {
    /// Its id.
    pub id: GameId,
    /// Where.
    pub guild_id: ServerId,
    /// The channel.
    pub channel_id: ChannelId,
    /// Its options.
    pub options: GameOptions,
    /// When it started (Unix ms).
    pub created_at: i64,
    /// Entries in the log.
    pub ply: i64,
    /// When the player to act got the turn (Unix ms).
    pub turn_started_at: i64,
    /// Whether that player was reminded since.
    pub reminded: bool,
    /// Seats offering a draw (bit mask, seat 1 = bit 0).
    pub draw_offers: u8,
    /// The ply at which a takeback was last asked for, if ever (migration 0017).
    pub takeback_ply: Option<i64>,
    /// The seats agreeing to that takeback (bit mask, the asker's included); 0 once declined.
    pub takeback_seats: u8,
    /// When it finished (Unix ms), if it has.
    pub finished_at: Option<i64>,
    /// Seat 1 first.
    pub seats: Vec<Player>,
    /// The log, ply 0 first.
    pub actions: Vec<LoggedAction>,
}

impl StoredGame {
    /// Rebuilds the game from its log.
    ///
    /// The log must be whole: entry `i` has ply `i`, each action is by the seat to act (a
    /// resignation or time forfeit by the seat it names), and the game's ply counts the entries.
    /// Anything else is [`StoreError::Corrupt`]: a gap, a stray row, a hand-edited database.
    pub fn replay(&self) -> Result<Game, StoreError> {
        Ok(self.replay_kept()?.0)
    }

    /// The log's entries that stand: without the turns taken back and their [`UNDO`] lines,
    /// each numbered (its `ply`) by its place among them, so that turn numbers in text agree
    /// with the game record and the pictures. A log that does not replay gives what replays.
    #[must_use]
    pub fn kept(&self) -> Vec<LoggedAction> {
        let kept = match self.replay_kept() {
            Ok((_, kept)) => kept,
            Err(_) => self
                .actions
                .iter()
                .filter(|a| a.action != UNDO)
                .cloned()
                .collect(),
        };
        kept.into_iter()
            .enumerate()
            .map(|(i, a)| LoggedAction { ply: i as i64, ..a })
            .collect()
    }

    /// How many turns were taken back in this game.
    #[must_use]
    pub fn takebacks(&self) -> usize {
        self.actions.iter().filter(|a| a.action == UNDO).count()
    }

    /// Whether a takeback asked for at the current ply waits for answers.
    #[must_use]
    pub fn takeback_open(&self) -> bool {
        self.takeback_ply == Some(self.ply) && self.takeback_seats != 0
    }

    /// [`StoredGame::replay`], with the entries that stand.
    fn replay_kept(&self) -> Result<(Game, Vec<LoggedAction>), StoreError> {
        let mut game = Game::new(self.options.config);
        let mut kept: Vec<(LoggedAction, Turn)> = Vec::new();
        for (i, entry) in self.actions.iter().enumerate() {
            let corrupt = |reason: String| StoreError::Corrupt {
                game: self.id,
                ply: entry.ply,
                reason,
            };
            if entry.ply != i as i64 {
                return Err(corrupt(format!(
                    "entry {i} of the log has ply {}",
                    entry.ply
                )));
            }
            if entry.action == UNDO {
                // It takes back the entry just before it: an action of its own seat, in a game
                // still running.
                let before = i.checked_sub(1).map(|j| &self.actions[j]);
                let undoable = before.is_some_and(|b| b.action != UNDO && b.seat == entry.seat)
                    && matches!(kept.last(), Some((_, Turn::Act(_))))
                    && !game.position().is_over();
                if !undoable {
                    return Err(corrupt(
                        "`undo` does not follow an action of the same seat".to_string(),
                    ));
                }
                kept.pop();
                game = Game::new(self.options.config);
                for (_, turn) in &kept {
                    game.apply(*turn).map_err(|e| corrupt(e.to_string()))?;
                }
                continue;
            }
            let turn = parse_turn(&entry.action)
                .map_err(|e| corrupt(e.to_string()))?
                .ok_or_else(|| corrupt("an empty log entry".to_string()))?;
            let by = match turn {
                Turn::Act(_) => game.position().to_act(),
                Turn::Resign(seat) | Turn::Time(seat) => Some(seat),
                Turn::Draw | Turn::Abort => Seat::from_number(entry.seat as u8),
            };
            if by.map(Seat::number).map(i64::from) != Some(entry.seat) {
                return Err(corrupt(format!(
                    "`{}` is logged for seat {}, not the seat that played it",
                    entry.action, entry.seat
                )));
            }
            game.apply(turn).map_err(|e| corrupt(e.to_string()))?;
            kept.push((entry.clone(), turn));
        }
        if self.ply != self.actions.len() as i64 {
            return Err(StoreError::Corrupt {
                game: self.id,
                ply: self.ply,
                reason: format!(
                    "the game counts {} turns but its log has {}",
                    self.ply,
                    self.actions.len()
                ),
            });
        }
        Ok((game, kept.into_iter().map(|(a, _)| a).collect()))
    }

    /// The seat a user plays, if any (a person's only seat; the first of the computer's).
    #[must_use]
    pub fn seat_of(&self, user_id: UserId) -> Option<Seat> {
        self.seats
            .iter()
            .position(|p| p.user_id == user_id)
            .and_then(Seat::from_index)
    }

    /// The player in a seat.
    #[must_use]
    pub fn player(&self, seat: Seat) -> &Player {
        &self.seats[seat.index()]
    }
}

/// One turn to append, guarded by the ply the caller saw.
#[derive(Clone, Debug)]
pub struct TurnWrite {
    /// The game.
    pub game_id: GameId,
    /// The log length the caller saw; the write fails with [`StoreError::Conflict`] otherwise.
    pub expected_ply: i64,
    /// The acting seat.
    pub seat: Seat,
    /// The log line.
    pub action: String,
    /// Now (Unix ms); also the start of the next player's turn.
    pub at: i64,
    /// The result, when this turn ends the game.
    pub outcome: Option<Outcome>,
    /// Whether the next turn's clock starts now: `false` when the player to act keeps their
    /// turn (another player resigned out of turn).
    pub restart_clock: bool,
}

impl TurnWrite {
    /// What this entry does to the game's count of turns (its record's length): one more, or
    /// one less for an [`UNDO`] (which takes back the turn before it).
    pub(super) fn turns_step(&self) -> i64 {
        if self.action == UNDO { -1 } else { 1 }
    }

    /// The winning seats (bit mask) and the reason's name, when this turn ends the game.
    pub(super) fn result(&self) -> (Option<i64>, Option<&'static str>) {
        match self.outcome {
            Some(o) => (
                Some(o.winners().fold(0i64, |m, s| m | (1 << s.index()))),
                Some(o.reason().name()),
            ),
            None => (None, None),
        }
    }
}

/// One player's record in a server.
#[derive(Clone, PartialEq, Eq, Debug, FromRow)]
pub struct PlayerStats {
    /// The user.
    pub user_id: UserId,
    /// Their latest display name.
    pub name: String,
    /// Games won.
    pub wins: i64,
    /// Games lost.
    pub losses: i64,
    /// Games drawn.
    pub draws: i64,
}

// ---- rows, as both engines read them ------------------------------------------------------

/// The columns of [`ChallengeRow`].
pub(super) const CHALLENGE_COLUMNS: &str = "id, guild_id, channel_id, players, mode, short, \
     swap, turn_limit, first, created_at, expires_at, status, game_id, rated, rematch_of";

/// The columns of [`GameRow`].
pub(super) const GAME_COLUMNS: &str = "id, guild_id, channel_id, players, mode, short, swap, \
     turn_limit, created_at, ply, turn_started_at, reminded, draw_offers, finished_at, rated, \
     takeback_ply, takeback_seats";

#[derive(FromRow)]
pub(super) struct ChallengeRow {
    pub id: i64,
    pub guild_id: ServerId,
    pub channel_id: ChannelId,
    pub players: i64,
    pub mode: String,
    pub short: Option<i64>,
    pub swap: bool,
    pub turn_limit: Option<i64>,
    pub first: String,
    pub created_at: i64,
    pub expires_at: i64,
    pub status: String,
    pub game_id: Option<GameId>,
    pub rated: bool,
    pub rematch_of: Option<GameId>,
}

#[derive(FromRow)]
pub(super) struct ChallengeMessageRow {
    pub channel_id: ChannelId,
    pub message_id: i64,
}

#[derive(FromRow)]
pub(super) struct ChallengePlayerRow {
    pub user_id: UserId,
    pub name: String,
    pub computer: Option<String>,
    pub accepted: bool,
}

#[derive(FromRow)]
pub(super) struct GameRow {
    pub id: GameId,
    pub guild_id: ServerId,
    pub channel_id: ChannelId,
    pub players: i64,
    pub mode: String,
    pub short: Option<i64>,
    pub swap: bool,
    pub turn_limit: Option<i64>,
    pub created_at: i64,
    pub ply: i64,
    pub turn_started_at: i64,
    pub reminded: bool,
    pub draw_offers: i64,
    pub finished_at: Option<i64>,
    pub rated: bool,
    pub takeback_ply: Option<i64>,
    pub takeback_seats: i64,
}

#[derive(FromRow)]
pub(super) struct SeatRow {
    pub user_id: UserId,
    pub name: String,
    pub computer: Option<String>,
}

impl From<ChallengeMessageRow> for ChallengeMessage {
    fn from(r: ChallengeMessageRow) -> ChallengeMessage {
        ChallengeMessage {
            channel_id: r.channel_id,
            message_id: r.message_id as u64,
        }
    }
}

/// Why a row's columns do not make a game or a player this version can read.
#[derive(Debug, thiserror::Error)]
pub(super) enum RowError {
    /// A computer level this version does not know.
    #[error("the computer level {0:?} is unknown")]
    Level(String),
    /// A game mode this version does not know.
    #[error("the mode {0:?} is unknown")]
    Mode(String),
    /// A player count out of range.
    #[error("{0} players")]
    Players(i64),
    /// A short game's target out of range.
    #[error("the short target {0}")]
    Short(i64),
    /// A negative turn limit.
    #[error("the turn limit {0}")]
    TurnLimit(i64),
    /// Options the rules refuse together.
    #[error(transparent)]
    Config(#[from] ConfigError),
}

/// A stored computer level: `None` for a person; an unknown name is an error.
fn level_column(name: Option<&str>) -> Result<Option<Level>, RowError> {
    name.map(|n| n.parse().map_err(|_| RowError::Level(n.to_string())))
        .transpose()
}

pub(super) fn seat_player(s: SeatRow) -> Result<Player, RowError> {
    Ok(Player {
        user_id: s.user_id,
        name: s.name,
        computer: level_column(s.computer.as_deref())?,
    })
}

/// A game's options from its columns; anything this version cannot read is an error.
pub(super) fn options_from_row(
    players: i64,
    mode: &str,
    short: Option<i64>,
    swap: bool,
    turn_limit: Option<i64>,
    rated: bool,
) -> Result<GameOptions, RowError> {
    let mode = match mode {
        "standard" => Mode::Standard,
        "teams" => Mode::Teams,
        "ffa" => Mode::FreeForAll,
        other => return Err(RowError::Mode(other.to_string())),
    };
    let players = u8::try_from(players).map_err(|_| RowError::Players(players))?;
    let short = short
        .map(|n| u8::try_from(n).map_err(|_| RowError::Short(n)))
        .transpose()?;
    let turn_limit = turn_limit
        .map(|s| {
            u64::try_from(s)
                .map(Duration::from_secs)
                .map_err(|_| RowError::TurnLimit(s))
        })
        .transpose()?;
    let config = Config::new(players, mode)
        .and_then(|c| c.with_short(short))
        .and_then(|c| c.with_swap(swap))?;
    Ok(GameOptions {
        config,
        turn_limit,
        rated,
    })
}

/// A challenge from its rows; [`StoreError::CorruptRow`] when a column holds what this version
/// cannot read.
pub(super) fn challenge_from_rows(
    row: ChallengeRow,
    players: Vec<ChallengePlayerRow>,
) -> Result<Challenge, StoreError> {
    let id = row.id;
    let corrupt = |reason: String| StoreError::CorruptRow {
        table: "challenges",
        id,
        reason,
    };
    let status: ChallengeStatus = row
        .status
        .parse()
        .map_err(|_| corrupt(format!("the status {:?} is unknown", row.status)))?;
    let first = FirstPlayer::from_name(&row.first)
        .ok_or_else(|| corrupt(format!("the first player {:?} is unknown", row.first)))?;
    let options = options_from_row(
        row.players,
        &row.mode,
        row.short,
        row.swap,
        row.turn_limit,
        row.rated,
    )
    .map_err(|e| corrupt(e.to_string()))?;
    let players = players
        .into_iter()
        .map(|p| {
            let accepted = p.accepted;
            let player = seat_player(SeatRow {
                user_id: p.user_id,
                name: p.name,
                computer: p.computer,
            })?;
            Ok((player, accepted))
        })
        .collect::<Result<Vec<_>, RowError>>()
        .map_err(|e| corrupt(e.to_string()))?;
    if players.is_empty() {
        return Err(corrupt("it has no players".to_string()));
    }
    Ok(Challenge {
        id: ChallengeId(id),
        guild_id: row.guild_id,
        channel_id: row.channel_id,
        options,
        first,
        created_at: row.created_at,
        expires_at: row.expires_at,
        status,
        players,
        game_id: row.game_id,
        rematch_of: row.rematch_of,
    })
}

/// A challenge's players from their rows (for seating a new game).
pub(super) fn players_from_rows(id: i64, rows: Vec<SeatRow>) -> Result<Vec<Player>, StoreError> {
    rows.into_iter()
        .map(seat_player)
        .collect::<Result<_, _>>()
        .map_err(|e| StoreError::CorruptRow {
            table: "challenge_players",
            id,
            reason: e.to_string(),
        })
}

/// A game from its rows. A column this version cannot read is [`StoreError::Corrupt`], so
/// the game is closed like one whose log does not replay.
pub(super) fn game_from_rows(
    row: GameRow,
    seats: Vec<SeatRow>,
    actions: Vec<LoggedAction>,
) -> Result<StoredGame, StoreError> {
    let corrupt = |reason: String| StoreError::Corrupt {
        game: row.id,
        ply: row.ply,
        reason,
    };
    let options = options_from_row(
        row.players,
        &row.mode,
        row.short,
        row.swap,
        row.turn_limit,
        row.rated,
    )
    .map_err(|e| corrupt(e.to_string()))?;
    let draw_offers = u8::try_from(row.draw_offers)
        .map_err(|_| corrupt(format!("the draw offers {}", row.draw_offers)))?;
    let takeback_seats = u8::try_from(row.takeback_seats)
        .map_err(|_| corrupt(format!("the takeback seats {}", row.takeback_seats)))?;
    let seats = seats
        .into_iter()
        .map(seat_player)
        .collect::<Result<Vec<_>, RowError>>()
        .map_err(|e| corrupt(e.to_string()))?;
    if seats.len() != usize::from(options.config.players()) {
        return Err(corrupt(format!(
            "{} seats for {} players",
            seats.len(),
            options.config.players()
        )));
    }
    Ok(StoredGame {
        id: row.id,
        guild_id: row.guild_id,
        channel_id: row.channel_id,
        options,
        created_at: row.created_at,
        ply: row.ply,
        turn_started_at: row.turn_started_at,
        reminded: row.reminded,
        draw_offers,
        takeback_ply: row.takeback_ply,
        takeback_seats,
        finished_at: row.finished_at,
        seats,
        actions,
    })
}

/// Which game an engine's `game_where` reads.
#[derive(Clone, Copy, Debug)]
pub(super) enum GamePick {
    /// By id.
    Id,
    /// The channel's game in progress.
    Active,
    /// The channel's most recent game, running or finished.
    Latest,
}
