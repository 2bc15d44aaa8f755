//! Signing in with Discord, and out (docs/web.md, "Signing in"):
//!
//! - `GET /signin?next=PATH` sends the reader to Discord's authorize page (`identify` scope),
//!   with a random `state` that a short-lived cookie (`__Host-focus_signin`) also holds, signed
//!   under the web secret together with where to go next and when it expires;
//! - `GET /signin/callback?code&state` checks the state against the cookie (a wrong or missing
//!   one: a 400 page, nothing written), has Discord confirm the code (the bot calls Discord
//!   itself: the client secret and the access token never reach the browser), opens a session
//!   and sends the reader on to `next`, a path of this site only (no open redirect);
//! - `POST /signout` ends the session; `GET /session` says who is signed in.
//!
//! Without `DISCORD_CLIENT_ID` and `DISCORD_CLIENT_SECRET` the sign-in's routes are a 404.

use std::collections::HashMap;

use axum::Router;
use axum::extract::{Query, State};
use axum::http::HeaderValue;
use axum::http::header::{LOCATION, RETRY_AFTER, SET_COOKIE};
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use maud::html;

use crate::i18n::Lang;
use crate::t;

use super::assets::headers;
use super::discord_oauth::SignInError;
use super::html::page;
use super::session::{self, cookie, random_hex, set_cookie, signed_in};
use super::site::{Site, answer, asked_lang, not_found};

/// The cookie that holds a sign-in under way.
const STATE_COOKIE: &str = "__Host-focus_signin";

/// How long a sign-in may take, from the authorize page to the callback: ten minutes.
const STATE_LIFETIME_MS: i64 = 10 * 60 * 1000;

/// The longest `next` taken (a game page's path is under 70 bytes).
const NEXT_MAX: usize = 512;

/// How long a sign-in refused for [`super::discord_oauth::SIGN_INS_AT_ONCE`] asks the reader to
/// wait (`Retry-After`, seconds).
pub(super) const BUSY_RETRY_AFTER: HeaderValue = HeaderValue::from_static("5");

/// Counts a sign-in confirmed or not with Discord: `via` `web` or `activity`, `result` `ok`,
/// `refused`, `unavailable` or `busy` (`focus_signins_total`).
pub(super) fn signed_in_metric(via: &'static str, result: &'static str) {
    metrics::counter!("focus_signins_total", "via" => via, "result" => result).increment(1);
}

/// Where a sign-in without `next` ends: the page that says who is signed in.
const DEFAULT_NEXT: &str = "/session";

/// The routes of signing in and out.
pub(super) fn routes(site: Site) -> Router {
    Router::new()
        .route("/signin", get(start))
        .route("/signin/callback", get(callback))
        .route("/signout", post(sign_out))
        .route("/session", get(whoami))
        .with_state(site)
}

/// The request's query parameters, decoded (none when the query does not read: the answer
/// then says what is missing).
fn query_of(uri: &Uri) -> HashMap<String, String> {
    Query::try_from_uri(uri).map(|q| q.0).unwrap_or_default()
}

/// The reader's language for these pages: `?lang=` or `Accept-Language`, else English.
fn lang_of(uri: &Uri, headers: &HeaderMap) -> Lang {
    asked_lang(uri, headers).unwrap_or_default()
}

/// A short page saying `text` (and offering to sign in, when `offer`), with `status`; `up`
/// leads from its address to the site's root (for the stylesheet).
fn said(status: StatusCode, lang: Lang, text: &str, offer: bool, up: &str) -> Response {
    let body = html! {
        main {
            h1 { (t!(lang, "web-signin-title")) }
            p role="status" { (text) }
            @if offer {
                p { a href={ (up) "signin" } { (t!(lang, "web-signin-link")) } }
            }
        }
    };
    let title = t!(lang, "web-signin-title");
    (
        status,
        headers("text/html; charset=utf-8"),
        page(lang, &title, up, &body),
    )
        .into_response()
}

