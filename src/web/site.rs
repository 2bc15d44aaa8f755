//! The game and server pages' routes, and who may see them: a link carries the token of its
//! game or server ([`Tokens`]), unless the server made its pages public; a server that turned
//! them off, a wrong or missing token, an unknown game: a plain 404, the same for all.
//!
//! `/game/{id}/{token}/` (`?ply=N`, `?lang=fr`) with `board/{N}.png`, `record.txt`,
//! `replay.gif` and `events` beside it; `/server/{id}/{token}/` (`?page=N`) with `leaderboard` (`?page=N&kind=multi`) beside it;
//! `/assets/…`. Every link
//! inside the pages is relative, so they work under any `PUBLIC_URL` and inside a frame.

use std::sync::{Arc, OnceLock};

use axum::Router;
use axum::extract::{Path, State};
use axum::http::header::ACCEPT_LANGUAGE;
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::i18n::Lang;
use crate::rating::Kind;
use crate::service::{GameId, Listed, Service, ServiceError, WebMode};
use crate::store::{ServerId, StoreError};

use super::assets::{headers, script, stylesheet};
use super::discord_oauth::DiscordSignIn;
use super::leaderboard_page::leaderboard_page;
use super::live::game_events;
use super::server_page::{ServerLinks, server_page};
use super::tokens::{Subject, Tokens};
use super::tournament_page::tournaments_section;

/// The pages of every server's games, over the game service. Clones share it.
#[derive(Clone)]
pub struct Site {
    /// The game service, once the bot has one (the Discord bot makes it when the gateway is
    /// ready): every page is a 404 until then.
    pub(super) service: Arc<OnceLock<Service>>,
    pub(super) tokens: Tokens,
    public_url: String,
    /// The channels of a server that @everyone can view, once the front end that knows says
    /// so ([`Site::list_channels`]): until then a server page lists no game.
    pub(super) channels: Arc<OnceLock<ChannelList>>,
    /// Signing in with Discord, when the application's OAuth2 client is configured
    /// ([`Site::with_sign_in`]).
    pub(super) sign_in: Option<Arc<DiscordSignIn>>,
}

/// The channels of server `.0` that everyone in it can view.
type ChannelList = Arc<dyn Fn(ServerId) -> Listed + Send + Sync>;

impl Site {
    /// Pages whose links are signed with `secret` and start with `public_url` (the address the
    /// bot is reached at, such as `https://focus.example.org`); they show the games of the
    /// service [`Site::serve`] is given.
    #[must_use]
    pub fn new(secret: &[u8], public_url: &str) -> Site {
        Site {
            service: Arc::new(OnceLock::new()),
            tokens: Tokens::new(secret),
            public_url: public_url.trim_end_matches('/').to_string(),
            channels: Arc::new(OnceLock::new()),
            sign_in: None,
        }
    }

    /// The same pages, readers signing in with Discord through `sign_in` (`/signin`).
    #[must_use]
    pub fn with_sign_in(self, sign_in: DiscordSignIn) -> Site {
        Site {
            sign_in: Some(Arc::new(sign_in)),
            ..self
        }
    }

    /// Where Discord sends a reader back after the sign-in: `PUBLIC_URL/signin/callback` (the
    /// redirect URI to register in the developer portal).
    #[must_use]
    pub fn callback_url(&self) -> String {
        format!("{}/signin/callback", self.public_url)
    }

    /// Server pages list the games of the channels `open(server)` names as those anyone in
    /// the server can view (the Discord bot: those @everyone may view), no other: a link shared
    /// in one channel never shows another channel's games to someone who cannot see it. The
    /// channels go into the page's query, so a page is never short for the games it may not
    /// show. The first list given stays; without one, a server page lists no game.
    pub fn list_channels(&self, open: impl Fn(ServerId) -> Listed + Send + Sync + 'static) {
        let _ = self.channels.set(Arc::new(open));
    }

    /// The channels of server `guild` whose games and tournaments its pages may list and link
    /// to (none until the front end gave its check).
    pub(super) fn listed(&self, guild: ServerId) -> Listed {
        self.channels
            .get()
            .map_or(Listed::Only(Vec::new()), |open| open(guild))
    }

    /// Shows `service`'s games from now on (the first service given stays).
    pub fn serve(&self, service: Service) {
        let _ = self.service.set(service);
    }

    /// The address of the pages' links (`PUBLIC_URL`), without a trailing slash.
    #[must_use]
    pub fn public_url(&self) -> &str {
        &self.public_url
    }

