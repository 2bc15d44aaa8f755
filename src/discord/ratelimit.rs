//! Discord's rate limits honoured by the bot itself in the proxy set-up (`DISCORD_HTTP_PROXY`).
//!
//! serenity sends its requests to a proxy only with its own rate limiter off, so a 429 that the
//! proxy passes on (a global or shared limit) would reach serenity unheeded. This forwarder sits
//! between them, on loopback inside the bot: serenity is pointed at it, and it sends each request
//! on to the configured proxy, after waiting out any window Discord announced for the request's
//! bucket (a 429's `retry_after`, or `X-RateLimit-Remaining: 0` with its `Reset-After`) or a
//! global one. A 429 holds the route it answered whatever its scope: a global one also holds
//! every other route but the interactions'. A 429 is retried once its window has passed (never earlier, a bounded number of
//! times). A 5xx or a timeout is retried, with back-off, only for requests that are safe to send
//! twice (GET, PUT, PATCH, DELETE); never an interaction's callback (one that failed is failed)
//! nor a POST (a message posted twice is worse than one posted late: its sender retries with a
//! nonce). Every request goes through it, poise's interaction callbacks included.
//!
//! Metrics: `focus_discord_requests_total{route,status}` (the route as its template, without ids
//! or tokens), `focus_discord_ratelimit_waits_total{scope}` (`route` or `global`) and
//! `focus_discord_ratelimit_wait_seconds`.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::body::{Body, Bytes, to_bytes};
use axum::extract::State;
use axum::http::{HeaderMap, Method, Request, Response, StatusCode, header};
use tokio::net::TcpListener;
use tokio::task::JoinHandle;
use tokio::time::Instant;
use tracing::warn;

/// How long one attempt may take before it counts as failed.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);
/// How many times a request answered 429 is sent again (each after its window).
const RATE_LIMIT_RETRIES: u32 = 5;
/// How many times a request that may be sent twice is sent again after a 5xx or a timeout.
const FAILURE_RETRIES: u32 = 3;
/// The first back-off after a 5xx or a timeout; doubled each time.
const FIRST_BACK_OFF: Duration = Duration::from_millis(250);
/// The largest body the bot sends (Discord's upload limit is well under it).
const MAX_BODY: usize = 64 * 1024 * 1024;

/// The forwarder, listening on loopback; it stops when dropped.
pub struct Forwarder {
    url: String,
    task: JoinHandle<()>,
}

impl Forwarder {
    /// Listens on a free loopback port and forwards to `upstream` (the proxy's URL), giving up an
    /// attempt after `timeout`.
    pub async fn start(upstream: &str, timeout: Duration) -> std::io::Result<Forwarder> {
        let listener = TcpListener::bind(("127.0.0.1", 0)).await?;
        let addr: SocketAddr = listener.local_addr()?;
        let client = reqwest::Client::builder()
            .timeout(timeout)
            .build()
            .map_err(std::io::Error::other)?;
        let limiter = Arc::new(Limiter {
            upstream: upstream.trim_end_matches('/').to_string(),
            client,
            windows: Mutex::default(),
        });
        let app = Router::new().fallback(forward).with_state(limiter);
        let task = tokio::spawn(async move {
            if let Err(e) = axum::serve(listener, app).await {
                warn!(error = %e, "the rate limiter stopped");
            }
        });
        Ok(Forwarder {
            url: format!("http://{addr}"),
            task,
        })
    }

    /// The URL to give serenity as its proxy.
    pub fn url(&self) -> &str {
        &self.url
    }
}

impl Drop for Forwarder {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// Until when each bucket, and every request bound by the global limit, must wait.
#[derive(Default)]
struct Windows {
    buckets: HashMap<String, Instant>,
    global: Option<Instant>,
}

struct Limiter {
    upstream: String,
    client: reqwest::Client,
    windows: Mutex<Windows>,
}

/// A request's route: its bucket (with the major parameter, as Discord counts) and its label for
/// the metrics (every id and token replaced).
#[derive(Debug, PartialEq)]
struct Route {
    bucket: String,
    label: String,
    /// Interactions' endpoints are not bound by the global limit.
    interaction: bool,
}

impl Route {
    fn of(method: &Method, path: &str) -> Route {
        let path = path.strip_prefix("/api/v10").unwrap_or(path);
        let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
        let interaction = matches!(segments.first(), Some(&"interactions" | &"webhooks"));
        let mut bucket = Vec::new();
        let mut label = Vec::new();
        for (i, segment) in segments.iter().enumerate() {
            let previous = i.checked_sub(1).map(|p| segments[p]);
            let is_id = segment.bytes().all(|b| b.is_ascii_digit()) && !segment.is_empty();
            // A token follows a webhook's or an interaction's id.
            let is_token =
                i >= 2 && matches!(segments[i - 2], "webhooks" | "interactions") && !is_id;
            let major = matches!(
                previous,
                Some("channels" | "guilds" | "webhooks" | "interactions")
            ) || is_token;
            if is_token {
                label.push("{token}");
            } else if is_id {
                label.push("{id}");
            } else {
                label.push(segment);
            }
            bucket.push(if major || !(is_id || is_token) {
                segment
            } else {
                "{id}"
            });
        }
        Route {
            bucket: format!("{method} /{}", bucket.join("/")),
            label: format!("{method} /{}", label.join("/")),
            interaction,
        }
    }

