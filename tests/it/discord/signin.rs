//! Signing in on the pages with Discord, through the fake Discord's OAuth2 (`POST
//! /oauth2/token`, `GET /users/@me`), with the real `focus-bot run`: the authorize redirect
//! carries the application, `identify`, the redirect URI and a state also kept in a cookie; the
//! callback with a code minted for alice signs her in (the session cookie, and `/session` says
//! who); a wrong or missing state, a wrong code or redirect URI, and a `next` leading off the
//! site are refused with a page saying so and open no session; neither the client secret nor an
//! access token nor the session's secret is in any answer or in the log (at `debug`). And the
//! Play button's private answer, and the direct message of a turn, carry a play link that signs
//! its player in; the fake's token endpoint refuses a wrong code, client secret or redirect URI
//! (400 `invalid_grant`) and gives a code's token once. A browser's
//! round trip follows the redirects through the fake's own authorize page
//! (`DISCORD_AUTHORIZE_URL`).

use focus_bot::store::Store;
use serde_json::{Value, json};

use crate::support::bot_process::BotProcess;
use crate::support::discord::{ALICE, Bot, database};
use crate::support::fake_discord::oauth::{CLIENT_ID, CLIENT_SECRET};
use crate::support::fake_discord::payloads::{CHANNEL_ID, PEOPLE};
use crate::support::fake_discord::{FakeDiscord, User};
use crate::support::http::{Http, free_addr, request, wait_for};
use focus_bot::store::ChannelId;
use focus_bot::web::SIGN_INS_AT_ONCE;

const SECRET: &str = "the sign-in test's web secret: 5e1d9c07b2a84f36";
const SESSION: &str = "__Host-focus_session";
const STATE: &str = "__Host-focus_signin";
const FOCUS: User = PEOPLE[5];

