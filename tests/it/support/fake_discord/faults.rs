//! Discord's own REST faults, scripted per test: 429s (per route and global, with Discord's body
//! and `X-RateLimit-*` headers), 5xx answers, slow answers (the request is done, the answer comes
//! late), a bucket left with nothing remaining, and a seeded random plan of all of them.
//!
//! The fake also keeps Discord's rules the faults imply: every request is logged with whether it
//! came inside a 429 window the fake had announced for its bucket (or a global one), a message
//! POST with `nonce` + `enforce_nonce` answers the message that nonce already made in that
//! channel, and an interaction's callback must arrive within 3 s of the interaction.

use std::collections::{HashMap, VecDeque};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::Mutex;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};

/// How long Discord gives an interaction for its first response.
pub const INTERACTION_DEADLINE: Duration = Duration::from_secs(3);
/// How long Discord remembers a message's nonce in a channel (it says "a few minutes").
const NONCE_WINDOW: Duration = Duration::from_secs(300);
/// The requests each bucket allows per window, as announced in `X-RateLimit-Limit`.
const BUCKET_LIMIT: u32 = 5;
/// A request to another bucket arriving this soon after a global 429 was already on its way
/// when the 429 was answered: the client could not have known.
const IN_FLIGHT: Duration = Duration::from_millis(250);

/// One fault the fake answers a request with.
#[derive(Clone, Debug, PartialEq)]
pub enum Fault {
    /// 429, for the request's bucket or (when `global`) for every request but interactions'.
    RateLimited {
        /// How long the client must wait.
        retry_after: Duration,
        /// Whether the limit is the bot's global one.
        global: bool,
    },
    /// A 5xx answer; the request was not done.
    ServerError(u16),
    /// The request is done at once, its answer comes after this long.
    Slow(Duration),
    /// Answered normally, with `X-RateLimit-Remaining: 0` for this long: the bucket is empty.
    Exhausted(Duration),
}

/// One request as it arrived, whatever was answered.
#[derive(Clone, Debug, PartialEq)]
pub struct Arrival {
    /// `GET`, `POST`…
    pub method: String,
    /// The path after `/api/v10`.
    pub path: String,
    /// The request's bucket (route and major parameter).
    pub bucket: String,
    /// Whether it came while a 429 or an empty bucket the fake had announced still held.
    pub inside_window: bool,
    /// The fault it was answered with, if any.
    pub fault: Option<Fault>,
}

/// The faults a test scripted, and what the fake saw.
#[derive(Default)]
pub struct Faults {
    state: Mutex<State>,
}

#[derive(Default)]
struct State {
    /// `"POST /channels/{channel_id}/messages"` → the next faults for that route, in order.
    scripted: HashMap<String, VecDeque<Fault>>,
    plan: Option<Plan>,
    /// Buckets' windows announced (429 or Remaining 0), until when.
    windows: HashMap<String, Instant>,
    /// The global window: when it was announced, until when, and the bucket it answered.
    global: Option<(Instant, Instant, String)>,
    arrivals: Vec<Arrival>,
    /// (channel, nonce) → the message it made, and when.
    nonces: HashMap<(String, String), (u64, Instant)>,
    /// Interaction tokens → when the fake sent them.
    interactions: HashMap<String, Instant>,
    /// Interaction tokens → how long their callback took to arrive.
    callback_delays: Vec<(String, Duration)>,
    /// Whether a late callback is refused as Discord does (on once a test scripts faults).
    deadline_enforced: bool,
    /// Whether Discord's message routes are down (every request to them answers 503).
    outage: bool,
    /// The requests the outages refused.
    outage_refused: usize,
}

/// A seeded random plan: about one request in `one_in` answered 429 (route or global) or 5xx,
/// and the first `slow` requests to `slow_route` answered slowly.
struct Plan {
    rng: SmallRng,
    one_in: u32,
    slow: usize,
    slow_route: String,
    slow_for: Duration,
}

/// Scripts faults for one route (`"METHOD /template"`).
pub struct RouteFaults<'a> {
    faults: &'a Faults,
    route: String,
}

