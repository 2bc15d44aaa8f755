//! Challenges: inviting players, accepting, declining, cancelling, and the messages that show a
//! challenge's buttons.

use super::Button;
use super::text::person;
use std::fmt::Write as _;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngCore, SeedableRng};

use crate::ai::Level;
use crate::rules::{Config, FirstPlayer, Mode, Seat};
use crate::store::{
    Challenge, ChallengeMessage, ChallengeStatus, GameOptions, NewChallenge, Player, StoreError,
};

use crate::i18n::{Lang, colour, computer_name, reasons};
use crate::slash_commands;
use crate::t;

use super::text::{mention, options_words, seat_label};
use super::{
    Actor, CHALLENGE_LIFETIME, ChallengeOptions, ChallengeRef, Failure, Invitee, Loaded, Refusal,
    Reply, Service, ServiceError, ServiceResult, Where, answered, lock, refuse,
};

/// ", unrated" for a game that does not count for ratings, in `lang`.
pub(super) fn unrated(lang: Lang, rated: bool) -> String {
    if rated {
        String::new()
    } else {
        t!(lang, "opt-unrated")
    }
}

impl Service {
    /// Challenges 1–3 opponents to a game in this channel.
    pub async fn challenge(
        &self,
        actor: &Actor,
        place: &Where,
        opponents: &[Invitee],
        options: &ChallengeOptions,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            if opponents.is_empty() || opponents.len() > 3 {
                return refuse(Refusal::OpponentCount, t!(lang, "challenge-count"));
            }
            let level = options.level.unwrap_or(Level::Medium);
            let mut players = vec![Player {
                user_id: actor.user_id,
                name: actor.name.clone(),
                computer: None,
            }];
            for o in opponents {
                if o.user_id == actor.user_id {
                    return refuse(Refusal::ChallengedSelf, t!(lang, "challenge-self"));
                }
                let computer = o.user_id == self.inner.bot_user_id;
                if o.is_bot && !computer {
                    let text = t!(lang, "challenge-bot", name = person(lang, &o.name));
                    return refuse(Refusal::ChallengedBot(o.name.clone()), text);
                }
                if !computer && players.iter().any(|p| p.user_id == o.user_id) {
                    let text = t!(lang, "challenge-twice", name = person(lang, &o.name));
                    return refuse(Refusal::ChallengedTwice(o.name.clone()), text);
                }
                players.push(Player {
                    user_id: o.user_id,
                    name: o.name.clone(),
                    computer: computer.then_some(level),
                });
            }
            let count = players.len() as u8;
            if options.mode.is_some() && count < 4 {
                let text = t!(lang, "challenge-mode", count = count);
                return refuse(Refusal::ModeNeedsFour(count), text);
            }
            if options.level.is_some() && players.iter().all(|p| p.computer.is_none()) {
                return refuse(Refusal::LevelWithoutComputer, t!(lang, "challenge-level"));
            }
            let config = Config::new(count, options.mode.unwrap_or(Mode::Teams))
                .and_then(|c| c.with_short(options.short))
                .and_then(|c| c.with_swap(options.swap));
            let config = match config {
                Ok(c) => c,
                Err(e) => {
                    let text = t!(lang, "challenge-setup", reason = reasons::config(lang, &e));
                    return refuse(Refusal::BadSetup(e), text);
                }
            };
            self.channel_busy(actor, place).await?;
            let turn_limit = match options.turn_limit {
                Some(limit) => limit,
                None => self
                    .server_settings(place.guild_id)
                    .await?
                    .turn_limit
                    .unwrap_or(Some(super::DEFAULT_TURN_LIMIT)),
            };
            let now = self.now();
            let new = NewChallenge {
                guild_id: place.guild_id,
                channel_id: place.channel_id,
                options: GameOptions {
                    config,
                    turn_limit,
                    rated: options.rated,
                },
                first: options.first,
                players,
                created_at: now,
                expires_at: now + CHALLENGE_LIFETIME.as_millis() as i64,
                language: lang.code().to_string(),
            };
            let id = match self.inner.store.create_challenge(&new).await {
                Ok(id) => id,
                Err(StoreError::ChannelBusy) => {
                    self.channel_busy(actor, place).await?;
                    return refuse(Refusal::ChannelBusy, t!(lang, "challenge-race"));
                }
                Err(e) => return super::not_saved(lang, e),
            };
            // The challenge is posted in the language of the game it asks for.
            let public = self.server_lang(place.guild_id).await?.unwrap_or(lang);
            let waiting: Vec<&Player> = new.players[1..]
                .iter()
                .filter(|p| p.computer.is_none())
                .collect();
            if waiting.is_empty() {
                // Only the computer was invited: it accepts at once.
                return Ok(self.accept_as(lang, id, actor.user_id, place).await?);
            }
            let sep = t!(public, "list-separator");
            let opponents_text = new.players[1..]
                .iter()
                .map(|p| self.player_mention(public, p))
                .collect::<Vec<_>>()
                .join(&sep);
            let mut text = t!(
                public,
                "challenge-made",
                challenger = person(public, &actor.name),
                opponents = opponents_text,
                options =
                    options_words(public, config, turn_limit) + &unrated(public, options.rated),
                first = match options.first {
                    FirstPlayer::Random => t!(public, "first-random"),
                    FirstPlayer::Challenger => t!(public, "first-challenger"),
                }
            );
            text.push('\n');
            if config.mode() == Mode::Teams {
                match options.first {
                    FirstPlayer::Challenger => {
                        let name = |p: &Player| self.player_label(public, p);
                        let _ = writeln!(
                            text,
                            "{}",
                            t!(
                                public,
                                "challenge-teams",
                                a = name(&new.players[0]),
                                b = name(&new.players[2]),
                                c = name(&new.players[1]),
                                d = name(&new.players[3])
                            )
                        );
                    }
                    FirstPlayer::Random => {
                        text.push_str(&t!(public, "challenge-partners-by-lot"));
                        text.push('\n');
                    }
                }
            }
            let _ = write!(
                text,
                "{}",
                t!(
                    public,
                    "challenge-answer",
                    accept_command = crate::slash_commands::example::bare(public, "accept"),
                    decline_command = crate::slash_commands::example::bare(public, "decline"),
                    waiting = waiting
                        .iter()
                        .map(|p| mention(p.user_id))
                        .collect::<Vec<_>>()
                        .join(&sep)
                )
            );
            Ok(Reply {
                text,
                mentions: waiting.iter().map(|p| p.user_id).collect(),
                buttons: vec![Button::ChallengeAnswer(ChallengeRef {
                    id,
                    invitees: waiting.iter().map(|p| p.user_id).collect(),
                    open: true,
                    lang: public,
                })],
                ..Reply::default()
            })
        })
    }

    pub(super) fn player_mention(&self, lang: Lang, p: &Player) -> String {
        match &p.computer {
            Some(level) => computer_name(lang, *level),
            None => mention(p.user_id),
        }
    }

    /// The language of a challenge's public posts: the server's choice, else the challenger's.
    pub(super) async fn challenge_lang(
        &self,
        guild_id: u64,
        challenge_id: i64,
    ) -> Result<Lang, ServiceError> {
        if let Some(lang) = self.server_lang(guild_id).await? {
            return Ok(lang);
        }
        let tag = self.inner.store.challenge_language(challenge_id).await?;
        Ok(Lang::from_locale_or_default(&tag))
    }

    /// Refused when the channel has a game or an open challenge; expires a stale one.
    pub(super) async fn channel_busy(&self, actor: &Actor, place: &Where) -> Result<(), Failure> {
        let lang = actor.lang;
        // A game whose time ran out ends now and leaves the channel free.
        let running = match self.load_active(lang, place).await {
            Ok(loaded) => !loaded.game.position().is_over(),
            Err(f) if f.refusal().is_some_and(|r| *r != Refusal::NotSaved) => false,
            Err(f) => return Err(f),
        };
        if running {
            return refuse(Refusal::ChannelBusy, t!(lang, "channel-has-game"));
        }
        if let Some(c) = self.pending(place).await? {
            let names = |accepted: Option<bool>| {
                c.players
                    .iter()
                    .skip(1)
                    .filter(|(p, a)| p.user_id != actor.user_id && accepted.is_none_or(|x| x == *a))
                    .map(|(p, _)| self.player_label(lang, p))
                    .collect::<Vec<_>>()
                    .join(&t!(lang, "list-separator"))
            };
            let challenger = person(lang, &c.challenger().name);
            let text = if c.challenger().user_id == actor.user_id {
                t!(
                    lang,
                    "already-challenged",
                    cancel_command = crate::slash_commands::example::bare(lang, "cancel"),
                    names = names(None),
                    id = c.id
                )
            } else if let Some((_, accepted)) =
                c.players.iter().find(|(p, _)| p.user_id == actor.user_id)
            {
                if *accepted {
                    t!(
                        lang,
                        "already-accepted",
                        challenger = challenger,
                        names = names(Some(false)),
                        count = c.players.iter().filter(|(_, a)| !a).count()
                    )
                } else {
                    t!(
                        lang,
                        "challenged-you",
                        accept_command = crate::slash_commands::example::bare(lang, "accept"),
                        decline_command = crate::slash_commands::example::bare(lang, "decline"),
                        challenger = challenger
                    )
                }
            } else {
                t!(lang, "channel-has-challenge", challenger = challenger)
            };
            return refuse(Refusal::ChannelBusy, text);
        }
        Ok(())
    }

    /// The channel's open challenge, expiring it first when its time is up.
    pub(super) async fn pending(&self, place: &Where) -> Result<Option<Challenge>, ServiceError> {
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
    /// Closes a challenge that should still be open; refused when it closed meanwhile
    /// (answered, cancelled or expired by someone else).
    async fn close_open_challenge(
        &self,
        lang: Lang,
        id: i64,
        status: ChallengeStatus,
    ) -> Result<(), Failure> {
        match self.inner.store.close_challenge(id, status).await {
            Ok(()) => Ok(()),
            Err(StoreError::Conflict) => {
                refuse(Refusal::ChallengeMovedOn, t!(lang, "challenge-not-open"))
            }
            Err(e) => super::saved(lang, Err(e)),
        }
    }

    async fn find_challenge(
        &self,
        lang: Lang,
        place: &Where,
        id: Option<i64>,
    ) -> Result<Challenge, Failure> {
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
            // A number that is not a challenge here: say what is here instead.
            if let Some(id) = id
                && let Some(open) = self.pending(place).await?
            {
                let text = t!(
                    lang,
                    "no-such-challenge-open-one",
                    id = id,
                    open = open.id,
                    challenger = person(lang, &open.challenger().name)
                );
                return refuse(Refusal::NoChallenge(Some(id), Some(open.id)), text);
            }
            let example = slash_commands::example::challenge(lang);
            let text = match id {
                Some(id) => t!(lang, "no-such-challenge", id = id, example = example),
                None => t!(lang, "no-open-challenge", example = example),
            };
            return refuse(Refusal::NoChallenge(id, None), text);
        };
        let closed = |status, text: String| {
            Failure::Refused(Box::new(Reply {
                buttons: vec![Button::ChallengeAnswer(ChallengeRef {
                    id: c.id,
                    invitees: Vec::new(),
                    open: false,
                    lang,
                })],
                ..Reply::refused(Refusal::ChallengeClosed(status), text)
            }))
        };
        Err(match c.status {
            ChallengeStatus::Pending if c.expires_at <= self.now() => {
                let _ = self
                    .inner
                    .store
                    .close_challenge(c.id, ChallengeStatus::Expired)
                    .await;
                let text = t!(lang, "challenge-was-expired-unanswered");
                closed(ChallengeStatus::Expired, text)
            }
            ChallengeStatus::Pending => return Ok(c),
            s @ ChallengeStatus::Accepted => closed(s, t!(lang, "challenge-was-accepted")),
            s @ ChallengeStatus::Declined => closed(s, t!(lang, "challenge-was-declined")),
            s @ ChallengeStatus::Cancelled => closed(s, t!(lang, "challenge-was-cancelled")),
            s @ ChallengeStatus::Expired => closed(s, t!(lang, "challenge-was-expired")),
        })
    }

    /// The Accept and Decline of challenge `c` (enabled while `open`), labelled in `lang`.
    pub(super) fn challenge_button(c: &Challenge, open: bool, lang: Lang) -> Button {
        Button::ChallengeAnswer(ChallengeRef {
            lang,
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
        })
    }

    /// Accepts a challenge (by id, or the channel's open one). The game starts when every
    /// invited player has accepted.
    pub async fn accept(
        &self,
        actor: &Actor,
        place: &Where,
        challenge: Option<i64>,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let c = self.find_challenge(lang, place, challenge).await?;
            let Some((_, accepted)) = c
                .players
                .iter()
                .skip(1)
                .find(|(p, _)| p.user_id == actor.user_id)
            else {
                return Ok(if c.challenger().user_id == actor.user_id {
                    Reply::refused(Refusal::OwnChallenge, t!(lang, "challenge-yours"))
                } else {
                    Reply::refused(Refusal::NotInvited, t!(lang, "challenge-not-for-you"))
                });
            };
            if *accepted {
                let text = t!(lang, "challenge-already-accepted");
                return refuse(Refusal::AcceptedAlready, text);
            }
            Ok(self.accept_as(lang, c.id, actor.user_id, place).await?)
        })
    }

    pub(super) async fn accept_as(
        &self,
        lang: Lang,
        id: i64,
        user_id: u64,
        place: &Where,
    ) -> ServiceResult {
        let rng_seed = lock(&self.inner.rng).next_u64();
        let challenge = self.inner.store.challenge(id).await?;
        let first = challenge.as_ref().map_or(FirstPlayer::Random, |c| c.first);
        // A rematch seats its players round from its game's seats.
        let rematch = self.rematch_seats(challenge.as_ref()).await?;
        let started = self
            .inner
            .store
            .accept_challenge(
                id,
                user_id,
                |players| {
                    if let Some(order) = &rematch {
                        return super::rematch::seated_as(players, order);
                    }
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
                return refuse(Refusal::ChallengeMovedOn, t!(lang, "challenge-not-open"));
            }
            Err(StoreError::ChannelBusy) => {
                let _ = self
                    .inner
                    .store
                    .close_challenge(id, ChallengeStatus::Cancelled)
                    .await;
                return refuse(Refusal::ChannelBusy, t!(lang, "challenge-superseded"));
            }
            Err(e) => return super::not_saved(lang, e),
        };
        let c = self
            .inner
            .store
            .challenge(id)
            .await?
            .ok_or(StoreError::Conflict)?;
        let Some(game_id) = game_id else {
            let public = self.challenge_lang(c.guild_id, c.id).await?;
            let who = c
                .players
                .iter()
                .find(|(p, _)| p.user_id == user_id)
                .map_or_else(|| t!(public, "someone"), |(p, _)| p.name.clone());
            let waiting: Vec<String> = c
                .players
                .iter()
                .filter(|(_, a)| !a)
                .map(|(p, _)| person(public, &p.name))
                .collect();
            return Ok(Reply {
                buttons: vec![Service::challenge_button(&c, true, public)],
                ..Reply::public(t!(
                    public,
                    "challenge-accepted",
                    name = person(public, &who),
                    waiting = waiting.join(&t!(public, "list-separator"))
                ))
            });
        };
        let loaded = self.load_game(game_id).await?.ok_or(StoreError::Conflict)?;
        let public = loaded.lang;
        let mut reply = self.game_on_reply(&loaded).await;
        reply.add(Service::challenge_button(&c, false, public));
        let _ = place;
        self.wake_computer_if_due(&loaded);
        Ok(reply)
    }

    /// The post of a game just started (every seat accepted, or a tournament's table): its
    /// options, its seats, the picture and who is to act; `None` when its log does not replay.
    pub(super) async fn game_on(
        &self,
        stored: crate::store::StoredGame,
    ) -> Result<Option<Reply>, ServiceError> {
        let Some(loaded) = self.replayed(stored).await? else {
            return Ok(None);
        };
        let reply = self.game_on_reply(&loaded).await;
        self.wake_computer_if_due(&loaded);
        Ok(Some(reply))
    }

    /// The words, picture and mention of a game's start post.
    async fn game_on_reply(&self, loaded: &Loaded) -> Reply {
        let public = loaded.lang;
        let heading = self
            .inner
            .tournaments
            .table_heading(public, loaded.stored.id);
        let mut text = match heading.await {
            Ok(Some(heading)) => heading + "\n",
            _ => String::new(),
        };
        text.push_str(&t!(
            public,
            "game-on",
            options = options_words(
                public,
                loaded.stored.options.config,
                loaded.stored.options.turn_limit
            ) + &unrated(public, loaded.stored.options.rated)
        ));
        text.push('\n');
        for seat in loaded.stored.options.config.seats() {
            let p = loaded.stored.player(seat);
            let _ = writeln!(
                text,
                "{}",
                t!(
                    public,
                    "game-on-seat",
                    colour = colour(public, seat),
                    player = self.player_label(public, p)
                )
            );
        }
        if loaded.stored.options.config.mode() == Mode::Teams {
            let side = |a: u8, b: u8| {
                let [x, y] = [a, b].map(|n| {
                    let seat = Seat::from_number(n).expect("seats 1-4");
                    seat_label(public, &loaded.stored, seat)
                });
                t!(public, "list-last", init = x, last = y)
            };
            let _ = writeln!(
                text,
                "{}",
                t!(public, "game-on-teams", a = side(1, 3), b = side(2, 4))
            );
        }
        let mut reply = self.next_up(
            loaded,
            text,
            vec![super::Event::Started {
                game: loaded.stored.id,
            }],
        );
        self.inner.outbox.address_turn(loaded, &mut reply).await;
        reply.image = self.board_attachment(loaded).await;
        reply.web = self.inner.core.page_of(&loaded.stored).await;
        reply
    }

    pub(super) fn player_label(&self, lang: Lang, p: &Player) -> String {
        match &p.computer {
            Some(level) => computer_name(lang, *level),
            None => person(lang, &p.name),
        }
    }

    /// Declines a challenge (invited players only).
    pub async fn decline(
        &self,
        actor: &Actor,
        place: &Where,
        challenge: Option<i64>,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let c = self.find_challenge(lang, place, challenge).await?;
            if c.challenger().user_id == actor.user_id {
                let text = t!(
                    lang,
                    "challenge-yours-decline",
                    cancel_command = crate::slash_commands::example::bare(lang, "cancel")
                );
                return refuse(Refusal::OwnChallenge, text);
            }
            if !c.players.iter().any(|(p, _)| p.user_id == actor.user_id) {
                return refuse(Refusal::NotInvited, t!(lang, "challenge-not-for-you"));
            }
            self.close_open_challenge(lang, c.id, ChallengeStatus::Declined)
                .await?;
            let challenger = c.challenger().user_id;
            let public = self.challenge_lang(c.guild_id, c.id).await?;
            Ok(Reply {
                mentions: vec![challenger],
                buttons: vec![Service::challenge_button(&c, false, public)],
                ..Reply::public(t!(
                    public,
                    "challenge-declined",
                    name = person(public, &actor.name),
                    challenger = mention(challenger)
                ))
            })
        })
    }

    /// Cancels a challenge (its challenger only).
    pub async fn cancel(
        &self,
        actor: &Actor,
        place: &Where,
        challenge: Option<i64>,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let c = self.find_challenge(lang, place, challenge).await?;
            if c.challenger().user_id != actor.user_id {
                let text = t!(
                    lang,
                    "challenge-cancel-not-yours",
                    challenger = person(lang, &c.challenger().name)
                );
                return refuse(Refusal::NotChallenger, text);
            }
            self.close_open_challenge(lang, c.id, ChallengeStatus::Cancelled)
                .await?;
            let public = self.challenge_lang(c.guild_id, c.id).await?;
            Ok(Reply {
                buttons: vec![Service::challenge_button(&c, false, public)],
                ..Reply::public(t!(
                    public,
                    "challenge-cancelled",
                    name = person(public, &actor.name)
                ))
            })
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
}
