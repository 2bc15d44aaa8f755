//! The clock on whatever touches a game: a game whose turn time ran out is forfeited by the
//! first operation that loads it (a command, a click, a listing, the timer), once, and its
//! public post goes where the timer's go.

use crate::support::service::*;

use focus_bot::rules::EndReason;
use focus_bot::service::{Picked, Refusal};
use focus_bot::store::UserId;
use tokio::sync::mpsc::UnboundedReceiver;

const DAY: Duration = Duration::from_secs(86_400);

/// A 2-player game between alice (Red, to act) and bob, with a 1-day limit, whose turn started
/// five days ago.
async fn five_days_late(env: &Env) {
    let opts = ChallengeOptions {
        turn_limit: Some(Some(DAY)),
        ..options(FirstPlayer::Challenger)
    };
    start(env, &[1, 2], opts).await;
    env.clock.advance(5 * DAY);
}

/// The notices posted so far.
fn posted(notices: &mut UnboundedReceiver<Notice>) -> Vec<Notice> {
    let mut out = Vec::new();
    while let Ok(n) = notices.try_recv() {
        out.push(n);
    }
    out
}

/// The one forfeit posted: alice's, in this channel, saying that she forfeits and bob wins.
fn one_forfeit_posted(notices: &mut UnboundedReceiver<Notice>) {
    let posted = posted(notices);
    assert_eq!(posted.len(), 1, "one post: {posted:?}");
    assert_eq!(posted[0].place, HERE);
    let said = posted[0].reply.said();
    assert!(!posted[0].reply.private, "{said}");
    assert!(
        said.contains("**alice** (Red) ran out of time and forfeits."),
        "{said}"
    );
    assert!(said.contains("**bob** (Green) wins"), "{said}");
}

/// The game ended on time, with one forfeit in its log.
async fn ended_on_time(env: &Env) {
    assert_eq!(outcome(env).await.unwrap().reason(), EndReason::Time);
    let log = log(env).await;
    assert_eq!(
        log.iter().filter(|a| a.action.starts_with("time")).count(),
        1,
        "one forfeit: {log:?}"
    );
    assert!(
        env.service.tick().await.unwrap().is_empty(),
        "nothing left for the timer"
    );
}

on_both_engines! {
#[tokio::test]
/// `/focus board` five days into a 1-day turn shows the game over, not "less than a minute
/// left"; the forfeit is posted once, and a second look changes nothing.
async fn the_board_of_a_game_past_its_time_shows_it_over(db) {
    let env = env(db).await;
    let mut notices = env.service.take_notices().unwrap();
    five_days_late(&env).await;
    let r = env.service.board(&user(3), &HERE).await.unwrap();
    assert!(r.said().contains("finished after 1 turn"), "{}", r.said());
    assert!(!r.said().contains("left"), "{}", r.said());
    assert!(!r.said().contains("It is **alice**'s turn"), "{}", r.said());
    assert_shows_the_game(&env, &r).await;
    one_forfeit_posted(&mut notices);
    ended_on_time(&env).await;
    env.service.board(&user(1), &HERE).await.unwrap();
    assert!(posted(&mut notices).is_empty(), "applied once");
}
}

on_both_engines! {
#[tokio::test]
/// A move after the time ran out is refused as a move in a finished game, and the forfeit
/// stands; so is a click on the Play button's picker and on the draw buttons.
async fn a_move_or_a_click_after_the_time_ran_out_finds_the_game_over(db) {
    let env = env(db).await;
    let mut notices = env.service.take_notices().unwrap();
    five_days_late(&env).await;
    let before = log(&env).await.len();
    let r = env.service.play(&user(1), &HERE, "c2-c1").await.unwrap();
    refused(&r, "This game is already over.");
    assert_eq!(r.refusal, Some(Refusal::GameOver));
    one_forfeit_posted(&mut notices);
    assert_eq!(log(&env).await.len(), before + 1, "only the forfeit");
    ended_on_time(&env).await;

    // The Play button's picker, in a new game.
    five_days_late(&env).await;
    let game = running_game(&env.service, HERE.channel_id).await.id;
    match env.service.open_picker(&user(1), &HERE, game).await.unwrap() {
        Picked::Refused(r) => refused(&r, "over"),
        other => panic!("a picker for a game whose time is up: {other:?}"),
    }
    one_forfeit_posted(&mut notices);
    ended_on_time(&env).await;

    // A draw, offered and answered after the time ran out.
    five_days_late(&env).await;
    let r = env.service.draw(&user(2), &HERE).await.unwrap();
    refused(&r, "This game is already over.");
    one_forfeit_posted(&mut notices);
    ended_on_time(&env).await;
}
}

