//! The pages' stylesheet and script, served by the bot itself (no external resource), and the
//! headers every page carries: a strict Content-Security-Policy among them.

use axum::extract::Request;
use axum::http::HeaderValue;
use axum::http::header::{
    CACHE_CONTROL, CONTENT_SECURITY_POLICY as CSP, CONTENT_TYPE, HeaderName, REFERRER_POLICY,
    X_CONTENT_TYPE_OPTIONS,
};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

/// Only the bot's own scripts, styles, pictures and event stream; no inline script or style,
/// no form, no plugin; framed only by the bot's own pages.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
     style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; \
     form-action 'none'; frame-ancestors 'self'";

/// The same policy for the Activity's paths (`/activity/…`, `is_activity_path`), which
/// Discord frames: its clients (`discord.com`, the `ptb.` and `canary.` test clients) and an
/// Activity's own origin (`https://<application id>.discordsays.com`) may (docs/web.md).
pub const ACTIVITY_CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
     style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; \
     form-action 'none'; frame-ancestors 'self' https://discord.com https://ptb.discord.com \
     https://canary.discord.com https://*.discordsays.com";

/// Whether `path` is one of the Activity's, which Discord may frame.
#[must_use]
pub fn is_activity_path(path: &str) -> bool {
    path == "/activity" || path.starts_with("/activity/")
}

/// The stylesheet.
pub const CSS: &str = include_str!("focus.css");

/// The script: stepping through a game with the keys and buttons, and following it live.
pub const JS: &str = include_str!("focus.js");

/// The headers of an answer of the pages besides the security headers ([`secured`] adds
/// those to every answer): its type, and that it is asked for again each time.
#[must_use]
pub fn headers(content_type: &'static str) -> [(HeaderName, &'static str); 2] {
    [(CONTENT_TYPE, content_type), (CACHE_CONTROL, "no-cache")]
}

/// The answer to `request` with the security headers every answer of the server carries,
/// whatever its route (pages, files, events, probes, metrics, a 404): the policy (Discord may
/// frame only the Activity's paths), `nosniff` and no referrer. One layer over the whole router
/// (`routes::router`) adds them.
pub async fn secured(request: Request, next: Next) -> Response {
    let policy = if is_activity_path(request.uri().path()) {
        ACTIVITY_CONTENT_SECURITY_POLICY
    } else {
        CONTENT_SECURITY_POLICY
    };
    let mut response = next.run(request).await;
    let h = response.headers_mut();
    h.insert(CSP, HeaderValue::from_static(policy));
    h.insert(X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    h.insert(REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    response
}

/// `GET /assets/focus.css`.
pub async fn stylesheet() -> impl IntoResponse {
    (headers("text/css; charset=utf-8"), CSS)
}

/// `GET /assets/focus.js`.
pub async fn script() -> impl IntoResponse {
    (headers("text/javascript; charset=utf-8"), JS)
}
