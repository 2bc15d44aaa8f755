//! The board inside Discord, as an Activity, with the real bot against the fake Discord: the
//! Activity's page and script, its sign-in (the SDK's code exchanged by the bot through the
//! fake's `POST /oauth2/token`, no redirect URI, then `GET /users/@me`; a session's secret
//! answered, used as a Bearer), the channel's game found for a player or for anyone in a channel
//! everyone can view (never a private channel's for someone else), each refusal in words and
//! writing nothing; and, in headless chromium under the SDK's own mock of the Discord client
//! (`DiscordSDKMock`), a whole game played from the Activity and by `/focus move`
//! interchangeably, each turn posted in the channel once, the Activity's board following the
//! commands' turns without a reload.

use std::collections::BTreeMap;

use focus_bot::rules::{Position, Seat};
use focus_bot::store::GameId;
use focus_bot::store::Store;
use focus_bot::web::{ACTIVITY_CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY, SIGN_INS_AT_ONCE};
use serde_json::{Value, json};

use crate::browser::{Chrome, chromium, eval, wait_until, with_tab};
use crate::browser_play::click;
use crate::support::discord::{ALICE, BOB, Bot, CAROL, DAVE, custom_ids, database, string_option};
use crate::support::fake_discord::oauth::{CLIENT_ID, CLIENT_SECRET};
use crate::support::fake_discord::payloads::CHANNEL_ID;
use crate::support::fake_discord::{FakeDiscord, GUILD_ID, User};
use crate::support::http::{free_addr, wait_for};
use crate::support::{best_action, tallest_stack};
use crate::web_pages::{Answer, request};
use focus_bot::store::ChannelId;
use focus_bot::store::UserId;

const SECRET: &str = "the Activity test's web secret: 9b1f0c6e2d7a4853";
/// Discord's default permissions of a member, and Manage Server.
const DEFAULT_PERMISSIONS: u64 = 2_248_473_465_835_073;
const MANAGE_GUILD: u64 = 1 << 5;
/// A text channel @everyone may not view.
const PRIVATE: u64 = 1_100_000_000_000_000_300;

/// The bot with its pages on `addr` and the application's OAuth2 client (the Activity's).
async fn bot(fake: &FakeDiscord, dir: &tempfile::TempDir, addr: std::net::SocketAddr) -> Bot {
    let bot = Bot::start_with(
        fake,
        &database(dir),
        &[
            ("WEB_ADDR", &addr.to_string()),
            ("WEB_SECRET", SECRET),
            ("DISCORD_CLIENT_ID", &CLIENT_ID.to_string()),
            ("DISCORD_CLIENT_SECRET", CLIENT_SECRET),
        ],
    )
    .await;
    fake.wait_identified(1).await;
    fake.wait_registered().await;
    fake.create_guild(&[(CHANNEL_ID, false), (PRIVATE, true)]);
    // The pages answer once the service is made (after the commands are registered).
    wait_for(addr, "/activity/", 200).await;
    bot
}

/// `alice` challenges `bob` in `channel` (alice first; `short`: capturing that many pieces
/// wins), who accepts: the game's number.
async fn start(
    fake: &FakeDiscord,
    dir: &tempfile::TempDir,
    channel: u64,
    short: Option<u64>,
) -> GameId {
    fake.use_channel(channel, 0, None);
    let mut options = vec![
        BOB.option("opponent"),
        json!({ "name": "first", "type": 4, "value": 1 }),
    ];
    if let Some(short) = short {
        options.push(json!({ "name": "short", "type": 4, "value": short }));
    }
    let challenge = fake.command(&ALICE, "challenge", options);
    let invitation = fake.answer(&challenge).await;
    let message = fake.original_message_id(&challenge).await;
    let accept = custom_ids(&invitation.data)[0].0.clone();
    let started = fake.answer(&fake.click(&BOB, message, &accept)).await;
    assert!(!started.private, "{}", started.text());
    let store = Store::open_path(&database(dir)).await.unwrap();
    let game = store
        .active_game(ChannelId(channel))
        .await
        .unwrap()
        .expect("a game")
        .id;
    store.close().await;
    game
}

