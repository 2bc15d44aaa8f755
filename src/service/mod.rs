//! The game service every front end calls: challenges, turns, the board, records, stats, the
//! turn timer and the computer player. No Discord types: operations take who acts
//! ([`Actor`]) and where ([`Where`]), and return a [`Reply`].
//!
//! Every error a user can cause is an `Ok` private reply that says what to do and changes
//! nothing; `Err` ([`ServiceError`]) is for failures that are not the user's doing.

mod admin;
mod analysis;
mod challenges;
mod core;
mod drawing;
mod events;
mod failure;
mod games;
mod offers;
mod outbox;
mod ratings;
mod refusal;
mod telling;
mod text;
mod tournaments;
mod types;
mod web;
/// `Service`'s delegations to the parts, one file per part (docs/architecture.md).
mod entry {
    mod admin;
    mod challenges;
    mod games;
    mod offers;
    mod ratings;
    mod tournaments;
    mod web;
}

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::mpsc;

use crate::i18n::Lang;
use crate::store::{Post, ServerId, Store, UserId};

use self::core::Core;
use admin::Admin;
use analysis::Analysis;
use challenges::Challenges;
use games::Games;
use offers::Offers;
use outbox::{Outbox, Redraw};
use ratings::Ratings;
use tournaments::Tournaments;
use web::Views;

pub use crate::rules::FirstPlayer;
pub use crate::store::{
    ChallengeId, ChallengeMessage, GameId, NotifyMode, ServerSettings, TournamentId, WebMode,
};
pub use admin::{LANGUAGES, SettingsChange};
pub use challenges::{CHALLENGE_LIFETIME, ChallengeOptions};
pub use games::{
    COMPUTER_LEASE, LABEL_LIMIT, LONGEST_COMPUTER_TURN, MENU_OPTIONS, Menu, MenuOption, Picked,
    RESIGN_CONFIRM_WINDOW, Stage, TIMER_LEASE, TIMER_PERIOD, not_offered,
};
pub use outbox::REPLY_GRACE;

pub use drawing::{picture_words, rules_png};
use failure::answered;
pub use ratings::{FINAL_TOP, LEADERBOARD_PAGE, SHORTEST_SEASON};
pub use refusal::{NoTakeback, Refusal, SeasonRefusal};
pub use text::{RULES, rules_text};
pub use tournaments::state as tournament_state;
pub use tournaments::{
    ChannelError, ChannelFuture, MOST_ENTRANTS, MOST_ROUNDS, RoundView, STANDINGS_PAGE,
    SWEEP_GRACE_MS, StandingRow, StandingsView, TableChannels, TableView, TournamentEvent,
    TournamentOptions, TournamentRef, TournamentRefusal, TournamentRights, TournamentView,
    changes_tournament, entrant_lines, entrant_page, latest_marks, page_count, standings_picture,
    standings_picture_page, standings_words,
};
pub use types::{
    Actor, Attachment, Board, Button, ChallengeRef, Clock, DEFAULT_TURN_LIMIT, Direct, Event,
    Invitee, ManualClock, Notice, Pages, Reply, ResignQuestion, ServiceError, StandingsPages,
    SystemClock, TakebackRef, Where,
};
pub use web::{
    BoardControls, ChannelGame, Choice, GAMES_PAGE, GameView, GamesPage, LEADERBOARD_TOP,
    LeaderboardView, Listed, MoveLine, PageAction, PlayerCard, REPLAY_QUEUE, RESERVE, ServerView,
    Source, board_words,
};

pub use self::core::ServiceResult;

/// The game service. Cheap to clone: clones share the store, the clock and the workers.
#[derive(Clone)]
pub struct Service {
    inner: Arc<Inner>,
}

/// The handle's state: the core every part shares, and the parts (see docs/architecture.md).
struct Inner {
    core: Arc<Core>,
    outbox: Arc<Outbox>,
    challenges: Arc<Challenges>,
    offers: Arc<Offers>,
    analysis: Analysis,
    web: Arc<Views>,
    games: Arc<Games>,
    tournaments: Arc<Tournaments>,
    ratings: Arc<Ratings>,
    admin: Admin,
}