    /// Whether it may be sent again after a failure without risk of doing it twice.
    fn may_repeat(&self, method: &Method) -> bool {
        let callback = self.label.ends_with("/callback");
        !callback
            && matches!(
                *method,
                Method::GET | Method::PUT | Method::PATCH | Method::DELETE
            )
    }
}

impl Limiter {
    /// Waits out the windows that hold `route`, counting each wait.
    async fn wait_turn(&self, route: &Route) {
        loop {
            let now = Instant::now();
            let (until, scope) = {
                let windows = self.windows.lock().unwrap();
                let bucket = windows.buckets.get(&route.bucket).copied();
                let global = windows.global.filter(|_| !route.interaction);
                match (bucket, global) {
                    (Some(b), Some(g)) if g > b => (Some(g), "global"),
                    (Some(b), _) => (Some(b), "route"),
                    (None, Some(g)) => (Some(g), "global"),
                    (None, None) => (None, "route"),
                }
            };
            let Some(until) = until.filter(|u| *u > now) else {
                return;
            };
            let wait = until - now;
            metrics::counter!("focus_discord_ratelimit_waits_total", "scope" => scope).increment(1);
            metrics::histogram!("focus_discord_ratelimit_wait_seconds").record(wait.as_secs_f64());
            tokio::time::sleep_until(until).await;
        }
    }

    /// Notes the windows an answer announces: a 429's, or an empty bucket's.
    fn learn(&self, route: &Route, status: StatusCode, headers: &HeaderMap, body: &[u8]) {
        let seconds = |name: &str| {
            headers
                .get(name)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.parse::<f64>().ok())
                .filter(|s| s.is_finite() && *s >= 0.0)
                .map(Duration::from_secs_f64)
        };
        let now = Instant::now();
        let mut windows = self.windows.lock().unwrap();
        if status == StatusCode::TOO_MANY_REQUESTS {
            let body: serde_json::Value = serde_json::from_slice(body).unwrap_or_default();
            let retry_after = body["retry_after"]
                .as_f64()
                .filter(|s| s.is_finite() && *s >= 0.0)
                .map(Duration::from_secs_f64)
                .or_else(|| seconds("x-ratelimit-reset-after"))
                .or_else(|| seconds("retry-after"))
                .unwrap_or(Duration::from_secs(1));
            let global = body["global"] == true
                || headers
                    .get("x-ratelimit-global")
                    .is_some_and(|v| v.as_bytes().eq_ignore_ascii_case(b"true"));
            let until = now + retry_after;
            if global {
                windows.global = Some(windows.global.map_or(until, |g| g.max(until)));
            }
            // Whatever its scope, the 429 holds the route it answered: an interaction's route,
            // exempt from the global window, still waits out its own `retry_after`.
            let window = windows.buckets.entry(route.bucket.clone()).or_insert(until);
            *window = (*window).max(until);
            return;
        }
        let remaining = headers
            .get("x-ratelimit-remaining")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<u64>().ok());
        if remaining == Some(0)
            && let Some(reset_after) = seconds("x-ratelimit-reset-after")
        {
            windows
                .buckets
                .insert(route.bucket.clone(), now + reset_after);
        }
    }

    /// Sends one attempt on to the proxy.
    async fn send(
        &self,
        method: &Method,
        path_and_query: &str,
        headers: &HeaderMap,
        body: &Bytes,
    ) -> Result<(StatusCode, HeaderMap, Bytes), reqwest::Error> {
        let mut headers = headers.clone();
        headers.remove(header::HOST);
        let response = self
            .client
            .request(method.clone(), format!("{}{path_and_query}", self.upstream))
            .headers(headers)
            .body(body.clone())
            .send()
            .await?;
        let status = response.status();
        let headers = response.headers().clone();
        let body = response.bytes().await?;
        Ok((status, headers, body))
    }
}