/// `POST path` with a JSON body (and a content type unless `typed` is false).
async fn post(addr: std::net::SocketAddr, path: &str, body: &Value, typed: bool) -> Answer {
    let headers: &[(&str, &str)] = if typed {
        &[("Content-Type", "application/json")]
    } else {
        &[("Content-Type", "text/plain")]
    };
    request(addr, "POST", path, headers, &body.to_string()).await
}

/// The JSON of an answer.
fn json_of(answer: &Answer) -> Value {
    serde_json::from_str(&answer.text()).unwrap_or_else(|_| panic!("JSON: {}", answer.text()))
}

/// `user` signs in through the Activity's token exchange: the session's secret.
async fn sign_in(fake: &FakeDiscord, addr: std::net::SocketAddr, user: &User) -> String {
    let code = fake.mint_activity_code(user);
    let signed = post(addr, "/activity/api/token", &json!({ "code": code }), true).await;
    assert_eq!(signed.status, 200, "{}", signed.text());
    json_of(&signed)["session"].as_str().unwrap().to_string()
}

/// `GET /activity/api/game?channel=…` with `bearer` (if any).
async fn channel_game(addr: std::net::SocketAddr, channel: &str, bearer: Option<&str>) -> Answer {
    let auth = bearer.map(|b| format!("Bearer {b}"));
    let headers: Vec<(&str, &str)> = auth.iter().map(|a| ("Authorization", a.as_str())).collect();
    let path = format!("/activity/api/game?channel={channel}");
    request(addr, "GET", &path, &headers, "").await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_activity_signs_in_by_the_sdks_code_and_opens_only_a_game_its_player_may_see() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let addr = free_addr();
    let bot = bot(&fake, &dir, addr).await;
    let mut answers = Vec::new();

    // The page Discord opens, in the reader's language, with the application's client id.
    let page = request(addr, "GET", "/activity/?lang=fr", &[], "").await;
    assert_eq!(page.status, 200);
    assert_eq!(
        page.header("content-security-policy").as_deref(),
        Some(ACTIVITY_CONTENT_SECURITY_POLICY)
    );
    let html = page.text();
    assert!(
        html.contains(&format!("data-client-id=\"{CLIENT_ID}\"")),
        "{html}"
    );
    assert!(
        html.contains("Démarrage…") && html.contains("src=\"activity.js\""),
        "{html}"
    );
    let script = request(addr, "GET", "/activity/activity.js", &[], "").await;
    assert_eq!(script.status, 200);
    assert!(
        script
            .header("content-type")
            .unwrap()
            .starts_with("text/javascript")
    );
    assert!(
        script.text().contains("frame_id"),
        "Discord's SDK is in the bundle"
    );
    // Elsewhere Discord may not frame the pages.
    let elsewhere = request(addr, "GET", "/session", &[], "").await;
    assert_eq!(
        elsewhere.header("content-security-policy").as_deref(),
        Some(CONTENT_SECURITY_POLICY)
    );

    // What cannot be a code never reaches Discord; a code Discord refuses writes nothing.
    let before = fake.requests().len();
    for (body, typed) in [
        (json!({ "code": "a code" }), true),
        (json!({ "code": "" }), true),
        (json!({ "nothing": 1 }), true),
        (json!({ "code": "fine" }), false),
    ] {
        let refused = post(addr, "/activity/api/token", &body, typed).await;
        assert_eq!(refused.status, 400, "{body}: {}", refused.text());
        assert!(
            json_of(&refused)["message"]
                .as_str()
                .unwrap()
                .contains("The Activity sent something the bot cannot read")
        );
        answers.push(refused);
    }
    assert!(
        fake.requests()[before..]
            .iter()
            .all(|r| r.path != "/oauth2/token"),
        "Discord was not asked"
    );
    let wrong = post(
        addr,
        "/activity/api/token",
        &json!({ "code": "nope", "lang": "it" }),
        true,
    )
    .await;
    assert_eq!(wrong.status, 401, "{}", wrong.text());
    assert_eq!(
        json_of(&wrong)["message"],
        "Discord non ha confermato il tuo accesso: chiudi l'attività e avviala di nuovo."
    );
    answers.push(wrong);

    // A code of the SDK's: exchanged without a redirect URI, the user read, a session opened.
    let code = fake.mint_activity_code(&CAROL);
    let signed = post(addr, "/activity/api/token", &json!({ "code": code }), true).await;
    assert_eq!(signed.status, 200, "{}", signed.text());
    assert_eq!(signed.header("cache-control").as_deref(), Some("no-store"));
    let given = json_of(&signed);
    let carol = given["session"].as_str().unwrap().to_string();
    assert_eq!(carol.len(), 64, "{given}");
    assert_eq!(
        fake.access_tokens(),
        [given["access_token"].as_str().unwrap()],
        "the access token for the SDK's authenticate"
    );
    let exchange = fake
        .requests()
        .into_iter()
        .rfind(|r| r.path == "/oauth2/token")
        .unwrap();
    assert_eq!(exchange.body["grant_type"], "authorization_code");
    assert_eq!(exchange.body["code"], json!(code));
    assert_eq!(exchange.body["redirect_uri"], Value::Null);
    assert_eq!(exchange.body["client_id"], json!(CLIENT_ID.to_string()));
    // A code is good once.
    let again = post(addr, "/activity/api/token", &json!({ "code": code }), true).await;
    assert_eq!(again.status, 401, "{}", again.text());
    answers.push(again);

    // The channel's game: none yet; asked without a session, with a forged one, or without a
    // channel: refused in words.
    let none = channel_game(addr, &CHANNEL_ID.to_string(), Some(&carol)).await;
    assert_eq!(none.status, 404, "{}", none.text());
    assert_eq!(
        json_of(&none)["message"],
        "No game here that you can open. Start one in this channel with \
         /focus challenge opponent:@friend, then open the Activity again."
    );
    let forged = "0".repeat(64);
    for bearer in [None, Some(forged.as_str())] {
        let refused = channel_game(addr, &CHANNEL_ID.to_string(), bearer).await;
        assert_eq!(refused.status, 401, "{}", refused.text());
        assert!(
            json_of(&refused)["message"]
                .as_str()
                .unwrap()
                .contains("not signed in")
        );
    }
    for channel in ["", "abc", "0", "-1"] {
        let refused = channel_game(addr, channel, Some(&carol)).await;
        assert_eq!(refused.status, 400, "{channel}: {}", refused.text());
    }

    // A game in a private channel opens for its players only; one in an open channel for
    // anyone signed in.
    let hidden = start(&fake, &dir, PRIVATE, None).await;
    let shown = start(&fake, &dir, CHANNEL_ID, None).await;
    let alice = sign_in(&fake, addr, &ALICE).await;
    let for_carol = channel_game(addr, &PRIVATE.to_string(), Some(&carol)).await;
    assert_eq!(
        for_carol.status, 404,
        "Carol cannot view the private channel"
    );
    assert!(!for_carol.text().contains(&format!("game/{hidden}/")));
    answers.push(for_carol);
    let for_alice = channel_game(addr, &PRIVATE.to_string(), Some(&alice)).await;
    assert_eq!(for_alice.status, 200, "{}", for_alice.text());
    let path = json_of(&for_alice)["path"].as_str().unwrap().to_string();
    assert!(path.starts_with(&format!("game/{hidden}/")), "{path}");
    let open = channel_game(addr, &CHANNEL_ID.to_string(), Some(&carol)).await;
    assert!(
        json_of(&open)["path"]
            .as_str()
            .unwrap()
            .starts_with(&format!("game/{shown}/")),
        "{}",
        open.text()
    );

    // The game's page under the Activity: a player's seat by the Bearer, no sign-in link (the
    // frame cannot open Discord's page); the same page outside offers the sign-in.
    let page = format!("/activity/{path}");
    let bearer = format!("Bearer {alice}");
    let seat = request(addr, "GET", &page, &[("Authorization", &bearer)], "").await;
    assert_eq!(seat.status, 200);
    assert!(seat.text().contains("id=\"play\""), "Alice's controls");
    let watching = request(addr, "GET", &page, &[], "").await;
    assert!(!watching.text().contains("id=\"play\"") && !watching.text().contains("signin"));
    let outside = request(addr, "GET", &format!("/{path}"), &[], "").await;
    assert!(
        outside.text().contains("signin?next="),
        "{}",
        outside.text()
    );

    // A server that turns its pages off: the Activity says so, and how to turn them on, in
    // the names the reader's Discord shows.
    fake.grant(&DAVE, DEFAULT_PERMISSIONS | MANAGE_GUILD);
    let off = json!({ "name": "web", "type": 4, "value": 1 });
    let saved = fake
        .answer(&fake.command(&DAVE, "settings", vec![off]))
        .await;
    assert!(saved.text().contains("Saved."), "{}", saved.text());
    let request_fr = format!("/activity/api/game?channel={CHANNEL_ID}&lang=fr");
    let bearer = format!("Bearer {carol}");
    let pages_off = request(addr, "GET", &request_fr, &[("Authorization", &bearer)], "").await;
    assert_eq!(pages_off.status, 404, "{}", pages_off.text());
    assert_eq!(
        json_of(&pages_off)["message"],
        "Ce serveur a désactivé les pages web des parties : l'activité ne peut pas afficher la \
         partie. Un gestionnaire du serveur peut les activer avec /focus réglages web:activé."
    );

    // No secret in any answer but the one that gives it.
    for answer in &answers {
        for secret in [CLIENT_SECRET, &carol, &alice] {
            assert!(!answer.text().contains(secret), "{}", answer.text());
            assert!(!answer.head.contains(secret), "{}", answer.head);
        }
    }
    bot.stop().await;
    let store = Store::open_path(&database(&dir)).await.unwrap();
    assert_eq!(
        store.count_sessions().await.unwrap(),
        (2, 0),
        "a session for Carol and one for Alice, none for a refused code"
    );
    store.close().await;
}

