//! The service: the computer player: its turns, restarts and concessions.

use crate::support::Said;
use crate::support::service::*;
use focus_bot::store::ChannelId;
use focus_bot::store::UserId;

on_both_engines! {
#[tokio::test]
async fn the_computer_plays_its_seats_and_resumes_after_a_restart(db) {
    let mut env = env(db).await;
    let mut notices = env.service.take_notices().unwrap();
    // alice against the computer, alice first.
    let opts = ChallengeOptions {
        level: Some(focus_bot::ai::Level::Easy),
        ..options(FirstPlayer::Challenger)
    };
    let r = env
        .service
        .challenge(&user(1), &HERE, &[computer()], &opts)
        .await
        .unwrap();
    public(&r);
    assert!(
        r.said().contains("The game is on"),
        "the computer accepts at once: {}",
        r.said()
    );
    // The computer is named by its level, never by the bot's account name.
    assert!(r.said().contains("Green: Computer (easy)"), "{}", r.said());
    assert!(!r.said().contains("Focus"), "{}", r.said());
    let stored = env
        .service
        .store()
        .latest_game(HERE.channel_id)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(stored.seats[0].name, "alice");
    let level = stored.seats[1].computer.expect("the computer's seat");
    assert_eq!(
        focus_bot::i18n::computer_name(focus_bot::i18n::Lang::EnUs, level),
        "Computer (easy)"
    );
    assert_eq!(r.mentions, vec![UserId(1)]);
    for i in 0..2 {
        play_some(&env, i).await;
        env.service.settle().await;
        let n = notices.try_recv().expect("the computer's turn is posted");
        assert_eq!(n.place, HERE);
        assert!(
            n.reply.said().contains("the computer") || n.reply.said().contains("(Green) moved"),
            "{}",
            n.reply.said()
        );
        assert_eq!(n.reply.mentions, vec![UserId(1)]);
        decode_png(&n.reply);
        assert_eq!(to_act(&env).await, Some(UserId(1)));
    }
    private(
        &env.service.draw(&user(1), &HERE).await.unwrap(),
        "does not agree to draws",
    );
    env.service
        .confirm_resign(&user(1), &HERE, None)
        .await
        .unwrap();

    // Three computer seats never stall: after each of dave's turns, all three play.
    let opts = ChallengeOptions {
        mode: Some(Mode::FreeForAll),
        short: Some(3),
        ..options(FirstPlayer::Challenger)
    };
    let r = env
        .service
        .challenge(
            &user(4),
            &HERE,
            &[computer(), computer(), computer()],
            &opts,
        )
        .await
        .unwrap();
    public(&r);
    for i in 0..2 {
        if to_act(&env).await.is_none() {
            break;
        }
        play_some(&env, i).await;
        env.service.settle().await;
        let st = env
            .service
            .store()
            .latest_game(HERE.channel_id)
            .await
            .unwrap()
            .unwrap();
        assert!(
            st.replay().unwrap().position().is_over() || to_act(&env).await == Some(UserId(4)),
            "the computer seats played"
        );
    }
    env.service.confirm_resign(&user(4), &HERE, None).await.ok();

    // A restart in the middle of the computer's turn: the game is stored with the computer
    // to act and no worker; the new service resumes it.
    let challenge = focus_bot::store::NewChallenge {
        guild_id: HERE.guild_id,
        channel_id: ChannelId(11),
        options: focus_bot::store::GameOptions {
            config: Config::two_players(),
            turn_limit: None,
            rated: true,
        },
        first: FirstPlayer::Challenger,
        players: vec![
            focus_bot::store::Player {
                user_id: BOT,
                name: "Focus".into(),
                computer: Some(focus_bot::ai::Level::Easy),
            },
            focus_bot::store::Player {
                user_id: UserId(2),
                name: "bob".into(),
                computer: None,
            },
        ],
        created_at: START,
        expires_at: START + 1000,
        language: "en-US".to_string(),
    };
    let store = env.service.store().clone();
    let id = store.create_challenge(&challenge).await.unwrap();
    let game = store
        .accept_challenge(id, UserId(2), |p| p.to_vec(), START)
        .await
        .unwrap()
        .unwrap();
    env.restart().await;
    let mut notices = env.service.take_notices().unwrap();
    env.service.resume_computers().await.unwrap();
    env.service.settle().await;
    let n = notices
        .try_recv()
        .expect("the resumed computer turn is posted");
    assert_eq!(n.place.channel_id, ChannelId(11));
    assert_eq!(n.reply.mentions, vec![UserId(2)]);
    assert_eq!(
        env.service.store().game(game).await.unwrap().unwrap().ply,
        1
    );
}
}

