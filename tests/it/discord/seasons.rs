//! Seasons through the real bot and the fake Discord: only Manage Server ends a season; the
//! final standings are posted with their picture; the leaderboard takes `season` and turns the
//! pages of the season it shows; stats show the season's rating and the all-time one.

use serde_json::json;

use crate::support::discord::*;
use crate::support::fake_discord::{FakeDiscord, GUILD_ID};
use focus_bot::store::ServerId;

const DEFAULT_PERMISSIONS: u64 = 2_248_473_465_835_073;
const MANAGE_GUILD: u64 = 1 << 5;

/// The first message the bot posted on its own with `needle` in its text: its text and files.
async fn posted_with_files(fake: &FakeDiscord, needle: &str) -> (String, Vec<Vec<u8>>) {
    fake.wait_for("the season's final standings", |requests| {
        requests
            .iter()
            .find(|r| {
                r.method == "POST"
                    && r.template == "/channels/{channel_id}/messages"
                    && crate::support::fake_discord::text_of(&r.body).contains(needle)
            })
            .map(|r| {
                (
                    crate::support::fake_discord::text_of(&r.body),
                    r.files.iter().map(|f| f.bytes.clone()).collect(),
                )
            })
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_admins_end_a_season_and_its_standings_stay() {
    let dir = tempfile::tempdir().unwrap();
    let db = database(&dir);
    // 12 players each beat Alice five times: 13 listed, two pages.
    let store = focus_bot::store::Store::open_path(&db).await.unwrap();
    let winners: Vec<u64> = (1..=12).map(|i| 1_300_000_000_000_000_000 + i).collect();
    crate::support::ratings::seed_wins(&store, ServerId(GUILD_ID), &winners, ALICE.id, 5).await;
    store.close().await;
    let (fake, bot) = setup(&db).await;

    // Without Manage Server: refused, and the season goes on.
    let tried = fake.command(&CAROL, "settings", vec![string_option("season", "new")]);
    let text = assert_private(
        &fake.answer(&tried).await,
        "season:new without the permission",
    );
    assert!(text.contains("**Manage Server**"), "{text}");

    fake.grant(&DAVE, DEFAULT_PERMISSIONS | MANAGE_GUILD);
    let ended = fake.command(&DAVE, "settings", vec![string_option("season", "new")]);
    let text = assert_private(&fake.answer(&ended).await, "season:new");
    assert!(text.contains("- Season 2; seasons end when"), "{text}");
    let (posted, files) = posted_with_files(&fake, "Season 1 is over").await;
    assert!(posted.contains("__2-player__\n1. **"), "{posted}");
    assert!(posted.contains("10. **"), "the top 10: {posted}");
    assert!(!posted.contains("11. **"), "the top 10 only: {posted}");
    let picture = image::load_from_memory(files.first().expect("the picture")).unwrap();
    assert!(picture.height() > 300, "{}", picture.height());

    // Season 1's leaderboard, its pages turned by its buttons.
    let asked = fake.command(&ALICE, "leaderboard", vec![string_option("season", "1")]);
    let first = fake.answer(&asked).await;
    let text = first.text();
    assert!(text.starts_with("**Season 1** (final standings)"), "{text}");
    assert!(text.contains("page 1 of 2"), "{text}");
    let buttons = custom_ids(&first.data);
    assert_eq!(buttons[1].0, format!("focus:page:2p:2:{}:s1", ALICE.id));
    let message = fake.original_message_id(&asked).await;
    let next = fake.click(&BOB, message, &buttons[1].0);
    let second = fake.answer(&next).await;
    let text = second.text();
    assert!(
        text.starts_with("**Season 1** (final standings)") && text.contains("page 2 of 2"),
        "{text}"
    );
    // The current season is empty; all-time keeps everyone.
    let now = fake.command(&ALICE, "leaderboard", vec![]);
    let text = fake.answer(&now).await.text();
    assert!(
        text.contains("Nobody is on the 2-player leaderboard yet"),
        "{text}"
    );
    let all = fake.command(&ALICE, "leaderboard", vec![string_option("season", "all")]);
    let text = fake.answer(&all).await.text();
    assert!(
        text.starts_with("**All time**") && text.contains("page 1 of 2"),
        "{text}"
    );
    let bad = fake.command(&ALICE, "leaderboard", vec![string_option("season", "9")]);
    let text = assert_private(&fake.answer(&bad).await, "no season 9");
    assert!(text.contains("from 1 to 2"), "{text}");
    // Stats: the all-time rating and this season's.
    let mine = fake.command(&ALICE, "stats", vec![]);
    let text = fake.answer(&mine).await.text();
    assert!(text.contains("rank 13 of 13 · 60 rated games"), "{text}");
    assert!(text.contains("Season 2: no rated games yet"), "{text}");
    // A schedule set here, its posts elsewhere.
    let games = 1_100_000_000_000_000_777u64;
    let scheduled = fake.command(
        &DAVE,
        "settings",
        vec![
            string_option("season_length", "30d"),
            json!({ "name": "season_channel", "type": 7, "value": games.to_string() }),
        ],
    );
    let text = assert_private(&fake.answer(&scheduled).await, "season_length");
    assert!(
        text.contains("each season lasts 30 days") && text.contains(&format!("<#{games}>")),
        "{text}"
    );
    bot.stop().await;
}
