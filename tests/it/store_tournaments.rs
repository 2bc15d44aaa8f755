//! Tournaments in the store, each test on SQLite and on PostgreSQL: sign-up, the start that
//! fixes seeds, rounds recorded once whatever the processes, tables linked to their games and
//! results, leaving; and the copy of a SQLite database with a tournament into PostgreSQL.

use focus_bot::store::GameId;
use focus_bot::store::{
    NewTournament, Store, TournamentId, TournamentStatus, TournamentTable, copy_sqlite_to_postgres,
};

use crate::support::engines::{TestDb, on_both_engines};
use crate::support::store::{START, game, swiss};
use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;
use focus_bot::store::UserId;

/// A Swiss with entrants 1, 2 and 3, started (3 seeded first) with round 1 recorded.
async fn running(store: &Store) -> TournamentId {
    let id = store.create_tournament(&swiss()).await.unwrap();
    for user in 1..=3 {
        assert!(
            store
                .join_tournament(
                    id,
                    UserId(user),
                    &format!("player{user}"),
                    START + user as i64,
                    1000
                )
                .await
                .unwrap()
        );
    }
    let seeded = [
        (UserId(3), 1700.0),
        (UserId(1), 1600.0),
        (UserId(2), 1500.0),
    ];
    assert!(
        store
            .start_tournament(id, &seeded, Some(2), START + 10)
            .await
            .unwrap()
    );
    assert!(
        store
            .record_round(
                id,
                1,
                &[vec![UserId(3), UserId(1)], vec![UserId(2)]],
                START + 20
            )
            .await
            .unwrap()
    );
    id
}

on_both_engines! {
#[tokio::test]
async fn a_tournament_signs_up_starts_and_reads_back_as_written(db) {
    let store = db.open().await;
    let id = store.create_tournament(&swiss()).await.unwrap();
    let read = store.tournament(id).await.unwrap().expect("stored");
    assert_eq!((read.spec.clone(), read.status), (swiss(), TournamentStatus::Signup));
    assert!(store.join_tournament(id, UserId(7), "seven", START, 1000).await.unwrap());
    assert!(!store.join_tournament(id, UserId(7), "seven", START + 1, 1000).await.unwrap(), "joined twice");
    assert!(store.leave_tournament(id, UserId(7)).await.unwrap());
    assert!(!store.leave_tournament(id, UserId(7)).await.unwrap(), "left twice");
    assert!(store.tournament_entrants(id).await.unwrap().is_empty());
    let id = running(&store).await;
    let entrants = store.tournament_entrants(id).await.unwrap();
    let order: Vec<(UserId, Option<u32>, Option<f64>)> =
        entrants.iter().map(|e| (e.user_id, e.seed, e.rating)).collect();
    assert_eq!(order, [(UserId(3), Some(0), Some(1700.0)), (UserId(1), Some(1), Some(1600.0)), (UserId(2), Some(2), Some(1500.0))]);
    let read = store.tournament(id).await.unwrap().unwrap();
    assert_eq!((read.status, read.spec.rounds, read.started_at), (TournamentStatus::Running, Some(2), Some(START + 10)));
    assert!(!store.join_tournament(id, UserId(9), "late", START + 30, 1000).await.unwrap(), "joined a running tournament");
    assert!(!store.start_tournament(id, &[], None, START + 40).await.unwrap(), "started twice");
    assert_eq!(store.open_tournaments(ServerId(1)).await.unwrap().len(), 2);
    // Leaving a running tournament keeps the entrant, inactive.
    assert!(store.leave_tournament(id, UserId(2)).await.unwrap());
    let left = store.tournament_entrants(id).await.unwrap();
    assert_eq!(left.iter().map(|e| e.active).collect::<Vec<_>>(), [true, true, false]);
    assert!(store.set_tournament_status(id, &[TournamentStatus::Running], TournamentStatus::Finished, START + 99).await.unwrap());
    assert!(!store.set_tournament_status(id, &[TournamentStatus::Signup, TournamentStatus::Running], TournamentStatus::Cancelled, START + 99).await.unwrap());
    assert_eq!(store.open_tournaments(ServerId(1)).await.unwrap().len(), 1);
    store.close().await;
}

#[tokio::test]
async fn a_capped_tournament_takes_no_more_than_its_cap_even_at_once(db) {
    let store = db.open().await;
    let capped = NewTournament { max_players: Some(3), ..swiss() };
    let id = store.create_tournament(&capped).await.unwrap();
    assert_eq!(store.tournament(id).await.unwrap().unwrap().spec.max_players, Some(3));
    // Six joins at once: three get in.
    let joins = (1..=6u64).map(|user| store.join_tournament(id, UserId(user), "p", START, 1000));
    let joined = futures_util::future::join_all(joins).await;
    let got = joined.into_iter().map(Result::unwrap).filter(|&j| j).count();
    assert_eq!(got, 3, "the cap of 3");
    assert_eq!(store.tournament_entrants(id).await.unwrap().len(), 3);
    // Without a cap of its own, the bot's maximum (`most`) holds.
    let open = store.create_tournament(&swiss()).await.unwrap();
    assert!(store.join_tournament(open, UserId(1), "p", START, 2).await.unwrap());
    assert!(store.join_tournament(open, UserId(2), "p", START, 2).await.unwrap());
    assert!(!store.join_tournament(open, UserId(3), "p", START, 2).await.unwrap(), "over the maximum");
    assert_eq!(store.tournament_entrants(open).await.unwrap().len(), 2);
    store.close().await;
}

#[tokio::test]
async fn tables_take_their_games_and_results_once(db) {
    let store = db.open().await;
    let id = running(&store).await;
    let game_id = game(&store, 60).await;
    assert!(store.set_table_game(id, 1, 1, game_id).await.unwrap());
    assert!(!store.set_table_game(id, 1, 1, game_id).await.unwrap(), "a table has one game");
    assert_eq!(store.set_table_places(game_id, &[1, 0]).await.unwrap(), Some((id, 1, 1)));
    assert_eq!(store.set_table_places(game_id, &[0, 1]).await.unwrap(), None, "recorded twice");
    assert_eq!(store.set_table_places(GameId(game_id.0 + 1000), &[0, 1]).await.unwrap(), None);
    let tables = store.tournament_tables(id).await.unwrap();
    assert_eq!(
        tables,
        [
            TournamentTable { round: 1, board: 1, seats: vec![UserId(3), UserId(1)], game_id: Some(game_id), places: Some(vec![1, 0]), channel_id: None },
            TournamentTable { round: 1, board: 2, seats: vec![UserId(2)], game_id: None, places: None, channel_id: None },
        ]
    );
    store.close().await;
}

#[tokio::test]
async fn two_processes_record_a_round_once(db) {
    let (a, b) = (db.open().await, db.open().await);
    let id = running(&a).await;
    for round in 2..6 {
        let tables = [vec![UserId(1), UserId(2)], vec![UserId(3)]];
        let (x, y) = tokio::join!(a.record_round(id, round, &tables, START), b.record_round(id, round, &tables, START));
        assert_eq!([x.unwrap(), y.unwrap()].iter().filter(|r| **r).count(), 1, "round {round}");
    }
    assert_eq!(b.tournament_tables(id).await.unwrap().len(), 2 + 4 * 2);
    a.close().await;
    b.close().await;
}
}

