//! Every `/focus` subcommand and challenge option once through the real bot and the fake
//! Discord, and the invitation's buttons: declined by command and by button, accepted after a
//! restart, greyed out when the challenge expires.

use focus_bot::rules::{Action, Config, Game};
use serde_json::{Value, json};

use crate::support::discord::{
    ALICE, BOB, Bot, CAROL, DAVE, assert_private, assert_turn, custom_ids, database, move_choices,
    setup, string_option,
};
use crate::support::fake_discord::{Answer, FakeDiscord, Sent};

/// A choice option: Discord sends the index of the registered choice.
fn choice(name: &str, index: u64) -> Value {
    json!({ "name": name, "type": 4, "value": index })
}

/// The invitation's message and its (accept, decline) custom ids.
async fn invitation(fake: &FakeDiscord, challenge: &Sent) -> (Answer, u64, String, String) {
    let answer = fake.answer(challenge).await;
    assert!(!answer.private, "a challenge is public: {}", answer.text());
    let ids: Vec<String> = custom_ids(&answer.data)
        .into_iter()
        .map(|(id, _)| id)
        .collect();
    let find = |word: &str| {
        ids.iter()
            .find(|id| id.contains(word))
            .unwrap_or_else(|| panic!("no {word} button in {ids:?}"))
            .clone()
    };
    let (accept, decline) = (find("accept"), find("decline"));
    let message = fake.original_message_id(challenge).await;
    (answer, message, accept, decline)
}

/// Waits until the bot shows the invitation with these buttons again, every one greyed out
/// (an edit of the message, or the update answering a click on it; a greyed button's id may
/// drop the invitee it was for).
async fn greyed_out(fake: &FakeDiscord, buttons: &[&str]) {
    fake.wait_for("the invitation's buttons greyed out", |requests| {
        requests
            .iter()
            .find(|r| {
                [&r.body, &r.body["data"]].into_iter().any(|body| {
                    let shown = custom_ids(body);
                    shown.len() == buttons.len()
                        && shown.iter().all(|(id, disabled)| {
                            *disabled && buttons.iter().any(|b| b.starts_with(id.as_str()))
                        })
                })
            })
            .map(drop)
    })
    .await;
}

