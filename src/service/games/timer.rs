//! The turn timer: expiring challenges, reminding players, and forfeits on time.

use std::fmt::Write as _;
use std::sync::Arc;
use std::time::Duration;

use crate::i18n::{Lang, colour, duration_words};
use crate::rules::{Game, Mode, Seat, Turn};
use crate::store::{ChallengeStatus, GameId, PostKind, StoreError};
use crate::{markup, t};

use crate::service::challenges;
use crate::service::core::Loaded;
use crate::service::failure::Failure;
use crate::service::text::{mention, person, seat_label};
use crate::service::{Notice, Reply, ServiceError, Where};

use super::Games;
use tokio::task::JoinHandle;

/// How long the timer's claim lasts without renewal: another process takes the timer over
/// this long after the last tick of a process that died. Run the timer more often than this.
pub const TIMER_LEASE: Duration = Duration::from_secs(45);

/// How often a front end runs the timer ([`Service::tick`](crate::service::Service::tick)): a
/// reminder or a forfeit comes at most this late (the shortest turn limit is a minute), and
/// well within [`TIMER_LEASE`], so the process holding the timer keeps it.
pub const TIMER_PERIOD: Duration = Duration::from_secs(5);

impl Games {
    /// Runs the clock's work once: expires unanswered challenges, reminds players with a
    /// quarter of their time left, and forfeits (2 players, teams) or puts out (3 players,
    /// free-for-all) players whose time ran out. Returns what to post. Also restarts any
    /// computer turn that is not being played.
    ///
    /// Of the processes sharing the database, the one holding the timer's claim does this work
    /// (renewing the claim each time); the others do nothing until its claim runs out
    /// ([`TIMER_LEASE`] after its last tick, when it died).
    pub(in crate::service) async fn tick(&self) -> Result<Vec<Notice>, ServiceError> {
        let now = self.core.now();
        let lease_end = now + TIMER_LEASE.as_millis() as i64;
        if !self
            .core
            .store
            .claim("timer", &self.core.worker(), now, lease_end)
            .await?
        {
            return Ok(Vec::new());
        }
        let mut out = Vec::new();
        for c in self.core.store.expired_challenges(now).await? {
            if self
                .core
                .store
                .close_challenge(c.id, ChallengeStatus::Expired)
                .await
                .is_ok()
            {
                let public = self.challenges.lang(c.guild_id, c.id).await?;
                let place = Where {
                    guild_id: c.guild_id,
                    channel_id: c.channel_id,
                };
                let mut reply = Reply {
                    buttons: vec![challenges::button(&c, false, public)],
                    ..Reply::public(t!(
                        public,
                        "challenge-expired",
                        challenger = person(public, &c.challenger().name)
                    ))
                };
                let mut post = self
                    .outbox
                    .new_post(&place, None, PostKind::Expired, &reply);
                post.due_at = now;
                reply.post = Some(self.core.store.add_post(&post).await?);
                out.push(Notice { place, reply });
            }
        }
        // One game's failure (a refused write, say) never keeps the others waiting; a game
        // that no longer replays is closed by `load_game` and skipped.
        for id in self.core.store.games_due(now).await? {
            match self.timer_for(id, now).await {
                Ok(notices) => out.extend(notices),
                Err(e) => {
                    tracing::error!(game = id.0, error = %e, "the turn timer failed for a game")
                }
            }
        }
        match self.ratings.seasons_due(now).await {
            Ok(notices) => out.extend(notices),
            Err(e) => tracing::error!(error = %e, "ending the seasons due failed"),
        }
        match self.tournaments.due(self).await {
            Ok(notices) => out.extend(notices),
            Err(e) => tracing::error!(error = %e, "the tournaments' sweep failed"),
        }
        if let Err(e) = self.resume_computers().await {
            tracing::error!(error = %e, "resuming the computer's turns failed");
        }
        Ok(out)
    }

    /// The timer's work in game `id`: the forfeits due, then the reminder due, if any.
    pub(super) async fn timer_for(
        &self,
        id: GameId,
        now: i64,
    ) -> Result<Vec<Notice>, ServiceError> {
        let Some(stored) = self.core.store.game(id).await? else {
            return Ok(Vec::new());
        };
        let (loaded, mut out) = match self.rebuild_timed(Lang::EnUs, stored).await {
            Ok(done) => done,
            Err(failure) => {
                if failure.answer()?.refusal == Some(crate::service::Refusal::NotSaved) {
                    tracing::error!(game = id.0, "the turn timer could not save a time forfeit");
                }
                return Ok(Vec::new());
            }
        };
        out.extend(self.reminder_for(loaded, now).await?);
        Ok(out)
    }

