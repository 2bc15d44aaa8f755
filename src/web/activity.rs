//! The board inside Discord, as an Activity (docs/web.md, "Inside Discord: the Activity").
//! Discord's proxy maps the Activity's root to `PUBLIC_URL/activity/`; everything the Activity
//! loads is under that path, where (and only where) the pages may be framed by Discord
//! (`assets.rs`):
//!
//! - `GET /activity/`: the page Discord opens, with `activity.js` (Discord's Embedded App SDK and
//!   its entry, bundled from `activity/` and committed: docs/web.md says why);
//! - `POST /activity/api/token` (JSON `{code}`): the SDK's authorization code exchanged with
//!   Discord by the bot (its client secret never leaves it), the user read, a session opened;
//!   answered `{access_token, session}`: the token for the SDK's `authenticate`, the session's
//!   secret for the pages' `Authorization: Bearer` (the session cookie is third-party inside
//!   Discord's iframe);
//! - `GET /activity/api/game?channel=ID` (with that Bearer): the path of the channel's game page,
//!   if the reader plays in it or everyone in the server can view the channel;
//! - the game pages and their files again under `/activity/` (`routes.rs`), so that the game
//!   opens inside the proxy's mapping.
//!
//! Without `DISCORD_CLIENT_ID` and `DISCORD_CLIENT_SECRET` these routes are a 404.

use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE, RETRY_AFTER};
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::{Deserialize, Serialize};

use crate::i18n::Lang;
use crate::markup::{self, Names, Span};
use crate::service::ChannelGame;
use crate::t;

use super::activity_page::activity_page;
use super::assets::headers;
use super::discord_oauth::SignInError;
use super::session::{open_secret, signed_in};
use super::signin::{BUSY_RETRY_AFTER, signed_in_metric};
use super::site::{Site, answer, asked_lang, not_found, param};
use super::tokens::Subject;
use crate::store::ChannelId;

/// The Activity's script: Discord's Embedded App SDK and `activity/src/activity.js`, bundled.
pub const ACTIVITY_JS: &str = include_str!("activity.js");

/// The routes of the Activity.
pub(super) fn routes(site: Site) -> Router {
    Router::new()
        .route("/activity/", get(start))
        .route("/activity/activity.js", get(script))
        .route("/activity/api/token", post(token))
        .route("/activity/api/game", get(game))
        .with_state(site)
}

/// What the Activity's script sends to sign in: the SDK's code and the reader's language.
#[derive(Deserialize)]
struct Code {
    code: String,
    #[serde(default)]
    lang: Option<String>,
}

/// The sign-in's answer: the access token for the SDK's `authenticate`, the session's secret.
#[derive(Serialize)]
struct SignedIn<'a> {
    access_token: &'a str,
    session: &'a str,
}

/// `GET /activity/`: the page Discord opens.
async fn start(State(site): State<Site>, uri: Uri, headers_in: HeaderMap) -> Response {
    let Some(sign_in) = &site.sign_in else {
        return not_found();
    };
    let lang = asked_lang(&uri, &headers_in).unwrap_or_default();
    (
        headers("text/html; charset=utf-8"),
        activity_page(lang, sign_in.client_id()),
    )
        .into_response()
}

/// `GET /activity/activity.js`.
async fn script(State(site): State<Site>) -> Response {
    if site.sign_in.is_none() {
        return not_found();
    }
    (headers("text/javascript; charset=utf-8"), ACTIVITY_JS).into_response()
}

