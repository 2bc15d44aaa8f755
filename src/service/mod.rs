//! The game service every front end calls: challenges, turns, the board, records, stats, the
//! turn timer and the computer player. No Discord types: operations take who acts
//! ([`Actor`]) and where ([`Where`]), and return a [`Reply`].
//!
//! Every error a user can cause is an `Ok` private reply that says what to do and changes
//! nothing; `Err` ([`ServiceError`]) is for failures that are not the user's doing.

mod admin;
mod analysis;
mod challenge;
mod computer;
mod draw_answer;
mod events;
mod failure;
mod notify;
mod outbox;
mod picker;
mod picture;
mod ratings;
mod records;
mod refusal;
mod rematch;
mod replay_cache;
mod replays;
mod seasons;
mod takeback;
mod telling;
mod text;
mod timer;
mod tournament_page;
mod tournament_picture;
mod tournament_rounds;
pub mod tournament_state;
mod tournament_text;
mod tournament_types;
mod tournament_unpaired;
mod tournament_view;
mod tournaments;
mod turn;
mod types;
mod web_listing;
mod web_view;
mod worker;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rand::SeedableRng;
use rand::rngs::StdRng;
use tokio::sync::mpsc;

use crate::i18n::Lang;
use crate::rules::{Game, Seat, Turn};
use crate::slash_commands;
use crate::store::{PostKind, Store, StoreError, StoredGame, TurnWrite};
use crate::t;
use text::person;

pub use crate::rules::FirstPlayer;
pub use crate::store::{ChallengeMessage, NotifyMode, ServerSettings, WebMode};
pub use admin::{LANGUAGES, SettingsChange};
pub use computer::COMPUTER_LEASE;
pub use outbox::REPLY_GRACE;

use failure::{Failure, Refusable, answer, answered, refuse, unless_refused};
pub use picker::{LABEL_LIMIT, MENU_OPTIONS, Menu, MenuOption, Picked, Stage, not_offered};
pub use picture::{picture_words, rules_png};
pub use ratings::LEADERBOARD_PAGE;
pub use refusal::{NoTakeback, Refusal, SeasonRefusal};
pub use replay_cache::REPLAY_QUEUE;
pub use seasons::{FINAL_TOP, SHORTEST_SEASON};
pub use text::{RULES, rules_text};
pub use timer::{TIMER_LEASE, TIMER_PERIOD};
pub use tournament_page::{STANDINGS_PAGE, StandingsView, page_count};
pub use tournament_picture::{
    entrant_lines, entrant_page, latest_marks, standings_picture, standings_picture_page,
    standings_words,
};
pub use tournament_rounds::SWEEP_GRACE_MS;
pub use tournament_types::{
    ChannelError, ChannelFuture, TableChannels, TournamentEvent, TournamentOptions, TournamentRef,
    TournamentRefusal, TournamentRights,
};
pub use tournament_view::{RoundView, StandingRow, TableView, TournamentView, changes_tournament};
pub use tournaments::{MOST_ENTRANTS, MOST_ROUNDS};
pub use turn::RESIGN_CONFIRM_WINDOW;
pub use types::{
    Actor, Attachment, Board, CHALLENGE_LIFETIME, ChallengeOptions, ChallengeRef, Clock,
    DEFAULT_TURN_LIMIT, Direct, Event, Invitee, ManualClock, Notice, Pages, Reply, ResignQuestion,
    ServiceError, StandingsPages, SystemClock, TakebackRef, Where,
};
pub use web_listing::{GAMES_PAGE, GamesPage, LEADERBOARD_TOP, LeaderboardView, Listed};
pub use web_view::{GameView, MoveLine, PlayerCard, ServerView, board_words};

/// The result of an operation: a reply, or a failure that is not the user's doing.
pub type ServiceResult = Result<Reply, ServiceError>;

/// The game service. Cheap to clone: clones share the store, the clock and the workers.
#[derive(Clone)]
pub struct Service {
    inner: Arc<Inner>,
}

