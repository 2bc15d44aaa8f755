//! What guards the pages: a server page lists no game of a channel that @everyone cannot
//! view, every answer of the HTTP server carries the same security headers (Discord may frame
//! only the Activity's paths),
//! a token with one character changed opens nothing on any route that takes one, and a game
//! whose row no longer reads answers the same plain 404 as a wrong link; a name's direction
//! marks stay inside the name; `WEB_SECRET` is long in bytes and plainly random.

use focus_bot::store::GameId;
use focus_bot::web::{ACTIVITY_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY, Subject, Tokens};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::support::service::*;
use crate::web_pages::{HIDDEN, SECRET, Served};
use focus_bot::store::ChannelId;
use focus_bot::store::UserId;

/// The head of the answer to `GET path` (read up to the blank line: an event stream never
/// ends), lowercased names.
async fn head(s: &Served, path: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(s.addr()).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut seen = Vec::new();
    let mut buf = [0u8; 4096];
    while !seen.windows(4).any(|w| w == b"\r\n\r\n") {
        let n = stream.read(&mut buf).await.unwrap();
        assert!(n > 0, "{path}: closed before its head");
        seen.extend_from_slice(&buf[..n]);
    }
    let text = String::from_utf8_lossy(&seen).to_string();
    let status = text.split(' ').nth(1).and_then(|c| c.parse().ok()).unwrap();
    (status, text.to_lowercase())
}

/// Every route of the server: the probes, the metrics, the assets, each page and file of a
/// game, its event stream, the server page, and what is not there.
fn every_route(s: &Served) -> Vec<(String, u16)> {
    let page = s.page();
    let server = format!("/{}", s.site.path(Subject::Server(HERE.guild_id)));
    vec![
        ("/healthz".to_string(), 200),
        ("/readyz".to_string(), 503),
        ("/metrics".to_string(), 404),
        ("/assets/focus.css".to_string(), 200),
        ("/assets/focus.js".to_string(), 200),
        (page.clone(), 200),
        (format!("{page}board/1.png"), 200),
        (format!("{page}record.txt"), 200),
        (format!("{page}replay.gif"), 200),
        (format!("{page}events"), 200),
        (server, 200),
        (format!("{page}board/99.png"), 404),
        ("/nothing/here".to_string(), 404),
        // Who is who: nobody signed in, no sign-in configured, a play link that is not one.
        ("/session".to_string(), 401),
        ("/signin".to_string(), 404),
        (format!("/play/{}/1.2.3.4", s.game), 400),
        // The Activity's paths (Discord may frame them): the pages again, and its own routes,
        // a 404 without a sign-in configured.
        (format!("/activity{page}"), 200),
        (format!("/activity{page}board/1.png"), 200),
        (format!("/activity{page}events"), 200),
        ("/activity/assets/focus.js".to_string(), 200),
        ("/activity/".to_string(), 404),
        ("/activity/activity.js".to_string(), 404),
        ("/activity/api/game?channel=1".to_string(), 404),
        ("/activity/nothing/here".to_string(), 404),
        (format!("/game/{}/nope/", s.game), 404),
    ]
}

#[tokio::test]
async fn every_answer_carries_the_same_security_headers() {
    let s = Served::start(1).await;
    for (path, status) in every_route(&s) {
        let (got, head) = head(&s, &path).await;
        assert_eq!(got, status, "{path}");
        // Discord may frame the Activity's paths only.
        let policy = if path.starts_with("/activity/") {
            ACTIVITY_CONTENT_SECURITY_POLICY
        } else {
            CONTENT_SECURITY_POLICY
        };
        for line in [
            format!("content-security-policy: {}", policy.to_lowercase()),
            "x-content-type-options: nosniff".to_string(),
            "referrer-policy: no-referrer".to_string(),
        ] {
            assert!(head.contains(&line), "{path} lacks {line}: {head}");
        }
    }
}

