//! The `/focus` command and its subcommands, and the challenge buttons' clicks.
//!
//! Each handler turns Discord's arguments into a service call and shows the reply. Privacy is
//! decided before anything is deferred: a deferred response can only become as private as the
//! defer was, so only work that will show a picture is deferred (publicly), and a reply that
//! turns out private anyway replaces the public "thinking…" with a private message.

use crate::markup;
use std::future::Future;

use poise::ChoiceParameter as _;
use poise::serenity_prelude as serenity;
use serenity::{
    AutocompleteChoice, ComponentInteraction, CreateAutocompleteResponse, EditInteractionResponse,
};
use tracing::{error, info};

use super::buttons::{self, ButtonId, Choice, PageId, ResignId};
use super::reply::{Layout, Target};
use super::{Context, Data, Error, direct, picker};
use crate::i18n::Lang;
use crate::notation::parse_action;
use crate::service::{
    Actor, ChallengeOptions, Invitee, Reply, ServiceResult, SettingsChange, Where,
};
use crate::slash_commands as command_table;
use crate::t;

/// Shown when anything fails that the user did not cause (the cause goes to the log).
pub(super) fn went_wrong(lang: Lang) -> String {
    t!(lang, "went-wrong")
}
/// Shown to commands that arrive while the bot shuts down.
pub(super) fn restarting(lang: Lang) -> String {
    t!(lang, "restarting")
}
/// Shown outside a server.
fn servers_only(lang: Lang) -> String {
    t!(lang, "servers-only")
}
/// Discord shows at most this many autocomplete choices.
const AUTOCOMPLETE_LIMIT: usize = 25;

/// Play Sid Sackson's Focus with friends in this channel.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "challenge",
        "accept",
        "decline",
        "cancel",
        "move_",
        "reserve",
        "swap",
        "board",
        "resign",
        "draw",
        "history",
        "replay",
        "games",
        "stats",
        "leaderboard",
        "rules",
        "help",
        "abort",
        "settings",
        "notify"
    ),
    subcommand_required
)]
pub async fn focus(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// 4-player mode.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
enum ModeChoice {
    /// Two teams of partners.
    #[name = "teams"]
    Teams,
    /// Everyone for themselves.
    #[name = "ffa"]
    FreeForAll,
}

/// Time for each turn.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
enum TimeChoice {
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
}

/// Challenge 1 to 3 players to a game here (challenge me to play the computer).
#[poise::command(
    slash_command,
    required_bot_permissions = "SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES"
)]
#[allow(clippy::too_many_arguments)]
async fn challenge(
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
            user_id: user.id.get(),
            name: display_name(&user),
            is_bot: user.bot,
        })
        .collect();
    // The choices' names go through the parsers the console uses too.
    let parsed = (|| -> Result<ChallengeOptions, command_table::OptionError> {
        let mut options = ChallengeOptions {
            short,
            swap: swap.unwrap_or(false),
            rated: rated.unwrap_or(true),
            ..ChallengeOptions::default()
        };
        if let Some(mode) = mode {
            options.mode = Some(command_table::parse_mode(mode.name())?);
        }
        if let Some(time) = time {
            options.turn_limit = Some(command_table::parse_time(time.name())?);
        }
        if let Some(first) = first {
            options.first = command_table::parse_first(first.name())?;
        }
        if let Some(level) = level {
            options.level = Some(command_table::parse_level(level.name())?);
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
async fn accept(
    ctx: Context<'_>,
    #[description = "The challenge's number (default: the one in this channel)"] challenge: Option<
        i64,
    >,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    answer(ctx, true, service.accept(&actor, &place, challenge)).await
}

/// Decline the challenge you were sent in this channel.
#[poise::command(slash_command)]
async fn decline(
    ctx: Context<'_>,
    #[description = "The challenge's number (default: the one in this channel)"] challenge: Option<
        i64,
    >,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    answer(ctx, false, service.decline(&actor, &place, challenge)).await
}

/// Withdraw your challenge in this channel.
#[poise::command(slash_command)]
async fn cancel(
    ctx: Context<'_>,
    #[description = "The challenge's number (default: the one in this channel)"] challenge: Option<
        i64,
    >,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    answer(ctx, false, service.cancel(&actor, &place, challenge)).await
}

/// Move a stack: c3-f3:3 moves the top 3 pieces of c3 three squares to f3.
#[poise::command(
    slash_command,
    rename = "move",
    required_bot_permissions = "SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES"
)]
async fn move_(
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
async fn reserve(
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
async fn swap(
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
async fn board(ctx: Context<'_>) -> Result<(), Error> {
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
async fn resign(ctx: Context<'_>) -> Result<(), Error> {
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
async fn draw(ctx: Context<'_>) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    answer(ctx, true, service.draw(&actor, &place)).await
}

/// The moves of this channel's game (or game N) and its record file.
#[poise::command(
    slash_command,
    required_bot_permissions = "SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES"
)]
async fn history(
    ctx: Context<'_>,
    #[description = "A game's number (default: this channel's latest)"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    answer(ctx, false, service.history(&actor, &place, game)).await
}

/// An animation of this channel's game (or game N).
#[poise::command(
    slash_command,
    required_bot_permissions = "SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES"
)]
async fn replay(
    ctx: Context<'_>,
    #[description = "A game's number (default: this channel's latest)"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    answer(ctx, true, service.replay(&actor, &place, game)).await
}

/// Your games in this server.
#[poise::command(slash_command)]
async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    answer(ctx, false, service.games(&actor, &place)).await
}

/// Ratings, rank and record in this server: yours, or another player's.
#[poise::command(slash_command)]
async fn stats(
    ctx: Context<'_>,
    #[description = "Whose stats (default: yours)"] player: Option<serenity::User>,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let player = player.map(|user| Invitee {
        user_id: user.id.get(),
        name: display_name(&user),
        is_bot: user.bot,
    });
    let service = &ctx.data().service;
    answer(ctx, false, service.stats(&actor, &place, player.as_ref())).await
}

