//! The vocabulary front ends speak with the service: who acts, where, and what to answer.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::i18n::Lang;
use crate::rating::Kind;
use crate::rules::{Outcome, Seat, Turn};
use crate::store::{ChallengeId, ChannelId, GameId, ServerId, TournamentId, UserId};

use super::Refusal;

/// Who runs a command.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Actor {
    /// Their user id.
    pub user_id: UserId,
    /// Their display name.
    pub name: String,
    /// Their language: private replies are in it (Discord sends it with every interaction).
    pub lang: Lang,
}

impl Actor {
    /// An actor speaking the fallback language (en-US).
    #[must_use]
    pub fn new(user_id: UserId, name: impl Into<String>) -> Actor {
        Actor {
            user_id,
            name: name.into(),
            lang: Lang::EnUs,
        }
    }

    /// The same actor speaking `lang`.
    #[must_use]
    pub fn speaking(self, lang: Lang) -> Actor {
        Actor { lang, ..self }
    }
}

/// Where a command runs: a server and a channel (a thread is a channel).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Where {
    /// The server.
    pub guild_id: ServerId,
    /// The channel or thread.
    pub channel_id: ChannelId,
}

/// A user invited to a game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Invitee {
    /// Their user id.
    pub user_id: UserId,
    /// Their display name.
    pub name: String,
    /// Whether the account is a bot (only this bot's own computer player may be invited).
    pub is_bot: bool,
}

impl Invitee {
    /// A person.
    #[must_use]
    pub fn person(user_id: UserId, name: impl Into<String>) -> Invitee {
        Invitee {
            user_id,
            name: name.into(),
            is_bot: false,
        }
    }
}

/// The default time for a turn: 3 days.
pub const DEFAULT_TURN_LIMIT: Duration = Duration::from_secs(3 * 24 * 3600);

/// A file to attach to a reply.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Attachment {
    /// Its file name (`focus-12.png`, `focus-12.gif`, `focus-12.txt`).
    pub filename: String,
    /// Its contents.
    pub bytes: Vec<u8>,
}

/// A challenge a reply is about, so a front end can show Accept and Decline buttons (carrying
/// the id) while it is open, and disable them once it is not.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ChallengeRef {
    /// The challenge id.
    pub id: ChallengeId,
    /// Who may press Accept or Decline (the invited people who have not answered yet).
    pub invitees: Vec<UserId>,
    /// Whether it still waits for answers.
    pub open: bool,
    /// The language of the challenge's public posts (its buttons' labels follow it).
    pub lang: Lang,
}

/// A turn a takeback is about: its game, and the log's length just after it (the ply a request
/// is asked and answered at).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TakebackRef {
    /// The game.
    pub game_id: GameId,
    /// The log's length when the turn was the last.
    pub ply: i64,
}

/// What a front end shows in answer to a command.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Reply {
    /// What to say, in words, with names, mentions, roles, channels and typed text marked
    /// ([`crate::markup`]) for each front end to write its own way.
    pub text: String,
    /// A picture (PNG or GIF) or a file to attach.
    pub image: Option<Attachment>,
    /// More pictures to attach after it (an analysis's positions).
    pub extra: Vec<Attachment>,
    /// Shown only to the caller (ephemeral): every error a user caused is private.
    pub private: bool,
    /// Exactly the users this reply may ping; nobody else, no @everyone.
    pub mentions: Vec<UserId>,
    /// Roles this reply may ping (a server's reminder role); none otherwise.
    pub role_mentions: Vec<u64>,
    /// Its buttons, in the order they are shown ([`Button`]): one list for every kind.
    pub buttons: Vec<Button>,
    /// The language of its Play and draw buttons and of its direct message's link: the
    /// game's, on the game's public posts.
    pub button_lang: Lang,
    /// The language of a game's public post (its game's), which a front end's own words
    /// around it follow; `None` when the reply speaks its caller's language.
    pub post_lang: Option<Lang>,
    /// A direct message to send as well (the player to act chose `/focus notify dm`).
    pub direct: Option<Direct>,
    /// Why nothing happened, when the command was refused (the text says it in the caller's
    /// language); `None` when it did what was asked.
    pub refusal: Option<Refusal>,
    /// What happened, in order, whatever the language the text says it in.
    pub events: Vec<Event>,
    /// The web page of the game the post is about, when the bot serves pages and the game's
    /// server has them: a front end links to it ("View game").
    pub web: Option<String>,
    /// The outbox post this reply is (a committed turn's public post): the front end that
    /// shows it marks it sent, or hands it to its delivery worker when showing it failed.
    pub post: Option<i64>,
}