on_both_engines! {
#[tokio::test]
/// The history, the games list, the statistics, a moderator's abort and a new challenge all
/// see the game ended on time: none of them shows it running or waits for the timer.
async fn listings_and_a_new_challenge_see_the_game_ended_on_time(db) {
    let env = env(db).await;
    let mut notices = env.service.take_notices().unwrap();
    five_days_late(&env).await;
    let r = env.service.history(&user(3), &HERE, None).await.unwrap();
    let record = String::from_utf8(r.image.expect("a record").bytes).unwrap();
    assert!(record.contains("time 1"), "{record}");
    one_forfeit_posted(&mut notices);
    ended_on_time(&env).await;

    five_days_late(&env).await;
    let r = env.service.games(&user(1), &HERE).await.unwrap();
    assert!(!r.said().contains("your turn"), "{}", r.said());
    assert!(r.said().contains("lost"), "{}", r.said());
    one_forfeit_posted(&mut notices);
    ended_on_time(&env).await;

    five_days_late(&env).await;
    let r = env
        .service
        .stats(&user(2), &HERE, Some(&invitee(2)))
        .await
        .unwrap();
    assert!(r.said().contains("Record: 3 – 0 – 0"), "{}", r.said());
    one_forfeit_posted(&mut notices);
    ended_on_time(&env).await;

    // A moderator's abort finds nothing running: the game ended on time, and stays so.
    five_days_late(&env).await;
    let game = running_game(&env.service, HERE.channel_id).await.id;
    let r = env.service.abort(&user(3), &HERE, Some(game)).await.unwrap();
    refused(&r, "is not running in this server: nothing to abort");
    one_forfeit_posted(&mut notices);
    ended_on_time(&env).await;

    five_days_late(&env).await;
    let r = env
        .service
        .challenge(&user(3), &HERE, &[invitee(4)], &options(FirstPlayer::Challenger))
        .await
        .unwrap();
    public(&r);
    assert!(r.challenge().unwrap().open, "the channel is free for a new challenge");
    one_forfeit_posted(&mut notices);
    ended_on_time(&env).await;
}
}

on_both_engines! {
#[tokio::test]
/// The timer and a command reaching a game whose time is up at once: the forfeit is written
/// and posted once, whoever wins the race.
async fn the_timer_and_a_command_at_once_forfeit_once(db) {
    let env = env(db).await;
    let mut notices = env.service.take_notices().unwrap();
    for _ in 0..3 {
        five_days_late(&env).await;
        let (carol, alice) = (user(3), user(1));
        let (board, ticked, moved) = tokio::join!(
            env.service.board(&carol, &HERE),
            env.service.tick(),
            env.service.play(&alice, &HERE, "c2-c1"),
        );
        board.unwrap();
        moved.unwrap();
        let mut all = ticked.unwrap();
        all.extend(posted(&mut notices));
        assert_eq!(all.len(), 1, "one post: {all:?}");
        assert!(
            all[0].reply.said().contains("ran out of time and forfeits"),
            "{}",
            all[0].reply.said()
        );
        ended_on_time(&env).await;
    }
}
}

on_both_engines! {
#[tokio::test]
/// In free-for-all, every forfeit that is due is applied in turn (each next turn starts when
/// the forfeit is written), and each is posted once.
async fn free_for_all_forfeits_the_late_player_and_goes_on(db) {
    let env = env(db).await;
    let mut notices = env.service.take_notices().unwrap();
    let opts = ChallengeOptions {
        mode: Some(Mode::FreeForAll),
        turn_limit: Some(Some(DAY)),
        ..options(FirstPlayer::Challenger)
    };
    start(&env, &[1, 2, 3, 4], opts).await;
    env.clock.advance(2 * DAY);
    let r = env.service.board(&user(2), &HERE).await.unwrap();
    assert!(r.said().contains("(out)"), "{}", r.said());
    let posted = posted(&mut notices);
    assert_eq!(posted.len(), 1, "{posted:?}");
    assert!(
        posted[0]
            .reply
            .said()
            .contains("**alice** (Red) ran out of time and is out of the game."),
        "{}",
        posted[0].reply.said()
    );
    assert_eq!(to_act(&env).await, Some(UserId(2)), "bob's turn starts now");
    assert!(outcome(&env).await.is_none());
}
}

/// The Discord bot's timer loop ([`Service::run_timer`]) on a full disk: a sweep that fails is
/// logged and the loop goes on, and the forfeit it could not write comes once space is back.
#[tokio::test]
async fn the_timer_loop_goes_on_after_a_failed_sweep() {
    let Some(fs) = crate::support::tmpfs::Tmpfs::mount("3m") else {
        eprintln!("SKIPPED the timer loop on a full disk: mounting a tmpfs needs root");
        return;
    };
    let store = Store::open_path(&fs.path().join("focus.db")).await.unwrap();
    let clock = ManualClock::new(START);
    let service = Service::new(store, clock.clone(), 7, BOT);
    let mut notices = service.take_notices().unwrap();
    let opts = ChallengeOptions {
        turn_limit: Some(Some(DAY)),
        ..options(FirstPlayer::Challenger)
    };
    service
        .challenge(&user(1), &HERE, &[invitee(2)], &opts)
        .await
        .unwrap();
    service.accept(&user(2), &HERE, None).await.unwrap();
    let filler = fs.path().join("filler");
    crate::support::tmpfs::fill(&filler);
    clock.advance(5 * DAY);
    assert!(
        service.tick().await.is_err(),
        "a sweep fails while the disk is full"
    );
    let timer = service.run_timer(Duration::from_millis(10));
    // Some sweeps fail meanwhile; nothing is posted.
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(!timer.is_finished(), "the loop goes on");
    assert!(posted(&mut notices).is_empty());
    std::fs::remove_file(&filler).unwrap();
    let n = tokio::time::timeout(Duration::from_secs(60), notices.recv())
        .await
        .expect("the forfeit is posted once space is back")
        .unwrap();
    assert!(
        n.reply.said().contains("ran out of time and forfeits"),
        "{}",
        n.reply.said()
    );
    assert!(!timer.is_finished());
    timer.abort();
    service.store().close().await;
}
