//! The game service every front end calls: challenges, turns, the board, records, stats, the
//! turn timer and the computer player. No Discord types: operations take who acts
//! ([`Actor`]) and where ([`Where`]), and return a [`Reply`].
//!
//! Every error a user can cause is an `Ok` private reply that says what to do and changes
//! nothing; `Err` ([`ServiceError`]) is for failures that are not the user's doing.

mod computer;
mod picture;
mod text;
mod types;

use std::collections::HashMap;
use std::fmt::Write as _;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngCore, SeedableRng};
use tokio::sync::mpsc;
use tokio::task::JoinHandle;

use crate::notation::{parse_action, parse_placement, write_record};
use crate::rules::{Action, Config, Game, Mode, Seat, Square, Turn};
use crate::store::{
    Challenge, ChallengeStatus, FirstPlayer, GameOptions, NewChallenge, Player, Store, StoreError,
    StoredGame, TurnWrite,
};

pub use crate::store::ChallengeMessage;
pub use computer::LEVELS;
pub use text::{HELP, RULES, escape_name};
pub use types::{
    Actor, Attachment, CHALLENGE_LIFETIME, ChallengeOptions, ChallengeRef, Clock,
    DEFAULT_TURN_LIMIT, Invitee, ManualClock, Notice, Reply, ServiceError, SystemClock, Where,
};

use text::{
    describe_action, describe_outcome, duration_words, log_line, mention, options_words,
    result_words, seat_label,
};

/// The result of an operation: a reply, or a failure that is not the user's doing.
pub type ServiceResult = Result<Reply, ServiceError>;

const NO_GAME: &str = "There is no game in progress in this channel. Start one with \
     `/focus challenge opponent:@friend`.";
const MOVED_ON: &str = "The game moved on; look at the board again with `/focus board`.";

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
    /// Replays being drawn at once: one (a long game's replay takes seconds).
    replays_drawn: tokio::sync::Semaphore,
}

/// A game loaded for a turn: the stored rows and the position rebuilt from the log.
struct Loaded {
    stored: StoredGame,
    game: Game,
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
                replays_drawn: tokio::sync::Semaphore::new(1),
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

    /// Caps the computer player's thinking time per turn (default 2 s; `hard` uses it all).
    pub fn set_computer_time(&self, cap: Duration) {
        *lock(&self.inner.computer_time) = cap;
    }

    /// The messages the service posts on its own (computer turns, and the timer's when run by
    /// [`Service::run_timer`]). Only the first call gets the receiver.
    pub fn take_notices(&self) -> Option<mpsc::UnboundedReceiver<Notice>> {
        lock(&self.inner.notice_receiver).take()
    }

    fn now(&self) -> i64 {
        self.inner.clock.now_ms()
    }

    // ---- challenges -------------------------------------------------------------------------

    /// Challenges 1–3 opponents to a game in this channel.
    pub async fn challenge(
        &self,
        actor: &Actor,
        place: &Where,
        opponents: &[Invitee],
        options: &ChallengeOptions,
    ) -> ServiceResult {
        if opponents.is_empty() || opponents.len() > 3 {
            return Ok(Reply::private(
                "Challenge 1 to 3 opponents: Focus is played by 2, 3 or 4 players.",
            ));
        }
        let level = match &options.level {
            Some(l) => {
                let l = l.trim().to_ascii_lowercase();
                if !LEVELS.contains(&l.as_str()) {
                    return Ok(Reply::private(format!(
                        "`{}` is not a level: choose `easy`, `medium` or `hard`.",
                        escape_name(&l)
                    )));
                }
                l
            }
            None => "medium".to_string(),
        };
        let mut players = vec![Player {
            user_id: actor.user_id,
            name: actor.name.clone(),
            computer: None,
        }];
        for o in opponents {
            if o.user_id == actor.user_id {
                return Ok(Reply::private(
                    "You cannot challenge yourself: name someone else, or challenge me to play \
                     the computer.",
                ));
            }
            let computer = o.user_id == self.inner.bot_user_id;
            if o.is_bot && !computer {
                return Ok(Reply::private(format!(
                    "{} is a bot and cannot play. Challenge me instead to play the computer.",
                    escape_name(&o.name)
                )));
            }
            if !computer && players.iter().any(|p| p.user_id == o.user_id) {
                return Ok(Reply::private(format!(
                    "You named {} twice: each player takes one seat.",
                    escape_name(&o.name)
                )));
            }
            players.push(Player {
                user_id: o.user_id,
                name: o.name.clone(),
                computer: computer.then(|| level.clone()),
            });
        }
        let count = players.len() as u8;
        let config = Config::new(count, options.mode)
            .and_then(|c| c.with_short(options.short))
            .and_then(|c| c.with_swap(options.swap));
        let config = match config {
            Ok(c) => c,
            Err(e) => return Ok(Reply::private(format!("That game cannot be set up: {e}."))),
        };
        if let Some(busy) = self.channel_busy(place).await? {
            return Ok(busy);
        }
        let now = self.now();
        let new = NewChallenge {
            guild_id: place.guild_id,
            channel_id: place.channel_id,
            options: GameOptions {
                config,
                turn_limit: options.turn_limit,
            },
            first: options.first,
            players,
            created_at: now,
            expires_at: now + CHALLENGE_LIFETIME.as_millis() as i64,
        };
        let id = match self.inner.store.create_challenge(&new).await {
            Ok(id) => id,
            Err(StoreError::ChannelBusy) => {
                return Ok(self.channel_busy(place).await?.unwrap_or_else(|| {
                    Reply::private("Someone else just started something here: try again.")
                }));
            }
            Err(e) => return Err(e.into()),
        };
        let waiting: Vec<&Player> = new.players[1..]
            .iter()
            .filter(|p| p.computer.is_none())
            .collect();
        if waiting.is_empty() {
            // Only the computer was invited: it accepts at once.
            return self.accept_as(id, actor.user_id, place).await;
        }
        let opponents_text = new.players[1..]
            .iter()
            .map(|p| self.player_mention(p))
            .collect::<Vec<_>>()
            .join(", ");
        let mut text = format!(
            "**{}** challenges {opponents_text} to a game of Focus ({}; {}).\n",
            escape_name(&actor.name),
            options_words(config, options.turn_limit),
            match options.first {
                FirstPlayer::Random => "seats drawn by lot",
                FirstPlayer::Challenger => "challenger first",
            }
        );
        let _ = write!(
            text,
            "{}: accept with `/focus accept` or decline with `/focus decline`. The challenge \
             expires in 24 hours.",
            waiting
                .iter()
                .map(|p| mention(p.user_id))
                .collect::<Vec<_>>()
                .join(", ")
        );
        Ok(Reply {
            text,
            mentions: waiting.iter().map(|p| p.user_id).collect(),
            challenge: Some(ChallengeRef {
                id,
                invitees: waiting.iter().map(|p| p.user_id).collect(),
                open: true,
            }),
            ..Reply::default()
        })
    }

