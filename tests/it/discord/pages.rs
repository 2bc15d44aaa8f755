//! The web pages of a bot connected to the fake Discord: the server page lists the games of
//! the channels @everyone can view (as the gateway's GUILD_CREATE says them: the @everyone
//! role and each channel's overwrites), none of a private channel, whose game page still opens
//! with its own link.

use focus_bot::store::GameId;
use focus_bot::store::Store;
use focus_bot::web::{Subject, Tokens};
use serde_json::json;

use crate::support::discord::{ALICE, Bot, database};
use crate::support::fake_discord::payloads::{CHANNEL_ID, PEOPLE};
use crate::support::fake_discord::{FakeDiscord, GUILD_ID, User};
use crate::support::http::{free_addr, get, wait_for};
use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;

const FOCUS: User = PEOPLE[5];
const SECRET: &str = "the fake Discord test's web secret: 5e1d9c07b2a84f36";
/// A text channel @everyone may not view.
const PRIVATE: u64 = 1_100_000_000_000_000_300;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_server_page_lists_no_game_of_a_private_channel() {
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
    fake.create_guild(&[(CHANNEL_ID, false), (PRIVATE, true)]);
    for channel in [CHANNEL_ID, PRIVATE] {
        fake.use_channel(channel, 0, None);
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
    }
    let store = Store::open_path(&database(&dir)).await.unwrap();
    let open = store
        .latest_game(ChannelId(CHANNEL_ID))
        .await
        .unwrap()
        .unwrap()
        .id;
    let private = store
        .latest_game(ChannelId(PRIVATE))
        .await
        .unwrap()
        .unwrap()
        .id;
    store.close().await;

    let tokens = Tokens::new(SECRET.as_bytes());
    let server = format!(
        "/server/{GUILD_ID}/{}/",
        tokens.token(Subject::Server(ServerId(GUILD_ID)))
    );
    let listing = wait_for(addr, &server, 200).await;
    let link = |game: GameId| format!("game/{game}/{}/", tokens.token(Subject::Game(game)));
    assert!(
        listing.contains(&link(open)),
        "the open channel's game: {listing}"
    );
    assert!(
        !listing.contains(&format!("game/{private}/")),
        "no game of the private channel: {listing}"
    );
    let (status, _) = get(addr, &format!("/{}", link(private))).await.unwrap();
    assert_eq!(status, 200, "its own link opens the private game's page");
    bot.stop().await;
}
