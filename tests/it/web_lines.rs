//! The lines of a server's web page (issue #44): each game's players, result and number of
//! turns read from the store (the `turns` column, migration 0025), never from a replay, and
//! saying exactly what the replay says: for running and finished games, takebacks, a draw, an
//! abort, 3- and 4-player games, on both engines; the migration's backfill counts as the turn
//! writes do.

use focus_bot::i18n::Lang;
use focus_bot::service::Listed;
use focus_bot::store::{ListedGame, Listing};

use crate::support::service::*;
use focus_bot::store::ChannelId;

fn here(channel: u64) -> Where {
    Where {
        guild_id: HERE.guild_id,
        channel_id: ChannelId(channel),
    }
}

fn casual() -> ChallengeOptions {
    ChallengeOptions {
        rated: false,
        ..options(FirstPlayer::Challenger)
    }
}

/// Starts an unrated game of `ids[0]` against the others in `place`, seats in that order.
async fn start_in(env: &Env, place: &Where, ids: &[u64]) {
    let opponents: Vec<Invitee> = ids[1..].iter().map(|&i| invitee(i)).collect();
    let r = env
        .service
        .challenge(&user(ids[0]), place, &opponents, &casual())
        .await
        .unwrap();
    public(&r);
    for &i in &ids[1..] {
        public(&env.service.accept(&user(i), place, None).await.unwrap());
    }
}

/// The player to act in `place` plays their legal action number `pick % len`.
async fn play_in(env: &Env, place: &Where, pick: usize) {
    let stored = env
        .service
        .store()
        .active_game(place.channel_id)
        .await
        .unwrap()
        .expect("a running game");
    let seat = stored.replay().unwrap().position().to_act().unwrap();
    let who = user(stored.player(seat).user_id.0);
    let legal = env.service.legal_actions(&who, place).await.unwrap();
    let r = env
        .service
        .play(&who, place, &legal[pick % legal.len()])
        .await
        .unwrap();
    public(&r);
}

/// Asks for and agrees to the takeback of `asker`'s last turn in `place` (2 players).
async fn take_back(env: &Env, place: &Where, asker: u64, other: u64) {
    public(&env.service.takeback(&user(asker), place).await.unwrap());
    public(&env.service.takeback(&user(other), place).await.unwrap());
}

/// `id` resigns in `place` (asked, then confirmed by repeating the command).
async fn resign(env: &Env, place: &Where, id: u64) {
    env.service.resign(&user(id), place).await.unwrap();
    public(&env.service.resign(&user(id), place).await.unwrap());
}

/// Server 1's games, each kind a line can say: (channel, what it is).
async fn games_of_every_kind(env: &Env) -> Vec<(u64, &'static str)> {
    let s = &env.service;
    // Running, two takebacks on the way: 7 entries in the log, 3 turns.
    let running = here(10);
    start_in(env, &running, &[1, 2]).await;
    for pick in [3, 1, 4] {
        play_in(env, &running, pick).await;
    }
    take_back(env, &running, 1, 2).await;
    play_in(env, &running, 5).await;
    take_back(env, &running, 1, 2).await;
    play_in(env, &running, 9).await;
    // Finished by a resignation after a takeback.
    let resigned = here(11);
    start_in(env, &resigned, &[1, 2]).await;
    play_in(env, &resigned, 2).await;
    play_in(env, &resigned, 6).await;
    take_back(env, &resigned, 2, 1).await;
    resign(env, &resigned, 2).await;
    // A draw agreed by both.
    let drawn = here(12);
    start_in(env, &drawn, &[2, 3]).await;
    play_in(env, &drawn, 7).await;
    public(&s.draw(&user(2), &drawn).await.unwrap());
    public(&s.draw(&user(3), &drawn).await.unwrap());
    // 3 players, aborted by a moderator.
    let aborted = here(13);
    start_in(env, &aborted, &[1, 2, 3]).await;
    for pick in [1, 2, 3, 4] {
        play_in(env, &aborted, pick).await;
    }
    public(&s.abort(&user(4), &aborted, None).await.unwrap());
    // 3 players, one resigned out of turn, still running.
    let three = here(14);
    start_in(env, &three, &[3, 1, 2]).await;
    play_in(env, &three, 8).await;
    resign(env, &three, 2).await;
    play_in(env, &three, 2).await;
    // 4 players, running.
    let four = here(15);
    start_in(env, &four, &[1, 2, 3, 4]).await;
    for pick in [5, 4, 3, 2, 1] {
        play_in(env, &four, pick).await;
    }
    vec![
        (10, "running after takebacks"),
        (11, "resigned after a takeback"),
        (12, "drawn"),
        (13, "aborted, 3 players"),
        (14, "3 players, one resigned"),
        (15, "4 players"),
    ]
}

