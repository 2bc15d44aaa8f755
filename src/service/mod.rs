//! The game service every front end calls: challenges, turns, the board, records, stats, the
//! turn timer and the computer player. No Discord types: operations take who acts
//! ([`Actor`]) and where ([`Where`]), and return a [`Reply`].
//!
//! Every error a user can cause is an `Ok` private reply that says what to do and changes
//! nothing; `Err` ([`ServiceError`]) is for failures that are not the user's doing.

mod admin;
mod analysis;
mod challenges;
mod computer;
mod core;
mod drawing;
mod events;
mod failure;
mod games;
/// `Service`'s delegations to the parts, one file per part (docs/architecture.md).
mod offers;
mod outbox;
mod picker;
mod ratings;
mod refusal;
mod telling;
mod text;
mod timer;
mod tournaments;
mod turn;
mod types;
mod web;
mod entry {
    mod admin;
    mod challenges;
    mod games;
    mod offers;
    mod ratings;
    mod tournaments;
    mod web;
}

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::mpsc;

use crate::i18n::Lang;
use crate::rules::{Game, Seat, Turn};
use crate::slash_commands;
use crate::store::{Post, PostKind, ServerId, Store, StoreError, StoredGame, TurnWrite, UserId};
use crate::t;
use text::person;
use text::{not_a_player, seats_still_in};

use self::core::{Core, Loaded, lock, not_saved};
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
pub use computer::{COMPUTER_LEASE, LONGEST_COMPUTER_TURN};
pub use outbox::REPLY_GRACE;

pub use drawing::{picture_words, rules_png};
use failure::{Failure, Refusable, answer, answered, refuse, saved, unless_refused};
pub use picker::{LABEL_LIMIT, MENU_OPTIONS, Menu, MenuOption, Picked, Stage, not_offered};
pub use ratings::{FINAL_TOP, LEADERBOARD_PAGE, SHORTEST_SEASON};
pub use refusal::{NoTakeback, Refusal, SeasonRefusal};
pub use text::{RULES, rules_text};
pub use timer::{TIMER_LEASE, TIMER_PERIOD};
pub use tournaments::state as tournament_state;
pub use tournaments::{
    ChannelError, ChannelFuture, MOST_ENTRANTS, MOST_ROUNDS, RoundView, STANDINGS_PAGE,
    SWEEP_GRACE_MS, StandingRow, StandingsView, TableChannels, TableView, TournamentEvent,
    TournamentOptions, TournamentRef, TournamentRefusal, TournamentRights, TournamentView,
    changes_tournament, entrant_lines, entrant_page, latest_marks, page_count, standings_picture,
    standings_picture_page, standings_words,
};
pub use turn::RESIGN_CONFIRM_WINDOW;
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

/// The handle's state: the core every part shares, the parts, and the state of what is not
/// a part yet (see docs/architecture.md).
struct Inner {
    core: Arc<Core>,
    outbox: Arc<Outbox>,
    challenges: Arc<Challenges>,
    offers: Offers,
    analysis: Analysis,
    web: Arc<Views>,
    games: Games,
    tournaments: Tournaments,
    ratings: Arc<Ratings>,
    admin: Admin,
    computer_time: Mutex<Duration>,
    /// The most positions the computer searches a turn (`None`: its time budget alone).
    computer_nodes: Mutex<Option<u64>>,
    /// Games with a computer worker running, and whether it was woken again since it last
    /// looked at the game.
    workers: Mutex<HashMap<GameId, bool>>,
    idle: tokio::sync::Notify,
    /// Resignations asked for and not yet confirmed: (game, user) → when asked (Unix ms).
    resign_asks: Mutex<HashMap<(GameId, UserId), i64>>,
}

