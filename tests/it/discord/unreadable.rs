//! A click on a button or menu whose custom id starts with the bot's prefix but that the bot
//! cannot read (an old format after an upgrade, a forged one): answered at once and privately,
//! in the clicker's language, and nothing changes.

use std::path::Path;

use crate::support::discord::{ALICE, BOB, CAROL, assert_private, custom_ids, database, setup, start_game};

/// Every row of every table but the timer's claim (which the timer renews on its own), in a
/// fixed order: what "nothing changed" compares.
async fn every_row(db: &Path) -> Vec<String> {
    let url = format!("sqlite://{}?mode=ro", db.display());
    let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
    let tables: Vec<(String,)> = sqlx::query_as(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'leases' ORDER BY name",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    let mut rows = Vec::new();
    for (table,) in tables {
        let columns: Vec<(String,)> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT name FROM pragma_table_info('{table}') ORDER BY cid"
        )))
        .fetch_all(&pool)
        .await
        .unwrap();
        let row = columns
            .iter()
            .map(|(c,)| format!("quote(\"{c}\")"))
            .collect::<Vec<_>>()
            .join(" || '|' || ");
        let found: Vec<(String,)> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT {row} FROM \"{table}\" ORDER BY 1"
        )))
        .fetch_all(&pool)
        .await
        .unwrap();
        rows.extend(found.into_iter().map(|(r,)| format!("{table}: {r}")));
    }
    pool.close().await;
    rows
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unreadable_button_is_answered_privately_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = database(&dir);
    let (fake, bot) = setup(&db).await;
    start_game(&fake).await;
    let (post, _) = fake
        .message_with_button("focus:play:1")
        .expect("the turn post with Play");
    let before = every_row(&db).await;
    assert!(before.iter().any(|r| r.starts_with("games: ")), "a game");

    let resign_again = format!("focus:resign:1:{}:again", ALICE.id);
    let old = [
        // A challenge's button before invitees were in its id.
        "focus:accept:1",
        // A picker's menu without its stage.
        "focus:pick:1:0",
    ];
    let forged = [
        "focus:play:not-a-game",
        &resign_again,
        "focus:move:1:c3-f3:3",
        "focus",
    ];
    let in_english = old
        .into_iter()
        .chain(forged)
        .map(|id| ("en-US", &ALICE, id, "no longer in use"));
    let in_other_languages = [
        ("fr", &BOB, "focus:accept:1", "n'est plus utilisé"),
        ("it", &CAROL, "focus:draw:si:1", "non è più in uso"),
        ("ja", &ALICE, "focus:page:2p:x", "もう使われていません"),
    ];
    for (locale, user, id, words) in in_english.chain(in_other_languages) {
        let sent = fake.click_in(locale, user, post, id);
        let answer = fake.answer(&sent).await;
        assert_eq!(
            answer.callback_type, 4,
            "{id}: answered at once, not deferred"
        );
        let text = assert_private(&answer, id);
        assert!(text.contains(words), "{locale} {id}: {text}");
        assert!(custom_ids(&answer.data).is_empty(), "{id}: no buttons");
    }
    // A menu's choice with an unreadable id, too.
    let sent = fake.select(&ALICE, post, "focus:pick:1:0:x", &["c3"]);
    let text = assert_private(&fake.answer(&sent).await, "a forged menu");
    assert!(text.contains("no longer in use"), "{text}");

    assert_eq!(every_row(&db).await, before, "nothing changed");
    // The buttons the bot can read still work.
    let sent = fake.click(&ALICE, post, "focus:play:1");
    let picker = fake.answer(&sent).await;
    assert!(picker.private && picker.data["components"].is_array());
    bot.stop().await;
}
