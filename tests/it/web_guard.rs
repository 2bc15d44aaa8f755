//! What guards the pages: every answer of the HTTP server carries the same security headers,
//! a token with one character changed opens nothing on any route that takes one, and a game
//! whose row no longer reads answers the same plain 404 as a wrong link.

use focus_bot::web::{CONTENT_SECURITY_POLICY, Subject, Tokens};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::support::service::*;
use crate::web_pages::{SECRET, Served};

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
        (format!("/game/{}/nope/", s.game), 404),
    ]
}

#[tokio::test]
async fn every_answer_carries_the_same_security_headers() {
    let s = Served::start(1).await;
    for (path, status) in every_route(&s) {
        let (got, head) = head(&s, &path).await;
        assert_eq!(got, status, "{path}");
        for line in [
            format!(
                "content-security-policy: {}",
                CONTENT_SECURITY_POLICY.to_lowercase()
            ),
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