    fn player_mention(&self, p: &Player) -> String {
        match &p.computer {
            Some(level) => format!("the computer ({level})"),
            None => mention(p.user_id),
        }
    }

    /// A private reply when the channel has a game or an open challenge; expires a stale one.
    async fn channel_busy(&self, place: &Where) -> Result<Option<Reply>, ServiceError> {
        if self
            .inner
            .store
            .active_game(place.channel_id)
            .await?
            .is_some()
        {
            return Ok(Some(Reply::private(
                "This channel already has a game in progress: one game at a time per channel. \
                 Start a thread here and challenge there — every thread has its own game.",
            )));
        }
        if let Some(c) = self.pending(place).await? {
            return Ok(Some(Reply::private(format!(
                "This channel already has an open challenge from **{}**: wait for it to be \
                 answered, or start a thread and challenge there.",
                escape_name(&c.challenger().name)
            ))));
        }
        Ok(None)
    }

    /// The channel's open challenge, expiring it first when its time is up.
    async fn pending(&self, place: &Where) -> Result<Option<Challenge>, ServiceError> {
        let Some(c) = self.inner.store.pending_challenge(place.channel_id).await? else {
            return Ok(None);
        };
        if c.expires_at <= self.now() {
            let _ = self
                .inner
                .store
                .close_challenge(c.id, ChallengeStatus::Expired)
                .await;
            return Ok(None);
        }
        Ok(Some(c))
    }

    /// Finds the challenge a command is about: by id, or the channel's open one.
    /// Closes a challenge that should still be open; `Some(reply)` for the caller when it
    /// closed meanwhile (answered, cancelled or expired by someone else).
    async fn close_open_challenge(
        &self,
        id: i64,
        status: ChallengeStatus,
    ) -> Result<Option<Reply>, ServiceError> {
        match self.inner.store.close_challenge(id, status).await {
            Ok(()) => Ok(None),
            Err(StoreError::Conflict) => Ok(Some(Reply::private(
                "That challenge is not open any more: look at the channel again.",
            ))),
            Err(e) => Err(e.into()),
        }
    }

    async fn find_challenge(
        &self,
        place: &Where,
        id: Option<i64>,
    ) -> Result<Result<Challenge, Reply>, ServiceError> {
        let found = match id {
            Some(id) => self
                .inner
                .store
                .challenge(id)
                .await?
                .filter(|c| c.channel_id == place.channel_id),
            None => self.pending(place).await?,
        };
        let Some(c) = found else {
            return Ok(Err(Reply::private(
                "There is no open challenge in this channel. Start one with \
                 `/focus challenge opponent:@friend`.",
            )));
        };
        let closed = |how: &str| Reply {
            challenge: Some(ChallengeRef {
                id: c.id,
                invitees: Vec::new(),
                open: false,
            }),
            ..Reply::private(format!("That challenge was already {how}."))
        };
        match c.status {
            ChallengeStatus::Pending if c.expires_at <= self.now() => {
                let _ = self
                    .inner
                    .store
                    .close_challenge(c.id, ChallengeStatus::Expired)
                    .await;
                Ok(Err(closed("expired: nobody answered within 24 hours")))
            }
            ChallengeStatus::Pending => Ok(Ok(c)),
            ChallengeStatus::Accepted => Ok(Err(closed("accepted"))),
            ChallengeStatus::Declined => Ok(Err(closed("declined"))),
            ChallengeStatus::Cancelled => Ok(Err(closed("cancelled"))),
            ChallengeStatus::Expired => Ok(Err(closed("expired"))),
        }
    }

    fn challenge_ref(c: &Challenge, open: bool) -> ChallengeRef {
        ChallengeRef {
            id: c.id,
            invitees: if open {
                c.players
                    .iter()
                    .skip(1)
                    .filter(|(p, accepted)| !accepted && p.computer.is_none())
                    .map(|(p, _)| p.user_id)
                    .collect()
            } else {
                Vec::new()
            },
            open,
        }
    }

    /// Accepts a challenge (by id, or the channel's open one). The game starts when every
    /// invited player has accepted.
    pub async fn accept(
        &self,
        actor: &Actor,
        place: &Where,
        challenge: Option<i64>,
    ) -> ServiceResult {
        let c = match self.find_challenge(place, challenge).await? {
            Ok(c) => c,
            Err(reply) => return Ok(reply),
        };
        let Some((_, accepted)) = c
            .players
            .iter()
            .skip(1)
            .find(|(p, _)| p.user_id == actor.user_id)
        else {
            return Ok(if c.challenger().user_id == actor.user_id {
                Reply::private("You made this challenge: wait for the others to accept.")
            } else {
                Reply::private("This invitation is not for you.")
            });
        };
        if *accepted {
            return Ok(Reply::private(
                "You already accepted: the game starts when everyone invited has.",
            ));
        }
        self.accept_as(c.id, actor.user_id, place).await
    }

