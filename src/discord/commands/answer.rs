//! What every command shares: who calls and where, in which language, and how the service's
//! reply is shown.
//!
//! Privacy is decided before anything is deferred: a deferred response can only become as
//! private as the defer was, so only work that will show a picture is deferred (publicly), and
//! a reply that turns out private anyway replaces the public "thinking…" with a private
//! message.
//!
//! Discord wants the first response within 3 s. Work with a picture is deferred at once; any
//! other answer still being worked on after [`DEFER_AFTER`] (a database waiting on a lock) is
//! deferred then, and finished the same way.

use std::future::Future;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::{Instrument as _, error, info, info_span};

use crate::discord::data::{Context, Error, Outcome, note_result};
use crate::discord::direct;
use crate::discord::outbox::maybe_done;
use crate::discord::reply::{Layout, Target};
use crate::discord::texts::{restarting, servers_only, went_wrong};
use crate::i18n::Lang;
use crate::markup;
use crate::notation::parse_action;
use crate::service::{Actor, Reply, ServiceResult, Where};

/// How long an answer may be worked on before the interaction is deferred: well within
/// Discord's 3 s for the first response, leaving room for the defer's own trip (and a wait on a
/// rate limit).
pub(super) const DEFER_AFTER: Duration = Duration::from_millis(1200);
/// How long an interaction's token lets the bot change its answer.
const TOKEN_LIFETIME: Duration = Duration::from_secs(14 * 60);
/// How long the check that a move is legal may take before the move is deferred anyway.
const LEGAL_CHECK: Duration = Duration::from_millis(800);
/// How long an answer carrying a post waits for its channel's earlier posts to be delivered
/// before it leaves its post to the delivery worker.
const ORDER_WAIT: Duration = Duration::from_secs(10);

/// Who runs the command, and where; `None` (after answering) outside a server.
pub(super) async fn caller(ctx: Context<'_>) -> Result<Option<(Actor, Where)>, Error> {
    let Some(guild_id) = ctx.guild_id() else {
        let text = servers_only(lang(ctx));
        answer(ctx, false, async { Ok(Reply::private(text)) }).await?;
        return Ok(None);
    };
    let actor = Actor::new(ctx.author().id.into(), member_name(ctx)).speaking(lang(ctx));
    let place = Where {
        guild_id: guild_id.into(),
        channel_id: ctx.channel_id().into(),
    };
    Ok(Some((actor, place)))
}

/// The caller's language: the locale Discord sends with every interaction (en-US when the bot
/// does not speak it).
pub(super) fn lang(ctx: Context<'_>) -> Lang {
    ctx.locale()
        .map_or(Lang::EnUs, Lang::from_locale_or_default)
}

/// The channel a thread belongs to, when the command comes from a thread.
pub(super) fn thread_parent(ctx: Context<'_>) -> Option<crate::store::ChannelId> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    // A text channel's parent is its category: only a thread's counts.
    app.interaction
        .channel
        .as_ref()
        .filter(|c| {
            matches!(
                c.kind,
                serenity::ChannelType::PublicThread
                    | serenity::ChannelType::PrivateThread
                    | serenity::ChannelType::NewsThread
            )
        })
        .and_then(|c| c.parent_id)
        .map(Into::into)
}

/// The caller's name as the server shows it.
pub(super) fn member_name(ctx: Context<'_>) -> String {
    if let poise::Context::Application(app) = ctx
        && let Some(member) = &app.interaction.member
    {
        return member.display_name().to_string();
    }
    display_name(ctx.author())
}

pub(super) fn display_name(user: &serenity::User) -> String {
    user.global_name
        .clone()
        .unwrap_or_else(|| user.name.clone())
}

/// Whether `notation` is one of the caller's legal actions now: the turn will be played and
/// show a picture, so it is worth deferring (publicly).
pub(super) async fn is_legal(
    ctx: Context<'_>,
    actor: &Actor,
    place: &Where,
    notation: &str,
) -> bool {
    let Ok(action) = parse_action(notation.trim()) else {
        return false;
    };
    let canonical = action.to_string();
    let legal = ctx.data().service.legal_actions(actor, place);
    match tokio::time::timeout(LEGAL_CHECK, legal).await {
        Ok(Ok(legal)) => legal.contains(&canonical),
        Ok(Err(_)) => false,
        // The database is slow: the answer will be too, so defer it.
        Err(_) => true,
    }
}