/// A button, or a pair of buttons, a reply carries. A reply's list keeps them in this order
/// (the order of the variants); Discord shows the first kind it can draw, in one row, Play with
/// Take back and Rematch with Analyze; the console says each.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Button {
    /// A challenge's Accept and Decline, while it waits for answers; a closed challenge still
    /// names the challenge whose buttons elsewhere go grey.
    ChallengeAnswer(ChallengeRef),
    /// A tournament's Join and Leave on its public post while it takes entrants; otherwise it
    /// names the tournament the reply is about (its sign-up post is refreshed).
    Tournament(super::TournamentRef),
    /// Previous and Next under a leaderboard page (when there are several pages).
    Pages(Pages),
    /// Previous and Next under a page of a tournament's standings (when there are several).
    StandingsPages(StandingsPages),
    /// Resign and Keep playing under a resignation waiting for its player's confirmation.
    ConfirmResign(ResignQuestion),
    /// Accept draw and Decline under a pending draw offer in this game.
    AnswerDraw(GameId),
    /// Accept and Decline under a takeback request.
    AnswerTakeback(TakebackRef),
    /// Play, on a running game's turn post or board (a person is to act).
    Play(GameId),
    /// Take back, on a turn's post while it is the last turn and its player may ask.
    TakeBack(TakebackRef),
    /// Rematch, on a finished game's game-over post (not in a tournament).
    Rematch(GameId),
    /// Analyze, on a finished game's game-over post (an aborted game has none).
    Analyze(GameId),
}

impl Button {
    /// Its place in a reply's list (the variants' order).
    fn rank(&self) -> u8 {
        match self {
            Button::ChallengeAnswer(_) => 0,
            Button::Tournament(_) => 1,
            Button::Pages(_) => 2,
            Button::StandingsPages(_) => 3,
            Button::ConfirmResign(_) => 4,
            Button::AnswerDraw(_) => 5,
            Button::AnswerTakeback(_) => 6,
            Button::Play(_) => 7,
            Button::TakeBack(_) => 8,
            Button::Rematch(_) => 9,
            Button::Analyze(_) => 10,
        }
    }
}

