//! The service: records, replays, stats, pictures, races and restarts.

use crate::support::service::*;
use crate::support::{Said, running_game};
use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;
use focus_bot::store::UserId;

on_both_engines! {
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fifty_moves_at_once_apply_exactly_once(db) {
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let legal = env.service.legal_actions(&user(1), &HERE).await.unwrap();
    let mut tasks = Vec::new();
    for i in 0..50 {
        let service = env.service.clone();
        let action = legal[i % legal.len()].clone();
        tasks.push(tokio::spawn(async move {
            service.play(&user(1), &HERE, &action).await.unwrap()
        }));
    }
    let mut applied = 0;
    for t in tasks {
        let r = t.await.unwrap();
        if r.private {
            assert!(
                r.said().contains("The game moved on") || r.said().contains("It is not your turn"),
                "{}",
                r.said()
            );
        } else {
            applied += 1;
        }
    }
    assert_eq!(applied, 1);
    let entries = log(&env).await;
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0].ply, 0);
    // The same for both players firing at once, turn after turn: no gap, no duplicate.
    for round in 0..5 {
        let mut tasks = Vec::new();
        for i in 0..10usize {
            let service = env.service.clone();
            tasks.push(tokio::spawn(async move {
                let who = user(1 + (i as u64 % 2));
                let legal = service.legal_actions(&who, &HERE).await.unwrap();
                match legal.get((i + round) % legal.len().max(1)) {
                    Some(a) => !service.play(&who, &HERE, a).await.unwrap().private,
                    None => false,
                }
            }));
        }
        let mut ok = 0;
        for t in tasks {
            ok += usize::from(t.await.unwrap());
        }
        assert!(ok >= 1);
    }
    let entries = log(&env).await;
    let stored = env
        .service
        .store()
        .latest_game(HERE.channel_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored.ply as usize, entries.len());
    for (i, e) in entries.iter().enumerate() {
        assert_eq!(e.ply, i as i64, "no gap, no duplicate");
    }
    stored.replay().unwrap();
}
}

on_both_engines! {
#[tokio::test]
async fn a_restart_in_the_middle_of_a_game_loses_nothing(db) {
    let mut env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    for i in 0..6 {
        play_some(&env, i).await;
    }
    let before = log(&env).await;
    env.restart().await;
    assert_eq!(log(&env).await, before);
    for i in 0..4 {
        play_some(&env, i + 10).await;
    }
    assert_eq!(log(&env).await.len(), 10);
    env.service
        .confirm_resign(&user(1), &HERE, None)
        .await
        .unwrap();
    check_record(&env).await;
    let text = String::from_utf8(
        env.service
            .history(&user(1), &HERE, None)
            .await
            .unwrap()
            .image
            .unwrap()
            .bytes,
    )
    .unwrap();
    assert_eq!(
        text.lines()
            .filter(|l| !l.starts_with(['[', '#']) && !l.is_empty())
            .count(),
        11
    );
}
}

#[tokio::test]
async fn the_store_opens_a_url_creating_the_file_with_wal_and_foreign_keys() {
    let db = TestDb::sqlite();
    let TestDb::Sqlite { dir } = &db else {
        unreachable!()
    };
    let path = dir.path().join("focus.db");
    assert!(!path.exists());
    let store = Store::open(&format!("sqlite://{}", path.display()))
        .await
        .unwrap();
    assert!(path.exists());
    let wal = db
        .scalar("SELECT COUNT(*) FROM pragma_journal_mode WHERE journal_mode = 'wal'")
        .await;
    assert_eq!(wal, 1);
    // The log is append-only.
    let service = Service::new(store.clone(), ManualClock::new(START), 1, BOT);
    let r = service
        .challenge(
            &user(1),
            &HERE,
            &[invitee(2)],
            &options(FirstPlayer::Challenger),
        )
        .await
        .unwrap();
    public(&r);
    public(&service.accept(&user(2), &HERE, None).await.unwrap());
    public(&service.play(&user(1), &HERE, "d3-d2").await.unwrap());
    assert!(
        db.execute("UPDATE actions SET action = 'd3-d4:1'")
            .await
            .is_err()
    );
    assert!(db.execute("DELETE FROM actions").await.is_err());
    // Reopening runs the migrations again harmlessly.
    store.close().await;
    let store = Store::open(&format!("sqlite://{}", path.display()))
        .await
        .unwrap();
    assert_eq!(
        store
            .active_game(HERE.channel_id)
            .await
            .unwrap()
            .unwrap()
            .ply,
        1
    );
}

