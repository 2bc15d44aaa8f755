//! `focus-bot local` driven by a script on standard input, as a user would run it.

use focus_bot::rules::{Config, Game, Seat};

use crate::support::console::run;
use focus_bot::store::ServerId;

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
    let moves = quick_game();
    for (i, m) in moves.iter().enumerate() {
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
    assert!(out.contains("The game is on!"), "{out}");
    assert!(out.contains("Game over. alice (Red) wins"), "{out}");
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
        out.contains("2-player: 1338? ± 290 · not ranked yet (1 of 5 rated games)"),
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
    // Each picture of game 1 (`focus-1-<ply>.png`) shows the game after that many moves.
    let mut probed = 0;
    for f in &files {
        let Some(ply) = f
            .rsplit('/')
            .next()
            .and_then(|name| name.strip_prefix("focus-1-"))
            .and_then(|rest| rest.strip_suffix(".png"))
        else {
            continue;
        };
        let ply: usize = ply.parse().unwrap();
        let mut game = Game::new(Config::two_players().with_short(Some(1)).unwrap());
        for m in &moves[..ply] {
            game.play(m.parse().unwrap()).unwrap();
        }
        let bytes = std::fs::read(dir.path().join(f)).unwrap();
        crate::support::probe::assert_picture_shows(&bytes, &game);
        probed += 1;
    }
    assert_eq!(
        probed,
        moves.len() + 1,
        "the start and every move: {files:?}"
    );
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

    // A second run on the same file continues the game in #second, with every name kept:
    // nobody shows as a number.
    let out = run(
        dir.path(),
        "@bob #second /focus board\n@bob #second /focus move c3-c2\n@carol /focus games\n",
    );
    assert!(out.contains("It is bob's turn (Green)"), "{out}");
    assert!(
        out.contains("bob (Green) moved a piece from c3 to c2."),
        "{out}"
    );
    assert!(out.contains("@alice (Red), your turn"), "{out}");
    assert!(out.contains("(pings @alice)"), "{out}");
    assert!(!out.contains("@user"), "{out}");
}

#[test]
fn names_permissions_and_the_legal_choices() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(
        dir.path(),
        "@@alice #games /focus challenge opponent:@@bob first:challenger\n\
         @bob #games /focus accept\n\
         @alice #games /focus move ?\n\
         @alice #games /focus move d3?\n\
         @alice #games /focus move z?\n\
         @alice #games /focus reserve ?\n\
         @bob #games /focus move ?\n\
         @focus #games /focus board\n\
         @mod #games /focus abort\n\
         @mod+fly #games /focus abort\n\
         @mod+manage_messages #games /focus abort\n\
         @alice #games /focus analyze game:1\n\
         @bob #games /focus rematch game:1\n\
         @admin #games /focus settings\n\
         @admin+manage_server /focus settings time:1h allow_channel:#games board:private\n\
         @alice #elsewhere /focus challenge opponent:@bob\n\
         @alice #games /focus challenge opponent:@bob short:3 short:5\n",
    );
    assert!(
        out.contains("error: `short` is given twice: give each option once"),
        "{out}"
    );
    // `@@alice` is `@alice`: she plays her own game.
    assert!(out.contains("[#games] alice challenges @bob"), "{out}");
    assert!(
        out.contains("[private] Your legal moves (68):")
            && out.contains(" d3-d2:1 ")
            && out.contains("[private] Your legal moves starting with `d3` (4):")
            && out.contains("[private] None of your legal moves start with `z`.")
            && out.contains("[private] You have no legal reserve squares now: `/focus move move:?` lists this turn's choices.")
            && out.contains("[private] Nothing to choose from: it is not your turn"),
        "{out}"
    );
    assert!(
        out.contains("[private] `@focus` is the computer: it plays its own turns"),
        "{out}"
    );
    assert!(
        out.contains(
            "[private] Only members with Manage Messages in this channel can use `/focus \
             abort` (in the console: `@mod+manage_messages`)."
        ),
        "{out}"
    );
    assert!(out.contains("error: `+fly` is not a permission"), "{out}");
    assert!(out.contains("[#games] mod aborted game 1."), "{out}");
    // An aborted game's post offers neither Rematch nor Analyze, says nothing of ratings,
    // and both commands are refused.
    assert!(!out.to_lowercase().contains("rating"), "{out}");
    assert!(!out.contains("button:"), "{out}");
    assert!(
        out.contains("[private] Game 1 was aborted by a moderator before it was played out"),
        "{out}"
    );
    assert!(
        out.contains("[private] Game 1 was aborted by a moderator: it has no rematch."),
        "{out}"
    );
    assert!(
        out.contains("[private] Only members with Manage Server"),
        "{out}"
    );
    assert!(
        out.contains("- Games may start only in: #games and their threads"),
        "{out}"
    );
    assert!(
        out.contains(
            "[private] Games are not started in this channel on this server: challenge in #games"
        ),
        "{out}"
    );
}

