//! The board you play on, over HTTP on loopback: a player signed in through their play link
//! gets the controls of their seat on the game's page (a spectator none), acts with `POST act`,
//! and every wrong request (no session, a forged one, a form instead of JSON, a move for
//! another seat, a stale page, bad notation) is refused with a clear message and nothing
//! written.

use focus_bot::rules::FirstPlayer;
use focus_bot::service::{ChallengeOptions, Clock as _};
use focus_bot::web::{AUTHORIZE_URL, ClientSecret, DiscordSignIn, Site};

use crate::web_pages::{Answer, SECRET, Served, request};
use focus_bot::store::UserId;

/// Signs `user` in through their play link for the served game: the `Cookie` header to send.
async fn signed_in(s: &Served, user: u64) -> String {
    let now = s.env.clock.now_ms();
    let url = s.site.play_url(s.game, UserId(user), now).unwrap();
    let path = url.strip_prefix(s.site.public_url()).unwrap();
    let answer = request(s.addr(), "GET", path, &[], "").await;
    assert_eq!(answer.status, 303, "{}", answer.text());
    let set = answer
        .head
        .lines()
        .find_map(|l| {
            l.strip_prefix("set-cookie: ")
                .or_else(|| l.strip_prefix("Set-Cookie: "))
        })
        .expect("a session cookie")
        .to_string();
    set.split(';').next().unwrap().to_string()
}

/// The game's ply and the user to act.
async fn now(s: &Served) -> (i64, u64) {
    let stored = s.env.service.store().game(s.game).await.unwrap().unwrap();
    let seat = stored.replay().unwrap().position().to_act().unwrap();
    (stored.ply, stored.player(seat).user_id.0)
}

/// `POST act` of the served game with `cookie` (none when empty) and the JSON `body`.
async fn act(s: &Served, cookie: &str, body: &str) -> Answer {
    let path = format!("{}act", s.page());
    let mut headers = vec![("Content-Type", "application/json")];
    if !cookie.is_empty() {
        headers.push(("Cookie", cookie));
    }
    request(s.addr(), "POST", &path, &headers, body).await
}

#[tokio::test]
async fn a_signed_in_player_gets_their_seats_controls_and_a_spectator_none() {
    let s = Served::start(2).await;
    let (ply, mover) = now(&s).await;
    let other = 3 - mover;
    let page = s.page();
    let mine = signed_in(&s, mover).await;
    let html = request(s.addr(), "GET", &page, &[("Cookie", &mine)], "")
        .await
        .text();
    assert!(html.contains("id=\"play\""), "{html}");
    assert!(
        !squares_tag(&html).contains(" hidden"),
        "the squares to click"
    );
    assert!(
        html.contains(&format!("&quot;ply&quot;:{ply}")),
        "the controls carry the ply"
    );
    assert!(
        html.contains("your turn") && html.contains("Resign"),
        "{html}"
    );
    assert!(!html.contains("style="), "nothing inline");

    let theirs = signed_in(&s, other).await;
    let html = request(s.addr(), "GET", &page, &[("Cookie", &theirs)], "")
        .await
        .text();
    assert!(
        html.contains("id=\"play\"") && html.contains("&quot;choices&quot;:[]"),
        "{html}"
    );

    let spectator = s.get(&page).await.text();
    // A spectator's board has no square to click: its layer stays hidden and empty (the
    // script fills it for a seat it learns of, inside Discord's Activity by its Bearer).
    assert!(!spectator.contains("id=\"play\""));
    assert!(squares_tag(&spectator).ends_with(" hidden>"), "{spectator}");
    let stranger = signed_in(&s, 3).await;
    let html = request(s.addr(), "GET", &page, &[("Cookie", &stranger)], "")
        .await
        .text();
    assert!(
        !html.contains("id=\"play\""),
        "a user without a seat watches"
    );
}