/// `migrate-sqlite-to-postgres` copies tournaments with their entrants, rounds and tables.
#[tokio::test]
async fn a_tournament_copies_into_postgres() {
    let Some(target) = TestDb::postgres().await else {
        return;
    };
    let source = TestDb::sqlite();
    let from = source.open().await;
    let id = running(&from).await;
    let game_id = game(&from, 60).await;
    from.set_table_game(id, 1, 1, game_id).await.unwrap();
    from.set_table_places(game_id, &[0, 1]).await.unwrap();
    assert_eq!(
        from.set_table_channel(id, 1, 1, ChannelId(77))
            .await
            .unwrap(),
        ChannelId(77)
    );
    assert_eq!(
        from.set_table_channel(id, 1, 1, ChannelId(78))
            .await
            .unwrap(),
        ChannelId(77),
        "noted once"
    );
    let to = target.open().await;
    copy_sqlite_to_postgres(&from, &to).await.unwrap();
    assert_eq!(
        to.tournament(id).await.unwrap(),
        from.tournament(id).await.unwrap()
    );
    assert_eq!(
        to.tournament_entrants(id).await.unwrap(),
        from.tournament_entrants(id).await.unwrap()
    );
    assert_eq!(
        to.tournament_tables(id).await.unwrap(),
        from.tournament_tables(id).await.unwrap()
    );
    assert_eq!(
        to.paired_rounds(id).await.unwrap(),
        from.paired_rounds(id).await.unwrap()
    );
    assert_eq!(
        to.tournament_tables(id).await.unwrap()[0].channel_id,
        Some(ChannelId(77))
    );
    // New tournaments get new ids.
    assert!(to.create_tournament(&swiss()).await.unwrap() > id);
    from.close().await;
    to.close().await;
}