/// `token` with its last character changed to another hex digit.
fn last_changed(token: &str) -> String {
    let (most, last) = token.split_at(token.len() - 1);
    format!("{most}{}", if last == "0" { "1" } else { "0" })
}

#[tokio::test]
async fn a_token_with_its_last_character_changed_opens_nothing() {
    let s = Served::start(1).await;
    let tokens = Tokens::new(SECRET);
    let game = tokens.token(Subject::Game(s.game));
    let server = tokens.token(Subject::Server(HERE.guild_id));
    for (subject, token) in [
        (Subject::Game(s.game), &game),
        (Subject::Server(HERE.guild_id), &server),
    ] {
        assert_eq!(token.len(), 32);
        assert!(tokens.is_valid(subject, token));
        assert!(
            !tokens.is_valid(subject, &last_changed(token)),
            "{subject:?}"
        );
    }
    let bad = last_changed(&game);
    let g = s.game;
    let routes = [
        (format!("/game/{g}/{game}/"), format!("/game/{g}/{bad}/")),
        (
            format!("/game/{g}/{game}/board/0.png"),
            format!("/game/{g}/{bad}/board/0.png"),
        ),
        (
            format!("/game/{g}/{game}/record.txt"),
            format!("/game/{g}/{bad}/record.txt"),
        ),
        (
            format!("/game/{g}/{game}/replay.gif"),
            format!("/game/{g}/{bad}/replay.gif"),
        ),
        (
            format!("/game/{g}/{game}/events"),
            format!("/game/{g}/{bad}/events"),
        ),
        (
            format!("/server/{}/{server}/", HERE.guild_id),
            format!("/server/{}/{}/", HERE.guild_id, last_changed(&server)),
        ),
    ];
    for (good, changed) in routes {
        assert_eq!(head(&s, &good).await.0, 200, "{good}");
        let a = s.get(&changed).await;
        assert_eq!(
            (a.status, a.text().as_str()),
            (404, "not found\n"),
            "{changed}"
        );
    }
}

#[tokio::test]
async fn a_game_row_that_does_not_read_is_the_same_404_as_a_wrong_link() {
    let s = Served::start(1).await;
    s.env
        .db
        .execute(&format!(
            "UPDATE games SET draw_offers = 999 WHERE id = {}",
            s.game
        ))
        .await
        .unwrap();
    let page = s.page();
    for path in [
        page.clone(),
        format!("{page}board/0.png"),
        format!("{page}record.txt"),
        format!("{page}replay.gif"),
        format!("/game/{}/nope/", s.game),
    ] {
        let a = s.get(&path).await;
        assert_eq!(
            (a.status, a.text().as_str()),
            (404, "not found\n"),
            "{path}"
        );
    }
}

#[tokio::test]
async fn the_server_page_lists_no_game_of_a_channel_everyone_cannot_view() {
    let s = Served::start(1).await;
    let hidden = Where {
        guild_id: HERE.guild_id,
        channel_id: HIDDEN,
    };
    let r = s
        .env
        .service
        .challenge(
            &user(3),
            &hidden,
            &[invitee(4)],
            &options(FirstPlayer::Challenger),
        )
        .await
        .unwrap();
    public(&r);
    public(&s.env.service.accept(&user(4), &hidden, None).await.unwrap());
    let secret = running_game(&s.env.service, HIDDEN).await.id;
    assert_ne!(secret, s.game);
    let server = format!("/{}", s.site.path(Subject::Server(HERE.guild_id)));
    let listing = s.get(&server).await.text();
    assert!(
        listing.contains(&s.site.path(Subject::Game(s.game))),
        "the open channel's game is listed: {listing}"
    );
    assert!(
        !listing.contains(&format!("game/{secret}/"))
            && !listing.contains(&format!("Game {secret}:")),
        "the hidden channel's game is not: {listing}"
    );
    // Its own link, given by someone who sees the channel, still opens its page.
    let own = s
        .get(&format!("/{}", s.site.path(Subject::Game(secret))))
        .await;
    assert_eq!(own.status, 200);
}

