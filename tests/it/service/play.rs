//! The service: whole games, resigning and draws.

use crate::support::service::*;
use crate::support::{Said, running_game};
use focus_bot::rules::Turn;
use focus_bot::service::{Button, Event, ResignQuestion};
use focus_bot::store::GameId;
use focus_bot::store::UserId;

on_both_engines! {
#[tokio::test]
async fn two_player_game_from_challenge_to_result(db) {
    let env = env(db).await;
    let opts = ChallengeOptions {
        short: Some(2),
        ..options(FirstPlayer::Challenger)
    };
    let start_reply = start(&env, &[1, 2], opts).await;
    assert_eq!(
        start_reply.mentions,
        vec![UserId(1)],
        "only the first player is pinged"
    );
    assert!(start_reply.said().contains("<@1> (Red), your turn"));
    let mut turns = 0;
    while outcome(&env).await.is_none() {
        let r = play_greedy(&env).await;
        decode_png(&r);
        assert_shows_the_game(&env, &r).await;
        turns += 1;
        assert!(turns < 400, "the game should end");
        // What happened, in order: the turn, then what the game waits for.
        assert!(
            matches!(
                r.events.first(),
                Some(&Event::Played { ply, turn: Turn::Act(_), .. }) if ply == turns as i64
            ),
            "{:?}",
            r.events
        );
        match outcome(&env).await {
            None => {
                let next = to_act(&env).await.unwrap();
                assert_eq!(r.mentions, vec![next], "{}", r.said());
                let Some(&Event::ToAct { seat, .. }) = r.events.last() else {
                    panic!("{:?}", r.events)
                };
                assert_eq!(seat.number(), if next == UserId(1) { 1 } else { 2 });
            }
            Some(result) => {
                assert!(r.said().contains("Game over"), "{}", r.said());
                assert!(r.mentions.is_empty());
                assert!(
                    matches!(r.events.last(), Some(&Event::Over { outcome, .. }) if outcome == result),
                    "{:?}",
                    r.events
                );
            }
        }
    }
    let entries = log(&env).await;
    assert_eq!(entries.len(), turns);
    for (i, e) in entries.iter().enumerate() {
        assert_eq!(e.ply, i as i64);
    }
    check_record(&env).await;
    // The board still shows the finished game, with its result, to anyone in the channel.
    let board = env.service.board(&user(3), &HERE).await.unwrap();
    public(&board);
    decode_png(&board);
    assert_shows_the_game(&env, &board).await;
    assert!(
        board
            .said()
            .contains(&format!("finished after {turns} turns"))
            && board.said().contains("Game over")
            && board.said().contains("/focus challenge"),
        "{}",
        board.said()
    );
    assert!(board.mentions.is_empty());
    // Finished games stay in the history, and the channel is free again.
    let stats = env.service.stats(&user(1), &HERE, None).await.unwrap();
    assert!(stats.said().contains("Record: "), "{}", stats.said());
    let games = env.service.games(&user(2), &HERE).await.unwrap();
    assert!(
        games.said().contains("won") || games.said().contains("lost"),
        "{}",
        games.said()
    );
    let again = env
        .service
        .challenge(&user(2), &HERE, &[invitee(1)], &ChallengeOptions::default())
        .await
        .unwrap();
    public(&again);
}
}

on_both_engines! {
#[tokio::test]
async fn a_move_says_what_happened_and_pings_only_the_next_player(db) {
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    // Red moves b2 onto c2 (1 piece), Green onto it, and so on: check the sentence.
    let r = env.service.play(&user(1), &HERE, "d3-d2").await.unwrap();
    public(&r);
    assert!(
        r.said()
            .contains("**alice** (Red) moved a piece from d3 to d2."),
        "{}",
        r.said()
    );
    // The board's text numbers the last turn as its picture does.
    let board = env.service.board(&user(3), &HERE).await.unwrap();
    assert!(board.said().contains("), after turn 1.\n"), "{}", board.said());
    assert_eq!(r.mentions, vec![UserId(2)]);
    assert!(
        r.said()
            .contains("<@2> (Green), your turn — you have 3 days.")
    );
}
}

