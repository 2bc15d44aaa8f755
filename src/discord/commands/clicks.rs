//! The clicks on the bot's buttons and menus: each custom id read once, then a challenge's
//! Accept or Decline, a leaderboard's Previous or Next, a resignation's Resign or Keep playing,
//! a game-over post's Rematch; a takeback's buttons ([`super::takeback`]); a tournament sign-up
//! post's Join and Leave go to [`super::tournament`];
//! the picker's and the draw offer's clicks go to [`super::picker`].

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, EditInteractionResponse};
use tracing::error;

use super::answer::follow_up_post;
use super::clicker::{Clicker, clicker, fail, refuse, tell};
use super::picker;
use crate::discord::components::invitation_buttons;
use crate::discord::custom_id::{Choice, CustomId, Unread, answer_unreadable};
use crate::discord::data::{Data, Error, Outcome};
use crate::discord::direct;
use crate::discord::reply::{Layout, Target};
use crate::discord::texts::{servers_only, went_wrong};
use crate::markup;
use crate::rating::Kind;
use crate::service::{Actor, Board, Button, ChallengeId, GameId, Reply};
use crate::store::UserId;
use crate::t;

/// A click on any of the bot's buttons and menus, read once and answered; what came of it, for
/// the interactions' count (`None`: not the bot's).
pub async fn on_click(
    ctx: &serenity::Context,
    data: &Data,
    click: &ComponentInteraction,
) -> Option<(&'static str, Outcome)> {
    let target = Target {
        http: &ctx.http,
        id: click.id,
        token: &click.token,
    };
    let id = match CustomId::decode(&click.data.custom_id) {
        Ok(id) => id,
        Err(Unread::Foreign) => return None,
        Err(Unread::Unreadable) => {
            let answered = answer_unreadable(&ctx.http, click).await;
            if let Err(e) = &answered {
                error!(error = ?e, "cannot answer a button click");
            }
            return Some(("unreadable", Outcome::Refused));
        }
    };
    let action = id.action();
    let done = match id {
        CustomId::Invitation {
            choice,
            challenge_id,
            invitees,
        } => answer_click(ctx, &target, data, click, choice, challenge_id, &invitees).await,
        CustomId::Page {
            kind,
            page,
            viewer,
            board,
        } => turn_page(&target, data, click, (kind, board), page, viewer).await,
        CustomId::Standings {
            tournament,
            page,
            viewer,
        } => super::tournament::turn_page(&target, data, click, tournament, page, viewer).await,
        CustomId::Resign {
            resign,
            game_id,
            user,
        } => answer_resign(ctx, &target, data, click, resign, game_id, user).await,
        CustomId::Analyze { game_id } => {
            super::analyze::on_click(&target, data, click, game_id).await
        }
        CustomId::Rematch { game_id } => ask_rematch(ctx, &target, data, click, game_id).await,
        CustomId::Takeback {
            answer,
            game_id,
            ply,
        } => super::takeback::on_click(ctx, &target, data, click, answer, (game_id, ply)).await,
        CustomId::Entry { join, tournament } => {
            super::tournament::on_click(&target, data, click, join, tournament).await
        }
        id @ (CustomId::Play { .. }
        | CustomId::Pick { .. }
        | CustomId::Back { .. }
        | CustomId::Draw { .. }) => picker::on_click(ctx, &target, data, click, id).await,
    };
    Some((
        action,
        done.unwrap_or_else(|e| {
            error!(error = ?e, "cannot answer a button click");
            Outcome::Failed
        }),
    ))
}

/// Shows another page of a leaderboard in the clicked message (anyone may turn the pages; the
/// page keeps showing the rank of whoever asked for the leaderboard).
async fn turn_page(
    target: &Target<'_>,
    data: &Data,
    click: &ComponentInteraction,
    (kind, board): (Kind, Option<Board>),
    page: usize,
    viewer: UserId,
) -> Result<Outcome, Error> {
    let Some(Clicker { place, lang, .. }) = clicker(target, data, click, servers_only).await?
    else {
        return Ok(Outcome::Refused);
    };
    let viewer = Actor::new(viewer, "").speaking(lang);
    let number = i64::try_from(page).unwrap_or(i64::MAX);
    let shown = data
        .service
        .leaderboard(
            &viewer,
            &place,
            Some(kind.name()),
            board.map(Board::typed).as_deref(),
            Some(number),
        )
        .await;
    match shown {
        // The leaderboard shrank since: say so to the clicker only.
        Ok(reply) if reply.private => tell(target, &reply, lang).await,
        Ok(reply) => {
            target.update(&Layout::of(&reply, lang)).await?;
            Ok(Outcome::Done)
        }
        Err(e) => {
            error!(user = %click.user.id, error = ?e, "leaderboard page failed");
            fail(target, lang).await
        }
    }
}