#[test]
fn ratings_in_the_console_unrated_games_and_leaderboard_pages() {
    let dir = tempfile::tempdir().unwrap();
    // 12 players each beat alice five times: 13 listed, two pages.
    crate::support::console::seed_beating_alice(dir.path(), 12, 5);
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
    assert!(out.contains("page 2 of 2\n  11. "), "{out}");
    assert!(out.contains("  …\n  13. player"), "alice's own rank: {out}");
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
        .find("[private] Resign from game 1? alice wins. This cannot be undone.")
        .unwrap_or_else(|| panic!("{out}"));
    assert!(
        out[asked..].contains(
            "[Resign] [Keep playing] buttons: type `/focus resign` again within a minute to resign"
        ),
        "{out}"
    );
    let board = out.find("@alice /focus board").unwrap();
    assert!(!out[..board].contains("resigned"), "not yet: {out}");
    assert!(out[board..].contains("bob (Green) resigned."), "{out}");
}

#[test]
fn names_and_channels_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    run(
        dir.path(),
        "@alice #den /focus challenge @bob first:challenger\n@bob #den /focus accept\n",
    );
    // A second console on the same file: bob and #den were never typed in it.
    let out = run(
        dir.path(),
        "@alice #den /focus move d3-d2\n@alice /focus games\n",
    );
    assert!(out.contains("(pings @bob)"), "{out}");
    assert!(out.contains("- Game 1 in #den"), "{out}");
    assert!(!out.contains("@user") && !out.contains("<#"), "{out}");
}

#[test]
fn a_computer_turn_resumed_at_start_up_prints_under_its_channel_at_once() {
    let dir = tempfile::tempdir().unwrap();
    // bob is seen in #den; then a game where the computer moves first is started behind the
    // console's back (as if the console had stopped before the computer's turn).
    run(dir.path(), "@bob #den /focus games\n");
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        use focus_bot::console::{CONSOLE_BOT_ID, channel_id, user_id};
        use focus_bot::rules::FirstPlayer;
        use focus_bot::store::{GameOptions, NewChallenge, Player, Store};
        let store = Store::open_path(&dir.path().join("games.db"))
            .await
            .unwrap();
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_millis() as i64;
        let bob = user_id("bob");
        let challenge = NewChallenge {
            guild_id: ServerId(1),
            channel_id: channel_id("den"),
            options: GameOptions {
                config: Config::two_players(),
                turn_limit: None,
                rated: true,
            },
            first: FirstPlayer::Challenger,
            players: vec![
                Player {
                    user_id: CONSOLE_BOT_ID,
                    name: "Focus".into(),
                    computer: Some(focus_bot::ai::Level::Easy),
                },
                Player {
                    user_id: bob,
                    name: "bob".into(),
                    computer: None,
                },
            ],
            created_at: now,
            expires_at: now + 60_000,
            language: "en-US".to_string(),
        };
        let id = store.create_challenge(&challenge).await.unwrap();
        store
            .accept_challenge(id, bob, |p| p.to_vec(), now)
            .await
            .unwrap()
            .unwrap();
        store.close().await;
    });
    let out = run(dir.path(), "@bob #general /focus rules\n");
    let resumed = out
        .find("  [#den] ")
        .unwrap_or_else(|| panic!("the computer's turn is shown in #den: {out}"));
    let first_line = out.find("> @bob #general").unwrap();
    assert!(resumed < first_line, "before the first line is read: {out}");
    assert!(out[resumed..].contains("(pings @bob)"), "{out}");
}