    async fn accept_as(&self, id: i64, user_id: u64, place: &Where) -> ServiceResult {
        let rng_seed = lock(&self.inner.rng).next_u64();
        let challenge = self.inner.store.challenge(id).await?;
        let first = challenge.as_ref().map_or(FirstPlayer::Random, |c| c.first);
        let started = self
            .inner
            .store
            .accept_challenge(
                id,
                user_id,
                |players| {
                    let mut seats = players.to_vec();
                    if first == FirstPlayer::Random {
                        seats.shuffle(&mut StdRng::seed_from_u64(rng_seed));
                    }
                    seats
                },
                self.now(),
            )
            .await;
        let game_id = match started {
            Ok(g) => g,
            Err(StoreError::Conflict) => {
                return Ok(Reply::private(
                    "That challenge is not open any more: look at the channel again.",
                ));
            }
            Err(StoreError::ChannelBusy) => {
                let _ = self
                    .inner
                    .store
                    .close_challenge(id, ChallengeStatus::Cancelled)
                    .await;
                return Ok(Reply::private(
                    "A game started in this channel in the meantime, so this challenge is \
                     cancelled. Start a thread and challenge there.",
                ));
            }
            Err(e) => return Err(e.into()),
        };
        let c = self
            .inner
            .store
            .challenge(id)
            .await?
            .ok_or(StoreError::Conflict)?;
        let Some(game_id) = game_id else {
            let who = c
                .players
                .iter()
                .find(|(p, _)| p.user_id == user_id)
                .map_or("someone", |(p, _)| p.name.as_str());
            let waiting: Vec<String> = c
                .players
                .iter()
                .filter(|(_, a)| !a)
                .map(|(p, _)| format!("**{}**", escape_name(&p.name)))
                .collect();
            return Ok(Reply {
                challenge: Some(Service::challenge_ref(&c, true)),
                ..Reply::public(format!(
                    "**{}** accepted. Waiting for {}.",
                    escape_name(who),
                    waiting.join(", ")
                ))
            });
        };
        let loaded = self.load_game(game_id).await?.ok_or(StoreError::Conflict)?;
        let mut text = format!(
            "**The game is on!** {}.\n",
            options_words(
                loaded.stored.options.config,
                loaded.stored.options.turn_limit
            )
        );
        for seat in loaded.stored.options.config.seats() {
            let p = loaded.stored.player(seat);
            let _ = writeln!(text, "{}: {}", seat, self.player_label(p));
        }
        if loaded.stored.options.config.mode() == Mode::Teams {
            text.push_str("Red and Blue play together against Green and Yellow.\n");
        }
        let mut reply = self.next_up(&loaded, text);
        reply.challenge = Some(Service::challenge_ref(&c, false));
        reply.image = self.board_attachment(&loaded).await;
        let _ = place;
        self.wake_computer_if_due(&loaded);
        Ok(reply)
    }

    fn player_label(&self, p: &Player) -> String {
        match &p.computer {
            Some(level) => format!("the computer ({level})"),
            None => format!("**{}**", escape_name(&p.name)),
        }
    }

    /// Declines a challenge (invited players only).
    pub async fn decline(
        &self,
        actor: &Actor,
        place: &Where,
        challenge: Option<i64>,
    ) -> ServiceResult {
        let c = match self.find_challenge(place, challenge).await? {
            Ok(c) => c,
            Err(reply) => return Ok(reply),
        };
        if c.challenger().user_id == actor.user_id {
            return Ok(Reply::private(
                "You made this challenge: withdraw it with `/focus cancel`.",
            ));
        }
        if !c.players.iter().any(|(p, _)| p.user_id == actor.user_id) {
            return Ok(Reply::private("This invitation is not for you."));
        }
        if let Some(reply) = self
            .close_open_challenge(c.id, ChallengeStatus::Declined)
            .await?
        {
            return Ok(reply);
        }
        let challenger = c.challenger().user_id;
        Ok(Reply {
            mentions: vec![challenger],
            challenge: Some(Service::challenge_ref(&c, false)),
            ..Reply::public(format!(
                "**{}** declined the challenge from {}.",
                escape_name(&actor.name),
                mention(challenger)
            ))
        })
    }

    /// Cancels a challenge (its challenger only).
    pub async fn cancel(
        &self,
        actor: &Actor,
        place: &Where,
        challenge: Option<i64>,
    ) -> ServiceResult {
        let c = match self.find_challenge(place, challenge).await? {
            Ok(c) => c,
            Err(reply) => return Ok(reply),
        };
        if c.challenger().user_id != actor.user_id {
            return Ok(Reply::private(format!(
                "Only **{}**, who made this challenge, can cancel it.",
                escape_name(&c.challenger().name)
            )));
        }
        if let Some(reply) = self
            .close_open_challenge(c.id, ChallengeStatus::Cancelled)
            .await?
        {
            return Ok(reply);
        }
        Ok(Reply {
            challenge: Some(Service::challenge_ref(&c, false)),
            ..Reply::public(format!(
                "**{}** cancelled the challenge.",
                escape_name(&actor.name)
            ))
        })
    }

    /// Notes that message `message_id` in `channel_id` shows the Accept and Decline buttons of
    /// challenge `challenge_id`, so that they can be greyed out when it closes, even after a
    /// restart. Returns whether the challenge still waits for answers; when it does not, nothing
    /// is noted and the front end should grey the buttons out at once.
    pub async fn note_challenge_message(
        &self,
        challenge_id: i64,
        channel_id: u64,
        message_id: u64,
    ) -> Result<bool, ServiceError> {
        let shown = ChallengeMessage {
            channel_id,
            message_id,
        };
        Ok(self
            .inner
            .store
            .add_challenge_message(challenge_id, shown, self.now())
            .await?)
    }

    /// The messages noted as showing the buttons of challenge `challenge_id`.
    pub async fn challenge_messages(
        &self,
        challenge_id: i64,
    ) -> Result<Vec<ChallengeMessage>, ServiceError> {
        Ok(self.inner.store.challenge_messages(challenge_id).await?)
    }

    /// Forgets a message noted by [`Service::note_challenge_message`] (its buttons are greyed
    /// out, or it is gone).
    pub async fn forget_challenge_message(
        &self,
        challenge_id: i64,
        message_id: u64,
    ) -> Result<(), ServiceError> {
        Ok(self
            .inner
            .store
            .remove_challenge_message(challenge_id, message_id)
            .await?)
    }

    // ---- turns ------------------------------------------------------------------------------

    async fn load_game(&self, id: i64) -> Result<Option<Loaded>, ServiceError> {
        let Some(stored) = self.inner.store.game(id).await? else {
            return Ok(None);
        };
        let game = stored.replay()?;
        Ok(Some(Loaded { stored, game }))
    }

    async fn load_active(&self, place: &Where) -> Result<Option<Loaded>, ServiceError> {
        let Some(stored) = self.inner.store.active_game(place.channel_id).await? else {
            return Ok(None);
        };
        let game = stored.replay()?;
        Ok(Some(Loaded { stored, game }))
    }

    /// Plays a move (or any action in notation: `c3-f3:3`, `r:e5`, `s:c3-d3`).
    pub async fn play(&self, actor: &Actor, place: &Where, notation: &str) -> ServiceResult {
        match parse_action(notation) {
            Ok(action) => self.act(actor, place, action).await,
            Err(e) => Ok(Reply::private(format!("That is not a move: {e}."))),
        }
    }