/// One request from serenity: waited, sent on, retried as the module says, and answered.
async fn forward(State(limiter): State<Arc<Limiter>>, request: Request<Body>) -> Response<Body> {
    let (parts, body) = request.into_parts();
    let path_and_query = parts
        .uri
        .path_and_query()
        .map_or(parts.uri.path(), |p| p.as_str())
        .to_string();
    let route = Route::of(&parts.method, parts.uri.path());
    let Ok(body) = to_bytes(body, MAX_BODY).await else {
        return plain(StatusCode::PAYLOAD_TOO_LARGE, "request body too large");
    };
    let mut rate_limited = 0;
    let mut failed = 0;
    loop {
        limiter.wait_turn(&route).await;
        let answer = limiter
            .send(&parts.method, &path_and_query, &parts.headers, &body)
            .await;
        let status = answer.as_ref().map_or_else(
            |_| "timeout".to_string(),
            |(s, _, _)| s.as_u16().to_string(),
        );
        metrics::counter!(
            "focus_discord_requests_total",
            "route" => route.label.clone(),
            "status" => status
        )
        .increment(1);
        match answer {
            Ok((status, headers, bytes)) => {
                limiter.learn(&route, status, &headers, &bytes);
                if status == StatusCode::TOO_MANY_REQUESTS && rate_limited < RATE_LIMIT_RETRIES {
                    rate_limited += 1;
                    continue;
                }
                if status.is_server_error()
                    && route.may_repeat(&parts.method)
                    && failed < FAILURE_RETRIES
                {
                    tokio::time::sleep(FIRST_BACK_OFF * 2u32.pow(failed)).await;
                    failed += 1;
                    continue;
                }
                return passed_on(status, &headers, bytes);
            }
            Err(e) => {
                if route.may_repeat(&parts.method) && failed < FAILURE_RETRIES {
                    tokio::time::sleep(FIRST_BACK_OFF * 2u32.pow(failed)).await;
                    failed += 1;
                    continue;
                }
                warn!(route = %route.label, error = %e, "a Discord request failed");
                let status = if e.is_timeout() {
                    StatusCode::GATEWAY_TIMEOUT
                } else {
                    StatusCode::BAD_GATEWAY
                };
                return plain(status, "Discord did not answer");
            }
        }
    }
}

/// The proxy's answer, as serenity will read it.
fn passed_on(status: StatusCode, headers: &HeaderMap, body: Bytes) -> Response<Body> {
    let mut response = Response::new(Body::from(body));
    *response.status_mut() = status;
    for (name, value) in headers {
        if name != header::TRANSFER_ENCODING
            && name != header::CONNECTION
            && name != header::CONTENT_LENGTH
        {
            response.headers_mut().append(name, value.clone());
        }
    }
    response
}

/// An answer of the forwarder's own, in the shape of Discord's errors.
fn plain(status: StatusCode, message: &str) -> Response<Body> {
    let body = serde_json::json!({ "message": message, "code": 0 }).to_string();
    let mut response = Response::new(Body::from(body));
    *response.status_mut() = status;
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        header::HeaderValue::from_static("application/json"),
    );
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_keep_the_major_parameter_and_label_without_ids_or_tokens() {
        let r = Route::of(&Method::POST, "/api/v10/channels/42/messages");
        assert_eq!(r.bucket, "POST /channels/42/messages");
        assert_eq!(r.label, "POST /channels/{id}/messages");
        assert!(!r.interaction);
        let r = Route::of(&Method::PATCH, "/api/v10/channels/42/messages/77");
        assert_eq!(r.bucket, "PATCH /channels/42/messages/{id}");
        let r = Route::of(&Method::POST, "/api/v10/interactions/5/tok-en/callback");
        assert_eq!(r.label, "POST /interactions/{id}/{token}/callback");
        assert_eq!(r.bucket, "POST /interactions/5/tok-en/callback");
        assert!(r.interaction);
        assert!(!r.may_repeat(&Method::POST));
        let r = Route::of(&Method::PATCH, "/api/v10/webhooks/9/tok/messages/@original");
        assert_eq!(r.label, "PATCH /webhooks/{id}/{token}/messages/@original");
        assert!(r.may_repeat(&Method::PATCH));
    }
}
