//! A tournament's sign-up post kept as it stands: who has joined, and its Join and Leave buttons
//! while it takes entrants (gone once it started or was cancelled).
//!
//! The post is found again among the tournament channel's recent messages (the bot's own
//! message carrying this tournament's Join button), so nothing needs to be kept about where it
//! is, and it is found after a restart too. A post further back than that is left as it is.

use poise::serenity_prelude as serenity;
use serenity::{ActionRowComponent, ButtonKind, ChannelId, GetMessages, Http};
use tracing::warn;

use super::custom_id::CustomId;
use super::reply::Layout;
use crate::service::{Service, TournamentId, TournamentRef};
use crate::store::UserId;

/// How many recent messages of the channel are looked through.
const LOOK_BACK: u8 = 50;

/// Whether `message` is the bot's sign-up post of tournament `id`.
fn is_signup(message: &serenity::Message, bot: UserId, id: TournamentId) -> bool {
    let join = CustomId::Entry {
        join: true,
        tournament: id,
    }
    .encode();
    UserId::from(message.author.id) == bot
        && message.components.iter().any(|row| {
            row.components.iter().any(|c| match c {
                ActionRowComponent::Button(b) => {
                    matches!(&b.data, ButtonKind::NonLink { custom_id, .. } if *custom_id == join)
                }
                _ => false,
            })
        })
}

/// Rewrites the sign-up post of `tournament` as it stands now (after a join or leave by
/// command, the start, the cancellation). Failures are logged: the post is only a view.
pub async fn refresh(http: &Http, service: &Service, tournament: &TournamentRef) {
    let id = tournament.id;
    let (state, reply) = match (
        service.tournament(id).await,
        service.tournament_signup(id).await,
    ) {
        (Ok(Some(state)), Ok(Some(reply))) => (state, reply),
        (Err(e), _) | (_, Err(e)) => {
            warn!(tournament = id.0, error = %e, "cannot read a tournament's sign-up post");
            return;
        }
        _ => return,
    };
    let channel = ChannelId::from(state.tournament.spec.channel_id);
    let recent = match channel
        .messages(http, GetMessages::new().limit(LOOK_BACK))
        .await
    {
        Ok(recent) => recent,
        Err(e) => {
            warn!(tournament = id.0, error = %e, "cannot read the tournament channel's messages");
            return;
        }
    };
    let bot = service.bot_user_id();
    let Some(message) = recent.iter().find(|m| is_signup(m, bot, id)) else {
        return;
    };
    let layout = Layout::of(&reply, tournament.lang);
    if let Err(e) = channel
        .edit_message(http, message.id, layout.edit_message())
        .await
    {
        warn!(tournament = id.0, error = %e, "cannot update a tournament's sign-up post");
    }
}
