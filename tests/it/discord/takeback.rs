//! A takeback on Discord, end to end through the real client and the fake Discord: Take back on
//! the player's own turn post, the request's Accept and Decline, the board posted again, and
//! `/focus takeback` typed.

use focus_bot::rules::{Config, Game};
use serde_json::json;

use crate::support::discord::{
    ALICE, BOB, assert_private, custom_ids, database, setup, string_option,
};
use crate::support::fake_discord::{Answer, FakeDiscord, User};

/// Alice challenges Bob to a casual game (she plays first); Bob accepts by button.
async fn casual_game(fake: &FakeDiscord) {
    let options = vec![
        BOB.option("opponent"),
        json!({ "name": "first", "type": 4, "value": 1 }),
        json!({ "name": "rated", "type": 5, "value": false }),
    ];
    let sent = fake.command(&ALICE, "challenge", options);
    let invitation = fake.answer(&sent).await;
    let message = fake.original_message_id(&sent).await;
    let accept = custom_ids(&invitation.data)[0].0.clone();
    let started = fake.answer(&fake.click(&BOB, message, &accept)).await;
    assert!(
        started.text().contains("The game is on"),
        "{}",
        started.text()
    );
}

/// `user` plays `action` with `/focus move`: the turn post and its message id.
async fn play(fake: &FakeDiscord, user: &User, action: &str) -> (Answer, u64) {
    let sent = fake.command(user, "move", vec![string_option("move", action)]);
    let answer = fake.answer(&sent).await;
    assert!(!answer.private, "{}", answer.text());
    (answer, fake.original_message_id(&sent).await)
}

fn ids(answer: &Answer) -> Vec<String> {
    custom_ids(&answer.data)
        .into_iter()
        .map(|(id, _)| id)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_by_its_buttons_and_by_the_command() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    casual_game(&fake).await;
    let game = Game::new(Config::two_players());
    let first = game.position().legal_actions()[0];
    let (turn, post) = play(&fake, &ALICE, &first.to_string()).await;
    assert_eq!(
        ids(&turn),
        vec!["focus:play:1", "focus:takeback:ask:1:1"],
        "Play for Bob, Take back for Alice"
    );

    // Bob may not take back Alice's turn.
    let bobs = fake.click(&BOB, post, "focus:takeback:ask:1:1");
    assert!(
        assert_private(&fake.answer(&bobs).await, "Take back by another")
            .contains("only your own turn")
    );
    // Alice asks with the button: Bob is asked, with Accept and Decline.
    let asked = fake
        .answer(&fake.click(&ALICE, post, "focus:takeback:ask:1:1"))
        .await;
    assert!(!asked.private, "{}", asked.text());
    assert!(
        asked.text().contains("asks to take back their last turn"),
        "{}",
        asked.text()
    );
    assert_eq!(asked.allowed_users(), vec![BOB.id]);
    assert_eq!(
        ids(&asked),
        vec!["focus:takeback:yes:1:1", "focus:takeback:no:1:1"]
    );
    let (request, _) = fake
        .message_with_button("focus:takeback:yes:1:1")
        .expect("the request's post");
    let own = fake.click(&ALICE, request, "focus:takeback:yes:1:1");
    assert_private(&fake.answer(&own).await, "accepting one's own request");

    // Bob accepts: the turn is taken back, the board posted again, Alice is to play.
    let done = fake
        .answer(&fake.click(&BOB, request, "focus:takeback:yes:1:1"))
        .await;
    assert!(!done.private, "{}", done.text());
    assert!(done.text().contains("take back turn 1"), "{}", done.text());
    assert!(
        done.files.iter().any(|f| f.filename.ends_with(".png")),
        "the board is posted again"
    );
    assert_eq!(ids(&done), vec!["focus:play:1"], "Alice's Play button");
    assert_eq!(done.allowed_users(), vec![ALICE.id]);
    assert!(
        custom_ids(&fake.message(request).unwrap()).is_empty(),
        "the request's buttons go"
    );
    let stale = fake.click(&ALICE, post, "focus:takeback:ask:1:1");
    assert_private(&fake.answer(&stale).await, "the old Take back");

    // Again, asked by typing; Bob declines: the turn stands.
    let again = game.position().legal_actions()[1];
    let (turn, _) = play(&fake, &ALICE, &again.to_string()).await;
    assert_eq!(ids(&turn), vec!["focus:play:1", "focus:takeback:ask:1:3"]);
    let typed = fake.command(&ALICE, "takeback", vec![]);
    let asked = fake.answer(&typed).await;
    assert!(!asked.private, "{}", asked.text());
    assert_eq!(
        ids(&asked),
        vec!["focus:takeback:yes:1:3", "focus:takeback:no:1:3"]
    );
    let request = fake.original_message_id(&typed).await;
    let declined = fake
        .answer(&fake.click(&BOB, request, "focus:takeback:no:1:3"))
        .await;
    assert!(!declined.private, "{}", declined.text());
    assert!(
        declined.text().contains("declines the takeback"),
        "{}",
        declined.text()
    );
    assert!(custom_ids(&fake.message(request).unwrap()).is_empty());
    let late = fake.click(&BOB, request, "focus:takeback:yes:1:3");
    assert_private(&fake.answer(&late).await, "an answered request");
    bot.stop().await;
}

/// A row of buttons as Discord receives it: (custom id, label, style) each, all enabled.
fn row(buttons: &[(&str, &str, u8)]) -> serde_json::Value {
    let buttons: Vec<_> = buttons
        .iter()
        .map(|(id, label, style)| {
            json!({ "custom_id": id, "disabled": false, "label": label, "style": style, "type": 2 })
        })
        .collect();
    json!([{ "components": buttons, "type": 1 }])
}

/// A turn post's, a resignation question's and a game-over post's components, exactly as Discord
/// receives them (as they were before the buttons became one list in the reply): the rows,
/// their order, custom ids, labels, styles and states.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_posts_components_are_exactly_these() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    casual_game(&fake).await;
    let first = Game::new(Config::two_players()).position().legal_actions()[0];
    let (turn, _) = play(&fake, &ALICE, &first.to_string()).await;
    assert_eq!(
        turn.data["components"],
        row(&[
            ("focus:play:1", "Play", 1),
            ("focus:takeback:ask:1:1", "Take back", 2)
        ])
    );
    let asked = fake.answer(&fake.command(&BOB, "resign", vec![])).await;
    let yes = format!("focus:resign:1:{}", BOB.id);
    let no = format!("focus:keep:1:{}", BOB.id);
    assert_eq!(
        asked.data["components"],
        row(&[(&yes, "Resign", 4), (&no, "Keep playing", 2)])
    );
    let (question, _) = fake.message_with_button(&yes).expect("the question");
    let over = fake.answer(&fake.click(&BOB, question, &yes)).await;
    assert_eq!(
        over.data["components"],
        row(&[
            ("focus:rematch:1", "Rematch", 1),
            ("focus:analyze:1", "Analyze", 2)
        ])
    );
    bot.stop().await;
}
