//! How to play: `/focus rules` and `help`.

use super::answer::{answer, lang, member_name};
use crate::discord::data::{Context, Error};
use crate::service::{Actor, Reply};
use crate::slash_commands;

/// How to play Focus.
#[poise::command(slash_command)]
pub(super) async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    let actor = Actor::new(ctx.author().id.into(), member_name(ctx)).speaking(lang(ctx));
    let reply = ctx.data().service.rules(&actor).await;
    answer(ctx, false, async { Ok(reply) }).await
}

/// The commands, in short.
#[poise::command(slash_command)]
pub(super) async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let reply = Reply::private(slash_commands::help(lang(ctx)));
    answer(ctx, false, async { Ok(reply) }).await
}