    /// Places a piece from the caller's reserve on a square (`e5` or `r:e5`).
    pub async fn reserve(&self, actor: &Actor, place: &Where, square: &str) -> ServiceResult {
        match parse_placement(square) {
            Ok(sq) => self.act(actor, place, Action::Place(sq)).await,
            Err(e) => Ok(Reply::private(format!("That is not a square: {e}."))),
        }
    }

    /// The swap opening: trades the caller's single piece on `mine` with the opponent's single
    /// piece on `theirs`.
    pub async fn swap(
        &self,
        actor: &Actor,
        place: &Where,
        mine: &str,
        theirs: &str,
    ) -> ServiceResult {
        let squares = mine
            .parse::<Square>()
            .and_then(|a| theirs.parse::<Square>().map(|b| (a, b)));
        match squares {
            Ok((a, b)) => self.act(actor, place, Action::Swap(a, b)).await,
            Err(e) => Ok(Reply::private(format!("That is not a square: {e}."))),
        }
    }

    async fn act(&self, actor: &Actor, place: &Where, action: Action) -> ServiceResult {
        let Some(loaded) = self.load_active(place).await? else {
            return Ok(Reply::private(NO_GAME));
        };
        let Some(seat) = loaded.stored.seat_of(actor.user_id) else {
            return Ok(Reply::private(not_a_player(&loaded)));
        };
        let Some(to_act) = loaded.game.position().to_act() else {
            return Ok(Reply::private("This game is already over."));
        };
        if to_act != seat || loaded.stored.player(seat).computer.is_some() {
            return Ok(Reply::private(format!(
                "It is not your turn: it is {}'s.",
                seat_label(&loaded.stored, to_act)
            )));
        }
        let mut next = loaded.game.clone();
        if let Err(e) = next.play(action) {
            return Ok(Reply::private(format!("`{action}` is not legal: {e}.")));
        }
        self.commit(loaded, next, Turn::Act(action), seat, "").await
    }

    /// Writes a turn guarded by the ply, then answers with what happened, the picture and a
    /// mention of the player to act next.
    async fn commit(
        &self,
        loaded: Loaded,
        next: Game,
        turn: Turn,
        seat: Seat,
        lead: &str,
    ) -> ServiceResult {
        let write = TurnWrite {
            game_id: loaded.stored.id,
            expected_ply: loaded.stored.ply,
            seat,
            action: log_line(turn),
            at: self.now(),
            outcome: next.position().outcome(),
            restart_clock: matches!(turn, Turn::Act(_))
                || next.position().to_act() != loaded.game.position().to_act(),
        };
        match self.inner.store.append_turn(&write).await {
            Ok(()) => {}
            Err(StoreError::Conflict) => return Ok(Reply::private(MOVED_ON)),
            Err(e) => return Err(e.into()),
        }
        let before = loaded.game.position();
        let mut text = lead.to_string();
        match turn {
            Turn::Act(action) => {
                text.push_str(&describe_action(
                    &loaded.stored,
                    before,
                    next.position(),
                    action,
                ));
                text.push('\n');
            }
            Turn::Resign(_) | Turn::Draw => {}
        }
        if loaded.stored.draw_offers != 0 && matches!(turn, Turn::Act(_)) {
            text.push_str("The draw offer is withdrawn.\n");
        }
        // Seats skipped because they cannot act (3 and 4 players).
        if let Some(after) = next.position().to_act() {
            let players = before.config().players();
            let mut s = (seat.number() % players) + 1;
            while s != after.number() && s != seat.number() {
                if let Some(skipped) = Seat::from_number(s)
                    && !next.position().has_resigned(skipped)
                {
                    let _ = writeln!(
                        text,
                        "{} cannot act and is skipped.",
                        seat_label(&loaded.stored, skipped)
                    );
                }
                s = (s % players) + 1;
            }
        }
        let mut loaded = loaded;
        loaded.stored.ply += 1;
        loaded.game = next;
        let mut reply = self.next_up(&loaded, text);
        reply.image = self.board_attachment(&loaded).await;
        self.wake_computer_if_due(&loaded);
        Ok(reply)
    }

    /// Ends a reply's text with the result, or a mention of the player to act next (the only
    /// mention).
    fn next_up(&self, loaded: &Loaded, mut text: String) -> Reply {
        let pos = loaded.game.position();
        let mut mentions = Vec::new();
        if let Some(outcome) = pos.outcome() {
            text.push_str(&describe_outcome(&loaded.stored, &loaded.game, outcome));
        } else if let Some(seat) = pos.to_act() {
            let p = loaded.stored.player(seat);
            if p.computer.is_some() {
                let _ = write!(text, "The computer plays {seat} next: thinking…");
            } else {
                mentions.push(p.user_id);
                let _ = write!(text, "{} ({seat}), your turn", mention(p.user_id));
                if let Some(limit) = loaded.stored.options.turn_limit {
                    let _ = write!(text, " — you have {}", duration_words(limit));
                }
                text.push('.');
                if pos.owes_first_placement(seat) {
                    text.push_str(
                        " Place your reserve piece on an empty square: `/focus reserve`.",
                    );
                } else if pos.swap_pending() == Some(seat) {
                    text.push_str(" This game opens with a swap: `/focus swap`.");
                }
            }
        }
        Reply {
            text,
            mentions,
            ..Reply::default()
        }
    }

    /// The board picture, drawn in a blocking task. A turn is already saved when it is drawn,
    /// so a failure here is logged and the reply goes out without the picture.
    /// Runs a drawing job off the async runtime once `limit` lets it: when many games move at
    /// once, pictures wait their turn instead of crowding the cores and the memory (a board
    /// picture takes about 9 MB while it is drawn).
    async fn drawing<T: Send + 'static>(
        limit: &tokio::sync::Semaphore,
        job: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, tokio::task::JoinError> {
        // The semaphore is never closed, so a permit always comes.
        let _permit = limit.acquire().await.ok();
        tokio::task::spawn_blocking(job).await
    }

    async fn board_attachment(&self, loaded: &Loaded) -> Option<Attachment> {
        let game = loaded.game.clone();
        let names = loaded.stored.names();
        let drawn = Self::drawing(&self.inner.boards_drawn, move || {
            picture::board_png(&game, &names)
        })
        .await;
        match drawn {
            Ok(Ok(bytes)) => Some(Attachment {
                filename: format!("focus-{}-{}.png", loaded.stored.id, loaded.stored.ply),
                bytes,
            }),
            Ok(Err(e)) => {
                tracing::error!(game = loaded.stored.id, error = %e, "drawing the board failed");
                None
            }
            Err(e) => {
                tracing::error!(game = loaded.stored.id, error = %e, "drawing the board failed");
                None
            }
        }
    }

