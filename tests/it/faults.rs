//! The faults the bot survives, one test each: a full disk, a game whose log no longer
//! replays, a broken `.env`, gaps and rewrites in the log, two first starts at once, and a
//! picture that cannot be written. docs/operations.md lists them.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use focus_bot::rules::FirstPlayer;
use focus_bot::service::{Actor, ChallengeOptions, Invitee, ManualClock, Service, Where};
use focus_bot::store::Store;

use crate::support::tmpfs::{Tmpfs, fill};
use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;
use focus_bot::store::UserId;

const BOT: UserId = UserId(999);
/// 2026-11-21 12:00 UTC.
const START: i64 = 1_795_262_400_000;

fn here(channel: u64) -> Where {
    Where {
        guild_id: ServerId(1),
        channel_id: ChannelId(channel),
    }
}

fn user(id: u64) -> Actor {
    Actor::new(UserId(id), ["", "alice", "bob", "carol"][id as usize])
}

async fn service_on(path: &Path) -> (Service, ManualClock) {
    let store = Store::open_path(path).await.unwrap();
    let clock = ManualClock::new(START);
    (Service::new(store, clock.clone(), 7, BOT), clock)
}

/// Starts a 2-player game between alice (Red, to act) and bob in `channel`.
async fn start(service: &Service, channel: u64, limit: Option<Duration>) {
    let options = ChallengeOptions {
        first: FirstPlayer::Challenger,
        turn_limit: Some(limit),
        ..ChallengeOptions::default()
    };
    let bob = Invitee {
        user_id: UserId(2),
        name: "bob".into(),
        is_bot: false,
    };
    let r = service
        .challenge(&user(1), &here(channel), &[bob], &options)
        .await
        .unwrap();
    assert!(!r.private, "{}", r.text);
    let r = service
        .accept(&user(2), &here(channel), None)
        .await
        .unwrap();
    assert!(r.text.contains("The game is on"), "{}", r.text);
}

async fn log_length(service: &Service, channel: u64) -> usize {
    service
        .store()
        .latest_game(ChannelId(channel))
        .await
        .unwrap()
        .unwrap()
        .actions
        .len()
}

#[tokio::test]
async fn fault_1_a_full_disk_refuses_one_turn_clearly_and_the_next_command_works() {
    let Some(fs) = Tmpfs::mount("3m") else {
        eprintln!("SKIPPED fault_1 (full disk): mounting a tmpfs needs root");
        return;
    };
    let (service, _clock) = service_on(&fs.path().join("focus.db")).await;
    start(&service, 10, None).await;
    let before = log_length(&service, 10).await;
    let filler = fs.path().join("filler");
    fill(&filler);
    // Several tries, so that several of the pool's connections hit the full disk.
    for _ in 0..4 {
        let r = service.play(&user(1), &here(10), "c2-c1").await.unwrap();
        assert!(r.private, "{}", r.text);
        assert!(r.text.contains("disk is full"), "{}", r.text);
        assert!(r.text.contains("Nothing changed"), "{}", r.text);
    }
    assert_eq!(
        log_length(&service, 10).await,
        before,
        "nothing was written"
    );
    std::fs::remove_file(&filler).unwrap();
    // The very next commands work, whichever connection they get.
    let r = service.play(&user(1), &here(10), "c2-c1").await.unwrap();
    assert!(!r.private, "{}", r.text);
    let r = service.play(&user(2), &here(10), "d2-d1").await.unwrap();
    assert!(!r.private, "{}", r.text);
    start(&service, 11, None).await;
    for channel in [12, 13, 14, 15] {
        start(&service, channel, None).await;
    }
    assert_eq!(log_length(&service, 10).await, before + 2);
    service.store().close().await;
}

/// Appends a row to a game's log behind the store's back (as a hand edit would), with the
/// triggers that forbid it dropped first.
async fn hand_edit(path: &Path, sql: &str) {
    let mut conn = sql_connection(path).await;
    for statement in ["DROP TRIGGER IF EXISTS actions_next_ply_only", sql] {
        sqlx::query(sqlx::AssertSqlSafe(statement.to_string()))
            .execute(&mut conn)
            .await
            .unwrap();
    }
}

