//! Direct messages for players who chose `/focus notify dm`: the text, the board, a link to
//! the post and, when the bot serves pages, the player's private "Play on the board" link, sent
//! after the post. A direct message Discord refuses (the player closed them) is
//! noted, and the player is told once, privately, the next time they use a command; the post's
//! mention stays their notice meanwhile.

use crate::markup;
use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::{CreateActionRow, CreateAttachment, CreateButton, CreateMessage, Http, Message};
use tracing::warn;

use super::reply::allowed_mentions;
use crate::service::{Reply, Service};
use crate::store::ServerId;
use crate::t;

/// Discord's JSON error code for "Cannot send messages to this user".
const CANNOT_MESSAGE_USER: isize = 50007;

/// Sends the direct message `reply` asks for, if any, about the post `posted` in server
/// `guild_id`, in a task of its own (the post is already out; a slow or refused direct message
/// holds nothing up).
pub fn send_after(
    http: &Arc<Http>,
    service: &Service,
    reply: &Reply,
    posted: &Message,
    guild_id: ServerId,
) {
    let Some(direct) = reply.direct.clone() else {
        return;
    };
    if reply.private {
        return;
    }
    let link = format!(
        "https://discord.com/channels/{guild_id}/{}/{}",
        posted.channel_id, posted.id
    );
    let mut buttons =
        vec![CreateButton::new_link(link).label(t!(reply.button_lang, "button-go-to-game"))];
    if let Some(board) = &direct.board {
        buttons.push(
            CreateButton::new_link(board).label(t!(reply.button_lang, "button-play-on-board")),
        );
    }
    let mut message = CreateMessage::new()
        .content(markup::discord(&direct.text))
        .allowed_mentions(allowed_mentions(&[]))
        .components(vec![CreateActionRow::Buttons(buttons)]);
    if let Some(image) = &reply.image {
        message = message.add_file(CreateAttachment::bytes(
            image.bytes.clone(),
            image.filename.clone(),
        ));
    }
    let http = http.clone();
    let service = service.clone();
    tokio::spawn(async move {
        let user = serenity::UserId::from(direct.user_id);
        let sent = match user.create_dm_channel(&http).await {
            Ok(channel) => channel.id.send_message(&http, message).await.map(drop),
            Err(e) => Err(e),
        };
        match sent {
            Ok(()) => {}
            Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)))
                if response.error.code == CANNOT_MESSAGE_USER
                    || response.status_code == serenity::StatusCode::FORBIDDEN =>
            {
                if let Err(e) = service.note_dm_refused(direct.user_id).await {
                    warn!(user = direct.user_id.0, error = %e, "cannot note a refused direct message");
                }
            }
            Err(e) => warn!(user = direct.user_id.0, error = %e, "cannot send a direct message"),
        }
    });
}
