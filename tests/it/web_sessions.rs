//! Who is who on the pages, without Discord: the store's sessions (only a hash of the secret,
//! good until they expire or end, old rows swept) and play-link nonces (one session per link),
//! and over HTTP on loopback the private "Play on the board" link the Play button's answer and
//! a turn's direct message carry: it opens one session for its player and goes to the game's
//! page; forged, expired or replayed, it is refused with a page saying so and writes nothing;
//! a forged cookie, an expired or an ended session signs nobody in. On both engines.
//! (The sign-in through Discord: `discord::signin`.)

use focus_bot::service::{Listed, Picked};
use focus_bot::store::GameId;
use focus_bot::store::NewSession;
use focus_bot::web::{
    PLAY_LINK_LIFETIME_MS, Probe, SESSION_LIFETIME_MS, Site, Subject, WebServer, router, start,
};

use crate::support::http::{Http, request};
use crate::support::service::*;
use focus_bot::store::UserId;

const SECRET: &[u8] = b"the sessions test's web secret, long enough";
const PUBLIC: &str = "https://focus.example.org";
const COOKIE: &str = "__Host-focus_session";

/// A service with a game of alice (to act first) and bob, its pages served on loopback, Play
/// answers carrying play links.
struct Served {
    env: Env,
    site: Site,
    server: WebServer,
    game: GameId,
}

impl Served {
    async fn start(db: TestDb) -> Served {
        let env = env(db).await;
        let site = Site::new(SECRET, PUBLIC);
        site.serve(env.service.clone());
        site.list_channels(|_| Listed::Only(vec![HERE.channel_id]));
        site.link_posts(&env.service);
        site.link_play(&env.service);
        let probe = Probe::new(env.service.store().clone(), None).with_site(site.clone());
        let server = start("127.0.0.1:0".parse().unwrap(), router(probe))
            .await
            .unwrap();
        crate::support::service::start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
        let game = running_game(&env.service, HERE.channel_id).await.id;
        Served {
            env,
            site,
            server,
            game,
        }
    }

    /// `GET path` (a full link of the site or a path), with the session cookie `session`.
    async fn get(&self, link: &str, session: Option<&str>) -> Http {
        let path = link.strip_prefix(PUBLIC).unwrap_or(link);
        let cookie = session.map(|s| format!("{COOKIE}={s}"));
        let headers: Vec<(&str, &str)> = cookie.iter().map(|c| ("Cookie", c.as_str())).collect();
        request(self.server.addr(), "GET", path, &headers).await
    }

    /// Who `/session` says is signed in with `session`.
    async fn who(&self, session: &str) -> Option<u64> {
        let answer = self.get("/session", Some(session)).await;
        match answer.status {
            200 => Some(
                answer
                    .body
                    .split("user ")
                    .nth(1)
                    .and_then(|rest| rest.split(')').next())
                    .and_then(|id| id.parse().ok())
                    .expect("a user id"),
            ),
            401 => {
                assert!(
                    answer.body.contains("You are not signed in."),
                    "{}",
                    answer.body
                );
                None
            }
            other => panic!("/session answered {other}: {}", answer.body),
        }
    }

    /// The play link of alice's Play button.
    async fn play_link(&self) -> String {
        match self
            .env
            .service
            .open_picker(&user(1), &HERE, self.game)
            .await
            .unwrap()
        {
            Picked::Menu(menu) => menu.board.expect("the Play answer carries a play link"),
            other => panic!("no menu: {other:?}"),
        }
    }

    async fn counts(&self) -> (i64, i64) {
        self.env.service.store().count_sessions().await.unwrap()
    }
}

/// A refusal's page: `status`, saying `words`, no cookie set.
fn refused(answer: &Http, status: u16, words: &str) {
    assert_eq!(answer.status, status, "{}", answer.body);
    assert!(answer.body.contains(words), "{words}: {}", answer.body);
    assert!(answer.set_cookie(COOKIE).is_none(), "{}", answer.all());
}

