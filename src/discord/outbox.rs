//! The delivery worker: posts the outbox's due posts ([`crate::store::Post`]) to their channels,
//! once each, in order per channel, across restarts.
//!
//! Of the processes sharing the database, the one holding the claim `outbox` delivers (renewed
//! each round; another takes over [`OUTBOX_LEASE`] after a holder died). A channel's posts
//! leave in the order they were written: only its first waiting post is ever due. Each post is
//! sent with its row's nonce and `enforce_nonce`, so Discord creates one message for a nonce
//! even when a request that timed out is sent again, within Discord's nonce window ("a few
//! minutes", not published). A post whose last attempt has an unknown outcome (a timeout, a lost
//! connection, a 5xx, an attempt by a process that stopped or by another process: each attempt
//! is counted in its row before it is made; or a command's answer never confirmed within
//! [`crate::service::REPLY_GRACE`]) is therefore first looked for among the channel's recent
//! messages, in case the window has passed: the bot's own message with the post's exact content
//! and embed text, no older than the post, counts as it (Discord lists messages without their
//! nonce); a look that fails puts the post off rather than risk a second message. A failure is
//! retried with exponential
//! back-off and jitter (1 s, doubling, at most 5 min); a 403 or 404 (the channel is gone or
//! closed to the bot) is logged once and gives up every waiting post of that channel only.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use rand::Rng as _;
use serenity::{ChannelId, GetMessages, Http, Nonce};
use tracing::{error, warn};

use super::direct;
use super::invitations::Invitations;
use super::reply;
use crate::service::{REPLY_GRACE, Service};
use crate::store::{self, Post, PostKind};

/// How long the delivery claim lasts without renewal.
pub const OUTBOX_LEASE: Duration = Duration::from_secs(30);
/// How often the worker looks at the outbox when nothing wakes it.
const LOOK_EVERY: Duration = Duration::from_secs(1);
/// How long one post's request may take before its outcome counts as unknown.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(20);
/// The first retry's delay; each next doubles it, up to [`BACKOFF_CAP`].
const BACKOFF_FIRST: Duration = Duration::from_secs(1);
/// The longest delay between two attempts.
const BACKOFF_CAP: Duration = Duration::from_secs(300);
/// Posts delivered per round at most (one per channel).
const BATCH: i64 = 25;
/// Recent messages looked through for a post whose outcome is unknown.
const LOOK_BACK: u8 = 50;

/// Starts the delivery worker.
pub fn spawn(
    http: Arc<Http>,
    service: Service,
    invitations: Invitations,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut worker = Worker {
            http,
            service,
            invitations,
            outcomes: HashMap::new(),
            refused: HashSet::new(),
        };
        worker.run().await;
    })
}

struct Worker {
    http: Arc<Http>,
    service: Service,
    invitations: Invitations,
    /// Posts this process attempted and did not deliver, by whether their last attempt's
    /// outcome is unknown (a timeout: looked for before resending). A waiting post with
    /// attempts not in it was attempted by a process that stopped, or by another one: its
    /// outcome is unknown too.
    outcomes: HashMap<i64, bool>,
    /// Channels that refused the bot's posts, logged once each until a post there goes out.
    refused: HashSet<store::ChannelId>,
}

impl Worker {
    async fn run(&mut self) {
        let holder = format!("outbox {}", self.service.worker_name());
        loop {
            let mut wait = LOOK_EVERY;
            match self.round(&holder).await {
                Ok(true) => wait = Duration::ZERO,
                Ok(false) => {}
                Err(e) => error!(error = %e, "the outbox's delivery failed a round"),
            }
            if !wait.is_zero() {
                self.service.outbox_changed(wait).await;
            }
        }
    }

    /// One round: claims the work, then delivers the posts due. Whether any was delivered or
    /// given up (another round may find the next post of its channel due).
    async fn round(&mut self, holder: &str) -> Result<bool, crate::service::ServiceError> {
        let store = self.service.store();
        let now = self.service.now_ms();
        let until = now + OUTBOX_LEASE.as_millis() as i64;
        if !store.claim("outbox", holder, now, until).await? {
            return Ok(false);
        }
        metrics::gauge!("focus_outbox_waiting").set(store.posts_waiting().await? as f64);
        let mut moved = false;
        for post in store.posts_due(now, BATCH).await? {
            moved |= self.deliver(&post).await?;
        }
        Ok(moved)
    }

