//! The click path on Discord: the Play button under turn posts and running boards, the picker
//! (one ephemeral message of select menus, updated in place), and a draw offer's Accept draw
//! and Decline buttons.
//!
//! The service says what each menu offers and checks every choice; this module only turns
//! clicks into service calls and menus into messages.

use poise::serenity_prelude as serenity;
use serenity::{
    Builder as _, ComponentInteraction, ComponentInteractionDataKind, CreateInteractionResponse,
    CreateInteractionResponseMessage, EditInteractionResponse,
};
use tracing::error;

use super::answer::follow_up_post;
use super::clicker::{Clicker, clicker, fail, tell};
use crate::discord::components::menu_rows;
use crate::discord::custom_id::CustomId;
use crate::discord::data::{Data, Error, Outcome};
use crate::discord::direct;
use crate::discord::reply::{Layout, Target, allowed_mentions};
use crate::discord::texts::went_wrong;
use crate::i18n::Lang;
use crate::markup;
use crate::service::{Actor, GameId, Menu, Picked, Reply, Where, not_offered};
use crate::t;

/// A menu as the picker's message, in the clicker's `lang`: its question, the select, and
/// Back when it has one.
fn menu_message(menu: &Menu, lang: Lang) -> CreateInteractionResponseMessage {
    CreateInteractionResponseMessage::new()
        .content(markup::discord(&menu.text))
        .allowed_mentions(allowed_mentions(&[]))
        .ephemeral(true)
        .components(menu_rows(menu, lang))
}

/// Answers a click of the click path: Play, a menu's choice, Back, or a draw offer's button.
pub(super) async fn on_click(
    ctx: &serenity::Context,
    target: &Target<'_>,
    data: &Data,
    click: &ComponentInteraction,
    id: CustomId,
) -> Result<Outcome, Error> {
    let game_over = |lang| t!(lang, "pick-game-over");
    let Some(Clicker {
        actor, place, lang, ..
    }) = clicker(target, data, click, game_over).await?
    else {
        return Ok(Outcome::Refused);
    };
    let service = &data.service;
    let picked = match id {
        // Answered in `clicks`, never sent here.
        CustomId::Invitation { .. }
        | CustomId::Page { .. }
        | CustomId::Standings { .. }
        | CustomId::Resign { .. }
        | CustomId::Analyze { .. }
        | CustomId::Rematch { .. }
        | CustomId::Takeback { .. }
        | CustomId::Entry { .. } => {
            return Ok(Outcome::Refused);
        }
        CustomId::Play { game_id } => service.open_picker(&actor, &place, game_id).await,
        CustomId::Back { game_id, ply, to } => {
            service.picker_back(&actor, &place, game_id, ply, to).await
        }
        CustomId::Pick {
            game_id,
            ply,
            stage,
        } => {
            // A menu sends exactly one value; anything else is not a menu's.
            let value = match &click.data.kind {
                ComponentInteractionDataKind::StringSelect { values } if values.len() == 1 => {
                    values[0].clone()
                }
                _ => String::new(),
            };
            service
                .pick(&actor, &place, game_id, ply, stage, &value)
                .await
        }
        CustomId::Draw { accept, game_id } => {
            return answer_draw(ctx, target, data, &actor, &place, game_id, accept).await;
        }
    };
    let picked = match picked {
        Ok(picked) => picked,
        Err(e) => {
            error!(user = %click.user.id, error = ?e, "the picker failed");
            return fail(target, lang).await;
        }
    };
    match (picked, id) {
        (Picked::Refused(reply), _) => {
            target.respond(&Layout::of(&reply, lang)).await?;
            return Ok(Outcome::Refused);
        }
        // Play opens a new picker; every later step replaces it in place.
        (Picked::Menu(menu), CustomId::Play { .. }) => {
            CreateInteractionResponse::Message(menu_message(&menu, lang))
                .execute(target.http, (target.id, target.token))
                .await?;
        }
        (Picked::Menu(menu), _) => {
            CreateInteractionResponse::UpdateMessage(menu_message(&menu, lang))
                .execute(target.http, (target.id, target.token))
                .await?;
        }
        (Picked::Play(action), CustomId::Pick { game_id, ply, .. }) => {
            // Drawing the board takes a moment: acknowledge, then play.
            target.acknowledge().await?;
            let (reply, outcome) = match service
                .play_picked(&actor, &place, game_id, ply, &action)
                .await
            {
                Ok(reply) => {
                    let outcome = Outcome::of(&reply);
                    (reply, outcome)
                }
                Err(e) => {
                    error!(user = %click.user.id, error = ?e, "playing a picked action failed");
                    (Reply::private(went_wrong(lang)), Outcome::Failed)
                }
            };
            if reply.private {
                target.follow_up(&Layout::of(&reply, lang)).await?;
                return Ok(outcome);
            }
            let done = t!(lang, "pick-played", action = action.as_str());
            target
                .edit_clicked(
                    EditInteractionResponse::new()
                        .content(done)
                        .components(Vec::new()),
                )
                .await?;
            let layout = Layout::of(&reply, lang);
            if let Some(posted) = follow_up_post(service, target, &reply, &layout).await? {
                direct::send_after(&ctx.http, service, &reply, &posted, place.guild_id);
            }
        }
        (Picked::Play(_), _) => return tell(target, &not_offered(lang), lang).await,
    }
    Ok(Outcome::Done)
}

/// Accept draw or Decline: the answer is posted to the channel; the offer's buttons go.
async fn answer_draw(
    ctx: &serenity::Context,
    target: &Target<'_>,
    data: &Data,
    actor: &Actor,
    place: &Where,
    game_id: GameId,
    accept: bool,
) -> Result<Outcome, Error> {
    let lang = actor.lang;
    let reply = match data
        .service
        .answer_draw(actor, place, game_id, accept)
        .await
    {
        Ok(reply) => reply,
        Err(e) => {
            error!(user = actor.user_id.0, error = ?e, "answering a draw failed");
            return fail(target, lang).await;
        }
    };
    if reply.private {
        return tell(target, &reply, lang).await;
    }
    // The offer is answered (or the game drawn): its buttons go, the answer is posted.
    target.acknowledge().await?;
    target
        .edit_clicked(EditInteractionResponse::new().components(Vec::new()))
        .await?;
    let layout = Layout::of(&reply, lang);
    if let Some(posted) = follow_up_post(&data.service, target, &reply, &layout).await? {
        direct::send_after(&ctx.http, &data.service, &reply, &posted, place.guild_id);
    }
    Ok(Outcome::Done)
}
