//! Replay GIFs are drawn once per game and length, however many ask: the service keeps the last
//! one of each game, one drawing serves every request waiting for it, and beyond a short queue
//! of waiting requests the answer is "busy" (the web page's 503 with `Retry-After`). Drawings
//! are counted by the service ([`Service::replays_drawn`]), never timed.

use focus_bot::service::{REPLAY_QUEUE, ServiceError};

use crate::support::running_game;
use crate::support::service::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_is_drawn_once_per_length_and_beyond_the_queue_the_answer_is_busy() {
    let env = env(TestDb::sqlite()).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    play_some(&env, 0).await;
    let id = running_game(&env.service, HERE.channel_id).await.id;
    let service = env.service.clone();

    let first = service.game_file(id, true).await.unwrap().unwrap();
    assert!(first.starts_with(b"GIF8"));
    assert_eq!(service.replays_drawn(), 1);
    let again = service.game_file(id, true).await.unwrap().unwrap();
    assert_eq!(again, first, "the kept replay");
    assert_eq!(service.replays_drawn(), 1, "not drawn again");

    // A turn later the replay is longer: drawn anew, once.
    play_some(&env, 0).await;
    let longer = service.game_file(id, true).await.unwrap().unwrap();
    assert_ne!(longer, first);
    assert_eq!(service.replays_drawn(), 2);

    // Another turn, while every drawing slot is held: the requests beyond the queue are told
    // to come back; those queued all get the one drawing once the slots are free.
    play_some(&env, 0).await;
    let held = service.hold_replay_drawing().await;
    let extra = 5;
    let asked: Vec<_> = (0..REPLAY_QUEUE + extra)
        .map(|_| {
            let service = service.clone();
            tokio::spawn(async move { service.game_file(id, true).await })
        })
        .collect();
    let mut finished = 0;
    for _ in 0..2_000 {
        finished = asked.iter().filter(|a| a.is_finished()).count();
        if finished >= extra {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    assert_eq!(
        finished, extra,
        "only the requests beyond the queue are answered"
    );
    assert_eq!(
        service.replays_drawn(),
        2,
        "nothing drawn while the slots are held"
    );
    drop(held);
    let mut busy = 0;
    let mut drawn = Vec::new();
    for answer in asked {
        match answer.await.unwrap() {
            Err(ServiceError::Busy { retry_after_secs }) => {
                assert!(retry_after_secs > 0);
                busy += 1;
            }
            Ok(Some(gif)) => drawn.push(gif),
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(busy, extra);
    assert_eq!(drawn.len(), REPLAY_QUEUE);
    assert!(drawn.iter().all(|gif| *gif == drawn[0]));
    assert_eq!(
        service.replays_drawn(),
        3,
        "one drawing served the whole queue"
    );
}
