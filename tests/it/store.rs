//! The store on its own, each test on SQLite and on PostgreSQL: the ply guard, the append-only
//! log in the schema, strict decoding of rows, races between two stores (two processes) on
//! one database, settings and names; and copying a SQLite database into PostgreSQL.

use std::time::Duration;

use focus_bot::ai::Level;
use focus_bot::rating::Kind;
use focus_bot::rules::{Seat, Turn};
use focus_bot::store::GameId;
use focus_bot::store::{
    ChallengeStatus, NameKind, NewChallenge, NotifyMode, Player, RatedPlayer, ServerSettings,
    StoreError, TurnWrite,
};

use crate::support::engines::{TestDb, on_both_engines};
use crate::support::store::{START, challenge, first_move, game, person};
use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;
use focus_bot::store::UserId;

on_both_engines! {
#[tokio::test]
async fn a_turn_applies_once_guarded_by_the_ply_it_expects(db) {
    let store = db.open().await;
    let id = game(&store, 10).await;
    let turn = first_move(&store, id, 0).await;
    store.append_turn(&turn).await.unwrap();
    // The same turn again (a second click, a second process) finds the game moved on.
    assert!(matches!(store.append_turn(&turn).await, Err(StoreError::Conflict)));
    // So does a draw offer or a reminder guarded by the old ply.
    assert!(matches!(
        store.set_draw_offers(id, 0, 0, 1).await,
        Err(StoreError::Conflict)
    ));
    // A draw offer is guarded by the offers seen too: a refusal (to none) and an acceptance
    // racing it (seen none, adds one) cannot both apply.
    store.set_draw_offers(id, 1, 0, 0b01).await.unwrap();
    store.set_draw_offers(id, 1, 0b01, 0).await.unwrap();
    assert!(matches!(
        store.set_draw_offers(id, 1, 0b01, 0b11).await,
        Err(StoreError::Conflict)
    ));
    assert_eq!(store.game(id).await.unwrap().unwrap().draw_offers, 0);
    assert!(!store.mark_reminded(id, 0).await.unwrap());
    assert!(store.mark_reminded(id, 1).await.unwrap());
    assert!(!store.mark_reminded(id, 1).await.unwrap(), "reminded once");
    let stored = store.game(id).await.unwrap().unwrap();
    assert_eq!((stored.ply, stored.actions.len()), (1, 1));
    assert_eq!(stored.actions[0].action, turn.action);
    assert!(stored.reminded);
    stored.replay().unwrap();
    store.close().await;
}

#[tokio::test]
async fn discord_ids_past_i64_keep_all_64_bits_through_both_engines(db) {
    // Discord's ids are u64; the columns are i64. The id types store the same 64 bits, so an
    // id with the high bit set comes back as it went in, never negative nor clipped.
    let store = db.open().await;
    let (guild, channel) = (ServerId(u64::MAX - 7), ChannelId((1 << 63) | 42));
    let mut far = person(2);
    far.user_id = UserId(u64::MAX - 1);
    let mut new = challenge(0, vec![person(1), far]);
    (new.guild_id, new.channel_id) = (guild, channel);
    let challenge_id = store.create_challenge(&new).await.unwrap();
    let open = store.pending_challenge(channel).await.unwrap().expect("the open challenge");
    assert_eq!((open.guild_id, open.channel_id), (guild, channel));
    let id = store
        .accept_challenge(challenge_id, UserId(u64::MAX - 1), |p| p.to_vec(), START)
        .await
        .unwrap()
        .expect("everyone accepted: the game started");
    let game = store.active_game(channel).await.unwrap().expect("the game in its channel");
    assert_eq!((game.id, game.guild_id, game.channel_id), (id, guild, channel));
    assert_eq!(game.seats[1].user_id, UserId(u64::MAX - 1));
    assert_eq!(game.seat_of(UserId(u64::MAX - 1)), focus_bot::rules::Seat::from_index(1));
    assert!(store.active_game(ChannelId(42)).await.unwrap().is_none());
    store.close().await;
}

#[tokio::test]
async fn the_schema_refuses_rewriting_the_log_or_deleting_a_game(db) {
    let store = db.open().await;
    let id = game(&store, 10).await;
    store.append_turn(&first_move(&store, id, 0).await).await.unwrap();
    for sql in [
        format!("UPDATE actions SET action = 'd2-d1:1' WHERE game_id = {id}"),
        format!("DELETE FROM actions WHERE game_id = {id}"),
        // A gap, and a second entry for a ply.
        format!("INSERT INTO actions (game_id, ply, seat, action, at) VALUES ({id}, 5, 2, 'd2-d1:1', 0)"),
        format!("INSERT INTO actions (game_id, ply, seat, action, at) VALUES ({id}, 0, 1, 'd2-d1:1', 0)"),
        format!("DELETE FROM games WHERE id = {id}"),
    ] {
        assert!(db.execute(&sql).await.is_err(), "{sql} was allowed");
    }
    let stored = store.game(id).await.unwrap().unwrap();
    assert_eq!(stored.actions.len(), 1);
    stored.replay().unwrap();
    store.close().await;
}

#[tokio::test]
async fn a_row_this_version_cannot_read_is_corrupt_not_a_default(db) {
    let store = db.open().await;
    let open = store
        .create_challenge(&challenge(10, vec![person(1), person(2)]))
        .await
        .unwrap();
    let id = game(&store, 11).await;
    db.execute(&format!(
        "UPDATE challenge_players SET computer = 'grandmaster' WHERE challenge_id = {open} AND position = 1"
    ))
    .await
    .unwrap();
    db.execute(&format!("UPDATE seats SET computer = 'grandmaster' WHERE game_id = {id} AND seat = 2"))
        .await
        .unwrap();
    match store.challenge(open).await {
        Err(StoreError::CorruptRow { table, id, reason }) => {
            assert_eq!((table, id), ("challenges", open.0));
            assert!(reason.contains("grandmaster"), "{reason}");
        }
        other => panic!("expected a corrupt row, got {other:?}"),
    }
    match store.game(id).await {
        Err(StoreError::Corrupt { game, reason, .. }) => {
            assert_eq!(game, id);
            assert!(reason.contains("grandmaster"), "{reason}");
        }
        other => panic!("expected a corrupt game, got {other:?}"),
    }
    // The timer's list of expired challenges leaves the unreadable one out instead of failing.
    let later = START + 120_000;
    assert!(store.expired_challenges(later).await.unwrap().is_empty());
    // A rating of a computer level this version does not know is not a person's.
    db.execute(
        "INSERT INTO ratings (guild_id, kind, user_id, computer, rating, deviation, volatility, games)
         VALUES (5, '2p', 999, 'grandmaster', 1600, 80, 0.06, 12)",
    )
    .await
    .unwrap();
    match store.standings(ServerId(5), focus_bot::rating::Kind::TwoPlayer).await {
        Err(StoreError::CorruptRow { table, reason, .. }) => {
            assert_eq!(table, "ratings");
            assert!(reason.contains("grandmaster"), "{reason}");
        }
        other => panic!("expected a corrupt rating row, got {other:?}"),
    }
    store.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_stores_on_one_database_never_both_apply_a_turn(db) {
    // Two stores are two bot processes sharing the database.
    let (a, b) = (db.open().await, db.open().await);
    for channel in 0..10 {
        let id = game(&a, 100 + channel).await;
        let turn = first_move(&a, id, 0).await;
        let (x, y) = tokio::join!(a.append_turn(&turn), b.append_turn(&turn));
        let applied = [&x, &y].iter().filter(|r| r.is_ok()).count();
        assert_eq!(applied, 1, "{x:?} {y:?}");
        assert!(
            matches!(x, Err(StoreError::Conflict)) || matches!(y, Err(StoreError::Conflict)),
            "{x:?} {y:?}"
        );
        assert_eq!(b.game(id).await.unwrap().unwrap().actions.len(), 1);
    }
    // Two challenges racing for one channel: one is stored.
    for channel in 200..210 {
        let new = challenge(channel, vec![person(1), person(2)]);
        let (x, y) = tokio::join!(a.create_challenge(&new), b.create_challenge(&new));
        let stored = [&x, &y].iter().filter(|r| r.is_ok()).count();
        assert_eq!(stored, 1, "{x:?} {y:?}");
        assert!(
            matches!(x, Err(StoreError::ChannelBusy)) || matches!(y, Err(StoreError::ChannelBusy)),
            "{x:?} {y:?}"
        );
    }
    a.close().await;
    b.close().await;
}

#[tokio::test]
async fn a_final_turn_finishes_rates_and_frees_the_channel(db) {
    let store = db.open().await;
    let id = game(&store, 10).await;
    store.append_turn(&first_move(&store, id, 0).await).await.unwrap();
    store.append_turn(&first_move(&store, id, 1).await).await.unwrap();
    let game = store.game(id).await.unwrap().unwrap().replay().unwrap();
    let resign = Turn::Resign(Seat::from_number(2).unwrap());
    let mut after = game.clone();
    after.apply(resign).unwrap();
    store
        .append_turn(&TurnWrite {
            game_id: id,
            expected_ply: 2,
            seat: Seat::from_number(2).unwrap(),
            action: resign.to_string(),
            at: START + 10_000,
            outcome: after.position().outcome(),
            restart_clock: true,
        })
        .await
        .unwrap();
    assert!(store.active_game(ChannelId(10)).await.unwrap().is_none());
    let latest = store.latest_game(ChannelId(10)).await.unwrap().unwrap();
    assert_eq!((latest.id, latest.finished_at), (id, Some(START + 10_000)));
    let changes = store.rating_changes(id).await.unwrap();
    assert_eq!(changes.len(), 2);
    assert!(changes[0].after.rating > changes[0].before.rating, "{changes:?}");
    let stats = store.stats(ServerId(1)).await.unwrap();
    assert_eq!(
        stats.iter().map(|s| (s.user_id, s.wins, s.losses)).collect::<Vec<_>>(),
        vec![(UserId(1), 1, 0), (UserId(2), 0, 1)]
    );
    assert_eq!(store.games_of(ServerId(1), UserId(1), 10).await.unwrap(), vec![id]);
    assert_eq!(store.count_games_of(ServerId(1), UserId(2)).await.unwrap(), 1);
    // The channel takes a new challenge, which can be closed once.
    let next = store
        .create_challenge(&challenge(10, vec![person(1), person(2)]))
        .await
        .unwrap();
    store.close_challenge(next, ChallengeStatus::Cancelled).await.unwrap();
    assert!(matches!(
        store.close_challenge(next, ChallengeStatus::Expired).await,
        Err(StoreError::Conflict)
    ));
    store.close().await;
}

#[tokio::test]
async fn settings_names_and_computer_seats_read_back_as_written(db) {
    let store = db.open().await;
    assert_eq!(store.server_settings(ServerId(5)).await.unwrap(), ServerSettings::default());
    let settings = ServerSettings {
        turn_limit: Some(Some(std::time::Duration::from_secs(3600))),
        language: Some("fr".into()),
        board_private: true,
        reminder_role: Some(77),
        channels: vec![ChannelId(10), ChannelId(11)],
        web: focus_bot::store::WebMode::Public,
        tournaments_restricted: true,
        takeback: focus_bot::store::TakebackMode::All,
    };
    store.save_server_settings(ServerId(5), &settings).await.unwrap();
    assert_eq!(store.server_settings(ServerId(5)).await.unwrap(), settings);
    store.remember_name(NameKind::User, 1, "ann").await.unwrap();
    store.remember_name(NameKind::User, 1, "anne").await.unwrap();
    assert_eq!(store.names(NameKind::User).await.unwrap(), vec![(1, "anne".to_string())]);
    let computer = Player {
        user_id: UserId(999),
        name: "Focus".into(),
        computer: Some(Level::Hard),
    };
    let id = store
        .create_challenge(&challenge(10, vec![person(1), computer.clone()]))
        .await
        .unwrap();
    let read = store.challenge(id).await.unwrap().unwrap();
    assert_eq!(read.players, vec![(person(1), true), (computer.clone(), true)]);
    assert_eq!(store.pending_challenge(ChannelId(10)).await.unwrap().unwrap().id, id);
    store.close().await;
}
}

/// `focus-bot migrate-sqlite-to-postgres` copies a SQLite database with finished and running
/// games, an open challenge, ratings, languages, settings, notify settings and names into
/// PostgreSQL, where everything reads back the same (the ratings without a rebuild: the model
/// version is copied too) and new rows get new ids; a second copy into the same database is
/// refused, as is a wrong pair of URLs.
#[tokio::test]
async fn a_sqlite_database_copies_into_postgres_and_reads_back_the_same() {
    let Some(target) = TestDb::postgres().await else {
        return;
    };
    let source = TestDb::sqlite();
    let store = source.open().await;
    let finished = game(&store, 10).await;
    for ply in 0..2 {
        let turn = first_move(&store, finished, ply).await;
        store.append_turn(&turn).await.unwrap();
    }
    let resign = Turn::Resign(Seat::from_number(1).unwrap());
    let mut after = store
        .game(finished)
        .await
        .unwrap()
        .unwrap()
        .replay()
        .unwrap();
    after.apply(resign).unwrap();
    store
        .append_turn(&TurnWrite {
            game_id: finished,
            expected_ply: 2,
            seat: Seat::from_number(1).unwrap(),
            action: resign.to_string(),
            at: START + 5_000,
            outcome: after.position().outcome(),
            restart_clock: true,
        })
        .await
        .unwrap();
    let in_japanese = NewChallenge {
        language: "ja".to_string(),
        ..challenge(11, vec![person(1), person(2)])
    };
    let asked = store.create_challenge(&in_japanese).await.unwrap();
    let running = store
        .accept_challenge(asked, UserId(2), |p| p.to_vec(), START)
        .await
        .unwrap()
        .expect("the game started");
    store
        .append_turn(&first_move(&store, running, 0).await)
        .await
        .unwrap();
    let in_french = NewChallenge {
        language: "fr".to_string(),
        ..challenge(12, vec![person(3), person(4)])
    };
    let open = store.create_challenge(&in_french).await.unwrap();
    let shown = focus_bot::store::ChallengeMessage {
        channel_id: ChannelId(12),
        message_id: 555,
    };
    assert!(
        store
            .add_challenge_message(open, shown, START)
            .await
            .unwrap()
    );
    let settings = ServerSettings {
        turn_limit: Some(Some(Duration::from_secs(12 * 3600))),
        language: Some("it".to_string()),
        board_private: true,
        reminder_role: Some(77),
        channels: vec![ChannelId(10), ChannelId(11), ChannelId(12)],
        web: focus_bot::store::WebMode::Off,
        tournaments_restricted: false,
        takeback: focus_bot::store::TakebackMode::Off,
    };
    store
        .save_server_settings(ServerId(1), &settings)
        .await
        .unwrap();
    let quiet = ServerSettings {
        turn_limit: Some(None),
        ..ServerSettings::default()
    };
    store
        .save_server_settings(ServerId(2), &quiet)
        .await
        .unwrap();
    store
        .set_notify_mode(UserId(3), NotifyMode::Dm)
        .await
        .unwrap();
    store
        .set_notify_mode(UserId(4), NotifyMode::Off)
        .await
        .unwrap();
    store.note_dm_refused(UserId(5)).await.unwrap();
    store
        .remember_name(NameKind::Channel, 12, "lobby")
        .await
        .unwrap();
    store.close().await;

    let out = crate::support::focus_bot(
        &[
            "migrate-sqlite-to-postgres",
            "--from",
            &source.url(),
            "--to",
            &target.url(),
        ],
        "",
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{out:?}");
    assert!(
        said.contains("all 2 games replay to the same position"),
        "{said}"
    );
    assert!(said.contains("actions"), "{said}");

    let (from, to) = (source.open().await, target.open().await);
    for id in [finished, running] {
        let (a, b) = (
            from.game(id).await.unwrap().unwrap(),
            to.game(id).await.unwrap().unwrap(),
        );
        assert_eq!(
            (a.ply, &a.seats, &a.actions, a.finished_at),
            (b.ply, &b.seats, &b.actions, b.finished_at)
        );
        assert_eq!(
            a.replay().unwrap().position(),
            b.replay().unwrap().position()
        );
    }
    assert_eq!(
        from.rating_changes(finished).await.unwrap(),
        to.rating_changes(finished).await.unwrap()
    );
    assert_eq!(to.rating_changes(finished).await.unwrap().len(), 2);
    assert_eq!(
        from.challenge(open).await.unwrap(),
        to.challenge(open).await.unwrap()
    );
    assert_eq!(to.challenge_messages(open).await.unwrap(), vec![shown]);
    // The ratings are the copied ones: the same standings and players' ratings.
    let standings = to.standings(ServerId(1), Kind::TwoPlayer).await.unwrap();
    assert_eq!(standings.len(), 2, "{standings:?}");
    assert_eq!(
        from.standings(ServerId(1), Kind::TwoPlayer).await.unwrap(),
        standings
    );
    for user in [1, 2] {
        let player = RatedPlayer::person(UserId(user));
        let rating = to
            .rating(ServerId(1), Kind::TwoPlayer, &player)
            .await
            .unwrap();
        assert!(rating.is_some_and(|(_, games)| games == 1));
        assert_eq!(
            from.rating(ServerId(1), Kind::TwoPlayer, &player)
                .await
                .unwrap(),
            rating
        );
    }
    // Languages, settings and each user's notify setting and refused-message note.
    assert_eq!(to.challenge_language(open).await.unwrap(), "fr");
    assert_eq!(to.game_language(running).await.unwrap(), "ja");
    assert_eq!(to.server_settings(ServerId(1)).await.unwrap(), settings);
    assert_eq!(to.server_settings(ServerId(2)).await.unwrap(), quiet);
    assert_eq!(to.notify_mode(UserId(3)).await.unwrap(), NotifyMode::Dm);
    assert_eq!(to.notify_mode(UserId(4)).await.unwrap(), NotifyMode::Off);
    assert_eq!(to.notify_mode(UserId(5)).await.unwrap(), NotifyMode::Dm);
    assert!(to.take_dm_refused(UserId(5)).await.unwrap());
    assert!(!to.take_dm_refused(UserId(3)).await.unwrap());
    assert_eq!(
        to.names(NameKind::Channel).await.unwrap(),
        vec![(12, "lobby".to_string())]
    );
    // The copy goes on where the original stopped: the next game gets the next id.
    to.close_challenge(open, ChallengeStatus::Cancelled)
        .await
        .unwrap();
    assert_eq!(game(&to, 13).await, GameId(running.0 + 1));
    from.close().await;
    to.close().await;

    let again = crate::support::focus_bot(
        &[
            "migrate-sqlite-to-postgres",
            "--from",
            &source.url(),
            "--to",
            &target.url(),
        ],
        "",
    );
    let err = String::from_utf8_lossy(&again.stderr);
    assert!(!again.status.success());
    assert!(
        err.contains("already holds") && err.contains("nothing was copied"),
        "{err}"
    );
    let wrong = crate::support::focus_bot(
        &[
            "migrate-sqlite-to-postgres",
            "--from",
            &target.url(),
            "--to",
            &source.url(),
        ],
        "",
    );
    let err = String::from_utf8_lossy(&wrong.stderr);
    assert!(!wrong.status.success());
    assert!(err.contains("--to must be a postgres://"), "{err}");
}

on_both_engines! {
#[tokio::test]
async fn a_challenge_is_written_with_its_language_and_its_game_takes_it(db) {
    let store = db.open().await;
    let new = NewChallenge {
        language: "ja".to_string(),
        ..challenge(20, vec![person(1), person(2)])
    };
    let id = store.create_challenge(&new).await.unwrap();
    assert_eq!(store.challenge_language(id).await.unwrap(), "ja");
    let game = store
        .accept_challenge(id, UserId(2), |p| p.to_vec(), START)
        .await
        .unwrap()
        .expect("the game started");
    assert_eq!(store.game_language(game).await.unwrap(), "ja");
    store.close().await;
}
}

/// The copy reads each table a batch at a time (a big bot's log of tens of millions of rows is
/// never held whole): a log of more rows than two batches, ending in a part of one, arrives
/// row for row, and every table holds as many rows as the source's.
#[tokio::test]
async fn a_log_longer_than_the_copys_batches_copies_whole() {
    let Some(target) = TestDb::postgres().await else {
        return;
    };
    let source = TestDb::sqlite();
    let from = source.open().await;
    crate::ratings::random_games(&from, 150, 9).await;
    let actions = source.scalar("SELECT COUNT(*) FROM actions").await;
    assert!(actions > 2_000 && actions % 1_000 != 0, "{actions} rows");
    let to = target.open().await;
    let copied = focus_bot::store::copy_sqlite_to_postgres(&from, &to)
        .await
        .unwrap();
    assert!(
        copied
            .tables
            .contains(&("actions", usize::try_from(actions).unwrap()))
    );
    for (table, rows) in &copied.tables {
        let count = format!("SELECT COUNT(*) FROM {table}");
        let rows = i64::try_from(*rows).unwrap();
        assert_eq!(source.scalar(&count).await, rows, "{table} in the source");
        assert_eq!(target.scalar(&count).await, rows, "{table} copied");
    }
    assert_eq!(copied.games_checked, 150);
    from.close().await;
    to.close().await;
}