/// A connection of its own to the database file, beside the store's.
async fn sql_connection(path: &Path) -> sqlx::SqliteConnection {
    use sqlx::Connection as _;
    sqlx::SqliteConnection::connect(&format!("sqlite://{}", path.display()))
        .await
        .unwrap()
}

#[tokio::test]
async fn fault_2_a_game_that_no_longer_replays_is_closed_and_the_others_carry_on() {
    let dir = tempfile::tempdir().unwrap();
    let (service, clock) = service_on(&dir.path().join("focus.db")).await;
    let hour = Duration::from_secs(3600);
    start(&service, 10, Some(4 * hour)).await;
    start(&service, 20, Some(4 * hour)).await;
    let broken = service
        .store()
        .latest_game(ChannelId(10))
        .await
        .unwrap()
        .unwrap()
        .id;
    hand_edit(
        &dir.path().join("focus.db"),
        &format!("INSERT INTO actions (game_id, ply, seat, action, at) VALUES ({broken}, 0, 1, 'c9-c1', 0)"),
    )
    .await;
    clock.advance(3 * hour + Duration::from_secs(60));
    // The timer reminds in the healthy game, and skips (and closes) the broken one.
    let notices = service.tick().await.unwrap();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert_eq!(notices[0].place, here(20));
    assert!(service.tick().await.unwrap().is_empty());
    // Its channel is free, and says what happened.
    let r = service.board(&user(1), &here(10)).await.unwrap();
    assert!(r.private);
    assert!(
        r.text
            .contains(&format!("Game {broken} can no longer be read back")),
        "{}",
        r.text
    );
    let games = service.games(&user(1), &here(10)).await.unwrap();
    assert!(
        !games.text.contains(&format!("Game {broken} ")),
        "{}",
        games.text
    );
    start(&service, 10, None).await;
    // The healthy game forfeits on time as usual.
    clock.advance(hour);
    let notices = service.tick().await.unwrap();
    assert_eq!(notices.len(), 1);
    assert!(
        notices[0].reply.text.contains("ran out of time"),
        "{}",
        notices[0].reply.text
    );
}

#[tokio::test]
async fn fault_4_a_stray_row_in_the_log_is_found_and_nothing_is_written_after_it() {
    let dir = tempfile::tempdir().unwrap();
    let (service, _clock) = service_on(&dir.path().join("focus.db")).await;
    start(&service, 10, None).await;
    let game = service
        .store()
        .latest_game(ChannelId(10))
        .await
        .unwrap()
        .unwrap();
    // A legal action, but one the game's turn count does not know of.
    hand_edit(
        &dir.path().join("focus.db"),
        &format!(
            "INSERT INTO actions (game_id, ply, seat, action, at) VALUES ({}, 0, 1, 'c2-c1:1', 0)",
            game.id
        ),
    )
    .await;
    let r = service.play(&user(1), &here(10), "d2-d1").await.unwrap();
    assert!(r.private, "{}", r.text);
    assert_eq!(
        log_length(&service, 10).await,
        1,
        "no turn written into the gap"
    );
    // A seat that did not play the logged action, or a ply out of order, is found too.
    for (ply, seat, action) in [(0, 2, "c2-c1:1"), (1, 1, "c2-c1:1")] {
        let mut bad = game.clone();
        bad.actions = vec![focus_bot::store::LoggedAction {
            ply,
            seat,
            action: action.into(),
            at: 0,
        }];
        bad.ply = 1;
        assert!(
            matches!(
                bad.replay(),
                Err(focus_bot::store::StoreError::Corrupt { .. })
            ),
            "ply {ply}, seat {seat}"
        );
    }
}