on_both_engines! {
#[tokio::test]
async fn three_player_game_with_a_player_out_and_a_winner(db) {
    let env = env(db).await;
    let r = start(&env, &[1, 2, 3], options(FirstPlayer::Challenger)).await;
    assert!(
        r.said().contains(
            "place your reserve piece on an empty square, like `/focus reserve square:c1`"
        ),
        "{}",
        r.said()
    );
    // The forced first placement: a refused one says why and offers an empty square.
    let r = env.service.play(&user(1), &HERE, "c3-d3").await.unwrap();
    private(
        &r,
        "place your reserve piece on an empty square, like `r:c1`",
    );
    let r = env.service.reserve(&user(1), &HERE, "c2").await.unwrap();
    refused(&r, "(c2 is taken), like `r:c1`");
    let r = env.service.reserve(&user(1), &HERE, "a3").await.unwrap();
    public(&r);
    assert!(
        r.said().contains("placed a reserve piece on a3"),
        "{}",
        r.said()
    );
    // Bob resigns at once (out of turn is fine): he is out, the game goes on.
    let r = env
        .service
        .confirm_resign(&user(2), &HERE, None)
        .await
        .unwrap();
    public(&r);
    assert!(r.said().contains("is out of the game"), "{}", r.said());
    assert!(outcome(&env).await.is_none());
    let r = env.service.play(&user(2), &HERE, "a3-a4").await.unwrap();
    refused(&r, "It is not your turn");
    play_some(&env, 1).await;
    let r = env
        .service
        .confirm_resign(&user(3), &HERE, None)
        .await
        .unwrap();
    assert!(
        r.said().contains("Game over.** **alice** (Red) wins"),
        "{}",
        r.said()
    );
    let o = outcome(&env).await.unwrap();
    assert_eq!(
        o.winners().collect::<Vec<_>>(),
        vec![Seat::from_number(1).unwrap()]
    );
    check_record(&env).await;
}
}

on_both_engines! {
#[tokio::test]
async fn a_three_player_drop_out_is_announced_once(db) {
    let (actions, dropping) = three_player_game_with_a_drop_out();
    let env = env(db).await;
    start(&env, &[1, 2, 3], options(FirstPlayer::Challenger)).await;
    for (i, action) in actions.iter().enumerate() {
        let id = to_act(&env).await.unwrap();
        let r = env
            .service
            .play(&user(id.0), &HERE, &action.to_string())
            .await
            .unwrap();
        public(&r);
        let said = r.said().matches("cannot act and is out of the game").count();
        assert_eq!(said, usize::from(i == dropping), "ply {i}: {}", r.said());
        assert!(!r.said().contains("skipped"), "{}", r.said());
    }
    // The player who dropped out is out for good: they are never asked to act again.
    let stored = running_game(&env.service, HERE.channel_id).await;
    let pos = *stored.replay().unwrap().position();
    let out: Vec<Seat> = pos.config().seats().filter(|&s| pos.is_out(s)).collect();
    assert_eq!(out.len(), 1);
    let out_user = stored.player(out[0]).user_id;
    for _ in 0..6 {
        if outcome(&env).await.is_some() {
            break;
        }
        assert_ne!(to_act(&env).await, Some(out_user));
        play_some(&env, 3).await;
    }
}
}

