//! Challenges: inviting players, accepting, declining, cancelling, and the messages that show a
//! challenge's buttons.

use std::fmt::Write as _;
use std::time::Duration;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngCore, SeedableRng};

use crate::ai::Level;
use crate::rules::{Config, FirstPlayer, Mode, Seat};
use crate::store::{
    Challenge, ChallengeMessage, ChallengeStatus, GameOptions, NewChallenge, Player, StoreError,
};

use super::ratings::unrated_words;
use super::text::{mention, options_words, seat_label};
use super::{
    Actor, CHALLENGE_LIFETIME, ChallengeOptions, ChallengeRef, Invitee, Reply, Service,
    ServiceError, ServiceResult, Where, escape_name, lock,
};

impl Service {
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
        let level = options.level.unwrap_or(Level::Medium);
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
                computer: computer.then_some(level),
            });
        }
        let count = players.len() as u8;
        if options.mode.is_some() && count < 4 {
            return Ok(Reply::private(format!(
                "`mode` chooses between teams and free-for-all, which only 4-player games have: \
                 leave it out for a game of {count}, or name 3 opponents."
            )));
        }
        if options.level.is_some() && players.iter().all(|p| p.computer.is_none()) {
            return Ok(Reply::private(
                "`level` sets the computer's strength, and the computer is not in this game: \
                 leave it out, or name me as an opponent to play the computer.",
            ));
        }
        let config = Config::new(count, options.mode.unwrap_or(Mode::Teams))
            .and_then(|c| c.with_short(options.short))
            .and_then(|c| c.with_swap(options.swap));
        let config = match config {
            Ok(c) => c,
            Err(e) => return Ok(Reply::private(format!("That game cannot be set up: {e}."))),
        };
        if let Some(busy) = self.channel_busy(actor, place).await? {
            return Ok(busy);
        }
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
        };
        let id = match self.inner.store.create_challenge(&new).await {
            Ok(id) => id,
            Err(StoreError::ChannelBusy) => {
                return Ok(self.channel_busy(actor, place).await?.unwrap_or_else(|| {
                    Reply::private("Someone else just started something here: try again.")
                }));
            }
            Err(e) => return super::not_saved(e),
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
            options_words(config, turn_limit) + unrated_words(options.rated),
            match options.first {
                FirstPlayer::Random => "seats drawn by lot",
                FirstPlayer::Challenger => "challenger first",
            }
        );
        if config.mode() == Mode::Teams {
            match options.first {
                FirstPlayer::Challenger => {
                    let name = |p: &Player| match &p.computer {
                        Some(level) => crate::ai::computer_name(*level),
                        None => format!("**{}**", escape_name(&p.name)),
                    };
                    let _ = writeln!(
                        text,
                        "Teams: {} and {} against {} and {}.",
                        name(&new.players[0]),
                        name(&new.players[2]),
                        name(&new.players[1]),
                        name(&new.players[3])
                    );
                }
                FirstPlayer::Random => {
                    text.push_str("Partners are drawn by lot when the game starts.\n");
                }
            }
        }
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
            Some(level) => crate::ai::computer_name(*level),
            None => mention(p.user_id),
        }
    }

    /// A private reply when the channel has a game or an open challenge; expires a stale one.
    async fn channel_busy(
        &self,
        actor: &Actor,
        place: &Where,
    ) -> Result<Option<Reply>, ServiceError> {
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
            let names = |accepted: Option<bool>| {
                c.players
                    .iter()
                    .skip(1)
                    .filter(|(p, a)| p.user_id != actor.user_id && accepted.is_none_or(|x| x == *a))
                    .map(|(p, _)| match &p.computer {
                        Some(level) => crate::ai::computer_name(*level),
                        None => format!("**{}**", escape_name(&p.name)),
                    })
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let text = if c.challenger().user_id == actor.user_id {
                format!(
                    "You already challenged {} here (challenge {}), and it is still open: wait \
                     for an answer, or withdraw it with `/focus cancel` and challenge again.",
                    names(None),
                    c.id
                )
            } else if let Some((_, accepted)) =
                c.players.iter().find(|(p, _)| p.user_id == actor.user_id)
            {
                if *accepted {
                    format!(
                        "You already accepted **{}**'s challenge here: the game starts when {} \
                         accept{} too.",
                        escape_name(&c.challenger().name),
                        names(Some(false)),
                        if c.players.iter().filter(|(_, a)| !a).count() == 1 {
                            "s"
                        } else {
                            ""
                        }
                    )
                } else {
                    format!(
                        "**{}** has challenged you here: accept with `/focus accept` or decline \
                         with `/focus decline`.",
                        escape_name(&c.challenger().name)
                    )
                }
            } else {
                format!(
                    "This channel already has an open challenge from **{}**: wait for it to be \
                     answered, or start a thread and challenge there.",
                    escape_name(&c.challenger().name)
                )
            };
            return Ok(Some(Reply::private(text)));
        }
        Ok(None)
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
            Err(e) => super::not_saved(e).map(Some),
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
            // A number that is not a challenge here: say what is here instead.
            if let Some(id) = id
                && let Some(open) = self.pending(place).await?
            {
                return Ok(Err(Reply::private(format!(
                    "There is no challenge {id} in this channel. The open one here is challenge \
                     {} from **{}**: leave the number out to answer it.",
                    open.id,
                    escape_name(&open.challenger().name)
                ))));
            }
            return Ok(Err(Reply::private(match id {
                Some(id) => format!(
                    "There is no challenge {id} in this channel, and no open one. Start one with \
                     `/focus challenge opponent:@friend`."
                ),
                None => "There is no open challenge in this channel. Start one with \
                         `/focus challenge opponent:@friend`."
                    .to_string(),
            })));
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

    pub(super) fn challenge_ref(c: &Challenge, open: bool) -> ChallengeRef {
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
            Err(e) => return super::not_saved(e),
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
            ) + unrated_words(loaded.stored.options.rated)
        );
        for seat in loaded.stored.options.config.seats() {
            let p = loaded.stored.player(seat);
            let _ = writeln!(text, "{}: {}", seat, self.player_label(p));
        }
        if loaded.stored.options.config.mode() == Mode::Teams {
            let side = |a: u8, b: u8| {
                [a, b]
                    .map(|n| {
                        let seat = Seat::from_number(n).expect("seats 1-4");
                        seat_label(&loaded.stored, seat)
                    })
                    .join(" and ")
            };
            let _ = writeln!(text, "Teams: {} against {}.", side(1, 3), side(2, 4));
        }
        let mut reply = self.next_up(&loaded, text);
        self.address_turn(&loaded, &mut reply).await;
        reply.challenge = Some(Service::challenge_ref(&c, false));
        reply.image = self.board_attachment(&loaded).await;
        let _ = place;
        self.wake_computer_if_due(&loaded);
        Ok(reply)
    }

    pub(super) fn player_label(&self, p: &Player) -> String {
        match &p.computer {
            Some(level) => crate::ai::computer_name(*level),
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
}

/// `none`. The error is a sentence for the user.
pub fn parse_time_limit(text: &str) -> Result<Option<Duration>, String> {
    let t = text.trim().to_ascii_lowercase();
    if matches!(t.as_str(), "none" | "off" | "no" | "unlimited") {
        return Ok(None);
    }
    let bad = || {
        format!(
            "`{}` is not a time limit: write a number and a unit (`d` days, `h` hours, `m` \
             minutes), like `3d`, `12h`, `1d12h` or `30m`, from 1 minute to 365 days; or `none` \
             for no limit.",
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