/// `text` percent-encoded for a query's value (all but letters, digits and `-._~`).
fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The query of a URL as pairs, values still encoded.
fn query(url: &str) -> Vec<(String, String)> {
    url.split_once('?')
        .map_or("", |(_, q)| q)
        .split('&')
        .filter_map(|p| p.split_once('='))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reader_signs_in_through_discord_and_nothing_secret_shows() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let addr = free_addr();
    let public = format!("http://{addr}");
    let mut bot = BotProcess::start(
        dir.path(),
        &database(&dir),
        &fake,
        &[
            ("WEB_ADDR", &addr.to_string()),
            ("WEB_SECRET", SECRET),
            ("DISCORD_CLIENT_ID", &CLIENT_ID.to_string()),
            ("DISCORD_CLIENT_SECRET", CLIENT_SECRET),
            ("RUST_LOG", "debug"),
        ],
    );
    fake.wait_identified(1).await;
    fake.wait_registered().await;
    // The pages answer once the service is made (after the commands are registered).
    wait_for(addr, "/signin", 302).await;
    let mut answers: Vec<Http> = Vec::new();
    let get = |path: String, cookie: Option<String>| async move {
        let cookie = cookie.map(|c| ("Cookie", c));
        let headers: Vec<(&str, &str)> = cookie.iter().map(|(k, v)| (*k, v.as_str())).collect();
        request(addr, "GET", &path, &headers).await
    };

    // The authorize redirect, and the state's cookie.
    let started = get("/signin?next=%2Fsession".to_string(), None).await;
    assert_eq!(started.status, 302, "{}", started.all());
    let to = started.header("location").expect("a redirect").to_string();
    assert!(
        to.starts_with("https://discord.com/oauth2/authorize?"),
        "{to}"
    );
    let asked = query(&to);
    let callback = format!("{public}/signin/callback");
    for (name, value) in [
        ("response_type", "code".to_string()),
        ("client_id", CLIENT_ID.to_string()),
        ("scope", "identify".to_string()),
        ("redirect_uri", encode(&callback)),
    ] {
        assert!(asked.contains(&(name.to_string(), value)), "{name}: {to}");
    }
    let state = asked
        .iter()
        .find(|(k, _)| k == "state")
        .map(|(_, v)| v.clone())
        .expect("a state");
    assert!(state.len() >= 32, "{state}");
    let kept = started.set_cookie(STATE).expect("the state's cookie");
    let state_cookie = Some(format!("{STATE}={kept}"));
    let set = started.header("set-cookie").unwrap();
    for part in [
        "HttpOnly",
        "Secure",
        "SameSite=Lax",
        "Path=/",
        "Max-Age=600",
    ] {
        assert!(set.contains(part), "{part}: {set}");
    }
    answers.push(started);

    // A wrong state, or none, or no cookie: refused before Discord is asked.
    let code = fake.mint_code(&ALICE, &callback);
    for (state, cookie) in [
        ("wrong".to_string(), state_cookie.clone()),
        (String::new(), state_cookie.clone()),
        (state.clone(), None),
        (
            state.clone(),
            Some(format!("{STATE}={}", kept.replace('.', "-"))),
        ),
    ] {
        let path = format!("/signin/callback?code={code}&state={state}");
        let refused = get(path, cookie).await;
        assert_eq!(refused.status, 400, "{}", refused.all());
        assert!(
            refused
                .body
                .contains("This sign-in was not started here, or it took too long."),
            "{}",
            refused.body
        );
        assert!(refused.set_cookie(SESSION).is_none());
        answers.push(refused);
    }
    assert!(
        fake.requests().iter().all(|r| r.path != "/oauth2/token"),
        "Discord was not asked"
    );

    // A wrong code, a code given for another redirect URI: Discord refuses, no session.
    let elsewhere = fake.mint_code(&ALICE, "http://127.0.0.1:9/signin/callback");
    for code in ["nope".to_string(), elsewhere] {
        let path = format!("/signin/callback?code={code}&state={state}");
        let refused = get(path, state_cookie.clone()).await;
        assert_eq!(refused.status, 400, "{}", refused.all());
        assert!(
            refused
                .body
                .contains("Discord did not confirm your sign-in. Sign in again."),
            "{}",
            refused.body
        );
        assert!(refused.set_cookie(SESSION).is_none());
        answers.push(refused);
    }

    // The right code: signed in, on to `next`.
    let path = format!("/signin/callback?code={code}&state={state}");
    let signed = get(path, state_cookie.clone()).await;
    assert_eq!(signed.status, 303, "{}", signed.all());
    assert_eq!(
        signed.header("location"),
        Some(format!("{public}/session").as_str())
    );
    let session = signed.set_cookie(SESSION).expect("a session cookie");
    assert_eq!(
        signed.set_cookie(STATE).as_deref(),
        Some(""),
        "the state's cookie deleted"
    );
    let tokens = fake.requests();
    let exchange = tokens
        .iter()
        .rfind(|r| r.path == "/oauth2/token")
        .expect("the code exchanged");
    assert_eq!(exchange.body["grant_type"], "authorization_code");
    assert_eq!(exchange.body["redirect_uri"], json!(callback));
    assert!(
        tokens
            .iter()
            .any(|r| r.method == "GET" && r.path == "/users/@me")
    );
    answers.push(signed);
    let me = get("/session".to_string(), Some(format!("{SESSION}={session}"))).await;
    assert_eq!(me.status, 200, "{}", me.all());
    assert!(
        me.body.contains(&format!("(user {})", ALICE.id)),
        "{}",
        me.body
    );
    answers.push(me);
    // The code was used: the same callback again opens nothing.
    let path = format!("/signin/callback?code={code}&state={state}");
    let again = get(path, state_cookie.clone()).await;
    assert_eq!(again.status, 400, "{}", again.all());
    answers.push(again);

    // A garbled state: no sign-in.
    let garbled = get(
        format!("/signin/callback?code={code}&state=%ZZ"),
        state_cookie.clone(),
    )
    .await;
    assert_eq!(garbled.status, 400, "{}", garbled.all());
    assert!(
        garbled.body.contains("This sign-in was not started here"),
        "{}",
        garbled.body
    );
    answers.push(garbled);

    // `next` off the site, or garbled.
    for next in [
        "%2F%2Fevil.example%2F",
        "https%3A%2F%2Fevil.example%2F",
        "%2F%5Cevil.example",
        "%ZZ",
    ] {
        let off = get(format!("/signin?next={next}"), None).await;
        assert_eq!(off.status, 400, "{next}: {}", off.all());
        assert!(
            off.body.contains("This sign-in address is not valid"),
            "{}",
            off.body
        );
        assert!(off.header("location").is_none() && off.set_cookie(STATE).is_none());
        answers.push(off);
    }

    let status = bot.stop().await;
    let log = bot.log();
    assert!(status.success(), "{log}");
    assert!(log.contains("signed in on the web pages"), "{log}");
    let given = fake.access_tokens();
    assert_eq!(given.len(), 1, "one token given: {given:?}");
    let mut secrets = vec![CLIENT_SECRET.to_string()];
    secrets.extend(given);
    for answer in &answers {
        for secret in &secrets {
            assert!(
                !answer.all().contains(secret.as_str()),
                "{secret} in {}",
                answer.all()
            );
        }
        // The session's secret only in the cookie that gives it.
        let besides: Vec<&(String, String)> = answer
            .headers
            .iter()
            .filter(|(k, _)| k != "set-cookie")
            .collect();
        assert!(!answer.body.contains(&session) && !format!("{besides:?}").contains(&session));
    }
    secrets.push(session.clone());
    for secret in &secrets {
        assert!(!log.contains(secret.as_str()), "{secret} in the log");
    }
    let store = Store::open_path(&database(&dir)).await.unwrap();
    assert_eq!(
        store.count_sessions().await.unwrap(),
        (1, 0),
        "one session only"
    );
    store.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_play_buttons_answer_carries_a_link_that_signs_its_player_in() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let addr = free_addr();
    let bot = Bot::start_with(
        &fake,
        &database(&dir),
        &[("WEB_ADDR", &addr.to_string()), ("WEB_SECRET", SECRET)],
    )
    .await;
    fake.wait_identified(1).await;
    fake.wait_registered().await;
    fake.use_channel(CHANNEL_ID, 0, None);
    // Alice hears of her turns by direct message (`mode` dm is choice 1).
    let dm = json!({ "name": "mode", "type": 4, "value": 1 });
    fake.answer(&fake.command(&ALICE, "notify", vec![dm])).await;
    let sent = fake.command(
        &ALICE,
        "challenge",
        vec![
            FOCUS.option("opponent"),
            json!({ "name": "first", "type": 4, "value": 1 }),
            json!({ "name": "level", "type": 4, "value": 0 }),
        ],
    );
    let started = fake.answer(&sent).await;
    assert!(!started.private, "{}", started.text());
    let store = Store::open_path(&database(&dir)).await.unwrap();
    let game = store
        .latest_game(ChannelId(CHANNEL_ID))
        .await
        .unwrap()
        .unwrap()
        .id;
    store.close().await;
    let play = format!("focus:play:{game}");
    let (post, _) = fake.message_with_button(&play).expect("a post with Play");
    let clicked = fake.click(&ALICE, post, &play);
    let answer = fake.answer(&clicked).await;
    assert!(answer.private, "{}", answer.text());
    let links: Vec<(String, String)> = answer.data["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter(|c| c["style"] == 5)
        .map(|c: Value| {
            (
                c["label"].as_str().unwrap().to_string(),
                c["url"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let public = format!("http://{addr}");
    let [(label, link)] = &links[..] else {
        panic!("one link button: {links:?}");
    };
    assert_eq!(label, "Play on the board");
    assert!(
        link.starts_with(&format!("{public}/play/{game}/{}.", ALICE.id)),
        "{link}"
    );
    let opened = request(addr, "GET", link.strip_prefix(&public).unwrap(), &[]).await;
    assert_eq!(opened.status, 303, "{}", opened.all());
    let to = opened.header("location").unwrap();
    // Relative to /play/{game}/: right behind any proxy or path prefix.
    assert!(to.starts_with(&format!("../../game/{game}/")), "{to}");
    let session = opened.set_cookie(SESSION).expect("a session");
    let cookie = format!("{SESSION}={session}");
    let me = request(addr, "GET", "/session", &[("Cookie", &cookie)]).await;
    assert!(
        me.body.contains(&format!("(user {})", ALICE.id)),
        "{}",
        me.all()
    );
    let page = request(
        addr,
        "GET",
        &format!("/{}", to.strip_prefix("../../").unwrap()),
        &[],
    )
    .await;
    assert_eq!(page.status, 200, "the game's page opens");
    // The direct message of her turn carries a play link of its own.
    let mut direct = None;
    for _ in 0..300 {
        direct = fake.direct_messages(&ALICE).into_iter().next();
        if direct.is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    let (direct, _) = direct.expect("a direct message of alice's turn");
    let buttons: Vec<Value> = direct["components"][0]["components"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let board = buttons
        .iter()
        .find(|b| b["label"] == "Play on the board")
        .and_then(|b| b["url"].as_str())
        .unwrap_or_else(|| panic!("a play link in the direct message: {direct}"));
    assert!(
        board.starts_with(&format!("{public}/play/{game}/{}.", ALICE.id)),
        "{board}"
    );
    assert_ne!(board, link.as_str());
    let opened = request(addr, "GET", board.strip_prefix(&public).unwrap(), &[]).await;
    assert_eq!(opened.status, 303, "{}", opened.all());
    // Bob is no player of it: Play refuses him, and gives him no link.
    let bob = fake.click(&PEOPLE[1], post, &play);
    let refused = fake.answer(&bob).await;
    assert!(
        refused.private && !refused.data.to_string().contains("/play/"),
        "{}",
        refused.data
    );
    bot.stop().await;
}

/// The bot in this process with its pages on `addr` and the application's OAuth2 client (and
/// `more` settings), once its pages answer.
async fn signing_bot(
    fake: &FakeDiscord,
    dir: &tempfile::TempDir,
    addr: std::net::SocketAddr,
    more: &[(&str, &str)],
) -> Bot {
    let addr_text = addr.to_string();
    let client_id = CLIENT_ID.to_string();
    let mut settings = vec![
        ("WEB_ADDR", addr_text.as_str()),
        ("WEB_SECRET", SECRET),
        ("DISCORD_CLIENT_ID", client_id.as_str()),
        ("DISCORD_CLIENT_SECRET", CLIENT_SECRET),
    ];
    settings.extend_from_slice(more);
    let bot = Bot::start_with(fake, &database(dir), &settings).await;
    fake.wait_identified(1).await;
    fake.wait_registered().await;
    wait_for(addr, "/signin", 302).await;
    bot
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_browser_follows_the_redirects_through_the_fakes_authorize_page() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let addr = free_addr();
    let public = format!("http://{addr}");
    let authorize = fake.authorize_url();
    let bot = signing_bot(&fake, &dir, addr, &[("DISCORD_AUTHORIZE_URL", &authorize)]).await;
    fake.sign_in_as(&PEOPLE[1]);
    let started = request(addr, "GET", "/signin", &[]).await;
    let to_discord = started.header("location").unwrap();
    assert!(
        to_discord.starts_with(&format!("{authorize}?")),
        "{to_discord}"
    );
    let cookie = format!("{STATE}={}", started.set_cookie(STATE).unwrap());
    let fake_addr = fake
        .http_url()
        .strip_prefix("http://")
        .unwrap()
        .parse()
        .unwrap();
    let allowed = request(
        fake_addr,
        "GET",
        to_discord.strip_prefix(fake.http_url()).unwrap(),
        &[],
    )
    .await;
    assert_eq!(allowed.status, 302, "{}", allowed.all());
    let back = allowed.header("location").unwrap();
    let back = back
        .strip_prefix(&public)
        .expect("back to the bot's callback");
    assert!(back.starts_with("/signin/callback?code="), "{back}");
    let signed = request(addr, "GET", back, &[("Cookie", &cookie)]).await;
    assert_eq!(signed.status, 303, "{}", signed.all());
    assert_eq!(
        signed.header("location"),
        Some(format!("{public}/session").as_str())
    );
    let session = format!("{SESSION}={}", signed.set_cookie(SESSION).unwrap());
    let me = request(addr, "GET", "/session", &[("Cookie", &session)]).await;
    assert!(
        me.body.contains(&format!("(user {})", PEOPLE[1].id)),
        "{}",
        me.all()
    );
    bot.stop().await;
}

/// A flood of callbacks (each with a good code and the state's cookie): at most
/// `SIGN_INS_AT_ONCE` are confirmed with Discord at once; the others get a 429 page that says to
/// try again in a few seconds, with `Retry-After`, open no session and call nobody, and their
/// codes still sign in afterwards.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_callbacks_is_confirmed_a_bounded_number_at_once() {
    const FLOOD: usize = SIGN_INS_AT_ONCE + 8;
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let addr = free_addr();
    let callback = format!("http://{addr}/signin/callback");
    let bot = signing_bot(&fake, &dir, addr, &[]).await;
    let started = request(addr, "GET", "/signin?lang=it", &[]).await;
    let state = query(started.header("location").unwrap())
        .into_iter()
        .find(|(k, _)| k == "state")
        .map(|(_, v)| v)
        .unwrap();
    let cookie = format!("{STATE}={}", started.set_cookie(STATE).unwrap());
    fake.hold_token_exchanges(std::time::Duration::from_secs(3));
    let codes: Vec<String> = (0..FLOOD)
        .map(|_| fake.mint_code(&ALICE, &callback))
        .collect();
    let callback_of = |code: &str| format!("/signin/callback?code={code}&state={state}&lang=it");
    let asked = codes.iter().map(|code| {
        let (path, cookie) = (callback_of(code), cookie.clone());
        async move { request(addr, "GET", &path, &[("Cookie", cookie.as_str())]).await }
    });
    let answers = futures_util::future::join_all(asked).await;

    assert!(fake.most_token_exchanges_at_once() <= SIGN_INS_AT_ONCE);
    let mut refused = Vec::new();
    for (answer, code) in answers.iter().zip(&codes) {
        match answer.status {
            303 => assert!(answer.set_cookie(SESSION).is_some()),
            429 => {
                assert_eq!(answer.header("retry-after"), Some("5"));
                assert!(
                    answer.body.contains(
                        "Troppe persone stanno accedendo in questo momento. Riprova tra qualche \
                         secondo."
                    ),
                    "{}",
                    answer.body
                );
                assert!(answer.set_cookie(SESSION).is_none());
                refused.push(code.clone());
            }
            status => panic!("{status}: {}", answer.all()),
        }
    }
    assert!(!refused.is_empty(), "the flood was bounded");
    assert_eq!(fake.access_tokens().len(), FLOOD - refused.len());
    let store = Store::open_path(&database(&dir)).await.unwrap();
    assert_eq!(
        store.count_sessions().await.unwrap().0,
        (FLOOD - refused.len()) as i64
    );
    store.close().await;

    // The flood gone, a refused code still signs in: reloading the page is enough.
    fake.hold_token_exchanges(std::time::Duration::ZERO);
    let again = request(
        addr,
        "GET",
        &callback_of(&refused[0]),
        &[("Cookie", cookie.as_str())],
    )
    .await;
    assert_eq!(again.status, 303, "{}", again.all());
    bot.stop().await;
}

#[tokio::test]
async fn the_fakes_token_endpoint_refuses_a_wrong_code_secret_or_redirect_uri() {
    let fake = FakeDiscord::start().await;
    let client = reqwest::Client::new();
    let token_url = format!("{}/api/v10/oauth2/token", fake.http_url());
    let redirect = "http://127.0.0.1:9/signin/callback";
    let exchange = |code: String, secret: &'static str, redirect: &'static str| {
        let client = client.clone();
        let token_url = token_url.clone();
        async move {
            let form = [
                ("grant_type", "authorization_code".to_string()),
                ("code", code),
                ("redirect_uri", redirect.to_string()),
                ("client_id", CLIENT_ID.to_string()),
                ("client_secret", secret.to_string()),
            ];
            let answer = client.post(token_url).form(&form).send().await.unwrap();
            let status = answer.status().as_u16();
            (
                status,
                serde_json::from_slice::<Value>(&answer.bytes().await.unwrap()).unwrap(),
            )
        }
    };
    let refused = json!({ "error": "invalid_grant" });
    let code = fake.mint_code(&ALICE, redirect);
    assert_eq!(
        exchange(code, "wrong-secret-x", redirect).await,
        (400, refused.clone())
    );
    let code = fake.mint_code(&ALICE, redirect);
    let elsewhere = "http://127.0.0.1:9/elsewhere";
    assert_eq!(
        exchange(code, CLIENT_SECRET, elsewhere).await,
        (400, refused.clone())
    );
    assert_eq!(
        exchange("made-up".to_string(), CLIENT_SECRET, redirect).await,
        (400, refused.clone())
    );
    let code = fake.mint_code(&ALICE, redirect);
    let (status, token) = exchange(code.clone(), CLIENT_SECRET, redirect).await;
    assert_eq!(status, 200, "{token}");
    assert_eq!(token["token_type"], "Bearer");
    assert_eq!(token["scope"], "identify");
    assert!(token["expires_in"].as_u64().unwrap() > 0 && token["refresh_token"].is_string());
    assert_eq!(
        exchange(code, CLIENT_SECRET, redirect).await,
        (400, refused),
        "used once"
    );
    let me = format!("{}/api/v10/users/@me", fake.http_url());
    let bearer = token["access_token"].as_str().unwrap();
    let user = client.get(&me).bearer_auth(bearer).send().await.unwrap();
    let user: Value = serde_json::from_slice(&user.bytes().await.unwrap()).unwrap();
    assert_eq!(user["id"], ALICE.id.to_string());
    let stranger = client.get(&me).bearer_auth("made-up").send().await.unwrap();
    assert_eq!(stranger.status().as_u16(), 401);
    assert!(
        fake.take_violations().is_empty(),
        "the fake's own answers match the spec"
    );
}