impl RouteFaults<'_> {
    fn push(self, fault: Fault) -> Self {
        let mut state = self.faults.state.lock().unwrap();
        state.deadline_enforced = true;
        state
            .scripted
            .entry(self.route.clone())
            .or_default()
            .push_back(fault);
        drop(state);
        self
    }

    /// The next request to the route answers 429 for `retry_after` (for every route when
    /// `global`).
    pub fn answer_429(self, retry_after: Duration, global: bool) -> Self {
        self.push(Fault::RateLimited {
            retry_after,
            global,
        })
    }

    /// The next request to the route answers `status` (500, 502, 503…) without being done.
    pub fn answer_5xx(self, status: u16) -> Self {
        self.push(Fault::ServerError(status))
    }

    /// The next request to the route is done at once and answered after `delay`.
    pub fn slow(self, delay: Duration) -> Self {
        self.push(Fault::Slow(delay))
    }

    /// The next request to the route is answered with nothing remaining in its bucket for
    /// `reset_after`.
    pub fn exhaust(self, reset_after: Duration) -> Self {
        self.push(Fault::Exhausted(reset_after))
    }
}

/// What the REST handler does with a request, once it arrived.
pub(super) enum Verdict {
    /// Answer this at once; the request is not done.
    Refuse(Response),
    /// Do the request; answer after `delay`, with `headers` added.
    Serve { delay: Duration, headers: HeaderMap },
}

impl Faults {
    /// Scripts faults for `route`, `"METHOD /template"` as in Discord's spec, like
    /// `"POST /channels/{channel_id}/messages"`.
    pub fn route(&self, route: &str) -> RouteFaults<'_> {
        RouteFaults {
            faults: self,
            route: route.to_string(),
        }
    }

    /// From now on about one request in `one_in` (not interaction callbacks nor the start-up's)
    /// answers 429 (route or global, 1–2 s) or, when the method may be retried, 5xx; the first
    /// `slow` requests to `slow_route` are answered after `slow_for`. Seeded by `seed`; what was
    /// injected is in [`Faults::injected`].
    pub fn random(
        &self,
        seed: u64,
        one_in: u32,
        slow: usize,
        slow_route: &str,
        slow_for: Duration,
    ) {
        let mut state = self.state.lock().unwrap();
        state.deadline_enforced = true;
        state.plan = Some(Plan {
            rng: SmallRng::seed_from_u64(seed),
            one_in,
            slow,
            slow_route: slow_route.to_string(),
            slow_for,
        });
    }

    /// Every request as it arrived.
    pub fn arrivals(&self) -> Vec<Arrival> {
        self.state.lock().unwrap().arrivals.clone()
    }

    /// The requests answered with a fault.
    pub fn injected(&self) -> Vec<Arrival> {
        self.arrivals()
            .into_iter()
            .filter(|a| a.fault.is_some())
            .collect()
    }

    /// The requests sent inside a window the fake had announced (429 or Remaining 0).
    pub fn early(&self) -> Vec<Arrival> {
        self.arrivals()
            .into_iter()
            .filter(|a| a.inside_window)
            .collect()
    }

    /// How long each interaction's callback took to arrive, by token.
    pub fn callback_delays(&self) -> Vec<(String, Duration)> {
        self.state.lock().unwrap().callback_delays.clone()
    }

    /// Discord's nonce window passes for every message posted so far (it keeps a nonce "a few
    /// minutes"): a POST with one of their nonces makes a new message.
    pub fn nonce_window_passes(&self) {
        self.state.lock().unwrap().nonces.clear();
    }

    /// Notes that the interaction `token` was sent now.
    pub(super) fn sent_interaction(&self, token: &str) {
        self.state
            .lock()
            .unwrap()
            .interactions
            .insert(token.to_string(), Instant::now());
    }

    /// The message a `nonce` already made in `channel` within Discord's window.
    pub(super) fn nonce_message(&self, channel: &str, nonce: &str) -> Option<u64> {
        let state = self.state.lock().unwrap();
        state
            .nonces
            .get(&(channel.to_string(), nonce.to_string()))
            .filter(|(_, at)| at.elapsed() < NONCE_WINDOW)
            .map(|(id, _)| *id)
    }

    /// Remembers that `nonce` made message `id` in `channel`.
    pub(super) fn remember_nonce(&self, channel: &str, nonce: &str, id: u64) {
        self.state.lock().unwrap().nonces.insert(
            (channel.to_string(), nonce.to_string()),
            (id, Instant::now()),
        );
    }

    /// Logs a request's arrival and decides its answer. `Err` is a violation of Discord's rules
    /// by the bot (a callback after the deadline), with the answer Discord gives it.
    pub(super) fn arrive(
        &self,
        method: &str,
        template: &str,
        path: &str,
    ) -> (Verdict, Option<String>) {
        let now = Instant::now();
        let route = format!("{method} {template}");
        let bucket = bucket(method, template, path);
        let exempt = exempt_from_global(template);
        let mut state = self.state.lock().unwrap();
        let inside_global = state
            .global
            .as_ref()
            .is_some_and(|(announced, until, cause)| {
                now < *until && (*cause == bucket || now - *announced > IN_FLIGHT)
            });
        let inside_window = state.windows.get(&bucket).is_some_and(|until| now < *until)
            || (!exempt && inside_global);
        let mut violation = None;
        if template == "/interactions/{interaction_id}/{interaction_token}/callback" {
            let token = path.trim_matches('/').split('/').nth(2).unwrap_or_default();
            if let Some(sent) = state.interactions.get(token).copied() {
                let delay = now - sent;
                state.callback_delays.push((token.to_string(), delay));
                if delay > INTERACTION_DEADLINE && state.deadline_enforced {
                    violation = Some(format!(
                        "{method} {path}: the callback came {delay:?} after the interaction \
                         (Discord allows {INTERACTION_DEADLINE:?}: \"This interaction failed\")"
                    ));
                }
            }
        }
        let fault = match state.scripted.get_mut(&route).and_then(VecDeque::pop_front) {
            Some(fault) => Some(fault),
            None if state.outage && message_route(template) => {
                state.outage_refused += 1;
                Some(Fault::ServerError(503))
            }
            None => planned(&mut state, method, template, &route),
        };
        state.arrivals.push(Arrival {
            method: method.to_string(),
            path: path.to_string(),
            bucket: bucket.clone(),
            inside_window,
            fault: fault.clone(),
        });
        if violation.is_some() {
            let answer = (
                StatusCode::NOT_FOUND,
                axum::Json(json!({ "message": "Unknown interaction", "code": 10062 })),
            )
                .into_response();
            return (Verdict::Refuse(answer), violation);
        }
        let verdict = match fault {
            None => Verdict::Serve {
                delay: Duration::ZERO,
                headers: HeaderMap::new(),
            },
            Some(Fault::Slow(delay)) => Verdict::Serve {
                delay,
                headers: HeaderMap::new(),
            },
            Some(Fault::Exhausted(reset_after)) => {
                state.windows.insert(bucket.clone(), now + reset_after);
                Verdict::Serve {
                    delay: Duration::ZERO,
                    headers: limit_headers(&bucket, 0, reset_after, "user"),
                }
            }
            Some(Fault::ServerError(status)) => Verdict::Refuse(
                (
                    StatusCode::from_u16(status).unwrap_or(StatusCode::SERVICE_UNAVAILABLE),
                    axum::Json(json!({ "message": "Service Unavailable", "code": 0 })),
                )
                    .into_response(),
            ),
            Some(Fault::RateLimited {
                retry_after,
                global,
            }) => {
                // Whatever its scope, a 429's `retry_after` holds the route it answered (an
                // interaction's too, though other interactions are exempt from the global one).
                if global {
                    state.global = Some((now, now + retry_after, bucket.clone()));
                }
                state.windows.insert(bucket.clone(), now + retry_after);
                Verdict::Refuse(rate_limited(&bucket, retry_after, global))
            }
        };
        (verdict, violation)
    }
}

