//! Challenges, a part of the service: inviting players, accepting, declining, cancelling, the
//! seats of a rematch's game, and the messages that show a challenge's buttons. It holds the
//! [`Core`]; a game's loading and start are the games', reached through the port [`Games`].

mod types;

use std::fmt::Write as _;
use std::sync::Arc;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngCore, SeedableRng};

use crate::ai::Level;
use crate::i18n::{Lang, reasons};
use crate::rules::{Config, FirstPlayer, Mode};
use crate::slash_commands;
use crate::store::{
    Challenge, ChallengeId, ChallengeMessage, ChallengeStatus, ChannelId, GameId, GameOptions,
    NewChallenge, Player, ServerId, StoreError, UserId,
};
use crate::t;

use crate::service::core::{Core, Loaded, lock, not_saved};
use crate::service::failure::{Failure, answered, refuse, saved};
use crate::service::text::{mention, options_words, person, player_label, player_mention};
use crate::service::{
    Actor, Button, ChallengeRef, DEFAULT_TURN_LIMIT, Invitee, Refusal, Reply, ServiceError,
    ServiceResult, Where,
};

pub use types::{CHALLENGE_LIFETIME, ChallengeOptions};

/// What the challenges need of the games, which call the challenges (a channel's open
/// challenge): the games implement it.
pub(in crate::service) trait Games: Sync {
    /// The channel's running game, loaded with its due forfeits applied, or else what to
    /// answer in `lang` ([`Refusal::NoGame`] when there is none).
    async fn active(&self, lang: Lang, place: &Where) -> Result<Loaded, Failure>;
    /// The start post of game `id`, just started from a challenge, the computer woken when it
    /// is to act.
    async fn started(&self, id: GameId) -> Result<Reply, ServiceError>;
}

/// The challenges: their state.
pub(in crate::service) struct Challenges {
    core: Arc<Core>,
}

/// ", unrated" for a game that does not count for ratings, in `lang`.
pub(in crate::service) fn unrated(lang: Lang, rated: bool) -> String {
    if rated {
        String::new()
    } else {
        t!(lang, "opt-unrated")
    }
}