on_both_engines! {
#[tokio::test]
async fn the_swap_opening_a_replay_gif_and_records_by_game_number(db) {
    let env = env(db).await;
    let opts = ChallengeOptions {
        swap: true,
        ..options(FirstPlayer::Challenger)
    };
    let r = start(&env, &[1, 2], opts).await;
    assert!(r.said().contains("opens with a swap"), "{}", r.said());
    // The prompt shows the command with its arguments, and the swap it shows is legal.
    let (mine, theirs) = r
        .said()
        .split_once("`/focus swap mine:")
        .and_then(|(_, rest)| rest.split_once(" theirs:"))
        .map(|(mine, rest)| (mine.to_string(), rest[..2].to_string()))
        .expect("an example swap in the prompt");
    let legal = env.service.legal_actions(&user(1), &HERE).await.unwrap();
    assert!(
        legal.contains(&format!("s:{mine}-{theirs}")),
        "{mine} {theirs}: {legal:?}"
    );
    private(
        &env.service.play(&user(1), &HERE, "d3-d2").await.unwrap(),
        "this game opens with a swap",
    );
    let r = env.service.swap(&user(1), &HERE, "d3", "c3").await.unwrap();
    public(&r);
    assert!(
        r.said()
            .contains("swapped their piece on d3 with a Green piece on c3"),
        "{}",
        r.said()
    );
    let legal = env.service.legal_actions(&user(2), &HERE).await.unwrap();
    assert!(legal.iter().all(|a| a.starts_with("s:")));
    // Through `play`, in notation, as the console and autocomplete give it.
    public(&env.service.play(&user(2), &HERE, &legal[0]).await.unwrap());
    play_some(&env, 3).await;
    check_record(&env).await;
    let id = env
        .service
        .store()
        .active_game(HERE.channel_id)
        .await
        .unwrap()
        .unwrap()
        .id;
    env.service
        .confirm_resign(&user(2), &HERE, None)
        .await
        .unwrap();

    // The replay, from another channel of the server, by game number.
    let elsewhere = Where {
        guild_id: HERE.guild_id,
        channel_id: ChannelId(77),
    };
    let r = env
        .service
        .replay(&user(3), &elsewhere, Some(id))
        .await
        .unwrap();
    public(&r);
    let gif = r.image.unwrap();
    assert!(gif.filename.ends_with(".gif"));
    let decoded = image::load_from_memory_with_format(&gif.bytes, image::ImageFormat::Gif).unwrap();
    assert!(decoded.width() > 100);
    let r = env
        .service
        .history(&user(3), &elsewhere, Some(id))
        .await
        .unwrap();
    assert!(r.said().contains("s:d3-c3"), "{}", r.said());
    // Not from another server.
    let other_server = Where {
        guild_id: ServerId(2),
        channel_id: ChannelId(78),
    };
    private(
        &env.service
            .history(&user(3), &other_server, Some(id))
            .await
            .unwrap(),
        "There is no game",
    );
}
}

on_both_engines! {
#[tokio::test]
async fn stats_and_games_of_a_known_set_of_games(db) {
    let env = env(db).await;
    let s = &env.service;
    // alice beats bob twice, then loses to carol.
    for (winner, loser) in [(1, 2), (1, 2), (3, 1)] {
        start(&env, &[winner, loser], options(FirstPlayer::Challenger)).await;
        s.confirm_resign(&user(loser), &HERE, None).await.unwrap();
    }
    let alice = s.stats(&user(1), &HERE, None).await.unwrap().said();
    let bob = s.stats(&user(2), &HERE, None).await.unwrap().said();
    let carol = s.stats(&user(3), &HERE, None).await.unwrap().said();
    println!("{alice}\n---\n{bob}\n---\n{carol}");
    assert!(alice.contains("Record: 2 – 1 – 0"), "{alice}");
    assert!(bob.contains("Record: 0 – 2 – 0"), "{bob}");
    assert!(carol.contains("Record: 1 – 0 – 0"), "{carol}");
    assert!(alice.contains("Current streak: 1 loss"), "{alice}");
    assert!(bob.contains("Current streak: 2 losses"), "{bob}");
    let games = s.games(&user(1), &HERE).await.unwrap().said();
    let lines: Vec<&str> = games.lines().filter(|l| l.starts_with("- Game")).collect();
    assert_eq!(lines.len(), 3, "{games}");
    assert!(
        lines[0].starts_with("- Game 3 ") && lines[0].ends_with("against **carol** — lost"),
        "{games}"
    );
    assert!(
        lines[1].starts_with("- Game 2 ") && lines[1].ends_with("against **bob** — won"),
        "{games}"
    );
    assert!(
        lines[2].starts_with("- Game 1 ") && lines[2].ends_with("against **bob** — won"),
        "{games}"
    );
}
}

