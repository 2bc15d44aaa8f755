//! The pages' stylesheet and script, served by the bot itself (no external resource), and the
//! headers every page carries: a strict Content-Security-Policy among them.

use axum::http::HeaderValue;
use axum::http::header::{
    CACHE_CONTROL, CONTENT_SECURITY_POLICY as CSP, CONTENT_TYPE, HeaderName, REFERRER_POLICY,
    X_CONTENT_TYPE_OPTIONS,
};
use axum::response::{IntoResponse, Response};

/// Only the bot's own scripts, styles, pictures and event stream; no inline script or style,
/// no form, no plugin. Framed only by itself and by Discord: its clients (`discord.com`, the
/// `ptb.` and `canary.` test clients) and an Activity's own origin
/// (`https://<application id>.discordsays.com`), so a page can be shown in an Activity or an
/// embed (docs/web.md).
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
     style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; \
     form-action 'none'; frame-ancestors 'self' https://discord.com https://ptb.discord.com \
     https://canary.discord.com https://*.discordsays.com";

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

/// `response` with the security headers every answer of the server carries, whatever its
/// route (pages, files, events, probes, metrics, a 404): the policy, `nosniff` and no
/// referrer. One layer over the whole router (`routes::router`) adds them.
pub async fn secured(mut response: Response) -> Response {
    let h = response.headers_mut();
    h.insert(CSP, HeaderValue::from_static(CONTENT_SECURITY_POLICY));
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