/// The server's best players by rating.
#[poise::command(slash_command)]
async fn leaderboard(
    ctx: Context<'_>,
    #[description = "2p (2-player games, default) or multi (3 and 4 players)"] kind: Option<
        KindChoice,
    >,
    #[description = "Which page (default 1)"]
    #[min = 1]
    page: Option<i64>,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let kind = kind.map(|k| match k {
        KindChoice::TwoPlayer => "2p",
        KindChoice::Multi => "multi",
    });
    let service = &ctx.data().service;
    answer(ctx, false, service.leaderboard(&actor, &place, kind, page)).await
}

/// How to play Focus.
#[poise::command(slash_command)]
async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    let actor = Actor::new(ctx.author().id.get(), member_name(ctx)).speaking(lang(ctx));
    let reply = ctx.data().service.rules(&actor);
    answer(ctx, false, async { Ok(reply) }).await
}

/// The commands, in short.
#[poise::command(slash_command)]
async fn help(ctx: Context<'_>) -> Result<(), Error> {
    let reply = Reply::private(command_table::help(lang(ctx)));
    answer(ctx, false, async { Ok(reply) }).await
}

/// End this channel's game (or its open challenge) with no result: for moderators.
#[poise::command(slash_command, required_permissions = "MANAGE_MESSAGES")]
async fn abort(
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
    answer(ctx, true, service.abort(&actor, &place, game)).await
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

/// The server's settings (no options: show them): for admins with Manage Server.
#[poise::command(slash_command, required_permissions = "MANAGE_GUILD")]
#[allow(clippy::too_many_arguments)]
async fn settings(
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
        allow_channel: allow_channel.map(serenity::ChannelId::get),
        remove_channel: remove_channel.map(serenity::ChannelId::get),
        any_channel: any_channel == Some(true),
        board: board.map(|b| {
            match b {
                BoardChoice::Public => "public",
                BoardChoice::Private => "private",
            }
            .to_string()
        }),
        reminder_role: reminder_role.map(serenity::RoleId::get),
        no_reminder_role: no_reminder_role == Some(true),
    };
    let service = &ctx.data().service;
    answer(ctx, false, service.settings(&actor, &place, &change)).await
}

