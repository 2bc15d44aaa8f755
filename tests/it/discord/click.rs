//! Playing by clicks on Discord, end to end: the Play button, the picker (an ephemeral message
//! of select menus updated in place), Back, every refusal, races and restarts, the draw
//! offer's buttons, and `/focus notify` with direct messages — against the fake Discord, with
//! every component checked against Discord's limits.

use focus_bot::rules::{Action, Config, Game, Mode};
use serde_json::{Value, json};

use crate::support::discord::{
    ALICE, BOB, Bot, CAROL, assert_private, custom_ids, database, setup, string_option,
};
use crate::support::fake_discord::{Answer, FakeDiscord, User};

/// One menu of the picker as the user sees it.
#[derive(Debug, PartialEq)]
struct Shown {
    text: String,
    select: String,
    /// (value, label)
    options: Vec<(String, String)>,
    back: Option<String>,
}

fn menu_of(data: &Value) -> Shown {
    let rows = data["components"].as_array().expect("components");
    let select = &rows[0]["components"][0];
    assert_eq!(select["type"], 3, "a string select: {select}");
    let options = select["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| {
            (
                o["value"].as_str().unwrap().to_string(),
                o["label"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let back = rows.get(1).map(|row| {
        let b = &row["components"][0];
        assert_eq!(b["label"], "Back");
        b["custom_id"].as_str().unwrap().to_string()
    });
    Shown {
        text: data["content"].as_str().unwrap_or_default().to_string(),
        select: select["custom_id"].as_str().unwrap().to_string(),
        options,
        back,
    }
}

fn values(shown: &Shown) -> Vec<String> {
    shown.options.iter().map(|(v, _)| v.clone()).collect()
}

/// Every component of every message body the bot sent keeps Discord's limits: at most 5 rows;
/// a row of at most 5 buttons or one select; custom ids at most 100 characters; button labels
/// at most 80; at most 25 options a select, labels and values at most 100.
fn assert_components_within_limits(fake: &FakeDiscord) {
    let mut checked = 0;
    for r in fake.requests() {
        for body in [&r.body, &r.body["data"]] {
            let Some(rows) = body["components"].as_array() else {
                continue;
            };
            assert!(rows.len() <= 5, "{} rows: {body}", rows.len());
            for row in rows {
                let parts = row["components"].as_array().expect("a row's components");
                let selects = parts.iter().filter(|c| c["type"] == 3).count();
                assert!(selects == 0 || parts.len() == 1, "a select fills its row");
                assert!(parts.len() <= 5 && !parts.is_empty());
                for c in parts {
                    checked += 1;
                    if let Some(id) = c["custom_id"].as_str() {
                        assert!(id.chars().count() <= 100, "{id}");
                    }
                    if let Some(label) = c["label"].as_str() {
                        assert!(label.chars().count() <= 80, "{label}");
                    }
                    let options = c["options"].as_array().cloned().unwrap_or_default();
                    assert!(options.len() <= 25, "{} options", options.len());
                    for o in options {
                        assert!(o["label"].as_str().unwrap().chars().count() <= 100);
                        assert!(o["value"].as_str().unwrap().chars().count() <= 100);
                    }
                }
            }
        }
    }
    assert!(checked > 0, "components were sent");
}

/// The newest post with game `game`'s Play button.
fn play_post(fake: &FakeDiscord, game: i64) -> u64 {
    fake.message_with_button(&format!("focus:play:{game}"))
        .expect("a post with Play")
        .0
}

/// `user` clicks Play on the newest post: the answer and the picker's message id.
async fn open(fake: &FakeDiscord, user: &User, game: i64) -> (Answer, u64) {
    let post = play_post(fake, game);
    let sent = fake.click(user, post, &format!("focus:play:{game}"));
    let answer = fake.answer(&sent).await;
    let id = if answer.private && answer.data["components"].is_array() {
        fake.original_message_id(&sent).await
    } else {
        0
    };
    (answer, id)
}

/// Chooses `value` in the picker `picker`'s current menu.
async fn choose(fake: &FakeDiscord, user: &User, picker: u64, value: &str) -> Answer {
    let now = fake.message(picker).expect("the picker");
    let shown = menu_of(&now);
    let sent = fake.select(user, picker, &shown.select, &[value]);
    fake.answer(&sent).await
}

/// The action that captures most, else builds the mover's tallest stack (ends short games soon).
fn greedy(game: &Game) -> Action {
    let pos = *game.position();
    let me = pos.to_act().unwrap();
    let mut legal = pos.legal_actions();
    legal.sort_by_key(ToString::to_string);
    *legal
        .iter()
        .max_by_key(|&&a| {
            let next = pos.play(a).unwrap();
            let captured: u32 = pos
                .config()
                .seats()
                .map(|s| u32::from(next.captured(s)))
                .sum();
            let tallest = focus_bot::rules::Square::all()
                .filter(|&s| next.stack(s).owner() == Some(me))
                .map(|s| next.stack(s).height())
                .max()
                .unwrap_or(0);
            (captured, tallest)
        })
        .unwrap()
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v.dedup();
    v
}

/// Plays `game`'s greedy action by clicks only, as the player to act, checking each menu
/// against the engine's legal actions; returns the public turn post.
async fn play_by_clicks(
    fake: &FakeDiscord,
    game_id: i64,
    game: &mut Game,
    players: &[User],
) -> Answer {
    let pos = *game.position();
    let seat = pos.to_act().expect("a player to act");
    let user = players[seat.index()];
    let legal = pos.legal_actions();
    let action = greedy(game);
    let (answer, picker) = open(fake, &user, game_id).await;
    assert_eq!(
        answer.callback_type, 4,
        "Play opens a new ephemeral message"
    );
    assert!(answer.private, "the picker is ephemeral");
    let mut shown = menu_of(&answer.data);
    let strings =
        |f: &dyn Fn(&Action) -> Option<String>| sorted(legal.iter().filter_map(f).collect());
    let rows = strings(&|a| match a {
        Action::Place(sq) => Some((sq.row() + 1).to_string()),
        _ => None,
    });
    let mut steps = 0;
    // The first menu: stacks and reserve, pieces to swap, or the rows of a forced placement.
    let first_value = if pos.owes_first_placement(seat) {
        assert_eq!(sorted(values(&shown)), rows, "the rows with empty squares");
        assert!(shown.back.is_none());
        None
    } else if pos.swap_pending() == Some(seat) {
        let mine = strings(&|a| match a {
            Action::Swap(m, _) => Some(m.to_string()),
            _ => None,
        });
        assert_eq!(sorted(values(&shown)), mine);
        let Action::Swap(m, _) = action else { panic!() };
        Some(m.to_string())
    } else {
        let mut expected = strings(&|a| match a {
            Action::Move { from, .. } => Some(from.to_string()),
            _ => None,
        });
        if !rows.is_empty() {
            expected.push("reserve".to_string());
            expected = sorted(expected);
        }
        assert_eq!(sorted(values(&shown)), expected, "the first menu");
        for (value, label) in &shown.options {
            if value != "reserve" {
                let sq: focus_bot::rules::Square = value.parse().unwrap();
                assert_eq!(label, &format!("{value} · {} high", pos.stack(sq).height()));
            }
        }
        Some(match action {
            Action::Move { from, .. } => from.to_string(),
            _ => "reserve".to_string(),
        })
    };
    if let Some(value) = first_value {
        let next = choose(fake, &user, picker, &value).await;
        assert_eq!(next.callback_type, 7, "the picker updates in place");
        steps += 1;
        shown = menu_of(&next.data);
        assert!(shown.back.is_some(), "Back from the second menu");
        if value == "reserve" {
            assert_eq!(sorted(values(&shown)), rows);
        }
    }
    if let Action::Place(sq) = action {
        let next = choose(fake, &user, picker, &(sq.row() + 1).to_string()).await;
        assert_eq!(next.callback_type, 7);
        steps += 1;
        shown = menu_of(&next.data);
        let squares = strings(&|a| match a {
            Action::Place(s) if s.row() == sq.row() => Some(a.to_string()),
            _ => None,
        });
        assert_eq!(sorted(values(&shown)), squares, "the row's squares");
    } else {
        let finals = strings(&|a| match (a, action) {
            (Action::Move { from, .. }, Action::Move { from: f, .. }) if *from == f => {
                Some(a.to_string())
            }
            (Action::Swap(m, _), Action::Swap(n, _)) if *m == n => Some(a.to_string()),
            _ => None,
        });
        assert_eq!(sorted(values(&shown)), finals, "where it can go");
    }
    let turn = choose(fake, &user, picker, &action.to_string()).await;
    steps += 1;
    assert!(steps <= 3, "at most three choices");
    assert!(!turn.private, "the turn is public: {}", turn.text());
    assert!(!turn.files.is_empty(), "with the board");
    let picked = fake.message(picker).unwrap();
    assert_eq!(picked["content"], format!("You played `{action}`."));
    assert!(
        custom_ids(&picked).is_empty(),
        "the picker's menus are gone"
    );
    game.play(action).unwrap();
    turn
}

/// Challenges `players[1..]` as `players[0]`, first player the challenger, with `options`;
/// everyone accepts by button. Returns the game's start post.
async fn challenge(fake: &FakeDiscord, players: &[User], mut options: Vec<Value>) -> Answer {
    let names = ["opponent", "opponent2", "opponent3"];
    for (i, p) in players[1..].iter().enumerate() {
        options.push(p.option(names[i]));
    }
    options.push(json!({ "name": "first", "type": 4, "value": 1 }));
    let sent = fake.command(&players[0], "challenge", options);
    let invitation = fake.answer(&sent).await;
    let message = fake.original_message_id(&sent).await;
    let accept = custom_ids(&invitation.data)[0].0.clone();
    let mut last = None;
    for p in &players[1..] {
        let click = fake.click(p, message, &accept);
        last = Some(fake.answer(&click).await);
    }
    let started = last.unwrap();
    assert!(
        started.text().contains("The game is on"),
        "{}",
        started.text()
    );
    assert_eq!(
        custom_ids(&started.data),
        vec![("focus:play:1".to_string(), false)]
    );
    started
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_two_player_game_by_clicks_only() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    let short = json!({ "name": "short", "type": 4, "value": 1 });
    challenge(&fake, &[ALICE, BOB], vec![short]).await;
    let mut game = Game::new(Config::two_players().with_short(Some(1)).unwrap());
    let mut plies = 0;
    let last = loop {
        let turn = play_by_clicks(&fake, 1, &mut game, &[ALICE, BOB]).await;
        plies += 1;
        if game.position().is_over() {
            break turn;
        }
        assert_eq!(
            custom_ids(&turn.data),
            vec![("focus:play:1".to_string(), false)]
        );
        assert!(plies < 80, "the greedy game ends");
    };
    assert!(last.text().contains("wins"), "{}", last.text());
    assert_eq!(
        custom_ids(&last.data),
        vec![
            ("focus:rematch:1".to_string(), false),
            ("focus:analyze:1".to_string(), false)
        ],
        "no Play once the game is over: Rematch and Analyze"
    );
    let (late, _) = open(&fake, &ALICE, 1).await;
    assert!(assert_private(&late, "Play after the end").contains("over"));
    assert_components_within_limits(&fake);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_three_player_game_by_clicks_only() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    let short = json!({ "name": "short", "type": 4, "value": 1 });
    let players = [ALICE, BOB, CAROL];
    challenge(&fake, &players, vec![short]).await;
    let config = Config::new(3, Mode::Standard)
        .unwrap()
        .with_short(Some(1))
        .unwrap();
    let mut game = Game::new(config);
    let mut plies = 0;
    let last = loop {
        let turn = play_by_clicks(&fake, 1, &mut game, &players).await;
        plies += 1;
        if game.position().is_over() {
            break turn;
        }
        assert!(plies < 120, "the greedy game ends");
    };
    assert!(plies > 3, "the forced placements, then moves");
    assert!(last.text().contains("wins"), "{}", last.text());
    assert_components_within_limits(&fake);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swap_opening_by_clicks() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    let swap = json!({ "name": "swap", "type": 5, "value": true });
    challenge(&fake, &[ALICE, BOB], vec![swap]).await;
    let mut game = Game::new(Config::two_players().with_swap(true).unwrap());
    for _ in 0..3 {
        play_by_clicks(&fake, 1, &mut game, &[ALICE, BOB]).await;
    }
    assert!(matches!(
        game.record()[0],
        focus_bot::rules::Turn::Act(Action::Swap(..))
    ));
    assert_components_within_limits(&fake);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clicks_out_of_turn_stale_forged_or_racing_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    challenge(&fake, &[ALICE, BOB], vec![]).await;
    let game = Game::new(Config::two_players());
    let legal = sorted(
        game.position()
            .legal_actions()
            .iter()
            .map(ToString::to_string)
            .collect(),
    );

    // Someone else clicks Play: told whose turn it is, privately.
    for other in [BOB, CAROL] {
        let (answer, _) = open(&fake, &other, 1).await;
        let text = assert_private(&answer, "Play out of turn");
        assert_eq!(text, "It is **Alice**'s turn (Red).");
        assert!(custom_ids(&answer.data).is_empty());
    }

    // Back returns one step.
    let (answer, picker) = open(&fake, &ALICE, 1).await;
    let first = menu_of(&answer.data);
    let stack = first.options[0].0.clone();
    let second = menu_of(&choose(&fake, &ALICE, picker, &stack).await.data);
    assert!(
        second
            .options
            .iter()
            .all(|(v, _)| v.starts_with(&format!("{stack}-")))
    );
    let back = fake.click(&ALICE, picker, second.back.as_ref().unwrap());
    let back = fake.answer(&back).await;
    assert_eq!(back.callback_type, 7, "Back updates the picker in place");
    assert_eq!(menu_of(&back.data), first, "the first menu again");

    // Forged values and ids: refused privately, the picker left as it was.
    for value in ["z9", "reserve", "c3-f3:3", "1"] {
        let refused = choose(&fake, &ALICE, picker, value).await;
        assert!(
            assert_private(&refused, value).contains("not on the menu"),
            "{}",
            refused.text()
        );
    }
    let forged = fake.select(&ALICE, picker, "focus:pick:1:0:a", &["resign 1"]);
    assert_private(&fake.answer(&forged).await, "a forged final value");
    let forged = fake.select(&ALICE, picker, "focus:pick:2:0:a", &[&legal[0]]);
    assert!(assert_private(&fake.answer(&forged).await, "another game").contains("over"));
    let wrong = fake.select(&BOB, picker, &first.select, &[&stack]);
    assert_private(&fake.answer(&wrong).await, "Bob in Alice's picker");
    assert_eq!(menu_of(&fake.message(picker).unwrap()), first, "unchanged");

    // Two clicks racing on the last menu: exactly one turn.
    let second = menu_of(&choose(&fake, &ALICE, picker, &stack).await.data);
    let chosen = second.options[0].0.clone();
    let one = fake.select(&ALICE, picker, &second.select, &[&chosen]);
    let two = fake.select(&ALICE, picker, &second.select, &[&chosen]);
    let answers = [fake.answer(&one).await, fake.answer(&two).await];
    let played: Vec<&Answer> = answers.iter().filter(|a| !a.private).collect();
    assert_eq!(played.len(), 1, "exactly one applies");
    assert_private(
        answers.iter().find(|a| a.private).unwrap(),
        "the racing click",
    );

    // The old picker is stale now: refused, nothing changed.
    let (bobs, bob_picker) = open(&fake, &BOB, 1).await;
    let bob_first = menu_of(&bobs.data);
    let stale = fake.select(&ALICE, picker, &first.select, &[&stack]);
    let stale = fake.answer(&stale).await;
    assert!(assert_private(&stale, "a stale picker").contains("It is **Bob**'s turn"));
    // Bob moves by command meanwhile: his open picker is stale.
    let bob_legal = values(&menu_of(
        &choose(&fake, &BOB, bob_picker, &bob_first.options[0].0)
            .await
            .data,
    ));
    let typed = fake.command(&BOB, "move", vec![string_option("move", &bob_legal[0])]);
    assert!(!fake.answer(&typed).await.private);
    let stale = choose(&fake, &BOB, bob_picker, &bob_legal[1]).await;
    assert!(assert_private(&stale, "Bob's stale picker").contains("It is **Alice**'s turn"));
    let (_, alice_again) = open(&fake, &ALICE, 1).await;
    let old = fake.select(&ALICE, alice_again, "focus:pick:1:1:s", &[&stack]);
    assert!(assert_private(&fake.answer(&old).await, "a menu of ply 1").contains("out of date"));
    assert_components_within_limits(&fake);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_picker_survives_a_restart_between_two_clicks() {
    let dir = tempfile::tempdir().unwrap();
    let db = database(&dir);
    let (fake, bot) = setup(&db).await;
    challenge(&fake, &[ALICE, BOB], vec![]).await;
    let (answer, picker) = open(&fake, &ALICE, 1).await;
    let stack = menu_of(&answer.data).options[0].0.clone();
    let second = menu_of(&choose(&fake, &ALICE, picker, &stack).await.data);
    bot.stop().await;

    let bot = Bot::start(&fake, &db).await;
    fake.wait_identified(2).await;
    let chosen = &second.options[0].0;
    let turn = choose(&fake, &ALICE, picker, chosen).await;
    assert!(!turn.private, "played after the restart: {}", turn.text());
    assert!(
        turn.text().contains(&format!("<@{}>", BOB.id)),
        "{}",
        turn.text()
    );
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_offer_is_answered_with_its_buttons() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    challenge(&fake, &[ALICE, BOB], vec![]).await;
    let offer = fake.command(&ALICE, "draw", vec![]);
    let offered = fake.answer(&offer).await;
    assert!(!offered.private);
    let buttons = custom_ids(&offered.data);
    assert_eq!(
        buttons,
        vec![
            ("focus:draw:yes:1".to_string(), false),
            ("focus:draw:no:1".to_string(), false)
        ]
    );
    let message = fake.original_message_id(&offer).await;
    let own = fake.click(&ALICE, message, "focus:draw:yes:1");
    assert_private(&fake.answer(&own).await, "answering one's own offer");
    let stranger = fake.click(&CAROL, message, "focus:draw:no:1");
    assert_private(&fake.answer(&stranger).await, "a stranger");
    let decline = fake.click(&BOB, message, "focus:draw:no:1");
    let declined = fake.answer(&decline).await;
    assert!(!declined.private);
    assert!(
        declined
            .text()
            .contains("**Bob** (Green) declines the draw"),
        "{}",
        declined.text()
    );
    assert!(
        custom_ids(&fake.message(message).unwrap()).is_empty(),
        "the buttons go"
    );
    let again = fake.click(&BOB, message, "focus:draw:yes:1");
    assert!(assert_private(&fake.answer(&again).await, "no offer").contains("no draw offer"));

    let offer = fake.command(&ALICE, "draw", vec![]);
    fake.answer(&offer).await;
    let message = fake.original_message_id(&offer).await;
    let accept = fake.click(&BOB, message, "focus:draw:yes:1");
    let drawn = fake.answer(&accept).await;
    assert!(!drawn.private);
    assert!(
        drawn.text().contains("accepts the draw"),
        "{}",
        drawn.text()
    );
    assert_eq!(
        custom_ids(&drawn.data),
        vec![
            ("focus:rematch:1".to_string(), false),
            ("focus:analyze:1".to_string(), false)
        ],
        "no Play once drawn: Rematch and Analyze"
    );
    assert_components_within_limits(&fake);
    bot.stop().await;
}

/// Waits until the bot has noted that a direct message to `user` was refused.
async fn dm_refusal_noted(db: &std::path::Path, user: &User) {
    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", db.display()))
        .await
        .unwrap();
    for _ in 0..300 {
        let noted: Option<i64> =
            sqlx::query_scalar("SELECT dm_refused FROM notify_settings WHERE user_id = ?")
                .bind(user.id as i64)
                .fetch_optional(&pool)
                .await
                .unwrap();
        if noted == Some(1) {
            pool.close().await;
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the refused direct message was never noted");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn notify_dm_sends_the_board_privately_and_a_refused_dm_is_told_once() {
    let dir = tempfile::tempdir().unwrap();
    let db = database(&dir);
    let (fake, bot) = setup(&db).await;
    // `mode` is registered with choices: Discord sends the chosen one's index (dm = 1).
    let dm = json!({ "name": "mode", "type": 4, "value": 1 });
    let set = fake.command(&BOB, "notify", vec![dm.clone()]);
    assert!(assert_private(&fake.answer(&set).await, "notify").contains("**dm**"));
    let shown = fake.command(&BOB, "notify", vec![]);
    assert!(assert_private(&fake.answer(&shown).await, "notify").contains("**dm**"));
    challenge(&fake, &[ALICE, BOB], vec![]).await;
    let mut game = Game::new(Config::two_players());
    let turn = play_by_clicks(&fake, 1, &mut game, &[ALICE, BOB]).await;
    assert_eq!(turn.allowed_users(), vec![BOB.id], "the mention stays");
    let (body, delivered) = wait_dm(&fake, &BOB).await;
    assert!(delivered);
    let text = body["content"].as_str().unwrap();
    assert!(text.contains("It is your turn (Green) in game 1"), "{text}");
    assert!(
        body["attachments"].as_array().is_some_and(|a| a.len() == 1),
        "the board: {body}"
    );
    let link = body["components"][0]["components"][0]["url"]
        .as_str()
        .unwrap();
    assert!(link.starts_with("https://discord.com/channels/"), "{link}");
    assert!(
        crate::support::fake_discord::allowed_users(&body).is_empty(),
        "a DM pings nobody"
    );

    // Alice closed her direct messages: the turn post's mention is her notice; she is told
    // once, at her next command.
    let set = fake.command(&ALICE, "notify", vec![dm]);
    fake.answer(&set).await;
    fake.close_dms(&ALICE);
    let turn = play_by_clicks(&fake, 1, &mut game, &[ALICE, BOB]).await;
    assert_eq!(turn.allowed_users(), vec![ALICE.id]);
    dm_refusal_noted(&db, &ALICE).await;
    let board = fake.command(&ALICE, "board", vec![]);
    fake.answer(&board).await;
    let notice = fake
        .wait_for("the notice of the refused DM", |requests| {
            requests
                .iter()
                .find(|r| {
                    r.method == "POST"
                        && r.path.contains(&board.token)
                        && crate::support::fake_discord::text_of(&r.body).contains("direct message")
                })
                .map(|r| r.body.clone())
        })
        .await;
    assert_eq!(
        notice["flags"].as_u64().unwrap_or(0) & 64,
        64,
        "told privately"
    );
    let off = json!({ "name": "mode", "type": 4, "value": 2 });
    let set = fake.command(&ALICE, "notify", vec![off]);
    fake.answer(&set).await;
    play_by_clicks(&fake, 1, &mut game, &[ALICE, BOB]).await;
    let turn = play_by_clicks(&fake, 1, &mut game, &[ALICE, BOB]).await;
    assert!(turn.allowed_users().is_empty(), "off: nobody pinged");
    assert!(
        turn.text().contains("**Alice** (Red), your turn"),
        "{}",
        turn.text()
    );
    assert_components_within_limits(&fake);
    bot.stop().await;
}

/// The first direct message to `user`, and whether Discord took it.
async fn wait_dm(fake: &FakeDiscord, user: &User) -> (Value, bool) {
    for _ in 0..300 {
        if let Some(first) = fake.direct_messages(user).into_iter().next() {
            return first;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("no direct message to {}", user.name);
}

/// The click path speaks two languages at once: a game challenged from a French Discord posts
/// its Play button as `Jouer` (public posts follow the game), while the picker, its menus, Back
/// and its refusals follow whoever clicks (here Japanese and French), with the same choices as
/// in English.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_picker_speaks_the_clickers_language_and_the_play_button_the_games() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    let first = json!({ "name": "first", "type": 4, "value": 1 });
    let sent = fake.command_in(
        "fr",
        &ALICE,
        "challenge",
        vec![BOB.option("opponent"), first],
    );
    let invitation = fake.answer(&sent).await;
    let message = fake.original_message_id(&sent).await;
    let accept = custom_ids(&invitation.data)[0].0.clone();
    let started = fake.answer(&fake.click(&BOB, message, &accept)).await;
    let play = &started.data["components"][0]["components"][0];
    assert_eq!(play["custom_id"], "focus:play:1");
    assert_eq!(play["label"], "Jouer", "the game's language: {play}");

    // The same picker, opened in English and then in Japanese.
    let (english, _) = open(&fake, &ALICE, 1).await;
    let english = menu_of(&english.data);
    let post = play_post(&fake, 1);
    let sent = fake.click_in("ja", &ALICE, post, "focus:play:1");
    let answer = fake.answer(&sent).await;
    assert!(answer.private, "the picker is ephemeral");
    let picker = fake.original_message_id(&sent).await;
    let japanese = menu_of(&answer.data);
    assert_eq!(values(&japanese), values(&english), "the same choices");
    assert!(japanese.text.contains("手番"), "{}", japanese.text);
    assert_ne!(japanese.text, english.text);
    for ((_, ja), (_, en)) in japanese.options.iter().zip(&english.options) {
        assert_ne!(ja, en);
        assert!(ja.contains('山') || ja.contains("持ち駒"), "{ja}");
    }
    let select = &answer.data["components"][0]["components"][0];
    assert_eq!(select["placeholder"], "選んでください…");

    // A stack, chosen in Japanese: where it can go, and Back, in Japanese.
    let stack = japanese.options[0].0.clone();
    let sent = fake.select_in("ja", &ALICE, picker, &japanese.select, &[&stack]);
    fake.answer(&sent).await;
    let targets = fake.message(picker).expect("the picker");
    let back = &targets["components"][1]["components"][0];
    assert_eq!(back["label"], "戻る", "{back}");
    for option in targets["components"][0]["components"][0]["options"]
        .as_array()
        .unwrap()
    {
        let label = option["label"].as_str().unwrap();
        assert!(label.contains("個移動"), "{label}");
    }

    // Bob, out of turn, is told in his French.
    let refused = fake
        .answer(&fake.click_in("fr", &BOB, post, "focus:play:1"))
        .await;
    let text = assert_private(&refused, "Play out of turn");
    assert!(
        text.contains("C'est au tour de **Alice** (Rouge)"),
        "{text}"
    );
    assert_components_within_limits(&fake);
    bot.stop().await;
}
