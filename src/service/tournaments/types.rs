//! The vocabulary of tournaments between the service and its front ends: the options of
//! `/focus tournament create`, why a tournament command changed nothing, the tournament a reply
//! is about, and the port through which a front end opens each table's channel (a thread in
//! Discord, `#t<id>-r<round>-b<table>` in the console).

use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use crate::i18n::Lang;
use crate::rules::Mode;
use crate::store::{ChannelId, GameId, ServerId, TournamentFormat, TournamentId, UserId};

/// The options of `/focus tournament create`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TournamentOptions {
    /// Round robin or Swiss.
    pub format: TournamentFormat,
    /// Players per table: 2, 3 or 4.
    pub players: u8,
    /// Swiss rounds (`None`: enough to separate the top, fixed at the start).
    pub rounds: Option<u32>,
    /// Time per turn: `Some(None)` for no limit, `None` for the server's default.
    pub time: Option<Option<Duration>>,
    /// Its name (`None`: "Tournament N").
    pub name: Option<String>,
    /// Whether its games are rated (default yes).
    pub rated: bool,
    /// With 4 players: teams or free-for-all (`None`: free-for-all).
    pub mode: Option<Mode>,
    /// A round robin played twice, seats swapped.
    pub double: bool,
    /// The most entrants it takes (`None`: the bot's maximum,
    /// [`super::MOST_ENTRANTS`]).
    pub max_players: Option<u32>,
}

impl Default for TournamentOptions {
    fn default() -> TournamentOptions {
        TournamentOptions {
            format: TournamentFormat::Swiss,
            players: 2,
            rounds: None,
            time: None,
            name: None,
            rated: true,
            mode: None,
            double: false,
            max_players: None,
        }
    }
}

/// What a caller may do beyond any member, as the front end found it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct TournamentRights {
    /// Manage Events: create tournaments where the server restricts it, and start or cancel
    /// anyone's.
    pub manage_events: bool,
}

/// Why a tournament command changed nothing (the reply's text says it in words).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TournamentRefusal {
    /// No such tournament in this server (or none open, when no id was given).
    NoTournament,
    /// Several tournaments are open here: the command needs an id.
    WhichOne {
        /// The open tournaments' ids.
        open: Vec<TournamentId>,
    },
    /// The server lets only members with Manage Events create tournaments.
    CreateRestricted,
    /// Only its creator or a member with Manage Events may do that.
    NotOrganizer,
    /// It no longer takes entrants (started, finished or cancelled).
    SignupClosed,
    /// It is not running (not started yet, or over).
    NotRunning,
    /// The caller has joined already.
    AlreadyIn,
    /// It has as many entrants as it takes.
    Full {
        /// Its cap.
        cap: usize,
    },
    /// The caller is not (or no longer) in it.
    NotIn,
    /// Too few entrants to start.
    TooFew {
        /// How many it has.
        have: usize,
        /// How many it needs.
        need: usize,
    },
    /// The round due cannot be paired (every pairing would repeat a meeting); retried by
    /// `start` and the timer's sweep.
    Unpaired {
        /// The round, from 1.
        round: u32,
    },
    /// Its round is still being played: `start` has nothing to retry.
    RoundUnderWay,
    /// The standings have no such page.
    NoPage {
        /// The page asked for.
        page: i64,
        /// How many there are.
        pages: usize,
    },
    /// A round robin at 3- or 4-player tables cannot seat this field fairly.
    NotCoverable {
        /// How many it has.
        have: usize,
        /// The field that works.
        works: usize,
    },
}

/// The tournament a reply is about, so a front end can show (or grey out) its Join and Leave
/// buttons and refresh its sign-up post.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TournamentRef {
    /// The tournament.
    pub id: TournamentId,
    /// Whether it still takes entrants (Join and Leave work).
    pub signup: bool,
    /// The language of its public posts (its buttons' labels follow it).
    pub lang: Lang,
}

/// Why a front end could not open a table's channel (the table is completed by a later sweep).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("cannot open the table's channel: {0}")]
pub struct ChannelError(pub String);

/// What [`TableChannels::open`] returns.
pub type ChannelFuture<'a> =
    Pin<Box<dyn Future<Output = Result<ChannelId, ChannelError>> + Send + 'a>>;

/// The port through which the service opens each table's channel: a thread of the
/// tournament's channel in Discord, a channel of that name in the console.
pub trait TableChannels: Send + Sync {
    /// Opens a channel named `name` (`t<id>-r<round>-b<table>`) under channel `parent` of
    /// server `guild`; its id.
    fn open<'a>(&'a self, guild: ServerId, parent: ChannelId, name: &'a str) -> ChannelFuture<'a>;
}

/// Something that happened in a tournament, whatever the language it is said in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TournamentEvent {
    /// It was created and takes entrants.
    Created {
        /// The tournament.
        tournament: TournamentId,
    },
    /// A player joined.
    Joined {
        /// The tournament.
        tournament: TournamentId,
        /// The player.
        user: UserId,
    },
    /// A player left (during sign-up: out; running: forfeits their game, not paired again).
    Left {
        /// The tournament.
        tournament: TournamentId,
        /// The player.
        user: UserId,
    },
    /// It started: sign-up closed, seeds fixed.
    Started {
        /// The tournament.
        tournament: TournamentId,
    },
    /// A round was paired and its tables opened.
    RoundOpened {
        /// The tournament.
        tournament: TournamentId,
        /// The round, from 1.
        round: u32,
    },
    /// The round due could not be paired: the channel and the creator were told (once); the
    /// timer's sweep and `/focus tournament start` try again.
    RoundUnpaired {
        /// The tournament.
        tournament: TournamentId,
        /// The round, from 1.
        round: u32,
    },
    /// A table's game started in its channel.
    TableStarted {
        /// The tournament.
        tournament: TournamentId,
        /// The round, from 1.
        round: u32,
        /// The table, from 1.
        board: u32,
        /// The game.
        game: GameId,
        /// Its channel.
        channel: ChannelId,
    },
    /// A table's game ended and its places were recorded.
    TableOver {
        /// The tournament.
        tournament: TournamentId,
        /// The round, from 1.
        round: u32,
        /// The table, from 1.
        board: u32,
    },
    /// It is over.
    Finished {
        /// The tournament.
        tournament: TournamentId,
        /// The winner.
        winner: UserId,
    },
    /// It was called off.
    Cancelled {
        /// The tournament.
        tournament: TournamentId,
    },
}

impl TournamentEvent {
    /// The tournament it happened in.
    #[must_use]
    pub fn tournament(&self) -> TournamentId {
        match *self {
            TournamentEvent::Created { tournament }
            | TournamentEvent::Joined { tournament, .. }
            | TournamentEvent::Left { tournament, .. }
            | TournamentEvent::Started { tournament }
            | TournamentEvent::RoundOpened { tournament, .. }
            | TournamentEvent::RoundUnpaired { tournament, .. }
            | TournamentEvent::TableStarted { tournament, .. }
            | TournamentEvent::TableOver { tournament, .. }
            | TournamentEvent::Finished { tournament, .. }
            | TournamentEvent::Cancelled { tournament } => tournament,
        }
    }
}