    /// The board and whose turn it is, for anyone in the channel.
    pub async fn board(&self, actor: &Actor, place: &Where) -> ServiceResult {
        let _ = actor;
        // The game in progress, or else the channel's last game, finished.
        let Some(stored) = self.inner.store.latest_game(place.channel_id).await? else {
            return Ok(Reply::private(NO_GAME));
        };
        let game = stored.replay()?;
        let loaded = Loaded { stored, game };
        let pos = loaded.game.position();
        let when = if pos.is_over() {
            format!(
                "finished after {}",
                text::plural(loaded.stored.ply as usize, "turn", "turns")
            )
        } else {
            format!("turn {}", loaded.stored.ply + 1)
        };
        let mut text = format!(
            "Game {} ({}), {when}.\n",
            loaded.stored.id,
            options_words(
                loaded.stored.options.config,
                loaded.stored.options.turn_limit
            ),
        );
        for seat in pos.config().seats() {
            let p = loaded.stored.player(seat);
            let _ = write!(
                text,
                "{seat}: {} — {} on the board, {} in reserve, {} captured",
                self.player_label(p),
                pos.pieces_on_board(seat),
                pos.reserve(seat),
                pos.captured(seat)
            );
            if pos.has_resigned(seat) {
                text.push_str(" (out)");
            }
            text.push('\n');
        }
        let mut body = String::new();
        if let Some(seat) = pos.to_act() {
            let p = loaded.stored.player(seat);
            if p.computer.is_some() {
                let _ = write!(body, "The computer plays {seat}: thinking…");
            } else {
                let _ = write!(body, "It is **{}**'s turn ({seat})", escape_name(&p.name));
                if let Some(limit) = loaded.stored.options.turn_limit {
                    let left = limit.saturating_sub(Duration::from_millis(
                        (self.now() - loaded.stored.turn_started_at).max(0) as u64,
                    ));
                    let _ = write!(body, ", {} left", duration_words(left));
                }
                body.push('.');
            }
        } else if let Some(outcome) = pos.outcome() {
            body.push_str(&describe_outcome(&loaded.stored, &loaded.game, outcome));
            body.push_str(" Start a new game with `/focus challenge`.");
        }
        text.push_str(&body);
        Ok(Reply {
            text,
            image: self.board_attachment(&loaded).await,
            ..Reply::default()
        })
    }

    /// The caller's legal actions in canonical notation, sorted; empty when it is not their
    /// turn (for autocomplete).
    pub async fn legal_actions(
        &self,
        actor: &Actor,
        place: &Where,
    ) -> Result<Vec<String>, ServiceError> {
        let Some(loaded) = self.load_active(place).await? else {
            return Ok(Vec::new());
        };
        let pos = loaded.game.position();
        match (pos.to_act(), loaded.stored.seat_of(actor.user_id)) {
            (Some(a), Some(b)) if a == b && loaded.stored.player(a).computer.is_none() => {
                let mut legal: Vec<String> = pos
                    .legal_actions()
                    .iter()
                    .map(ToString::to_string)
                    .collect();
                legal.sort();
                Ok(legal)
            }
            _ => Ok(Vec::new()),
        }
    }

    /// Resigns the caller's seat (at any time). With 2 players or in teams the other side
    /// wins; with 3 players or in free-for-all the caller is out and the game goes on.
    pub async fn resign(&self, actor: &Actor, place: &Where) -> ServiceResult {
        let Some(loaded) = self.load_active(place).await? else {
            return Ok(Reply::private(NO_GAME));
        };
        let Some(seat) = loaded.stored.seat_of(actor.user_id) else {
            return Ok(Reply::private(not_a_player(&loaded)));
        };
        let mut next = loaded.game.clone();
        if let Err(e) = next.apply(Turn::Resign(seat)) {
            return Ok(Reply::private(format!("You cannot resign: {e}.")));
        }
        let lead = if next.position().is_over() {
            format!("{} resigned.\n", seat_label(&loaded.stored, seat))
        } else {
            format!(
                "{} resigned and is out of the game.\n",
                seat_label(&loaded.stored, seat)
            )
        };
        self.commit(loaded, next, Turn::Resign(seat), seat, &lead)
            .await
    }