/// Shows the outcome of `operation`: deferred first when `slow` (work with a picture).
pub(super) async fn answer(
    ctx: Context<'_>,
    slow: bool,
    operation: impl Future<Output = ServiceResult>,
) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let target = Target {
        http: &ctx.serenity_context().http,
        id: app.interaction.id,
        token: &app.interaction.token,
    };
    let lang = lang(ctx);
    let open = ctx.data().open.read().await;
    if !*open {
        target.respond(&Layout::private(&restarting(lang))).await?;
        return Ok(());
    }
    // The service's own logs (a game's id) and these carry the server, channel and caller.
    let span = info_span!(
        "command",
        guild = ctx.guild_id().map(|g| g.get()),
        channel = ctx.channel_id().get(),
        user = ctx.author().id.get(),
        command = %ctx.command().qualified_name,
    );
    let operation = operation.instrument(span.clone());
    tokio::pin!(operation);
    let mut deferred = slow;
    // Once the interaction has its first response, an error after it must not send a second
    // one (`on_error` reads this): Discord refuses it, and the user saw an answer already.
    let acknowledged = || {
        app.has_sent_initial_response
            .store(true, std::sync::atomic::Ordering::SeqCst);
    };
    let outcome = if slow {
        target.defer().await?;
        acknowledged();
        operation.await
    } else {
        match tokio::time::timeout(DEFER_AFTER, &mut operation).await {
            Ok(outcome) => outcome,
            Err(_) => {
                target.defer().await?;
                acknowledged();
                deferred = true;
                operation.await
            }
        }
    };
    let result = match &outcome {
        Ok(reply) => Outcome::of(reply),
        Err(_) => Outcome::Failed,
    };
    note_result(ctx, result).await;
    let (layout, challenge, shown) = match outcome {
        Ok(reply) => {
            if reply.private {
                info!(parent: &span, answer = %markup::plain(&reply.text, |id| id.to_string()), "refused");
            }
            (
                Layout::of(&reply, lang),
                reply.challenge().cloned(),
                Some(reply),
            )
        }
        Err(e) => {
            error!(parent: &span, error = ?e, "command failed");
            (Layout::private(&went_wrong(lang)), None, None)
        }
    };
    let service = &ctx.data().service;
    let post = shown.as_ref().and_then(|r| r.post);
    // A post shows after its channel's earlier ones: the answer waits for them (deferred), or
    // leaves its post to the delivery worker, which keeps the channel's order.
    if let Some(post) = post {
        let ordered = in_order(service, &target, &mut deferred, post).await;
        if deferred {
            acknowledged();
        }
        if !ordered? {
            return Ok(());
        }
    }
    // A deferred answer's edit returns the message shown: its id needs no second request
    // (which could fail, leaving the turn's post unconfirmed and its channel's next posts
    // waiting behind it).
    let answered = if deferred {
        target.finish_shown(&layout).await
    } else {
        target.respond(&layout).await.map(|()| None)
    };
    if answered.is_ok() {
        acknowledged();
    }
    if let Some(post) = post {
        let handed_over = confirm_post(
            service,
            app.interaction,
            target.http,
            post,
            &layout,
            &answered,
        )
        .await;
        if handed_over && deferred {
            take_away_later(&ctx.serenity_context().http, app.interaction.token.clone());
        }
    }
    let edited = answered?;
    if let Some(reply) = shown.filter(|r| r.direct.is_some() && !r.private) {
        let posted = match edited {
            Some(message) => message,
            None => app.interaction.get_response(target.http).await?,
        };
        if let Some(guild_id) = ctx.guild_id() {
            direct::send_after(
                &ctx.serenity_context().http,
                service,
                &reply,
                &posted,
                guild_id.into(),
            );
        }
    }
    // A direct message refused since the caller's last command: told once, privately.
    match service
        .dm_refused_notice(ctx.author().id.into(), lang)
        .await
    {
        Ok(Some(notice)) => target.follow_up(&Layout::of(&notice, lang)).await?,
        Ok(None) => {}
        Err(e) => {
            error!(user = %ctx.author().id, error = ?e, "cannot read the direct-message note")
        }
    }
    if let Some(challenge) = challenge {
        let invitations = &ctx.data().invitations;
        if layout.has_buttons() {
            let shown = app.interaction.get_response(target.http).await?;
            invitations
                .remember(target.http, &challenge, shown.channel_id, shown.id)
                .await;
        }
        invitations.close(target.http, &challenge).await;
    }
    Ok(())
}