/// A click on a resignation's Resign or Keep playing: the question is replaced by what
/// happened; a resignation is announced to the channel.
async fn answer_resign(
    ctx: &serenity::Context,
    target: &Target<'_>,
    data: &Data,
    click: &ComponentInteraction,
    resign: bool,
    game_id: GameId,
    asker: UserId,
) -> Result<Outcome, Error> {
    let Some(Clicker {
        actor, place, lang, ..
    }) = clicker(target, data, click, servers_only).await?
    else {
        return Ok(Outcome::Refused);
    };
    if asker != actor.user_id {
        return refuse(target, &t!(lang, "not-your-question")).await;
    }
    if !resign {
        let reply = data.service.keep_playing(&actor, game_id);
        target.update(&Layout::of(&reply, lang)).await?;
        return Ok(Outcome::of(&reply));
    }
    target.acknowledge().await?;
    let (reply, outcome) = match data
        .service
        .confirm_resign(&actor, &place, Some(game_id))
        .await
    {
        Ok(reply) => {
            let outcome = Outcome::of(&reply);
            (reply, outcome)
        }
        Err(e) => {
            error!(user = %click.user.id, error = ?e, "resigning failed");
            (Reply::private(went_wrong(lang)), Outcome::Failed)
        }
    };
    // The question goes, its buttons with it: what happened replaces it, or the result is
    // posted to the channel.
    let said = if reply.private {
        markup::discord(&reply.text)
    } else {
        t!(lang, "you-resigned")
    };
    target
        .edit_clicked(
            EditInteractionResponse::new()
                .content(said)
                .components(Vec::new()),
        )
        .await?;
    if !reply.private
        && let Some(posted) =
            follow_up_post(&data.service, target, &reply, &Layout::of(&reply, lang)).await?
    {
        direct::send_after(&ctx.http, &data.service, &reply, &posted, place.guild_id);
    }
    Ok(outcome)
}

/// A click on a game-over post's Rematch: the rematch's challenge is posted to the channel with
/// its buttons (or the game starts, against the computer); a refusal is told to the clicker
/// only. The Rematch button stays: a second click answers with the rematch already asked.
async fn ask_rematch(
    ctx: &serenity::Context,
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
    let reply = match data.service.rematch(&actor, &place, Some(game_id)).await {
        Ok(reply) => reply,
        Err(e) => {
            error!(user = %click.user.id, error = ?e, "asking for a rematch failed");
            return fail(target, lang).await;
        }
    };
    if reply.private {
        return tell(target, &reply, lang).await;
    }
    target.acknowledge().await?;
    let layout = Layout::of(&reply, lang);
    let Some(posted) = follow_up_post(&data.service, target, &reply, &layout).await? else {
        // The delivery worker posts it, with its buttons.
        return Ok(Outcome::Done);
    };
    if let Some(challenge) = reply.challenge() {
        if layout.has_buttons() {
            data.invitations
                .remember(target.http, challenge, posted.channel_id, posted.id)
                .await;
        }
        data.invitations.close(target.http, challenge).await;
    }
    direct::send_after(&ctx.http, &data.service, &reply, &posted, place.guild_id);
    Ok(Outcome::Done)
}

/// A click on a challenge's Accept or Decline: the answer is posted; a challenge no longer
/// waiting for answers has its buttons greyed out, here and wherever else they show.
async fn answer_click(
    ctx: &serenity::Context,
    target: &Target<'_>,
    data: &Data,
    click: &ComponentInteraction,
    choice: Choice,
    challenge_id: ChallengeId,
    invitees: &[UserId],
) -> Result<Outcome, Error> {
    let Some(Clicker {
        actor, place, lang, ..
    }) = clicker(target, data, click, servers_only).await?
    else {
        return Ok(Outcome::Refused);
    };
    if !invitees.contains(&actor.user_id) {
        return refuse(target, &t!(lang, "challenge-not-for-you")).await;
    }
    target.acknowledge().await?;
    let challenge = Some(challenge_id);
    let result = match choice {
        Choice::Accept => data.service.accept(&actor, &place, challenge).await,
        Choice::Decline => data.service.decline(&actor, &place, challenge).await,
    };
    let reply = match result {
        Ok(reply) => reply,
        Err(e) => {
            error!(user = %click.user.id, error = ?e, "button click failed");
            target
                .follow_up(&Layout::private(&went_wrong(lang)))
                .await?;
            return Ok(Outcome::Failed);
        }
    };
    let outcome = Outcome::of(&reply);
    // A public answer without an open challenge, or a closed challenge, greys the buttons.
    let closed = reply.challenge().map_or(!reply.private, |c| !c.open);
    if closed {
        // The challenge is answered: its buttons go grey, here and wherever else they show.
        data.invitations
            .forget(challenge_id, click.message.id)
            .await;
        if let Some(challenge) = reply.challenge() {
            data.invitations.close(target.http, challenge).await;
        }
        let labels = reply.challenge().map_or(lang, |c| c.lang);
        let row = invitation_buttons(challenge_id, invitees, true, labels);
        target
            .edit_clicked(EditInteractionResponse::new().components(vec![row]))
            .await?;
    }
    let mut shown = reply;
    shown
        .buttons
        .retain(|b| !matches!(b, Button::ChallengeAnswer(_)));
    if let Some(posted) =
        follow_up_post(&data.service, target, &shown, &Layout::of(&shown, lang)).await?
    {
        direct::send_after(&ctx.http, &data.service, &shown, &posted, place.guild_id);
    }
    Ok(outcome)
}