on_both_engines! {
#[tokio::test]
async fn four_player_teams_short_game_and_ffa_draw(db) {
    let env = env(db).await;
    let opts = ChallengeOptions {
        short: Some(1),
        ..options(FirstPlayer::Challenger)
    };
    let r = start(&env, &[1, 2, 3, 4], opts).await;
    assert!(r.said().contains("teams"), "{}", r.said());
    let mut turns = 0;
    let mut captures = Vec::new();
    while outcome(&env).await.is_none() {
        let r = play_greedy(&env).await;
        captures.extend(
            r.said()
                .split(" captured ")
                .skip(1)
                .map(|rest| rest.split([',', '.']).next().unwrap().to_string()),
        );
        turns += 1;
        assert!(turns < 400);
    }
    // "captured a Green piece", "captured 2 Yellow pieces".
    assert!(!captures.is_empty());
    for c in &captures {
        let words: Vec<&str> = c.split(' ').collect();
        let count_ok = words[0] == "a" || words[0].parse::<u8>().is_ok_and(|n| n > 1);
        let piece = if words[0] == "a" { "piece" } else { "pieces" };
        assert!(
            count_ok
                && ["Red", "Green", "Blue", "Yellow"].contains(&words[1])
                && words[2].starts_with(piece),
            "{c}"
        );
    }
    let o = outcome(&env).await.unwrap();
    assert_eq!(o.winners().count(), 2, "a team wins");
    check_record(&env).await;

    // Free-for-all, ended by an agreed draw of all four.
    let opts = ChallengeOptions {
        mode: Some(Mode::FreeForAll),
        ..options(FirstPlayer::Challenger)
    };
    start(&env, &[1, 2, 3, 4], opts).await;
    play_some(&env, 0).await;
    for id in 1..=3 {
        let r = env.service.draw(&user(id), &HERE).await.unwrap();
        public(&r);
        assert!(r.said().contains("offers a draw"));
        assert!(!r.mentions.contains(&UserId(id)));
    }
    let r = env.service.draw(&user(4), &HERE).await.unwrap();
    assert!(r.said().contains("a draw"), "{}", r.said());
    let o = outcome(&env).await.unwrap();
    assert_eq!(o.winners().count(), 0);
    check_record(&env).await;
}
}

on_both_engines! {
#[tokio::test]
async fn resignation_and_draw_in_two_player_games(db) {
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let r = env
        .service
        .confirm_resign(&user(2), &HERE, None)
        .await
        .unwrap();
    assert!(r.said().contains("**bob** (Green) resigned"), "{}", r.said());
    assert!(
        r.said().contains("Game over.** **alice** (Red) wins"),
        "{}",
        r.said()
    );
    check_record(&env).await;

    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let r = env.service.draw(&user(1), &HERE).await.unwrap();
    assert_eq!(r.mentions, vec![UserId(2)]);
    private(
        &env.service.draw(&user(1), &HERE).await.unwrap(),
        "already offered",
    );
    // A move withdraws the offer.
    let r = play_some(&env, 0).await;
    assert!(r.said().contains("draw offer is withdrawn"), "{}", r.said());
    public(&env.service.draw(&user(2), &HERE).await.unwrap());
    assert!(
        outcome(&env).await.is_none(),
        "Red's earlier offer was withdrawn"
    );
    let r = env.service.draw(&user(1), &HERE).await.unwrap();
    assert!(r.said().contains("Game over: a draw"), "{}", r.said());
    check_record(&env).await;
}
}