/// A command everyone in the channel sees; returns its answer.
async fn public(
    fake: &FakeDiscord,
    user: &crate::support::fake_discord::User,
    name: &str,
    options: Vec<Value>,
) -> Answer {
    let sent = fake.command(user, name, options);
    let answer = fake.answer(&sent).await;
    assert!(
        !answer.private,
        "/focus {name} is public: {}",
        answer.text()
    );
    answer
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_subcommand_and_challenge_option_is_answered() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;

    // A 4-player free-for-all, short 6, an hour a turn: declined by command.
    let sent = fake.command(
        &ALICE,
        "challenge",
        vec![
            BOB.option("opponent"),
            CAROL.option("opponent2"),
            DAVE.option("opponent3"),
            choice("mode", 1),
            json!({ "name": "short", "type": 4, "value": 6 }),
            choice("time", 1),
            choice("first", 1),
        ],
    );
    let (answer, _, accept, decline) = invitation(&fake, &sent).await;
    let text = answer.text();
    assert!(
        text.contains("4 players")
            && text.contains("free-for-all")
            && text.contains("short 6")
            && text.contains("1 hour"),
        "{text}"
    );
    let mut invited = answer.allowed_users();
    invited.sort_unstable();
    assert_eq!(invited, vec![BOB.id, CAROL.id, DAVE.id]);
    let declined = public(&fake, &BOB, "decline", vec![]).await;
    assert!(declined.text().contains("declined"), "{}", declined.text());
    assert_eq!(
        declined.allowed_users(),
        vec![ALICE.id],
        "pings the challenger"
    );
    greyed_out(&fake, &[&accept, &decline]).await;

    // A 2-player swap opening: declined by its button.
    let swap = json!({ "name": "swap", "type": 5, "value": true });
    let sent = fake.command(
        &ALICE,
        "challenge",
        vec![BOB.option("opponent"), swap.clone(), choice("first", 1)],
    );
    let (answer, message, accept, decline) = invitation(&fake, &sent).await;
    assert!(answer.text().contains("swap opening"), "{}", answer.text());
    let click = fake.click(&BOB, message, &decline);
    let declined = fake.answer(&click).await;
    assert!(declined.text().contains("declined"), "{}", declined.text());
    greyed_out(&fake, &[&accept, &decline]).await;

    // Again, accepted by command: Alice opens with a swap, Bob moves.
    let sent = fake.command(
        &ALICE,
        "challenge",
        vec![BOB.option("opponent"), swap, choice("first", 1)],
    );
    let (_, _, accept, decline) = invitation(&fake, &sent).await;
    let started = public(&fake, &BOB, "accept", vec![]).await;
    assert!(
        started.text().contains("The game is on"),
        "{}",
        started.text()
    );
    greyed_out(&fake, &[&accept, &decline]).await;
    // Both seats open with a swap (Bob's may not mirror Alice's), then Alice moves.
    let mut opening = Game::new(Config::two_players().with_swap(true).unwrap());
    let mut swaps = Vec::new();
    for (who, next) in [(&ALICE, &BOB), (&BOB, &ALICE)] {
        let swap = opening
            .position()
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::Swap(..)))
            .expect("a swap is legal in the opening");
        let Action::Swap(mine, theirs) = swap else {
            unreachable!()
        };
        let sent = fake.command(
            who,
            "swap",
            vec![
                string_option("mine", &mine.to_string()),
                string_option("theirs", &theirs.to_string()),
            ],
        );
        assert_turn(&fake.answer(&sent).await, next);
        opening.play(swap).unwrap();
        swaps.push(swap.to_string());
    }
    let chosen = move_choices(&fake, &ALICE, "").await[0].clone();
    let sent = fake.command(&ALICE, "move", vec![string_option("move", &chosen)]);
    assert_turn(&fake.answer(&sent).await, &BOB);

    // A draw offered by Bob, accepted by Alice.
    let offer = public(&fake, &BOB, "draw", vec![]).await;
    assert_eq!(offer.allowed_users(), vec![ALICE.id], "{}", offer.text());
    let agreed = public(&fake, &ALICE, "draw", vec![]).await;
    assert!(agreed.text().contains("Game over"), "{}", agreed.text());

    // The records of the finished game.
    let history = public(&fake, &CAROL, "history", vec![]).await;
    let record = history.files.first().expect("the record file");
    assert!(record.filename.ends_with(".txt"), "{}", record.filename);
    let record = String::from_utf8(record.bytes.clone()).unwrap();
    for action in swaps.iter().chain([&chosen]) {
        assert!(
            record.contains(action.as_str()),
            "{action} missing: {record}"
        );
    }
    let replay = public(&fake, &CAROL, "replay", vec![]).await;
    let gif = replay.files.first().expect("the replay");
    assert!(gif.bytes.starts_with(b"GIF89a"), "{}", gif.filename);
    let board = public(&fake, &CAROL, "board", vec![]).await;
    assert!(board.text().contains("Game over"), "{}", board.text());
    assert!(!board.files.is_empty(), "the final board");

    // Records, ratings and help: answered to the caller alone or to all, never empty.
    for (user, name, options) in [
        (&ALICE, "games", vec![]),
        (&ALICE, "stats", vec![]),
        (&ALICE, "stats", vec![BOB.option("player")]),
        (&ALICE, "leaderboard", vec![choice("kind", 0)]),
        (&ALICE, "rules", vec![]),
        (&ALICE, "help", vec![]),
    ] {
        let sent = fake.command(user, name, options);
        let answer = fake.answer(&sent).await;
        let text = answer.text();
        assert!(text.chars().count() > 20, "/focus {name}: {text}");
        assert!(
            answer.allowed_users().is_empty(),
            "/focus {name} pings nobody"
        );
        if name == "rules" {
            // The rules come with the picture of a move.
            let png = answer.files.first().expect("the rules' picture");
            assert!(png.bytes.starts_with(b"\x89PNG"), "{}", png.filename);
        }
    }
    let games = fake.command(&ALICE, "games", vec![]);
    let games = assert_private(&fake.answer(&games).await, "games");
    assert!(games.contains("(1 game)"), "{games}");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_invitation_accepted_after_a_restart_starts_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let db = database(&dir);
    let (fake, bot) = setup(&db).await;
    let sent = fake.command(
        &ALICE,
        "challenge",
        vec![BOB.option("opponent"), choice("first", 1)],
    );
    let (_, message, accept, decline) = invitation(&fake, &sent).await;
    bot.stop().await;

    let bot = Bot::start(&fake, &db).await;
    fake.wait_identified(2).await;
    let click = fake.click(&BOB, message, &accept);
    let started = fake.answer(&click).await;
    assert!(
        started.text().contains("The game is on"),
        "{}",
        started.text()
    );
    greyed_out(&fake, &[&accept, &decline]).await;
    let chosen = move_choices(&fake, &ALICE, "").await[0].clone();
    let sent = fake.command(&ALICE, "move", vec![string_option("move", &chosen)]);
    assert_turn(&fake.answer(&sent).await, &BOB);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_challenge_greys_out_its_buttons() {
    let dir = tempfile::tempdir().unwrap();
    let db = database(&dir);
    let (fake, bot) = setup(&db).await;
    let sent = fake.command(&ALICE, "challenge", vec![BOB.option("opponent")]);
    let (_, message, accept, decline) = invitation(&fake, &sent).await;
    bot.stop().await;

    // A day and an hour later (the bot was away): the timer expires it at start.
    let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", db.display()))
        .await
        .unwrap();
    sqlx::query("UPDATE challenges SET created_at = created_at - ?1, expires_at = expires_at - ?1")
        .bind(25 * 3_600_000i64)
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
    let bot = Bot::start(&fake, &db).await;
    fake.wait_identified(2).await;
    greyed_out(&fake, &[&accept, &decline]).await;
    // A click on the stale button changes nothing and says so privately.
    let click = fake.click(&BOB, message, &accept);
    let text = assert_private(
        &fake.answer(&click).await,
        "a click on an expired invitation",
    );
    assert!(!text.trim().is_empty());
    let board = fake.command(&BOB, "board", vec![]);
    assert_private(&fake.answer(&board).await, "no game started");
    bot.stop().await;
}

/// A reply longer than a Discord message (2,000 characters: the help in Italian and French) goes
/// whole into the embed's description, which takes 4,096, and the message itself stays within
/// Discord's limit (the fake checks every body against the spec's `maxLength`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reply_over_two_thousand_characters_is_sent_whole_in_the_embed() {
    use focus_bot::i18n::Lang;
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;
    let mut long = 0;
    for lang in [Lang::It, Lang::Fr] {
        let help = focus_bot::slash_commands::help(lang);
        if help.chars().count() <= 2000 {
            continue;
        }
        long += 1;
        let sent = fake.command_in(lang.code(), &ALICE, "help", vec![]);
        let answer = fake.answer(&sent).await;
        assert!(answer.private, "help answers the caller");
        let content = answer.data["content"].as_str().unwrap_or_default();
        assert!(
            content.chars().count() <= 2000,
            "{} characters",
            content.len()
        );
        let description = answer.data["embeds"][0]["description"]
            .as_str()
            .expect("the text in the embed");
        assert_eq!(description, help, "the whole help, unchanged");
    }
    assert!(
        long > 0,
        "no help text is over 2,000 characters any more: pick another reply"
    );
    bot.stop().await;
}
