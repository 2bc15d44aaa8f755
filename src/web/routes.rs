//! What the bot's HTTP servers answer. On the public address (`WEB_ADDR`, [`router`]): the
//! pages, `/healthz` (the process answers) and `/readyz` (`ready` or `not ready`, nothing
//! more: no reason, no error text). On the operator's own address (`METRICS_ADDR`, loopback by
//! default, [`probe_router`]): `/healthz`, `/readyz` with its reasons (the database does not
//! answer and why, a shard not connected) and `/metrics` (Prometheus's text format).

use std::sync::Arc;

use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::get;
use metrics_exporter_prometheus::PrometheusHandle;
use serenity::gateway::{ConnectionStage, ShardManager};

use super::site::Site;
use crate::store::Store;

/// What readiness is checked against: the database and, once the client is built, the shards.
#[derive(Clone)]
pub struct Probe {
    store: Store,
    shards: Option<Arc<ShardManager>>,
    metrics: Option<PrometheusHandle>,
    site: Option<Site>,
    /// The damage reports checked so far, and what the last check found.
    damage: Arc<tokio::sync::Mutex<(u64, Option<String>)>>,
}

impl Probe {
    /// A probe of `store` and of the shards `shards` runs (`None`: no gateway, never ready).
    #[must_use]
    pub fn new(store: Store, shards: Option<Arc<ShardManager>>) -> Probe {
        Probe {
            store,
            shards,
            metrics: None,
            site: None,
            damage: Arc::default(),
        }
    }

    /// The same probe, the server also serving the pages of `site`.
    #[must_use]
    pub fn with_site(self, site: Site) -> Probe {
        Probe {
            site: Some(site),
            ..self
        }
    }

    /// The same probe, also serving `/metrics` from `metrics`.
    #[must_use]
    pub fn with_metrics(self, metrics: PrometheusHandle) -> Probe {
        Probe {
            metrics: Some(metrics),
            ..self
        }
    }

    /// What is damaged in the database, once a query met a damaged page: the store's own
    /// read-back ([`Store::integrity`]) says what, and the answer stays (a damaged file does not
    /// heal; a restored one comes with a restart).
    async fn damage(&self) -> Option<String> {
        let reports = crate::store::damage_reports();
        let mut damage = self.damage.lock().await;
        if reports > damage.0
            && damage.1.is_none()
            && let Ok(problems) = self.store.integrity().await
        {
            damage.0 = reports;
            if !problems.is_empty() {
                let found = problems.join("; ");
                tracing::error!(problems = %found, "the database is damaged: not ready");
                damage.1 = Some(found);
            }
        }
        damage.1.clone()
    }

    /// Why the bot is not ready, one reason a line; empty when it is.
    pub async fn not_ready(&self) -> Vec<String> {
        let mut reasons = Vec::new();
        if let Err(e) = self.store.count_games().await {
            reasons.push(format!("the database does not answer: {e}"));
        }
        if let Some(damage) = self.damage().await {
            reasons.push(format!(
                "the database is damaged ({damage}): stop the bot, run `focus-bot check --deep` \
                 and restore the last backup"
            ));
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

/// The public routes: `GET /healthz`, `GET /readyz` without its reasons, the rules page, and
/// the pages when the probe has a site ([`Probe::with_site`]). Never the metrics nor any
/// internal detail.
pub fn router(probe: Probe) -> Router {
    let site = probe.site.clone();
    let probes = Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(public_readyz))
        .with_state(probe);
    let all = match site {
        Some(site) => {
            // The pages, and the same again under the Activity's path (its proxy's mapping).
            let pages = Router::new()
                .merge(super::game_routes::routes(site.clone()))
                .merge(super::tournament_routes::routes(site.clone()))
                .merge(site.clone().routes());
            probes
                .merge(super::rules_page::routes())
                .merge(super::signin::routes(site.clone()))
                .merge(super::play_link::routes(site.clone()))
                .merge(super::activity::routes(site))
                .nest("/activity", pages.clone())
                .merge(pages)
        }
        None => probes,
    };
    all.layer(axum::middleware::from_fn(super::assets::secured))
}

/// The operator's routes, for `METRICS_ADDR` only: `GET /healthz`, `GET /readyz` with its
/// reasons and `GET /metrics`.
pub fn probe_router(probe: Probe) -> Router {
    Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics_text))
        .with_state(probe)
        .layer(axum::middleware::from_fn(super::assets::secured))
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

/// The public readiness: 200 `ready`, or 503 `not ready` and nothing else (the reasons are on
/// `METRICS_ADDR`'s `/readyz` and in the log).
async fn public_readyz(State(probe): State<Probe>) -> (StatusCode, &'static str) {
    if probe.not_ready().await.is_empty() {
        (StatusCode::OK, "ready\n")
    } else {
        (StatusCode::SERVICE_UNAVAILABLE, "not ready\n")
    }
}

/// The metrics in Prometheus's text format, with the gauges read now: the games running and
/// each shard's gateway latency. 404 when no recorder serves them.
async fn metrics_text(State(probe): State<Probe>) -> (StatusCode, String) {
    let Some(handle) = &probe.metrics else {
        return (StatusCode::NOT_FOUND, "no metrics here\n".to_string());
    };
    if let Ok(running) = probe.store.active_game_ids().await {
        metrics::gauge!("focus_games_running").set(running.len() as f64);
    }
    if let Some(manager) = &probe.shards {
        for (id, info) in manager.runners.lock().await.iter() {
            if let Some(latency) = info.latency {
                metrics::gauge!("focus_gateway_latency_seconds", "shard" => id.0.to_string())
                    .set(latency.as_secs_f64());
            }
        }
    }
    (StatusCode::OK, handle.render())
}
