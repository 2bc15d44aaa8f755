//! A rematch on Discord, end to end: the Rematch button under the game-over post, the
//! rematch's challenge with its own buttons, a second click answered with it, a stranger
//! refused, and `/focus rematch` typed.

use crate::support::discord::{ALICE, BOB, CAROL, assert_private, custom_ids, database, setup};
use crate::support::fake_discord::{FakeDiscord, User};
use serde_json::json;

/// Challenges `b` as `a` (challenger first) and `b` accepts by button.
async fn play(fake: &FakeDiscord, a: &User, b: &User) {
    let first = json!({ "name": "first", "type": 4, "value": 1 });
    let sent = fake.command(a, "challenge", vec![b.option("opponent"), first]);
    let invitation = fake.answer(&sent).await;
    let message = fake.original_message_id(&sent).await;
    let accept = custom_ids(&invitation.data)[0].0.clone();
    let started = fake.answer(&fake.click(b, message, &accept)).await;
    assert!(
        started.text().contains("The game is on"),
        "{}",
        started.text()
    );
}

/// `user` resigns (asked, then confirmed by typing it again); returns the game-over post's id
/// and its buttons.
async fn resign(fake: &FakeDiscord, user: &User) -> (u64, Vec<(String, bool)>) {
    let ask = fake.command(user, "resign", vec![]);
    fake.answer(&ask).await;
    let confirm = fake.command(user, "resign", vec![]);
    let over = fake.answer(&confirm).await;
    assert!(!over.private, "{}", over.text());
    assert!(over.text().contains("resigned"), "{}", over.text());
    (
        fake.original_message_id(&confirm).await,
        custom_ids(&over.data),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_over_post_offers_a_rematch() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    play(&fake, &ALICE, &BOB).await;
    let (over, buttons) = resign(&fake, &ALICE).await;
    assert_eq!(
        buttons,
        vec![
            ("focus:rematch:1".to_string(), false),
            ("focus:analyze:1".to_string(), false)
        ]
    );

    // A stranger's click changes nothing.
    let stranger = fake.click(&CAROL, over, "focus:rematch:1");
    assert!(
        assert_private(&fake.answer(&stranger).await, "a stranger").contains("Only the players")
    );
    // Bob's click opens the rematch: Alice is asked, with the challenge's buttons.
    let click = fake.click(&BOB, over, "focus:rematch:1");
    let asked = fake.answer(&click).await;
    assert!(!asked.private, "{}", asked.text());
    let text = asked.text();
    assert!(text.contains("for a rematch of game 1"), "{text}");
    assert!(text.contains("**Bob** (Red) plays first"), "{text}");
    assert_eq!(asked.allowed_users(), vec![ALICE.id]);
    let accept = format!("focus:accept:2:{}", ALICE.id);
    assert_eq!(
        custom_ids(&asked.data),
        vec![
            (accept.clone(), false),
            (format!("focus:decline:2:{}", ALICE.id), false)
        ]
    );
    // Clicked again: the same challenge, said privately.
    let again = fake.click(&ALICE, over, "focus:rematch:1");
    assert!(
        assert_private(&fake.answer(&again).await, "a second rematch")
            .contains("already has its rematch: challenge 2")
    );
    let (invitation, _) = fake
        .message_with_button(&accept)
        .expect("the rematch's post");
    let started = fake.answer(&fake.click(&ALICE, invitation, &accept)).await;
    assert!(
        started.text().contains("The game is on"),
        "{}",
        started.text()
    );
    assert!(
        started.text().contains("Red: **Bob**"),
        "Bob moves first: {}",
        started.text()
    );
    // The rematch ends; `/focus rematch` typed asks for the next one.
    let (_, buttons) = resign(&fake, &BOB).await;
    assert_eq!(
        buttons,
        vec![
            ("focus:rematch:2".to_string(), false),
            ("focus:analyze:2".to_string(), false)
        ]
    );
    let typed = fake.command(&BOB, "rematch", vec![]);
    let asked = fake.answer(&typed).await;
    assert!(!asked.private, "{}", asked.text());
    assert!(
        asked.text().contains("rematch of game 2"),
        "{}",
        asked.text()
    );
    assert!(
        asked.text().contains("**Alice** (Red) plays first"),
        "{}",
        asked.text()
    );
    let busy = fake.command(
        &ALICE,
        "rematch",
        vec![json!({ "name": "game", "type": 4, "value": 1 })],
    );
    assert!(
        assert_private(&fake.answer(&busy).await, "game 1 again").contains("already rematched")
    );
    bot.stop().await;
}