/// Who runs the command, and where; `None` (after answering) outside a server.
async fn caller(ctx: Context<'_>) -> Result<Option<(Actor, Where)>, Error> {
    let Some(guild_id) = ctx.guild_id() else {
        let text = servers_only(lang(ctx));
        answer(ctx, false, async { Ok(Reply::private(text)) }).await?;
        return Ok(None);
    };
    let actor = Actor::new(ctx.author().id.get(), member_name(ctx)).speaking(lang(ctx));
    let place = Where {
        guild_id: guild_id.get(),
        channel_id: ctx.channel_id().get(),
    };
    Ok(Some((actor, place)))
}

/// The caller's language: the locale Discord sends with every interaction (en-US when the bot
/// does not speak it).
fn lang(ctx: Context<'_>) -> Lang {
    ctx.locale()
        .map_or(Lang::EnUs, Lang::from_locale_or_default)
}

/// The channel a thread belongs to, when the command comes from a thread.
fn thread_parent(ctx: Context<'_>) -> Option<u64> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    // A text channel's parent is its category: only a thread's counts.
    app.interaction
        .channel
        .as_ref()
        .filter(|c| {
            matches!(
                c.kind,
                serenity::ChannelType::PublicThread
                    | serenity::ChannelType::PrivateThread
                    | serenity::ChannelType::NewsThread
            )
        })
        .and_then(|c| c.parent_id)
        .map(serenity::ChannelId::get)
}

/// The caller's name as the server shows it.
fn member_name(ctx: Context<'_>) -> String {
    if let poise::Context::Application(app) = ctx
        && let Some(member) = &app.interaction.member
    {
        return member.display_name().to_string();
    }
    display_name(ctx.author())
}

fn display_name(user: &serenity::User) -> String {
    user.global_name
        .clone()
        .unwrap_or_else(|| user.name.clone())
}