/// The greedy player's choice: a capture first, else the tallest stack.
fn choose(pos: &Position, seat: Seat) -> String {
    best_action(pos, |p| (p.captured(seat), tallest_stack(p, seat))).to_string()
}

/// Milliseconds since the Unix epoch (the browser's `Date.now()` clock).
fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis()
        .try_into()
        .unwrap()
}

/// The posts in the fake's channel `channel` so far.
fn posts(fake: &FakeDiscord, channel: u64) -> usize {
    let path = format!("/channels/{channel}/messages");
    fake.requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with(&path))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_is_played_from_the_activity_under_the_sdks_mock_and_by_commands() {
    let Some(browser) = chromium() else { return };
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let addr = free_addr();
    let bot = bot(&fake, &dir, addr).await;
    let game = start(
        &fake,
        &dir,
        CHANNEL_ID,
        // The first capture wins; `FOCUS_PLAY_CAPTURES=N` plays a longer game, to measure.
        Some(
            std::env::var("FOCUS_PLAY_CAPTURES")
                .ok()
                .and_then(|n| n.parse().ok())
                .unwrap_or(1),
        ),
    )
    .await;

    // Alice starts the Activity in the channel: the SDK's mock stands for the Discord client,
    // its `authorize` giving a code the fake Discord minted for her.
    let code = fake.mint_activity_code(&ALICE);
    let url = format!(
        "http://{addr}/activity/?mock=1&mock_guild={GUILD_ID}&mock_channel={CHANNEL_ID}\
         &mock_code={code}&mock_user={}&lang=en-US",
        ALICE.id
    );
    // A crowd is signing in as she starts it: as many sign-ins as the bot confirms at once,
    // each held by Discord. Hers is refused for the crowd (429); the script says so, waits
    // the bot's `Retry-After` and signs her in with the same code.
    fake.hold_token_exchanges(std::time::Duration::from_secs(3));
    let crowd: Vec<_> = (0..SIGN_INS_AT_ONCE)
        .map(|i| {
            let body = json!({ "code": fake.mint_activity_code(&[BOB, CAROL, DAVE][i % 3]) });
            tokio::spawn(async move { post(addr, "/activity/api/token", &body, true).await })
        })
        .collect();
    for _ in 0..200 {
        if fake.token_exchanges_in_flight() == SIGN_INS_AT_ONCE {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    assert_eq!(fake.token_exchanges_in_flight(), SIGN_INS_AT_ONCE);
    let chrome = Chrome::launch(browser);
    with_tab(&chrome.tab, move |tab| {
        tab.navigate_to(&url).unwrap();
        wait_until(
            tab,
            "document.getElementById('activity-status').textContent",
            "Many people are signing in right now: trying again in a few seconds…",
        );
    })
    .await;
    fake.hold_token_exchanges(std::time::Duration::ZERO);
    for signed in crowd {
        assert_eq!(signed.await.unwrap().status, 200, "the crowd signed in");
    }
    with_tab(&chrome.tab, move |tab| {
        wait_until(
            tab,
            "String(document.getElementById('play') !== null)",
            "true",
        );
        let at = eval(tab, "window.location.pathname", false);
        assert!(at.starts_with(&format!("/activity/game/{game}/")), "{at}");
        assert_eq!(
            eval(
                tab,
                "String(window.sessionStorage.getItem('focus-session').length)",
                false
            ),
            "64",
            "the session kept for the Bearer"
        );
        assert_eq!(eval(tab, "document.cookie", false), "", "no cookie");
        eval(tab, "window.stayed = 'yes'", false);
        eval(tab, crate::browser_play::WATCH, false);
    })
    .await;
    let exchange = fake
        .requests()
        .into_iter()
        .rfind(|r| r.path == "/oauth2/token")
        .expect("the SDK's code exchanged through the fake Discord");
    assert_eq!(exchange.body["code"], json!(code));

    let store = Store::open_path(&database(&dir)).await.unwrap();
    let mut turns = 0usize;
    let mut from_activity = 0usize;
    // When the test sent each command's turn, and saw each Activity turn's post (ms).
    let mut commanded = BTreeMap::new();
    let mut posted_at = BTreeMap::new();
    loop {
        let stored = store.game(game).await.unwrap().unwrap();
        let replayed = stored.replay().unwrap();
        let pos = replayed.position();
        let Some(seat) = pos.to_act() else { break };
        assert!(turns < 300, "the game ends");
        let action = choose(pos, seat);
        let before = posts(&fake, CHANNEL_ID);
        let by_activity = stored.player(seat).user_id == UserId(ALICE.id);
        if by_activity {
            // Alice plays from the Activity: the page's choice for the action, clicked.
            let tab = chrome.tab.clone();
            let want = turns.to_string();
            with_tab(&tab, move |tab| {
                let last = "document.getElementById('game').getAttribute('data-last')";
                wait_until(tab, last, &want);
                wait_until(
                    tab,
                    "String(document.getElementById('play') !== null)",
                    "true",
                );
                let find = format!(
                    "JSON.stringify(JSON.parse(document.getElementById('play')\
                     .getAttribute('data-controls')).choices.filter(function (c) {{ \
                     return c.action === '{action}'; }})[0])"
                );
                let choice: Value = serde_json::from_str(&eval(tab, &find, false)).unwrap();
                if let Some(from) = choice["from"].as_str() {
                    let selector = if from == "reserve" {
                        "#play button[data-square=\"reserve\"]".to_string()
                    } else {
                        format!("#squares button[data-square=\"{from}\"]")
                    };
                    click(tab, &selector);
                }
                let to = choice["to"].as_str().unwrap();
                click(
                    tab,
                    &format!("#squares button.target[data-square=\"{to}\"]"),
                );
            })
            .await;
            from_activity += 1;
        } else {
            // Bob plays by command in the fake Discord.
            commanded.insert(turns + 1, now_ms());
            let sent = fake.command(&BOB, "move", vec![string_option("move", &action)]);
            let answer = fake.answer(&sent).await;
            assert!(!answer.private, "{}", answer.text());
        }
        turns += 1;
        // The turn written once; a turn from the Activity posted in the channel once (by the
        // outbox), a command's answered by its interaction.
        let posted = usize::from(by_activity);
        for _ in 0..3000 {
            if posts(&fake, CHANNEL_ID) == before + posted {
                posted_at.entry(turns).or_insert_with(now_ms);
                if store.game(game).await.unwrap().unwrap().kept().len() == turns {
                    break;
                }
            }
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        }
        assert_eq!(store.game(game).await.unwrap().unwrap().kept().len(), turns);
        // The Activity's board follows every turn, whoever played it, without a reload.
        let want = turns.to_string();
        with_tab(&chrome.tab, move |tab| {
            wait_until(
                tab,
                "document.getElementById('game').getAttribute('data-last')",
                &want,
            );
            assert_eq!(eval(tab, "window.stayed", false), "yes", "no reload");
        })
        .await;
        assert_eq!(
            posts(&fake, CHANNEL_ID),
            before + posted,
            "turn {turns}: one post"
        );
    }
    assert!(
        from_activity >= 2 && turns > from_activity,
        "{turns} turns, {from_activity} from the Activity"
    );
    let stored = store.game(game).await.unwrap().unwrap();
    assert!(stored.finished_at.is_some(), "the game ended");
    // The outbox's posts (the commands' answers, the Activity's turns): one a turn, in order.
    let plies: Vec<i64> = store
        .posts_in(ChannelId(CHANNEL_ID))
        .await
        .unwrap()
        .iter()
        .filter_map(|p| p.game.filter(|g| g.0 == game && g.1 > 0).map(|g| g.1))
        .collect();
    let expected: Vec<i64> = (1..=i64::try_from(turns).unwrap()).collect();
    assert_eq!(plies, expected, "one post a turn, in order");
    // How long from a click in the Activity to its post in the fake Discord's channel (seen by
    // polling every 5 ms), and from a command to the Activity's board showing its turn: printed
    // for docs/performance.md, never asserted.
    let tab = chrome.tab.clone();
    let (clicks, arrivals) = with_tab(&tab, |tab| {
        let clicks: BTreeMap<String, f64> =
            serde_json::from_str(&eval(tab, "JSON.stringify(window.clicks)", false)).unwrap();
        let arrivals: BTreeMap<String, f64> =
            serde_json::from_str(&eval(tab, "JSON.stringify(window.arrivals)", false)).unwrap();
        (clicks, arrivals)
    })
    .await;
    let to_post: Vec<f64> = clicks
        .iter()
        .filter_map(|(before, at)| {
            let turn = before.parse::<usize>().ok()? + 1;
            Some(*posted_at.get(&turn)? as f64 - at)
        })
        .collect();
    let to_board: Vec<f64> = commanded
        .iter()
        .filter_map(|(turn, at)| Some(arrivals.get(&turn.to_string())? - *at as f64))
        .collect();
    if !to_post.is_empty() && !to_board.is_empty() {
        let (post50, post99) = crate::browser_play::median_p99(to_post);
        let (board50, board99) = crate::browser_play::median_p99(to_board);
        println!(
            "{turns} turns, {from_activity} from the Activity: click to the channel's post \
             {post50:.0} ms median, {post99:.0} ms p99; command to the Activity's board \
             {board50:.0} ms median, {board99:.0} ms p99"
        );
    }
    store.close().await;
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn registering_the_commands_globally_keeps_the_activitys_entry_point() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    // Activities enabled in the Developer Portal: Discord gave the application its "Launch"
    // command, which it refuses to see dropped by a bulk overwrite.
    fake.enable_activities();
    let mut bot = crate::support::bot_process::BotProcess::start(
        dir.path(),
        &database(&dir),
        &fake,
        &[("DISCORD_GUILD_ID", "")],
    );
    fake.wait_identified(1).await;
    fake.wait_registered().await;
    let registered = fake.global_commands();
    let kinds: Vec<(String, u64)> = registered
        .iter()
        .map(|c| {
            (
                c["name"].as_str().unwrap().to_string(),
                c["type"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        kinds,
        [("focus".to_string(), 1), ("launch".to_string(), 4)],
        "the bot's commands and the entry point kept"
    );
    let entry = &registered[1];
    assert_eq!(
        entry["handler"], 2,
        "Discord still launches the Activity: {entry}"
    );
    assert_eq!(entry["contexts"], json!([0, 1, 2]), "{entry}");
    let status = bot.stop().await;
    assert!(status.success(), "{}", bot.log());
}

/// A flood of sign-ins (a crowd, or someone posting codes as fast as they can): at most
/// `SIGN_INS_AT_ONCE` are confirmed with Discord at one time; the rest are refused at once with
/// 429, `Retry-After` and the reader's words, without calling Discord, and their codes still
/// sign in once the crowd has passed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_sign_ins_calls_discord_a_bounded_number_at_once() {
    const FLOOD: usize = SIGN_INS_AT_ONCE + 8;
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let addr = free_addr();
    let bot = bot(&fake, &dir, addr).await;
    // Discord answers each exchange after a while: every sign-in of the flood is under way at
    // once, as when thousands arrive.
    fake.hold_token_exchanges(std::time::Duration::from_secs(3));
    let users = [ALICE, BOB, CAROL, DAVE];
    let codes: Vec<String> = (0..FLOOD)
        .map(|i| fake.mint_activity_code(&users[i % users.len()]))
        .collect();
    let asked = codes.iter().enumerate().map(|(i, code)| {
        let lang = if i % 2 == 0 { "fr" } else { "en-US" };
        let body = json!({ "code": code, "lang": lang });
        async move { post(addr, "/activity/api/token", &body, true).await }
    });
    let answers = futures_util::future::join_all(asked).await;

    let exchanged = || {
        fake.requests()
            .iter()
            .filter(|r| r.path == "/oauth2/token")
            .count()
    };
    assert!(
        fake.most_token_exchanges_at_once() <= SIGN_INS_AT_ONCE,
        "{} exchanges at once",
        fake.most_token_exchanges_at_once()
    );
    let mut refused = Vec::new();
    for (i, answer) in answers.iter().enumerate() {
        match answer.status {
            200 => assert_eq!(json_of(answer)["session"].as_str().unwrap().len(), 64),
            429 => {
                assert_eq!(answer.header("retry-after").as_deref(), Some("5"));
                assert_eq!(answer.header("cache-control").as_deref(), Some("no-store"));
                let words = if i % 2 == 0 {
                    "Beaucoup de personnes se connectent en ce moment : nouvel essai dans quelques \
                     secondes…"
                } else {
                    "Many people are signing in right now: trying again in a few seconds…"
                };
                assert_eq!(json_of(answer)["message"], words);
                refused.push(codes[i].clone());
            }
            status => panic!("{status}: {}", answer.text()),
        }
    }
    assert!(!refused.is_empty(), "the flood was bounded");
    assert_eq!(
        exchanged(),
        FLOOD - refused.len(),
        "only the sign-ins confirmed called Discord"
    );
    assert_eq!(fake.access_tokens().len(), FLOOD - refused.len());

    // The crowd gone, a refused code is still good: Discord was never asked about it.
    fake.hold_token_exchanges(std::time::Duration::ZERO);
    let again = post(
        addr,
        "/activity/api/token",
        &json!({ "code": refused[0] }),
        true,
    )
    .await;
    assert_eq!(again.status, 200, "{}", again.text());
    assert_eq!(exchanged(), FLOOD - refused.len() + 1);
    bot.stop().await;
}
