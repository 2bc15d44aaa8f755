//! The Discord front end: one `/focus` slash command over the game service, Accept/Decline
//! buttons, and the service's own notices (timer, computer turns) posted to their channels.
//!
//! No game logic lives here: every decision is the service's; this module only translates
//! between Discord and [`crate::service`].
//!
//! The folder, leaves first (a file imports only files listed before it; none imports this
//! one): `texts` (the adapter's own words: errors, permissions), `custom_id` (every button's and
//! menu's id, its one decoder, and the answer to an id it cannot read), `components` (buttons
//! and menus built), `reply` (a service reply laid out for Discord), `direct` (direct
//! messages), `gateway` (sessions resumed or identified anew, counted), `invitations` (where
//! challenges' buttons show), `data` (what handlers share), `localize`, `config`, `ratelimit`
//! (Discord's rate limits honoured in the proxy set-up), `signup` (a tournament's sign-up post
//! found again and rewritten), `threads` (each tournament table's thread, the service's
//! `TableChannels`), then `commands/`: one file per group of subcommands (`challenge`, `play`,
//! `records`, `help`, `admin`, `tournament`) over `answer` (what they share), `clicks` and
//! `picker` for the clicks, `on_error`.

mod commands;
mod components;
mod config;
mod custom_id;
mod data;
mod direct;
mod entry_point;
mod gateway;
mod ids;
mod invitations;
mod localize;
mod outbox;
pub mod ratelimit;
mod reply;
mod signup;
mod texts;
mod threads;
mod visibility;

use std::future::Future;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{FullEvent, GatewayIntents, HttpBuilder, Interaction};
use tokio::sync::RwLock;
use tracing::{error, info, warn};

pub use config::{
    Config, ConfigError, DEFAULT_DATABASE_URL, DEFAULT_LOG_FILTER, LogFormat, SETTINGS, Setting,
    Shards, SignInClient, Token,
};
pub use custom_id::{Choice, CustomId, Unread};
use data::Invocation;
pub use data::{Data, Error};
pub use threads::Threads as TableThreads;

use invitations::Invitations;

use crate::service::{Listed, Service, SystemClock};
use crate::store::Store;

/// How often the turn timer runs: well within its claim ([`crate::service::TIMER_LEASE`]), so
/// the process holding it keeps it, and another takes over within a minute when it dies.
const TIMER_PERIOD: Duration = crate::service::TIMER_PERIOD;
/// The service, its turn timer and its delivery worker, once connected.
type Started = (
    Service,
    tokio::task::JoinHandle<()>,
    tokio::task::JoinHandle<()>,
);

/// How long shutdown waits for the gateway connection to close.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(5);
/// How long shutdown waits for a computer turn being thought about: the longest level's budget
/// (master's 10 s) and a moment to write it (within compose's 15 s `stop_grace_period`).
const COMPUTER_GRACE: Duration =
    crate::service::LONGEST_COMPUTER_TURN.saturating_add(Duration::from_secs(1));

