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
