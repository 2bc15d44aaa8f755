//! The game and server pages over HTTP on loopback, for a game scripted through the service:
//! every page and file answers with the game's content (the board picture at a turn shows that
//! turn's position), a forged or missing token is a plain 404, `web:off` and `web:public` do
//! what they say, the pages speak the four languages, and a running game's event stream says
//! each turn as it is written.

use std::net::SocketAddr;
use std::time::Duration;

use focus_bot::i18n::{Lang, colour};
use focus_bot::rules::Game;
use focus_bot::service::{Listed, SettingsChange};
use focus_bot::store::GameId;
use focus_bot::t;
use focus_bot::web::{
    ACTIVITY_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY, Probe, Site, Subject, WebServer,
    router, start,
};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::support::probe::assert_picture_shows;
use crate::support::service::*;
use focus_bot::store::ChannelId;

/// A channel of the test server that @everyone cannot view: the server page lists none of
/// its games.
pub(crate) const HIDDEN: ChannelId = ChannelId(11);

/// The channels of the test server that @everyone can view: all of 1 to 300 but [`HIDDEN`].
pub(crate) fn open_channels() -> Vec<ChannelId> {
    (1..=300).map(ChannelId).filter(|&c| c != HIDDEN).collect()
}

/// The key of the test pages' tokens.
pub(crate) const SECRET: &[u8] = b"the test's web secret, long enough";

/// A service with a game of alice (to act first) and bob, its pages served on loopback.
pub(crate) struct Served {
    pub(crate) env: Env,
    pub(crate) site: Site,
    pub(crate) server: WebServer,
    pub(crate) game: GameId,
    /// The game-start post (the last accept's answer).
    pub(crate) started: Reply,
}

impl Served {
    /// A new service and server, the game `turns` turns in.
    pub(crate) async fn start(turns: usize) -> Served {
        Served::start_with(turns, options(FirstPlayer::Challenger)).await
    }

    /// A new service and server, the game of `opts` `turns` turns in.
    pub(crate) async fn start_with(turns: usize, opts: ChallengeOptions) -> Served {
        Served::start_site(turns, opts, Site::new(SECRET, "http://127.0.0.1:9")).await
    }

    /// A new service and server of `site`'s pages, the game of `opts` `turns` turns in.
    pub(crate) async fn start_site(turns: usize, opts: ChallengeOptions, site: Site) -> Served {
        let env = env(TestDb::sqlite()).await;
        site.serve(env.service.clone());
        site.list_channels(|_| Listed::Only(open_channels()));
        let links = site.clone();
        env.service
            .link_pages(move |game| links.url(Subject::Game(game)));
        let probe = Probe::new(env.service.store().clone(), None).with_site(site.clone());
        let server = start("127.0.0.1:0".parse().unwrap(), router(probe))
            .await
            .unwrap();
        let started = crate::support::service::start(&env, &[1, 2], opts).await;
        for i in 0..turns {
            play_some(&env, i * 7 + 3).await;
        }
        let game = running_game(&env.service, HERE.channel_id).await.id;
        Served {
            env,
            site,
            server,
            game,
            started,
        }
    }

    pub(crate) fn addr(&self) -> SocketAddr {
        self.server.addr()
    }

    /// The game page's path, with its token.
    pub(crate) fn page(&self) -> String {
        format!("/{}", self.site.path(Subject::Game(self.game)))
    }

    /// The game as it stood after `ply` turns.
    pub(crate) async fn game_at(&self, ply: usize) -> Game {
        let stored = self
            .env
            .service
            .store()
            .game(self.game)
            .await
            .unwrap()
            .unwrap();
        let all = stored.replay().unwrap();
        let mut game = Game::new(all.position().config());
        for &turn in &all.record()[..ply] {
            game.apply(turn).unwrap();
        }
        game
    }

    pub(crate) async fn get(&self, path: &str) -> Answer {
        get(self.addr(), path, &[]).await
    }
}

/// An HTTP answer.
pub(crate) struct Answer {
    pub(crate) status: u16,
    pub(crate) head: String,
    pub(crate) body: Vec<u8>,
}

impl Answer {
    pub(crate) fn text(&self) -> String {
        String::from_utf8(self.body.clone()).expect("UTF-8")
    }

