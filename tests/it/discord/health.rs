//! The bot's HTTP server (`WEB_ADDR`) through a plain HTTP/1.1 GET on loopback: `/healthz`
//! answers while the process runs; `/readyz` is 200 once the shard is connected to the fake
//! Discord and the database answers, 503 with the reason while the shard is not connected (the
//! fake's gateway withholds READY), when the database is gone (its pool closed) or the gateway
//! is not started; the server stops with the bot.

use focus_bot::store::Store;
use focus_bot::web::{Probe, start};

use crate::support::discord::{Bot, database};
use crate::support::fake_discord::FakeDiscord;
use crate::support::http::{free_addr, get, wait_for};

#[tokio::test]
async fn healthz_and_readyz_answer_once_the_shard_is_connected() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let addr = free_addr();
    let web_addr = addr.to_string();
    let bot = Bot::start_with(&fake, &database(&dir), &[("WEB_ADDR", &web_addr)]).await;
    fake.wait_identified(1).await;
    assert_eq!(wait_for(addr, "/healthz", 200).await, "ok\n");
    assert_eq!(wait_for(addr, "/readyz", 200).await, "ready\n");
    assert_eq!(get(addr, "/nothing").await.unwrap().0, 404);
    bot.stop().await;
    assert!(
        get(addr, "/healthz").await.is_err(),
        "the server stops with the bot"
    );
}

#[tokio::test]
async fn readyz_is_503_naming_the_shard_while_the_gateway_is_not_connected() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    fake.withhold_ready();
    let addr = free_addr();
    let web_addr = addr.to_string();
    let bot = Bot::start_with(&fake, &database(&dir), &[("WEB_ADDR", &web_addr)]).await;
    fake.wait_identified(1).await;
    assert_eq!(wait_for(addr, "/healthz", 200).await, "ok\n");
    // Identified but never READY: the shard's runner exists and is not connected.
    let (status, body) = get(addr, "/readyz").await.unwrap();
    assert_eq!(status, 503, "{body}");
    assert!(
        body.starts_with("shard 0 is not connected (") && body.lines().count() == 1,
        "the reason: {body}"
    );
    bot.stop().await;
}

#[tokio::test]
async fn readyz_is_503_with_the_reason_when_the_database_is_gone() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open_path(&database(&dir)).await.unwrap();
    let web = start(free_addr(), Probe::new(store.clone(), None))
        .await
        .unwrap();
    let (status, body) = get(web.addr(), "/readyz").await.unwrap();
    assert_eq!(status, 503);
    assert_eq!(body, "the gateway is not started\n");
    store.close().await;
    let (status, body) = get(web.addr(), "/readyz").await.unwrap();
    assert_eq!(status, 503);
    assert!(
        body.starts_with("the database does not answer: "),
        "the reason: {body}"
    );
    assert_eq!(get(web.addr(), "/healthz").await.unwrap().0, 200);
    web.stop().await;
}