on_both_engines! {
#[tokio::test]
async fn the_picture_shows_the_seats_ratings_and_a_pending_draw_offer(db) {
    use focus_bot::render::{Table, board_png};
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    play_some(&env, 0).await;
    env.service.draw(&user(2), &HERE).await.unwrap();
    let shown = env.service.board(&user(3), &HERE).await.unwrap();
    let stored = running_game(&env.service, HERE.channel_id).await;
    let game = stored.replay().unwrap();
    // Exactly the picture of this table: both new players provisional at 1500, bob offering.
    let table = Table {
        names: vec!["alice".into(), "bob".into()],
        ratings: vec![Some("1500?".into()), Some("1500?".into())],
        draw_offers: vec![Seat::from_number(2).unwrap()],
        ..Table::default()
    };
    assert_eq!(
        shown.image.expect("a picture").bytes,
        board_png(&game, &table).unwrap(),
        "the board shows ratings and the draw offer"
    );
    // An unrated game shows no ratings.
    env.service
        .confirm_resign(&user(1), &HERE, None)
        .await
        .unwrap();
    let unrated = ChallengeOptions {
        rated: false,
        ..options(FirstPlayer::Challenger)
    };
    let r = start(&env, &[1, 2], unrated).await;
    let stored = running_game(&env.service, HERE.channel_id).await;
    let table = Table {
        names: vec!["alice".into(), "bob".into()],
        ratings: vec![None, None],
        draw_offers: Vec::new(),
        ..Table::default()
    };
    assert_eq!(
        r.image.expect("a picture").bytes,
        board_png(&stored.replay().unwrap(), &table).unwrap()
    );
}
}

on_both_engines! {
#[tokio::test]
async fn stats_rank_players_tied_on_rating_and_games_by_name_as_the_leaderboard_does(db) {
    let env = env(db).await;
    let s = &env.service;
    // alice beats bob five times, then aaron (a later user) beats dave five times: alice and
    // aaron have the same rating and games, and so have bob and dave; names break the ties.
    let aaron = Actor::new(UserId(9), "aaron");
    for (winner, loser) in [(&user(1), &user(2)), (&aaron, &user(4))] {
        for _ in 0..5 {
            let opponent = Invitee::person(loser.user_id, loser.name.clone());
            let opts = options(FirstPlayer::Challenger);
            public(&s.challenge(winner, &HERE, &[opponent], &opts).await.unwrap());
            public(&s.accept(loser, &HERE, None).await.unwrap());
            // A move first: a game resigned before any is not rated.
            let legal = s.legal_actions(winner, &HERE).await.unwrap();
            public(&s.play(winner, &HERE, &legal[0]).await.unwrap());
            public(&s.confirm_resign(loser, &HERE, None).await.unwrap());
        }
    }
    let rank = |said: String| {
        said.split(" · ")
            .find(|part| part.starts_with("rank "))
            .map(str::to_string)
            .unwrap_or_else(|| panic!("a rank: {said}"))
    };
    let mut ranks = Vec::new();
    for who in [&aaron, &user(1), &user(2), &user(4)] {
        ranks.push(rank(s.stats(who, &HERE, None).await.unwrap().said()));
    }
    assert_eq!(ranks, ["rank 1 of 4", "rank 2 of 4", "rank 3 of 4", "rank 4 of 4"]);
    let board = s.leaderboard(&user(1), &HERE, None, None, None).await.unwrap().said();
    let order: Vec<&str> = ["aaron", "alice", "bob", "dave"]
        .into_iter()
        .filter(|name| board.contains(&format!("**{name}**")))
        .collect();
    assert_eq!(order.len(), 4, "{board}");
    let at = |name: &str| board.find(&format!("**{name}**")).unwrap();
    assert!(at("aaron") < at("alice") && at("alice") < at("bob") && at("bob") < at("dave"), "{board}");
}
}