struct Inner {
    store: Store,
    clock: Arc<dyn Clock>,
    seed: u64,
    rng: Mutex<StdRng>,
    bot_user_id: u64,
    computer_time: Mutex<Duration>,
    notices: mpsc::UnboundedSender<Notice>,
    notice_receiver: Mutex<Option<mpsc::UnboundedReceiver<Notice>>>,
    /// Games with a computer worker running, and whether it was woken again since it last
    /// looked at the game.
    workers: Mutex<HashMap<i64, bool>>,
    idle: tokio::sync::Notify,
    /// Board pictures being drawn at once: one per core.
    boards_drawn: tokio::sync::Semaphore,
    /// Replay GIFs kept and drawn, one per core at a time, and the requests waiting for one.
    replays: replay_cache::Replays,
    /// Analyses computed at once: one per core; how many are computing or waiting; the node
    /// budget per position.
    analyses: tokio::sync::Semaphore,
    analyses_waiting: std::sync::atomic::AtomicUsize,
    analysis_nodes: std::sync::atomic::AtomicU64,
    /// Resignations asked for and not yet confirmed: (game, user) → when asked (Unix ms).
    resign_asks: Mutex<HashMap<(i64, u64), i64>>,
    /// Who this process is in the claims of background work ([`Store::claim`]).
    worker: Mutex<String>,
    /// The addresses of games' and tournaments' pages, when the bot serves pages.
    page_link: std::sync::RwLock<types::PageLinks>,
    /// Every turn written by this process, as it is written ([`Service::turns`]).
    turns: tokio::sync::broadcast::Sender<Event>,
    /// Woken when a post is written, completed, sent or due again.
    outbox_changed: tokio::sync::Notify,
    /// The front end's port for opening tournament tables' channels.
    table_channels: Mutex<Option<Arc<dyn TableChannels>>>,
}

/// How many turns a slow listener of [`Service::turns`] may fall behind before it misses some.
const TURNS_BUFFERED: usize = 256;

/// This process's name in the claims of background work: its id and a number drawn once, so
/// that a process restarted with the same id is another worker.
fn process_worker() -> String {
    static NAME: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    NAME.get_or_init(|| {
        use rand::{RngCore as _, SeedableRng as _};
        let drawn = rand::rngs::StdRng::from_os_rng().next_u64();
        format!("{}-{drawn:016x}", std::process::id())
    })
    .clone()
}

/// A game loaded for a turn: the stored rows, the position rebuilt from the log, and the
/// language of its public posts.
struct Loaded {
    stored: StoredGame,
    game: Game,
    lang: Lang,
}

