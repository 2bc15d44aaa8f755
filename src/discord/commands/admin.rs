//! Settings and moderation: `/focus abort`, `settings` and `notify`.

use poise::ChoiceParameter as _;
use poise::serenity_prelude as serenity;

use super::answer::{answer, caller};
use crate::discord::data::{Context, Error};
use crate::service::{GameId, SettingsChange};

/// End this channel's game (or its open challenge) with no result: for moderators.
#[poise::command(slash_command, required_permissions = "MANAGE_MESSAGES")]
pub(super) async fn abort(
    ctx: Context<'_>,
    #[description = "A running game's number (default: this channel's game)"]
    #[min = 1]
    game: Option<i64>,
    #[description = "End this channel's open challenge instead"] challenge: Option<bool>,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    if challenge == Some(true) {
        return answer(ctx, false, service.abort_challenge(&actor, &place)).await;
    }
    answer(ctx, true, service.abort(&actor, &place, game.map(GameId))).await
}

/// Language of the bot's public posts.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
enum LanguageChoice {
    /// English.
    #[name = "en"]
    English,
    /// French.
    #[name = "fr"]
    French,
    /// Italian.
    #[name = "it"]
    Italian,
    /// Japanese.
    #[name = "ja"]
    Japanese,
}

/// Who sees `/focus board`'s answer.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
enum BoardChoice {
    /// Everyone in the channel.
    #[name = "public"]
    Public,
    /// Only the caller.
    #[name = "private"]
    Private,
}

/// Whether the server's games have web pages.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
enum WebChoice {
    /// Pages for whoever has a link.
    #[name = "on"]
    On,
    /// No pages and no links.
    #[name = "off"]
    Off,
    /// Pages for anyone.
    #[name = "public"]
    Public,
}

/// Who may create tournaments.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
enum TournamentsChoice {
    /// Any member.
    #[name = "anyone"]
    Anyone,
    /// Members with Manage Events.
    #[name = "managers"]
    Managers,
}

/// Which games allow takebacks by agreement.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
enum TakebackChoice {
    /// Unrated games only (the default).
    #[name = "casual"]
    Casual,
    /// Rated games too.
    #[name = "all"]
    All,
    /// None.
    #[name = "off"]
    Off,
}

/// The server's settings (no options: show them): for admins with Manage Server.
#[poise::command(slash_command, required_permissions = "MANAGE_GUILD")]
#[allow(clippy::too_many_arguments)]
pub(super) async fn settings(
    ctx: Context<'_>,
    #[description = "Default time for each turn: 3d, 12h, 30m, none, or default"]
    #[max_length = 20]
    time: Option<String>,
    #[description = "Language of the bot's public posts"] language: Option<LanguageChoice>,
    #[description = "Allow games in this channel (then only in the listed ones)"]
    allow_channel: Option<serenity::ChannelId>,
    #[description = "Take this channel off the list"] remove_channel: Option<serenity::ChannelId>,
    #[description = "Allow games in every channel again"] any_channel: Option<bool>,
    #[description = "Whether /focus board answers in public or only to the caller"] board: Option<
        BoardChoice,
    >,
    #[description = "A role to mention in turn reminders"] reminder_role: Option<serenity::RoleId>,
    #[description = "Mention no role in reminders"] no_reminder_role: Option<bool>,
    #[description = "new: end the current season now (its leaderboard is kept)"]
    #[max_length = 20]
    season: Option<String>,
    #[description = "How long each season lasts (30d), or off"]
    #[max_length = 20]
    season_length: Option<String>,
    #[description = "Where a season's final standings are posted"] season_channel: Option<
        serenity::ChannelId,
    >,
    #[description = "Web pages of the games: on (links in the posts), off, or public (no link needed)"]
    web: Option<WebChoice>,
    #[description = "Who may create tournaments: anyone (default) or managers (Manage Events)"]
    tournaments: Option<TournamentsChoice>,
    #[description = "Takebacks by agreement: casual (unrated games only), all, or off"]
    takeback: Option<TakebackChoice>,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let change = SettingsChange {
        time,
        language: language.map(|l| {
            match l {
                LanguageChoice::English => "en",
                LanguageChoice::French => "fr",
                LanguageChoice::Italian => "it",
                LanguageChoice::Japanese => "ja",
            }
            .to_string()
        }),
        allow_channel: allow_channel.map(Into::into),
        remove_channel: remove_channel.map(Into::into),
        any_channel: any_channel == Some(true),
        board: board.map(|b| {
            match b {
                BoardChoice::Public => "public",
                BoardChoice::Private => "private",
            }
            .to_string()
        }),
        reminder_role: reminder_role.map(serenity::RoleId::get),
        web: web.map(|w| w.name().to_string()),
        tournaments: tournaments.map(|t| t.name().to_string()),
        takeback: takeback.map(|t| t.name().to_string()),
        no_reminder_role: no_reminder_role == Some(true),
        season,
        season_length,
        season_channel: season_channel.map(Into::into),
    };
    let service = &ctx.data().service;
    answer(ctx, false, service.settings(&actor, &place, &change)).await
}

/// How a player hears that it is their turn.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
enum NotifyChoice {
    /// The turn post mentions you.
    #[name = "channel"]
    Channel,
    /// A direct message too.
    #[name = "dm"]
    Dm,
    /// No mention.
    #[name = "off"]
    Off,
}

/// How you hear that it is your turn, in every game (no choice: show it).
#[poise::command(slash_command)]
pub(super) async fn notify(
    ctx: Context<'_>,
    #[description = "channel (a mention, default), dm (a direct message too) or off (no mention)"]
    mode: Option<NotifyChoice>,
) -> Result<(), Error> {
    let Some((actor, _)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    let mode = mode.map(|m| m.name());
    answer(ctx, false, service.notify(&actor, mode)).await
}