    /// The path of `subject`'s page under the bot's address: `game/12/<token>/`.
    #[must_use]
    pub fn path(&self, subject: Subject) -> String {
        let token = self.tokens.token(subject);
        match subject {
            Subject::Game(id) => format!("game/{id}/{token}/"),
            Subject::Server(id) => format!("server/{id}/{token}/"),
            Subject::Tournament(id) => format!("tournament/{id}/{token}/"),
        }
    }

    /// The full address of `subject`'s page: `PUBLIC_URL/game/12/<token>/`.
    #[must_use]
    pub fn url(&self, subject: Subject) -> String {
        format!("{}/{}", self.public_url, self.path(subject))
    }

    /// The link of game `game`'s page (of server `guild`), or `None` when the server turned
    /// its pages off.
    pub async fn game_link(
        &self,
        game: GameId,
        guild: ServerId,
    ) -> Result<Option<String>, ServiceError> {
        Ok(match self.service()?.web_mode(guild).await? {
            WebMode::Off => None,
            WebMode::On | WebMode::Public => Some(format!(
                "{}/{}",
                self.public_url,
                self.path(Subject::Game(game))
            )),
        })
    }

    /// The service, or the answer that no page is served yet.
    pub(super) fn service(&self) -> Result<&Service, ServiceError> {
        self.service.get().ok_or(ServiceError::NotReady)
    }

    /// The routes of the pages and their files.
    pub fn routes(self) -> Router {
        Router::new()
            .route("/assets/focus.css", get(stylesheet))
            .route("/assets/focus.js", get(script))
            .route("/game/{id}/{token}/board/{file}", get(board))
            .route("/game/{id}/{token}/record.txt", get(record))
            .route("/game/{id}/{token}/replay.gif", get(replay))
            .route("/game/{id}/{token}/events", get(events))
            .route("/server/{id}/{token}/", get(server))
            .route("/server/{id}/{token}/leaderboard", get(leaderboard))
            .fallback(|| async { not_found() })
            .with_state(self)
    }

    /// Whether `token` opens `subject`'s pages (of server `guild`).
    async fn opens(
        &self,
        subject: Subject,
        guild: ServerId,
        token: &str,
    ) -> Result<bool, ServiceError> {
        Ok(match self.service()?.web_mode(guild).await? {
            WebMode::Off => false,
            WebMode::Public => true,
            WebMode::On => self.tokens.is_valid(subject, token),
        })
    }

    /// Game `id`'s number when `token` opens its pages. The token is checked first, without
    /// reading the game: a link without it costs one query whatever the game (is its server's
    /// `web:public`?), so a wrong link answers alike for a game that exists and one that does
    /// not. A game whose row no longer reads is not there either (logged).
    pub(super) async fn open_game(
        &self,
        id: &str,
        token: &str,
    ) -> Result<Option<GameId>, ServiceError> {
        let service = self.service()?;
        let id = id.parse::<GameId>().ok();
        let signed = id.is_some_and(|id| self.tokens.is_valid(Subject::Game(id), token));
        let public = if signed {
            false
        } else {
            service
                .store()
                .game_pages_public(id.unwrap_or(GameId(-1)))
                .await?
        };
        let Some(id) = id.filter(|_| signed || public) else {
            return Ok(None);
        };
        let stored = match service.store().game(id).await {
            Ok(Some(stored)) => stored,
            Ok(None) => return Ok(None),
            Err(e @ (StoreError::Corrupt { .. } | StoreError::CorruptRow { .. })) => {
                tracing::warn!(game = id.0, error = %e, "a game's page asked for does not read");
                return Ok(None);
            }
            Err(e) => return Err(e.into()),
        };
        Ok(match service.web_mode(stored.guild_id).await? {
            WebMode::Off => None,
            WebMode::Public => Some(id),
            WebMode::On => signed.then_some(id),
        })
    }
}

/// The plain 404 of everything that is not there or not to be seen.
pub(super) fn not_found() -> Response {
    (
        StatusCode::NOT_FOUND,
        headers("text/plain; charset=utf-8"),
        "not found\n",
    )
        .into_response()
}

/// A failure that is not the reader's doing: logged, a plain 500.
fn failed(e: &ServiceError) -> Response {
    tracing::error!(error = %e, "a web page failed");
    (
        StatusCode::INTERNAL_SERVER_ERROR,
        headers("text/plain; charset=utf-8"),
        "something went wrong\n",
    )
        .into_response()
}