#[tokio::test]
async fn fault_5_the_schema_refuses_rewriting_the_log_or_deleting_a_game() {
    let dir = tempfile::tempdir().unwrap();
    let (service, _clock) = service_on(&dir.path().join("focus.db")).await;
    start(&service, 10, None).await;
    service.play(&user(1), &here(10), "c2-c1").await.unwrap();
    let id = service
        .store()
        .latest_game(ChannelId(10))
        .await
        .unwrap()
        .unwrap()
        .id;
    for sql in [
        format!(
            "INSERT OR REPLACE INTO actions (game_id, ply, seat, action, at) VALUES ({id}, 0, 1, 'd2-d1:1', 0)"
        ),
        format!(
            "INSERT INTO actions (game_id, ply, seat, action, at) VALUES ({id}, 5, 2, 'd2-d1:1', 0)"
        ),
        format!("DELETE FROM games WHERE id = {id}"),
        format!(
            "INSERT OR REPLACE INTO games (id, guild_id, channel_id, players, mode, created_at, turn_started_at) VALUES ({id}, 1, 10, 2, 'standard', 0, 0)"
        ),
        format!("UPDATE actions SET action = 'd2-d1:1' WHERE game_id = {id}"),
    ] {
        let refused = sqlx::query(sqlx::AssertSqlSafe(sql.clone()))
            .execute(&mut sql_connection(&dir.path().join("focus.db")).await)
            .await;
        assert!(refused.is_err(), "{sql}");
    }
    let game = service
        .store()
        .latest_game(ChannelId(10))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(game.actions.len(), 1);
    assert_eq!(game.actions[0].action, "c2-c1:1");
    assert!(game.replay().is_ok());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn fault_6_twenty_first_starts_at_once_on_a_new_database_all_succeed() {
    for round in 0..3 {
        let dir = tempfile::tempdir().unwrap();
        let path: PathBuf = dir.path().join("new.db");
        let starts: Vec<_> = (0..20)
            .map(|_| {
                let path = path.clone();
                tokio::spawn(async move { Store::open_path(&path).await.map(|_| ()) })
            })
            .collect();
        for (i, start) in starts.into_iter().enumerate() {
            let result = start.await.unwrap();
            assert!(result.is_ok(), "round {round}, start {i}: {result:?}");
        }
    }
}

fn run_bot_in(dir: &Path, env: &[(&str, &str)], args: &[&str]) -> String {
    let mut command = Command::new(env!("CARGO_BIN_EXE_focus-bot"));
    command
        .current_dir(dir)
        .args(args)
        .env_remove("DISCORD_TOKEN")
        .env_remove("DATABASE_URL")
        // Nothing may reach Discord: a failing start-up must fail before it connects.
        .env("DISCORD_HTTP_PROXY", "http://127.0.0.1:9")
        .stdin(std::process::Stdio::null());
    for (k, v) in env {
        command.env(k, v);
    }
    let mut child = command
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // A start-up that does not fail would run on: stop it and say so.
    for _ in 0..600 {
        if child.try_wait().unwrap().is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    if child.try_wait().unwrap().is_none() {
        let _ = child.kill();
        let _ = child.wait();
        panic!("{args:?} {env:?} should fail at start, but ran on");
    }
    let out = child.wait_with_output().unwrap();
    assert!(!out.status.success(), "{args:?} {env:?} should fail");
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

#[test]
fn fault_3_no_failing_start_up_prints_the_token() {
    let secret = "MTIzNDU2Nzg5MDEyMzQ1Njc4.SECRET.tokenpart-that-must-not-leak";
    let dir = tempfile::tempdir().unwrap();
    let mut outputs = Vec::new();
    // A malformed .env holding the token.
    std::fs::write(
        dir.path().join(".env"),
        format!("# the bot\nDISCORD_TOKEN=\"{secret}\nOTHER=1 2\n"),
    )
    .unwrap();
    let text = run_bot_in(dir.path(), &[], &[]);
    assert!(text.contains("cannot read .env: line 2"), "{text}");
    outputs.push(text);
    let text = run_bot_in(dir.path(), &[], &["run"]);
    outputs.push(text);
    std::fs::remove_file(dir.path().join(".env")).unwrap();
    // Bad values beside the token.
    for env in [
        vec![("DISCORD_TOKEN", "not a token at all SECRET")],
        vec![("DISCORD_TOKEN", secret), ("DATABASE_URL", "not a url")],
        vec![("DISCORD_TOKEN", secret), ("DISCORD_GUILD_ID", "x")],
        vec![("DISCORD_TOKEN", secret), ("DISCORD_HTTP_PROXY", "::bad")],
    ] {
        outputs.push(run_bot_in(dir.path(), &env, &["run"]));
    }
    for text in &outputs {
        assert!(!text.contains("SECRET"), "{text}");
        assert!(!text.contains("tokenpart"), "{text}");
        assert!(!text.contains("MTIzNDU2Nzg5MDEyMzQ1Njc4"), "{text}");
    }
}

#[test]
fn a_database_url_that_cannot_work_is_refused_at_start_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let token = "MTIzNDU2Nzg5MDEyMzQ1Njc4.YWJj.ZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXo";
    for url in ["sqlite://", "not a url", "sqlite:%zz", "sqlite::memory:"] {
        let text = run_bot_in(
            dir.path(),
            &[("DISCORD_TOKEN", token), ("DATABASE_URL", url)],
            &["run"],
        );
        assert_eq!(text.lines().count(), 1, "{url}: {text}");
        assert!(
            text.starts_with("DATABASE_URL must be sqlite://FILE"),
            "{url}: {text}"
        );
    }
    // Nothing was created for any of them.
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
}

#[test]
fn fault_7_a_picture_that_cannot_be_written_does_not_hide_the_turn() {
    let dir = tempfile::tempdir().unwrap();
    // The pictures "folder" is a file: nothing can be written under it.
    std::fs::write(dir.path().join("pictures"), "").unwrap();
    let script = "@alice /focus challenge opponent:@bob first:challenger\n\
                  @bob /focus accept\n\
                  @alice /focus move c2-c1\n\
                  @bob /focus move d2-d1\n";
    let out = crate::support::focus_bot_in(
        dir.path(),
        &["local", "--db", "games.db", "--pictures", "pictures"],
        script,
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success(), "{stdout}");
    // Each turn is told, then the picture's trouble; the next player's move goes through.
    assert!(
        stdout.contains("moved a piece from c2 to c1") || stdout.contains("c2-c1"),
        "{stdout}"
    );
    assert!(
        stdout.contains("the picture could not be written"),
        "{stdout}"
    );
    assert!(!stdout.contains("not your turn"), "{stdout}");
}

/// Pictures are written whole: under a temporary name first, then renamed.
#[test]
fn fault_7_pictures_are_never_left_half_written() {
    let dir = tempfile::tempdir().unwrap();
    let script = "@alice /focus challenge opponent:@bob first:challenger\n@bob /focus accept\n";
    let out = crate::support::focus_bot_in(
        dir.path(),
        &["local", "--db", "games.db", "--pictures", "pictures"],
        script,
    );
    assert!(out.status.success());
    let names: Vec<String> = std::fs::read_dir(dir.path().join("pictures"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(!names.is_empty());
    assert!(
        names
            .iter()
            .all(|n| n.ends_with(".png") && !n.starts_with('.')),
        "{names:?}"
    );
}

#[test]
fn a_line_that_is_not_utf8_is_an_error_and_the_session_goes_on() {
    use std::io::Write as _;
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_focus-bot"))
        .current_dir(dir.path())
        .args(["local", "--db", "games.db", "--pictures", "pictures"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    input
        .write_all(b"@alice /focus help \xff\xfe\n@alice /focus rules\n")
        .unwrap();
    drop(input);
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("line 1 is not valid UTF-8"), "{stdout}");
    assert!(
        stdout.contains("How to play Focus"),
        "the next line is answered: {stdout}"
    );
}

#[test]
fn a_name_of_any_length_is_cut_and_drawn_at_once() {
    use focus_bot::render::{Options, render};
    use focus_bot::rules::{Config, Game};
    let game = Game::new(Config::two_players());
    let short = vec!["Ada".to_string(), "Bo".to_string()];
    // Fitting used to measure the whole name once per character dropped: a megabyte-long name
    // took hours. Now it is a few measurements, whatever the length.
    let huge = vec!["W".repeat(1 << 20), "Bo".to_string()];
    let plain = render(game.position(), None, &short, &Options::default());
    let long = render(game.position(), None, &huge, &Options::default());
    assert_ne!(plain, long, "the long name is drawn (cut)");
    let again = vec!["W".repeat(200), "Bo".to_string()];
    assert_eq!(
        long,
        render(game.position(), None, &again, &Options::default()),
        "every name too long for the card is cut the same way"
    );
}

#[test]
fn a_very_long_games_replay_stays_far_under_discords_upload_limit() {
    use focus_bot::render::{REPLAY_FRAMES, replay_gif, replay_step};
    use focus_bot::rules::{Config, Game, Mode};
    assert_eq!(replay_step(REPLAY_FRAMES), 1);
    assert_eq!(replay_step(REPLAY_FRAMES + 1), 2);
    assert_eq!(replay_step(3_000), 8);
    // A long 4-player game of random actions (they rarely end one).
    let config = Config::new(4, Mode::FreeForAll).unwrap();
    let mut game = Game::new(config);
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    while game.record().len() < 1_000 && !game.position().is_over() {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let legal = game.position().legal_actions();
        game.play(legal[(seed % legal.len() as u64) as usize])
            .unwrap();
    }
    let turns = game.record().len();
    assert!(turns > 2 * REPLAY_FRAMES, "{turns} turns");
    let names: Vec<String> = ["a", "b", "c", "d"].iter().map(|s| s.to_string()).collect();
    let gif = replay_gif(&game, &focus_bot::render::Table::named(&names)).unwrap();
    assert!(gif.len() < 10 * 1024 * 1024, "{} bytes", gif.len());
    let mut decoder = gif::DecodeOptions::new();
    decoder.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = decoder.read_info(std::io::Cursor::new(&gif)).unwrap();
    let mut frames = 0;
    while decoder.read_next_frame().unwrap().is_some() {
        frames += 1;
    }
    // The start, one frame per step, and the last position.
    assert!(frames <= REPLAY_FRAMES + 2, "{frames} frames");
    assert_eq!(frames, 1 + turns.div_ceil(replay_step(turns)));
}

#[tokio::test]
async fn another_applications_sqlite_file_is_refused_and_left_untouched() {
    use sqlx::{ConnectOptions as _, Connection as _};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("notes.db");
    let mut conn = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(&path)
        .create_if_missing(true)
        .connect()
        .await
        .unwrap();
    for sql in [
        "CREATE TABLE notes (body TEXT)",
        "INSERT INTO notes VALUES ('keep me')",
    ] {
        sqlx::query(sql).execute(&mut conn).await.unwrap();
    }
    conn.close().await.unwrap();
    let before = std::fs::read(&path).unwrap();
    let refused = Store::open_path(&path).await;
    let message = refused.expect_err("refused").to_string();
    assert!(message.contains("is not a focus-bot database"), "{message}");
    assert_eq!(std::fs::read(&path).unwrap(), before, "not a byte changed");
    let files: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(files.len(), 1, "no journal or WAL file left beside it");
}

#[tokio::test]
async fn a_read_only_database_is_found_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("focus.db");
    Store::open_path(&path).await.unwrap().close().await;
    let url = format!("sqlite://{}?mode=ro", path.display());
    let message = Store::open(&url).await.expect_err("refused").to_string();
    assert!(message.contains("cannot be written"), "{message}");
    assert_eq!(message.lines().count(), 1);
}