    /// Offers a draw, or accepts one: the game is drawn when every player still in offers it.
    /// Any move withdraws the offers.
    pub async fn draw(&self, actor: &Actor, place: &Where) -> ServiceResult {
        let Some(loaded) = self.load_active(place).await? else {
            return Ok(Reply::private(NO_GAME));
        };
        let Some(seat) = loaded.stored.seat_of(actor.user_id) else {
            return Ok(Reply::private(not_a_player(&loaded)));
        };
        let pos = loaded.game.position();
        if pos.has_resigned(seat) {
            return Ok(Reply::private(
                "You are out of this game, so you cannot offer a draw.",
            ));
        }
        let still_in = seats_still_in(pos);
        if still_in
            .iter()
            .any(|&s| loaded.stored.player(s).computer.is_some())
        {
            return Ok(Reply::private(
                "The computer does not agree to draws: play on, or resign with `/focus resign`.",
            ));
        }
        let bit = 1u8 << seat.index();
        if loaded.stored.draw_offers & bit != 0 {
            return Ok(Reply::private(
                "You already offered a draw: it is agreed when every other player still in \
                 offers it too.",
            ));
        }
        let offers = loaded.stored.draw_offers | bit;
        let all = still_in.iter().fold(0u8, |m, s| m | (1 << s.index()));
        if offers & all == all {
            let mut next = loaded.game.clone();
            if let Err(e) = next.apply(Turn::Draw) {
                return Ok(Reply::private(format!("No draw: {e}.")));
            }
            let lead = format!("{} accepts the draw.\n", seat_label(&loaded.stored, seat));
            return self.commit(loaded, next, Turn::Draw, seat, &lead).await;
        }
        match self
            .inner
            .store
            .set_draw_offers(loaded.stored.id, loaded.stored.ply, offers)
            .await
        {
            Ok(()) => {}
            Err(StoreError::Conflict) => return Ok(Reply::private(MOVED_ON)),
            Err(e) => return Err(e.into()),
        }
        let others: Vec<u64> = still_in
            .iter()
            .filter(|s| offers & (1 << s.index()) == 0)
            .map(|&s| loaded.stored.player(s).user_id)
            .collect();
        Ok(Reply {
            text: format!(
                "{} offers a draw. {}: to accept, use `/focus draw`; any move withdraws the offer.",
                seat_label(&loaded.stored, seat),
                others
                    .iter()
                    .map(|&u| mention(u))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            mentions: others,
            ..Reply::default()
        })
    }

    // ---- records ----------------------------------------------------------------------------

    /// The game a record command is about: by id (in this server), or the channel's latest.
    async fn record_game(
        &self,
        place: &Where,
        game: Option<i64>,
    ) -> Result<Result<Loaded, Reply>, ServiceError> {
        let stored = match game {
            Some(id) => self
                .inner
                .store
                .game(id)
                .await?
                .filter(|g| g.guild_id == place.guild_id),
            None => self.inner.store.latest_game(place.channel_id).await?,
        };
        match stored {
            Some(stored) => {
                let game = stored.replay()?;
                Ok(Ok(Loaded { stored, game }))
            }
            None => Ok(Err(Reply::private(match game {
                Some(id) => {
                    format!("There is no game {id} in this server: `/focus games` lists yours.")
                }
                None => "No game was played in this channel yet. Start one with \
                         `/focus challenge opponent:@friend`."
                    .to_string(),
            }))),
        }
    }

    /// The game record of FORMATS.md's replay syntax, with `[Tag "value"]` headers.
    fn record_text(loaded: &Loaded) -> String {
        let stored = &loaded.stored;
        let config = stored.options.config;
        let mut header = vec![
            ("Event".to_string(), format!("Focus game {}", stored.id)),
            ("Site".to_string(), "focus-bot".to_string()),
            ("Date".to_string(), text::date(stored.created_at)),
        ];
        for seat in config.seats() {
            header.push((seat.colour().to_string(), stored.player(seat).name.clone()));
        }
        header.push(("Players".to_string(), config.players().to_string()));
        header.push(("Mode".to_string(), config.mode().name().to_string()));
        let mut variant = Vec::new();
        if let Some(n) = config.short() {
            variant.push(format!("short {n}"));
        }
        if config.swap() {
            variant.push("swap".to_string());
        }
        header.push((
            "Variant".to_string(),
            if variant.is_empty() {
                "standard".to_string()
            } else {
                variant.join(", ")
            },
        ));
        header.push((
            "Result".to_string(),
            loaded
                .game
                .position()
                .outcome()
                .map_or_else(|| "*".to_string(), result_words),
        ));
        let mut flags = format!("--players {}", config.players());
        if config.players() == 4 {
            let _ = write!(flags, " --mode {}", config.mode().name());
        }
        if let Some(n) = config.short() {
            let _ = write!(flags, " --short {n}");
        }
        if config.swap() {
            flags.push_str(" --swap");
        }
        let body = write_record(&header, loaded.game.record());
        let split = body.find("\n\n").map_or(0, |i| i + 2);
        format!(
            "{}# replay with: focus-bot replay {flags} < this-file\n{}",
            &body[..split],
            &body[split..]
        )
    }

    /// The move list and the game record file (it replays with `focus-bot replay`).
    pub async fn history(&self, actor: &Actor, place: &Where, game: Option<i64>) -> ServiceResult {
        let _ = actor;
        let loaded = match self.record_game(place, game).await? {
            Ok(l) => l,
            Err(reply) => return Ok(reply),
        };
        let stored = &loaded.stored;
        let mut lines = Vec::new();
        for entry in &stored.actions {
            let seat = Seat::from_number(entry.seat as u8).map_or("?", Seat::colour);
            lines.push(format!("{:>3}. {seat:<6} {}", entry.ply + 1, entry.action));
        }
        let mut list = String::new();
        let shown = lines.len().min(40);
        if lines.len() > shown {
            let _ = writeln!(list, "… {} earlier turns in the file", lines.len() - shown);
        }
        for l in &lines[lines.len() - shown..] {
            list.push_str(l);
            list.push('\n');
        }
        if lines.is_empty() {
            list.push_str("(no turns yet)\n");
        }
        let status = loaded
            .game
            .position()
            .outcome()
            .map_or_else(|| "in progress".to_string(), result_words);
        let players = stored
            .options
            .config
            .seats()
            .map(|s| format!("{s} **{}**", escape_name(&stored.player(s).name)))
            .collect::<Vec<_>>()
            .join(", ");
        Ok(Reply {
            text: format!("Game {} ({players}; {status}):\n```\n{list}```", stored.id),
            image: Some(Attachment {
                filename: format!("focus-{}.txt", stored.id),
                bytes: Service::record_text(&loaded).into_bytes(),
            }),
            ..Reply::default()
        })
    }

    /// The game as an animated GIF.
    pub async fn replay(&self, actor: &Actor, place: &Where, game: Option<i64>) -> ServiceResult {
        let _ = actor;
        let loaded = match self.record_game(place, game).await? {
            Ok(l) => l,
            Err(reply) => return Ok(reply),
        };
        let id = loaded.stored.id;
        let names = loaded.stored.names();
        let g = loaded.game.clone();
        let bytes = Self::drawing(&self.inner.replays_drawn, move || {
            picture::replay_gif(&g, &names)
        })
        .await??;
        Ok(Reply {
            text: format!("Game {id}, turn by turn ({} turns).", loaded.stored.ply),
            image: Some(Attachment {
                filename: format!("focus-{id}.gif"),
                bytes,
            }),
            ..Reply::default()
        })
    }

    /// The caller's games in this server: running ones first, then the latest finished.
    pub async fn games(&self, actor: &Actor, place: &Where) -> ServiceResult {
        let ids = self
            .inner
            .store
            .games_of(place.guild_id, actor.user_id, 15)
            .await?;
        if ids.is_empty() {
            return Ok(Reply::private(
                "You have no games in this server yet. Start one with \
                 `/focus challenge opponent:@friend`.",
            ));
        }
        let mut text = String::from("Your games:\n");
        for id in ids {
            let Some(loaded) = self.load_game(id).await? else {
                continue;
            };
            let s = &loaded.stored;
            let me = s.seat_of(actor.user_id);
            let opponents = s
                .options
                .config
                .seats()
                .filter(|&x| Some(x) != me)
                .map(|x| self.player_label(s.player(x)))
                .collect::<Vec<_>>()
                .join(", ");
            let pos = loaded.game.position();
            let state = match (pos.outcome(), pos.to_act()) {
                (Some(o), _) => {
                    let mine = me.is_some_and(|m| o.is_winner(m));
                    if o.reason() == crate::rules::EndReason::Draw {
                        "drawn".to_string()
                    } else if mine {
                        "won".to_string()
                    } else {
                        "lost".to_string()
                    }
                }
                (None, Some(t)) if Some(t) == me => "**your turn**".to_string(),
                (None, Some(t)) => format!("{}'s turn", escape_name(&s.player(t).name)),
                (None, None) => "over".to_string(),
            };
            let line = format!(
                "- Game {id} in <#{}>, {} as {}: against {opponents} — {state}\n",
                s.channel_id,
                text::date(s.created_at),
                me.map_or("?", Seat::colour)
            );
            // Discord's message limit is 2,000 characters.
            if text.chars().count() + line.chars().count() > 1900 {
                text.push_str("- … and older games\n");
                break;
            }
            text.push_str(&line);
        }
        Ok(Reply::private(text))
    }

    /// Wins, losses and draws per player in this server, as a leaderboard.
    pub async fn stats(&self, actor: &Actor, place: &Where) -> ServiceResult {
        let rows = self.inner.store.stats(place.guild_id).await?;
        if rows.is_empty() {
            return Ok(Reply::public(
                "No finished games in this server yet: the leaderboard is empty.",
            ));
        }
        let mut text = String::from("**Leaderboard** (wins – losses – draws)\n");
        for (i, r) in rows.iter().take(10).enumerate() {
            let _ = writeln!(
                text,
                "{}. **{}** — {} – {} – {}",
                i + 1,
                escape_name(&r.name),
                r.wins,
                r.losses,
                r.draws
            );
        }
        if let Some((i, r)) = rows
            .iter()
            .enumerate()
            .find(|(_, r)| r.user_id as u64 == actor.user_id)
            && i >= 10
        {
            let _ = writeln!(
                text,
                "…\n{}. **{}** — {} – {} – {}",
                i + 1,
                escape_name(&r.name),
                r.wins,
                r.losses,
                r.draws
            );
        }
        Ok(Reply::public(text))
    }

    /// How to play.
    #[must_use]
    pub fn rules(&self) -> Reply {
        Reply::private(RULES)
    }

    /// The commands.
    #[must_use]
    pub fn help(&self) -> Reply {
        Reply::private(HELP)
    }

    // ---- the timer --------------------------------------------------------------------------

    /// Runs the clock's work once: expires unanswered challenges, reminds players with a
    /// quarter of their time left, and forfeits (2 players, teams) or puts out (3 players,
    /// free-for-all) players whose time ran out. Returns what to post. Also restarts any
    /// computer turn that is not being played.
    pub async fn tick(&self) -> Result<Vec<Notice>, ServiceError> {
        let now = self.now();
        let mut out = Vec::new();
        for c in self.inner.store.expired_challenges(now).await? {
            if self
                .inner
                .store
                .close_challenge(c.id, ChallengeStatus::Expired)
                .await
                .is_ok()
            {
                out.push(Notice {
                    place: Where {
                        guild_id: c.guild_id,
                        channel_id: c.channel_id,
                    },
                    reply: Reply {
                        challenge: Some(Service::challenge_ref(&c, false)),
                        ..Reply::public(format!(
                            "The challenge from **{}** expired: nobody answered within 24 hours.",
                            escape_name(&c.challenger().name)
                        ))
                    },
                });
            }
        }
        for id in self.inner.store.games_due(now).await? {
            if let Some(n) = self.timer_for(id, now).await? {
                out.push(n);
            }
        }
        self.resume_computers().await?;
        Ok(out)
    }

    async fn timer_for(&self, id: i64, now: i64) -> Result<Option<Notice>, ServiceError> {
        let Some(loaded) = self.load_game(id).await? else {
            return Ok(None);
        };
        let (Some(limit), Some(seat)) = (
            loaded.stored.options.turn_limit,
            loaded.game.position().to_act(),
        ) else {
            return Ok(None);
        };
        let place = Where {
            guild_id: loaded.stored.guild_id,
            channel_id: loaded.stored.channel_id,
        };
        let p = loaded.stored.player(seat).clone();
        if p.computer.is_some() {
            return Ok(None);
        }
        let elapsed = (now - loaded.stored.turn_started_at).max(0) as u128;
        let limit_ms = limit.as_millis();
        if elapsed >= limit_ms {
            let mut next = loaded.game.clone();
            if next.apply(Turn::Resign(seat)).is_err() {
                return Ok(None);
            }
            let config = loaded.game.position().config();
            let lead = if config.players() == 2 || config.mode() == Mode::Teams {
                format!(
                    "{} ran out of time and forfeits.\n",
                    seat_label(&loaded.stored, seat)
                )
            } else {
                format!(
                    "{} ran out of time and is out of the game.\n",
                    seat_label(&loaded.stored, seat)
                )
            };
            let reply = self
                .commit(loaded, next, Turn::Resign(seat), seat, &lead)
                .await?;
            if reply.private {
                return Ok(None);
            }
            return Ok(Some(Notice { place, reply }));
        }
        if !loaded.stored.reminded && elapsed * 4 >= limit_ms * 3 {
            if !self
                .inner
                .store
                .mark_reminded(loaded.stored.id, loaded.stored.ply)
                .await?
            {
                return Ok(None);
            }
            let left = Duration::from_millis((limit_ms - elapsed) as u64);
            let consequence = if loaded.game.position().config().players() == 2
                || loaded.game.position().config().mode() == Mode::Teams
            {
                "you forfeit the game"
            } else {
                "you are out of the game"
            };
            return Ok(Some(Notice {
                place,
                reply: Reply {
                    text: format!(
                        "{} ({seat}), it is your turn in game {}: {} left, then {consequence}.",
                        mention(p.user_id),
                        loaded.stored.id,
                        duration_words(left)
                    ),
                    mentions: vec![p.user_id],
                    ..Reply::default()
                },
            }));
        }
        Ok(None)
    }

    /// Runs [`Service::tick`] every `period` in a background task, sending what it returns to
    /// the notice channel ([`Service::take_notices`]). Failures are logged.
    pub fn run_timer(&self, period: Duration) -> JoinHandle<()> {
        let service = self.clone();
        tokio::spawn(async move {
            let mut interval = tokio::time::interval(period);
            interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                interval.tick().await;
                match service.tick().await {
                    Ok(notices) => {
                        for n in notices {
                            let _ = service.inner.notices.send(n);
                        }
                    }
                    Err(e) => tracing::error!(error = %e, "turn timer failed"),
                }
            }
        })
    }

