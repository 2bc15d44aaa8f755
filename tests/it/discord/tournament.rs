//! A tournament on Discord, end to end: created with `/focus tournament create`, joined and
//! left by the sign-up post's buttons (the post rewritten each time, and after a join by
//! command), started; each round posted once with its tables' threads (`t<id>-r<round>-b<table>`,
//! public threads of the tournament's channel), a table's game played in its thread, the next
//! round opened when the round's games end, the standings picture on the later round posts and
//! the final post, which names the winner. A round robin of 3 at 2-player tables: 3 rounds of
//! one game and a bye.

use focus_bot::service::TableChannels as _;
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};

use crate::support::discord::{
    ALICE, BOB, CAROL, DAVE, assert_private, custom_ids, database, move_choices, setup,
    string_option,
};
use crate::support::fake_discord::payloads::{CHANNEL_ID, PEOPLE};
use crate::support::fake_discord::{
    APPLICATION_ID, FakeDiscord, Recorded, Thread, User, allowed_users, text_of,
};
use focus_bot::store::ChannelId;
use focus_bot::store::ServerId;
use focus_bot::store::UserId;

const JOIN: &str = "focus:tjoin:1";
const LEAVE: &str = "focus:tleave:1";

fn user(id: u64) -> User {
    *PEOPLE
        .iter()
        .find(|p| p.id == id)
        .expect("one of the people")
}

/// Whether `request` is the post of round `round` of 3 in the tournament's channel.
fn is_round_post(request: &Recorded, round: u32) -> bool {
    let text = text_of(&request.body);
    request.method == "POST"
        && request.path == format!("/channels/{CHANNEL_ID}/messages")
        && text.contains(&format!("round {round} of 3"))
        && text.contains("Table 1")
}

/// Waits for the post of round `round` of 3 and returns it (its body and files).
async fn round_post(fake: &FakeDiscord, round: u32) -> Recorded {
    fake.wait_for(&format!("round {round}'s post"), |requests| {
        requests.iter().find(|r| is_round_post(r, round)).cloned()
    })
    .await
}

/// Waits for the thread of round `round`'s table 1 and its game's first post; returns the
/// thread's id and the two players, who moves first first.
async fn table(fake: &FakeDiscord, round: u32) -> (u64, [User; 2]) {
    let name = format!("t1-r{round}-b1");
    let thread = fake
        .wait_for(&format!("the thread {name}"), |_| {
            fake_threads(fake).into_iter().find(|t| t.name == name)
        })
        .await;
    assert_eq!(
        thread.parent, CHANNEL_ID,
        "a thread of the tournament's channel"
    );
    let path = format!("/channels/{}/messages", thread.id);
    let first = fake
        .wait_for("the table's game post in its thread", |requests| {
            requests
                .iter()
                .find(|r| r.method == "POST" && r.path == path)
                .map(|r| r.body.clone())
        })
        .await;
    let text = text_of(&first);
    assert!(text.contains(&format!("round {round}, table 1")), "{text}");
    let players = allowed_users(&first);
    assert!(
        !players.is_empty() && players.iter().all(|p| ENTRANTS.contains(p)),
        "the game's post pings players of the table only: {text}"
    );
    let seats: Vec<u64> = ENTRANTS
        .iter()
        .copied()
        .filter(|p| text.contains(&format!("<@{p}>")) || text.contains(user(*p).name))
        .collect();
    assert_eq!(seats.len(), 2, "two players at the table: {text}");
    (thread.id, [user(seats[0]), user(seats[1])])
}

fn fake_threads(fake: &FakeDiscord) -> Vec<Thread> {
    fake.threads()
}

const ENTRANTS: [u64; 3] = [ALICE.id, BOB.id, CAROL.id];

/// `player` resigns the game of the channel interactions come from (asked, then confirmed).
async fn resign(fake: &FakeDiscord, player: &User) {
    let ask = fake.command(player, "resign", vec![]);
    fake.answer(&ask).await;
    let confirm = fake.command(player, "resign", vec![]);
    let over = fake.answer(&confirm).await;
    assert!(over.text().contains("resigned"), "{}", over.text());
}

/// The text of the sign-up message as it is now.
fn signup_text(fake: &FakeDiscord, message: u64) -> String {
    text_of(&fake.message(message).expect("the sign-up post"))
}

