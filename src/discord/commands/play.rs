//! Playing: `/focus move`, `reserve`, `swap`, `board`, `resign` and `draw`, and the legal
//! moves offered while a move or a square is typed.

use poise::serenity_prelude as serenity;
use serenity::{AutocompleteChoice, CreateAutocompleteResponse};
use tracing::error;

use super::answer::{answer, caller, is_legal, member_name};
use super::takeback::AnswerChoice;
use crate::discord::data::{Context, Error};
use crate::service::{Actor, Where};
use crate::slash_commands;

/// Discord shows at most this many autocomplete choices.
const AUTOCOMPLETE_LIMIT: usize = 25;

/// Move a stack: c3-f3:3 moves the top 3 pieces of c3 three squares to f3.
#[poise::command(
    slash_command,
    rename = "move",
    required_bot_permissions = "SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES"
)]
pub(super) async fn move_(
    ctx: Context<'_>,
    #[description = "The move, like c3-f3:3 (from-to:pieces)"]
    #[rename = "move"]
    #[max_length = 20]
    #[autocomplete = "complete_move"]
    notation: String,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    let slow = is_legal(ctx, &actor, &place, &notation).await;
    answer(ctx, slow, service.play(&actor, &place, &notation)).await
}

/// Place a piece from your reserve on a square, like e5.
#[poise::command(
    slash_command,
    required_bot_permissions = "SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES"
)]
pub(super) async fn reserve(
    ctx: Context<'_>,
    #[description = "The square, like e5"]
    #[max_length = 10]
    #[autocomplete = "complete_reserve"]
    square: String,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    let slow = is_legal(ctx, &actor, &place, &format!("r:{}", square.trim())).await;
    answer(ctx, slow, service.reserve(&actor, &place, &square)).await
}

/// The swap opening: trade one of your pieces with one of your opponent's.
#[poise::command(
    slash_command,
    required_bot_permissions = "SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES"
)]
pub(super) async fn swap(
    ctx: Context<'_>,
    #[description = "Your piece's square, like c3"]
    #[max_length = 10]
    mine: String,
    #[description = "Your opponent's piece's square, like d3"]
    #[max_length = 10]
    theirs: String,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    let notation = format!("s:{}-{}", mine.trim(), theirs.trim());
    let slow = is_legal(ctx, &actor, &place, &notation).await;
    answer(ctx, slow, service.swap(&actor, &place, &mine, &theirs)).await
}

/// Show the board and whose turn it is, or how the last game ended.
#[poise::command(
    slash_command,
    required_bot_permissions = "SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES"
)]
pub(super) async fn board(ctx: Context<'_>) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    answer(ctx, true, service.board(&actor, &place)).await
}

/// Resign from this channel's game.
#[poise::command(
    slash_command,
    required_bot_permissions = "SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES"
)]
pub(super) async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    answer(ctx, true, service.resign(&actor, &place)).await
}

/// Offer a draw, or accept the draw the others offered.
#[poise::command(
    slash_command,
    required_bot_permissions = "SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES"
)]
pub(super) async fn draw(
    ctx: Context<'_>,
    #[description = "Answer the draw another player offered: accept or decline"]
    #[rename = "answer"]
    answer_: Option<AnswerChoice>,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    match answer_ {
        None => answer(ctx, true, service.draw(&actor, &place)).await,
        Some(a) => {
            let accept = a == AnswerChoice::Accept;
            let done = service.answer_draw_here(&actor, &place, accept);
            answer(ctx, true, done).await
        }
    }
}

/// The caller's legal moves matching what they typed (empty when it is not their turn).
async fn complete_move(ctx: Context<'_>, typed: &str) -> CreateAutocompleteResponse {
    complete(ctx, "move", typed).await
}

/// The squares the caller may place a reserve piece on, matching what they typed.
async fn complete_reserve(ctx: Context<'_>, typed: &str) -> CreateAutocompleteResponse {
    complete(ctx, "reserve", typed).await
}

async fn complete(ctx: Context<'_>, command: &str, typed: &str) -> CreateAutocompleteResponse {
    let choices = match ctx.guild_id() {
        None => Vec::new(),
        Some(guild_id) => {
            let actor = Actor::new(ctx.author().id.into(), member_name(ctx));
            let place = Where {
                guild_id: guild_id.into(),
                channel_id: ctx.channel_id().into(),
            };
            match ctx.data().service.legal_actions(&actor, &place).await {
                Ok(legal) => slash_commands::choices(command, &legal, typed)
                    .into_iter()
                    .take(AUTOCOMPLETE_LIMIT)
                    .map(|choice| AutocompleteChoice::new(choice.clone(), choice))
                    .collect(),
                Err(e) => {
                    error!(error = ?e, "autocomplete failed");
                    Vec::new()
                }
            }
        }
    };
    CreateAutocompleteResponse::new().set_choices(choices)
}
