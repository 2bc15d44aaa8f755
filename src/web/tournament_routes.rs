//! A tournament's pages: `/tournament/{id}/{token}/` (`?lang=fr`), its standings picture
//! (`standings.png`) and its `events` (`changed` when one of its games ends, a round opens or
//! it finishes). Signed like a game's page, the token checked before the tournament is read,
//! and the same plain 404 for a wrong link as for no tournament. A table's game is linked to
//! only when its channel is one anyone can view (the server page's check).

use axum::Router;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::i18n::Lang;
use crate::service::{ServiceError, TournamentId, WebMode};

use super::assets::headers;
use super::live::tournament_events;
use super::site::{Site, answer, asked_lang, not_found, param};
use super::tokens::Subject;
use super::tournament_page::tournament_page;
use crate::store::ServerId;

/// The routes of the tournaments' pages, over `site`.
pub fn routes(site: Site) -> Router {
    Router::new()
        .route("/tournament/{id}/{token}/", get(tournament))
        .route("/tournament/{id}/{token}/standings.png", get(standings))
        .route("/tournament/{id}/{token}/events", get(events))
        .with_state(site)
}

impl Site {
    /// Tournament `id`'s number and server when `token` opens its pages: the token is checked first,
    /// without reading the tournament (a link without it costs one query whatever the
    /// tournament: is its server's `web:public`?), so a wrong link answers alike for a
    /// tournament that exists and one that does not.
    async fn open_tournament(
        &self,
        id: &str,
        token: &str,
    ) -> Result<Option<(TournamentId, ServerId)>, ServiceError> {
        let service = self.service()?;
        let id = id.parse::<TournamentId>().ok();
        let signed = id.is_some_and(|id| self.tokens.is_valid(Subject::Tournament(id), token));
        let public = if signed {
            false
        } else {
            service
                .store()
                .tournament_pages_public(id.unwrap_or(TournamentId(-1)))
                .await?
        };
        let Some(id) = id.filter(|_| signed || public) else {
            return Ok(None);
        };
        let Some(tournament) = service.store().tournament(id).await? else {
            return Ok(None);
        };
        let guild = tournament.spec.guild_id;
        Ok(match service.web_mode(guild).await? {
            WebMode::Off => None,
            WebMode::Public => Some((id, guild)),
            WebMode::On => signed.then_some((id, guild)),
        })
    }

    /// Links `service`'s posts to these pages: a game's posts to its page, a tournament's
    /// round and final posts to its page.
    pub fn link_posts(&self, service: &crate::service::Service) {
        let links = self.clone();
        service.link_pages(move |game| links.url(Subject::Game(game)));
        let links = self.clone();
        service.link_tournament_pages(move |id| links.url(Subject::Tournament(id)));
    }
}

/// `?lang=xx` when the reader chose the language in the address, for the links it keeps.
fn kept_lang(uri: &Uri) -> String {
    param(uri, "lang")
        .and_then(Lang::from_locale)
        .map_or_else(String::new, |l| format!("?lang={}", l.code()))
}

/// `GET /tournament/{id}/{token}/`: the tournament's page.
async fn tournament(
    State(site): State<Site>,
    Path((id, token)): Path<(String, String)>,
    uri: Uri,
    headers_in: HeaderMap,
) -> Response {
    answer(
        async {
            let Some((id, guild)) = site.open_tournament(&id, &token).await? else {
                return Ok(not_found());
            };
            let asked = asked_lang(&uri, &headers_in);
            let service = site.service()?;
            let Some(view) = service
                .tournament_page_view(id, asked, {
                    let listed = site.listed(guild);
                    move |channel| listed.shows(channel)
                })
                .await?
            else {
                return Ok(not_found());
            };
            let keep = kept_lang(&uri);
            let server = match service.web_mode(guild).await? {
                WebMode::Off => None,
                _ => Some(format!(
                    "../../../{}{keep}",
                    site.path(Subject::Server(guild))
                )),
            };
            let html = tournament_page(&view, server.as_deref(), |game| {
                format!("../../../{}{keep}", site.path(Subject::Game(game)))
            });
            Ok((headers("text/html; charset=utf-8"), html).into_response())
        }
        .await,
    )
}

/// `GET /tournament/{id}/{token}/standings.png`: the standings picture, as the posts draw it.
async fn standings(
    State(site): State<Site>,
    Path((id, token)): Path<(String, String)>,
    uri: Uri,
) -> Response {
    answer(
        async {
            let Some((id, _)) = site.open_tournament(&id, &token).await? else {
                return Ok(not_found());
            };
            let lang = param(&uri, "lang").and_then(Lang::from_locale);
            Ok(
                match site.service()?.tournament_standings_png(id, lang).await? {
                    Some(png) => (headers("image/png"), png).into_response(),
                    None => not_found(),
                },
            )
        }
        .await,
    )
}

/// `GET /tournament/{id}/{token}/events`: `changed` each time one of its games ends, a round
/// opens or it finishes.
async fn events(State(site): State<Site>, Path((id, token)): Path<(String, String)>) -> Response {
    answer(
        async {
            // Subscribed before the check, so nothing that happens meanwhile is missed.
            let changes = site.service()?.turns();
            let Some((id, _)) = site.open_tournament(&id, &token).await? else {
                return Ok(not_found());
            };
            Ok(tournament_events(id, changes).into_response())
        }
        .await,
    )
}
