//! The bot's HTTP servers, on the bot's own tokio runtime: the public one (`WEB_ADDR`) with
//! `/healthz` and a bare `/readyz` and, given a secret (`WEB_SECRET`), a page for every game and
//! every server; the operator's (`METRICS_ADDR`, loopback by default) with `/healthz`, `/readyz`
//! and its reasons, and `/metrics` for Prometheus.
//!
//! The probes never import the rules, the service's decisions or the Discord adapter: they
//! only ask the [`crate::store::Store`] whether the database answers and serenity's shard
//! manager whether the shards are connected. The pages are a front end of the
//! [`crate::service::Service`], as the Discord adapter and the console are: it says what a game
//! is, in words; they mark it up as HTML.
//!
//! `metrics` installs the process's metrics recorder; `routes` answers the probes and mounts
//! the pages of `site` (who may see what), `game_routes` (a game's page, with the controls of
//! a signed-in player's seat, and the actions it sends), `game_page` and `server_page` (the
//! HTML, around `html`'s common parts), `tokens` (the links' HMAC), `assets` (the stylesheet, the script and
//! the headers), `live` (a running game's turns as server-sent events, a tournament's changes),
//! `rules_page` (the rules and the picture of a move, open to anyone), `tournament_page` (a
//! tournament's standings and rounds, and the server page's list of tournaments, as HTML) and
//! `tournament_routes` (who may see them); `server` binds, serves and stops. Who is who:
//! `signin` (signing in with Discord and out), `discord_oauth` (the bot's OAuth2 calls to
//! Discord), `session` (the session cookie and `session`'s `signed_in`, what a route acting
//! for a player asks), `play_link` (the private "Play on the board" links). Inside Discord:
//! `activity` (the Activity's routes: its page, its script, its sign-in and the channel's game)
//! and `activity_page` (its HTML).

mod activity;
mod activity_page;
mod assets;
mod discord_oauth;
mod game_page;
mod game_routes;
mod html;
mod leaderboard_page;
mod live;
mod metrics;
mod play_link;
mod routes;
mod rules_page;
mod server;
mod server_page;
mod session;
mod signin;
mod site;
mod tokens;
mod tournament_page;
mod tournament_routes;

pub use assets::{ACTIVITY_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY};
pub use discord_oauth::{
    AUTHORIZE_URL, ClientSecret, DISCORD_API, DiscordSignIn, SIGN_INS_AT_ONCE, SignInError,
};
pub use metrics::recorder;
pub use play_link::PLAY_LINK_LIFETIME_MS;
pub use routes::{Probe, probe_router, router};
pub use rules_page::rules_page;
pub use server::{WebServer, start};
pub use session::SESSION_LIFETIME_MS;
pub use site::{Site, asked_lang};
pub use tokens::{Subject, Tokens};