on_both_engines! {
#[tokio::test]
/// A session is good until it expires or ends; an unknown secret is nobody's; expired rows go
/// when a new session opens.
async fn the_store_keeps_sessions_until_they_expire_or_end(db) {
    let store = db.open().await;
    let session = |hash, user, now| NewSession {
        secret_hash: hash,
        user_id: user,
        now,
        expires_at: now + 1_000,
    };
    store.open_session(session("aa", UserId(7), 0)).await.unwrap();
    store.open_session(session("bb", UserId(u64::MAX), 10)).await.unwrap();
    assert_eq!(store.session_user("aa", 999).await.unwrap(), Some(UserId(7)));
    assert_eq!(store.session_user("bb", 999).await.unwrap(), Some(UserId(u64::MAX)));
    assert_eq!(store.session_user("aa", 1_000).await.unwrap(), None, "expired");
    assert_eq!(store.session_user("cc", 5).await.unwrap(), None, "unknown");
    assert!(store.end_session("bb", 500).await.unwrap());
    assert_eq!(store.session_user("bb", 501).await.unwrap(), None, "ended");
    assert!(!store.end_session("bb", 502).await.unwrap(), "once");
    assert!(!store.end_session("aa", 1_000).await.unwrap(), "an expired one stays so");
    assert_eq!(store.count_sessions().await.unwrap(), (2, 0));
    store.open_session(session("dd", UserId(8), 1_005)).await.unwrap();
    assert_eq!(store.count_sessions().await.unwrap(), (2, 0), "aa swept, bb not yet");
    store.open_session(session("ee", UserId(8), 2_000)).await.unwrap();
    assert_eq!(store.count_sessions().await.unwrap(), (2, 0), "bb swept");
}

#[tokio::test]
/// A play link's nonce opens one session: a second one writes nothing.
async fn a_nonce_opens_one_session_once(db) {
    let store = db.open().await;
    let session = |hash| NewSession {
        secret_hash: hash,
        user_id: UserId(3),
        now: 0,
        expires_at: 100,
    };
    assert!(store.open_session_once("n1", 50, session("s1")).await.unwrap());
    assert!(!store.open_session_once("n1", 50, session("s2")).await.unwrap());
    assert_eq!(store.session_user("s2", 1).await.unwrap(), None);
    assert_eq!(store.count_sessions().await.unwrap(), (1, 1));
    assert!(store.open_session_once("n2", 50, session("s3")).await.unwrap());
    assert_eq!(store.count_sessions().await.unwrap(), (2, 2));
}

#[tokio::test]
/// The Play button's answer carries alice's play link: it opens her session once and goes to
/// the game's page; opened again it is refused, and nothing is written.
async fn the_play_answer_carries_a_link_that_opens_one_session(db) {
    let s = Served::start(db).await;
    let link = s.play_link().await;
    assert!(link.starts_with(&format!("{PUBLIC}/play/{}/1.", s.game)), "{link}");
    let opened = s.get(&link, None).await;
    assert_eq!(opened.status, 303, "{}", opened.all());
    // Relative to /play/{game}/, so right behind any proxy or path prefix.
    let page = format!("../../{}", s.site.path(Subject::Game(s.game)));
    assert_eq!(opened.header("location"), Some(page.as_str()));
    let set = opened
        .headers
        .iter()
        .find(|(k, v)| k == "set-cookie" && v.starts_with(COOKIE))
        .map(|(_, v)| v.clone())
        .expect("a session cookie");
    for part in ["HttpOnly", "Secure", "SameSite=Lax", "Path=/", "Max-Age=604800"] {
        assert!(set.contains(part), "{part}: {set}");
    }
    let session = opened.set_cookie(COOKIE).unwrap();
    assert_eq!(s.who(&session).await, Some(1));
    assert_eq!(s.counts().await, (1, 1));
    let stored = s.env.service.store().clone();
    assert_eq!(
        stored.session_user(&session, s.env.service.now_ms()).await.unwrap(),
        None,
        "the store keeps a hash, not the secret"
    );

    let again = s.get(&link, None).await;
    refused(&again, 410, "was used already");
    assert_eq!(s.counts().await, (1, 1), "nothing written");
    // Another Play answer gives another link.
    let other = s.play_link().await;
    assert_ne!(other, link);
    assert_eq!(s.get(&other, None).await.status, 303);
}

#[tokio::test]
/// A play link changed anywhere (its game, its user, its expiry, its nonce or its MAC) or
/// past its 15 minutes is refused with a page saying so, and writes nothing.
async fn a_forged_or_expired_play_link_opens_nothing(db) {
    let s = Served::start(db).await;
    let link = s.play_link().await;
    let (base, ticket) = link.rsplit_once('/').unwrap();
    let parts: Vec<&str> = ticket.split('.').collect();
    let mut forged = vec![
        format!("{PUBLIC}/play/{}/{ticket}", GameId(s.game.0 + 1)),
        format!("{base}/{}", ticket.replacen("1.", "2.", 1)),
        format!("{base}/{}.{}.{}.{}", parts[0], parts[1].parse::<i64>().unwrap() + 1, parts[2], parts[3]),
        format!("{base}/{}.{}.{}0.{}", parts[0], parts[1], &parts[2][1..], parts[3]),
        format!("{base}/{}.{}.{}.{}", parts[0], parts[1], parts[2], "0".repeat(32)),
        format!("{base}/{ticket}.1"),
        format!("{base}/nothing"),
        format!("{PUBLIC}/play/x/{ticket}"),
    ];
    // The same link signed under another secret.
    let elsewhere = Site::new(b"another secret of enough length, 32+", PUBLIC);
    forged.push(elsewhere.play_url(s.game, UserId(1), s.env.service.now_ms()).unwrap());
    for link in &forged {
        refused(&s.get(link, None).await, 400, "is not valid");
    }
    s.env.clock.advance(std::time::Duration::from_millis(PLAY_LINK_LIFETIME_MS as u64));
    refused(&s.get(&link, None).await, 410, "has expired");
    assert_eq!(s.counts().await, (0, 0), "nothing written");
}

#[tokio::test]
/// A forged cookie signs nobody in; a session ends when its player signs out, and expires
/// after a week.
async fn a_forged_ended_or_expired_session_signs_nobody_in(db) {
    let s = Served::start(db).await;
    let cookie = |session: &str| format!("{COOKIE}={session}");
    assert_eq!(s.who(&"0".repeat(64)).await, None, "forged");
    assert_eq!(s.who("not-a-secret").await, None, "malformed");
    let link = s.play_link().await;
    let session = s.get(&link, None).await.set_cookie(COOKIE).unwrap();
    assert_eq!(s.who(&session).await, Some(1));
    let mut changed = session.clone();
    changed.replace_range(..1, if session.starts_with('0') { "1" } else { "0" });
    assert_eq!(s.who(&changed).await, None, "one character changed");
    let forged_out = request(
        s.server.addr(),
        "POST",
        "/signout",
        &[("Cookie", &cookie(&changed))],
    )
    .await;
    assert_eq!(forged_out.status, 401, "{}", forged_out.body);
    assert!(forged_out.body.contains("You are not signed in."));
    assert_eq!(s.who(&session).await, Some(1), "a forged sign-out ends nothing");

    let out = request(s.server.addr(), "POST", "/signout", &[("Cookie", &cookie(&session))]).await;
    assert_eq!(out.status, 200, "{}", out.body);
    assert!(out.body.contains("You are signed out."), "{}", out.body);
    assert_eq!(out.set_cookie(COOKIE).as_deref(), Some(""), "the cookie deleted");
    assert_eq!(s.who(&session).await, None, "ended");
    let again = request(s.server.addr(), "POST", "/signout", &[("Cookie", &cookie(&session))]).await;
    assert_eq!(again.status, 401);

    let link = s.play_link().await;
    let session = s.get(&link, None).await.set_cookie(COOKIE).unwrap();
    s.env.clock.advance(std::time::Duration::from_millis(SESSION_LIFETIME_MS as u64 - 1));
    assert_eq!(s.who(&session).await, Some(1), "good for a week");
    s.env.clock.advance(std::time::Duration::from_millis(1));
    assert_eq!(s.who(&session).await, None, "expired");
}

#[tokio::test]
/// A player who hears of their turn by direct message finds their play link in it; the
/// outbox keeps no link (one is made at delivery).
async fn the_direct_message_of_a_turn_carries_a_play_link(db) {
    let s = Served::start(db).await;
    s.env.service.notify(&user(1), Some("dm")).await.unwrap();
    play_some(&s.env, 0).await;
    let r = play_some(&s.env, 0).await;
    let direct = r.direct.expect("a direct message to alice");
    let link = direct.board.expect("with a play link");
    assert!(link.starts_with(&format!("{PUBLIC}/play/{}/1.", s.game)), "{link}");
    let opened = s.get(&link, None).await;
    assert_eq!(opened.status, 303, "{}", opened.all());
    let session = opened.set_cookie(COOKIE).unwrap();
    assert_eq!(s.who(&session).await, Some(1));
    let posts = s.env.service.store().posts_in(HERE.channel_id).await.unwrap();
    assert!(posts.iter().all(|p| !p.payload.contains("/play/")), "the outbox keeps no link");
    let post = posts.last().expect("the turn's post");
    let delivered = s.env.service.post_reply(post).await.unwrap();
    let again = delivered.direct.and_then(|d| d.board).expect("a link made at delivery");
    assert_ne!(again, link);
    assert_eq!(s.get(&again, None).await.status, 303);
}
}