/// Whether `next` is a path of this site: it starts with one `/` (never `//` nor `/\`, which a
/// browser reads as another host), and holds only visible ASCII without a backslash.
pub(super) fn is_local_path(next: &str) -> bool {
    let bytes = next.as_bytes();
    bytes.first() == Some(&b'/')
        && !matches!(bytes.get(1), Some(b'/' | b'\\'))
        && next.len() <= NEXT_MAX
        && bytes.iter().all(|&b| b.is_ascii_graphic() && b != b'\\')
}

/// The message the state cookie's signature covers.
fn state_message(nonce: &str, expires: i64, next: &str) -> String {
    format!("focus-bot sign-in {nonce} {expires} {next}")
}

/// `GET /signin?next=PATH`: 302 to Discord's authorize page, the state in a cookie.
async fn start(State(site): State<Site>, uri: Uri, headers_in: HeaderMap) -> Response {
    let Some(sign_in) = site.sign_in.clone() else {
        return not_found();
    };
    let lang = lang_of(&uri, &headers_in);
    // A query that does not read is refused, not taken for one without `next`.
    let query = Query::<HashMap<String, String>>::try_from_uri(&uri).map(|q| q.0);
    let next = match &query {
        Ok(query) => query.get("next").map_or(DEFAULT_NEXT, String::as_str),
        Err(_) => "",
    };
    if !is_local_path(next) {
        let text = t!(lang, "web-signin-bad-next");
        return said(StatusCode::BAD_REQUEST, lang, &text, false, "");
    }
    answer(
        async {
            let Some(nonce) = random_hex(16) else {
                tracing::error!("the system's random number generator failed: no sign-in");
                return Err(crate::service::ServiceError::NotReady);
            };
            let expires = site.service()?.now_ms() + STATE_LIFETIME_MS;
            let mac = site.tokens.sign(&state_message(&nonce, expires, next));
            let value = format!("{nonce}.{expires}.{}.{mac}", hex_of(next));
            let to = sign_in.authorize_url(&site.callback_url(), &nonce);
            let mut out = HeaderMap::new();
            out.append(
                SET_COOKIE,
                set_cookie(STATE_COOKIE, &value, STATE_LIFETIME_MS / 1000),
            );
            if let Ok(to) = to.parse() {
                out.insert(LOCATION, to);
            }
            Ok((StatusCode::FOUND, out, headers("text/plain; charset=utf-8")).into_response())
        }
        .await,
    )
}

