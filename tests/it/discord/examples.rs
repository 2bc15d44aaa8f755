//! Command examples in Discord: the bot suggests a command with the names the reader's client
//! shows (the localized ones in French), code-formatted, and the English names in English.

use crate::support::discord::{ALICE, Bot, assert_private, database};
use crate::support::fake_discord::FakeDiscord;

/// A French user's refusal names `/focus défier adversaire:@ami`, the command their client
/// shows; an English user's names the table's `/focus challenge opponent:@friend`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_french_users_refusal_shows_the_french_names_of_the_command_it_suggests() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let bot = Bot::start(&fake, &database(&dir)).await;
    fake.wait_identified(1).await;
    let board = fake.command_in("fr", &ALICE, "board", vec![]);
    let french = assert_private(&fake.answer(&board).await, "fr");
    assert!(
        french.contains("`/focus défier adversaire:@ami`"),
        "{french}"
    );
    assert!(!french.contains("opponent"), "{french}");
    let board = fake.command_in("en-US", &ALICE, "board", vec![]);
    let english = assert_private(&fake.answer(&board).await, "en-US");
    assert!(
        english.contains("`/focus challenge opponent:@friend`"),
        "{english}"
    );
    bot.stop().await;
}

/// A command without options is suggested by the names the reader's client shows too: a French
/// user moving before the game started is told to answer with `/focus accepter` or
/// `/focus refuser`; an English one with `/focus accept` or `/focus decline`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_without_options_is_suggested_by_its_name_in_the_readers_language() {
    use crate::support::discord::{BOB, string_option};
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let bot = Bot::start(&fake, &database(&dir)).await;
    fake.wait_identified(1).await;
    let challenge = fake.command_in("fr", &ALICE, "challenge", vec![BOB.option("opponent")]);
    fake.answer(&challenge).await;
    let early = fake.command_in("fr", &ALICE, "move", vec![string_option("move", "a1-a2")]);
    let french = assert_private(&fake.answer(&early).await, "fr");
    assert!(
        french.contains("`/focus accepter`") && french.contains("`/focus refuser`"),
        "{french}"
    );
    let early = fake.command_in(
        "en-US",
        &ALICE,
        "move",
        vec![string_option("move", "a1-a2")],
    );
    let english = assert_private(&fake.answer(&early).await, "en-US");
    assert!(
        english.contains("`/focus accept`") && english.contains("`/focus decline`"),
        "{english}"
    );
    bot.stop().await;
}

/// A subcommand group's command is suggested by both its words in the reader's language: no
/// tournament open, a French user is told to create one with `/focus tournoi créer`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_groups_command_is_suggested_by_its_names_in_the_readers_language() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let bot = Bot::start(&fake, &database(&dir)).await;
    fake.wait_identified(1).await;
    let list = fake.group_command_in("fr", &ALICE, "tournament", "list", vec![]);
    let french = assert_private(&fake.answer(&list).await, "fr");
    assert!(french.contains("`/focus tournoi créer`"), "{french}");
    let list = fake.group_command_in("en-US", &ALICE, "tournament", "list", vec![]);
    let english = assert_private(&fake.answer(&list).await, "en-US");
    assert!(english.contains("`/focus tournament create`"), "{english}");
    bot.stop().await;
}
