//! What the bot's HTTP server answers: `/healthz` (the process answers) and `/readyz` (the
//! database answers and every shard of this process is connected to the gateway).

use std::sync::Arc;

use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::get;
use serenity::gateway::{ConnectionStage, ShardManager};

use crate::store::Store;

/// What readiness is checked against: the database and, once the client is built, the shards.
#[derive(Clone)]
pub struct Probe {
    store: Store,
    shards: Option<Arc<ShardManager>>,
}

impl Probe {
    /// A probe of `store` and of the shards `shards` runs (`None`: no gateway, never ready).
    #[must_use]
    pub fn new(store: Store, shards: Option<Arc<ShardManager>>) -> Probe {
        Probe { store, shards }
    }

    /// Why the bot is not ready, one reason a line; empty when it is.
    pub async fn not_ready(&self) -> Vec<String> {
        let mut reasons = Vec::new();
        if let Err(e) = self.store.count_games().await {
            reasons.push(format!("the database does not answer: {e}"));
        }
        match &self.shards {
            None => reasons.push("the gateway is not started".to_string()),
            Some(manager) => {
                let runners = manager.runners.lock().await;
                if runners.is_empty() {
                    reasons.push("no shard is running yet".to_string());
                }
                let mut waiting: Vec<_> = runners
                    .iter()
                    .filter(|(_, info)| info.stage != ConnectionStage::Connected)
                    .map(|(id, info)| format!("shard {} is not connected ({})", id.0, info.stage))
                    .collect();
                waiting.sort();
                reasons.extend(waiting);
            }
        }
        reasons
    }
}

/// The routes: `GET /healthz` and `GET /readyz`.
pub fn router(probe: Probe) -> Router {
    Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .with_state(probe)
}

/// 200 `ok` while the process answers.
async fn healthz() -> &'static str {
    "ok\n"
}

/// 200 `ready` when the database answers and every shard is connected; 503 with the reasons
/// otherwise.
async fn readyz(State(probe): State<Probe>) -> (StatusCode, String) {
    let reasons = probe.not_ready().await;
    if reasons.is_empty() {
        (StatusCode::OK, "ready\n".to_string())
    } else {
        (
            StatusCode::SERVICE_UNAVAILABLE,
            reasons.iter().map(|r| format!("{r}\n")).collect(),
        )
    }
}