/// The files not split into parts yet reach the core's fields (`self.inner.store`) as before.
impl std::ops::Deref for Inner {
    type Target = Core;
    fn deref(&self) -> &Core {
        &self.core
    }
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
        Service {
            inner: Arc::new(Inner {
                offers: Offers::new(core.clone(), outbox.clone(), challenges.clone()),
                tournaments: Tournaments::new(core.clone(), outbox.clone(), challenges.clone()),
                admin: Admin::new(core.clone(), challenges.clone(), ratings.clone()),
                challenges,
                analysis: Analysis::new(core.clone()),
                web: web.clone(),
                games: Games::new(core.clone(), ratings.clone(), web),
                ratings,
                outbox,
                core,
                computer_time: Mutex::new(crate::ai::Level::Master.default_budget()),
                computer_nodes: Mutex::new(None),
                workers: Mutex::new(HashMap::new()),
                idle: tokio::sync::Notify::new(),
                resign_asks: Mutex::new(HashMap::new()),
            }),
        }
    }

    /// The store.
    #[must_use]
    pub fn store(&self) -> &Store {
        &self.inner.store
    }

    /// The bot's own user id (the computer player).
    #[must_use]
    pub fn bot_user_id(&self) -> UserId {
        self.inner.bot_user_id
    }

    /// Names this service in the claims of background work (by default the process's id and a
    /// number drawn once per process): services with different names behave as separate
    /// processes sharing the database, each doing the work it claimed.
    pub fn set_worker(&self, name: &str) {
        self.inner.set_worker(name);
    }

    /// This service's name in the claims of background work (a front end's own work, such as
    /// delivering the outbox, is claimed under it too).
    #[must_use]
    pub fn worker_name(&self) -> String {
        self.inner.worker()
    }

    /// Now, by the service's clock (Unix ms).
    #[must_use]
    pub fn now_ms(&self) -> i64 {
        self.now()
    }

    /// Caps the computer player's thinking time per turn (default 10 s: each level thinks for its
    /// own budget, `hard` 2 s, `master` 10 s, up to this).
    pub fn set_computer_time(&self, cap: Duration) {
        *lock(&self.inner.computer_time) = cap;
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

    fn now(&self) -> i64 {
        self.inner.core.now()
    }

    /// Game `id`, loaded for an operation ([`Service::rebuild_in`]): `None` when there is no
    /// such game, when it no longer replays (it is closed), or when the time forfeit due in it
    /// could not be saved (a full disk: logged, and tried again by the next operation).
    async fn load_game(&self, id: GameId) -> Result<Option<Loaded>, ServiceError> {
        let Some(stored) = self.inner.store.game(id).await? else {
            return Ok(None);
        };
        unless_refused(self.rebuild_in(Lang::EnUs, stored).await)
    }

    /// The channel's running game, loaded for an operation ([`Service::rebuild_in`]; it may
    /// have just ended on time), or else what to answer in `lang`: that the channel has no
    /// game (a damaged one is closed), or that a due forfeit could not be saved.
    async fn load_active(&self, lang: Lang, place: &Where) -> Result<Loaded, Failure> {
        if let Some(stored) = self.inner.store.active_game(place.channel_id).await? {
            match self.rebuild_in(lang, stored).await {
                Err(Failure::Refused(r)) if r.refusal != Some(Refusal::NotSaved) => {}
                // A game that no longer replays was closed: the channel has none now.
                loaded => return loaded,
            }
        }
        self.no_game(lang, place).await
    }

    /// The channel's game for a button of game `game_id`, refused as over (in `lang`) when
    /// the channel has another game or none; [`Service::load_active`]'s failure to save a
    /// forfeit stands.
    async fn load_clicked(&self, lang: Lang, place: &Where, id: GameId) -> Result<Loaded, Failure> {
        match self.load_active(lang, place).await {
            Ok(loaded) if loaded.stored.id == id => Ok(loaded),
            Err(f) if f.refusal().is_none_or(|r| *r == Refusal::NotSaved) => Err(f),
            _ => refuse(Refusal::GameOver, t!(lang, "pick-game-over")),
        }
    }

    /// What to say when a command needs a game and the channel has none: the open challenge,
    /// if there is one, and what to do about it.
    async fn no_game<T>(&self, lang: Lang, place: &Where) -> Result<T, Failure> {
        let Some(c) = self.inner.challenges.pending(place).await? else {
            return refuse(
                Refusal::NoGame,
                t!(
                    lang,
                    "no-game",
                    example = slash_commands::example::challenge(lang)
                ),
            );
        };
        let waiting: Vec<String> = c
            .players
            .iter()
            .skip(1)
            .filter(|(p, accepted)| !accepted && p.computer.is_none())
            .map(|(p, _)| person(lang, &p.name))
            .collect();
        refuse(
            Refusal::NoGame,
            t!(
                lang,
                "not-started",
                accept_command = crate::slash_commands::example::bare(lang, "accept"),
                decline_command = crate::slash_commands::example::bare(lang, "decline"),
                challenger = person(lang, &c.challenger().name),
                waiting = waiting.join(&t!(lang, "list-separator"))
            ),
        )
    }

    /// Rebuilds a stored game from its log, leaving a game that does not replay as it is:
    /// `None` then. The time forfeits due in it are applied and posted
    /// ([`Service::forfeit_due`]); one that cannot be saved is left for the write that follows
    /// to refuse the same way.
    async fn rebuild_quietly(&self, stored: StoredGame) -> Result<Option<Loaded>, ServiceError> {
        let Some(loaded) = self.replayed(stored).await? else {
            return Ok(None);
        };
        let id = loaded.stored.id;
        match self.forfeit_due(loaded).await {
            Ok((loaded, notices)) => {
                self.inner.outbox.post(notices);
                Ok(Some(loaded))
            }
            Err(Failure::Unsaved(e)) => {
                tracing::error!(game = id.0, error = %e, "a time forfeit due could not be saved");
                self.replayed(self.inner.stored(id).await?).await
            }
            done => unless_refused(done.map(|(loaded, _)| loaded)),
        }
    }

    /// A stored game rebuilt from its log, or `None` when it does not replay.
    async fn replayed(&self, stored: StoredGame) -> Result<Option<Loaded>, ServiceError> {
        match stored.replay() {
            Ok(game) => {
                let lang = self.inner.game_lang(&stored).await?;
                Ok(Some(Loaded { stored, game, lang }))
            }
            Err(StoreError::Corrupt { .. }) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// The one path that loads a game for any operation (a command, a click, the timer): the
    /// game rebuilt from its log, with the time forfeits due in it applied first and their
    /// public posts sent to the notice channel, so that no reply ever shows a game whose time
    /// is up as running. Instead of the game, the answer to give in `lang`: a game whose log
    /// no longer replays (a damaged or hand-edited database) is closed, so that its channel is
    /// free and no turn is ever written to it, and logged once; a forfeit that could not be
    /// saved (a full disk) is refused as any write is, and nothing changed.
    async fn rebuild_in(&self, lang: Lang, stored: StoredGame) -> Result<Loaded, Failure> {
        let (loaded, notices) = self.rebuild_timed(lang, stored).await?;
        self.inner.outbox.post(notices);
        Ok(loaded)
    }

    /// [`Service::rebuild_in`], returning the public posts of the forfeits it applied instead
    /// of sending them (the timer returns them with its own).
    async fn rebuild_timed(
        &self,
        lang: Lang,
        stored: StoredGame,
    ) -> Result<(Loaded, Vec<Notice>), Failure> {
        let loaded = match stored.replay() {
            Ok(game) => {
                let game_lang = self.inner.game_lang(&stored).await?;
                Loaded {
                    stored,
                    game,
                    lang: game_lang,
                }
            }
            Err(StoreError::Corrupt { game, ply, reason }) => {
                if self.inner.store.close_corrupt(game, self.now()).await? {
                    tracing::error!(game = game.0, ply, %reason, "a stored game does not replay: closed it");
                }
                let text = t!(
                    lang,
                    "game-corrupt",
                    game = game,
                    example = slash_commands::example::challenge(lang)
                );
                return refuse(Refusal::NoGame, text);
            }
            Err(e) => return Err(e.into()),
        };
        match self.forfeit_due(loaded).await {
            Err(Failure::Unsaved(e)) => saved(lang, Err(e)),
            done => done,
        }
    }

    /// Writes a turn guarded by the ply, with its public post (the command's answer carries
    /// it), then answers with what happened, the picture and a mention of the player to act
    /// next.
    async fn commit(
        &self,
        loaded: Loaded,
        next: Game,
        turn: Turn,
        seat: Seat,
        lead: &str,
        private_lang: Lang,
    ) -> ServiceResult {
        let post = Some(PostKind::Turn);
        self.commit_as(loaded, next, turn, seat, lead, private_lang, post)
            .await
    }

    /// [`Service::commit`], with the post's kind (`None`: the turn posts nothing).
    #[allow(clippy::too_many_arguments)]
    async fn commit_as(
        &self,
        loaded: Loaded,
        next: Game,
        turn: Turn,
        seat: Seat,
        lead: &str,
        private_lang: Lang,
        post: Option<PostKind>,
    ) -> ServiceResult {
        match self
            .commit_posting(loaded, next, turn, seat, lead, post)
            .await
        {
            Err(Failure::Unsaved(StoreError::Conflict)) => moved_on(private_lang),
            Err(Failure::Unsaved(e)) => not_saved(private_lang, e),
            done => answer(done),
        }
    }

    /// Writes a turn guarded by the ply and, in its transaction, its public post of kind
    /// `post` (a game over's when the turn ends the game; none when `None`): the reply, or the
    /// store's refusal ([`Failure::Unsaved`]: [`StoreError::Conflict`] when the game moved on). A post of kind
    /// [`PostKind::Turn`] is the command's answer; another is the service's own, due at once.
    async fn commit_posting(
        &self,
        loaded: Loaded,
        next: Game,
        turn: Turn,
        seat: Seat,
        lead: &str,
        post: Option<PostKind>,
    ) -> Result<Reply, Failure> {
        let write = self.turn_write(&loaded, &next, turn, seat);
        let (after, mut reply) = self.tell_turn(loaded, next, turn, seat, lead).await;
        let over = after.game.position().is_over();
        let kind = post.map(|kind| if over { PostKind::GameOver } else { kind });
        let event = Event::Played {
            game: write.game_id,
            ply: write.expected_ply + 1,
            seat,
            turn,
        };
        self.write_told(&after, &write, kind, &mut reply, event)
            .await?;
        metrics::counter!("focus_turns_total").increment(1);
        let own = post.is_some_and(|k| k != PostKind::Turn);
        self.finish_told(after, &mut reply, own).await?;
        Ok(reply)
    }

    /// Writes the log entry `write` (guarded by the ply) of the game now `after` it and, in its
    /// transaction, its public post of kind `post` showing `reply`, which then carries the
    /// post's id; tells the web pages `event`. The store's refusal as [`Failure::Unsaved`].
    async fn write_told(
        &self,
        after: &Loaded,
        write: &TurnWrite,
        post: Option<PostKind>,
        reply: &mut Reply,
        event: Event,
    ) -> Result<(), Failure> {
        let (game, ply) = (after.stored.id, after.stored.ply);
        let place = Where {
            guild_id: after.stored.guild_id,
            channel_id: after.stored.channel_id,
        };
        let post =
            post.map(|kind| (self.inner.outbox).new_post(&place, Some((game, ply)), kind, reply));
        let written = self.inner.store.append_turn_posting(write, post.as_ref());
        reply.post = written.await.map_err(Failure::Unsaved)?;
        // The web pages follow the game; nobody listening is no error.
        self.inner.outbox.tell(event);
        Ok(())
    }

    /// The log entry of a turn, guarded by the ply the game was loaded at.
    fn turn_write(&self, loaded: &Loaded, next: &Game, turn: Turn, seat: Seat) -> TurnWrite {
        TurnWrite {
            game_id: loaded.stored.id,
            expected_ply: loaded.stored.ply,
            seat,
            action: turn.to_string(),
            at: self.now(),
            outcome: next.position().outcome(),
            restart_clock: matches!(turn, Turn::Act(_))
                || next.position().to_act() != loaded.game.position().to_act(),
        }
    }

    /// What a turn about to be written says: what happened and a mention of the player to act
    /// next (the result's rating lines and the picture come once it is written), and the game
    /// as it stands after it.
    async fn tell_turn(
        &self,
        loaded: Loaded,
        next: Game,
        turn: Turn,
        seat: Seat,
        lead: &str,
    ) -> (Loaded, Reply) {
        let mut events = events::of_turn(
            loaded.stored.id,
            loaded.stored.ply + 1,
            &loaded.game,
            &next,
            turn,
            seat,
            loaded.stored.draw_offers != 0,
        );
        // Any turn written moves the ply on: a takeback asked for lapses.
        if loaded.stored.takeback_open() {
            events.insert(
                1,
                Event::TakebackLapsed {
                    game: loaded.stored.id,
                },
            );
        }
        let heading = self
            .inner
            .tournaments
            .table_heading(loaded.lang, loaded.stored.id);
        let mut text = match heading.await {
            Ok(Some(heading)) => heading + "\n",
            _ => String::new(),
        };
        text.push_str(lead);
        text.push_str(&telling::tell_turn(
            loaded.lang,
            &loaded.stored,
            loaded.game.position(),
            next.position(),
            &events,
        ));
        let mut loaded = loaded;
        loaded.stored.ply += 1;
        // Writing a turn clears every pending draw offer: the picture shows them gone.
        loaded.stored.draw_offers = 0;
        loaded.game = next;
        let mut reply = telling::next_up(&loaded, text, events);
        self.inner
            .offers
            .takeback_buttons(&loaded, turn, seat, &mut reply)
            .await;
        reply.web = self.inner.core.page_of(&loaded.stored).await;
        self.inner.outbox.address_turn(&loaded, &mut reply).await;
        (loaded, reply)
    }

    /// Finishes the answer to a turn just written: the result's rating lines, the picture;
    /// completes its post (made due at once when it is the service's `own`), and wakes the
    /// computer when it is to act.
    async fn finish_told(
        &self,
        loaded: Loaded,
        reply: &mut Reply,
        own: bool,
    ) -> Result<(), ServiceError> {
        let over = loaded.game.position().is_over();
        // An aborted game had no result: nothing is said of ratings.
        if over && !events::aborted(&loaded.game) {
            reply.text.push('\n');
            reply
                .text
                .push_str(&self.inner.ratings.rating_lines(&loaded).await?);
        }
        reply.image = self.inner.games.board_attachment(&loaded).await;
        let table_over = if over {
            // A tournament's game: its places are recorded and the next round may open.
            let tournaments = &self.inner.tournaments;
            let notices = tournaments.game_over(self, loaded.stored.id).await?;
            self.inner.outbox.post(notices);
            tournaments.table_over(loaded.stored.id).await?
        } else {
            None
        };
        reply.events.extend(table_over);
        if over || own {
            self.inner.outbox.complete_post(reply, own).await?;
        }
        self.wake_computer_if_due(&loaded);
        Ok(())
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
            let loaded = games.record_game(self, actor.lang, place, game).await?;
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

/// The refusal of a command that came after the game moved on, in `lang`.
fn moved_on<R: Refusable>(lang: Lang) -> R {
    let board_command = slash_commands::example::bare(lang, "board");
    refuse(
        Refusal::MovedOn,
        t!(lang, "moved-on", board_command = board_command),
    )
}