/// The routes that make, edit or read messages (a channel's, an interaction's answer and its
/// follow-ups): what an outage of Discord's messages takes down.
fn message_route(template: &str) -> bool {
    template.contains("/messages") || template.starts_with("/webhooks/")
}

impl Faults {
    /// Discord's messages go down: from now on every request to a message route (posting,
    /// editing or reading a channel's message or an interaction's answer, a follow-up) answers
    /// 503 until [`Faults::end_outage`]; interaction callbacks, the gateway and the commands'
    /// registration still work.
    pub fn begin_outage(&self) {
        let mut state = self.state.lock().unwrap();
        state.deadline_enforced = true;
        state.outage = true;
    }

    /// Discord's messages come back; returns when.
    pub fn end_outage(&self) -> Instant {
        self.state.lock().unwrap().outage = false;
        Instant::now()
    }

    /// How many requests the outages refused.
    pub fn outage_refused(&self) -> usize {
        self.state.lock().unwrap().outage_refused
    }

    /// Waits until every 429 window (and empty bucket) announced so far has passed: a bot
    /// started after that cannot send into one it never heard of.
    pub async fn windows_closed(&self) {
        let until = {
            let state = self.state.lock().unwrap();
            let global = state.global.as_ref().map(|(_, until, _)| *until);
            state.windows.values().copied().chain(global).max()
        };
        if let Some(until) = until {
            tokio::time::sleep_until(until.into()).await;
        }
    }
}

