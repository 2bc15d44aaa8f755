//! Seasons in `focus-bot local`: only `+manage_server` ends a season; the final standings are
//! printed under the channel with their picture written; the leaderboard takes `season`.

#[test]
fn a_season_ended_in_the_console_keeps_its_leaderboard() {
    let dir = tempfile::tempdir().unwrap();
    crate::support::console::seed_beating_alice(dir.path(), 3, 5);
    let out = crate::support::console::run(
        dir.path(),
        "@admin #games /focus settings season:new\n\
         @admin+manage_server #games /focus settings season:new\n\
         @alice #games /focus leaderboard\n\
         @alice #games /focus leaderboard season:1\n\
         @alice #games /focus leaderboard season:all\n\
         @alice #games /focus leaderboard season:5\n\
         @alice #games /focus stats\n",
    );
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
