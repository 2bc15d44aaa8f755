//! The private "Play on the board" link (docs/web.md, "Signing in"): the Play button's private
//! answer and the direct message of a player's turn carry it, for that player and that game.
//! `PUBLIC_URL/play/{game}/{user}.{expires}.{nonce}.{mac}`: the MAC (under the web secret, its
//! message `focus-bot play …`, unlike any page token's) covers the game, the user, the expiry
//! ([`PLAY_LINK_LIFETIME_MS`] after it was made) and a random nonce. Opening it once opens a
//! session for that user (the nonce is recorded: a second opening is refused, nothing written)
//! and goes on to the game's page.

use axum::Router;
use axum::extract::{Path, State};
use axum::http::header::{LOCATION, SET_COOKIE};
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use maud::html;

use crate::i18n::Lang;
use crate::service::GameId;
use crate::t;

use super::assets::headers;
use super::html::page;
use super::session::{self, random_hex};
use super::site::{Site, answer, asked_lang, not_found};
use crate::store::UserId;

/// How long a play link opens a session after it was made: 15 minutes.
pub const PLAY_LINK_LIFETIME_MS: i64 = 15 * 60 * 1000;

/// The message a play link's MAC covers.
fn message(game: GameId, user: UserId, expires: i64, nonce: &str) -> String {
    format!("focus-bot play {game} {user} {expires} {nonce}")
}

impl Site {
    /// The play link of `user` for game `game`, made at `now` (Unix ms); `None` only if the
    /// system's random number generator failed.
    #[must_use]
    pub fn play_url(&self, game: GameId, user: UserId, now: i64) -> Option<String> {
        let nonce = random_hex(16)?;
        let expires = now + PLAY_LINK_LIFETIME_MS;
        let mac = self.tokens.sign(&message(game, user, expires, &nonce));
        Some(format!(
            "{}/play/{game}/{user}.{expires}.{nonce}.{mac}",
            self.public_url()
        ))
    }

    /// Links `service`'s Play answers and turn notices to play links of this site.
    pub fn link_play(&self, service: &crate::service::Service) {
        let links = self.clone();
        service.link_play(move |game, user, now| links.play_url(game, user, now));
    }
}

/// The route of the play links.
pub(super) fn routes(site: Site) -> Router {
    Router::new()
        .route("/play/{game}/{ticket}", get(play))
        .with_state(site)
}

/// What a play link says, once its MAC is checked: the user, its expiry and its nonce.
fn read(site: &Site, game: GameId, ticket: &str) -> Option<(UserId, i64, String)> {
    let mut parts = ticket.split('.');
    let (user, expires, nonce, mac) = (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
    let (user, expires) = (user.parse::<UserId>().ok()?, expires.parse::<i64>().ok()?);
    let nonce_ok = nonce.len() == 32 && nonce.bytes().all(|b| b.is_ascii_hexdigit());
    (parts.next().is_none()
        && nonce_ok
        && site
            .tokens
            .verify(&message(game, user, expires, nonce), mac))
    .then(|| (user, expires, nonce.to_string()))
}

/// A refusal's page: `text` with `status`.
fn refused(status: StatusCode, lang: Lang, text: &str) -> Response {
    let body = html! { main { h1 { (t!(lang, "web-signin-title")) } p role="status" { (text) } } };
    let title = t!(lang, "web-signin-title");
    (
        status,
        headers("text/html; charset=utf-8"),
        page(lang, &title, "../../", &body),
    )
        .into_response()
}

/// `GET /play/{game}/{ticket}`: a session for the link's player, then 303 to the game's page;
/// a forged, expired or used link is refused with a page saying so, and writes nothing.
async fn play(
    State(site): State<Site>,
    Path((game, ticket)): Path<(String, String)>,
    uri: Uri,
    headers_in: HeaderMap,
) -> Response {
    let lang = asked_lang(&uri, &headers_in).unwrap_or_default();
    answer(
        async {
            let service = site.service()?;
            let read = game
                .parse::<GameId>()
                .ok()
                .and_then(|game| Some((game, read(&site, game, &ticket)?)));
            let Some((game, (user, expires, nonce))) = read else {
                let text = t!(lang, "web-play-link-forged");
                return Ok(refused(StatusCode::BAD_REQUEST, lang, &text));
            };
            if service.now_ms() >= expires {
                let text = t!(lang, "web-play-link-expired");
                return Ok(refused(StatusCode::GONE, lang, &text));
            }
            let Some(stored) = service.store().game(game).await? else {
                return Ok(not_found());
            };
            if site.game_link(game, stored.guild_id).await?.is_none() {
                return Ok(not_found());
            }
            // Relative to `/play/{game}/`: right behind any proxy or path prefix (an
            // Activity's, a public address's own path).
            let to = format!("../../{}", site.path(super::tokens::Subject::Game(game)));
            let Some(cookie) = session::open(&site, user, Some((&nonce, expires))).await? else {
                let text = t!(lang, "web-play-link-used");
                return Ok(refused(StatusCode::GONE, lang, &text));
            };
            tracing::info!(user = user.0, game = game.0, "a play link opened a session");
            let mut out = HeaderMap::new();
            out.insert(SET_COOKIE, cookie);
            if let Ok(to) = to.parse() {
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