    pub(crate) fn header(&self, name: &str) -> Option<String> {
        self.head.lines().find_map(|l| {
            let (k, v) = l.split_once(':')?;
            k.eq_ignore_ascii_case(name).then(|| v.trim().to_string())
        })
    }
}

/// `GET path` on `addr` with `headers`, HTTP/1.1, the connection closed after it.
pub(crate) async fn get(addr: SocketAddr, path: &str, headers: &[(&str, &str)]) -> Answer {
    request(addr, "GET", path, headers, "").await
}

/// `method path` on `addr` with `headers` and `body`, HTTP/1.1, the connection closed after it.
pub(crate) async fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> Answer {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let mut request = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    if !body.is_empty() {
        request.push_str(&format!("Content-Length: {}\r\n", body.len()));
    }
    for (k, v) in headers {
        request.push_str(&format!("{k}: {v}\r\n"));
    }
    request.push_str("\r\n");
    request.push_str(body);
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.unwrap();
    let split = response
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a head");
    let head = String::from_utf8_lossy(&response[..split]).to_string();
    let status = head.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap();
    Answer {
        status,
        head,
        body: response[split + 4..].to_vec(),
    }
}

#[tokio::test]
async fn every_page_of_a_scripted_game_shows_it() {
    let s = Served::start(4).await;
    let page = s.page();
    let answer = s.get(&page).await;
    assert_eq!(answer.status, 200, "{}", answer.text());
    assert_eq!(
        answer.header("content-security-policy").as_deref(),
        Some(CONTENT_SECURITY_POLICY)
    );
    assert_frame_ancestors(&answer, false);
    // The same page under the Activity's path, where Discord may frame it.
    let framed = s.get(&format!("/activity{page}")).await;
    assert_eq!(framed.status, 200);
    assert_eq!(
        framed.header("content-security-policy").as_deref(),
        Some(ACTIVITY_CONTENT_SECURITY_POLICY)
    );
    assert_frame_ancestors(&framed, true);
    assert_eq!(framed.text(), answer.text(), "the same page");
    let html = answer.text();
    assert!(html.contains("<html lang=\"en-US\">"));
    assert!(html.contains("data-last=\"4\"") && html.contains("data-ply=\"4\""));
    assert!(html.contains("src=\"board/4.png?lang=en-US\""), "{html}");
    assert!(html.contains("href=\"../../../assets/focus.css\""));
    assert!(
        !html.contains("http://") && !html.contains("https://"),
        "relative links only"
    );
    assert!(
        !html.contains("<script>") && !html.contains("style="),
        "nothing inline"
    );
    let log = s
        .env
        .service
        .store()
        .game(s.game)
        .await
        .unwrap()
        .unwrap()
        .actions;
    for entry in &log {
        assert!(
            html.contains(&format!("{:>3}. ", entry.ply + 1)) && html.contains(&entry.action),
            "turn {} ({}) is in the move list",
            entry.ply + 1,
            entry.action
        );
    }
    assert!(html.contains("alice") && html.contains("bob"));
    assert!(
        html.contains("<p id=\"status\">It is <bdi>alice</bdi>'s turn"),
        "the status names who is to act: {html}"
    );
    assert!(html.contains("data-live=\"1\""));

    // Every turn's board is its position, the last action marked.
    for ply in 0..=4 {
        let png = s.get(&format!("{page}board/{ply}.png")).await;
        assert_eq!(png.status, 200);
        assert_eq!(png.header("content-type").as_deref(), Some("image/png"));
        assert_picture_shows(&png.body, &s.game_at(ply).await);
    }
    assert_eq!(s.get(&format!("{page}board/5.png")).await.status, 404);
    assert_eq!(s.get(&format!("{page}board/x.png")).await.status, 404);

    // Without the script, a step is a link: ?ply=2 shows turn 2.
    let second = s.get(&format!("{page}?ply=2")).await.text();
    assert!(second.contains("src=\"board/2.png?lang=en-US\""));
    assert!(
        second.contains("id=\"ply-2\" data-words=") && second.contains("aria-current=\"step\"")
    );
    assert!(second.contains("href=\"?ply=1\"") && second.contains("href=\"?ply=3\""));

    let record = s.get(&format!("{page}record.txt")).await;
    assert_eq!(record.status, 200);
    assert!(
        record
            .text()
            .contains(&format!("[Event \"Focus game {}\"]", s.game))
    );
    let gif = s.get(&format!("{page}replay.gif")).await;
    assert_eq!(gif.status, 200);
    assert!(gif.body.starts_with(b"GIF89a"));

    let server = format!("/{}", s.site.path(Subject::Server(HERE.guild_id)));
    assert!(html.contains(&format!("href=\"../../..{server}\"")));
    let listing = s.get(&server).await;
    assert_eq!(listing.status, 200);
    let listing = listing.text();
    assert!(
        listing.contains(&format!("href=\"../../..{page}\"")),
        "{listing}"
    );
    assert!(listing.contains(&t!(Lang::EnUs, "web-running")));

    for (asset, kind) in [("focus.css", "text/css"), ("focus.js", "text/javascript")] {
        let a = s.get(&format!("/assets/{asset}")).await;
        assert_eq!(a.status, 200);
        assert!(a.header("content-type").unwrap().starts_with(kind));
    }
}

