//! What a user is told when a command fails before or while it runs (the cause goes to the
//! log).

use poise::serenity_prelude as serenity;
use tracing::{error, info, warn};

use crate::discord::data::{Data, Error};
use crate::discord::reply::{Layout, Target};
use crate::discord::texts::{
    missing_bot_permissions, missing_user_permissions, servers_only, went_wrong,
};
use crate::i18n::Lang;
use crate::t;

/// Logs what went wrong in a command, and answers the user privately if nothing did yet.
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    let lang = error
        .ctx()
        .and_then(|ctx| ctx.locale())
        .map_or(Lang::EnUs, Lang::from_locale_or_default);
    let message = match &error {
        poise::FrameworkError::Command { error, ctx, .. } if too_late(error) => {
            // Nothing can answer it any more: Discord shows the user it failed.
            warn!(
                command = %ctx.invoked_command_name(),
                "an interaction came too late to be answered (Discord waits 3 s for the first \
                 answer): it arrived late, as when the gateway was away"
            );
            return;
        }
        poise::FrameworkError::Command { error, ctx, .. } => {
            error!(command = %ctx.invoked_command_name(), error = ?error, "command failed");
            went_wrong(lang)
        }
        poise::FrameworkError::ArgumentParse { error, ctx, .. } => {
            info!(command = %ctx.invoked_command_name(), error = %error, "bad arguments");
            t!(
                lang,
                "bad-arguments",
                help_command = crate::slash_commands::example::bare(lang, "help")
            )
        }
        poise::FrameworkError::GuildOnly { .. } => servers_only(lang),
        poise::FrameworkError::MissingBotPermissions {
            missing_permissions,
            ctx,
            ..
        } => {
            info!(command = %ctx.invoked_command_name(), missing = %missing_permissions, "missing permissions");
            missing_bot_permissions(lang, *missing_permissions)
        }
        poise::FrameworkError::MissingUserPermissions {
            missing_permissions,
            ctx,
            ..
        } => missing_user_permissions(
            lang,
            *missing_permissions,
            ctx.command().qualified_name.to_string(),
        ),
        other => {
            error!(error = %other, "command failed before it ran");
            went_wrong(lang)
        }
    };
    let Some(poise::Context::Application(app)) = error.ctx() else {
        return;
    };
    if app.interaction_type != poise::CommandInteractionType::Command {
        return;
    }
    // The command answered (or deferred) before it failed: a second first response would be
    // refused by Discord (the interaction is acknowledged already), and late besides.
    if app
        .has_sent_initial_response
        .load(std::sync::atomic::Ordering::SeqCst)
    {
        return;
    }
    let target = Target {
        http: &app.serenity_context().http,
        id: app.interaction.id,
        token: &app.interaction.token,
    };
    let _ = target.respond(&Layout::private(&message)).await;
}

/// Discord's code for an interaction it no longer knows (its token expired, or the first answer
/// came after 3 s).
const UNKNOWN_INTERACTION: isize = 10062;

/// Whether `error` is Discord refusing an answer to an interaction that expired.
fn too_late(error: &Error) -> bool {
    error.chain().any(|cause| {
        matches!(
            cause.downcast_ref::<serenity::Error>(),
            Some(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)))
                if response.error.code == UNKNOWN_INTERACTION
        )
    })
}
