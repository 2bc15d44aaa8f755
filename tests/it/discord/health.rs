//! The bot's HTTP servers through a plain HTTP/1.1 GET on loopback. The public one (`WEB_ADDR`):
//! `/healthz` answers while the process runs, `/readyz` says `ready` or `not ready` and nothing
//! more, and there is no `/metrics`. The operator's (`METRICS_ADDR`): `/readyz` is 200 once the
//! shard is connected to the fake Discord and the database answers, 503 with the reason while
//! the shard is not connected (the fake's gateway withholds READY), when the database is gone
//! (its pool closed) or the gateway is not started; `/metrics` answers. Both stop with the bot.

use focus_bot::store::Store;
use focus_bot::web::{Probe, probe_router, router, start};

use crate::support::discord::{Bot, database};
use crate::support::fake_discord::FakeDiscord;
use crate::support::http::{free_addr, get, wait_for};

#[tokio::test]
async fn healthz_and_readyz_answer_once_the_shard_is_connected() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let (public, private) = (free_addr(), free_addr());
    let bot = Bot::start_with(
        &fake,
        &database(&dir),
        &[
            ("WEB_ADDR", &public.to_string()),
            ("METRICS_ADDR", &private.to_string()),
        ],
    )
    .await;
    fake.wait_identified(1).await;
    for addr in [public, private] {
        assert_eq!(wait_for(addr, "/healthz", 200).await, "ok\n");
        assert_eq!(wait_for(addr, "/readyz", 200).await, "ready\n");
        assert_eq!(get(addr, "/nothing").await.unwrap().0, 404);
    }
    assert!(wait_for(private, "/metrics", 200).await.contains("# TYPE"));
    assert_eq!(
        get(public, "/metrics").await.unwrap().0,
        404,
        "no metrics on the public address"
    );
    bot.stop().await;
    for addr in [public, private] {
        assert!(
            get(addr, "/healthz").await.is_err(),
            "the servers stop with the bot"
        );
    }
}

#[tokio::test]
async fn readyz_is_503_naming_the_shard_while_the_gateway_is_not_connected() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    fake.withhold_ready();
    let (public, private) = (free_addr(), free_addr());
    let bot = Bot::start_with(
        &fake,
        &database(&dir),
        &[
            ("WEB_ADDR", &public.to_string()),
            ("METRICS_ADDR", &private.to_string()),
        ],
    )
    .await;
    fake.wait_identified(1).await;
    assert_eq!(wait_for(private, "/healthz", 200).await, "ok\n");
    // Identified but never READY: the shard's runner exists and is not connected.
    let (status, body) = get(private, "/readyz").await.unwrap();
    assert_eq!(status, 503, "{body}");
    assert!(
        body.starts_with("shard 0 is not connected (") && body.lines().count() == 1,
        "the reason: {body}"
    );
    assert_eq!(
        get(public, "/readyz").await.unwrap(),
        (503, "not ready\n".to_string()),
        "the public learns no reason"
    );
    bot.stop().await;
}

#[tokio::test]
async fn readyz_is_503_with_the_reason_when_the_database_is_gone() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open_path(&database(&dir)).await.unwrap();
    let probe = Probe::new(store.clone(), None);
    let web = start(free_addr(), probe_router(probe.clone()))
        .await
        .unwrap();
    let public = start(free_addr(), router(probe)).await.unwrap();
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
    // The public address says only that the bot is not ready: no database error text.
    assert_eq!(
        get(public.addr(), "/readyz").await.unwrap(),
        (503, "not ready\n".to_string())
    );
    assert_eq!(get(public.addr(), "/metrics").await.unwrap().0, 404);
    web.stop().await;
    public.stop().await;
}