impl Service {
    /// A service over `store`, telling time by `clock`, drawing seats by lot from `seed`, and
    /// playing the computer's seats as `bot_user_id`.
    #[must_use]
    pub fn new(store: Store, clock: impl Clock, seed: u64, bot_user_id: UserId) -> Service {
        let core = Arc::new(Core::new(store, clock, seed, bot_user_id));
        let outbox = Arc::new(Outbox::new(core.clone()));
        let challenges = Arc::new(Challenges::new(core.clone()));
        let ratings = Arc::new(Ratings::new(core.clone(), outbox.clone()));
        let web = Arc::new(Views::new(core.clone(), ratings.clone()));
        let offers = Arc::new(Offers::new(
            core.clone(),
            outbox.clone(),
            challenges.clone(),
        ));
        let tournaments = Arc::new(Tournaments::new(
            core.clone(),
            outbox.clone(),
            challenges.clone(),
        ));
        let games = Games::new(
            core.clone(),
            outbox.clone(),
            challenges.clone(),
            offers.clone(),
            tournaments.clone(),
            ratings.clone(),
            web.clone(),
        );
        Service {
            inner: Arc::new(Inner {
                admin: Admin::new(
                    core.clone(),
                    challenges.clone(),
                    ratings.clone(),
                    games.clone(),
                ),
                analysis: Analysis::new(core.clone()),
                games,
                offers,
                tournaments,
                challenges,
                web,
                ratings,
                outbox,
                core,
            }),
        }
    }

    /// The store.
    #[must_use]
    pub fn store(&self) -> &Store {
        &self.inner.core.store
    }

    /// The bot's own user id (the computer player).
    #[must_use]
    pub fn bot_user_id(&self) -> UserId {
        self.inner.core.bot_user_id
    }

    /// Names this service in the claims of background work (by default the process's id and a
    /// number drawn once per process): services with different names behave as separate
    /// processes sharing the database, each doing the work it claimed.
    pub fn set_worker(&self, name: &str) {
        self.inner.core.set_worker(name);
    }

    /// This service's name in the claims of background work (a front end's own work, such as
    /// delivering the outbox, is claimed under it too).
    #[must_use]
    pub fn worker_name(&self) -> String {
        self.inner.core.worker()
    }

    /// Now, by the service's clock (Unix ms).
    #[must_use]
    pub fn now_ms(&self) -> i64 {
        self.inner.core.now()
    }

    /// Caps the computer player's thinking time per turn (default 10 s: each level thinks for its
    /// own budget, `hard` 2 s, `master` 10 s, up to this).
    pub fn set_computer_time(&self, cap: Duration) {
        self.inner.games.set_computer_time(cap);
    }

    /// The messages the service posts on its own (computer turns, and the timer's when run by
    /// [`Service::run_timer`]). Only the first call gets the receiver.
    pub fn take_notices(&self) -> Option<mpsc::UnboundedReceiver<Notice>> {
        self.inner.outbox.take_notices()
    }

    /// The turns this process writes from now on ([`Event::Played`], once saved), and its
    /// tournaments' changes ([`Event::Tournament`]): the web pages follow games and tournaments.
    #[must_use]
    pub fn turns(&self) -> tokio::sync::broadcast::Receiver<Event> {
        self.inner.outbox.turns()
    }
}

/// The parts' public operations, for the front ends: each delegates to its part.
impl Service {
    /// Discord (or the console) confirmed post `id` as message `message_id`: it is sent, once.
    pub async fn post_sent(&self, id: i64, message_id: u64) -> Result<bool, ServiceError> {
        self.inner.outbox.post_sent(id, message_id).await
    }

    /// A command's answer carrying post `id` failed: the delivery worker posts it now.
    pub async fn post_failed(&self, id: i64) -> Result<(), ServiceError> {
        self.inner.outbox.post_failed(id).await
    }

    /// Waits until no post of post `id`'s channel written before it waits any more, for
    /// `at_most`: whether none does (then post `id` may show without overtaking one).
    pub async fn earlier_posts_delivered(
        &self,
        id: i64,
        at_most: Duration,
    ) -> Result<bool, ServiceError> {
        self.inner.outbox.earlier_posts_delivered(id, at_most).await
    }