/// The page may be framed by itself only, or (`discord`: on the Activity's paths) by Discord
/// too (its clients and an Activity's `<application id>.discordsays.com`), and no
/// `X-Frame-Options` overrides that.
fn assert_frame_ancestors(answer: &Answer, discord: bool) {
    let csp = answer.header("content-security-policy").expect("a CSP");
    let ancestors: Vec<&str> = csp
        .split(';')
        .filter_map(|d| d.trim().strip_prefix("frame-ancestors "))
        .flat_map(str::split_whitespace)
        .collect();
    let mut expected = vec!["'self'"];
    if discord {
        expected.extend([
            "https://discord.com",
            "https://ptb.discord.com",
            "https://canary.discord.com",
            "https://*.discordsays.com",
        ]);
    }
    assert_eq!(ancestors, expected, "{csp}");
    assert_eq!(answer.header("x-frame-options"), None);
}

#[tokio::test]
async fn a_forged_or_missing_token_is_a_plain_404() {
    let s = Served::start(1).await;
    let good = s.site.path(Subject::Game(s.game));
    let token = good.split('/').nth(2).unwrap().to_string();
    let other = Site::new(b"another secret, just as long", "http://x");
    let forged = [
        format!("/game/{}/", s.game),
        format!("/game/{}//", s.game),
        format!("/game/{}/{}/", s.game, "0".repeat(32)),
        format!("/game/{}/{}/", s.game, &token[..30]),
        format!("/{}", other.path(Subject::Game(s.game))),
        format!("/game/{}/{token}/", GameId(s.game.0 + 1)),
        format!("/game/x/{token}/"),
        format!(
            "/game/{}/{}/",
            s.game,
            s.site
                .path(Subject::Server(HERE.guild_id))
                .split('/')
                .nth(2)
                .unwrap()
        ),
        format!("/game/{}/nope/board/0.png", s.game),
        format!("/game/{}/nope/record.txt", s.game),
        format!("/game/{}/nope/replay.gif", s.game),
        format!("/game/{}/nope/events", s.game),
        format!("/server/{}/{token}/", HERE.guild_id),
    ];
    for path in forged {
        let a = s.get(&path).await;
        assert_eq!(
            (a.status, a.text().as_str()),
            (404, "not found\n"),
            "{path}"
        );
    }
    assert_eq!(s.get(&format!("/{good}")).await.status, 200);
}