/// A query parameter's value (the pages' parameters need no decoding).
pub(super) fn param<'a>(uri: &'a Uri, name: &str) -> Option<&'a str> {
    uri.query()?
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
}

/// The language a reader asked for: `?lang=`, else the first of `Accept-Language` the bot
/// speaks (by weight); `None` for the page's own.
#[must_use]
pub fn asked_lang(uri: &Uri, headers: &HeaderMap) -> Option<Lang> {
    if let Some(lang) = param(uri, "lang").and_then(Lang::from_locale) {
        return Some(lang);
    }
    let accept = headers.get(ACCEPT_LANGUAGE)?.to_str().ok()?;
    let mut offered: Vec<(f32, Lang)> = accept
        .split(',')
        .filter_map(|item| {
            let mut parts = item.split(';');
            let lang = Lang::from_locale(parts.next()?.trim())?;
            let weight = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
            (weight > 0.0).then_some((weight, lang))
        })
        .collect();
    // A stable sort keeps the header's order among equal weights.
    offered.sort_by(|a, b| b.0.total_cmp(&a.0));
    offered.first().map(|(_, lang)| *lang)
}

pub(super) fn answer(result: Result<Response, ServiceError>) -> Response {
    match result {
        Ok(r) => r,
        Err(ServiceError::NotReady) => not_found(),
        // Too many pictures being drawn: ask again later.
        Err(ServiceError::Busy { retry_after_secs }) => (
            axum::http::StatusCode::SERVICE_UNAVAILABLE,
            [(
                axum::http::header::RETRY_AFTER,
                retry_after_secs.to_string(),
            )],
            "busy: try again in a moment\n",
        )
            .into_response(),
        Err(e) => failed(&e),
    }
}

/// `GET /game/{id}/{token}/board/{N}.png`: the board after N turns (`{N}@2x.png`: twice
/// as large).
async fn board(
    State(site): State<Site>,
    Path((id, token, file)): Path<(String, String, String)>,
    uri: Uri,
) -> Response {
    answer(
        async {
            let Some(id) = site.open_game(&id, &token).await? else {
                return Ok(not_found());
            };
            // `N.png`, or `N@2x.png`: twice the size, for a high-density screen.
            let Some((ply, scale)) = file.strip_suffix(".png").and_then(|n| {
                let (n, scale) = n.strip_suffix("@2x").map_or((n, 1), |n| (n, 2));
                Some((n.parse::<usize>().ok()?, scale))
            }) else {
                return Ok(not_found());
            };
            let lang = param(&uri, "lang").and_then(Lang::from_locale);
            Ok(
                match site.service()?.board_at(id, ply, lang, scale).await? {
                    Some(png) => (headers("image/png"), png).into_response(),
                    None => not_found(),
                },
            )
        }
        .await,
    )
}

/// A game's file, as the record and replay commands attach it.
async fn file(site: &Site, id: &str, token: &str, replay: bool) -> Response {
    answer(
        async {
            let Some(id) = site.open_game(id, token).await? else {
                return Ok(not_found());
            };
            Ok(match site.service()?.game_file(id, replay).await? {
                Some(bytes) if replay => (headers("image/gif"), bytes).into_response(),
                Some(bytes) => (headers("text/plain; charset=utf-8"), bytes).into_response(),
                None => not_found(),
            })
        }
        .await,
    )
}

/// `GET /game/{id}/{token}/record.txt`: the game record (it replays with `focus-bot replay`).
async fn record(State(site): State<Site>, Path((id, token)): Path<(String, String)>) -> Response {
    file(&site, &id, &token, false).await
}

/// `GET /game/{id}/{token}/replay.gif`: the game as an animated GIF.
async fn replay(State(site): State<Site>, Path((id, token)): Path<(String, String)>) -> Response {
    file(&site, &id, &token, true).await
}

/// `GET /game/{id}/{token}/events`: the game's turns as they are played.
async fn events(State(site): State<Site>, Path((id, token)): Path<(String, String)>) -> Response {
    answer(
        async {
            // Subscribed before the check, so no turn written meanwhile is missed.
            let turns = site.service()?.turns();
            let Some(id) = site.open_game(&id, &token).await? else {
                return Ok(not_found());
            };
            Ok(game_events(id, turns).into_response())
        }
        .await,
    )
}