    // ---- the computer player ----------------------------------------------------------------

    /// Starts the computer's turns in every game where it is to act (call once at start-up;
    /// [`Service::tick`] calls it too).
    pub async fn resume_computers(&self) -> Result<(), ServiceError> {
        for id in self.inner.store.games_with_computer().await? {
            self.wake_computer(id);
        }
        Ok(())
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

    /// Plays the computer's turns in a game until a person is to act or the game ends.
    async fn computer_turns(&self, game_id: i64) -> Result<(), ServiceError> {
        loop {
            let Some(loaded) = self.load_game(game_id).await? else {
                return Ok(());
            };
            if let Some(seat) = computer_seat_to_concede(&loaded) {
                self.concede_for_computer(loaded, seat).await?;
                continue;
            }
            let Some(seat) = loaded.game.position().to_act() else {
                return Ok(());
            };
            let Some(level) = loaded.stored.player(seat).computer.clone() else {
                return Ok(());
            };
            let budget = computer::budget(&level, *lock(&self.inner.computer_time));
            let seed =
                self.inner.seed ^ (game_id as u64).rotate_left(32) ^ loaded.stored.ply as u64;
            let game = loaded.game.clone();
            let choice =
                tokio::task::spawn_blocking(move || computer::choose(&game, &level, budget, seed))
                    .await?;
            let Some(action) = choice else {
                return Ok(());
            };
            let mut next = loaded.game.clone();
            if let Err(e) = next.play(action) {
                tracing::error!(game = game_id, %action, error = %e, "the computer chose an illegal action");
                return Ok(());
            }
            let place = Where {
                guild_id: loaded.stored.guild_id,
                channel_id: loaded.stored.channel_id,
            };
            let reply = self.commit_computer(loaded, next, action, seat).await?;
            if let Some(reply) = reply {
                let _ = self.inner.notices.send(Notice { place, reply });
            }
        }
    }

    /// Resigns one of the computer's seats in a game where nobody but the computer is still
    /// in; posts the result once the last of them has conceded.
    async fn concede_for_computer(&self, loaded: Loaded, seat: Seat) -> Result<(), ServiceError> {
        let mut next = loaded.game.clone();
        if let Err(e) = next.apply(Turn::Resign(seat)) {
            tracing::error!(game = loaded.stored.id, error = %e, "the computer cannot concede");
            return Ok(());
        }
        let over = next.position().is_over();
        let place = Where {
            guild_id: loaded.stored.guild_id,
            channel_id: loaded.stored.channel_id,
        };
        let reply = self
            .commit(loaded, next, Turn::Resign(seat), seat, COMPUTER_ALONE)
            .await?;
        if over && !reply.private {
            let _ = self.inner.notices.send(Notice { place, reply });
        }
        Ok(())
    }

    async fn commit_computer(
        &self,
        loaded: Loaded,
        next: Game,
        action: Action,
        seat: Seat,
    ) -> Result<Option<Reply>, ServiceError> {
        // `commit` wakes the computer again: this worker is running, so it only notes it.
        let reply = self
            .commit(loaded, next, Turn::Act(action), seat, "")
            .await?;
        Ok((!reply.private).then_some(reply))
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

/// Reads a turn time limit: `3d`, `12h`, `30m`, `90s` (units may be combined, like `1d12h`), or
/// `none`. The error is a sentence for the user.
pub fn parse_time_limit(text: &str) -> Result<Option<Duration>, String> {
    let t = text.trim().to_ascii_lowercase();
    if matches!(t.as_str(), "none" | "off" | "no" | "unlimited") {
        return Ok(None);
    }
    let bad = || {
        format!(
            "`{}` is not a time limit: write `3d`, `12h`, `30m`, or `none`.",
            escape_name(text)
        )
    };
    let mut total = 0u64;
    let mut number = String::new();
    for c in t.chars().filter(|c| !c.is_whitespace()) {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let unit = match c {
            'd' => 86_400,
            'h' => 3600,
            'm' => 60,
            's' => 1,
            _ => return Err(bad()),
        };
        let n: u64 = number.parse().map_err(|_| bad())?;
        total = total.saturating_add(n.saturating_mul(unit));
        number.clear();
    }
    if !number.is_empty() || total == 0 {
        return Err(bad());
    }
    if !(60..=365 * 86_400).contains(&total) {
        return Err("A turn time limit is between 1 minute and 365 days, or `none`.".to_string());
    }
    Ok(Some(Duration::from_secs(total)))
}

/// The seats that have not resigned.
fn seats_still_in(pos: &crate::rules::Position) -> Vec<Seat> {
    pos.config()
        .seats()
        .filter(|&s| !pos.has_resigned(s))
        .collect()
}

/// Why a game that only the computer is left in ends.
const COMPUTER_ALONE: &str = "Nobody but the computer is left in this game, so it ends here.\n";

/// In a 3-player or free-for-all game that nobody but the computer is still in (every person
/// resigned or ran out of time), the computer's seats would play on alone, with nobody to
/// show the game to and no repetition rule to stop it: they concede to the one of them with
/// the most stacks. This is the seat to resign next: the one with the fewest stacks (the last
/// in seat order among equals), or `None` while a person is still in or the game is over.
fn computer_seat_to_concede(loaded: &Loaded) -> Option<Seat> {
    let pos = loaded.game.position();
    if pos.is_over() {
        return None;
    }
    let still_in = seats_still_in(pos);
    if still_in
        .iter()
        .any(|&s| loaded.stored.player(s).computer.is_none())
    {
        return None;
    }
    still_in.into_iter().min_by_key(|&s| {
        (
            pos.owned_mask(s).count_ones(),
            std::cmp::Reverse(s.number()),
        )
    })
}

fn not_a_player(loaded: &Loaded) -> String {
    let names = loaded
        .stored
        .seats
        .iter()
        .map(|p| format!("**{}**", escape_name(&p.name)))
        .collect::<Vec<_>>()
        .join(", ");
    format!(
        "You are not a player in this game ({names} are). Start your own in a thread with \
         `/focus challenge`."
    )
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}