/// `POST /activity/api/token`: the SDK's code for a session.
async fn token(State(site): State<Site>, headers_in: HeaderMap, body: Bytes) -> Response {
    let Some(sign_in) = site.sign_in.clone() else {
        return not_found();
    };
    let json = headers_in
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    let sent = serde_json::from_slice::<Code>(&body).ok().filter(|_| json);
    let lang = sent
        .as_ref()
        .and_then(|s| s.lang.as_deref())
        .and_then(Lang::from_locale)
        .unwrap_or_default();
    // An authorization code: a few dozen letters and digits.
    let code = sent.as_ref().map(|s| s.code.as_str()).filter(|c| {
        !c.is_empty()
            && c.len() <= 256
            && c.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-._~".contains(&b))
    });
    let Some(code) = code else {
        let text = t!(lang, "activity-bad-request");
        return said(StatusCode::BAD_REQUEST, &text);
    };
    answer(
        async {
            let (user, token) = match sign_in.confirm(code, None).await {
                Ok(signed) => {
                    signed_in_metric("activity", "ok");
                    signed
                }
                Err(e @ SignInError::Refused(_)) => {
                    signed_in_metric("activity", "refused");
                    tracing::info!(error = %e, "an Activity's sign-in was not confirmed");
                    let text = t!(lang, "activity-refused");
                    return Ok(said(StatusCode::UNAUTHORIZED, &text));
                }
                Err(e @ SignInError::Unavailable(_)) => {
                    signed_in_metric("activity", "unavailable");
                    tracing::warn!(error = %e, "an Activity's sign-in could not be confirmed");
                    let text = t!(lang, "web-signin-unavailable");
                    return Ok(said(StatusCode::BAD_GATEWAY, &text));
                }
                Err(SignInError::Busy) => {
                    signed_in_metric("activity", "busy");
                    // The script says so and tries again after `Retry-After`.
                    let text = t!(lang, "activity-busy");
                    let mut busy = said(StatusCode::TOO_MANY_REQUESTS, &text);
                    busy.headers_mut().insert(RETRY_AFTER, BUSY_RETRY_AFTER);
                    return Ok(busy);
                }
            };
            let Some(session) = open_secret(&site, user, None).await? else {
                return Ok(not_found());
            };
            tracing::info!(user = user.0, "signed in through the Activity");
            let body = SignedIn {
                access_token: token.reveal(),
                session: &session,
            };
            Ok(private_json(StatusCode::OK, &body))
        }
        .await,
    )
}

/// `GET /activity/api/game?channel=ID`: where the channel's game is, for the signed-in reader.
async fn game(State(site): State<Site>, uri: Uri, headers_in: HeaderMap) -> Response {
    if site.sign_in.is_none() {
        return not_found();
    }
    let lang = asked_lang(&uri, &headers_in).unwrap_or_default();
    answer(
        async {
            let Some(user) = signed_in(&site, &headers_in).await else {
                let text = t!(lang, "activity-signed-out");
                return Ok(said(StatusCode::UNAUTHORIZED, &text));
            };
            let Some(channel) = param(&uri, "channel")
                .and_then(|c| c.parse::<ChannelId>().ok())
                .filter(|c| c.0 != 0)
            else {
                let text = t!(lang, "activity-no-channel");
                return Ok(said(StatusCode::BAD_REQUEST, &text));
            };
            let found = site
                .service()?
                .channel_game(channel, user, |guild| site.listed(guild))
                .await?;
            Ok(match (found, found.refusal(lang)) {
                (ChannelGame::Open(id), _) => {
                    let path = site.path(Subject::Game(id));
                    private_json(StatusCode::OK, &serde_json::json!({ "path": path }))
                }
                (_, refusal) => said(StatusCode::NOT_FOUND, &words(&refusal.unwrap_or_default())),
            })
        }
        .await,
    )
}

/// The service's marked text as the Activity's script shows it (plain text): a command as the
/// reader's Discord client names it (`/focus défier adversaire:@ami`), inside Discord.
fn words(marked: &str) -> String {
    markup::render(marked, |out, span| match span {
        Span::Text(words) => out.push_str(&words.replace("**", "").replace("__", "")),
        Span::Name(name) | Span::Quoted(name) => out.push_str(name),
        Span::Example(payload) => out.push_str(&markup::example_text(payload, Names::Shown)),
        Span::User(_) | Span::Role(_) | Span::Channel(_) => {}
    })
}

/// A JSON answer that no cache keeps (it may carry a secret).
fn private_json(status: StatusCode, body: &impl Serialize) -> Response {
    let json = serde_json::to_string(body).unwrap_or_default();
    (
        status,
        [
            (CONTENT_TYPE, "application/json; charset=utf-8"),
            (CACHE_CONTROL, "no-store"),
        ],
        json,
    )
        .into_response()
}

/// A refusal: `{message}` with `status`.
fn said(status: StatusCode, text: &str) -> Response {
    private_json(status, &serde_json::json!({ "message": text }))
}