/// What a line about `channel`'s latest game says, from its replay.
async fn from_replay(env: &Env, channel: u64) -> ListedGame {
    let stored = env
        .service
        .store()
        .latest_game(ChannelId(channel))
        .await
        .unwrap()
        .unwrap();
    let game = stored.replay().unwrap();
    let outcome = game.position().outcome();
    ListedGame {
        id: stored.id,
        channel_id: stored.channel_id,
        created_at: stored.created_at,
        config: stored.options.config,
        seats: stored.seats.clone(),
        turns: game.record().len() as i64,
        finished: outcome.is_some(),
        winners: outcome.map(|o| o.winners().fold(0, |m, s| m | (1 << s.index()))),
        reason: outcome.map(|o| o.reason().name().to_string()),
    }
}

/// Server 1's games as the store lists them for its page, running then finished.
async fn listed(store: &Store) -> Vec<ListedGame> {
    let mut all = Vec::new();
    for running in [true, false] {
        all.extend(
            store
                .server_game_lines(HERE.guild_id, running, Listing::All, 0, 50)
                .await
                .unwrap(),
        );
    }
    all
}

on_both_engines! {
#[tokio::test]
/// The store's lines are what each game's replay says (players, turns with takebacks taken
/// off, result), kept by the turn writes; and migration 0025's backfill, run again over the
/// column zeroed, gives the same counts (rows written before it).
async fn a_listed_game_counts_its_turns_and_its_result_as_its_replay_does(db) {
    let env = env(db).await;
    let kinds = games_of_every_kind(&env).await;
    let mut expected = Vec::new();
    for (channel, what) in &kinds {
        let replayed = from_replay(&env, *channel).await;
        expected.push((replayed, *what));
    }
    let (running, finished): (Vec<_>, Vec<_>) =
        expected.iter().partition(|(g, _)| !g.finished);
    let mut wanted: Vec<&ListedGame> = running.iter().map(|(g, _)| g).collect();
    wanted.sort_by_key(|g| std::cmp::Reverse(g.id));
    let mut done: Vec<&ListedGame> = finished.iter().map(|(g, _)| g).collect();
    done.sort_by_key(|g| std::cmp::Reverse(g.id));
    wanted.extend(done);
    let store = env.service.store();
    let got = listed(store).await;
    assert_eq!(got.iter().collect::<Vec<_>>(), wanted);
    let by_channel = |c: u64| &expected[kinds.iter().position(|(k, _)| *k == c).unwrap()].0;
    assert_eq!(by_channel(10).turns, 3, "7 log entries, two of them undos");
    assert_eq!(by_channel(11).turns, 2, "an action and the resignation");
    assert_eq!(by_channel(13).outcome().map(|o| o.reason().name()), Some("aborted"));
    assert_eq!(by_channel(12).outcome().map(|o| o.reason().name()), Some("draw"));

    // The backfill: the column zeroed, the migration's statements after its ALTER run again.
    let migration = match &env.db {
        TestDb::Sqlite { .. } => include_str!("../../migrations/sqlite/0025_game_turns.sql"),
        TestDb::Postgres { .. } => include_str!("../../migrations/postgres/0025_game_turns.sql"),
    };
    env.db.execute("UPDATE games SET turns = 0").await.unwrap();
    let code: String = migration
        .lines()
        .filter(|l| !l.starts_with("--"))
        .collect::<Vec<_>>()
        .join("\n");
    for statement in code.split(';').map(str::trim).filter(|s| s.starts_with("UPDATE")) {
        env.db.execute(statement).await.unwrap();
    }
    assert_eq!(listed(store).await, got, "the backfill counts as the turn writes do");
    store.close().await;
}

#[tokio::test]
/// The page's lines, in English, say each game's players, turns and result exactly as they
/// did when each was replayed to write it.
async fn the_lines_on_a_servers_page_say_what_they_said_from_the_replay(db) {
    let env = env(db).await;
    let kinds = games_of_every_kind(&env).await;
    let page = env
        .service
        .server_games(HERE.guild_id, Lang::EnUs, &Listed::All, 1)
        .await
        .unwrap()
        .unwrap();
    let lines: Vec<String> = page
        .running
        .iter()
        .chain(&page.finished)
        .map(|(id, line)| {
            assert!(line.starts_with(&format!("Game {id}: ")), "{line}");
            line.split_once(": ").unwrap().1.to_string()
        })
        .collect();
    assert_eq!(kinds.len(), lines.len());
    assert_eq!(lines, LINES_EN, "{lines:#?}");
    env.service.store().close().await;
}
}