impl Service {
    /// A service over `store`, telling time by `clock`, drawing seats by lot from `seed`, and
    /// playing the computer's seats as `bot_user_id`.
    #[must_use]
    pub fn new(store: Store, clock: impl Clock, seed: u64, bot_user_id: u64) -> Service {
        let (tx, rx) = mpsc::unbounded_channel();
        Service {
            inner: Arc::new(Inner {
                store,
                clock: Arc::new(clock),
                seed,
                rng: Mutex::new(StdRng::seed_from_u64(seed)),
                bot_user_id,
                computer_time: Mutex::new(Duration::from_secs(2)),
                notices: tx,
                notice_receiver: Mutex::new(Some(rx)),
                workers: Mutex::new(HashMap::new()),
                idle: tokio::sync::Notify::new(),
                boards_drawn: tokio::sync::Semaphore::new(
                    std::thread::available_parallelism().map_or(2, std::num::NonZero::get),
                ),
                replays: replay_cache::Replays::default(),
                analyses: tokio::sync::Semaphore::new(
                    std::thread::available_parallelism().map_or(2, std::num::NonZero::get),
                ),
                analyses_waiting: std::sync::atomic::AtomicUsize::new(0),
                analysis_nodes: std::sync::atomic::AtomicU64::new(
                    crate::ai::analysis::DEFAULT_NODES,
                ),
                resign_asks: Mutex::new(HashMap::new()),
                worker: Mutex::new(process_worker()),
                page_link: std::sync::RwLock::default(),
                turns: tokio::sync::broadcast::channel(TURNS_BUFFERED).0,
                outbox_changed: tokio::sync::Notify::new(),
                table_channels: Mutex::new(None),
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
    pub fn bot_user_id(&self) -> u64 {
        self.inner.bot_user_id
    }

    /// Now, by the service's clock (Unix ms).
    #[must_use]
    pub fn now_ms(&self) -> i64 {
        self.now()
    }

    /// Caps the computer player's thinking time per turn (default 2 s; `hard` uses it all).
    pub fn set_computer_time(&self, cap: Duration) {
        *lock(&self.inner.computer_time) = cap;
    }

    /// The messages the service posts on its own (computer turns, and the timer's when run by
    /// [`Service::run_timer`]). Only the first call gets the receiver.
    pub fn take_notices(&self) -> Option<mpsc::UnboundedReceiver<Notice>> {
        lock(&self.inner.notice_receiver).take()
    }

    /// The turns this process writes from now on ([`Event::Played`], once saved), and its
    /// tournaments' changes ([`Event::Tournament`]): the web pages follow games and tournaments.
    #[must_use]
    pub fn turns(&self) -> tokio::sync::broadcast::Receiver<Event> {
        self.inner.turns.subscribe()
    }

    fn now(&self) -> i64 {
        self.inner.clock.now_ms()
    }

    /// Game `id`, loaded for an operation ([`Service::rebuild_in`]): `None` when there is no
    /// such game, when it no longer replays (it is closed), or when the time forfeit due in it
    /// could not be saved (a full disk: logged, and tried again by the next operation).
    async fn load_game(&self, id: i64) -> Result<Option<Loaded>, ServiceError> {
        let Some(stored) = self.inner.store.game(id).await? else {
            return Ok(None);
        };
        unless_refused(self.rebuild_in(Lang::EnUs, stored).await)
    }

    /// Game `id`, if it was played in this server (a number from another server finds
    /// nothing).
    async fn game_in_server(
        &self,
        place: &Where,
        id: i64,
    ) -> Result<Option<StoredGame>, ServiceError> {
        Ok(self
            .inner
            .store
            .game(id)
            .await?
            .filter(|g| g.guild_id == place.guild_id))
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
    async fn load_clicked(&self, lang: Lang, place: &Where, id: i64) -> Result<Loaded, Failure> {
        match self.load_active(lang, place).await {
            Ok(loaded) if loaded.stored.id == id => Ok(loaded),
            Err(f) if f.refusal().is_none_or(|r| *r == Refusal::NotSaved) => Err(f),
            _ => refuse(Refusal::GameOver, t!(lang, "pick-game-over")),
        }
    }

    /// What to say when a command needs a game and the channel has none: the open challenge,
    /// if there is one, and what to do about it.
    async fn no_game<T>(&self, lang: Lang, place: &Where) -> Result<T, Failure> {
        let Some(c) = self.pending(place).await? else {
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
                self.post(notices);
                Ok(Some(loaded))
            }
            Err(Failure::Unsaved(e)) => {
                tracing::error!(game = id, error = %e, "a time forfeit due could not be saved");
                self.replayed(self.stored(id).await?).await
            }
            done => unless_refused(done.map(|(loaded, _)| loaded)),
        }
    }

    /// A stored game rebuilt from its log, or `None` when it does not replay.
    async fn replayed(&self, stored: StoredGame) -> Result<Option<Loaded>, ServiceError> {
        match stored.replay() {
            Ok(game) => {
                let lang = self.game_lang(&stored).await?;
                Ok(Some(Loaded { stored, game, lang }))
            }
            Err(StoreError::Corrupt { .. }) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// Game `id` as stored now (it exists: games are never deleted).
    async fn stored(&self, id: i64) -> Result<StoredGame, ServiceError> {
        Ok(self
            .inner
            .store
            .game(id)
            .await?
            .ok_or(StoreError::Conflict)?)
    }

    /// Sends the service's own posts to the notice channel ([`Service::take_notices`]), for the
    /// front end to post where it posts the timer's.
    fn post(&self, notices: Vec<Notice>) {
        for n in notices {
            let _ = self.inner.notices.send(n);
        }
    }

    /// The language of a game's public posts: the server's choice when its admins made one,
    /// else the game's own (its challenger's).
    async fn game_lang(&self, stored: &StoredGame) -> Result<Lang, ServiceError> {
        if let Some(lang) = self.server_lang(stored.guild_id).await? {
            return Ok(lang);
        }
        let tag = self.inner.store.game_language(stored.id).await?;
        Ok(Lang::from_locale_or_default(&tag))
    }

    /// The language a server's admins chose for public posts, if they chose one.
    async fn server_lang(&self, guild_id: u64) -> Result<Option<Lang>, ServiceError> {
        Ok(self
            .server_settings(guild_id)
            .await?
            .language
            .as_deref()
            .and_then(Lang::from_locale))
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
        self.post(notices);
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
                let game_lang = self.game_lang(&stored).await?;
                Loaded {
                    stored,
                    game,
                    lang: game_lang,
                }
            }
            Err(StoreError::Corrupt { game, ply, reason }) => {
                if self.inner.store.close_corrupt(game, self.now()).await? {
                    tracing::error!(game, ply, %reason, "a stored game does not replay: closed it");
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
        let place = Where {
            guild_id: loaded.stored.guild_id,
            channel_id: loaded.stored.channel_id,
        };
        let (after, mut reply) = self.tell_turn(loaded, next, turn, seat, lead).await;
        let over = after.game.position().is_over();
        let new_post = post.map(|kind| {
            let kind = if over { PostKind::GameOver } else { kind };
            self.new_post(
                &place,
                Some((after.stored.id, after.stored.ply)),
                kind,
                &reply,
            )
        });
        let written = self
            .inner
            .store
            .append_turn_posting(&write, new_post.as_ref())
            .await;
        match written {
            Ok(id) => {
                metrics::counter!("focus_turns_total").increment(1);
                reply.post = id;
                // The web pages follow the game; nobody listening is no error.
                let _ = self.inner.turns.send(Event::Played {
                    game: write.game_id,
                    ply: write.expected_ply + 1,
                    seat,
                    turn,
                });
            }
            Err(e) => return Err(Failure::Unsaved(e)),
        }
        let own = post.is_some_and(|k| k != PostKind::Turn);
        self.finish_told(after, &mut reply, own).await?;
        Ok(reply)
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
        let mut text = match self.table_heading(loaded.lang, loaded.stored.id).await {
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
        let mut reply = self.next_up(&loaded, text, events);
        self.takeback_buttons(&loaded, turn, seat, &mut reply).await;
        reply.web = self.page_of(&loaded.stored).await;
        self.address_turn(&loaded, &mut reply).await;
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
            reply.text.push_str(&self.rating_lines(&loaded).await?);
        }
        reply.image = self.board_attachment(&loaded).await;
        let table_over = if over {
            // A tournament's game: its places are recorded and the next round may open.
            let notices = self.tournament_game_over(loaded.stored.id).await?;
            self.post(notices);
            self.table_over(loaded.stored.id).await?
        } else {
            None
        };
        reply.events.extend(table_over);
        if over || own {
            self.complete_post(reply, own).await?;
        }
        self.wake_computer_if_due(&loaded);
        Ok(())
    }

    /// Ends a reply's text with the result, or a mention of the player to act next (the only
    /// mention), and its events with what the game waits for.
    fn next_up(&self, loaded: &Loaded, mut text: String, mut events: Vec<Event>) -> Reply {
        let mut mentions = Vec::new();
        if let Some(next) = events::next(loaded.stored.id, &loaded.game) {
            if let Event::ToAct { seat, .. } = next {
                let p = loaded.stored.player(seat);
                if p.computer.is_none() {
                    mentions.push(p.user_id);
                }
            }
            text.push_str(&telling::tell_next(
                loaded.lang,
                &loaded.stored,
                &loaded.game,
                next,
            ));
            events.push(next);
        }
        Reply {
            text,
            mentions,
            events,
            post_lang: Some(loaded.lang),
            // A game-over post offers a rematch and an analysis; an aborted game neither.
            rematch: events::follow_ups(loaded.stored.id, &loaded.game),
            analyze: events::follow_ups(loaded.stored.id, &loaded.game),
            button_lang: loaded.lang,
            ..Reply::default()
        }
    }

    /// Wakes the computer player when a computer seat is to act in this (just written) game.
    fn wake_computer_if_due(&self, loaded: &Loaded) {
        let computer_to_act = loaded
            .game
            .position()
            .to_act()
            .is_some_and(|seat| loaded.stored.player(seat).computer.is_some());
        if computer_to_act {
            self.wake_computer(loaded.stored.id);
        }
    }

    /// Makes sure a worker plays the computer's turns in a game (if one is running, it looks
    /// at the game again before it stops).
    fn wake_computer(&self, game_id: i64) {
        {
            let mut workers = lock(&self.inner.workers);
            if let Some(again) = workers.get_mut(&game_id) {
                *again = true;
                return;
            }
            workers.insert(game_id, false);
        }
        let service = self.clone();
        tokio::spawn(async move {
            loop {
                if let Err(e) = service.computer_turns(game_id).await {
                    tracing::error!(game = game_id, error = %e, "the computer player failed");
                    lock(&service.inner.workers).remove(&game_id);
                    break;
                }
                let mut workers = lock(&service.inner.workers);
                if workers.get(&game_id) == Some(&true) {
                    workers.insert(game_id, false);
                } else {
                    workers.remove(&game_id);
                    break;
                }
            }
            service.inner.idle.notify_waiters();
        });
    }

    /// Waits until no computer turn is being played (tests and the console use it).
    pub async fn settle(&self) {
        loop {
            let notified = self.inner.idle.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if lock(&self.inner.workers).is_empty() {
                return;
            }
            notified.await;
        }
    }
}

/// The answer to a write the database could not make: a private reply when the user can
/// simply try again (a full disk, a lock held too long by another process); nothing changed.
fn not_saved<E: From<ServiceError>>(lang: Lang, e: StoreError) -> Result<Reply, E> {
    match e {
        StoreError::Full => {
            tracing::error!("the database's disk is full: a write was refused");
            Ok(Reply::refused(Refusal::NotSaved, t!(lang, "disk-full")))
        }
        StoreError::Busy => Ok(Reply::refused(Refusal::NotSaved, t!(lang, "busy"))),
        e => Err(ServiceError::from(e).into()),
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

/// A write's result, with [`not_saved`]'s answer as the step's failure.
fn saved<T>(lang: Lang, written: Result<T, StoreError>) -> Result<T, Failure> {
    written.map_err(|e| Failure::from_answer(not_saved(lang, e)))
}

/// The seats that have not resigned.
fn seats_still_in(pos: &crate::rules::Position) -> Vec<Seat> {
    pos.config().seats().filter(|&s| !pos.is_out(s)).collect()
}

fn not_a_player(lang: Lang, loaded: &Loaded) -> String {
    let names = loaded
        .stored
        .seats
        .iter()
        .map(|p| person(lang, &text::shown(lang, p)))
        .collect::<Vec<_>>()
        .join(&t!(lang, "list-separator"));
    t!(
        lang,
        "not-a-player",
        challenge_command = crate::slash_commands::example::bare(lang, "challenge"),
        players = names
    )
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}