    /// Waits until the outbox changed (a post written, completed or sent) or `at_most` passed.
    pub async fn outbox_changed(&self, at_most: Duration) {
        self.inner.outbox.changed(at_most).await;
    }

    /// What post `post` shows, as a reply: its words, and its picture drawn again (the board
    /// from the game at the post's ply, a season's or a tournament's standings).
    pub async fn post_reply(&self, post: &Post) -> Result<Reply, ServiceError> {
        let (mut reply, redraw) = self.inner.outbox.post_reply(post).await?;
        reply.image = match redraw {
            Some(Redraw::Standings {
                tournament,
                round,
                lang,
            }) => {
                let tournaments = &self.inner.tournaments;
                tournaments.picture(lang, tournament, round).await?
            }
            Some(Redraw::Season { place, season }) => {
                self.inner
                    .ratings
                    .season_over(place, season)
                    .await?
                    .reply
                    .image
            }
            Some(Redraw::Board(loaded)) => self.inner.games.board_attachment(&loaded).await,
            None => None,
        };
        Ok(reply)
    }

    /// How many posts wait to be delivered (the gauge `focus_outbox_waiting`).
    pub async fn posts_waiting(&self) -> Result<i64, ServiceError> {
        self.inner.outbox.posts_waiting().await
    }

    /// Shows the caller's turn notices (`mode` absent or blank), or sets them to `mode`
    /// (`channel`, `dm` or `off`), for every game.
    pub async fn notify(&self, actor: &Actor, mode: Option<&str>) -> ServiceResult {
        self.inner.outbox.notify(actor, mode).await
    }

    /// Notes that a direct message to `user_id` was refused, to tell them once
    /// ([`Service::dm_refused_notice`]).
    pub async fn note_dm_refused(&self, user_id: UserId) -> Result<(), ServiceError> {
        self.inner.outbox.note_dm_refused(user_id).await
    }

    /// The private notice, in `lang`, that a direct message to `user_id` was refused, the
    /// first time they use a command after it; `None` otherwise.
    pub async fn dm_refused_notice(
        &self,
        user_id: UserId,
        lang: Lang,
    ) -> Result<Option<Reply>, ServiceError> {
        self.inner.outbox.dm_refused_notice(user_id, lang).await
    }

    /// The node budget per position analyses are computed with (default
    /// [`crate::ai::analysis::DEFAULT_NODES`]; tests set a small one).
    pub fn set_analysis_nodes(&self, nodes: u64) {
        self.inner.analysis.set_nodes(nodes);
    }

    /// Analyses a finished game of this server (`game`, or the channel's latest): the chart,
    /// each player's accuracy and counts, and the turns that cost most. `queued` is told, in
    /// the game's language, when the analysis has to wait for others to finish first.
    pub async fn analyze(
        &self,
        actor: &Actor,
        place: &Where,
        game: Option<GameId>,
        queued: impl FnOnce(Reply) + Send,
    ) -> ServiceResult {
        answered!(async {
            let games = &self.inner.games;
            let loaded = games.record_game(actor.lang, place, game).await?;
            Ok(self
                .inner
                .analysis
                .analyze(actor.lang, loaded, queued)
                .await?)
        })
    }

    /// Links the posts of games to their web pages: `link(game)` is a page's address. Posts
    /// of a server whose pages are off carry no link.
    pub fn link_pages(&self, link: impl Fn(GameId) -> String + Send + Sync + 'static) {
        self.inner.core.link_game_pages(link);
    }

    /// Gives the Play button's private answer and the direct message of a player's turn a
    /// private "Play on the board" link: `link(game, user, now)` (`None`: no link this time).
    pub fn link_play(
        &self,
        link: impl Fn(GameId, UserId, i64) -> Option<String> + Send + Sync + 'static,
    ) {
        self.inner.core.link_play(link);
    }

    /// A server's web setting: whether its games have pages, and who may see them.
    pub async fn web_mode(&self, guild_id: ServerId) -> Result<WebMode, ServiceError> {
        self.inner.core.web_mode(guild_id).await
    }
}
