//! The console shares the outbox with Discord: each turn's post is printed once and marked
//! sent by the console (message id 0), so nothing is left waiting.

use focus_bot::rules::{Config, Game};
use focus_bot::store::GameId;
use focus_bot::store::{PostState, Store};

#[tokio::test]
async fn outbox_the_console_prints_each_turn_once_and_marks_it_sent() {
    let dir = tempfile::tempdir().unwrap();
    let mut script = String::from(
        "@alice /focus challenge opponent:@bob first:challenger\n@bob /focus accept\n",
    );
    let mut game = Game::new(Config::two_players());
    for i in 0..6 {
        let mut legal = game.position().legal_actions();
        legal.sort_by_key(ToString::to_string);
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        script.push_str(&format!("@{who} /focus move {}\n", legal[0]));
        game.play(legal[0]).unwrap();
    }
    let out = crate::support::focus_bot_in(
        dir.path(),
        &["local", "--db", "games.db", "--pictures", "pictures"],
        &script,
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success(), "{stdout}");
    // Each turn's post printed once: one picture line each (and the start's).
    let pictures = stdout.matches(".png").count();
    let store = Store::open_path(&dir.path().join("games.db"))
        .await
        .unwrap();
    assert_eq!(store.posts_waiting().await.unwrap(), 0, "{stdout}");
    let id = store.count_games().await.unwrap();
    assert_eq!(id, 1);
    let game = store.game(GameId(1)).await.unwrap().unwrap();
    let posts = store.posts_in(game.channel_id).await.unwrap();
    assert_eq!(posts.len(), 6, "one post per turn: {posts:?}");
    assert!(
        posts
            .iter()
            .all(|p| p.state == PostState::Sent { message_id: 0 })
    );
    assert_eq!(
        pictures, 7,
        "the start's board, then one per turn: {stdout}"
    );
    store.close().await;
}
