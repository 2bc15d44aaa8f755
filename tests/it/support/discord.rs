//! The real bot against the fake Discord, for the Discord tests: the people, starting and
//! stopping the bot as `focus-bot run` does, a game started by a challenge and its button, and
//! the assertions every Discord test makes on an answer (private, a public turn, a picture of
//! the game).

use std::path::{Path, PathBuf};

use focus_bot::discord::{Config, run};
use serde_json::{Value, json};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

use crate::support::fake_discord::{Answer, FakeDiscord, GUILD_ID, Sent, User, payloads::PEOPLE};
use focus_bot::store::ChannelId;

pub(crate) const TOKEN: &str =
    "MTEwMDAwMDAwMDAwMDAwMDAwMQ.GAbCdE.abcdefghijklmnopqrstuvwxyz0123456789AB";
pub(crate) const ALICE: User = PEOPLE[0];
pub(crate) const BOB: User = PEOPLE[1];
pub(crate) const CAROL: User = PEOPLE[2];
pub(crate) const DAVE: User = PEOPLE[3];

/// A running bot and the way to stop it as Ctrl-C would.
pub(crate) struct Bot {
    /// Sends the stop, as Ctrl-C does.
    pub(crate) stop: oneshot::Sender<()>,
    /// The bot's task, done once it has exited.
    pub(crate) task: JoinHandle<anyhow::Result<()>>,
}

impl Bot {
    /// Starts the bot on the database file `db`, talking to `fake`, as `focus-bot run` does.
    pub(crate) async fn start(fake: &FakeDiscord, db: &Path) -> Bot {
        Bot::start_with(fake, db, &[]).await
    }

    /// [`Bot::start`] with more settings (`extra`: name and value).
    pub(crate) async fn start_with(fake: &FakeDiscord, db: &Path, extra: &[(&str, &str)]) -> Bot {
        let database_url = format!("sqlite://{}", db.display());
        let proxy = fake.http_url().to_string();
        let config = Config::from_lookup(|name| match name {
            "DISCORD_TOKEN" => Some(TOKEN.into()),
            "DATABASE_URL" => Some(database_url.clone()),
            "DISCORD_HTTP_PROXY" => Some(proxy.clone()),
            "DISCORD_GUILD_ID" => Some(GUILD_ID.to_string()),
            _ => extra
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
                // Its own metrics port, so that bots running side by side never share one.
                .or_else(|| (name == "METRICS_ADDR").then(|| "127.0.0.1:0".to_string())),
        })
        .expect("a valid configuration");
        let (stop, stopped) = oneshot::channel::<()>();
        let task = tokio::spawn(run(config, async {
            let _ = stopped.await;
        }));
        Bot { stop, task }
    }

    /// Stops it (Ctrl-C) and waits for it to exit cleanly.
    pub(crate) async fn stop(self) {
        self.stop.send(()).unwrap();
        self.task
            .await
            .expect("the bot task panicked")
            .expect("the bot exits cleanly");
    }
}

/// A fake Discord and a bot connected to it, with its commands registered.
pub(crate) async fn setup(db: &Path) -> (FakeDiscord, Bot) {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn")),
        )
        .with_test_writer()
        .try_init();
    let fake = FakeDiscord::start().await;
    let bot = Bot::start(&fake, db).await;
    fake.wait_identified(1).await;
    fake.wait_registered().await;
    (fake, bot)
}

pub(crate) fn database(dir: &tempfile::TempDir) -> PathBuf {
    dir.path().join("focus.db")
}

pub(crate) fn string_option(name: &str, value: &str) -> Value {
    json!({ "name": name, "type": 3, "value": value })
}

pub(crate) fn custom_ids(data: &Value) -> Vec<(String, bool)> {
    data["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .map(|b| {
            (
                b["custom_id"].as_str().unwrap_or_default().to_string(),
                b["disabled"].as_bool().unwrap_or(false),
            )
        })
        .collect()
}

/// Asserts a private answer with no picture, and returns its text.
pub(crate) fn assert_private(answer: &Answer, what: &str) -> String {
    assert!(
        answer.private,
        "{what}: should be private: {:?}",
        answer.data
    );
    assert!(
        answer.files.is_empty(),
        "{what}: a private error has no picture"
    );
    assert!(answer.allowed_users().is_empty(), "{what}: pings nobody");
    answer.text()
}

