//! A game's page and the board you play on: `GET /game/{id}/{token}/` (with the controls of a
//! signed-in player's seat), and `POST /game/{id}/{token}/act`, what the page sends when they
//! click: one service call per action ([`crate::service::Service::act_on_page`], the same turn
//! as a typed command), answered with the words to show.
//!
//! Only a player signed in ([`super::session::signed_in`]) acts, only in their own seat (the
//! service checks the seat, the turn, the game's ply and the action's legality every time). A
//! cross-site form cannot send it: the body must be JSON (`application/json`, which a form
//! cannot send without the browser asking first), and the session's cookie is `SameSite=Lax`.

use axum::Router;
use axum::body::Bytes;
use axum::extract::{OriginalUri, Path, State};
use axum::http::header::CONTENT_TYPE;
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::{Deserialize, Serialize};

use crate::i18n::Lang;
use crate::service::{
    Actor, BoardControls, GameId, PageAction, Refusal, Reply, ServiceError, WebMode,
};
use crate::t;

use super::assets::{headers, is_activity_path};
use super::game_page::{GamePageLinks, game_page};
use super::html::words;
use super::session::signed_in;
use super::site::{Site, answer, asked_lang, not_found, param};
use super::tokens::Subject;
use crate::store::UserId;

/// The routes of a game's page and of its actions.
pub fn routes(site: Site) -> Router {
    Router::new()
        .route("/game/{id}/{token}/", get(game))
        .route("/game/{id}/{token}/act", post(act))
        .with_state(site)
}

/// What the page sends: the ply its board was built at, the action (notation, `resign` or
/// `draw`) and the reader's language.
#[derive(Deserialize)]
struct Sent {
    ply: i64,
    action: String,
    #[serde(default)]
    lang: Option<String>,
}

/// What the page is answered: whether the action was taken, the words to show (HTML), and
/// whether the page is out of date (then it reads itself again).
#[derive(Serialize)]
struct Answer {
    ok: bool,
    message: String,
    stale: bool,
}

/// The controls of game `game`'s page for `user` (the signed-in reader), in `lang`: `None`
/// for nobody signed in, or a reader without a seat still playing.
async fn controls(
    site: &Site,
    game: GameId,
    user: Option<UserId>,
    lang: Lang,
) -> Result<Option<BoardControls>, ServiceError> {
    match user {
        Some(user) => site.service()?.board_controls(game, user, lang).await,
        None => Ok(None),
    }
}

/// `GET /game/{id}/{token}/`: the game's page.
async fn game(
    State(site): State<Site>,
    Path((id, token)): Path<(String, String)>,
    OriginalUri(original): OriginalUri,
    uri: Uri,
    headers_in: HeaderMap,
) -> Response {
    answer(
        async {
            let Some(id) = site.open_game(&id, &token).await? else {
                return Ok(not_found());
            };
            // Inside Discord (the Activity) the reader is signed in by its script's Bearer, and
            // Discord's sign-in page cannot open in the frame.
            let in_activity = is_activity_path(original.path());
            let asked = asked_lang(&uri, &headers_in);
            let Some(view) = site.service()?.game_view(id, asked).await? else {
                return Ok(not_found());
            };
            let lang = asked.unwrap_or(view.game_lang);
            let keep = param(&uri, "lang")
                .and_then(Lang::from_locale)
                .map_or_else(String::new, |l| format!("&lang={}", l.code()));
            let ply = param(&uri, "ply")
                .and_then(|p| p.parse::<usize>().ok())
                .unwrap_or(view.moves.len());
            let server = match site.service()?.web_mode(view.guild_id).await? {
                WebMode::Off => None,
                _ => Some(format!(
                    "../../../{}{}",
                    site.path(Subject::Server(view.guild_id)),
                    keep.replacen('&', "?", 1)
                )),
            };
            let user = signed_in(&site, &headers_in).await;
            let controls = controls(&site, id, user, lang).await?;
            // A reader not signed in may be a player: they can sign in and come back.
            let sign_in =
                (user.is_none() && view.running && site.sign_in.is_some() && !in_activity)
                    .then(|| format!("../../../signin?next=/{}", site.path(Subject::Game(id))));
            let links = GamePageLinks {
                ply,
                keep: &keep,
                server,
                controls: controls.as_ref(),
                sign_in,
            };
            Ok((
                headers("text/html; charset=utf-8"),
                game_page(lang, &view, &links),
            )
                .into_response())
        }
        .await,
    )
}

/// `POST /game/{id}/{token}/act`.
pub(super) async fn act(
    State(site): State<Site>,
    Path((id, token)): Path<(String, String)>,
    headers_in: HeaderMap,
    body: Bytes,
) -> Response {
    answer(
        async {
            let Some(game) = site.open_game(&id, &token).await? else {
                return Ok(not_found());
            };
            let json = headers_in
                .get(CONTENT_TYPE)
                .and_then(|v| v.to_str().ok())
                .is_some_and(|v| v.starts_with("application/json"));
            let sent = serde_json::from_slice::<Sent>(&body).ok().filter(|_| json);
            let lang = sent
                .as_ref()
                .and_then(|s| s.lang.as_deref())
                .and_then(Lang::from_locale)
                .unwrap_or_default();
            let Some(sent) = sent else {
                let text = t!(lang, "web-play-bad-request");
                return Ok(said(StatusCode::BAD_REQUEST, false, &text, false));
            };
            let Some(user) = signed_in(&site, &headers_in).await else {
                let text = t!(lang, "web-play-signed-out");
                return Ok(said(StatusCode::FORBIDDEN, false, &text, false));
            };
            let action = match sent.action.as_str() {
                "resign" => PageAction::Resign,
                "draw" => PageAction::Draw,
                notation => PageAction::Play(notation.to_string()),
            };
            let actor = Actor {
                lang,
                ..Actor::new(user, "")
            };
            let reply = site
                .service()?
                .act_on_page(&actor, game, sent.ply, &action)
                .await?;
            Ok(answered(&reply))
        }
        .await,
    )
}

/// The page's answer to the service's `reply`.
fn answered(reply: &Reply) -> Response {
    let (status, stale) = match &reply.refusal {
        None => (StatusCode::OK, false),
        Some(Refusal::MovedOn | Refusal::GameOver) => (StatusCode::CONFLICT, true),
        Some(Refusal::NotAPlayer | Refusal::NotYourTurn { .. }) => (StatusCode::FORBIDDEN, false),
        Some(_) => (StatusCode::UNPROCESSABLE_ENTITY, false),
    };
    said(status, reply.refusal.is_none(), &reply.text, stale)
}

/// An answer of `status` saying the marked `text`.
fn said(status: StatusCode, ok: bool, text: &str, stale: bool) -> Response {
    let body = Answer {
        ok,
        message: words(text).into_string(),
        stale,
    };
    let json = serde_json::to_string(&body).unwrap_or_default();
    (status, headers("application/json; charset=utf-8"), json).into_response()
}
