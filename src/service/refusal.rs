//! Why a command changed nothing ([`Refusal`], one variant per reason), and how a refusal
//! travels from the step that finds it to the command's answer ([`Failure`], through `?`).

use crate::notation::{ParseError, TimeLimitError};
use crate::rules::{ConfigError, IllegalAction, Seat};
use crate::store::{ChallengeStatus, StoreError};

use super::{NoTakeback, Reply, SeasonRefusal, ServiceError, ServiceResult, TournamentRefusal};

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
    ChannelNotListed(u64),
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
    NoChallenge(Option<i64>, Option<i64>),
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
        challenge: i64,
    },
    /// A tournament command changed nothing.
    Tournament(TournamentRefusal),
}

/// Why a step of the service did not give what was asked: a refusal the user sees, a write the
/// store refused, or a failure that is not the user's doing. Steps return it through `?`; a
/// public entry point turns it into its answer in one place, [`answer`].
#[derive(Debug)]
pub(super) enum Failure {
    /// Refused: the private reply that says why (its [`Reply::refusal`] is set).
    Refused(Box<Reply>),
    /// A write guarded by the game's ply the store did not make ([`StoreError::Conflict`]:
    /// the game moved on; a full disk; a lock held too long): the step's caller says so.
    Unsaved(StoreError),
    /// Not the user's doing.
    Error(ServiceError),
}

impl Failure {
    /// The answer a refusal gives (`Ok`), or the error (`Err`).
    pub(super) fn answer(self) -> ServiceResult {
        match self {
            Failure::Refused(reply) => Ok(*reply),
            Failure::Unsaved(e) => Err(e.into()),
            Failure::Error(e) => Err(e),
        }
    }

    /// A public entry point's answer as a step's failure: its reply (a refusal) or its error.
    pub(super) fn from_answer(answer: ServiceResult) -> Failure {
        match answer {
            Ok(reply) => Failure::Refused(Box::new(reply)),
            Err(e) => Failure::Error(e),
        }
    }

    /// The refusal, if it is one.
    pub(super) fn refusal(&self) -> Option<&Refusal> {
        match self {
            Failure::Refused(reply) => reply.refusal.as_ref(),
            _ => None,
        }
    }
}

impl From<ServiceError> for Failure {
    fn from(e: ServiceError) -> Failure {
        Failure::Error(e)
    }
}

impl From<StoreError> for Failure {
    fn from(e: StoreError) -> Failure {
        Failure::Error(e.into())
    }
}

impl From<crate::render::RenderError> for Failure {
    fn from(e: crate::render::RenderError) -> Failure {
        Failure::Error(e.into())
    }
}

/// A result a refusal can be: a public entry point's answer (its private reply), or a step's
/// failure.
pub(super) trait Refusable {
    /// The refusal `reply` as this result.
    fn refusal(reply: Reply) -> Self;
}

impl Refusable for ServiceResult {
    fn refusal(reply: Reply) -> Self {
        Ok(reply)
    }
}

impl Refusable for Result<Option<Reply>, ServiceError> {
    fn refusal(reply: Reply) -> Self {
        Ok(Some(reply))
    }
}

impl<T> Refusable for Result<T, Failure> {
    fn refusal(reply: Reply) -> Self {
        Err(Failure::Refused(Box::new(reply)))
    }
}

/// The refusal `why`, said by `text`, as the result of the function that returns it.
pub(super) fn refuse<R: Refusable>(why: Refusal, text: impl Into<String>) -> R {
    R::refusal(Reply::refused(why, text))
}

/// The one place a public entry point turns its steps' refusal into its private reply.
pub(super) fn answer(step: Result<Reply, Failure>) -> ServiceResult {
    step.or_else(Failure::answer)
}

/// A step's value, `None` when it was refused, or the error.
pub(super) fn unless_refused<T>(step: Result<T, Failure>) -> Result<Option<T>, ServiceError> {
    match step {
        Ok(value) => Ok(Some(value)),
        Err(failure) => failure.answer().map(|_| None),
    }
}

/// [`answer`] to the steps of a public entry point (an `async` block using `?`).
pub(super) async fn answered(steps: impl Future<Output = Result<Reply, Failure>>) -> ServiceResult {
    answer(steps.await)
}
