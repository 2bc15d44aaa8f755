//! Challenging: `/focus challenge`, `accept`, `decline`, `cancel` and `rematch`.

use poise::ChoiceParameter as _;
use poise::serenity_prelude as serenity;

use super::answer::{answer, caller, display_name, lang, thread_parent};
use crate::discord::data::{Context, Error};
use crate::service::{ChallengeId, ChallengeOptions, GameId, Invitee, Reply};
use crate::slash_commands;

/// 4-player mode.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub(super) enum ModeChoice {
    /// Two teams of partners.
    #[name = "teams"]
    Teams,
    /// Everyone for themselves.
    #[name = "ffa"]
    FreeForAll,
}

/// Time for each turn.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub(super) enum TimeChoice {
    /// 10 minutes.
    #[name = "10m"]
    TenMinutes,
    /// An hour.
    #[name = "1h"]
    Hour,
    /// 12 hours.
    #[name = "12h"]
    HalfDay,
    /// A day.
    #[name = "1d"]
    Day,
    /// 3 days, the default.
    #[name = "3d"]
    ThreeDays,
    /// A week.
    #[name = "7d"]
    Week,
    /// No limit.
    #[name = "none"]
    Unlimited,
}

/// Who plays first.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
enum FirstChoice {
    /// Seats drawn by lot.
    #[name = "random"]
    Random,
    /// The challenger first, then the opponents in the order named.
    #[name = "challenger"]
    Challenger,
}

/// The computer player's strength.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
enum LevelChoice {
    /// Easy.
    #[name = "easy"]
    Easy,
    /// Medium, the default.
    #[name = "medium"]
    Medium,
    /// Hard.
    #[name = "hard"]
    Hard,
    /// Master: hard's search with more time.
    #[name = "master"]
    Master,
}

/// Challenge 1 to 3 players to a game here (challenge me to play the computer).
#[poise::command(
    slash_command,
    required_bot_permissions = "SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES"
)]
#[allow(clippy::too_many_arguments)]
pub(super) async fn challenge(
    ctx: Context<'_>,
    #[description = "Who you challenge"] opponent: serenity::User,
    #[description = "A second opponent (3 or 4 players)"] opponent2: Option<serenity::User>,
    #[description = "A third opponent (4 players)"] opponent3: Option<serenity::User>,
    #[description = "4 players: teams (default) or ffa (free-for-all)"] mode: Option<ModeChoice>,
    #[description = "Short game: capturing this many enemy pieces wins"]
    #[min = 1]
    #[max = 60]
    short: Option<u8>,
    #[description = "2 players: open by swapping pieces"] swap: Option<bool>,
    #[description = "Time for each turn (default 3d)"] time: Option<TimeChoice>,
    #[description = "Who plays first: random (default) or challenger"] first: Option<FirstChoice>,
    #[description = "The computer's level, when you challenge me"] level: Option<LevelChoice>,
    #[description = "Whether the game counts for ratings (default yes)"] rated: Option<bool>,
) -> Result<(), Error> {
    let opponents: Vec<Invitee> = [Some(opponent), opponent2, opponent3]
        .into_iter()
        .flatten()
        .map(|user| Invitee {
            user_id: user.id.into(),
            name: display_name(&user),
            is_bot: user.bot,
        })
        .collect();
    // The choices' names go through the parsers the console uses too.
    let parsed = (|| -> Result<ChallengeOptions, slash_commands::OptionError> {
        let mut options = ChallengeOptions {
            short,
            swap: swap.unwrap_or(false),
            rated: rated.unwrap_or(true),
            ..ChallengeOptions::default()
        };
        if let Some(mode) = mode {
            options.mode = Some(slash_commands::parse_mode(mode.name())?);
        }
        if let Some(time) = time {
            options.turn_limit = Some(slash_commands::parse_time(time.name())?);
        }
        if let Some(first) = first {
            options.first = slash_commands::parse_first(first.name())?;
        }
        if let Some(level) = level {
            options.level = Some(slash_commands::parse_level(level.name())?);
        }
        Ok(options)
    })();
    let options = match parsed {
        Ok(options) => options,
        Err(e) => {
            let message = crate::i18n::reasons::option(lang(ctx), &e);
            return answer(ctx, false, async { Ok(Reply::private(message)) }).await;
        }
    };
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    let parent = thread_parent(ctx);
    answer(ctx, false, async {
        if let Some(refused) = service
            .refuse_channel_in(actor.lang, &place, parent)
            .await?
        {
            return Ok(refused);
        }
        service
            .challenge(&actor, &place, &opponents, &options)
            .await
    })
    .await
}

/// Accept the challenge you were sent in this channel.
#[poise::command(
    slash_command,
    required_bot_permissions = "SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES"
)]
pub(super) async fn accept(
    ctx: Context<'_>,
    #[description = "The challenge's number (default: the one in this channel)"] challenge: Option<
        i64,
    >,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    answer(
        ctx,
        true,
        service.accept(&actor, &place, challenge.map(ChallengeId)),
    )
    .await
}

/// Decline the challenge you were sent in this channel.
#[poise::command(slash_command)]
pub(super) async fn decline(
    ctx: Context<'_>,
    #[description = "The challenge's number (default: the one in this channel)"] challenge: Option<
        i64,
    >,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    answer(
        ctx,
        false,
        service.decline(&actor, &place, challenge.map(ChallengeId)),
    )
    .await
}

/// Withdraw your challenge in this channel.
#[poise::command(slash_command)]
pub(super) async fn cancel(
    ctx: Context<'_>,
    #[description = "The challenge's number (default: the one in this channel)"] challenge: Option<
        i64,
    >,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    answer(
        ctx,
        false,
        service.cancel(&actor, &place, challenge.map(ChallengeId)),
    )
    .await
}

/// Ask the players of this channel's last game (or game N) for a rematch.
#[poise::command(
    slash_command,
    required_bot_permissions = "SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES"
)]
pub(super) async fn rematch(
    ctx: Context<'_>,
    #[description = "A finished game's number (default: this channel's latest)"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    let parent = thread_parent(ctx);
    answer(ctx, false, async {
        if let Some(refused) = service
            .refuse_channel_in(actor.lang, &place, parent)
            .await?
        {
            return Ok(refused);
        }
        service.rematch(&actor, &place, game.map(GameId)).await
    })
    .await
}