/// Something that happened in a game, whatever the language it is said in. The text of a reply
/// says its events in words; tests and front ends read the events.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Event {
    /// Everyone accepted: the game started.
    Started {
        /// The game.
        game: GameId,
    },
    /// A turn was written: an action, a resignation, a forfeit on time, an agreed draw or a
    /// moderator's abort.
    Played {
        /// The game.
        game: GameId,
        /// The number of turns written, this one included.
        ply: i64,
        /// The seat the turn is for (who acted, resigned or ran out of time).
        seat: Seat,
        /// The turn.
        turn: Turn,
    },
    /// A player acted while a draw was offered: the offer lapsed.
    DrawWithdrawn {
        /// The game.
        game: GameId,
    },
    /// 3 players: a seat could not act when its turn came and is out for good.
    Out {
        /// The game.
        game: GameId,
        /// The seat out.
        seat: Seat,
    },
    /// 4 players: a seat can no longer act and is skipped until it can.
    Skipped {
        /// The game.
        game: GameId,
        /// The seat skipped.
        seat: Seat,
    },
    /// 4 players: a skipped seat can act again.
    Back {
        /// The game.
        game: GameId,
        /// The seat back in play.
        seat: Seat,
    },
    /// 2 players: the position has now occurred twice; a third time draws.
    Repeated {
        /// The game.
        game: GameId,
    },
    /// A seat is to act (a person is pinged; the computer plays on its own).
    ToAct {
        /// The game.
        game: GameId,
        /// The seat to act.
        seat: Seat,
    },
    /// The game ended.
    Over {
        /// The game.
        game: GameId,
        /// How.
        outcome: Outcome,
    },
    /// A server's season ended (by hand or on its schedule) and the next began.
    SeasonEnded {
        /// The server.
        guild: ServerId,
        /// The season that ended.
        season: i64,
    },
    /// A rematch of a finished game was asked for: the challenge that is its rematch (just
    /// opened, or already there).
    Rematch {
        /// The finished game.
        game: GameId,
        /// The challenge.
        challenge: ChallengeId,
    },
    /// A player asked to take back their last turn.
    TakebackAsked {
        /// The game.
        game: GameId,
        /// The seat asking.
        seat: Seat,
    },
    /// Another player agreed to a takeback; others still have to.
    TakebackAgreed {
        /// The game.
        game: GameId,
        /// The seat agreeing.
        seat: Seat,
    },
    /// A player declined a takeback: the game goes on.
    TakebackDeclined {
        /// The game.
        game: GameId,
        /// The seat declining.
        seat: Seat,
    },
    /// A turn was written while a takeback was asked for: the request lapsed.
    TakebackLapsed {
        /// The game.
        game: GameId,
    },
    /// Everyone agreed: a seat's last turn was taken back, and it is to act again.
    TakenBack {
        /// The game.
        game: GameId,
        /// The number of log entries written, the `undo` included.
        ply: i64,
        /// The seat whose turn was taken back.
        seat: Seat,
    },
    /// The seat to act has used three quarters of its time.
    Reminder {
        /// The game.
        game: GameId,
        /// The seat reminded.
        seat: Seat,
        /// The time it has left.
        left: Duration,
    },
    /// A tournament's event (sign-up, rounds, its end).
    Tournament(super::TournamentEvent),
}

/// A direct message to a player, sent beside a post (with the post's picture, and a link to
/// the post).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Direct {
    /// Who gets it.
    pub user_id: UserId,
    /// What it says (marked text, as [`Reply::text`]).
    pub text: String,
    /// The player's private "Play on the board" link, when the bot serves pages: made when
    /// the message is composed or delivered, never kept in the outbox.
    pub board: Option<String>,
}

/// A resignation asked for and not yet confirmed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ResignQuestion {
    /// The game.
    pub game_id: GameId,
    /// Who asked to resign: the only one who may confirm.
    pub user_id: UserId,
}

/// Which ratings a leaderboard shows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Board {
    /// One season's (from 1).
    Season(i64),
    /// Every season's games together.
    AllTime,
}

impl Board {
    /// The leaderboard's `season` option that asks for it: `all`, or the season's number.
    #[must_use]
    pub fn typed(self) -> String {
        match self {
            Board::Season(n) => n.to_string(),
            Board::AllTime => "all".to_string(),
        }
    }
}

/// A leaderboard page a reply shows, so a front end can offer Previous and Next.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Pages {
    /// The leaderboard's kind.
    pub kind: Kind,
    /// Whose ratings: a season's or all-time.
    pub board: Board,
    /// The page shown, from 1.
    pub page: usize,
    /// How many pages there are.
    pub count: usize,
    /// Whose own rank the pages show at the bottom.
    pub viewer: UserId,
}

/// A page of a tournament's standings a reply shows, so a front end can offer Previous and
/// Next.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct StandingsPages {
    /// The tournament.
    pub tournament: TournamentId,
    /// The page shown, from 1.
    pub page: usize,
    /// How many pages there are.
    pub count: usize,
    /// Whose own line the pages show.
    pub viewer: UserId,
}

impl Reply {
    /// A reply everyone in the channel sees, pinging nobody.
    #[must_use]
    pub fn public(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }

    /// A reply only the caller sees.
    #[must_use]
    pub fn private(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            private: true,
            ..Reply::default()
        }
    }

    /// A refusal only the caller sees: `why` it changed nothing, and the text saying so.
    #[must_use]
    pub fn refused(why: Refusal, text: impl Into<String>) -> Reply {
        Reply {
            refusal: Some(why),
            ..Reply::private(text)
        }
    }

    /// Adds `button` in its place in the list.
    pub fn add(&mut self, button: Button) {
        let at = self.buttons.partition_point(|b| b.rank() <= button.rank());
        self.buttons.insert(at, button);
    }

    /// The first of its buttons `pick` finds something in.
    pub fn find<'a, T>(&'a self, pick: impl FnMut(&'a Button) -> Option<T>) -> Option<T> {
        self.buttons.iter().find_map(pick)
    }

    /// The challenge the reply is about (its Accept and Decline while it is open).
    #[must_use]
    pub fn challenge(&self) -> Option<&ChallengeRef> {
        self.find(|b| match b {
            Button::ChallengeAnswer(c) => Some(c),
            _ => None,
        })
    }

    /// The tournament the reply is about (its Join and Leave while it takes entrants).
    #[must_use]
    pub fn tournament(&self) -> Option<&super::TournamentRef> {
        self.find(|b| match b {
            Button::Tournament(t) => Some(t),
            _ => None,
        })
    }

    /// The game whose Play button the reply carries.
    #[must_use]
    pub fn play_game(&self) -> Option<GameId> {
        self.find(|b| match b {
            Button::Play(game) => Some(*game),
            _ => None,
        })
    }
}

/// Something the service posts on its own (a computer's turn, a reminder, a timeout, an
/// expired challenge): where, and what.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Notice {
    /// The channel to post in.
    pub place: Where,
    /// The message.
    pub reply: Reply,
}

/// The time, injectable so tests drive it.
pub trait Clock: Send + Sync + 'static {
    /// Now, in Unix milliseconds.
    fn now_ms(&self) -> i64;
}

/// The system clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> i64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as i64)
    }
}

/// A clock that moves only when told to (tests, replays).
#[derive(Clone, Debug, Default)]
pub struct ManualClock(Arc<AtomicI64>);

impl ManualClock {
    /// A clock showing `ms` Unix milliseconds.
    #[must_use]
    pub fn new(ms: i64) -> ManualClock {
        ManualClock(Arc::new(AtomicI64::new(ms)))
    }

    /// Moves the clock forward.
    pub fn advance(&self, by: Duration) {
        self.0.fetch_add(by.as_millis() as i64, Ordering::SeqCst);
    }

    /// Sets the clock.
    pub fn set(&self, ms: i64) {
        self.0.store(ms, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// A failure that is not the user's doing (the database, a picture, a panic in a worker):
/// front ends show "something went wrong" and log it.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    /// Storage failed.
    #[error(transparent)]
    Store(#[from] crate::store::StoreError),
    /// A picture could not be drawn.
    #[error("drawing the picture failed: {0}")]
    Picture(#[from] crate::render::RenderError),
    /// A blocking task failed.
    #[error("a background task failed: {0}")]
    Task(#[from] tokio::task::JoinError),
    /// The front end has no service yet (the bot is starting).
    #[error("the game service is not started yet")]
    NotReady,
    /// Too many requests wait for a picture being drawn: ask again after `retry_after_secs`.
    #[error("too many pictures are being drawn: try again in {retry_after_secs} s")]
    Busy {
        /// Seconds to wait before asking again.
        retry_after_secs: u64,
    },
}

/// The address of a page for a post (a game's, a tournament's), by id.
type PageAddress<Id> = Arc<dyn Fn(Id) -> String + Send + Sync>;

/// A player's private "Play on the board" link: game, user, now (Unix ms) → its address.
type PlayAddress = Arc<dyn Fn(GameId, UserId, i64) -> Option<String> + Send + Sync>;

/// The addresses of pages the posts link to, once the bot serves pages.
#[derive(Default)]
pub(super) struct PageLinks {
    /// A game's (`Service::link_pages`).
    pub(super) game: Option<PageAddress<GameId>>,
    /// A tournament's (`Service::link_tournament_pages`).
    pub(super) tournament: Option<PageAddress<TournamentId>>,
    /// A player's "Play on the board" link (`Service::link_play`).
    pub(super) play: Option<PlayAddress>,
}

impl From<GameId> for crate::i18n::FluentValue<'_> {
    fn from(id: GameId) -> Self {
        id.0.into()
    }
}