on_both_engines! {
#[tokio::test]
/// `/focus games` (issue #44: a finished game's line from what the store keeps, not its
/// replay) says for each of bob's games exactly what it said when every game was replayed:
/// won, lost, drawn, aborted, whose turn it is, in 2-, 3- and 4-player games.
async fn the_games_command_says_what_it_said_from_the_replay(db) {
    let env = env(db).await;
    games_of_every_kind(&env).await;
    env.clock.advance(Duration::from_secs(3 * 3_600));
    let said = env.service.games(&user(2), &HERE).await.unwrap().said();
    assert_eq!(said, GAMES_EN, "{said}");
    env.service.store().close().await;
}
}

/// Bob's `/focus games` in English, as the replays wrote it (running games first).
const GAMES_EN: &str = "\
Your games (6 games):\n\
- Game 6 in <#15>, started 3 hours ago, as Green: with **dave** against **alice**, **carol** — **your turn**\n\
- Game 5 in <#14>, started 3 hours ago, as Blue: against **carol**, **alice** — **carol**'s turn\n\
- Game 1 in <#10>, started 3 hours ago, as Green: against **alice** — **your turn**\n\
- Game 4 in <#13>, started 3 hours ago, as Green: against **alice**, **carol** — aborted\n\
- Game 3 in <#12>, started 3 hours ago, as Red: against **carol** — drawn\n\
- Game 2 in <#11>, started 3 hours ago, as Green: against **alice** — lost\n";

/// The lines in English, as the replay wrote them (before migration 0025; the names marked):
/// running (newest first: 4 players, 3 players, 2 players), then finished (aborted, drawn,
/// resigned).
const LINES_EN: [&str; 6] = [
    "Red \u{e000}nalice\u{e001}, Green \u{e000}nbob\u{e001}, Blue \u{e000}ncarol\u{e001}, Yellow \u{e000}ndave\u{e001}; 5 turns; in progress",
    "Red \u{e000}ncarol\u{e001}, Green \u{e000}nalice\u{e001}, Blue \u{e000}nbob\u{e001}; 3 turns; in progress",
    "Red \u{e000}nalice\u{e001}, Green \u{e000}nbob\u{e001}; 3 turns; in progress",
    "Red \u{e000}nalice\u{e001}, Green \u{e000}nbob\u{e001}, Blue \u{e000}ncarol\u{e001}; 5 turns; aborted",
    "Red \u{e000}nbob\u{e001}, Green \u{e000}ncarol\u{e001}; 2 turns; draw",
    "Red \u{e000}nalice\u{e001}, Green \u{e000}nbob\u{e001}; 2 turns; Red wins (resignation)",
];
