//! Takebacks: `/focus takeback`, a turn post's Take back button, and a request's Accept and
//! Decline. The service decides everything; a refusal is told to the clicker only, anything
//! else is posted to the channel.

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, EditInteractionResponse};
use tracing::error;

use super::answer::{answer, caller, follow_up_post};
use super::clicker::{Clicker, clicker, fail, tell};
use crate::discord::data::{Context, Data, Error, Outcome};
use crate::discord::direct;
use crate::discord::reply::{Layout, Target};
use crate::discord::texts::servers_only;
use crate::service::{Button, GameId};

/// An answer to a takeback request or a draw offer: what its buttons do, typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub(super) enum AnswerChoice {
    /// Agree.
    #[name = "accept"]
    Accept,
    /// Refuse.
    #[name = "decline"]
    Decline,
}

/// Ask to take back your last turn, or accept the takeback another player asked for.
#[poise::command(
    slash_command,
    required_bot_permissions = "SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES"
)]
pub(super) async fn takeback(
    ctx: Context<'_>,
    #[description = "Answer the takeback another player asked for: accept or decline"]
    #[rename = "answer"]
    answer_: Option<AnswerChoice>,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    match answer_ {
        None => answer(ctx, true, service.takeback(&actor, &place)).await,
        Some(a) => {
            let accept = a == AnswerChoice::Accept;
            let done = service.answer_takeback_here(&actor, &place, accept);
            answer(ctx, true, done).await
        }
    }
}

/// A click on Take back (`answer` `None`) or on a request's Accept or Decline, for the turn
/// that left game `game_id`'s log `ply` long. A request's buttons go once it is answered.
pub(super) async fn on_click(
    ctx: &serenity::Context,
    target: &Target<'_>,
    data: &Data,
    click: &ComponentInteraction,
    answer: Option<bool>,
    (game_id, ply): (GameId, i64),
) -> Result<Outcome, Error> {
    let Some(Clicker {
        actor, place, lang, ..
    }) = clicker(target, data, click, servers_only).await?
    else {
        return Ok(Outcome::Refused);
    };
    let service = &data.service;
    let done = match answer {
        None => {
            service
                .take_back_clicked(&actor, &place, game_id, ply)
                .await
        }
        Some(accept) => {
            service
                .answer_takeback(&actor, &place, game_id, ply, accept)
                .await
        }
    };
    let reply = match done {
        Ok(reply) => reply,
        Err(e) => {
            error!(user = %click.user.id, error = ?e, "a takeback click failed");
            return fail(target, lang).await;
        }
    };
    if reply.private {
        return tell(target, &reply, lang).await;
    }
    target.acknowledge().await?;
    // A request answered for good (declined, or the turn taken back): its buttons go.
    if answer.is_some()
        && !reply
            .buttons
            .iter()
            .any(|b| matches!(b, Button::AnswerTakeback(_)))
    {
        target
            .edit_clicked(EditInteractionResponse::new().components(Vec::new()))
            .await?;
    }
    // The post is the outbox's: marked sent once shown, or left to the worker after the
    // channel's earlier posts.
    let layout = Layout::of(&reply, lang);
    if let Some(posted) = follow_up_post(service, target, &reply, &layout).await? {
        direct::send_after(&ctx.http, service, &reply, &posted, place.guild_id);
    }
    Ok(Outcome::of(&reply))
}
