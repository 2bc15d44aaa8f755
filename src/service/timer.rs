//! The turn timer: expiring challenges, reminding players, and forfeits on time.

use super::text::person;
use crate::markup;
use std::fmt::Write as _;
use std::time::Duration;

use tokio::task::JoinHandle;

use crate::rules::{Mode, Turn};
use crate::store::ChallengeStatus;

use crate::i18n::{Lang, colour, duration_words};
use crate::t;

use super::text::{mention, seat_label};
use super::{Notice, Reply, Service, ServiceError, Where};

/// How long the timer's claim lasts without renewal: another process takes the timer over
/// this long after the last tick of a process that died. Run the timer more often than this.
pub const TIMER_LEASE: Duration = Duration::from_secs(45);

impl Service {
    /// Runs the clock's work once: expires unanswered challenges, reminds players with a
    /// quarter of their time left, and forfeits (2 players, teams) or puts out (3 players,
    /// free-for-all) players whose time ran out. Returns what to post. Also restarts any
    /// computer turn that is not being played.
    ///
    /// Of the processes sharing the database, the one holding the timer's claim does this work
    /// (renewing the claim each time); the others do nothing until its claim runs out
    /// ([`TIMER_LEASE`] after its last tick, when it died).
    pub async fn tick(&self) -> Result<Vec<Notice>, ServiceError> {
        let now = self.now();
        let lease_end = now + TIMER_LEASE.as_millis() as i64;
        if !self
            .inner
            .store
            .claim("timer", &self.worker(), now, lease_end)
            .await?
        {
            return Ok(Vec::new());
        }
        let mut out = Vec::new();
        for c in self.inner.store.expired_challenges(now).await? {
            if self
                .inner
                .store
                .close_challenge(c.id, ChallengeStatus::Expired)
                .await
                .is_ok()
            {
                let public = self.challenge_lang(c.guild_id, c.id).await?;
                out.push(Notice {
                    place: Where {
                        guild_id: c.guild_id,
                        channel_id: c.channel_id,
                    },
                    reply: Reply {
                        challenge: Some(Service::challenge_ref(&c, false, public)),
                        ..Reply::public(t!(
                            public,
                            "challenge-expired",
                            challenger = person(public, &c.challenger().name)
                        ))
                    },
                });
            }
        }
        // One game's failure (a refused write, say) never keeps the others waiting; a game
        // that no longer replays is closed by `load_game` and skipped.
        for id in self.inner.store.games_due(now).await? {
            match self.timer_for(id, now).await {
                Ok(Some(n)) => out.push(n),
                Ok(None) => {}
                Err(e) => {
                    tracing::error!(game = id, error = %e, "the turn timer failed for a game")
                }
            }
        }
        if let Err(e) = self.resume_computers().await {
            tracing::error!(error = %e, "resuming the computer's turns failed");
        }
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
            if next.apply(Turn::Time(seat)).is_err() {
                return Ok(None);
            }
            let config = loaded.game.position().config();
            let lang = loaded.lang;
            let who = seat_label(lang, &loaded.stored, seat);
            let lead = if config.players() == 2 || config.mode() == Mode::Teams {
                t!(lang, "timed-out-forfeits", seat = who)
            } else {
                t!(lang, "timed-out-out", seat = who)
            } + "\n";
            let reply = self
                .commit(loaded, next, Turn::Time(seat), seat, &lead, Lang::EnUs)
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
            let lang = loaded.lang;
            let (who, colour, game, time) = (
                mention(p.user_id),
                colour(lang, seat),
                loaded.stored.id,
                duration_words(lang, left),
            );
            let mut text = if loaded.game.position().config().players() == 2
                || loaded.game.position().config().mode() == Mode::Teams
            {
                t!(
                    lang,
                    "reminder-forfeit",
                    mention = who,
                    colour = colour,
                    game = game,
                    time = time
                )
            } else {
                t!(
                    lang,
                    "reminder-out",
                    mention = who,
                    colour = colour,
                    game = game,
                    time = time
                )
            };
            let role = self.server_settings(place.guild_id).await?.reminder_role;
            if let Some(role) = role {
                let _ = write!(text, " ({})", markup::role(role));
            }
            let mut reply = Reply {
                text,
                mentions: vec![p.user_id],
                role_mentions: role.into_iter().collect(),
                button_lang: lang,
                post_lang: Some(lang),
                events: vec![super::Event::Reminder {
                    game: loaded.stored.id,
                    seat,
                    left,
                }],
                ..Reply::default()
            };
            let dm = super::notify::dm_text(
                lang,
                loaded.stored.id,
                seat,
                place.channel_id,
                Some(duration_words(lang, left)),
            );
            self.address(p.user_id, &p.name, &mut reply, dm).await;
            return Ok(Some(Notice { place, reply }));
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
}