/// Draws the random plan's fault for one request, if any.
fn planned(state: &mut State, method: &str, template: &str, route: &str) -> Option<Fault> {
    let plan = state.plan.as_mut()?;
    if plan.slow > 0 && route == plan.slow_route {
        plan.slow -= 1;
        return Some(Fault::Slow(plan.slow_for));
    }
    let spared = template.ends_with("/callback")
        || template.starts_with("/gateway")
        || template.ends_with("/commands");
    if spared || !plan.rng.random_ratio(1, plan.one_in) {
        return None;
    }
    let retry_after = Duration::from_millis(plan.rng.random_range(1000..=2000));
    let retriable = matches!(method, "GET" | "PUT" | "PATCH" | "DELETE");
    Some(match plan.rng.random_range(0..10) {
        0..2 => Fault::RateLimited {
            retry_after,
            global: true,
        },
        2..6 if retriable => Fault::ServerError([500, 502, 503][plan.rng.random_range(0..3)]),
        _ => Fault::RateLimited {
            retry_after,
            global: false,
        },
    })
}

/// A request's bucket: its route and its major parameter (channel, guild, webhook and token, or
/// interaction), as Discord counts them.
pub fn bucket(method: &str, template: &str, path: &str) -> String {
    let parts: Vec<&str> = template.trim_matches('/').split('/').collect();
    let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
    let major: Vec<&str> = parts
        .iter()
        .zip(&segments)
        .filter(|(p, _)| {
            matches!(
                **p,
                "{channel_id}"
                    | "{guild_id}"
                    | "{webhook_id}"
                    | "{webhook_token}"
                    | "{interaction_id}"
                    | "{interaction_token}"
            )
        })
        .map(|(_, s)| *s)
        .collect();
    format!("{method} {template} {}", major.join("/"))
}

/// Interactions' endpoints are not bound by the global limit (Discord's documentation).
fn exempt_from_global(template: &str) -> bool {
    template.starts_with("/interactions/") || template.starts_with("/webhooks/")
}

/// Discord's opaque name of a bucket.
fn bucket_hash(bucket: &str) -> String {
    let mut hasher = DefaultHasher::new();
    bucket.hash(&mut hasher);
    format!("{:016x}", hasher.finish())
}

fn limit_headers(bucket: &str, remaining: u32, reset_after: Duration, scope: &str) -> HeaderMap {
    let reset = SystemTime::now().duration_since(UNIX_EPOCH).unwrap() + reset_after;
    let mut headers = HeaderMap::new();
    let mut set = |name: &'static str, value: String| {
        headers.insert(name, HeaderValue::from_str(&value).unwrap());
    };
    set("x-ratelimit-limit", BUCKET_LIMIT.to_string());
    set("x-ratelimit-remaining", remaining.to_string());
    set("x-ratelimit-reset", format!("{:.3}", reset.as_secs_f64()));
    set(
        "x-ratelimit-reset-after",
        format!("{:.3}", reset_after.as_secs_f64()),
    );
    set("x-ratelimit-bucket", bucket_hash(bucket));
    set("x-ratelimit-scope", scope.to_string());
    headers
}

/// Discord's 429: its body and headers.
fn rate_limited(bucket: &str, retry_after: Duration, global: bool) -> Response {
    let scope = if global { "global" } else { "user" };
    let mut headers = limit_headers(bucket, 0, retry_after, scope);
    headers.insert(
        "retry-after",
        HeaderValue::from(retry_after.as_secs_f64().ceil() as u64),
    );
    if global {
        headers.insert("x-ratelimit-global", HeaderValue::from_static("true"));
    }
    let body: Value = json!({
        "message": "You are being rate limited.",
        "retry_after": retry_after.as_secs_f64(),
        "global": global,
        "code": 0,
    });
    (StatusCode::TOO_MANY_REQUESTS, headers, axum::Json(body)).into_response()
}

impl super::FakeDiscord {
    /// The faults this Discord answers with, for a test to script, and what they saw.
    pub fn faults(&self) -> &Faults {
        &self.shared.faults
    }

    /// Every message Discord holds (channel posts, interactions' answers and follow-ups), by
    /// id: the order they were made in.
    pub fn all_messages(&self) -> Vec<(u64, Value)> {
        let mut messages: Vec<(u64, Value)> = self
            .shared
            .messages
            .lock()
            .unwrap()
            .iter()
            .map(|(id, m)| (*id, m.clone()))
            .collect();
        messages.sort_by_key(|(id, _)| *id);
        messages
    }

    /// The messages Discord holds that a message POST with this `nonce` made.
    pub fn messages_with_nonce(&self, nonce: &str) -> Vec<Value> {
        self.shared
            .messages
            .lock()
            .unwrap()
            .values()
            .filter(|m| m["nonce"] == nonce)
            .cloned()
            .collect()
    }
}