    /// Applies the time forfeits due in a game, each written guarded by its ply as every turn
    /// is (a forfeit another process or the timer wrote first is not written again, nor
    /// posted): with 2 players or in teams the late side loses; with 3 players or in
    /// free-for-all the late player is out and the next one's turn starts now. Returns the
    /// game as it stands after them and their public posts, or the error that kept a forfeit
    /// from being saved ([`Failure::Unsaved`]: that forfeit changed nothing; those written
    /// before it are posted).
    pub(in crate::service) async fn forfeit_due(
        &self,
        mut loaded: Loaded,
    ) -> Result<(Loaded, Vec<Notice>), Failure> {
        let mut notices = Vec::new();
        // Each forfeit ends the game or puts a seat out; each conflict means another turn was
        // written: a game of at most four seats needs few rounds.
        for _ in 0..8 {
            let Some((seat, next, lead)) = forfeit_now(&loaded, self.core.now()) else {
                break;
            };
            let (id, lang) = (loaded.stored.id, loaded.lang);
            let place = Where {
                guild_id: loaded.stored.guild_id,
                channel_id: loaded.stored.channel_id,
            };
            match self
                .commit_posting(
                    loaded,
                    next,
                    Turn::Time(seat),
                    seat,
                    &lead,
                    Some(PostKind::Forfeit),
                )
                .await
            {
                Ok(reply) => notices.push(Notice { place, reply }),
                Err(Failure::Unsaved(StoreError::Conflict)) => {}
                Err(Failure::Unsaved(e)) => {
                    // The forfeits written before this one are posted all the same.
                    self.outbox.post(notices);
                    return Err(Failure::Unsaved(e));
                }
                Err(failure) => return Err(failure),
            }
            let stored = self.core.stored(id).await?;
            let game = stored.replay()?;
            loaded = Loaded { stored, game, lang };
        }
        Ok((loaded, notices))
    }

    /// Applies the time forfeits due in every game (posting them), so that standings and
    /// statistics never count a game whose time is up as running.
    pub(in crate::service) async fn forfeit_all_due(&self) -> Result<(), ServiceError> {
        for id in self.core.store.games_due(self.core.now()).await? {
            self.load_game(id).await?;
        }
        Ok(())
    }

    /// The reminder due in a game, if any: a quarter of the turn's time is left and its
    /// player was not reminded yet.
    pub(super) async fn reminder_for(
        &self,
        loaded: Loaded,
        now: i64,
    ) -> Result<Option<Notice>, ServiceError> {
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
            return Ok(None);
        }
        if !loaded.stored.reminded && elapsed * 4 >= limit_ms * 3 {
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
            let role = self
                .core
                .server_settings(place.guild_id)
                .await?
                .reminder_role;
            if let Some(role) = role {
                let _ = write!(text, " ({})", markup::role(role));
            }
            let mut reply = Reply {
                text,
                mentions: vec![p.user_id],
                role_mentions: role.into_iter().collect(),
                button_lang: lang,
                post_lang: Some(lang),
                events: vec![crate::service::Event::Reminder {
                    game: loaded.stored.id,
                    seat,
                    left,
                }],
                ..Reply::default()
            };
            let dm = crate::service::outbox::dm_text(
                lang,
                loaded.stored.id,
                seat,
                place.channel_id,
                Some(duration_words(lang, left)),
            );
            self.outbox
                .address(p.user_id, &p.name, &mut reply, dm)
                .await;
            let post = self.outbox.new_post(
                &place,
                Some((loaded.stored.id, loaded.stored.ply)),
                PostKind::Reminder,
                &reply,
            );
            let Some(posted) = self
                .core
                .store
                .remind_posting(loaded.stored.id, loaded.stored.ply, Some(&post))
                .await?
            else {
                return Ok(None);
            };
            reply.post = posted;
            self.outbox.complete_post(&reply, true).await?;
            return Ok(Some(Notice { place, reply }));
        }
        Ok(None)
    }

    /// Runs [`Games::tick`] every `period` in a background task, sending what it returns to
    /// the notice channel. Failures are logged.
    pub(in crate::service) fn run_timer(self: &Arc<Self>, period: Duration) -> JoinHandle<()> {
        let games = Arc::clone(self);
        tokio::spawn(async move {
            let mut interval = tokio::time::interval(period);
            interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                interval.tick().await;
                let started = std::time::Instant::now();
                let swept = games.tick().await;
                metrics::histogram!("focus_timer_sweep_seconds")
                    .record(started.elapsed().as_secs_f64());
                match swept {
                    Ok(notices) => {
                        for n in notices {
                            games.outbox.post(vec![n]);
                        }
                    }
                    Err(e) => tracing::error!(error = %e, "turn timer failed"),
                }
            }
        })
    }
}

/// The time forfeit due in a game at `now`, if any: the seat whose time ran out (never the
/// computer's), the game after its forfeit, and the sentence that leads its post.
fn forfeit_now(loaded: &Loaded, now: i64) -> Option<(Seat, Game, String)> {
    let limit = loaded.stored.options.turn_limit?;
    let seat = loaded.game.position().to_act()?;
    if loaded.stored.player(seat).computer.is_some() {
        return None;
    }
    let elapsed = (now - loaded.stored.turn_started_at).max(0) as u128;
    if elapsed < limit.as_millis() {
        return None;
    }
    let mut next = loaded.game.clone();
    next.apply(Turn::Time(seat)).ok()?;
    let config = loaded.game.position().config();
    let lang = loaded.lang;
    let who = seat_label(lang, &loaded.stored, seat);
    let lead = if config.players() == 2 || config.mode() == Mode::Teams {
        t!(lang, "timed-out-forfeits", seat = who)
    } else {
        t!(lang, "timed-out-out", seat = who)
    } + "\n";
    Some((seat, next, lead))
}