on_both_engines! {
#[tokio::test]
async fn a_four_player_skip_is_announced_when_it_starts_and_ends_not_every_round(db) {
    let actions = four_player_game_with_a_stuck_seat();
    let env = env(db).await;
    let ffa = ChallengeOptions {
        mode: Some(Mode::FreeForAll),
        ..options(FirstPlayer::Challenger)
    };
    start(&env, &[1, 2, 3, 4], ffa).await;
    let mut replay = focus_bot::rules::Game::new(Config::new(4, Mode::FreeForAll).unwrap());
    let (mut skips, mut backs, mut stuck_plies) = (0, 0, 0);
    for action in &actions {
        let id = to_act(&env).await.unwrap();
        let r = env
            .service
            .play(&user(id.0), &HERE, &action.to_string())
            .await
            .unwrap();
        public(&r);
        let before = *replay.position();
        replay.play(*action).unwrap();
        let after = replay.position();
        let four = after.config();
        let starts = four
            .seats()
            .filter(|&s| !after.is_out(s) && before.can_act(s) && !after.can_act(s))
            .count();
        let ends = four
            .seats()
            .filter(|&s| !after.is_out(s) && !before.can_act(s) && after.can_act(s))
            .count();
        let said = r.said().matches("cannot act: skipped until they can").count();
        let back = r.said().matches("can act again and is back in").count();
        assert_eq!((said, back), (starts, ends), "{action}: {}", r.said());
        skips += said;
        backs += back;
        stuck_plies += usize::from(four.seats().any(|s| !after.is_out(s) && !after.can_act(s)));
    }
    assert!(skips >= 1, "a skip was announced");
    // Rounds went by with a seat stuck, and the skip was said once per stretch, not per round.
    assert!(stuck_plies >= 8, "{stuck_plies}");
    assert!(skips <= backs + 1, "{skips} skips, {backs} returns");
}
}

on_both_engines! {
#[tokio::test]
async fn resigning_out_of_turn_in_a_free_for_all_skips_nobody(db) {
    let env = env(db).await;
    let ffa = ChallengeOptions {
        mode: Some(Mode::FreeForAll),
        ..options(FirstPlayer::Challenger)
    };
    start(&env, &[1, 2, 3, 4], ffa).await;
    assert_eq!(to_act(&env).await, Some(UserId(1)));
    let r = env
        .service
        .confirm_resign(&user(2), &HERE, None)
        .await
        .unwrap();
    public(&r);
    assert!(!r.said().contains("skipped"), "{}", r.said());
    assert!(!r.said().contains("cannot act"), "{}", r.said());
    assert_eq!(to_act(&env).await, Some(UserId(1)));
}
}

on_both_engines! {
#[tokio::test]
async fn a_position_seen_twice_warns_everyone_of_the_third_time(db) {
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let cycle = ["c2-c1:1", "d2-d1:1", "c1-c2:1", "d1-d2:1"];
    let warning = "This position has now occurred twice: a third time ends the game, and \
                   **alice** (Red) wins.";
    for (round, expected_warnings) in [(1, [0, 0, 0, 1]), (2, [1, 1, 1, 0])] {
        for (a, expected) in cycle.iter().zip(expected_warnings) {
            let id = to_act(&env).await.unwrap();
            let r = env.service.play(&user(id.0), &HERE, a).await.unwrap();
            public(&r);
            assert_eq!(
                r.said().matches(warning).count(),
                expected,
                "round {round}, {a}: {}",
                r.said()
            );
        }
    }
    assert!(
        outcome(&env).await.is_some(),
        "the third time ended the game"
    );
}
}