fn int(name: &str, value: i64) -> Value {
    json!({ "name": name, "type": 4, "value": value })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_runs_from_sign_up_to_the_winner_in_threads() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, bot) = setup(&database(&dir)).await;

    // Created: the sign-up post, public, with Join and Leave.
    let create = fake.group_command(
        &ALICE,
        "tournament",
        "create",
        // Choices arrive as their index: roundrobin, 1d.
        vec![
            int("format", 1),
            string_option("name", "Autumn Cup"),
            int("time", 3),
        ],
    );
    let created = fake.answer(&create).await;
    assert!(!created.private, "{}", created.text());
    assert!(created.text().contains("Autumn Cup"), "{}", created.text());
    assert_eq!(
        custom_ids(&created.data),
        vec![(JOIN.to_string(), false), (LEAVE.to_string(), false)]
    );
    assert!(
        created.allowed_users().is_empty(),
        "the sign-up post pings nobody"
    );
    let signup = fake.original_message_id(&create).await;

    // Joined by button: the post is rewritten with who has joined; the clicker told privately.
    for (i, player) in [ALICE, BOB, CAROL].iter().enumerate() {
        let click = fake.click(player, signup, JOIN);
        let answer = fake.answer(&click).await;
        assert_eq!(
            answer.callback_type, 7,
            "the sign-up post is updated in place"
        );
        assert!(
            answer.text().contains(&format!("Entrants ({})", i + 1)),
            "{}",
            answer.text()
        );
        assert!(answer.text().contains(player.name), "{}", answer.text());
        assert_eq!(custom_ids(&answer.data).len(), 2, "Join and Leave stay");
        let told = fake
            .wait_for("the clicker told privately", |requests| {
                let path = format!("/webhooks/{APPLICATION_ID}/{}", click.token);
                requests
                    .iter()
                    .find(|r| r.method == "POST" && r.path == path)
                    .map(|r| r.body.clone())
            })
            .await;
        assert_eq!(
            told["flags"].as_u64().unwrap_or(0) & 64,
            64,
            "private: {told}"
        );
        assert!(text_of(&told).contains("You joined"), "{told}");
    }
    assert!(signup_text(&fake, signup).contains("Entrants (3)"));

    // Joining twice is refused privately and changes nothing.
    let again = fake.answer(&fake.click(&BOB, signup, JOIN)).await;
    assert!(assert_private(&again, "a second join").contains("already joined"));
    assert!(signup_text(&fake, signup).contains("Entrants (3)"));

    // Carol leaves by button, then joins again by command: the post follows both.
    let left = fake.answer(&fake.click(&CAROL, signup, LEAVE)).await;
    assert_eq!(left.callback_type, 7);
    assert!(left.text().contains("Entrants (2)"), "{}", left.text());
    assert!(!left.text().contains("Carol"), "{}", left.text());
    let joined = fake.group_command(&CAROL, "tournament", "join", vec![]);
    assert!(fake.answer(&joined).await.private);
    fake.wait_for(
        "the sign-up post rewritten after a join by command",
        |requests| {
            let path = format!("/channels/{CHANNEL_ID}/messages/{signup}");
            requests
                .iter()
                .rev()
                .find(|r| r.method == "PATCH" && r.path == path)
                .filter(|r| text_of(&r.body).contains("Entrants (3)"))
                .map(|_| ())
        },
    )
    .await;
    assert!(signup_text(&fake, signup).contains("Carol"));

    // Only the creator (or Manage Events) starts it.
    let stranger = fake.group_command(&DAVE, "tournament", "start", vec![]);
    assert!(
        assert_private(&fake.answer(&stranger).await, "a stranger's start").contains("creator")
    );
    let start = fake.group_command(&ALICE, "tournament", "start", vec![int("id", 1)]);
    let started = fake.answer(&start).await;
    assert!(!started.private, "{}", started.text());
    assert!(started.text().contains("has started"), "{}", started.text());
    // The sign-up post loses its buttons.
    fake.wait_for("the sign-up post closed", |_| {
        fake.message(signup)
            .filter(|m| custom_ids(m).is_empty())
            .map(|_| ())
    })
    .await;

    let entrants = ENTRANTS;
    for round in 1..=3u32 {
        let post = round_post(&fake, round).await;
        let (thread, players) = table(&fake, round).await;
        fake.use_channel(thread, 11, Some(CHANNEL_ID));
        // Who moves first: the one with moves to choose from.
        let [mut first, mut second] = players;
        let mut choices = move_choices(&fake, &first, "").await;
        if choices.is_empty() {
            (first, second) = (second, first);
            choices = move_choices(&fake, &first, "").await;
        }
        let text = text_of(&post.body);
        assert!(
            text.contains(&format!("<#{thread}>")),
            "links its thread: {text}"
        );
        // It pings only players of the tournament.
        let pinged = allowed_users(&post.body);
        assert!(
            !pinged.is_empty() && pinged.iter().all(|u| entrants.contains(u)),
            "{pinged:?}"
        );
        if round == 1 {
            assert!(post.files.is_empty(), "no standings before any result");
        } else {
            let picture = post.files.first().expect("the standings picture");
            assert_eq!(picture.filename, "focus-tournament-1.png");
            let image = image::load_from_memory(&picture.bytes).expect("a PNG that decodes");
            assert!(image.width() > 500 && image.height() > 200);
        }
        // The game is played in its thread: a move there, then a resignation.
        if round == 1 {
            let chosen = choices.first().expect("a legal move").clone();
            let sent = fake.command(&first, "move", vec![string_option("move", &chosen)]);
            let turn = fake.answer(&sent).await;
            assert!(!turn.private, "{}", turn.text());
            assert_eq!(turn.allowed_users(), vec![second.id]);
            assert!(turn.text().contains("round 1, table 1"), "{}", turn.text());
        }
        resign(&fake, &second).await;
        fake.use_channel(CHANNEL_ID, 0, None);
    }

    let final_post = fake
        .wait_for("the final post", |requests| {
            requests
                .iter()
                .find(|r| r.method == "POST" && text_of(&r.body).contains("is over! The winner is"))
                .cloned()
        })
        .await;
    let winners = allowed_users(&final_post.body);
    assert_eq!(winners.len(), 1, "pings the winner only");
    assert!(entrants.contains(&winners[0]));
    assert!(text_of(&final_post.body).contains("Podium"));
    assert_eq!(
        final_post.files.first().map(|f| f.filename.as_str()),
        Some("focus-tournament-1.png")
    );

    // One round post per round, one thread per table, named for it.
    for round in 1..=3 {
        let posts = fake
            .requests()
            .iter()
            .filter(|r| is_round_post(r, round))
            .count();
        assert_eq!(posts, 1, "round {round}");
    }
    let names: Vec<String> = fake.threads().into_iter().map(|t| t.name).collect();
    assert_eq!(names, ["t1-r1-b1", "t1-r2-b1", "t1-r3-b1"]);

    // The standings: text and picture.
    let standings = fake.group_command(&BOB, "tournament", "standings", vec![int("id", 1)]);
    let shown = fake.answer(&standings).await;
    assert!(
        shown.text().contains("Sonneborn-Berger"),
        "{}",
        shown.text()
    );
    assert_eq!(
        shown.files.first().map(|f| f.filename.as_str()),
        Some("focus-tournament-1.png")
    );
    bot.stop().await;
}