/// Whether the answer carrying `post` may show now: no earlier post of its channel waits, or
/// none does any more within [`ORDER_WAIT`] (the answer is deferred meanwhile). Else the post is
/// handed to the delivery worker, which posts it after them, and the deferred answer is taken
/// away (it would stay "thinking…").
async fn in_order(
    service: &crate::service::Service,
    target: &Target<'_>,
    deferred: &mut bool,
    post: i64,
) -> Result<bool, Error> {
    if service
        .earlier_posts_delivered(post, Duration::ZERO)
        .await?
    {
        return Ok(true);
    }
    if !*deferred {
        target.defer().await?;
        *deferred = true;
    }
    if service.earlier_posts_delivered(post, ORDER_WAIT).await? {
        return Ok(true);
    }
    info!(
        post,
        "earlier posts of the channel still wait: the answer's post follows them"
    );
    service.post_failed(post).await?;
    if let Err(e) = target
        .http
        .delete_original_interaction_response(target.token)
        .await
    {
        info!(post, error = %e, "cannot take the deferred answer away");
    }
    Ok(false)
}

/// Posts a click's public `reply` (laid out as `layout`) as a follow-up, after its channel's
/// earlier posts: it waits for them at most [`ORDER_WAIT`], else leaves its post to the delivery
/// worker, which posts it after them (`None`). The post is confirmed as [`confirm_post`] does
/// for a command's answer (a follow-up that may have gone out is looked for by the worker).
pub(super) async fn follow_up_post(
    service: &crate::service::Service,
    target: &Target<'_>,
    reply: &Reply,
    layout: &Layout,
) -> Result<Option<serenity::Message>, Error> {
    if let Some(post) = reply.post
        && !service.earlier_posts_delivered(post, ORDER_WAIT).await?
    {
        info!(
            post,
            "earlier posts of the channel still wait: the click's post follows them"
        );
        service.post_failed(post).await?;
        return Ok(None);
    }
    let posted = target.follow_up_message(layout).await;
    if let Some(post) = reply.post {
        let noted = match &posted {
            Ok(message) => service.post_sent(post, message.id.get()).await.map(drop),
            // Shown, maybe: the worker looks for it once the grace has passed.
            Err(e) if maybe_done(e) => Ok(()),
            Err(_) => service.post_failed(post).await,
        };
        if let Err(e) = noted {
            error!(post, error = %e, "cannot note a post's delivery");
        }
    }
    Ok(Some(posted?))
}

/// Marks the outbox post a command's answer carried as sent, with the answer's message; or,
/// when the answer failed, hands it to the delivery worker to post in the channel. An answer
/// whose failure does not say it was not shown (a 5xx, no answer) is read back first: shown
/// after all, it is the post; read back as something else, it is handed over; not read back,
/// the worker looks for it in the channel once [`crate::service::REPLY_GRACE`] has passed.
async fn confirm_post(
    service: &crate::service::Service,
    interaction: &serenity::CommandInteraction,
    http: &serenity::Http,
    post: i64,
    layout: &Layout,
    answered: &serenity::Result<Option<serenity::Message>>,
) -> bool {
    let (confirmed, handed_over) = match answered {
        Ok(Some(message)) => (
            service.post_sent(post, message.id.get()).await.map(drop),
            false,
        ),
        Ok(None) => match interaction.get_response(http).await {
            Ok(message) => (
                service.post_sent(post, message.id.get()).await.map(drop),
                false,
            ),
            // Shown, probably: the worker looks for it before posting it again.
            Err(e) => {
                error!(post, error = %e, "cannot read back a turn's answer");
                (Ok(()), false)
            }
        },
        Err(e) if maybe_done(e) => match interaction.get_response(http).await {
            Ok(message) if message.content == layout.content() => (
                service.post_sent(post, message.id.get()).await.map(drop),
                false,
            ),
            Ok(_) => (service.post_failed(post).await, true),
            Err(e) => {
                error!(post, error = %e, "cannot read back a failed turn's answer");
                (Ok(()), false)
            }
        },
        Err(_) => (service.post_failed(post).await, true),
    };
    if let Err(e) = confirmed {
        error!(post, error = %e, "cannot note a post's delivery");
    }
    handed_over
}

/// Takes away a deferred answer ("thinking…") whose post went to the delivery worker after its
/// edit failed: Discord may still be failing, so it is tried again, backing off, for as long as
/// the interaction's token lasts (15 minutes).
fn take_away_later(http: &std::sync::Arc<serenity::Http>, token: String) {
    let http = http.clone();
    tokio::spawn(async move {
        let mut wait = Duration::from_secs(1);
        let started = std::time::Instant::now();
        loop {
            match http.delete_original_interaction_response(&token).await {
                Ok(()) => return,
                // Gone already, or the token expired: nothing is left to take away.
                Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)))
                    if r.status_code.as_u16() == 404 =>
                {
                    return;
                }
                Err(e) if started.elapsed() + wait > TOKEN_LIFETIME => {
                    info!(error = %e, "cannot take a deferred answer away");
                    return;
                }
                Err(_) => {}
            }
            tokio::time::sleep(wait).await;
            wait = (wait * 2).min(Duration::from_secs(60));
        }
    });
}