    /// Posts one due post: whether it is done with (sent or given up).
    async fn deliver(&mut self, post: &Post) -> Result<bool, crate::service::ServiceError> {
        let reply = self.service.post_reply(post).await?;
        let channel = ChannelId::from(post.channel_id);
        // The service's own posts: a challenge's buttons follow its language; no other has any.
        let lang = reply
            .challenge()
            .map_or(crate::i18n::Lang::EnUs, |c| c.lang);
        let layout = reply::Layout::of(&reply, lang);
        let unknown = self.outcome_unknown(post);
        // Noted before anything is sent: if this process stops during the attempt, the next
        // one knows its outcome is unknown.
        self.service.store().begin_post_attempt(post.id).await?;
        self.outcomes.insert(post.id, unknown);
        if unknown {
            match self.find_posted(channel, post, &layout).await {
                Ok(Some(id)) => {
                    self.outcomes.remove(&post.id);
                    self.service.post_sent(post.id, id).await?;
                    return Ok(true);
                }
                Ok(None) => {}
                // The channel is gone or closed to the bot: the post's own request says so.
                Err(e) if refused(&e) => {}
                // Not known to be absent: sending it now might make it twice.
                Err(e) => return self.retry(post, &format!("cannot look for it: {e}")).await,
            }
        }
        let message = layout
            .message()
            .nonce(Nonce::String(post.nonce.clone()))
            .enforce_nonce(true);
        let sent = tokio::time::timeout(REQUEST_TIMEOUT, channel.send_message(&self.http, message));
        let error = match sent.await {
            Ok(Ok(posted)) => {
                self.outcomes.remove(&post.id);
                self.refused.remove(&post.channel_id);
                self.service.post_sent(post.id, posted.id.get()).await?;
                direct::send_after(&self.http, &self.service, &reply, &posted, post.guild_id);
                if let Some(challenge) = reply.challenge() {
                    if layout.has_buttons() {
                        self.invitations
                            .remember(&self.http, challenge, channel, posted.id)
                            .await;
                    }
                    self.invitations.close(&self.http, challenge).await;
                }
                return Ok(true);
            }
            Ok(Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response))))
                if is_refusal(&response) =>
            {
                // The channel is gone or closed to the bot: its games go on, and the others'.
                let reason = format!(
                    "{} {}",
                    response.status_code.as_u16(),
                    response.error.message
                );
                let given_up = self
                    .service
                    .store()
                    .give_up_channel(post.channel_id, &reason)
                    .await?;
                if !self.refused.insert(post.channel_id) {
                    return Ok(true);
                }
                error!(
                    channel = post.channel_id.0,
                    posts = given_up,
                    %reason,
                    "Discord refuses the bot's posts in this channel (it is gone or a \
                     permission is missing): its posts are given up; its games go on"
                );
                return Ok(true);
            }
            Ok(Err(e)) => {
                // A definite refusal leaves the post known to be absent; a look that found
                // nothing too.
                self.outcomes.insert(post.id, maybe_done(&e));
                e.to_string()
            }
            Err(_) => {
                self.outcomes.insert(post.id, true);
                "no answer in time".to_string()
            }
        };
        self.retry(post, &error).await
    }

    /// Puts `post` off after a failed attempt (`error`), with back-off.
    async fn retry(&self, post: &Post, error: &str) -> Result<bool, crate::service::ServiceError> {
        let delay = backoff(post.attempts);
        warn!(
            channel = post.channel_id.0,
            post = post.id,
            attempt = post.attempts + 1,
            retry_in_ms = delay.as_millis() as u64,
            error = %error,
            "cannot deliver a post yet; retrying"
        );
        let due = self.service.now_ms() + delay.as_millis() as i64;
        self.service.store().retry_post(post.id, due).await?;
        Ok(false)
    }

    /// Whether the post may be on Discord already though nobody confirmed it: its last attempt
    /// had no answer, was made by a process that stopped (or by another one), or a command's
    /// answer carried it and never said how it went.
    fn outcome_unknown(&self, post: &Post) -> bool {
        match self.outcomes.get(&post.id) {
            Some(&unknown) => unknown,
            None if post.attempts > 0 => true,
            None => {
                post.kind != PostKind::Expired
                    && post.due_at >= post.created_at + REPLY_GRACE.as_millis() as i64
            }
        }
    }

    /// The message that is this post, among the channel's recent ones: the bot's own, with
    /// the post's exact content (and embed text), no older than the post (a second of slack for
    /// clocks). Discord lists messages without their nonce, so the words must tell.
    async fn find_posted(
        &self,
        channel: ChannelId,
        post: &Post,
        layout: &reply::Layout,
    ) -> Result<Option<u64>, serenity::Error> {
        let bot = self.service.bot_user_id();
        let recent = channel
            .messages(&self.http, GetMessages::new().limit(LOOK_BACK))
            .await?;
        let description = layout.description();
        Ok(recent
            .iter()
            .find(|m| {
                store::UserId::from(m.author.id) == bot
                    && m.content == layout.content()
                    && m.embeds.first().and_then(|e| e.description.clone()) == description
                    && m.timestamp.unix_timestamp() * 1000 >= post.created_at - 1000
            })
            .map(|m| m.id.get()))
    }
}

/// Whether Discord says the channel is gone or closed to the bot (403 or 404).
fn is_refusal(response: &serenity::ErrorResponse) -> bool {
    matches!(response.status_code.as_u16(), 403 | 404)
}

/// Whether `error` is Discord's [`is_refusal`].
fn refused(error: &serenity::Error) -> bool {
    matches!(
        error,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response))
            if is_refusal(response)
    )
}

/// Whether a failed post may have been made all the same: no answer came (a lost connection, a
/// timeout), or a server error answered it (Discord's, or the rate limiter's own 502/504 when
/// Discord did not answer in time), which does not say the message was not created.
pub(crate) fn maybe_done(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(serenity::HttpError::Request(_)) => true,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            response.status_code.is_server_error()
        }
        _ => false,
    }
}

/// The delay before attempt `attempts + 1`: 1 s doubling per attempt, at most 5 min, with up to
/// a quarter of it added or taken away at random (so retries of many posts spread out).
fn backoff(attempts: i64) -> Duration {
    let doubled = BACKOFF_FIRST.saturating_mul(1u32 << attempts.clamp(0, 16) as u32);
    let capped = doubled.min(BACKOFF_CAP).as_millis() as f64;
    let jitter =
        <rand::rngs::StdRng as rand::SeedableRng>::from_os_rng().random_range(-0.25..=0.25);
    Duration::from_millis((capped * (1.0 + jitter)) as u64)
}