/// serenity straight at the fake, as the bot's HTTP client is.
fn http(fake: &FakeDiscord) -> std::sync::Arc<serenity::Http> {
    std::sync::Arc::new(
        serenity::HttpBuilder::new(crate::support::discord::TOKEN)
            .proxy(fake.http_url())
            .ratelimiter_disabled(true)
            .build(),
    )
}

#[tokio::test]
async fn a_tables_thread_is_opened_once_public_and_named() {
    let fake = FakeDiscord::start().await;
    let threads = focus_bot::discord::TableThreads::new(http(&fake));
    let guild = crate::support::fake_discord::GUILD_ID;
    let first = threads
        .open(guild.into(), CHANNEL_ID.into(), "t7-r1-b1")
        .await
        .unwrap();
    // Opened again (a retry after a crash): the same thread, not a second.
    assert_eq!(
        threads
            .open(guild.into(), CHANNEL_ID.into(), "t7-r1-b1")
            .await
            .unwrap(),
        first
    );
    let second = threads
        .open(guild.into(), CHANNEL_ID.into(), "t7-r1-b2")
        .await
        .unwrap();
    assert_ne!(second, first);
    // The same name in another channel is another thread.
    let elsewhere = threads
        .open(guild.into(), 42.into(), "t7-r1-b1")
        .await
        .unwrap();
    assert_ne!(elsewhere, first);
    let opened: Vec<(String, u64)> = fake
        .threads()
        .into_iter()
        .map(|t| (t.name, t.parent))
        .collect();
    assert_eq!(
        opened,
        [
            ("t7-r1-b1".to_string(), CHANNEL_ID),
            ("t7-r1-b2".to_string(), CHANNEL_ID),
            ("t7-r1-b1".to_string(), 42)
        ]
    );
    let created: Vec<Value> = fake
        .requests()
        .into_iter()
        .filter(|r| r.template == "/channels/{channel_id}/threads")
        .map(|r| r.body)
        .collect();
    assert_eq!(created.len(), 3);
    assert!(
        created.iter().all(|b| b["type"] == 11),
        "public threads: {created:?}"
    );
    assert!(fake.take_violations().is_empty());

    // The fake holds the bot to Discord's rules: a thread without its type would be private.
    let untyped = serenity::ChannelId::new(CHANNEL_ID)
        .create_thread(&*http(&fake), serenity::CreateThread::new("t7-r2-b1"))
        .await;
    assert!(untyped.is_err());
    let violations = fake.take_violations();
    assert!(
        violations.len() == 1 && violations[0].contains("type 11"),
        "{violations:?}"
    );
}