/// How you hear that it is your turn, in every game (no choice: show it).
#[poise::command(slash_command)]
async fn notify(
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

/// Whether `notation` is one of the caller's legal actions now: the turn will be played and
/// show a picture, so it is worth deferring (publicly).
async fn is_legal(ctx: Context<'_>, actor: &Actor, place: &Where, notation: &str) -> bool {
    let Ok(action) = parse_action(notation.trim()) else {
        return false;
    };
    let canonical = action.to_string();
    match ctx.data().service.legal_actions(actor, place).await {
        Ok(legal) => legal.contains(&canonical),
        Err(_) => false,
    }
}

/// Shows the outcome of `operation`: deferred first when `slow` (work with a picture).
async fn answer(
    ctx: Context<'_>,
    slow: bool,
    operation: impl Future<Output = ServiceResult>,
) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let target = Target {
        http: &ctx.serenity_context().http,
        id: app.interaction.id,
        token: &app.interaction.token,
    };
    let lang = lang(ctx);
    let open = ctx.data().open.read().await;
    if !*open {
        target.respond(&Layout::private(&restarting(lang))).await?;
        return Ok(());
    }
    if slow {
        target.defer().await?;
    }
    let (layout, challenge, shown) = match operation.await {
        Ok(reply) => {
            if reply.private {
                info!(user = %ctx.author().id, command = %ctx.invoked_command_name(), answer = %markup::plain(&reply.text, |id| id.to_string()), "refused");
            }
            (
                Layout::of(&reply, lang),
                reply.challenge.clone(),
                Some(reply),
            )
        }
        Err(e) => {
            error!(user = %ctx.author().id, command = %ctx.invoked_command_name(), error = ?e, "command failed");
            (Layout::private(&went_wrong(lang)), None, None)
        }
    };
    if slow {
        target.finish(&layout).await?;
    } else {
        target.respond(&layout).await?;
    }
    let service = &ctx.data().service;
    if let Some(reply) = shown.filter(|r| r.direct.is_some() && !r.private) {
        let posted = app.interaction.get_response(target.http).await?;
        if let Some(guild_id) = ctx.guild_id() {
            direct::send_after(
                &ctx.serenity_context().http,
                service,
                &reply,
                &posted,
                guild_id.get(),
            );
        }
    }
    // A direct message refused since the caller's last command: told once, privately.
    match service.dm_refused_notice(ctx.author().id.get(), lang).await {
        Ok(Some(notice)) => target.follow_up(&Layout::of(&notice, lang)).await?,
        Ok(None) => {}
        Err(e) => {
            error!(user = %ctx.author().id, error = ?e, "cannot read the direct-message note")
        }
    }
    if let Some(challenge) = challenge {
        let invitations = &ctx.data().invitations;
        if layout.has_buttons() {
            let shown = app.interaction.get_response(target.http).await?;
            invitations
                .remember(target.http, &challenge, shown.channel_id, shown.id)
                .await;
        }
        invitations.close(target.http, &challenge).await;
    }
    Ok(())
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
            let actor = Actor::new(ctx.author().id.get(), member_name(ctx));
            let place = Where {
                guild_id: guild_id.get(),
                channel_id: ctx.channel_id().get(),
            };
            match ctx.data().service.legal_actions(&actor, &place).await {
                Ok(legal) => command_table::choices(command, &legal, typed)
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

/// A click on a challenge's Accept or Decline button, or on a leaderboard's Previous or Next.
pub async fn on_click(ctx: &serenity::Context, data: &Data, click: &ComponentInteraction) {
    let target = Target {
        http: &ctx.http,
        id: click.id,
        token: &click.token,
    };
    let done = if let Some(button) = ButtonId::decode(&click.data.custom_id) {
        answer_click(ctx, &target, data, click, &button).await
    } else if let Some(page) = PageId::decode(&click.data.custom_id) {
        turn_page(&target, data, click, page).await
    } else if let Some(resign) = ResignId::decode(&click.data.custom_id) {
        answer_resign(ctx, &target, data, click, resign).await
    } else if let Some(id) = picker::ClickId::decode(&click.data.custom_id) {
        picker::on_click(ctx, data, click, id).await
    } else {
        return;
    };
    if let Err(e) = done {
        error!(error = ?e, "cannot answer a button click");
    }
}

/// Shows another page of a leaderboard in the clicked message (anyone may turn the pages; the
/// page keeps showing the rank of whoever asked for the leaderboard).
async fn turn_page(
    target: &Target<'_>,
    data: &Data,
    click: &ComponentInteraction,
    page: PageId,
) -> Result<(), Error> {
    let lang = Lang::from_locale_or_default(&click.locale);
    let Some(guild_id) = click.guild_id else {
        return Ok(target
            .respond(&Layout::private(&servers_only(lang)))
            .await?);
    };
    let open = data.open.read().await;
    if !*open {
        return Ok(target.respond(&Layout::private(&restarting(lang))).await?);
    }
    let viewer = Actor::new(page.viewer, "").speaking(lang);
    let place = Where {
        guild_id: guild_id.get(),
        channel_id: click.channel_id.get(),
    };
    let number = i64::try_from(page.page).unwrap_or(i64::MAX);
    let shown = data
        .service
        .leaderboard(&viewer, &place, Some(page.kind.name()), Some(number))
        .await;
    match shown {
        // The leaderboard shrank since: say so to the clicker only.
        Ok(reply) if reply.private => target.respond(&Layout::of(&reply, lang)).await?,
        Ok(reply) => target.update(&Layout::of(&reply, lang)).await?,
        Err(e) => {
            error!(user = %click.user.id, error = ?e, "leaderboard page failed");
            target.respond(&Layout::private(&went_wrong(lang))).await?;
        }
    }
    Ok(())
}

/// A click on a resignation's Resign or Keep playing: the question is replaced by what
/// happened; a resignation is announced to the channel.
async fn answer_resign(
    ctx: &serenity::Context,
    target: &Target<'_>,
    data: &Data,
    click: &ComponentInteraction,
    button: ResignId,
) -> Result<(), Error> {
    let user = &click.user;
    let lang = Lang::from_locale_or_default(&click.locale);
    let Some(guild_id) = click.guild_id else {
        return Ok(target
            .respond(&Layout::private(&servers_only(lang)))
            .await?);
    };
    if button.user != user.id.get() {
        return Ok(target
            .respond(&Layout::private(&t!(lang, "not-your-question")))
            .await?);
    }
    let actor = Actor::new(user.id.get(), display_name(user)).speaking(lang);
    if !button.resign {
        let reply = data.service.keep_playing(&actor, button.game_id);
        return Ok(target.update(&Layout::of(&reply, lang)).await?);
    }
    let open = data.open.read().await;
    if !*open {
        return Ok(target.respond(&Layout::private(&restarting(lang))).await?);
    }
    target.acknowledge().await?;
    let place = Where {
        guild_id: guild_id.get(),
        channel_id: click.channel_id.get(),
    };
    let reply = match data
        .service
        .confirm_resign(&actor, &place, Some(button.game_id))
        .await
    {
        Ok(reply) => reply,
        Err(e) => {
            error!(user = %user.id, error = ?e, "resigning failed");
            Reply::private(went_wrong(lang))
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
    if !reply.private {
        let posted = target.follow_up_message(&Layout::of(&reply, lang)).await?;
        direct::send_after(&ctx.http, &data.service, &reply, &posted, guild_id.get());
    }
    Ok(())
}

async fn answer_click(
    ctx: &serenity::Context,
    target: &Target<'_>,
    data: &Data,
    click: &ComponentInteraction,
    button: &ButtonId,
) -> Result<(), Error> {
    let user = &click.user;
    let lang = Lang::from_locale_or_default(&click.locale);
    let Some(guild_id) = click.guild_id else {
        return Ok(target
            .respond(&Layout::private(&servers_only(lang)))
            .await?);
    };
    if !button.invitees.contains(&user.id.get()) {
        return Ok(target
            .respond(&Layout::private(&t!(lang, "challenge-not-for-you")))
            .await?);
    }
    let open = data.open.read().await;
    if !*open {
        return Ok(target.respond(&Layout::private(&restarting(lang))).await?);
    }
    target.acknowledge().await?;
    let name = click
        .member
        .as_ref()
        .map_or_else(|| display_name(user), |m| m.display_name().to_string());
    let actor = Actor::new(user.id.get(), name).speaking(lang);
    let place = Where {
        guild_id: guild_id.get(),
        channel_id: click.channel_id.get(),
    };
    let challenge = Some(button.challenge_id);
    let result = match button.choice {
        Choice::Accept => data.service.accept(&actor, &place, challenge).await,
        Choice::Decline => data.service.decline(&actor, &place, challenge).await,
    };
    let reply = match result {
        Ok(reply) => reply,
        Err(e) => {
            error!(user = %user.id, error = ?e, "button click failed");
            return Ok(target
                .follow_up(&Layout::private(&went_wrong(lang)))
                .await?);
        }
    };
    // A public answer without an open challenge, or a closed challenge, greys the buttons.
    let closed = reply.challenge.as_ref().map_or(!reply.private, |c| !c.open);
    if closed {
        // The challenge is answered: its buttons go grey, here and wherever else they show.
        data.invitations
            .forget(button.challenge_id, click.message.id)
            .await;
        if let Some(challenge) = &reply.challenge {
            data.invitations.close(target.http, challenge).await;
        }
        let labels = reply.challenge.as_ref().map_or(lang, |c| c.lang);
        let row = buttons::buttons(button.challenge_id, &button.invitees, true, labels);
        target
            .edit_clicked(EditInteractionResponse::new().components(vec![row]))
            .await?;
    }
    let mut shown = reply;
    shown.challenge = None;
    let posted = target.follow_up_message(&Layout::of(&shown, lang)).await?;
    direct::send_after(&ctx.http, &data.service, &shown, &posted, guild_id.get());
    Ok(())
}

/// "**Attach Files** and **Embed Links**".
fn permission_names(lang: Lang, p: serenity::Permissions) -> String {
    let names: Vec<String> = p
        .get_permission_names()
        .into_iter()
        // Discord's own app calls the server "Server".
        .map(|n| format!("**{}**", n.replace("Guild", "Server")))
        .collect();
    if names.is_empty() {
        return t!(lang, "no-permission");
    }
    crate::i18n::list(lang, &names)
}

/// What to tell a player when the bot lacks permissions in the channel to post a game.
fn missing_bot_permissions(lang: Lang, missing: serenity::Permissions) -> String {
    let why = if missing.attach_files() {
        t!(lang, "missing-why-picture")
    } else if missing.embed_links() {
        t!(lang, "missing-why-embed")
    } else {
        String::new()
    };
    t!(
        lang,
        "missing-permissions",
        names = permission_names(lang, missing),
        why = why
    )
}

/// Logs what went wrong in a command, and answers the user privately if nothing did yet.
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    let lang = error
        .ctx()
        .and_then(|ctx| ctx.locale())
        .map_or(Lang::EnUs, Lang::from_locale_or_default);
    let message = match &error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            error!(command = %ctx.invoked_command_name(), error = ?error, "command failed");
            went_wrong(lang)
        }
        poise::FrameworkError::ArgumentParse { error, ctx, .. } => {
            info!(command = %ctx.invoked_command_name(), error = %error, "bad arguments");
            t!(lang, "bad-arguments")
        }
        poise::FrameworkError::GuildOnly { .. } => servers_only(lang),
        poise::FrameworkError::MissingBotPermissions {
            missing_permissions,
            ctx,
            ..
        } => {
            info!(command = %ctx.invoked_command_name(), missing = %missing_permissions, "missing permissions");
            missing_bot_permissions(lang, *missing_permissions)
        }
        poise::FrameworkError::MissingUserPermissions {
            missing_permissions,
            ctx,
            ..
        } => {
            let names = missing_permissions.map_or_else(
                || t!(lang, "needed-permission"),
                |p| permission_names(lang, p),
            );
            t!(
                lang,
                "members-only",
                names = names,
                command = ctx.command().qualified_name.clone()
            )
        }
        other => {
            error!(error = %other, "command failed before it ran");
            went_wrong(lang)
        }
    };
    let Some(poise::Context::Application(app)) = error.ctx() else {
        return;
    };
    if app.interaction_type != poise::CommandInteractionType::Command {
        return;
    }
    let target = Target {
        http: &app.serenity_context().http,
        id: app.interaction.id,
        token: &app.interaction.token,
    };
    // Fails harmlessly when the command had answered already.
    let _ = target.respond(&Layout::private(&message)).await;
}

#[cfg(test)]
mod tests {
    use crate::slash_commands::{COMMANDS, Kind};

    /// Discord's static slash commands say what the shared table says: the same subcommands,
    /// descriptions, options, required-ness and choices.
    #[test]
    fn the_slash_commands_match_the_command_table() {
        let focus = super::focus();
        let subcommands: Vec<&str> = focus.subcommands.iter().map(|c| &*c.name).collect();
        let table: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
        assert_eq!(subcommands, table);
        for (command, spec) in focus.subcommands.iter().zip(COMMANDS) {
            assert_eq!(
                command.description.as_deref(),
                Some(spec.description),
                "/focus {}",
                spec.name
            );
            let options: Vec<(&str, bool, Option<&str>)> = command
                .parameters
                .iter()
                .map(|p| (&*p.name, p.required, p.description.as_deref()))
                .collect();
            let expected: Vec<(&str, bool, Option<&str>)> = spec
                .options
                .iter()
                .map(|o| (o.name, o.required, Some(o.description)))
                .collect();
            assert_eq!(options, expected, "/focus {}", spec.name);
            for (p, o) in command.parameters.iter().zip(spec.options) {
                let choices: Vec<&str> = p.choices.iter().map(|c| &*c.name).collect();
                match o.kind {
                    Kind::Choice(names) => assert_eq!(choices, names, "{}", o.name),
                    _ => assert!(choices.is_empty(), "{}", o.name),
                }
            }
        }
    }
}
