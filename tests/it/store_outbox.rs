//! The outbox in the store, on SQLite and on PostgreSQL: a turn and its post commit together
//! or not at all, each channel's posts leave in order, a post is sent once, and a channel
//! Discord refuses gives up its own posts only.

use focus_bot::store::GameId;
use focus_bot::store::{NewPost, PostKind, PostState, Store, StoreError};

use crate::support::engines::on_both_engines;
use crate::support::store::{START, first_move, game_limited};
use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;

/// A 2-player game in `channel` between players 1 and 2, with a turn limit; its id.
async fn game(store: &Store, channel: u64) -> GameId {
    game_limited(store, channel, Some(std::time::Duration::from_secs(60))).await
}

fn post(channel: u64, game: Option<(GameId, i64)>, nonce: &str, due_at: i64) -> NewPost {
    NewPost {
        guild_id: ServerId(1),
        channel_id: ChannelId(channel),
        game,
        kind: PostKind::Turn,
        payload: format!("{{\"text\":\"{nonce}\"}}"),
        nonce: nonce.to_string(),
        due_at,
        created_at: START,
    }
}

on_both_engines! {
#[tokio::test]
/// The turn's post is in the turn's transaction: both are written, or neither.
async fn outbox_a_turn_and_its_post_commit_together(db) {
    let store = db.open().await;
    let id = game(&store, 10).await;
    let turn = first_move(&store, id, 0).await;
    let posted = store
        .append_turn_posting(&turn, Some(&post(10, Some((id, 1)), "fb-a", START)))
        .await
        .unwrap()
        .expect("the post's id");
    let row = store.post(posted).await.unwrap().unwrap();
    assert_eq!(row.state, PostState::Waiting);
    assert_eq!((row.game, row.kind, row.attempts), (Some((id, 1)), PostKind::Turn, 0));
    // The same turn again changes nothing, its post included.
    assert!(matches!(
        store
            .append_turn_posting(&turn, Some(&post(10, Some((id, 1)), "fb-b", START)))
            .await,
        Err(StoreError::Conflict)
    ));
    assert_eq!(store.posts_in(ChannelId(10)).await.unwrap().len(), 1);
    // A post that cannot be written (its nonce is taken) takes its turn down with it.
    let next = first_move(&store, id, 1).await;
    assert!(store
        .append_turn_posting(&next, Some(&post(10, Some((id, 2)), "fb-a", START)))
        .await
        .is_err());
    assert_eq!(store.game(id).await.unwrap().unwrap().ply, 1, "the turn was not written");
    // A reminder and its post, once.
    let reminded = store
        .remind_posting(id, 1, Some(&post(10, Some((id, 1)), "fb-r", START)))
        .await
        .unwrap();
    assert!(matches!(reminded, Some(Some(_))));
    assert_eq!(
        store.remind_posting(id, 1, Some(&post(10, Some((id, 1)), "fb-s", START))).await.unwrap(),
        None
    );
    assert_eq!(store.posts_in(ChannelId(10)).await.unwrap().len(), 2);
    assert_eq!(store.posts_waiting().await.unwrap(), 2);
}

#[tokio::test]
/// Each channel's first waiting post is due, never a later one (and what waits before a post
/// is counted); a post is sent once; a refused channel gives up its own posts only.
async fn outbox_posts_leave_each_channel_in_order(db) {
    let store = db.open().await;
    let a1 = store.add_post(&post(20, None, "a1", START + 5_000)).await.unwrap();
    let a2 = store.add_post(&post(20, None, "a2", START)).await.unwrap();
    let b1 = store.add_post(&post(30, None, "b1", START)).await.unwrap();
    let c1 = store.add_post(&post(40, None, "c1", START)).await.unwrap();
    let due = |posts: Vec<focus_bot::store::Post>| posts.iter().map(|p| p.id).collect::<Vec<_>>();
    // a2 is due but waits for a1, which is not due yet.
    assert_eq!(due(store.posts_due(START, 10).await.unwrap()), vec![b1, c1]);
    // What waits before a post, in its channel only.
    assert_eq!(store.posts_waiting_before(a2).await.unwrap(), 1);
    assert_eq!(store.posts_waiting_before(a1).await.unwrap(), 0);
    assert_eq!(store.posts_waiting_before(c1).await.unwrap(), 0);
    assert_eq!(store.next_post_due().await.unwrap(), Some(START));
    assert!(store.mark_post_sent(b1, 77).await.unwrap());
    assert!(!store.mark_post_sent(b1, 78).await.unwrap(), "a post is sent once");
    assert_eq!(
        store.post(b1).await.unwrap().unwrap().state,
        PostState::Sent { message_id: 77 }
    );
    store.begin_post_attempt(c1).await.unwrap();
    store.retry_post(c1, START + 1_000).await.unwrap();
    assert_eq!(store.post(c1).await.unwrap().unwrap().attempts, 1);
    assert_eq!(due(store.posts_due(START, 10).await.unwrap()), Vec::<i64>::new());
    assert_eq!(due(store.posts_due(START + 5_000, 10).await.unwrap()), vec![a1, c1]);
    assert!(store.mark_post_sent(a1, 79).await.unwrap());
    assert_eq!(store.posts_waiting_before(a2).await.unwrap(), 0, "a1 was sent");
    assert_eq!(due(store.posts_due(START + 5_000, 10).await.unwrap()), vec![a2, c1]);
    // Channel 40 refuses the bot: its posts are given up, channel 20's still wait.
    assert_eq!(store.give_up_channel(ChannelId(40), "403 Missing Permissions").await.unwrap(), 1);
    assert!(matches!(
        store.post(c1).await.unwrap().unwrap().state,
        PostState::GivenUp { .. }
    ));
    assert_eq!(due(store.posts_due(START + 5_000, 10).await.unwrap()), vec![a2]);
    assert_eq!(store.posts_waiting().await.unwrap(), 1);
    // A completed post keeps waiting with its new payload and due time.
    assert!(store.complete_post(a2, "{}", START + 9_000).await.unwrap());
    assert_eq!(store.post(a2).await.unwrap().unwrap().payload, "{}");
    assert!(!store.complete_post(b1, "{}", START).await.unwrap(), "b1 was sent");
}
}
