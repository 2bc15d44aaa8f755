//! What a user is told when a command fails before or while it runs (the cause goes to the
//! log).

use tracing::{error, info};

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
        poise::FrameworkError::Command { error, ctx, .. } => {
            error!(command = %ctx.invoked_command_name(), error = ?error, "command failed");
            went_wrong(lang)
        }
        poise::FrameworkError::ArgumentParse { error, ctx, .. } => {
            info!(command = %ctx.invoked_command_name(), error = %error, "bad arguments");
            t!(lang, "bad-arguments")
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
    let target = Target {
        http: &app.serenity_context().http,
        id: app.interaction.id,
        token: &app.interaction.token,
    };
    // Fails harmlessly when the command had answered already.
    let _ = target.respond(&Layout::private(&message)).await;
}
