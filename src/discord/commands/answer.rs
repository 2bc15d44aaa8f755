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

use crate::discord::data::{Context, Error, note_result};
use crate::discord::direct;
use crate::discord::reply::{Layout, Target};
use crate::discord::texts::{restarting, servers_only, went_wrong};
use crate::i18n::Lang;
use crate::markup;
use crate::notation::parse_action;
use crate::service::{Actor, Reply, ServiceResult, Where};

/// How long an answer may be worked on before the interaction is deferred: well within
/// Discord's 3 s for the first response, leaving room for the defer's own trip (and a wait on a
/// rate limit).
const DEFER_AFTER: Duration = Duration::from_millis(1200);
/// How long the check that a move is legal may take before the move is deferred anyway.
const LEGAL_CHECK: Duration = Duration::from_millis(800);

/// Who runs the command, and where; `None` (after answering) outside a server.
pub(super) async fn caller(ctx: Context<'_>) -> Result<Option<(Actor, Where)>, Error> {
    let Some(guild_id) = ctx.guild_id() else {
        let text = servers_only(lang(ctx));
        answer(ctx, false, async { Ok(Reply::private(text)) }).await?;
        return Ok(None);
    };
    let actor = Actor::new(ctx.author().id.get(), member_name(ctx)).speaking(lang(ctx));
    let place = Where {
        guild_id: guild_id.get(),
        channel_id: ctx.channel_id().get(),
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
pub(super) fn thread_parent(ctx: Context<'_>) -> Option<u64> {
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
        .map(serenity::ChannelId::get)
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
    let outcome = if slow {
        target.defer().await?;
        operation.await
    } else {
        match tokio::time::timeout(DEFER_AFTER, &mut operation).await {
            Ok(outcome) => outcome,
            Err(_) => {
                target.defer().await?;
                deferred = true;
                operation.await
            }
        }
    };
    let result = match &outcome {
        Ok(reply) if reply.refusal.is_some() => "refused",
        Ok(_) => "ok",
        Err(_) => "error",
    };
    note_result(ctx, result).await;
    let (layout, challenge, shown) = match outcome {
        Ok(reply) => {
            if reply.private {
                info!(parent: &span, answer = %markup::plain(&reply.text, |id| id.to_string()), "refused");
            }
            (
                Layout::of(&reply, lang),
                reply.challenge.clone(),
                Some(reply),
            )
        }
        Err(e) => {
            error!(parent: &span, error = ?e, "command failed");
            (Layout::private(&went_wrong(lang)), None, None)
        }
    };
    let answered = if deferred {
        target.finish(&layout).await
    } else {
        target.respond(&layout).await
    };
    let service = &ctx.data().service;
    if let Some(post) = shown.as_ref().and_then(|r| r.post) {
        confirm_post(
            service,
            app.interaction,
            target.http,
            post,
            answered.is_ok(),
        )
        .await;
    }
    answered?;
    if let Some(reply) = shown.filter(|r| r.direct.is_some() && !r.private) {
        let posted = app.interaction.get_response(target.http).await?;
        if let Some(guild_id) = ctx.guild_id() {
            direct::send_after(
                &ctx.serenity_context().http,
                service,
                &reply,
                &posted,
                guild_id.get(),
            );
        }
    }
    // A direct message refused since the caller's last command: told once, privately.
    match service.dm_refused_notice(ctx.author().id.get(), lang).await {
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

/// Marks the outbox post a command's answer carried as sent, with the answer's message; or,
/// when the answer failed, hands it to the delivery worker to post in the channel.
async fn confirm_post(
    service: &crate::service::Service,
    interaction: &serenity::CommandInteraction,
    http: &serenity::Http,
    post: i64,
    answered: bool,
) {
    let confirmed = if answered {
        match interaction.get_response(http).await {
            Ok(message) => service.post_sent(post, message.id.get()).await.map(drop),
            // Shown, probably: the worker looks for it before posting it again.
            Err(e) => {
                error!(post, error = %e, "cannot read back a turn's answer");
                Ok(())
            }
        }
    } else {
        service.post_failed(post).await
    };
    if let Err(e) = confirmed {
        error!(post, error = %e, "cannot note a post's delivery");
    }
}