/// Asserts a public turn: the picture as a PNG attachment shown in an embed, pinging exactly
/// `next`.
pub(crate) fn assert_turn(answer: &Answer, next: &User) {
    assert!(!answer.private, "a turn is public: {}", answer.text());
    assert_eq!(answer.callback_type, 5, "a turn is deferred at once");
    let file = answer.files.first().expect("the board picture is attached");
    let picture = image::load_from_memory(&file.bytes).expect("a picture that decodes");
    assert!(picture.width() > 100 && picture.height() > 100);
    assert_eq!(&file.bytes[..8], b"\x89PNG\r\n\x1a\n", "the board is a PNG");
    let embed_image = answer.data["embeds"][0]["image"]["url"].as_str();
    assert_eq!(
        embed_image,
        Some(format!("attachment://{}", file.filename).as_str()),
        "the picture is shown in the embed"
    );
    assert_eq!(answer.allowed_users(), vec![next.id]);
    assert!(
        answer.text().contains(&format!("<@{}>", next.id)),
        "names who acts next: {}",
        answer.text()
    );
}

/// `user`'s autocomplete choices for the `move` option after typing `typed`.
pub(crate) async fn move_choices(fake: &FakeDiscord, user: &User, typed: &str) -> Vec<String> {
    let sent = fake.autocomplete(user, "move", "move", typed);
    let answer = fake.answer(&sent).await;
    assert_eq!(answer.callback_type, 8, "autocomplete is answered");
    answer.data["choices"]
        .as_array()
        .expect("choices, even if none")
        .iter()
        .map(|c| c["value"].as_str().unwrap().to_string())
        .collect()
}

/// Alice challenges Bob (Alice first); Bob accepts with the button. Returns the challenge.
pub(crate) async fn start_game(fake: &FakeDiscord) -> Sent {
    let challenge = fake.command(
        &ALICE,
        "challenge",
        vec![
            BOB.option("opponent"),
            // `first` is registered with choices; Discord sends the chosen choice's value.
            json!({ "name": "first", "type": 4, "value": 1 }),
        ],
    );
    let invitation = fake.answer(&challenge).await;
    assert!(!invitation.private, "a challenge is public");
    assert_eq!(
        invitation.allowed_users(),
        vec![BOB.id],
        "only Bob is pinged"
    );
    let buttons = custom_ids(&invitation.data);
    assert_eq!(buttons.len(), 2, "Accept and Decline: {buttons:?}");
    assert!(buttons.iter().all(|(_, disabled)| !disabled));
    let message = fake.original_message_id(&challenge).await;

    let stranger = fake.click(&CAROL, message, &buttons[0].0);
    let refused = fake.answer(&stranger).await;
    assert_eq!(
        assert_private(&refused, "a stranger's click"),
        "This invitation is not for you."
    );

    let accept = fake.click(&BOB, message, &buttons[0].0);
    let started = fake.answer(&accept).await;
    assert!(
        !started.private,
        "the game's start is public: {}",
        started.text()
    );
    let greyed = fake
        .wait_for("the buttons greyed out", |requests| {
            requests
                .iter()
                .find(|r| {
                    r.method == "PATCH"
                        && r.path.contains(&accept.token)
                        && !custom_ids(&r.body).is_empty()
                        && custom_ids(&r.body).iter().all(|(_, disabled)| *disabled)
                })
                .cloned()
        })
        .await;
    assert_eq!(custom_ids(&greyed.body).len(), 2);
    challenge
}

/// Plays `user`'s first legal move and checks the turn's answer; returns the move.
pub(crate) async fn play_first_legal(fake: &FakeDiscord, user: &User, next: &User) -> String {
    let choices = move_choices(fake, user, "").await;
    let chosen = choices.first().expect("a legal move").clone();
    let sent = fake.command(user, "move", vec![string_option("move", &chosen)]);
    assert_turn(&fake.answer(&sent).await, next);
    chosen
}

/// Asserts that the answer's picture shows the channel's latest game as the database has it now.
pub(crate) async fn assert_picture_of_the_game(answer: &Answer, db: &Path) {
    let store = focus_bot::store::Store::open_path(db).await.unwrap();
    let stored = store
        .latest_game(ChannelId(
            crate::support::fake_discord::payloads::CHANNEL_ID,
        ))
        .await;
    let game = stored.unwrap().expect("a game").replay().unwrap();
    store.close().await;
    let file = answer.files.first().expect("the board picture is attached");
    crate::support::probe::assert_picture_shows(&file.bytes, &game);
}

/// The first message the bot posted in a channel on its own whose text contains `needle`.
pub(crate) async fn channel_post(fake: &FakeDiscord, what: &str, needle: &str) -> Value {
    fake.wait_for(what, |requests| {
        requests
            .iter()
            .find(|r| {
                r.method == "POST"
                    && r.template == "/channels/{channel_id}/messages"
                    && crate::support::fake_discord::text_of(&r.body).contains(needle)
            })
            .map(|r| r.body.clone())
    })
    .await
}