#[test]
fn a_question_mark_lists_the_legal_choices() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(
        dir.path(),
        "@alice /focus challenge @bob first:challenger swap:yes\n\
         @bob /focus accept\n\
         @alice /focus swap ?\n\
         @alice /focus swap mine:d3?\n\
         @alice #two /focus challenge @bob first:challenger\n\
         @bob #two /focus accept\n\
         @alice #two /focus move ?\n\
         @alice #two /focus move d3-d?\n\
         @alice #two /focus move x?\n\
         @bob #two /focus move ?\n\
         @alice #two /focus reserve ?\n\
         @alice /focus board ?\n\
         @alice #two /focus reserve\n\
         @alice /focus swap c3\n\
         @alice /focus challenge\n\
         @alice[fr] /focus tournament create\n",
    );
    // A missing argument is named, with an example.
    assert!(
        out.contains("[private] `/focus reserve` needs `square` (The square, like e5): `/focus reserve square:e5`."),
        "{out}"
    );
    assert!(
        out.contains("[private] `/focus swap` needs `theirs` (Your opponent's piece's square, like d3): `/focus swap mine:c3 theirs:d3`."),
        "{out}"
    );
    assert!(
        out.contains("[private] `/focus challenge` needs `opponent` (Who you challenge): `/focus challenge opponent:@friend`."),
        "{out}"
    );
    // A group's subcommand is named whole, its option described in the reader's language.
    assert!(
        out.contains("[privé] `/focus tournament create` demande `format` (swiss (les joueurs à égalité de points se rencontrent) ou roundrobin (chacun contre tous)) : `/focus tournament create format:swiss`."),
        "{out}"
    );
    // The starting position's swaps: a piece of yours with a piece of theirs.
    assert!(
        out.contains("[private] Your legal swaps (324): b2-b3 "),
        "{out}"
    );
    assert!(
        out.contains("[private] Your legal swaps starting with `d3` (18): d3-b3 "),
        "{out}"
    );
    assert!(out.contains("[private] Your legal moves ("), "{out}");
    assert!(
        out.contains("[private] Your legal moves starting with `d3-d` (2): d3-d2:1 d3-d4:1"),
        "{out}"
    );
    assert!(
        out.contains("[private] None of your legal moves start with `x`."),
        "{out}"
    );
    assert!(
        out.contains("[private] Nothing to choose from: it is not your turn here"),
        "{out}"
    );
    assert!(
        out.contains("[private] You have no legal reserve squares now: `/focus move move:?` lists this turn's choices."),
        "{out}"
    );
    assert!(
        out.contains("`?` lists the choices of `/focus move`, `/focus reserve` and `/focus swap`"),
        "{out}"
    );
}

#[test]
fn the_computer_cannot_type_and_at_signs_do_not_make_another_user() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(
        dir.path(),
        "@focus /focus board\n\
         @Bot /focus challenge @alice\n\
         @@alice /focus challenge @@bob first:challenger\n\
         @bob /focus accept\n\
         @alice /focus move d3-d2\n",
    );
    assert_eq!(
        out.matches("[private] `@").count(),
        2,
        "both refused: {out}"
    );
    assert!(
        out.contains("is the computer: it plays its own turns and cannot type commands"),
        "{out}"
    );
    assert!(!out.contains("Challenge 1 from Focus"), "{out}");
    assert!(out.contains("The game is on!"), "{out}");
    assert!(
        out.contains("alice (Red) moved a piece from d3 to d2."),
        "@@alice and @alice are one player: {out}"
    );
}

