//! What was played: `/focus history`, `replay`, `games`, `stats` and `leaderboard`.

use poise::serenity_prelude as serenity;

use super::answer::{answer, caller, display_name};
use crate::discord::data::{Context, Error};
use crate::service::{GameId, Invitee};

/// Which leaderboard.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
enum KindChoice {
    /// 2-player games, the default.
    #[name = "2p"]
    TwoPlayer,
    /// 3- and 4-player games.
    #[name = "multi"]
    Multi,
}

/// The moves of this channel's game (or game N) and its record file.
#[poise::command(
    slash_command,
    required_bot_permissions = "SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES"
)]
pub(super) async fn history(
    ctx: Context<'_>,
    #[description = "A game's number (default: this channel's latest)"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    answer(
        ctx,
        false,
        service.history(&actor, &place, game.map(GameId)),
    )
    .await
}

/// An animation of this channel's game (or game N).
#[poise::command(
    slash_command,
    required_bot_permissions = "SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES"
)]
pub(super) async fn replay(
    ctx: Context<'_>,
    #[description = "A game's number (default: this channel's latest)"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    answer(ctx, true, service.replay(&actor, &place, game.map(GameId))).await
}

/// Your games in this server.
#[poise::command(slash_command)]
pub(super) async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    answer(ctx, false, service.games(&actor, &place)).await
}

/// Ratings, rank and record in this server: yours, or another player's.
#[poise::command(slash_command)]
pub(super) async fn stats(
    ctx: Context<'_>,
    #[description = "Whose stats (default: yours)"] player: Option<serenity::User>,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let player = player.map(|user| Invitee {
        user_id: user.id.into(),
        name: display_name(&user),
        is_bot: user.bot,
    });
    let service = &ctx.data().service;
    answer(ctx, false, service.stats(&actor, &place, player.as_ref())).await
}

/// The server's best players by rating.
#[poise::command(slash_command)]
pub(super) async fn leaderboard(
    ctx: Context<'_>,
    #[description = "2p (2-player games, default) or multi (3 and 4 players)"] kind: Option<
        KindChoice,
    >,
    #[description = "Which page (default 1)"]
    #[min = 1]
    page: Option<i64>,
    #[description = "A season's number, or all for all-time (default: the current season)"]
    #[max_length = 20]
    season: Option<String>,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let kind = kind.map(|k| match k {
        KindChoice::TwoPlayer => "2p",
        KindChoice::Multi => "multi",
    });
    let service = &ctx.data().service;
    let season = season.as_deref();
    answer(
        ctx,
        false,
        service.leaderboard(&actor, &place, kind, season, page),
    )
    .await
}
