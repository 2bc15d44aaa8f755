//! `/focus analyze` and the game-over post's Analyze button through the real bot and the fake
//! Discord: a refusal privately; the analysis publicly, at once or as a deferred message's edit.

use crate::support::discord::{ALICE, BOB, CAROL, custom_ids, database, setup, start_game};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn analyze_refuses_a_running_game_privately_then_shows_a_finished_ones_analysis() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    start_game(&fake).await;
    // A running game has no analysis yet: said to the asker only, and nothing is posted.
    let early = fake.command(&CAROL, "analyze", vec![]);
    let refused = fake.answer(&early).await;
    assert!(refused.private, "a refusal is private: {:?}", refused.data);
    assert_eq!(refused.callback_type, 4, "answered at once");
    assert!(
        refused.text().contains("still being played"),
        "{}",
        refused.text()
    );
    assert!(refused.files.is_empty());
    // Alice resigns at once (the analysis searches the start alone: fast in a debug build).
    let resign = fake.command(&ALICE, "resign", vec![]);
    let asked = fake.answer(&resign).await;
    let buttons = custom_ids(&asked.data);
    let (message, _) = fake
        .message_with_button(&buttons[0].0)
        .expect("the question");
    let confirmed = fake.click(&ALICE, message, &buttons[0].0);
    let over = fake.answer(&confirmed).await;
    assert!(
        custom_ids(&over.data)
            .iter()
            .any(|(id, disabled)| id == "focus:analyze:1" && !disabled),
        "the game-over post has Analyze: {:?}",
        custom_ids(&over.data)
    );

    let sent = fake.command(&CAROL, "analyze", vec![]);
    let shown = fake.answer(&sent).await;
    // At once when quick enough (a finished game's start alone), else deferred then edited.
    assert!(
        [4, 5].contains(&shown.callback_type),
        "{}",
        shown.callback_type
    );
    assert!(!shown.private, "the analysis is public");
    let text = shown.text();
    assert!(text.contains("Analysis of game 1"), "{text}");
    assert!(text.contains("accuracy"), "{text}");
    assert!(
        shown
            .files
            .iter()
            .any(|f| f.filename == "focus-1-analysis.png"
                && image::load_from_memory(&f.bytes).is_ok()),
        "the chart"
    );

    // The button answers the same, from the stored analysis.
    let (post, _) = fake
        .message_with_button("focus:analyze:1")
        .expect("the game-over post");
    let click = fake.click(&BOB, post, "focus:analyze:1");
    let clicked = fake.answer(&click).await;
    assert!([4, 5].contains(&clicked.callback_type));
    assert!(!clicked.private);
    assert_eq!(clicked.text(), text);
    bot.stop().await;
}