/// A big field's standings come a page at a time, privately, with Previous and Next; a click
/// shows the other page in place, the asker's own line following the page they are not on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_standings_of_a_big_field_turn_pages_with_their_buttons() {
    use focus_bot::store::{NewTournament, TournamentFormat};
    let dir = tempfile::tempdir().unwrap();
    let db = database(&dir);
    // 25 entrants, Alice seeded last; round 1 paired, its games not started.
    let store = focus_bot::store::Store::open_path(&db).await.unwrap();
    let id = store
        .create_tournament(&NewTournament {
            guild_id: ServerId(crate::support::fake_discord::GUILD_ID),
            channel_id: ChannelId(CHANNEL_ID),
            creator_id: UserId(ALICE.id),
            name: "Big Swiss".to_string(),
            format: TournamentFormat::Swiss,
            per_table: 2,
            mode: focus_bot::rules::Mode::Standard,
            rounds: Some(5),
            double: false,
            turn_limit: None,
            rated: true,
            max_players: None,
            language: "en-US".to_string(),
            created_at: 1,
        })
        .await
        .unwrap();
    let mut seeded: Vec<(UserId, f64)> = (1..=24)
        .map(|i| (UserId(1_400_000_000_000_000_000 + i), 1700.0 - i as f64))
        .collect();
    seeded.push((UserId(ALICE.id), 1400.0));
    for &(user, _) in &seeded {
        let name = if user == UserId(ALICE.id) {
            "Alice".to_string()
        } else {
            format!("entrant{}", user.0 % 100)
        };
        assert!(
            store
                .join_tournament(id, user, &name, 2, 1000)
                .await
                .unwrap()
        );
    }
    assert!(
        store
            .start_tournament(id, &seeded, Some(5), 3)
            .await
            .unwrap()
    );
    // entrant1 has the bye (1 point, first); Alice plays entrant24 and stays last.
    let users: Vec<UserId> = seeded.iter().map(|&(u, _)| u).collect();
    let mut tables = vec![vec![users[0]]];
    tables.extend(users[1..].chunks(2).map(<[UserId]>::to_vec));
    assert!(store.record_round(id, 1, &tables, 4).await.unwrap());
    store.close().await;
    let (fake, bot) = setup(&db).await;

    let asked = fake.group_command(&ALICE, "tournament", "standings", vec![int("id", id.0)]);
    let first = fake.answer(&asked).await;
    assert!(first.private, "{}", first.text());
    let text = first.text();
    assert!(text.contains("Page 1 of 2 (25 entrants)"), "{text}");
    assert!(
        text.contains("20. **entrant20**") && !text.contains("21. **"),
        "{text}"
    );
    assert!(
        text.contains("…\n25. **Alice**"),
        "Alice's own line after the page: {text}"
    );
    let buttons = custom_ids(&first.data);
    assert_eq!(
        buttons,
        vec![
            (format!("focus:tpage:{id}:0:{}", ALICE.id), true),
            (format!("focus:tpage:{id}:2:{}", ALICE.id), false),
        ]
    );
    let message = fake.original_message_id(&asked).await;
    let next = fake.click(&ALICE, message, &buttons[1].0);
    let second = fake.answer(&next).await;
    assert_eq!(second.callback_type, 7, "the message is updated in place");
    let text = second.text();
    assert!(
        text.contains("Page 2 of 2") && text.contains("21. **entrant21**"),
        "{text}"
    );
    assert!(
        text.contains("25. **Alice**") && !text.contains('…'),
        "Alice is on this page: {text}"
    );
    assert_eq!(
        custom_ids(&second.data),
        vec![
            (format!("focus:tpage:{id}:1:{}", ALICE.id), false),
            (format!("focus:tpage:{id}:3:{}", ALICE.id), true),
        ]
    );
    bot.stop().await;
}