on_both_engines! {
#[tokio::test]
async fn resigning_asks_for_a_confirmation_first(db) {
    let env = env(db).await;
    start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
    let game = log(&env).await;
    let r = env.service.resign(&user(2), &HERE).await.unwrap();
    private(
        &r,
        "Resign from game 1? **alice** wins. This cannot be undone.",
    );
    assert_eq!(
        r.buttons,
        vec![Button::ConfirmResign(ResignQuestion {
            game_id: GameId(1),
            user_id: UserId(2)
        })],
        "buttons to confirm"
    );
    assert_eq!(log(&env).await, game, "nothing happened yet");
    // Keep playing forgets the question; a minute later, too: each asks again.
    private(&env.service.keep_playing(&user(2), GameId(1)), "You play on");
    private(
        &env.service.resign(&user(2), &HERE).await.unwrap(),
        "Resign from game 1?",
    );
    env.clock.advance(Duration::from_secs(61));
    private(
        &env.service.resign(&user(2), &HERE).await.unwrap(),
        "Resign from game 1?",
    );
    // A button of another game does nothing.
    private(
        &env.service
            .confirm_resign(&user(2), &HERE, Some(GameId(7)))
            .await
            .unwrap(),
        "That game is over: nothing changed",
    );
    assert_eq!(log(&env).await, game);
    // The same command again within the minute resigns.
    env.clock.advance(Duration::from_secs(30));
    let r = env.service.resign(&user(2), &HERE).await.unwrap();
    public(&r);
    assert!(r.said().contains("**bob** (Green) resigned"), "{}", r.said());
    assert!(outcome(&env).await.is_some());

    // Teams: the question says the resignation concedes for both partners.
    let env = self::env(env.db.another().await).await;
    start(&env, &[1, 2, 3, 4], options(FirstPlayer::Challenger)).await;
    private(
        &env.service.resign(&user(1), &HERE).await.unwrap(),
        "You concede for your team (**carol** and you): **bob** and **dave** win.",
    );
    let r = env
        .service
        .confirm_resign(&user(1), &HERE, Some(GameId(1)))
        .await
        .unwrap();
    public(&r);
    assert!(
        r.said()
            .contains("**alice** (Red) resigned, conceding for the team with **carol** (Blue)."),
        "{}",
        r.said()
    );
    assert!(outcome(&env).await.is_some());
}
}

on_both_engines! {
#[tokio::test]
async fn teams_say_who_plays_with_whom_and_the_games_list_counts_and_dates(db) {
    let env = env(db).await;
    let s = &env.service;
    let three = [invitee(2), invitee(3), invitee(4)];
    let r = s
        .challenge(&user(1), &HERE, &three, &options(FirstPlayer::Challenger))
        .await
        .unwrap();
    assert!(
        r.said()
            .contains("Teams: **alice** and **carol** against **bob** and **dave**."),
        "{}",
        r.said()
    );
    s.cancel(&user(1), &HERE, None).await.unwrap();
    let r = s
        .challenge(&user(1), &HERE, &three, &options(FirstPlayer::Random))
        .await
        .unwrap();
    assert!(r.said().contains("Partners are drawn by lot"), "{}", r.said());
    s.cancel(&user(1), &HERE, None).await.unwrap();
    // No turn limit: three days on, it is still alice's turn (with the default limit of three
    // days, her time would be up and the list would say she lost).
    let unlimited = ChallengeOptions {
        turn_limit: Some(None),
        ..options(FirstPlayer::Challenger)
    };
    let r = start(&env, &[1, 2, 3, 4], unlimited).await;
    assert!(
        r.said().contains(
            "Teams: **alice** (Red) and **carol** (Blue) against **bob** (Green) and **dave** \
             (Yellow)."
        ),
        "{}",
        r.said()
    );
    env.clock.advance(Duration::from_secs(3 * 86_400 + 60));
    let games = s.games(&user(1), &HERE).await.unwrap();
    assert!(
        games.said().contains("Your games (1 game):")
            && games.said().contains(
                "started 3 days ago, as Red: with **carol** against **bob**, **dave** — **your \
                 turn**"
            ),
        "{}",
        games.said()
    );
    s.confirm_resign(&user(1), &HERE, None).await.unwrap();
    // Seventeen more games: the list shows the newest and says how many more there are.
    for _ in 0..17 {
        start(&env, &[1, 2], options(FirstPlayer::Challenger)).await;
        s.confirm_resign(&user(2), &HERE, None).await.unwrap();
    }
    let games = s.games(&user(1), &HERE).await.unwrap();
    assert!(
        games.said().contains("Your games (18 games):"),
        "{}",
        games.said()
    );
    assert!(
        games
            .said()
            .contains("started just now, as Red: against **bob** — won")
    );
    assert!(
        games.said().contains("… and 3 older games."),
        "{}",
        games.said()
    );
}
}
