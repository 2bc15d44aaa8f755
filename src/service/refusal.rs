//! Why a command changed nothing: [`Refusal`], one variant per reason (how a refusal travels
//! to the command's answer: `failure.rs`).

use crate::notation::{ParseError, TimeLimitError};
use crate::rules::{ConfigError, IllegalAction, Seat};
use crate::store::{ChallengeId, ChallengeStatus, ChannelId};

use super::TournamentRefusal;

/// Why a command changed nothing, one variant per reason, whatever the language it is said in
/// (the reply's text says it in the caller's). A variant carries what its words need.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// The channel has no game (maybe an open challenge).
    NoGame,
    /// The game moved on while the command ran.
    MovedOn,
    /// The caller is not in the game.
    NotAPlayer,
    /// Another seat is to act.
    NotYourTurn {
        /// The seat to act.
        seat: Seat,
    },
    /// The game is over.
    GameOver,
    /// The action breaks a rule.
    Illegal(IllegalAction),
    /// The text is not an action, a square or a swap.
    NotNotation(ParseError),
    /// `/focus move` without a move.
    MoveMissing,
    /// `/focus reserve` without a square.
    SquareMissing,
    /// `/focus swap` without one of its squares (or both): the words saying which.
    SwapMissing(String),
    /// A challenge names no opponent, or more than three.
    OpponentCount,
    /// The caller challenged themselves.
    ChallengedSelf,
    /// The challenge names a bot other than this one: its name.
    ChallengedBot(String),
    /// The challenge names the same player twice: their name.
    ChallengedTwice(String),
    /// `mode:` is for four players; the challenge has this many.
    ModeNeedsFour(u8),
    /// `level:` without the computer among the opponents.
    LevelWithoutComputer,
    /// The options make no game.
    BadSetup(ConfigError),
    /// `time:` is not a turn's time limit.
    BadTimeLimit(TimeLimitError),
    /// `language:` is not a language the bot speaks: as typed.
    UnknownLanguage(String),
    /// A setting's value (`board`, `web`, `tournaments`, `takeback`, `notify`) is none of its
    /// choices: the setting, and the value as typed.
    UnknownChoice(&'static str, String),
    /// `remove_channel:` names a channel not on the list.
    ChannelNotListed(ChannelId),
    /// A season option of `/focus settings`.
    Season(SeasonRefusal),
    /// A leaderboard's `kind:` is none of the kinds: as typed.
    UnknownKind(String),
    /// A leaderboard's `season:` is neither `all`, `current` nor a season so far: as typed, and
    /// the current season.
    NoSuchSeason(String, i64),
    /// A leaderboard has no such page: the page asked for, and the pages it has.
    NoSuchPage(i64, usize),
    /// `/focus stats` of a bot other than this one: its name.
    StatsOfBot(String),
    /// A tournament's tables are not of 2 to 4 players.
    TablePlayers,
    /// A tournament's `mode:` is for tables of four.
    TableModeNeedsFour,
    /// `rounds:` in a round robin.
    RoundsNotSwiss,
    /// `rounds:` out of 1 to this many.
    BadRounds(u32),
    /// `double:` in a Swiss tournament.
    DoubleSwiss,
    /// `max_players:` out of the fewest to the most it may be.
    BadMaxPlayers(u32, u32),
    /// A tournament's name is over 80 characters.
    NameTooLong,
    /// No such challenge here, or no open one: the number asked for, if any, and the
    /// channel's open challenge when that number is not it.
    NoChallenge(Option<ChallengeId>, Option<ChallengeId>),
    /// The challenge is no longer open: what became of it.
    ChallengeClosed(ChallengeStatus),
    /// The challenge closed while the command ran (answered, withdrawn or expired meanwhile).
    ChallengeMovedOn,
    /// The caller's own challenge (to accept or decline).
    OwnChallenge,
    /// The challenge does not invite the caller.
    NotInvited,
    /// The caller accepted it already.
    AcceptedAlready,
    /// Only the challenger may cancel it.
    NotChallenger,
    /// The channel is busy with another game or challenge.
    ChannelBusy,
    /// The server's admins keep games out of this channel.
    ChannelNotForGames,
    /// The database could not take the write: try again.
    NotSaved,
    /// Too many replays are being drawn: try again.
    ReplaysBusy,
    /// The caller is out of the game, and so has no draw to offer.
    DrawOut,
    /// A draw with the computer: it never agrees.
    DrawComputer,
    /// The caller offered a draw already.
    DrawOffered,
    /// No draw is offered to answer.
    NoDrawOffer,
    /// The game is still running (`/focus rematch`, Analyze).
    NotOver,
    /// The game was aborted: no rematch, nothing to analyse.
    Aborted,
    /// A tournament's game has no rematch.
    TournamentGame,
    /// The choice (a menu's, a button's) is not offered now.
    NotOffered,
    /// No takeback now, and why.
    NoTakeback(NoTakeback),
    /// The game already has its rematch: that challenge (open, or accepted and its game
    /// started).
    Rematched {
        /// The challenge.
        challenge: ChallengeId,
    },
    /// A tournament command changed nothing.
    Tournament(TournamentRefusal),
}

/// Why a takeback cannot be asked for or answered.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NoTakeback {
    /// A tournament game.
    Tournament,
    /// A rated game, and the server allows takebacks in casual games only.
    Rated,
    /// The server allows none.
    Off,
    /// The caller's turn is not the last one played (or they have not played).
    NotLastTurn,
    /// This turn was already asked about.
    AskedAlready,
    /// No request waits for answers (it lapsed, was declined, or was never made).
    NoRequest,
    /// The caller already agreed (or asked).
    Agreed,
}

/// Why a season option was refused (said in words by `seasons::season_refusal_words`).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SeasonRefusal {
    /// `season:` is not `new`.
    NotNew(String),
    /// `season_length:` is not a length of at least a day, nor `off`.
    BadLength(String),
    /// `season_channel:` without a schedule.
    NoSchedule,
}
