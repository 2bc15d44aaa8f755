//! Tournaments: `/focus tournament create`, `join`, `leave`, `start`, `cancel`, `standings` and
//! `list`, the clicks on a sign-up post's Join and Leave, and on the standings' Previous and
//! Next.
//!
//! The sign-up post is the answer to `create`, with Join and Leave; a click on either answers
//! by rewriting the post (who has joined) and telling the clicker privately; a join or leave by
//! command, the start and the cancellation rewrite it too ([`crate::discord::signup`]). Round
//! posts, the tables' games in their threads and the final post are the service's own posts,
//! delivered by the outbox worker.

use std::sync::Mutex;

use poise::ChoiceParameter as _;
use poise::serenity_prelude as serenity;
use serenity::ComponentInteraction;
use tracing::error;

use super::answer::{answer, caller};
use super::challenge::{ModeChoice, TimeChoice};
use super::clicker::{Clicker, clicker, fail, tell};
use crate::discord::data::{Context, Data, Error, Outcome};
use crate::discord::reply::{Layout, Target};
use crate::discord::signup;
use crate::discord::texts::servers_only;
use crate::service::{
    ServiceResult, TournamentId, TournamentOptions, TournamentRef, TournamentRights,
};
use crate::slash_commands;
use crate::store::{TournamentFormat, UserId};

/// A tournament's format.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub(super) enum FormatChoice {
    /// Players of equal score meet.
    #[name = "swiss"]
    Swiss,
    /// Everyone meets everyone.
    #[name = "roundrobin"]
    RoundRobin,
}

/// Players per table.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub(super) enum PlayersChoice {
    /// 2 players.
    #[name = "2"]
    Two,
    /// 3 players.
    #[name = "3"]
    Three,
    /// 4 players.
    #[name = "4"]
    Four,
}

/// Tournaments: a round robin or a Swiss, run by the bot from sign-up to the winner.
#[poise::command(
    slash_command,
    subcommands("create", "join", "leave", "start", "cancel", "standings", "list"),
    subcommand_required
)]
pub(super) async fn tournament(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// What the caller may do beyond any member: Manage Events in this channel, as Discord says.
fn rights(ctx: Context<'_>) -> TournamentRights {
    let poise::Context::Application(app) = ctx else {
        return TournamentRights::default();
    };
    TournamentRights {
        manage_events: app
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_events()),
    }
}

/// Shows `operation`'s reply, then, when it changed a tournament (no refusal), rewrites its
/// sign-up post.
async fn answer_and_refresh(
    ctx: Context<'_>,
    operation: impl Future<Output = ServiceResult> + Send,
) -> Result<(), Error> {
    let changed: Mutex<Option<TournamentRef>> = Mutex::new(None);
    let noted = async {
        let reply = operation.await?;
        if reply.refusal.is_none() {
            *changed.lock().expect("not poisoned") = reply.tournament().cloned();
        }
        Ok(reply)
    };
    answer(ctx, false, noted).await?;
    let changed = changed.lock().expect("not poisoned").take();
    if let Some(tournament) = changed {
        signup::refresh(
            &ctx.serenity_context().http,
            &ctx.data().service,
            &tournament,
        )
        .await;
    }
    Ok(())
}

/// Create a tournament here; players join until it starts.
#[poise::command(
    slash_command,
    required_bot_permissions = "SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES | CREATE_PUBLIC_THREADS | SEND_MESSAGES_IN_THREADS"
)]
#[allow(clippy::too_many_arguments)]
async fn create(
    ctx: Context<'_>,
    #[description = "swiss (players of equal score meet) or roundrobin (everyone meets everyone)"]
    format: FormatChoice,
    #[description = "Players per table: 2 (default), 3 or 4"] players: Option<PlayersChoice>,
    #[description = "Swiss: how many rounds (default: enough to separate the top)"] rounds: Option<
        i64,
    >,
    #[description = "Time for each turn (default: the server's)"] time: Option<TimeChoice>,
    #[description = "The tournament's name"]
    #[max_length = 100]
    name: Option<String>,
    #[description = "Whether its games count for ratings (default yes)"] rated: Option<bool>,
    #[description = "Tables of 4: ffa (default) or teams"] mode: Option<ModeChoice>,
    #[description = "Round robin: play everyone twice, seats swapped"] double: Option<bool>,
    #[description = "The most players it takes (default: no cap but the bot's 1,000)"]
    max_players: Option<i64>,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    // The choices' names go through the parsers the console uses too.
    let parsed = (|| -> Result<TournamentOptions, slash_commands::OptionError> {
        let mut options = TournamentOptions {
            format: match format {
                FormatChoice::Swiss => TournamentFormat::Swiss,
                FormatChoice::RoundRobin => TournamentFormat::RoundRobin,
            },
            players: players.map_or(2, |p| p.name().parse().unwrap_or(2)),
            // Out of range: the service says what is allowed (0 is never a number of rounds).
            rounds: rounds.map(|r| u32::try_from(r).unwrap_or(0)),
            name,
            rated: rated.unwrap_or(true),
            double: double.unwrap_or(false),
            // Out of range: the service says what is allowed (0 is never a cap).
            max_players: max_players.map(|n| u32::try_from(n).unwrap_or(0)),
            ..TournamentOptions::default()
        };
        if let Some(mode) = mode {
            options.mode = Some(slash_commands::parse_mode(mode.name())?);
        }
        if let Some(time) = time {
            options.time = Some(slash_commands::parse_time(time.name())?);
        }
        Ok(options)
    })();
    let service = &ctx.data().service;
    match parsed {
        Ok(options) => {
            let rights = rights(ctx);
            answer(
                ctx,
                false,
                service.tournament_create(&actor, &place, &options, rights),
            )
            .await
        }
        Err(e) => {
            let text = crate::i18n::reasons::option(actor.lang, &e);
            answer(ctx, false, async {
                Ok(crate::service::Reply::private(text))
            })
            .await
        }
    }
}

