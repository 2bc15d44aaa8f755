//! The pages' stylesheet and script, served by the bot itself (no external resource), and the
//! headers every page carries: a strict Content-Security-Policy among them.

use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE, HeaderName};
use axum::response::IntoResponse;

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

/// The headers of every answer of the pages.
#[must_use]
pub fn headers(content_type: &'static str) -> [(HeaderName, &'static str); 5] {
    [
        (CONTENT_TYPE, content_type),
        (
            HeaderName::from_static("content-security-policy"),
            CONTENT_SECURITY_POLICY,
        ),
        (HeaderName::from_static("x-content-type-options"), "nosniff"),
        (HeaderName::from_static("referrer-policy"), "no-referrer"),
        (CACHE_CONTROL, "no-cache"),
    ]
}

/// `GET /assets/focus.css`.
pub async fn stylesheet() -> impl IntoResponse {
    (headers("text/css; charset=utf-8"), CSS)
}

/// `GET /assets/focus.js`.
pub async fn script() -> impl IntoResponse {
    (headers("text/javascript; charset=utf-8"), JS)
}
