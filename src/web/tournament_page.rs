//! A tournament's page, `/tournament/{id}/{token}/` (`?lang=fr`): its standings (the picture
//! the posts carry, `standings.png`, and the same standings as a table), then every round, the
//! latest first, with its tables: the players, the result or "playing", and a link to each
//! game's page when its channel is one anyone can view. While it runs, the page follows it
//! (`events`: a `changed` event when one of its games ends, a round opens or it finishes; the
//! script reloads the page). Complete without the script. Signed like a game's page, and the
//! same plain 404 for a wrong link as for no tournament. Also the server page's list of its
//! tournaments.

use std::fmt::Write as _;

use axum::Router;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::i18n::Lang;
use crate::service::{ServiceError, TournamentView, WebMode};
use crate::t;

use super::assets::headers;
use super::html::{escape, page, words};
use super::live::tournament_events;
use super::site::{Site, answer, asked_lang, not_found, param};
use super::tokens::Subject;

/// The routes of the tournaments' pages.
pub(super) fn routes() -> Router<Site> {
    Router::new()
        .route("/tournament/{id}/{token}/", get(tournament))
        .route("/tournament/{id}/{token}/standings.png", get(standings))
        .route("/tournament/{id}/{token}/events", get(events))
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
    ) -> Result<Option<(i64, u64)>, ServiceError> {
        let service = self.service()?;
        let id = id.parse::<i64>().ok();
        let signed = id.is_some_and(|id| self.tokens.is_valid(Subject::Tournament(id), token));
        let public = if signed {
            false
        } else {
            service
                .store()
                .tournament_pages_public(id.unwrap_or(-1))
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

    /// Whether anyone in server `guild` can view `channel` (no check given: nobody).
    fn listed(&self, guild: u64) -> impl Fn(u64) -> bool + Send + Sync + use<> {
        let check = self.channels.get().cloned();
        move |channel| check.as_ref().is_some_and(|open| open(guild, channel))
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
                .tournament_page_view(id, asked, site.listed(guild))
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

/// The page of `view`; `server` the server page's address, `game(id)` a game page's, both
/// relative to this one.
#[must_use]
pub fn tournament_page(
    view: &TournamentView,
    server: Option<&str>,
    game: impl Fn(i64) -> String,
) -> String {
    let lang = view.lang;
    let title = t!(lang, "web-tournament-title", id = view.id);
    let mut body = String::new();
    let _ = write!(
        body,
        "<main id=\"tournament\" data-lang=\"{code}\"{live}>\n<h1>{name}</h1>\n\
         <p id=\"summary\">{summary}</p>\n",
        code = lang.code(),
        live = if view.running { " data-live=\"1\"" } else { "" },
        name = words(&view.name),
        summary = words(&view.summary),
    );
    if view.running {
        let _ = writeln!(
            body,
            "<p class=\"live\">{}</p>",
            escape(&t!(lang, "web-tournament-live"))
        );
    }
    match &view.picture_title {
        None => {
            let _ = writeln!(
                body,
                "<p>{}</p>",
                escape(&t!(lang, "web-tournament-not-started"))
            );
        }
        Some(picture) => {
            standings_html(&mut body, view, picture);
            rounds_html(&mut body, view, &game);
        }
    }
    if let Some(server) = server {
        let _ = writeln!(
            body,
            "<p class=\"files\"><a href=\"{}\">{}</a></p>",
            escape(server),
            escape(&t!(lang, "web-server-link"))
        );
    }
    body.push_str("</main>\n");
    page(lang, &title, "../../../", &body)
}

/// The standings: the picture, then the same as a table.
fn standings_html(body: &mut String, view: &TournamentView, picture: &str) {
    let lang = view.lang;
    let _ = write!(
        body,
        "<section class=\"standings\"><h2 id=\"standings-head\">{head}</h2>\n\
         <figure class=\"standings\"><img src=\"standings.png?lang={code}\" alt=\"{alt}\">\
         </figure>\n<table id=\"standings\" aria-labelledby=\"standings-head\"><thead><tr>",
        head = escape(&t!(lang, "web-tournament-standings")),
        code = lang.code(),
        alt = escape(picture),
    );
    for column in &view.columns {
        let _ = write!(body, "<th scope=\"col\">{}</th>", escape(column));
    }
    body.push_str("</tr></thead>\n<tbody>");
    for row in &view.standings {
        let _ = write!(
            body,
            "<tr><td>{}</td><td>{}</td>",
            row.rank,
            words(&row.name)
        );
        for figure in &row.figures {
            let _ = write!(body, "<td>{}</td>", escape(figure));
        }
        body.push_str("</tr>\n");
    }
    body.push_str("</tbody></table></section>\n");
}

/// Every round, the latest first, with its tables.
fn rounds_html(body: &mut String, view: &TournamentView, game: &impl Fn(i64) -> String) {
    let lang = view.lang;
    let _ = writeln!(
        body,
        "<section class=\"rounds\"><h2>{}</h2>",
        escape(&t!(lang, "web-tournament-rounds"))
    );
    let heads = [
        t!(lang, "web-tournament-table-head"),
        t!(lang, "web-tournament-players"),
        t!(lang, "web-tournament-result"),
        t!(lang, "web-tournament-game"),
    ];
    for round in &view.rounds {
        let _ = write!(
            body,
            "<section class=\"round\" id=\"round-{n}\"><h3 id=\"round-{n}-head\">{head}</h3>\n\
             <table class=\"tables\" aria-labelledby=\"round-{n}-head\"><thead><tr>",
            n = round.round,
            head = escape(&round.heading),
        );
        for head in &heads {
            let _ = write!(body, "<th scope=\"col\">{}</th>", escape(head));
        }
        body.push_str("</tr></thead>\n<tbody>");
        for table in &round.tables {
            let players: Vec<String> = table.players.iter().map(|p| words(p)).collect();
            let link = table.game.map_or_else(String::new, |id| {
                format!(
                    "<a href=\"{}\">{}</a>",
                    escape(&game(id)),
                    escape(&t!(lang, "web-view-game"))
                )
            });
            let _ = writeln!(
                body,
                "<tr><td>{}</td><td>{}</td><td>{}</td><td>{link}</td></tr>",
                escape(&table.label),
                players.join(&escape(&t!(lang, "list-separator"))),
                escape(&table.result),
            );
        }
        body.push_str("</tbody></table></section>\n");
    }
    body.push_str("</section>\n");
}

/// The server page's section of tournaments `list` (tournament, its line), each linking to its
/// page (`link(id)`, relative to the server page); empty when there are none.
#[must_use]
pub fn tournaments_section(
    lang: Lang,
    list: &[(i64, String)],
    link: impl Fn(i64) -> String,
) -> String {
    if list.is_empty() {
        return String::new();
    }
    let mut html = format!(
        "<h2>{}</h2>\n<ul class=\"tournaments\">",
        escape(&t!(lang, "web-tournaments"))
    );
    for (id, line) in list {
        let _ = write!(
            html,
            "<li><a href=\"{}\">{}</a></li>",
            escape(&link(*id)),
            words(line)
        );
    }
    html.push_str("</ul>\n");
    html
}

/// Server `guild`'s tournaments section for its page in `lang` (those of channels anyone can
/// view, by `listed`), its links keeping `keep` (`?lang=xx` or nothing).
pub(super) async fn tournament_list(
    site: &Site,
    guild: u64,
    lang: Lang,
    listed: &(impl Fn(u64) -> bool + Send + Sync),
    keep: &str,
) -> Result<String, ServiceError> {
    let list = site
        .service()?
        .server_tournaments(guild, lang, listed)
        .await?;
    Ok(tournaments_section(lang, &list, |id| {
        format!("../../../{}{keep}", site.path(Subject::Tournament(id)))
    }))
}