on_both_engines! {
#[tokio::test]
async fn a_game_only_the_computer_is_left_in_ends_at_once(db) {
    let env = env(db).await;
    let mut notices = env.service.take_notices().unwrap();
    for (players, mode) in [(3, Mode::Teams), (4, Mode::FreeForAll)] {
        let opts = ChallengeOptions {
            mode: (players == 4).then_some(mode),
            level: Some(focus_bot::ai::Level::Easy),
            ..options(FirstPlayer::Challenger)
        };
        let computers = vec![computer(); players - 1];
        let r = env
            .service
            .challenge(&user(1), &HERE, &computers, &opts)
            .await
            .unwrap();
        assert!(r.said().contains("The game is on"), "{}", r.said());
        let r = env
            .service
            .confirm_resign(&user(1), &HERE, None)
            .await
            .unwrap();
        public(&r);
        env.service.settle().await;

        // Every computer seat but one conceded, in the log, and the game is over.
        let outcome = outcome(&env).await.expect("the game is over");
        let winners: Vec<Seat> = outcome.winners().collect();
        assert_eq!(winners.len(), 1);
        assert_ne!(winners[0], Seat::from_number(1).unwrap());
        let resigned: Vec<String> = log(&env)
            .await
            .into_iter()
            .map(|a| a.action)
            .filter(|a| a.starts_with("resign"))
            .collect();
        assert_eq!(resigned.len(), players - 1, "{resigned:?}");
        assert_eq!(resigned[0], "resign 1");

        // One post says so; no computer turn was played after alice left.
        let mut posted = Vec::new();
        while let Ok(n) = notices.try_recv() {
            posted.push(n.reply);
        }
        assert_eq!(
            posted.len(),
            1,
            "{:?}",
            posted.iter().map(|r| r.said()).collect::<Vec<_>>()
        );
        assert!(
            posted[0].said().contains("Nobody but the computer"),
            "{}",
            posted[0].said()
        );
        assert!(posted[0].said().contains("Game over"), "{}", posted[0].said());
        assert!(posted[0].mentions.is_empty());
        decode_png(&posted[0]);
    }
    // The computer held several seats of each game, one of them winning: one win a game.
    let stats = env
        .service
        .stats(&user(1), &HERE, Some(&computer()))
        .await
        .unwrap()
        .said();
    assert!(stats.contains("**Computer (easy)**"), "{stats}");
    assert!(stats.contains("Record: 2 – 0 – 0"), "{stats}");
    let stats = env.service.stats(&user(1), &HERE, None).await.unwrap().said();
    assert!(stats.contains("**alice**"), "{stats}");
    assert!(stats.contains("Record: 0 – 2 – 0"), "{stats}");
    // alice resigned at once: the winner never had a turn, so neither game was rated.
    assert!(stats.contains("(no rated games yet)"), "{stats}");
}
}

on_both_engines! {
#[tokio::test]
async fn the_computer_concedes_to_its_seat_with_the_most_stacks(db) {
    // alice against two computer seats; she plays until Blue (seat 3) controls more stacks than
    // Green (seat 2), then resigns: Green concedes to Blue, not the other way round (seat order
    // alone would pick Green).
    let env = env(db).await;
    let opts = ChallengeOptions {
        level: Some(focus_bot::ai::Level::Easy),
        ..options(FirstPlayer::Challenger)
    };
    let r = env
        .service
        .challenge(&user(1), &HERE, &[computer(), computer()], &opts)
        .await
        .unwrap();
    assert!(r.said().contains("The game is on"), "{}", r.said());
    let (green, blue) = (Seat::from_number(2).unwrap(), Seat::from_number(3).unwrap());
    let stacks = |pos: &focus_bot::rules::Position, s: Seat| pos.owned_mask(s).count_ones();
    let mut turns = 0;
    loop {
        env.service.settle().await;
        let stored = env.service.store().active_game(HERE.channel_id).await;
        let game = stored.unwrap().expect("the game runs").replay().unwrap();
        let pos = game.position();
        assert_eq!(to_act(&env).await, Some(UserId(1)), "alice's turn");
        if stacks(pos, blue) > stacks(pos, green) {
            break;
        }
        assert!(turns < 60, "Blue never led Green in 60 turns");
        play_some(&env, turns * 5 + 3).await;
        turns += 1;
    }
    let r = env
        .service
        .confirm_resign(&user(1), &HERE, None)
        .await
        .unwrap();
    public(&r);
    env.service.settle().await;
    let outcome = outcome(&env).await.expect("the game is over");
    assert_eq!(outcome.winners().collect::<Vec<_>>(), vec![blue]);
    let resigned: Vec<String> = log(&env)
        .await
        .into_iter()
        .map(|a| a.action)
        .filter(|a| a.starts_with("resign"))
        .collect();
    assert_eq!(resigned, ["resign 1", "resign 2"]);
}
}