/// Runs the bot until `shutdown` completes (Ctrl-C or SIGTERM in the binary), then stops taking
/// commands, lets those in flight finish, disconnects and closes the database.
///
/// `focus-bot run` is this function with the configuration from the environment.
pub async fn run(config: Config, shutdown: impl Future<Output = ()>) -> anyhow::Result<()> {
    let store = Store::open(&config.database_url).await?;
    info!(database = %crate::store::without_password(&config.database_url), "database ready");
    let open = Arc::new(RwLock::new(true));
    // The service and its turn timer, once connected.
    let started: Arc<OnceLock<Started>> = Arc::default();

    let mut http = HttpBuilder::new(config.token.expose());
    // serenity only sends requests to a proxy when its own rate limiter is off: the bot's
    // forwarder honours the limits Discord (or the proxy) announces, then sends them on.
    let limiter = match &config.http_proxy {
        None => None,
        Some(proxy) => {
            let forwarder = ratelimit::Forwarder::start(proxy, ratelimit::REQUEST_TIMEOUT)
                .await
                .map_err(|e| anyhow::Error::new(e).context("cannot start the rate limiter"))?;
            http = http.proxy(forwarder.url()).ratelimiter_disabled(true);
            Some(forwarder)
        }
    };

    // The game pages, with WEB_ADDR and WEB_SECRET: served once the service is made.
    let site = match (config.web_addr, &config.web_secret) {
        (Some(addr), Some(secret)) => {
            let public_url = config
                .public_url
                .clone()
                .unwrap_or_else(|| format!("http://{addr}"));
            let site = crate::web::Site::new(secret.expose(), &public_url);
            Some(match &config.sign_in {
                None => site,
                Some(client) => {
                    // Discord's API as serenity reaches it: through the forwarder, to the proxy.
                    let api = limiter
                        .as_ref()
                        .map_or(crate::web::DISCORD_API, ratelimit::Forwarder::url);
                    let sign_in = crate::web::DiscordSignIn::new(
                        client.client_id,
                        client.secret.clone(),
                        api,
                        &client.authorize_url,
                    )
                    .map_err(|e| {
                        anyhow::Error::new(e).context("cannot make the sign-in's client")
                    })?;
                    site.with_sign_in(sign_in)
                }
            })
        }
        (Some(_), None) => {
            warn!("WEB_SECRET is not set: the HTTP server serves no game pages");
            None
        }
        (None, _) if config.sign_in.is_some() => {
            warn!("WEB_ADDR is not set: DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET are unused");
            None
        }
        _ => None,
    };

    let framework = {
        let open = open.clone();
        let site = site.clone();
        let started = started.clone();
        let store = store.clone();
        let guild_id = config.guild_id;
        poise::Framework::builder()
            .options(poise::FrameworkOptions {
                commands: {
                    let mut focus = commands::focus();
                    localize::localize(&mut focus);
                    vec![focus]
                },
                event_handler: |ctx, event| Box::pin(on_event(ctx, event)),
                pre_command: |ctx| Box::pin(started_command(ctx)),
                post_command: |ctx| Box::pin(answered_command(ctx, None)),
                on_error: |error| {
                    Box::pin(async move {
                        if let Some(ctx) = error.ctx() {
                            answered_command(ctx, Some("error")).await;
                        }
                        commands::on_error(error).await;
                    })
                },
                allowed_mentions: Some(reply::allowed_mentions(&[])),
                ..Default::default()
            })
            .initialize_owners(false)
            .setup(move |ctx, ready, framework| {
                Box::pin(async move {
                    info!(user = %ready.user.name, "connected to Discord");
                    let commands =
                        poise::builtins::create_application_commands(&framework.options().commands);
                    match guild_id {
                        Some(id) => {
                            serenity::GuildId::new(id)
                                .set_commands(&ctx.http, commands)
                                .await?;
                            info!(guild = id, "commands registered in the server");
                        }
                        None => {
                            let commands = entry_point::with_entry_point(&ctx.http, commands).await;
                            serenity::Command::set_global_commands(&ctx.http, commands).await?;
                            info!("commands registered globally");
                        }
                    }
                    let service = Service::new(store, SystemClock, seed(), ready.user.id.into());
                    if let Some(site) = &site {
                        site.serve(service.clone());
                        let cache = ctx.cache.clone();
                        site.list_channels(move |guild| {
                            Listed::Only(visibility::everyone_channels(&cache, guild))
                        });
                        site.link_posts(&service);
                        site.link_play(&service);
                    }
                    // Each tournament table's game in a thread of the tournament's channel.
                    service.set_table_channels(Arc::new(threads::Threads::new(ctx.http.clone())));
                    let invitations = Invitations::new(service.clone());
                    if let Some(notices) = service.take_notices() {
                        // Every notice is an outbox post, which the delivery worker posts.
                        tokio::spawn(drain(notices));
                    }
                    let delivery =
                        outbox::spawn(ctx.http.clone(), service.clone(), invitations.clone());
                    let timer = service.run_timer(TIMER_PERIOD);
                    if let Err(e) = service.resume_computers().await {
                        error!(error = %e, "cannot resume the computer's turns");
                    }
                    let _ = started.set((service.clone(), timer, delivery));
                    Ok(Data {
                        service,
                        invitations,
                        open,
                        sessions: gateway::Sessions::default(),
                    })
                })
            })
            .build()
    };

    // Interactions arrive whatever the intents: GUILDS is the least (and is not privileged).
    let mut client = serenity::ClientBuilder::new_with_http(http.build(), GatewayIntents::GUILDS)
        .framework(framework)
        .await?;
    let shard_manager = client.shard_manager.clone();
    let probe = crate::web::Probe::new(store.clone(), Some(shard_manager.clone()));
    let web = match config.web_addr {
        None => None,
        Some(addr) => {
            let mut public = probe.clone();
            if let Some(site) = site {
                public = public.with_site(site);
            }
            match crate::web::start(addr, crate::web::router(public)).await {
                Ok(web) => Some(web),
                Err(e) => {
                    store.close().await;
                    return Err(
                        anyhow::Error::new(e).context(format!("cannot listen on WEB_ADDR {addr}"))
                    );
                }
            }
        }
    };
    // The operator's probes and metrics, on their own address (loopback by default).
    let probes = match config.metrics_addr {
        None => None,
        Some(addr) => {
            let probe = probe.with_metrics(crate::web::recorder());
            match crate::web::start(addr, crate::web::probe_router(probe)).await {
                Ok(server) => Some(server),
                Err(e) if !config.metrics_addr_set => {
                    warn!(%addr, error = %e, "no /metrics: cannot listen on METRICS_ADDR's default");
                    None
                }
                Err(e) => {
                    if let Some(web) = web {
                        web.stop().await;
                    }
                    store.close().await;
                    return Err(anyhow::Error::new(e)
                        .context(format!("cannot listen on METRICS_ADDR {addr}")));
                }
            }
        }
    };
    let shards = config.shards;
    let mut gateway = tokio::spawn(async move {
        match shards {
            Some(s) => {
                info!(
                    first = s.first,
                    last = s.last,
                    total = s.total,
                    "running shards"
                );
                // serenity 0.12 reads the range's end as the last shard (`4..7` starts 4 to 7).
                client.start_shard_range(s.first..s.last, s.total).await
            }
            None => client.start().await,
        }
    });

    let ended_by_itself = tokio::select! {
        () = shutdown => None,
        result = &mut gateway => Some(result),
    };
    info!("stopping: finishing the commands in flight");
    *open.write().await = false;
    if tokio::time::timeout(SHUTDOWN_GRACE, shard_manager.shutdown_all())
        .await
        .is_err()
    {
        warn!("the gateway did not close in time");
    }
    gateway.abort();
    for server in [web, probes].into_iter().flatten() {
        server.stop().await;
    }
    if let Some((service, timer, delivery)) = started.get() {
        timer.abort();
        // A post not confirmed yet stays waiting: the next start delivers it.
        delivery.abort();
        // The computer may be thinking about a turn: let it finish, within reason.
        let _ = tokio::time::timeout(COMPUTER_GRACE, service.settle()).await;
    }
    store.close().await;
    info!("stopped");
    match ended_by_itself {
        Some(Ok(Err(e))) => Err(anyhow::Error::new(e).context("the Discord connection failed")),
        Some(Err(e)) => Err(anyhow::Error::new(e).context("the Discord connection failed")),
        _ => Ok(()),
    }
}

