//! `/focus analyze` and the Analyze button under a game-over post: a quick answer at once (a
//! refusal privately, a stored analysis publicly); a slow one deferred (publicly), with a
//! "queued" note in the deferred message when other analyses go first, and the analysis itself
//! as the follow-up.

use poise::serenity_prelude as serenity;
use serenity::ComponentInteraction;
use tracing::error;

use super::answer::{DEFER_AFTER, caller, lang};
use super::clicker::{Clicker, clicker, fail};
use crate::discord::data::{Context, Data, Error, Outcome, note_result};
use crate::discord::reply::{Layout, Target};
use crate::discord::texts::{restarting, servers_only, went_wrong};
use crate::i18n::Lang;
use crate::service::{Actor, GameId, Service, Where};

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
    let outcome = run(
        &target,
        &ctx.data().service,
        &actor,
        &place,
        game.map(GameId),
        lang(ctx),
    )
    .await?;
    note_result(ctx, outcome).await;
    Ok(())
}

/// A click on Analyze under a game-over post.
pub(super) async fn on_click(
    target: &Target<'_>,
    data: &Data,
    click: &ComponentInteraction,
    game_id: GameId,
) -> Result<Outcome, Error> {
    let Some(Clicker {
        actor, place, lang, ..
    }) = clicker(target, data, click, servers_only).await?
    else {
        return Ok(Outcome::Refused);
    };
    run(target, &data.service, &actor, &place, Some(game_id), lang).await
}

/// Answers at once when the answer is quick (a refusal, privately; an analysis already
/// stored); otherwise defers (publicly), tells the queue position if the analysis has to wait,
/// then shows it.
async fn run(
    target: &Target<'_>,
    service: &Service,
    actor: &Actor,
    place: &Where,
    game: Option<GameId>,
    lang: Lang,
) -> Result<Outcome, Error> {
    let (tx, mut queue_note) = tokio::sync::oneshot::channel();
    let analysis = service.analyze(actor, place, game, move |reply| {
        let _ = tx.send(reply);
    });
    tokio::pin!(analysis);
    let defer_after = tokio::time::sleep(DEFER_AFTER);
    tokio::pin!(defer_after);
    // `Some(note)`: the queue position, to show at once; `None` with `noted`: no queue.
    let mut queued = None;
    let mut noted = false;
    let quick = loop {
        tokio::select! {
            biased;
            result = &mut analysis => break Some(result),
            note = &mut queue_note, if !noted => {
                noted = true;
                if let Ok(note) = note {
                    queued = Some(note);
                    break None;
                }
            }
            () = &mut defer_after => break None,
        }
    };
    if let Some(result) = quick {
        return match result {
            Ok(reply) => {
                target.respond(&Layout::of(&reply, lang)).await?;
                Ok(Outcome::of(&reply))
            }
            Err(e) => {
                error!(user = actor.user_id.0, error = ?e, "the analysis failed");
                fail(target, lang).await
            }
        };
    }
    target.defer().await?;
    let told = async {
        let note = match queued {
            Some(note) => Some(note),
            None if noted => None,
            None => queue_note.await.ok(),
        };
        let Some(note) = note else {
            return false;
        };
        if let Err(e) = target.finish(&Layout::of(&note, lang)).await {
            error!(error = ?e, "cannot tell the analysis's place in the queue");
        }
        true
    };
    let (result, told) = tokio::join!(analysis, told);
    let (layout, outcome) = match result {
        Ok(reply) => (Layout::of(&reply, lang), Outcome::of(&reply)),
        Err(e) => {
            error!(user = actor.user_id.0, error = ?e, "the analysis failed");
            (Layout::private(&went_wrong(lang)), Outcome::Failed)
        }
    };
    if told {
        target.follow_up(&layout).await?;
    } else {
        target.finish(&layout).await?;
    }
    Ok(outcome)
}