#[tokio::test]
async fn a_move_sent_from_the_page_is_written_once_and_every_wrong_request_changes_nothing() {
    let s = Served::start(2).await;
    let (ply, mover) = now(&s).await;
    let other = 3 - mover;
    let mine = signed_in(&s, mover).await;
    let theirs = signed_in(&s, other).await;
    let service = &s.env.service;
    let controls = service
        .board_controls(s.game, UserId(mover), Default::default())
        .await
        .unwrap()
        .unwrap();
    let action = controls.choices[0].action.clone();
    let body = format!(r#"{{"ply":{ply},"action":"{action}","lang":"fr"}}"#);

    let forged = "__Host-focus_session=".to_string() + &"ab".repeat(32);
    let form = request(
        s.addr(),
        "POST",
        &format!("{}act", s.page()),
        &[
            ("Content-Type", "application/x-www-form-urlencoded"),
            ("Cookie", &mine),
        ],
        &body,
    )
    .await;
    let cases = [
        (act(&s, "", &body).await, 403, "connecté"),
        (act(&s, &forged, &body).await, 403, "connecté"),
        (form, 400, "Reload the page"),
        (act(&s, &theirs, &body).await, 403, "votre tour"),
        (
            act(
                &s,
                &mine,
                &body.replace(&format!(":{ply},"), &format!(":{},", ply - 1)),
            )
            .await,
            409,
            "avancé",
        ),
        (act(&s, &mine, &body.replace(&action, "zz9")).await, 422, ""),
        (act(&s, &mine, "{not json").await, 400, "Reload the page"),
    ];
    for (answer, status, says) in cases {
        let text = answer.text();
        assert_eq!(answer.status, status, "{text}");
        assert!(
            text.contains("\"ok\":false") && text.contains(says),
            "{text}"
        );
    }
    assert_eq!(now(&s).await.0, ply, "nothing written");
    let wrong_game = request(
        s.addr(),
        "POST",
        &format!("/game/{}/{}/act", s.game, "0".repeat(32)),
        &[("Content-Type", "application/json"), ("Cookie", &mine)],
        &body,
    )
    .await;
    assert_eq!(wrong_game.status, 404, "a forged page token");

    let played = act(&s, &mine, &body).await;
    let text = played.text();
    assert_eq!(played.status, 200, "{text}");
    assert!(
        text.contains("\"ok\":true") && text.contains(&action),
        "{text}"
    );
    assert_eq!(now(&s).await.0, ply + 1, "one turn written");
    let again = act(&s, &mine, &body).await;
    assert_eq!(again.status, 409, "the same click twice: {}", again.text());
    assert_eq!(now(&s).await.0, ply + 1);
}

#[tokio::test]
async fn a_reader_not_signed_in_is_offered_to_sign_in_and_come_back_to_the_game() {
    let secret = ClientSecret::parse("the-client-secret").unwrap();
    let sign_in = DiscordSignIn::new(7, secret, "http://127.0.0.1:9", AUTHORIZE_URL).unwrap();
    let site = Site::new(SECRET, "http://127.0.0.1:9").with_sign_in(sign_in);
    let opts = ChallengeOptions {
        first: FirstPlayer::Challenger,
        ..ChallengeOptions::default()
    };
    let s = Served::start_site(1, opts, site).await;
    let page = s.page();
    let html = s.get(&page).await.text();
    let back = format!("href=\"../../../signin?next={page}\"");
    assert!(html.contains(&back), "{html}");
    assert!(html.contains("Sign in with Discord to play your seat"));
    let player = signed_in(&s, 1).await;
    let html = request(s.addr(), "GET", &page, &[("Cookie", &player)], "")
        .await
        .text();
    assert!(
        !html.contains("signin?next") && html.contains("id=\"play\""),
        "{html}"
    );
    // Where the link leads: Discord's authorize page, the way back kept in the signed state.
    let start = request(s.addr(), "GET", &format!("/signin?next={page}"), &[], "").await;
    assert_eq!(start.status, 302, "{}", start.text());
}

/// Inside Discord's iframe the cookie is third-party and not sent: the same session's secret as
/// `Authorization: Bearer` signs the player in; a wrong bearer is a spectator.
#[tokio::test]
async fn the_session_secret_as_a_bearer_signs_in_like_the_cookie() {
    let s = Served::start(2).await;
    let (_, mover) = now(&s).await;
    let page = s.page();
    let cookie = signed_in(&s, mover).await;
    let secret = cookie
        .split_once('=')
        .expect("name=secret")
        .1
        .trim()
        .to_owned();
    let bearer = format!("Bearer {secret}");
    let html = request(s.addr(), "GET", &page, &[("Authorization", &bearer)], "")
        .await
        .text();
    assert!(
        html.contains("id=\"play\"") && html.contains("your turn"),
        "{html}"
    );

    let forged = format!("Bearer {}", "0".repeat(secret.len()));
    let html = request(s.addr(), "GET", &page, &[("Authorization", &forged)], "")
        .await
        .text();
    assert!(!html.contains("id=\"play\""), "a forged bearer watches");
    let html = request(s.addr(), "GET", &page, &[("Authorization", &secret)], "")
        .await
        .text();
    assert!(
        !html.contains("id=\"play\""),
        "no `Bearer ` scheme: not signed in"
    );
}

/// The opening tag of a page's layer of squares.
fn squares_tag(html: &str) -> &str {
    let start = html
        .find("<div id=\"squares\"")
        .expect("the squares' layer");
    let end = start + html[start..].find('>').unwrap();
    &html[start..=end]
}