/// Join a tournament taking entrants.
#[poise::command(slash_command)]
async fn join(
    ctx: Context<'_>,
    #[description = "The tournament's number (default: the one open here)"]
    #[min = 1]
    id: Option<i64>,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    answer_and_refresh(
        ctx,
        service.tournament_join(&actor, &place, id.map(TournamentId)),
    )
    .await
}

/// Leave a tournament (once it runs, your game is resigned).
#[poise::command(slash_command)]
async fn leave(
    ctx: Context<'_>,
    #[description = "The tournament's number (default: the one open here)"]
    #[min = 1]
    id: Option<i64>,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    answer_and_refresh(
        ctx,
        service.tournament_leave(&actor, &place, id.map(TournamentId)),
    )
    .await
}

/// Start a tournament and its first round: its creator or Manage Events.
#[poise::command(slash_command)]
async fn start(
    ctx: Context<'_>,
    #[description = "The tournament's number (default: the one open here)"]
    #[min = 1]
    id: Option<i64>,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    let rights = rights(ctx);
    answer_and_refresh(
        ctx,
        service.tournament_start(&actor, &place, id.map(TournamentId), rights),
    )
    .await
}

/// Call a tournament off: its creator or Manage Events.
#[poise::command(slash_command)]
async fn cancel(
    ctx: Context<'_>,
    #[description = "The tournament's number (default: the one open here)"]
    #[min = 1]
    id: Option<i64>,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    let rights = rights(ctx);
    answer_and_refresh(
        ctx,
        service.tournament_cancel(&actor, &place, id.map(TournamentId), rights),
    )
    .await
}

/// A tournament's standings.
#[poise::command(slash_command)]
async fn standings(
    ctx: Context<'_>,
    #[description = "The tournament's number (default: the one open here)"]
    #[min = 1]
    id: Option<i64>,
    #[description = "Which page of a big field (default 1: the top, and your own line)"]
    page: Option<i64>,
) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    answer(
        ctx,
        false,
        service.tournament_standings(&actor, &place, id.map(TournamentId), page),
    )
    .await
}

/// The tournaments open on this server.
#[poise::command(slash_command)]
async fn list(ctx: Context<'_>) -> Result<(), Error> {
    let Some((actor, place)) = caller(ctx).await? else {
        return Ok(());
    };
    let service = &ctx.data().service;
    answer(ctx, false, service.tournament_list(&actor, &place)).await
}

/// A click on a sign-up post's Join or Leave: the post is rewritten with who has joined, and
/// the clicker told privately; a refusal (already in, sign-up closed) is told privately and
/// changes nothing.
pub(super) async fn on_click(
    target: &Target<'_>,
    data: &Data,
    click: &ComponentInteraction,
    join: bool,
    tournament: TournamentId,
) -> Result<Outcome, Error> {
    let Some(Clicker {
        actor, place, lang, ..
    }) = clicker(target, data, click, servers_only).await?
    else {
        return Ok(Outcome::Refused);
    };
    let service = &data.service;
    let done = if join {
        service
            .tournament_join(&actor, &place, Some(tournament))
            .await
    } else {
        service
            .tournament_leave(&actor, &place, Some(tournament))
            .await
    };
    let reply = match done {
        Ok(reply) => reply,
        Err(e) => {
            error!(user = %click.user.id, tournament = tournament.0, error = ?e, "a tournament click failed");
            return fail(target, lang).await;
        }
    };
    let shown = reply.tournament().filter(|_| reply.refusal.is_none());
    let Some(shown) = shown else {
        return tell(target, &reply, lang).await;
    };
    match service.tournament_signup(shown.id).await {
        Ok(Some(signup)) => {
            target.update(&Layout::of(&signup, shown.lang)).await?;
            target.follow_up(&Layout::of(&reply, lang)).await?;
        }
        Ok(None) => target.respond(&Layout::of(&reply, lang)).await?,
        Err(e) => {
            error!(tournament = tournament.0, error = ?e, "cannot read a tournament's sign-up post");
            target.respond(&Layout::of(&reply, lang)).await?;
        }
    }
    Ok(Outcome::Done)
}

/// Shows another page of a tournament's standings in the clicked message (the page keeps
/// showing the line of whoever asked for the standings); a page gone since (or a tournament)
/// is told to the clicker only.
pub(super) async fn turn_page(
    target: &Target<'_>,
    data: &Data,
    click: &ComponentInteraction,
    tournament: TournamentId,
    page: usize,
    viewer: UserId,
) -> Result<Outcome, Error> {
    let Some(Clicker { place, lang, .. }) = clicker(target, data, click, servers_only).await?
    else {
        return Ok(Outcome::Refused);
    };
    let viewer = crate::service::Actor::new(viewer, "").speaking(lang);
    let number = i64::try_from(page).unwrap_or(i64::MAX);
    let shown = data
        .service
        .tournament_standings(&viewer, &place, Some(tournament), Some(number))
        .await;
    match shown {
        Ok(reply) if reply.refusal.is_some() => tell(target, &reply, lang).await,
        Ok(reply) => {
            target.update(&Layout::of(&reply, lang)).await?;
            Ok(Outcome::Done)
        }
        Err(e) => {
            error!(user = %click.user.id, tournament = tournament.0, error = ?e, "a standings page failed");
            fail(target, lang).await
        }
    }
}