/// The configuration read with `WEB_SECRET` set to `secret`.
fn with_secret(secret: &str) -> Result<focus_bot::discord::Config, String> {
    focus_bot::discord::Config::from_lookup(|name| match name {
        "DISCORD_TOKEN" => Some(crate::support::discord::TOKEN.to_string()),
        "WEB_SECRET" => Some(secret.to_string()),
        _ => None,
    })
    .map_err(|e| e.to_string())
}

#[test]
fn a_web_secret_needs_32_bytes_and_must_look_random() {
    for (secret, says) in [
        ("0123456789abcdef", "at least 32 bytes long, got 16"),
        ("aaaaaaaaaaaaaaaa", "at least 32 bytes long, got 16"),
        (&"a".repeat(40), "not random enough"),
        (&"🎲".repeat(16), "not random enough"),
        (&"s3cr".repeat(10), "not random enough"),
        ("abcdefghijklmnopqrstuvwxyz0123456789", "not random enough"),
    ] {
        let e = with_secret(secret).expect_err(secret);
        assert!(e.contains(says), "{secret}: {e}");
        assert!(e.contains("openssl rand -hex 32"), "{e}");
        assert!(!e.contains(secret), "the secret is never repeated: {e}");
    }
    assert!(with_secret("9f2c41d07be3a85f6e1d2c9b30a4f7e8").is_ok());
    assert!(with_secret(&String::from_utf8_lossy(SECRET)).is_ok());
}

#[tokio::test]
async fn a_name_that_turns_the_text_stays_inside_its_bdi() {
    let s = Served::start(1).await;
    let there = Where {
        guild_id: HERE.guild_id,
        channel_id: ChannelId(12),
    };
    let eve = "eve\u{202E}olleh";
    let r = s
        .env
        .service
        .challenge(
            &Actor::new(UserId(3), eve),
            &there,
            &[invitee(4)],
            &options(FirstPlayer::Challenger),
        )
        .await
        .unwrap();
    public(&r);
    public(&s.env.service.accept(&user(4), &there, None).await.unwrap());
    let game = running_game(&s.env.service, ChannelId(12)).await.id;
    let isolated = format!("<bdi>{eve}</bdi>");
    let page = s
        .get(&format!("/{}", s.site.path(Subject::Game(game))))
        .await
        .text();
    assert!(page.contains(&isolated), "{page}");
    assert_eq!(
        page.matches(eve).count(),
        page.matches(&isolated).count(),
        "{page}"
    );
    let server = format!("/{}", s.site.path(Subject::Server(HERE.guild_id)));
    let listing = s.get(&server).await.text();
    assert!(listing.contains(&isolated), "{listing}");
    assert_eq!(
        listing.matches(eve).count(),
        listing.matches(&isolated).count()
    );
}

on_both_engines! {
#[tokio::test]
/// The one query a link without its game's token costs: is the game's server `web:public`?
/// False for a game that does not exist, whatever the server.
async fn whether_a_games_pages_are_public_is_one_query_on_both_engines(db) {
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let game = running_game(&env.service, HERE.channel_id).await.id;
    let store = env.service.store().clone();
    assert!(!store.game_pages_public(game).await.unwrap());
    let set = |web: &str| focus_bot::service::SettingsChange {
        web: Some(web.to_string()),
        ..focus_bot::service::SettingsChange::default()
    };
    env.service.settings(&user(1), &HERE, &set("public")).await.unwrap();
    assert!(store.game_pages_public(game).await.unwrap());
    assert!(!store.game_pages_public(GameId(game.0 + 1)).await.unwrap());
    assert!(!store.game_pages_public(GameId(-1)).await.unwrap());
    env.service.settings(&user(1), &HERE, &set("off")).await.unwrap();
    assert!(!store.game_pages_public(game).await.unwrap());
}
}