async fn on_event(
    ctx: poise::FrameworkContext<'_, Data, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    let shard = ctx.serenity_context.shard_id.0;
    match event {
        FullEvent::InteractionCreate {
            interaction: Interaction::Component(click),
        } => {
            let started = std::time::Instant::now();
            let clicked = commands::on_click(ctx.serenity_context, ctx.user_data, click).await;
            if let Some((action, outcome)) = clicked {
                let command = format!("click {action}");
                metrics::counter!("focus_interactions_total", "command" => command, "result" => outcome.label())
                    .increment(1);
                metrics::histogram!("focus_reply_seconds").record(started.elapsed().as_secs_f64());
            }
        }
        FullEvent::Ready { .. } => ctx.user_data.sessions.ready(shard),
        FullEvent::Resume { .. } => ctx.user_data.sessions.resumed(shard),
        _ => {}
    }
    Ok(())
}

/// Notes when a slash command started, for [`answered_command`].
async fn started_command(ctx: poise::Context<'_, Data, Error>) {
    ctx.set_invocation_data(Invocation {
        started: std::time::Instant::now(),
        result: data::Outcome::Done,
    })
    .await;
}

/// Counts a slash command by its name and result (`failed` when given: `error`; otherwise what
/// its answer noted: `ok`, `refused` or `error`), and records how long its answer took.
async fn answered_command(ctx: poise::Context<'_, Data, Error>, failed: Option<&'static str>) {
    let command = ctx.command().qualified_name.clone();
    let (result, started) = match ctx.invocation_data::<Invocation>().await {
        Some(invocation) => (invocation.result.label(), Some(invocation.started)),
        None => ("ok", None),
    };
    let result = failed.unwrap_or(result);
    metrics::counter!("focus_interactions_total", "command" => command, "result" => result)
        .increment(1);
    if let Some(started) = started {
        metrics::histogram!("focus_reply_seconds").record(started.elapsed().as_secs_f64());
    }
}

/// Empties the notice channel: what the service says on its own (reminders, forfeits, expired
/// challenges, the computer's turns) is in the outbox, which the delivery worker posts.
async fn drain(mut notices: tokio::sync::mpsc::UnboundedReceiver<crate::service::Notice>) {
    while notices.recv().await.is_some() {}
}

/// A seed for drawing seats by lot.
fn seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