#[cfg(unix)]
#[test]
fn ctrl_c_ends_the_console_cleanly() {
    use std::io::{BufRead as _, BufReader, Write as _};
    use std::process::{Command, Stdio};
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_focus-bot"))
        .current_dir(dir.path())
        .args(["local", "--db", "games.db", "--pictures", "pictures"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    input.write_all(b"@alice /focus challenge @bob\n").unwrap();
    input.flush().unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut seen = String::new();
    // Wait until the line is answered: the console is then reading the next one.
    for line in lines.by_ref() {
        let line = line.unwrap();
        seen.push_str(&line);
        seen.push('\n');
        if line.contains("[Accept] [Decline]") {
            break;
        }
    }
    assert!(seen.contains("[Accept] [Decline]"), "{seen}");
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    // Standard input stays open: only Ctrl-C can end the session.
    let status = child.wait().unwrap();
    drop(input);
    assert!(status.success(), "exit status after Ctrl-C: {status:?}");
    let rest: Vec<String> = lines.map(Result::unwrap).collect();
    assert!(rest.is_empty(), "{rest:?}");
}

#[test]
fn help_shows_the_arguments_and_the_level_is_read_once() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(
        dir.path(),
        "@alice /focus help\n\
         @alice /focus challenge @focus level:godlike\n\
         @alice /focus challenge @focus level:Hard first:challenger\n",
    );
    assert!(out.contains("`/focus swap mine:c3 theirs:d3`"), "{out}");
    assert!(out.contains("`/focus reserve square:e5`"), "{out}");
    assert!(
        out.contains(
            "[private] `godlike` is not a level: choose `easy`, `medium`, `hard` or `master`."
        ),
        "{out}"
    );
    assert!(out.contains("Green: Computer (hard)"), "{out}");
    // The level comes back from the database as it went in.
    let out = run(dir.path(), "@alice /focus games\n");
    assert!(out.contains("against Computer (hard)"), "{out}");
}

#[test]
fn the_master_level_is_offered_and_named_in_the_console() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(
        dir.path(),
        "@alice /focus help\n\
         @alice /focus challenge @focus level:master first:challenger\n",
    );
    assert!(out.contains("`level` easy|medium|hard|master"), "{out}");
    assert!(out.contains("Green: Computer (master)"), "{out}");
    // Stored as `master` and read back so.
    let out = run(dir.path(), "@alice[fr] /focus games\n");
    assert!(out.contains("Ordinateur (maître)"), "{out}");
}

#[test]
fn notify_is_set_and_shown_in_the_console() {
    let dir = tempfile::tempdir().unwrap();
    let first = &quick_game()[0];
    let out = run(
        dir.path(),
        &format!(
            "@bob /focus notify mode:off\n\
             @bob /focus notify\n\
             @bob /focus notify mode:loud\n\
             @alice /focus challenge opponent:@bob first:challenger\n\
             @bob /focus accept\n\
             @alice /focus move {first}\n"
        ),
    );
    assert!(
        out.contains("[private] Done: your turn notices are now off"),
        "{out}"
    );
    assert!(out.contains("[private] Your turn notices: off"), "{out}");
    assert!(out.contains("`loud` is not a notice setting"), "{out}");
    let moved = out.find("@alice /focus move").unwrap();
    assert!(out[moved..].contains("bob (Green), your turn"), "{out}");
}

/// `focus-bot local --db postgres://…` plays on a PostgreSQL database, and a second console on
/// it continues the game (run with a server: `pg_virtualenv cargo test`).
#[tokio::test]
async fn the_console_plays_on_postgres_and_a_second_run_continues() {
    let Some(db) = crate::support::engines::TestDb::postgres().await else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let console = |script: &str| crate::support::console::run_on(dir.path(), &db.url(), script);
    console("@alice #den /focus challenge @bob first:challenger\n@bob #den /focus accept\n");
    let out = console("@alice #den /focus move d3-d2\n@alice /focus games\n");
    assert!(out.contains("(pings @bob)"), "{out}");
    assert!(out.contains("- Game 1 in #den"), "{out}");
    assert!(
        !dir.path().join("focus-local.db").exists(),
        "no SQLite file"
    );
    let store = db.open().await;
    let mut found = Vec::new();
    for id in store.active_game_ids().await.unwrap() {
        found.push(store.game(id).await.unwrap().unwrap().actions.len());
    }
    assert_eq!(found, vec![1], "one game with one move");
    store.close().await;
}
