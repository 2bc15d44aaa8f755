//! The bot's HTTP server (`WEB_ADDR`): `/healthz` and `/readyz` for an orchestrator and
//! `/metrics` for Prometheus, on the bot's own tokio runtime.
//!
//! It holds no game logic and never imports the rules, the service's decisions or the
//! Discord adapter: it only asks the [`crate::store::Store`] whether the database answers and
//! serenity's shard manager whether the shards are connected. `metrics` installs the process's
//! metrics recorder; `routes` answers the requests; `server` binds, serves and stops.

mod metrics;
mod routes;
mod server;

pub use metrics::recorder;
pub use routes::{Probe, router};
pub use server::{WebServer, start};