#[tokio::test]
async fn web_off_removes_the_links_and_the_pages_and_public_needs_no_token() {
    let s = Served::start(1).await;
    let admin = user(1);
    // A turn's post carries the page's link while the server has pages.
    assert_eq!(
        s.started.web,
        Some(s.site.url(Subject::Game(s.game))),
        "the game-start post links the page"
    );
    let posted = play_some(&s.env, 1).await;
    assert_eq!(posted.web, Some(s.site.url(Subject::Game(s.game))));
    let board = s.env.service.board(&admin, &HERE).await.unwrap();
    assert_eq!(board.web, posted.web);

    let set = |web: &str| SettingsChange {
        web: Some(web.to_string()),
        ..SettingsChange::default()
    };
    let r = s
        .env
        .service
        .settings(&admin, &HERE, &set("off"))
        .await
        .unwrap();
    assert!(r.said().contains(&t!(Lang::EnUs, "settings-web-off")));
    let page = s.page();
    let server = format!("/{}", s.site.path(Subject::Server(HERE.guild_id)));
    for path in [page.clone(), format!("{page}board/0.png"), server.clone()] {
        assert_eq!(s.get(&path).await.status, 404, "{path}");
    }
    let posted = play_some(&s.env, 1).await;
    assert_eq!(posted.web, None, "no link while the pages are off");

    s.env
        .service
        .settings(&admin, &HERE, &set("public"))
        .await
        .unwrap();
    for path in [
        format!("/game/{}/anything/", s.game),
        format!("/server/{}/-/", HERE.guild_id),
    ] {
        assert_eq!(s.get(&path).await.status, 200, "{path}");
    }
    let refused = s
        .env
        .service
        .settings(&admin, &HERE, &set("maybe"))
        .await
        .unwrap();
    refused_reply(&refused);

    s.env
        .service
        .settings(&admin, &HERE, &set("on"))
        .await
        .unwrap();
    assert_eq!(
        s.get(&format!("/game/{}/anything/", s.game)).await.status,
        404
    );
    assert_eq!(s.get(&page).await.status, 200);
}

fn refused_reply(reply: &Reply) {
    assert!(reply.private && reply.refusal.is_some(), "{}", reply.text);
}

#[tokio::test]
async fn the_pages_speak_the_games_language_the_browsers_or_the_addresss() {
    let s = Served::start(2).await;
    let page = s.page();
    let words = |lang: Lang| t!(lang, "web-moves");
    // The game's language by default (the server's here, once its admins chose one).
    assert!(s.get(&page).await.text().contains(&words(Lang::EnUs)));
    for lang in Lang::ALL {
        let by_address = s.get(&format!("{page}?lang={}", lang.code())).await.text();
        assert!(by_address.contains(&format!("<html lang=\"{}\">", lang.code())));
        assert!(by_address.contains(&words(lang)), "{lang:?}");
        assert!(by_address.contains(&format!("board/2.png?lang={}", lang.code())));
        // Every step keeps the language asked for.
        assert!(by_address.contains(&format!("?ply=1&amp;lang={}", lang.code())));
        // No media-control glyph (⏮ ⏭ …, U+2300–U+23FF): common fonts lack them and browsers
        // draw empty boxes; the first/last buttons say « and ».
        let boxed: Vec<char> = by_address
            .chars()
            .filter(|c| ('\u{2300}'..='\u{23FF}').contains(c))
            .collect();
        assert!(boxed.is_empty(), "{lang:?}: {boxed:?}");
        assert!(by_address.contains(&t!(lang, "web-first")) && by_address.contains('»'));
        let by_browser = get(
            s.addr(),
            &page,
            &[("Accept-Language", &format!("de, {};q=0.9", lang.code()))],
        )
        .await;
        assert!(by_browser.text().contains(&words(lang)), "{lang:?}");
    }
    let admin = user(1);
    let change = SettingsChange {
        language: Some("it".to_string()),
        ..SettingsChange::default()
    };
    s.env
        .service
        .settings(&admin, &HERE, &change)
        .await
        .unwrap();
    assert!(s.get(&page).await.text().contains(&words(Lang::It)));
    let server = format!("/{}", s.site.path(Subject::Server(HERE.guild_id)));
    assert!(
        s.get(&server)
            .await
            .text()
            .contains(&t!(Lang::It, "web-running"))
    );
    let japanese = get(s.addr(), &server, &[("Accept-Language", "ja-JP")])
        .await
        .text();
    assert!(japanese.contains(&t!(Lang::Ja, "web-running")));
    // The board's cards follow the page's language too: a picture in each is drawn.
    let png = s.get(&format!("{page}board/1.png?lang=ja")).await;
    assert_eq!(png.status, 200);
    assert_picture_shows(&png.body, &s.game_at(1).await);
}