/// `GET /server/{id}/{token}/` (`?page=N`): a page of the server's games and the top of its
/// leaderboard. A page past the last is a 404.
async fn server(
    State(site): State<Site>,
    Path((id, token)): Path<(String, String)>,
    uri: Uri,
    headers_in: HeaderMap,
) -> Response {
    answer(
        async {
            let (Some(guild), Some(page)) = (id.parse::<ServerId>().ok(), page_asked(&uri)) else {
                return Ok(not_found());
            };
            if !site.opens(Subject::Server(guild), guild, &token).await? {
                return Ok(not_found());
            }
            let asked = asked_lang(&uri, &headers_in);
            let listed = site.listed(guild);
            let service = site.service()?;
            let Some(view) = service.server_view(guild, asked, &listed, page).await? else {
                return Ok(not_found());
            };
            let keep = kept_lang(&uri);
            let shows = move |channel| listed.shows(channel);
            let tournaments = service.server_tournaments(guild, view.lang, &shows).await?;
            let tournaments = tournaments_section(view.lang, &tournaments, |id| {
                format!(
                    "../../../{}{}",
                    site.path(Subject::Tournament(id)),
                    keep.first
                )
            });
            let links = ServerLinks {
                game: &|game| format!("../../../{}{}", site.path(Subject::Game(game)), keep.first),
                page: &|n| format!("./?page={n}{}", keep.after),
                leaderboard: format!("leaderboard{}", keep.first),
            };
            let html = server_page(view.lang, &view, &tournaments, &links);
            Ok((headers("text/html; charset=utf-8"), html).into_response())
        }
        .await,
    )
}

/// `GET /server/{id}/{token}/leaderboard` (`?page=N`, `?kind=2p|multi`): a page of the
/// server's leaderboard, as `/focus leaderboard` shows it. A page past the last or an unknown
/// kind is a 404.
async fn leaderboard(
    State(site): State<Site>,
    Path((id, token)): Path<(String, String)>,
    uri: Uri,
    headers_in: HeaderMap,
) -> Response {
    answer(
        async {
            let kind = match param(&uri, "kind") {
                None => Some(Kind::TwoPlayer),
                Some(k) => Kind::from_name(k),
            };
            let (Some(guild), Some(page), Some(kind)) =
                (id.parse::<ServerId>().ok(), page_asked(&uri), kind)
            else {
                return Ok(not_found());
            };
            if !site.opens(Subject::Server(guild), guild, &token).await? {
                return Ok(not_found());
            }
            let asked = asked_lang(&uri, &headers_in);
            let service = site.service()?;
            let Some(view) = service.leaderboard_view(guild, asked, kind, page).await? else {
                return Ok(not_found());
            };
            let keep = kept_lang(&uri);
            let html = leaderboard_page(
                &view,
                &|kind, n| format!("leaderboard?kind={}&page={n}{}", kind.name(), keep.after),
                &format!("./{}", keep.first),
            );
            Ok((headers("text/html; charset=utf-8"), html).into_response())
        }
        .await,
    )
}

/// The page asked for (`?page=N`, from 1; 1 without it); `None` for anything else.
fn page_asked(uri: &Uri) -> Option<usize> {
    match param(uri, "page") {
        None => Some(1),
        Some(n) => n.parse::<usize>().ok().filter(|&n| n >= 1),
    }
}

/// The language asked by the address, kept on the page's links: `?lang=fr` as the first
/// parameter, `&lang=fr` after others (both empty without one).
struct KeptLang {
    first: String,
    after: String,
}

fn kept_lang(uri: &Uri) -> KeptLang {
    match param(uri, "lang").and_then(Lang::from_locale) {
        Some(l) => KeptLang {
            first: format!("?lang={}", l.code()),
            after: format!("&lang={}", l.code()),
        },
        None => KeptLang {
            first: String::new(),
            after: String::new(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uri(s: &str) -> Uri {
        s.parse().expect("a uri")
    }

    #[test]
    fn the_address_wins_then_the_weights() {
        let mut h = HeaderMap::new();
        h.insert(
            ACCEPT_LANGUAGE,
            "de;q=1, it;q=0.5, fr;q=0.8".parse().unwrap(),
        );
        assert_eq!(asked_lang(&uri("/x/?lang=ja"), &h), Some(Lang::Ja));
        assert_eq!(asked_lang(&uri("/x/"), &h), Some(Lang::Fr));
        assert_eq!(asked_lang(&uri("/x/?lang=xx"), &HeaderMap::new()), None);
    }
}
