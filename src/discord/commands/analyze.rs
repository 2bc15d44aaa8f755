//! `/focus analyze` and the Analyze button under a game-over post: deferred (publicly) at once,
//! a "queued" note in the deferred message when other analyses go first, and the analysis
//! itself as the follow-up.

use poise::serenity_prelude as serenity;
use serenity::ComponentInteraction;
use tracing::error;

use super::answer::{caller, lang};
use crate::discord::data::{Context, Data, Error};
use crate::discord::reply::{Layout, Target};
use crate::discord::texts::{restarting, servers_only, went_wrong};
use crate::i18n::Lang;
use crate::service::{Actor, Service, Where};

/// A finished game's chart of who was winning, each player's accuracy and the costliest turns.
#[poise::command(
    slash_command,
    required_bot_permissions = "SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES"
)]
pub(super) async fn analyze(
    ctx: Context<'_>,
    #[description = "A game's number (default: this channel's latest)"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let target = Target {
        http: &ctx.serenity_context().http,
        id: app.interaction.id,
        token: &app.interaction.token,
    };
    let open = ctx.data().open.read().await;
    if !*open {
        return Ok(target
            .respond(&Layout::private(&restarting(lang(ctx))))
            .await?);
    }
    run(
        &target,
        &ctx.data().service,
        &actor,
        &place,
        game,
        lang(ctx),
    )
    .await
}

/// A click on Analyze under a game-over post.
pub(super) async fn on_click(
    ctx: &serenity::Context,
    data: &Data,
    click: &ComponentInteraction,
    game_id: i64,
) -> Result<(), Error> {
    let target = Target {
        http: &ctx.http,
        id: click.id,
        token: &click.token,
    };
    let lang = Lang::from_locale_or_default(&click.locale);
    let Some(guild_id) = click.guild_id else {
        return Ok(target
            .respond(&Layout::private(&servers_only(lang)))
            .await?);
    };
    let open = data.open.read().await;
    if !*open {
        return Ok(target.respond(&Layout::private(&restarting(lang))).await?);
    }
    let name = super::answer::display_name(&click.user);
    let actor = Actor::new(click.user.id.get(), name).speaking(lang);
    let place = Where {
        guild_id: guild_id.get(),
        channel_id: click.channel_id.get(),
    };
    run(&target, &data.service, &actor, &place, Some(game_id), lang).await
}

/// Defers, tells the queue position if the analysis has to wait, then shows it.
async fn run(
    target: &Target<'_>,
    service: &Service,
    actor: &Actor,
    place: &Where,
    game: Option<i64>,
    lang: Lang,
) -> Result<(), Error> {
    target.defer().await?;
    let (tx, rx) = tokio::sync::oneshot::channel();
    let analysis = service.analyze(actor, place, game, move |reply| {
        let _ = tx.send(reply);
    });
    let told = async {
        match rx.await {
            Ok(reply) => {
                if let Err(e) = target.finish(&Layout::of(&reply, lang)).await {
                    error!(error = ?e, "cannot tell the analysis's place in the queue");
                }
                true
            }
            Err(_) => false,
        }
    };
    let (result, told) = tokio::join!(analysis, told);
    let layout = match result {
        Ok(reply) => Layout::of(&reply, lang),
        Err(e) => {
            error!(user = actor.user_id, error = ?e, "the analysis failed");
            Layout::private(&went_wrong(lang))
        }
    };
    if told {
        target.follow_up(&layout).await?;
    } else {
        target.finish(&layout).await?;
    }
    Ok(())
}