on_both_engines! {
#[tokio::test]
async fn the_record_file_names_the_computer_by_its_level_as_the_posts_do(db) {
    let env = env(db).await;
    let opts = ChallengeOptions {
        level: Some(focus_bot::ai::Level::Medium),
        ..options(FirstPlayer::Challenger)
    };
    let r = env
        .service
        .challenge(&user(1), &HERE, &[computer()], &opts)
        .await
        .unwrap();
    assert!(r.said().contains("Green: Computer (medium)"), "{}", r.said());
    let record = env.service.history(&user(1), &HERE, None).await.unwrap();
    let file = record.image.expect("the record file");
    let text = String::from_utf8(file.bytes).unwrap();
    assert!(text.contains("[Red \"alice\"]"), "{text}");
    assert!(text.contains("[Green \"Computer (medium)\"]"), "{text}");
    assert!(!text.contains("\"Focus\""), "{text}");
    // The record stays one that replays.
    read_record(Config::two_players(), &text).unwrap();
}
}

/// Reproducible computer turns: a node limit the time cap is far from reaching first.
fn by_nodes(env: &Env) {
    env.service.set_computer_time(Duration::from_secs(600));
    env.service.set_computer_nodes(Some(3_000));
}

on_both_engines! {
#[tokio::test]
async fn a_master_game_is_rated_as_its_own_player_named_in_every_language(db) {
    use focus_bot::ai::Level;
    use focus_bot::i18n::Lang;
    use focus_bot::rating::Kind;
    use focus_bot::store::RatedPlayer;
    let env = env(db).await;
    by_nodes(&env);
    let opts = ChallengeOptions {
        level: Some(Level::Master),
        ..options(FirstPlayer::Challenger)
    };
    // Five games (the leaderboard lists players with five rated games): alice moves, the
    // computer answers, alice resigns.
    for game in 0..5 {
        let r = env
            .service
            .challenge(&user(1), &HERE, &[computer()], &opts)
            .await
            .unwrap();
        assert!(r.said().contains("Green: Computer (master)"), "{}", r.said());
        play_some(&env, game).await;
        env.service.settle().await;
        assert_eq!(to_act(&env).await, Some(UserId(1)), "the computer played");
        let over = env
            .service
            .confirm_resign(&user(1), &HERE, None)
            .await
            .unwrap();
        assert!(
            over.said().contains("\nComputer (master) 1"),
            "{}",
            over.said()
        );
    }
    // Rated under its level, stored as `master`: not as hard, not as the bot's account.
    let store = env.service.store();
    let rated = |computer| RatedPlayer {
        user_id: BOT,
        computer,
    };
    let (_, games) = store
        .rating(HERE.guild_id, Kind::TwoPlayer, &rated(Some(Level::Master)))
        .await
        .unwrap()
        .expect("master has a rating");
    assert_eq!(games, 5);
    for other in [Some(Level::Hard), None] {
        let row = store
            .rating(HERE.guild_id, Kind::TwoPlayer, &rated(other))
            .await
            .unwrap();
        assert!(row.is_none(), "{other:?}: {row:?}");
    }
    for (lang, name) in [
        (Lang::EnUs, "Computer (master)"),
        (Lang::Fr, "Ordinateur (maître)"),
        (Lang::It, "Computer (maestro)"),
        (Lang::Ja, "コンピューター（達人）"),
    ] {
        let asker = Actor { lang, ..user(1) };
        let stats = env
            .service
            .stats(&asker, &HERE, Some(&computer()))
            .await
            .unwrap()
            .said();
        assert!(stats.contains(&format!("**{name}**")), "{stats}");
        let board = env
            .service
            .leaderboard(&asker, &HERE, None, None, None)
            .await
            .unwrap()
            .said();
        assert!(board.contains(name), "{board}");
    }
}
}

on_both_engines! {
#[tokio::test]
async fn a_master_turn_and_another_games_turn_both_complete(db) {
    use focus_bot::ai::Level;
    let env = env(db).await;
    by_nodes(&env);
    let there = Where {
        guild_id: HERE.guild_id,
        channel_id: ChannelId(HERE.channel_id.0 + 1),
    };
    // alice against master here, bob against hard there, each moving first.
    for (who, place, level) in [(1, HERE, Level::Master), (2, there, Level::Hard)] {
        let opts = ChallengeOptions {
            level: Some(level),
            ..options(FirstPlayer::Challenger)
        };
        let r = env
            .service
            .challenge(&user(who), &place, &[computer()], &opts)
            .await
            .unwrap();
        assert!(r.said().contains("The game is on"), "{}", r.said());
    }
    // Both move before either computer turn is waited for: the two turns run side by side,
    // each game's worker thinking off the async runtime.
    for (who, place) in [(1, HERE), (2, there)] {
        let legal = env.service.legal_actions(&user(who), &place).await.unwrap();
        public(&env.service.play(&user(who), &place, &legal[0]).await.unwrap());
    }
    env.service.settle().await;
    for (place, level) in [(HERE, Level::Master), (there, Level::Hard)] {
        let stored = env
            .service
            .store()
            .active_game(place.channel_id)
            .await
            .unwrap()
            .expect("the game runs");
        assert_eq!(stored.seats[1].computer, Some(level));
        assert_eq!(stored.ply, 2, "the computer answered in {place:?}");
    }
}
}