/// Where a sign-in under way goes next, if its cookie is this site's, unexpired at `now`, and
/// for the `state` Discord sent back.
fn state_next(site: &Site, headers_in: &HeaderMap, state: &str, now: i64) -> Option<String> {
    let value = cookie(headers_in, STATE_COOKIE)?;
    let mut parts = value.split('.');
    let (nonce, expires, next, mac) = (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
    let expires: i64 = expires.parse().ok()?;
    let next = String::from_utf8(super::tokens::hex(next)?).ok()?;
    let signed = site
        .tokens
        .verify(&state_message(nonce, expires, &next), mac);
    let same = nonce.len() == state.len()
        && nonce
            .bytes()
            .zip(state.bytes())
            .fold(0u8, |d, (a, b)| d | (a ^ b))
            == 0;
    (parts.next().is_none() && signed && same && now < expires && is_local_path(&next))
        .then_some(next)
}

/// `GET /signin/callback?code&state`: the state checked, the code confirmed with Discord, a
/// session opened, 303 to where the sign-in began.
async fn callback(State(site): State<Site>, uri: Uri, headers_in: HeaderMap) -> Response {
    let query = query_of(&uri);
    let Some(sign_in) = site.sign_in.clone() else {
        return not_found();
    };
    let lang = lang_of(&uri, &headers_in);
    answer(
        async {
            let now = site.service()?.now_ms();
            let state = query.get("state").map_or("", String::as_str);
            let Some(next) = state_next(&site, &headers_in, state, now) else {
                let text = t!(lang, "web-signin-bad-state");
                return Ok(said(StatusCode::BAD_REQUEST, lang, &text, true, "../"));
            };
            // Discord sends `error=access_denied` when the reader declined.
            let code = query.get("code").map(String::as_str).filter(|c| {
                !c.is_empty()
                    && c.len() <= 256
                    && c.bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b"-._~".contains(&b))
            });
            let Some(code) = code else {
                let text = t!(lang, "web-signin-refused");
                return Ok(said(StatusCode::BAD_REQUEST, lang, &text, true, "../"));
            };
            let user = match sign_in.confirm(code, Some(&site.callback_url())).await {
                Ok((user, _token)) => {
                    signed_in_metric("web", "ok");
                    user
                }
                Err(e @ SignInError::Refused(_)) => {
                    signed_in_metric("web", "refused");
                    tracing::info!(error = %e, "a sign-in was not confirmed");
                    let text = t!(lang, "web-signin-refused");
                    return Ok(said(StatusCode::BAD_REQUEST, lang, &text, true, "../"));
                }
                Err(e @ SignInError::Unavailable(_)) => {
                    signed_in_metric("web", "unavailable");
                    tracing::warn!(error = %e, "a sign-in could not be confirmed");
                    let text = t!(lang, "web-signin-unavailable");
                    return Ok(said(StatusCode::BAD_GATEWAY, lang, &text, false, "../"));
                }
                Err(SignInError::Busy) => {
                    signed_in_metric("web", "busy");
                    // The code is still good, and the state cookie still holds: reloading the
                    // page in a few seconds signs in.
                    let text = t!(lang, "web-signin-busy");
                    let mut busy = said(StatusCode::TOO_MANY_REQUESTS, lang, &text, false, "../");
                    busy.headers_mut().insert(RETRY_AFTER, BUSY_RETRY_AFTER);
                    return Ok(busy);
                }
            };
            let Some(session) = session::open(&site, user, None).await? else {
                return Ok(not_found());
            };
            tracing::info!(user = user.0, "signed in on the web pages");
            let mut out = HeaderMap::new();
            out.append(SET_COOKIE, session);
            out.append(SET_COOKIE, set_cookie(STATE_COOKIE, "", 0));
            if let Ok(to) = format!("{}{next}", site.public_url()).parse() {
                out.insert(LOCATION, to);
            }
            Ok((
                StatusCode::SEE_OTHER,
                out,
                headers("text/plain; charset=utf-8"),
            )
                .into_response())
        }
        .await,
    )
}

/// `POST /signout`: ends the reader's session and deletes its cookie.
async fn sign_out(State(site): State<Site>, uri: Uri, headers_in: HeaderMap) -> Response {
    let lang = lang_of(&uri, &headers_in);
    answer(
        async {
            let ended = session::end(&site, &headers_in).await?;
            let (status, text) = if ended {
                (StatusCode::OK, t!(lang, "web-signed-out"))
            } else {
                (StatusCode::UNAUTHORIZED, t!(lang, "web-not-signed-in"))
            };
            let mut response = said(status, lang, &text, false, "");
            response
                .headers_mut()
                .append(SET_COOKIE, set_cookie(session::SESSION_COOKIE, "", 0));
            Ok(response)
        }
        .await,
    )
}

/// `GET /session`: who is signed in (200), or that nobody is (401, with the way to sign in).
async fn whoami(State(site): State<Site>, uri: Uri, headers_in: HeaderMap) -> Response {
    let lang = lang_of(&uri, &headers_in);
    match signed_in(&site, &headers_in).await {
        Some(user) => {
            let text = t!(lang, "web-signed-in", user = user.to_string());
            said(StatusCode::OK, lang, &text, false, "")
        }
        None => {
            let text = t!(lang, "web-not-signed-in");
            let offer = site.sign_in.is_some();
            said(StatusCode::UNAUTHORIZED, lang, &text, offer, "")
        }
    }
}

/// `text`'s bytes in lowercase hex (a path in a cookie, where `;` and `,` may not go).
fn hex_of(text: &str) -> String {
    text.bytes().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_is_a_path_of_this_site_only() {
        for good in ["/session", "/game/12/abcdef/?ply=3", "/"] {
            assert!(is_local_path(good), "{good}");
        }
        for bad in [
            "",
            "session",
            "//evil.example",
            "/\\evil.example",
            "https://evil.example/",
            "/a b",
            "/a\\b",
            "/\u{e9}",
            &format!("/{}", "a".repeat(NEXT_MAX)),
        ] {
            assert!(!is_local_path(bad), "{bad}");
        }
    }
}
