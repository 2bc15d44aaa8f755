//! `focus-bot local` driven by a script on standard input, as a user would run it.

use std::path::Path;

use focus_bot::rules::{Config, Game, Seat};

fn run(dir: &Path, script: &str) -> String {
    let out = crate::support::focus_bot_in(
        dir,
        &["local", "--db", "games.db", "--pictures", "pictures"],
        script,
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}

/// Moves of a short game (first capture wins) that ends quickly: each player takes a capture
/// when it can, else the move that builds the tallest stack.
fn quick_game() -> Vec<String> {
    let mut game = Game::new(Config::two_players().with_short(Some(1)).unwrap());
    let mut moves = Vec::new();
    while !game.position().is_over() && moves.len() < 200 {
        let pos = *game.position();
        let me = pos.to_act().unwrap();
        let mut legal = pos.legal_actions();
        legal.sort_by_key(ToString::to_string);
        let best = legal
            .iter()
            .max_by_key(|&&a| {
                let next = pos.play(a).unwrap();
                let tallest = focus_bot::rules::Square::all()
                    .filter(|&s| next.stack(s).owner() == Some(me))
                    .map(|s| next.stack(s).height())
                    .max()
                    .unwrap_or(0);
                (next.captured(me), tallest)
            })
            .copied()
            .unwrap();
        game.play(best).unwrap();
        moves.push(best.to_string());
    }
    assert!(game.position().is_over());
    moves
}

#[test]
fn a_script_plays_a_game_to_the_end_and_a_second_run_continues() {
    let dir = tempfile::tempdir().unwrap();
    let mut script = String::from(
        "# two friends and a spectator\n\
         @alice /focus challenge opponent:@bob first:challenger short:1\n\
         @carol /focus accept\n\
         @bob /focus accept\n",
    );
    for (i, m) in quick_game().iter().enumerate() {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        // Both spellings: a bare first option, and `name:value`.
        if i % 3 == 0 {
            script.push_str(&format!("@{who} /focus move move:{m}\n"));
        } else {
            script.push_str(&format!("@{who} /focus move {m}\n"));
        }
    }
    script.push_str(
        "@alice /focus history\n\
         @bob /focus stats\n\
         @alice #second /focus challenge @bob first:challenger\n\
         @bob #second /focus accept\n\
         @alice #second /focus move d3-d2\n\
         @alice /focus jump\n",
    );
    let out = run(dir.path(), &script);
    assert!(out.contains("focus console: database games.db") || out.contains("database games.db"));
    assert!(
        out.contains("[private] This invitation is not for you."),
        "{out}"
    );
    assert!(out.contains("(pings @bob)"), "{out}");
    assert!(out.contains("**The game is on!**"), "{out}");
    assert!(out.contains("**Game over.** **alice** (Red) wins"), "{out}");
    assert!(
        out.contains("error: `/focus jump` is not a command"),
        "{out}"
    );
    // The result shows the rating changes; bob's stats show his record and rating.
    assert!(
        out.contains(
            "Ratings (2-player):\n  alice 1500? → 1662? (+162)\n  bob 1500? → 1338? (−162)"
        ),
        "{out}"
    );
    assert!(out.contains("Record: 0 – 1 – 0"), "{out}");
    assert!(
        out.contains("2-player: **1338?** ± 290 · not ranked yet (1 of 5 rated games)"),
        "{out}"
    );
    // Every picture printed was written, and decodes.
    let files: Vec<&str> = out
        .lines()
        .filter_map(|l| l.trim().strip_prefix("file: "))
        .collect();
    assert!(files.len() > 5);
    for f in &files {
        let bytes = std::fs::read(dir.path().join(f)).unwrap();
        if f.ends_with(".png") {
            image::load_from_memory(&bytes).unwrap();
        }
    }
    let record = files.iter().find(|f| f.ends_with(".txt")).unwrap();
    let record = std::fs::read_to_string(dir.path().join(record)).unwrap();
    assert!(record.contains("[Red \"alice\"]"));
    let game = focus_bot::notation::read_record(
        Config::two_players().with_short(Some(1)).unwrap(),
        &record,
    )
    .unwrap();
    assert!(
        game.position()
            .outcome()
            .unwrap()
            .is_winner(Seat::from_number(1).unwrap())
    );

    // A second run on the same file continues the game in #second.
    let out = run(
        dir.path(),
        "@bob #second /focus board\n@bob #second /focus move c3-c2\n",
    );
    assert!(out.contains("It is **bob**'s turn (Green)"), "{out}");
    assert!(
        out.contains("**bob** (Green) moved a piece from c3 to c2."),
        "{out}"
    );
}

#[test]
fn ratings_in_the_console_unrated_games_and_leaderboard_pages() {
    let dir = tempfile::tempdir().unwrap();
    // 12 players each beat alice five times: 13 listed, two pages.
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let store = focus_bot::store::Store::open_path(&dir.path().join("games.db"))
            .await
            .unwrap();
        let winners: Vec<u64> = (1..=12)
            .map(|i| focus_bot::console::user_id(&format!("p{i}")))
            .collect();
        let alice = focus_bot::console::user_id("alice");
        crate::ratings::seed_wins(&store, 1, &winners, alice, 5).await;
        store.close().await;
    });
    let mut script = String::from(
        "@alice /focus leaderboard\n\
         @p3 /focus leaderboard page:2\n\
         @alice /focus leaderboard kind:multi\n\
         @alice /focus leaderboard page:x\n\
         @alice /focus leaderboard kind:5p\n\
         @alice /focus challenge @bob first:challenger short:1 rated:no\n\
         @bob /focus accept\n",
    );
    for (i, m) in quick_game().iter().enumerate() {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        script.push_str(&format!("@{who} /focus move {m}\n"));
    }
    script.push_str("@alice /focus challenge @bob rated:maybe\n@bob /focus stats player:@alice\n");
    let out = run(dir.path(), &script);
    assert!(
        out.contains("page 1 of 2")
            && out.contains(
                "[Previous] [Next] buttons: `/focus leaderboard kind:2p page:N` (N from 1 to 2)"
            ),
        "{out}"
    );
    assert!(out.contains("page 2 of 2\n  11. **"), "{out}");
    assert!(
        out.contains("  …\n  13. **player"),
        "alice's own rank: {out}"
    );
    assert!(
        out.contains("Nobody is on the multi-player leaderboard yet"),
        "{out}"
    );
    assert!(
        out.contains("[private] `page` is a page number, like `2`."),
        "{out}"
    );
    assert!(out.contains("[private] `5p` is not a leaderboard"), "{out}");
    assert!(
        out.contains("2 players, short 1, 3 days a turn, unrated;"),
        "{out}"
    );
    assert!(
        out.contains("An unrated game: ratings do not change."),
        "{out}"
    );
    assert!(
        out.contains("[private] `rated` is `yes` or `no`, not `maybe`."),
        "{out}"
    );
    // alice's record counts the unrated win; her rating does not.
    assert!(out.contains("Record: 1 – 60 – 0"), "{out}");
    assert!(out.contains("rank 13 of 13 · 60 rated games"), "{out}");
}

#[test]
fn resigning_is_confirmed_by_typing_it_again_within_a_minute() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(
        dir.path(),
        "@alice /focus challenge opponent:@bob first:challenger\n\
         @bob /focus accept\n\
         @bob /focus resign\n\
         @alice /focus board\n\
         @bob /focus resign\n",
    );
    let asked = out
        .find("[private] Resign from game 1? **alice** wins. This cannot be undone.")
        .unwrap_or_else(|| panic!("{out}"));
    assert!(
        out[asked..].contains(
            "[Resign] [Keep playing] buttons: type `/focus resign` again within a minute to resign"
        ),
        "{out}"
    );
    let board = out.find("@alice /focus board").unwrap();
    assert!(!out[..board].contains("resigned"), "not yet: {out}");
    assert!(out[board..].contains("**bob** (Green) resigned."), "{out}");
}