/// The Accept and Decline of challenge `c` (enabled while `open`), labelled in `lang`.
pub(in crate::service) fn button(c: &Challenge, open: bool, lang: Lang) -> Button {
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

/// The post of challenge `id` just made, in `public`: `text`, then how the players `waiting`
/// answer it, mentioned, with its Accept and Decline buttons.
pub(in crate::service) fn invitation(
    public: Lang,
    id: ChallengeId,
    text: String,
    waiting: Vec<UserId>,
) -> Reply {
    let answer = t!(
        public,
        "challenge-answer",
        accept_command = slash_commands::example::bare(public, "accept"),
        decline_command = slash_commands::example::bare(public, "decline"),
        waiting = waiting
            .iter()
            .map(|&u| mention(u))
            .collect::<Vec<_>>()
            .join(&t!(public, "list-separator"))
    );
    Reply {
        text: text + &answer,
        mentions: waiting.clone(),
        buttons: vec![Button::ChallengeAnswer(ChallengeRef {
            id,
            invitees: waiting,
            open: true,
            lang: public,
        })],
        ..Reply::default()
    }
}

/// The seats of a rematch of a game seated `before` (seat 1 first): moved round by one, so that
/// seat 2 moves first, seat 3 second, and seat 1 last. Partners in teams stay partners.
#[must_use]
pub(in crate::service) fn rotated(before: &[Player]) -> Vec<Player> {
    let mut seats = before.to_vec();
    if !seats.is_empty() {
        seats.rotate_left(1);
    }
    seats
}

/// `players` (a challenge's, challenger first) in the seat order `order` says, matched by user
/// (the computer may hold several seats); `players` as they are when they do not match.
fn seated_as(players: &[Player], order: &[Player]) -> Vec<Player> {
    let mut left: Vec<Option<&Player>> = players.iter().map(Some).collect();
    let mut seats = Vec::with_capacity(order.len());
    for wanted in order {
        let found = left
            .iter_mut()
            .find(|p| p.is_some_and(|p| p.user_id == wanted.user_id))
            .and_then(Option::take);
        match found {
            Some(p) => seats.push(p.clone()),
            None => return players.to_vec(),
        }
    }
    if seats.len() == players.len() {
        seats
    } else {
        players.to_vec()
    }
}

impl Challenges {
    /// The challenges over the core's store.
    pub(in crate::service) fn new(core: Arc<Core>) -> Challenges {
        Challenges { core }
    }

    /// Challenges 1–3 opponents to a game in this channel.
    pub(in crate::service) async fn challenge(
        &self,
        games: &impl Games,
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
                let computer = o.user_id == self.core.bot_user_id;
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
            self.channel_busy(games, actor, place).await?;
            let turn_limit = match options.turn_limit {
                Some(limit) => limit,
                None => self
                    .core
                    .server_settings(place.guild_id)
                    .await?
                    .turn_limit
                    .unwrap_or(Some(DEFAULT_TURN_LIMIT)),
            };
            let now = self.core.now();
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
            let id = match self.core.store.create_challenge(&new).await {
                Ok(id) => id,
                Err(StoreError::ChannelBusy) => {
                    self.channel_busy(games, actor, place).await?;
                    return refuse(Refusal::ChannelBusy, t!(lang, "challenge-race"));
                }
                Err(e) => return not_saved(lang, e),
            };
            // The challenge is posted in the language of the game it asks for.
            let public = self.core.server_lang(place.guild_id).await?.unwrap_or(lang);
            let waiting: Vec<&Player> = new.players[1..]
                .iter()
                .filter(|p| p.computer.is_none())
                .collect();
            if waiting.is_empty() {
                // Only the computer was invited: it accepts at once.
                return Ok(self.accept_as(games, lang, id, actor.user_id).await?);
            }
            let sep = t!(public, "list-separator");
            let opponents_text = new.players[1..]
                .iter()
                .map(|p| player_mention(public, p))
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
                        let name = |p: &Player| player_label(public, p);
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
            let waiting = waiting.iter().map(|p| p.user_id).collect();
            Ok(invitation(public, id, text, waiting))
        })
    }

    /// The language of a challenge's public posts: the server's choice, else the challenger's.
    pub(in crate::service) async fn lang(
        &self,
        guild_id: ServerId,
        challenge_id: ChallengeId,
    ) -> Result<Lang, ServiceError> {
        if let Some(lang) = self.core.server_lang(guild_id).await? {
            return Ok(lang);
        }
        let tag = self.core.store.challenge_language(challenge_id).await?;
        Ok(Lang::from_locale_or_default(&tag))
    }

    /// Refused when the channel has a game or an open challenge; expires a stale one.
    pub(in crate::service) async fn channel_busy(
        &self,
        games: &impl Games,
        actor: &Actor,
        place: &Where,
    ) -> Result<(), Failure> {
        let lang = actor.lang;
        // A game whose time ran out ends now and leaves the channel free.
        let running = match games.active(lang, place).await {
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
                    .map(|(p, _)| player_label(lang, p))
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
    pub(in crate::service) async fn pending(
        &self,
        place: &Where,
    ) -> Result<Option<Challenge>, ServiceError> {
        let Some(c) = self.core.store.pending_challenge(place.channel_id).await? else {
            return Ok(None);
        };
        if c.expires_at <= self.core.now() {
            let _ = self
                .core
                .store
                .close_challenge(c.id, ChallengeStatus::Expired)
                .await;
            return Ok(None);
        }
        Ok(Some(c))
    }

    /// Closes a challenge that should still be open; refused when it closed meanwhile
    /// (answered, cancelled or expired by someone else).
    async fn close_open_challenge(
        &self,
        lang: Lang,
        id: ChallengeId,
        status: ChallengeStatus,
    ) -> Result<(), Failure> {
        match self.core.store.close_challenge(id, status).await {
            Ok(()) => Ok(()),
            Err(StoreError::Conflict) => {
                refuse(Refusal::ChallengeMovedOn, t!(lang, "challenge-not-open"))
            }
            Err(e) => saved(lang, Err(e)),
        }
    }

    /// Finds the challenge a command is about: by id, or the channel's open one; refused when
    /// there is none, or it is no longer open.
    async fn find(
        &self,
        lang: Lang,
        place: &Where,
        id: Option<ChallengeId>,
    ) -> Result<Challenge, Failure> {
        let found = match id {
            Some(id) => self
                .core
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
            ChallengeStatus::Pending if c.expires_at <= self.core.now() => {
                let _ = self
                    .core
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

    /// Accepts a challenge (by id, or the channel's open one). The game starts when every
    /// invited player has accepted.
    pub(in crate::service) async fn accept(
        &self,
        games: &impl Games,
        actor: &Actor,
        place: &Where,
        challenge: Option<ChallengeId>,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let c = self.find(lang, place, challenge).await?;
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
            Ok(self.accept_as(games, lang, c.id, actor.user_id).await?)
        })
    }

    /// `user_id` accepts challenge `id`: the game starts when every invited player has.
    pub(in crate::service) async fn accept_as(
        &self,
        games: &impl Games,
        lang: Lang,
        id: ChallengeId,
        user_id: UserId,
    ) -> ServiceResult {
        let rng_seed = lock(&self.core.rng).next_u64();
        let challenge = self.core.store.challenge(id).await?;
        let first = challenge.as_ref().map_or(FirstPlayer::Random, |c| c.first);
        // A rematch seats its players round from its game's seats.
        let rematch = self.rematch_seats(challenge.as_ref()).await?;
        let started = self
            .core
            .store
            .accept_challenge(
                id,
                user_id,
                |players| {
                    if let Some(order) = &rematch {
                        return seated_as(players, order);
                    }
                    let mut seats = players.to_vec();
                    if first == FirstPlayer::Random {
                        seats.shuffle(&mut StdRng::seed_from_u64(rng_seed));
                    }
                    seats
                },
                self.core.now(),
            )
            .await;
        let game_id = match started {
            Ok(g) => g,
            Err(StoreError::Conflict) => {
                return refuse(Refusal::ChallengeMovedOn, t!(lang, "challenge-not-open"));
            }
            Err(StoreError::ChannelBusy) => {
                let _ = self
                    .core
                    .store
                    .close_challenge(id, ChallengeStatus::Cancelled)
                    .await;
                return refuse(Refusal::ChannelBusy, t!(lang, "challenge-superseded"));
            }
            Err(e) => return not_saved(lang, e),
        };
        let c = self
            .core
            .store
            .challenge(id)
            .await?
            .ok_or(StoreError::Conflict)?;
        let Some(game_id) = game_id else {
            let public = self.lang(c.guild_id, c.id).await?;
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
                buttons: vec![button(&c, true, public)],
                ..Reply::public(t!(
                    public,
                    "challenge-accepted",
                    name = person(public, &who),
                    waiting = waiting.join(&t!(public, "list-separator"))
                ))
            });
        };
        let mut reply = games.started(game_id).await?;
        reply.add(button(&c, false, reply.button_lang));
        Ok(reply)
    }

    /// Declines a challenge (invited players only).
    pub(in crate::service) async fn decline(
        &self,
        actor: &Actor,
        place: &Where,
        challenge: Option<ChallengeId>,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let c = self.find(lang, place, challenge).await?;
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
            let public = self.lang(c.guild_id, c.id).await?;
            Ok(Reply {
                mentions: vec![challenger],
                buttons: vec![button(&c, false, public)],
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
    pub(in crate::service) async fn cancel(
        &self,
        actor: &Actor,
        place: &Where,
        challenge: Option<ChallengeId>,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let c = self.find(lang, place, challenge).await?;
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
            let public = self.lang(c.guild_id, c.id).await?;
            Ok(Reply {
                buttons: vec![button(&c, false, public)],
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
    pub(in crate::service) async fn note_message(
        &self,
        challenge_id: ChallengeId,
        channel_id: ChannelId,
        message_id: u64,
    ) -> Result<bool, ServiceError> {
        let shown = ChallengeMessage {
            channel_id,
            message_id,
        };
        Ok(self
            .core
            .store
            .add_challenge_message(challenge_id, shown, self.core.now())
            .await?)
    }

    /// The messages noted as showing the buttons of challenge `challenge_id`.
    pub(in crate::service) async fn messages(
        &self,
        challenge_id: ChallengeId,
    ) -> Result<Vec<ChallengeMessage>, ServiceError> {
        Ok(self.core.store.challenge_messages(challenge_id).await?)
    }

    /// Forgets a message noted by [`Challenges::note_message`] (its buttons are greyed
    /// out, or it is gone).
    pub(in crate::service) async fn forget_message(
        &self,
        challenge_id: ChallengeId,
        message_id: u64,
    ) -> Result<(), ServiceError> {
        Ok(self
            .core
            .store
            .remove_challenge_message(challenge_id, message_id)
            .await?)
    }

    /// The seats of a challenge's game when it is a rematch: its game's seats moved round.
    async fn rematch_seats(
        &self,
        challenge: Option<&Challenge>,
    ) -> Result<Option<Vec<Player>>, ServiceError> {
        let Some(game_id) = challenge.and_then(|c| c.rematch_of) else {
            return Ok(None);
        };
        let game = self.core.store.game(game_id).await?;
        Ok(game.map(|g| rotated(&g.seats)))
    }
}

/// A challenge's number in the words (`{ $id }`).
impl From<ChallengeId> for crate::i18n::FluentValue<'_> {
    fn from(id: ChallengeId) -> Self {
        id.0.into()
    }
}
