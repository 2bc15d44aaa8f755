//! Seasons in `focus-bot local`: only `+manage_server` ends a season; the final standings are
//! printed under the channel with their picture written; the leaderboard takes `season`.

#[test]
fn a_season_ended_in_the_console_keeps_its_leaderboard() {
    let dir = tempfile::tempdir().unwrap();
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let store = focus_bot::store::Store::open_path(&dir.path().join("games.db"))
            .await
            .unwrap();
        let winners: Vec<u64> = (1..=3)
            .map(|i| focus_bot::console::user_id(&format!("p{i}")))
            .collect();
        let alice = focus_bot::console::user_id("alice");
        crate::support::ratings::seed_wins(&store, 1, &winners, alice, 5).await;
        store.close().await;
    });
    let out = crate::support::focus_bot_in(
        dir.path(),
        &["local", "--db", "games.db", "--pictures", "pictures"],
        "@admin #games /focus settings season:new\n\
         @admin+manage_server #games /focus settings season:new\n\
         @alice #games /focus leaderboard\n\
         @alice #games /focus leaderboard season:1\n\
         @alice #games /focus leaderboard season:all\n\
         @alice #games /focus leaderboard season:5\n\
         @alice #games /focus stats\n",
    );
    let out = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.contains("[private] Only members with Manage Server"),
        "{out}"
    );
    assert!(out.contains("- Season 2; seasons end when"), "{out}");
    assert!(
        out.contains("[#games] **Season 1 is over!**")
            || out.contains("[#games] Season 1 is over!"),
        "{out}"
    );
    assert!(out.contains("focus-season-1.png"), "{out}");
    assert!(
        dir.path().join("pictures/focus-season-1.png").exists(),
        "{out}"
    );
    assert!(
        out.contains("Nobody is on the 2-player leaderboard yet"),
        "{out}"
    );
    assert!(out.contains("Season 1 (final standings)"), "{out}");
    assert!(out.contains("All time (every season)"), "{out}");
    assert!(out.contains("from 1 to 2"), "{out}");
    assert!(out.contains("Season 2: no rated games yet"), "{out}");
}