#[tokio::test]
async fn a_running_games_events_say_each_turn_as_it_is_written() {
    let s = Served::start(1).await;
    let mut stream = TcpStream::connect(s.addr()).await.unwrap();
    let request = format!(
        "GET {}events HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n",
        s.page()
    );
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut seen = String::new();
    let mut buf = [0u8; 4096];
    // The head first: the stream is open before the turn is played.
    while !seen.contains("\r\n\r\n") {
        let n = stream.read(&mut buf).await.unwrap();
        assert!(n > 0, "the stream closed: {seen}");
        seen.push_str(&String::from_utf8_lossy(&buf[..n]));
    }
    assert!(seen.starts_with("HTTP/1.1 200"), "{seen}");
    assert!(seen.contains("text/event-stream"));
    play_some(&s.env, 2).await;
    let said = tokio::time::timeout(Duration::from_secs(10), async {
        while !seen.contains("event: turn\ndata: 2\n") {
            let n = stream.read(&mut buf).await.unwrap();
            assert!(n > 0, "the stream closed: {seen}");
            seen.push_str(&String::from_utf8_lossy(&buf[..n]));
        }
    })
    .await;
    assert!(said.is_ok(), "no turn event: {seen}");
}

/// The `<p id="status">` of a page.
fn status_of(html: &str) -> &str {
    let start = html.find("<p id=\"status\">").expect("a status line");
    let rest = &html[start..];
    &rest[..rest.find("</p>").unwrap()]
}

#[tokio::test]
async fn the_status_names_the_players_in_every_language() {
    let s = Served::start(1).await;
    let page = s.page();
    for lang in Lang::ALL {
        let html = s.get(&format!("{page}?lang={}", lang.code())).await.text();
        let status = status_of(&html);
        assert!(
            status.contains("<bdi>bob</bdi>")
                && status.contains(&colour(lang, Seat::from_number(2).unwrap())),
            "{lang:?}: bob is to act: {status}"
        );
        assert!(
            !status.contains(&t!(lang, "history-in-progress")),
            "{status}"
        );
    }
    // A resignation asks to be confirmed: the second asking is the resignation.
    s.env.service.resign(&user(2), &HERE).await.unwrap();
    public(&s.env.service.resign(&user(2), &HERE).await.unwrap());
    for lang in Lang::ALL {
        let html = s.get(&format!("{page}?lang={}", lang.code())).await.text();
        let status = status_of(&html);
        assert!(
            status.contains("<bdi>alice</bdi>")
                && status.contains(&colour(lang, Seat::from_number(1).unwrap()))
                && status.contains(&t!(lang, "how-resign")),
            "{lang:?}: alice won by resignation: {status}"
        );
        assert!(!status.contains("bob"), "{status}");
    }
}

#[tokio::test]
async fn a_step_that_goes_nowhere_is_no_link_and_the_board_comes_twice_as_sharp() {
    let s = Served::start(3).await;
    let page = s.page();
    let last = s.get(&page).await.text();
    for (id, linked) in [
        ("first", true),
        ("prev", true),
        ("next", false),
        ("last", false),
    ] {
        let start = last.find(&format!("id=\"step-{id}\"")).unwrap();
        let tag = &last[start..start + last[start..].find('>').unwrap()];
        assert_eq!(tag.contains("href="), linked, "{tag}");
        assert_eq!(tag.contains("aria-disabled=\"true\""), !linked, "{tag}");
    }
    let first = s.get(&format!("{page}?ply=0")).await.text();
    assert!(
        first.contains("id=\"step-next\" data-to=\"next\" href=\"?ply=1\""),
        "{first}"
    );
    assert!(first.contains("id=\"step-prev\" data-to=\"prev\" aria-disabled=\"true\""));

    // The picture is 596×471 (as docs/web.md says), and a 2× one is offered to dense screens.
    assert!(
        last.contains("src=\"board/3.png?lang=en-US\" srcset=\"board/3@2x.png?lang=en-US 2x\""),
        "{last}"
    );
    assert!(last.contains("width=\"596\" height=\"471\""));
    let size = |png: &[u8]| {
        let image = image::load_from_memory(png).unwrap();
        (image.width(), image.height())
    };
    let one = s.get(&format!("{page}board/3.png")).await;
    assert_eq!(size(&one.body), (596, 471));
    let two = s.get(&format!("{page}board/3@2x.png?lang=ja")).await;
    assert_eq!(two.status, 200);
    assert_eq!(two.header("content-type").as_deref(), Some("image/png"));
    let (w, h) = size(&two.body);
    assert!(
        w.abs_diff(2 * 596) <= 2 && h.abs_diff(2 * 471) <= 2,
        "{w}×{h}"
    );
    assert_eq!(s.get(&format!("{page}board/3@3x.png")).await.status, 404);
    assert_eq!(s.get(&format!("{page}board/4@2x.png")).await.status, 404);
}
