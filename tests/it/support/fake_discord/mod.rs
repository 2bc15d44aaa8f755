//! A Discord that lives on 127.0.0.1, for the end-to-end tests of the bot.
//!
//! It serves the REST endpoints the bot calls (the bot reaches it through `DISCORD_HTTP_PROXY`),
//! OAuth2's token exchange and user for the pages' sign-in (`oauth.rs`), and a gateway websocket, records every request, and checks every request body against
//! Discord's OpenAPI spec. Tests drive it by sending gateway events (slash commands, autocomplete,
//! button clicks) and waiting for what the bot sends back.
//!
//! Nothing reaches the internet, by construction and, in CI, by the kernel: the bot is given the
//! fake's address for REST (`DISCORD_HTTP_PROXY`) and learns the gateway's `ws://127.0.0.1:…`
//! address from the fake's `GET /gateway`; every URL is an IP literal, so nothing is looked up
//! in DNS; and `.ci/run` runs the whole suite in a network namespace that has only loopback
//! (checked by `isolation::only_loopback_is_reachable`).

pub mod faults;
mod gateway;
pub mod oauth;
pub mod payloads;
mod rest;
pub mod spec;
mod threads;

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::body::{Body, to_bytes};
use axum::extract::{FromRequest, Multipart, State};
use axum::http::{Request as HttpRequest, StatusCode, header};
use axum::response::{IntoResponse, Response};
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::TcpListener;
use tokio::sync::{Notify, mpsc};
use tokio_tungstenite::tungstenite::Message as WsMessage;

pub use payloads::{APPLICATION_ID, GUILD_ID, User};
use spec::Spec;
pub use threads::Thread;

/// How long a test waits for the bot before failing.
const PATIENCE: Duration = Duration::from_secs(30);

/// Gateway intents Discord calls privileged: GUILD_MEMBERS, GUILD_PRESENCES, MESSAGE_CONTENT.
const PRIVILEGED_INTENTS: u64 = (1 << 1) | (1 << 8) | (1 << 15);

/// One request the bot sent.
#[derive(Clone, Debug)]
pub struct Recorded {
    /// `GET`, `POST`…
    pub method: String,
    /// The path after `/api/v10`.
    pub path: String,
    /// The spec's template of that path.
    pub template: String,
    /// The JSON body (`payload_json` of a multipart body), or null.
    pub body: Value,
    /// Files of a multipart body.
    pub files: Vec<UploadedFile>,
}

/// A file in a multipart body.
#[derive(Clone, Debug)]
pub struct UploadedFile {
    /// The form field, `files[0]`…
    pub field: String,
    /// The file name.
    pub filename: String,
    /// The contents.
    pub bytes: Vec<u8>,
}

/// An interaction the fake sent, to find what the bot answered.
#[derive(Clone, Debug)]
pub struct Sent {
    /// The interaction id.
    pub id: u64,
    /// The interaction token.
    pub token: String,
}

/// What the bot finally showed for one interaction.
#[derive(Clone, Debug)]
pub struct Answer {
    /// The callback type of the first response (4 message, 5 deferred, 7 update, 8 autocomplete).
    pub callback_type: u64,
    /// The message data the user ends up seeing.
    pub data: Value,
    /// Files shown with it.
    pub files: Vec<UploadedFile>,
    /// Whether only the caller sees it.
    pub private: bool,
}

impl Answer {
    /// The text shown (content plus embed descriptions).
    pub fn text(&self) -> String {
        text_of(&self.data)
    }
    /// The users the message may mention.
    pub fn allowed_users(&self) -> Vec<u64> {
        allowed_users(&self.data)
    }
}

/// The text of a message body: its content and its embeds' titles and descriptions.
pub fn text_of(data: &Value) -> String {
    let mut text = data["content"].as_str().unwrap_or_default().to_string();
    for embed in data["embeds"].as_array().into_iter().flatten() {
        for key in ["title", "description"] {
            if let Some(s) = embed[key].as_str() {
                text.push('\n');
                text.push_str(s);
            }
        }
    }
    text
}

/// The user ids a message body allows to be mentioned; checks that nothing else can be.
pub fn allowed_users(data: &Value) -> Vec<u64> {
    let allowed = &data["allowed_mentions"];
    assert!(
        allowed.is_object(),
        "every message must set allowed_mentions: {data}"
    );
    let parse = allowed["parse"].as_array().cloned().unwrap_or_default();
    assert!(
        parse.is_empty(),
        "allowed_mentions.parse must be empty (no @everyone, roles or free user mentions): {data}"
    );
    assert!(
        allowed["roles"].as_array().is_none_or(|r| r.is_empty()),
        "no role may be mentioned: {data}"
    );
    allowed["users"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|u| match u {
            Value::String(s) => s.parse().expect("user id"),
            other => other.as_u64().expect("user id"),
        })
        .collect()
}

struct Shared {
    spec: Spec,
    ws_url: String,
    requests: Mutex<Vec<Recorded>>,
    violations: Mutex<Vec<String>>,
    changed: Notify,
    /// The gateway's sessions, connections and faults.
    gateway: gateway::Gateway,
    next_id: AtomicU64,
    messages: Mutex<HashMap<u64, Value>>,
    /// Tokens of button clicks → the message clicked (their `@original`).
    clicked: Mutex<HashMap<String, u64>>,
    /// Interactions that had their first response: a second one is refused, as Discord does.
    acknowledged: Mutex<std::collections::HashSet<String>>,
    /// What the next interactions carry: members' permissions by user id, the bot's, and the
    /// channel they come from.
    setting: Mutex<Setting>,
    /// Channels where posting a message answers 403 Missing Permissions.
    refusing: Mutex<std::collections::HashSet<u64>>,
    /// Direct-message channels opened (`POST /users/@me/channels`): channel id → user id.
    dm_channels: Mutex<HashMap<u64, u64>>,
    /// Users who closed their direct messages: posting to them answers 403, code 50007.
    closed_dms: Mutex<std::collections::HashSet<u64>>,
    /// A request to hold unanswered until a test releases it.
    gate: Mutex<Option<Arc<Gate>>>,
    /// Discord's REST faults a test scripted, and what they saw (`faults.rs`).
    faults: faults::Faults,
    /// Threads the bot opened (`threads.rs`).
    threads: Mutex<Vec<threads::Thread>>,
    /// The OAuth2 codes minted and tokens given (`oauth.rs`).
    oauth: Mutex<oauth::OAuth>,
}

/// Holds the bot's next request to one endpoint unanswered, so a test knows for certain that the
/// bot is waiting on it (a command in flight), not merely that it probably is.
pub struct Gate {
    template: String,
    arrived: tokio::sync::watch::Sender<bool>,
    open: tokio::sync::watch::Sender<bool>,
}

impl Gate {
    /// Waits until the held request has arrived (and is being held).
    pub async fn arrived(&self) {
        let mut arrived = self.arrived.subscribe();
        tokio::time::timeout(Duration::from_secs(20), arrived.wait_for(|a| *a))
            .await
            .expect("the held request never came")
            .unwrap();
    }

    /// Lets the held request be answered.
    pub fn release(&self) {
        self.open.send_replace(true);
    }

    async fn hold(&self) {
        self.arrived.send_replace(true);
        let mut open = self.open.subscribe();
        let _ = open.wait_for(|o| *o).await;
    }
}

/// The permissions and channel interactions carry, as a test set them.
#[derive(Default)]
struct Setting {
    members: HashMap<u64, u64>,
    app: Option<u64>,
    /// Channel id, Discord channel type, parent channel.
    channel: Option<(u64, u8, Option<u64>)>,
    /// The application's global commands, as registered (Activities enabled: its entry point).
    global_commands: Vec<Value>,
}

impl Shared {
    fn violation(&self, message: String) {
        eprintln!("FAKE DISCORD VIOLATION: {message}");
        self.violations.lock().unwrap().push(message);
        self.changed.notify_waiters();
    }

    fn id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::Relaxed)
    }
}

/// The fake Discord. Dropping it stops nothing: its tasks end with the test's runtime.
pub struct FakeDiscord {
    shared: Arc<Shared>,
    http_url: String,
}

impl FakeDiscord {
    /// Starts the REST server and the gateway on loopback ports.
    pub async fn start() -> FakeDiscord {
        let http = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let ws = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let http_url = format!("http://{}", http.local_addr().unwrap());
        let ws_url = format!("ws://{}", ws.local_addr().unwrap());
        let shared = Arc::new(Shared {
            spec: Spec::load(),
            ws_url,
            requests: Mutex::default(),
            violations: Mutex::default(),
            changed: Notify::new(),
            gateway: gateway::Gateway::default(),
            next_id: AtomicU64::new(1_300_000_000_000_000_000),
            messages: Mutex::default(),
            clicked: Mutex::default(),
            acknowledged: Mutex::default(),
            setting: Mutex::default(),
            refusing: Mutex::default(),
            gate: Mutex::default(),
            dm_channels: Mutex::default(),
            closed_dms: Mutex::default(),
            faults: faults::Faults::default(),
            threads: Mutex::default(),
            oauth: Mutex::default(),
        });
        let app = Router::new()
            .route("/oauth2/authorize", axum::routing::get(oauth::authorize))
            .fallback(rest::handle_rest)
            .with_state(shared.clone());
        tokio::spawn(async move { axum::serve(http, app).await.unwrap() });
        tokio::spawn(gateway::serve_gateway(ws, shared.clone()));
        FakeDiscord { shared, http_url }
    }

    /// The URL to give the bot as `DISCORD_HTTP_PROXY`.
    pub fn http_url(&self) -> &str {
        &self.http_url
    }

    /// Every request the bot has sent so far.
    pub fn requests(&self) -> Vec<Recorded> {
        self.shared.requests.lock().unwrap().clone()
    }

    /// The violations seen so far, taken (a test that provokes one on purpose checks it).
    pub fn take_violations(&self) -> Vec<String> {
        std::mem::take(&mut *self.shared.violations.lock().unwrap())
    }

    fn check_violations(&self) {
        let violations = self.shared.violations.lock().unwrap();
        assert!(
            violations.is_empty(),
            "the bot did something real Discord would refuse:\n{}",
            violations.join("\n")
        );
    }

    /// Waits until `pick` finds something in the requests (or panics after a while). `pick` runs
    /// with the requests locked: it must not call back into the fake.
    pub async fn wait_for<T>(&self, what: &str, pick: impl Fn(&[Recorded]) -> Option<T>) -> T {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let changed = self.shared.changed.notified();
            self.check_violations();
            if let Some(found) = pick(&self.shared.requests.lock().unwrap()) {
                return found;
            }
            if tokio::time::timeout_at(deadline, changed).await.is_err() {
                self.check_violations();
                let seen: Vec<String> = self
                    .requests()
                    .iter()
                    .map(|r| format!("{} {} {}", r.method, r.path, r.body))
                    .collect();
                panic!(
                    "timed out waiting for {what}; the bot sent:\n{}",
                    seen.join("\n")
                );
            }
        }
    }

    /// Waits for the bot to register its commands and returns the registered list.
    pub async fn wait_registered(&self) -> Value {
        self.wait_for("command registration", |requests| {
            requests
                .iter()
                .find(|r| r.method == "PUT" && r.path.ends_with("/commands"))
                .map(|r| r.body.clone())
        })
        .await
    }

    /// `user` types `/focus <subcommand>` with `options` (JSON objects of `{name, type, value}`).
    pub fn command(&self, user: &User, subcommand: &str, options: Vec<Value>) -> Sent {
        let sent = self.new_sent();
        let data = payloads::command(&sent, user, subcommand, options, 2);
        self.dispatch_interaction(user, data);
        sent
    }

    /// `user` types `/focus <group> <subcommand>` (a subcommand group's, like
    /// `/focus tournament create`) with `options`.
    pub fn group_command(
        &self,
        user: &User,
        group: &str,
        subcommand: &str,
        options: Vec<Value>,
    ) -> Sent {
        self.group_command_in("en-US", user, group, subcommand, options)
    }

    /// [`FakeDiscord::group_command`] by a user whose Discord app is in `locale`.
    pub fn group_command_in(
        &self,
        locale: &str,
        user: &User,
        group: &str,
        subcommand: &str,
        options: Vec<Value>,
    ) -> Sent {
        let sent = self.new_sent();
        let mut data = payloads::command(&sent, user, subcommand, options, 2);
        data["locale"] = Value::from(locale);
        let inner = data["data"]["options"].take();
        data["data"]["options"] = json!([{ "name": group, "type": 2, "options": inner }]);
        self.dispatch_interaction(user, data);
        sent
    }

    /// `user`, whose Discord app is in `locale` (`fr`, `ja`, …), types `/focus <subcommand>`.
    pub fn command_in(
        &self,
        locale: &str,
        user: &User,
        subcommand: &str,
        options: Vec<Value>,
    ) -> Sent {
        let sent = self.new_sent();
        let mut data = payloads::command(&sent, user, subcommand, options, 2);
        data["locale"] = Value::from(locale);
        self.dispatch_interaction(user, data);
        sent
    }

    /// Gives `user` these permission bits in the channel from now on (the default has neither
    /// Manage Messages nor Manage Server).
    pub fn grant(&self, user: &User, permissions: u64) {
        self.shared
            .setting
            .lock()
            .unwrap()
            .members
            .insert(user.id, permissions);
    }

    /// The application enables Activities, as in the Developer Portal: Discord gives it its
    /// entry point command ("Launch", `PRIMARY_ENTRY_POINT`, Discord launching the Activity),
    /// which a bulk overwrite of the global commands must keep.
    pub fn enable_activities(&self) {
        let entry = json!({ "name": "launch", "description": "", "type": 4, "handler": 2,
            "integration_types": [0], "contexts": [0, 1, 2] });
        let registered = payloads::registered_command(self.shared.id(), &entry, None);
        let mut setting = self.shared.setting.lock().unwrap();
        setting.global_commands.retain(|c| c["type"] != 4);
        setting.global_commands.push(registered);
    }

    /// The application's global commands as registered now.
    pub fn global_commands(&self) -> Vec<Value> {
        self.shared.setting.lock().unwrap().global_commands.clone()
    }

    /// Gives the bot these permission bits in the channel from now on.
    pub fn set_app_permissions(&self, permissions: u64) {
        self.shared.setting.lock().unwrap().app = Some(permissions);
    }

    /// Sends GUILD_CREATE for the test guild with text channels `(id, private)` (a private one
    /// denies @everyone View Channel), as Discord does after READY for a bot with the GUILDS
    /// intent.
    pub fn create_guild(&self, channels: &[(u64, bool)]) {
        self.dispatch("GUILD_CREATE", payloads::guild_create(channels));
    }

    /// Interactions come from channel `id` (of Discord channel type `kind`, in `parent`) from
    /// now on.
    pub fn use_channel(&self, id: u64, kind: u8, parent: Option<u64>) {
        self.shared.setting.lock().unwrap().channel = Some((id, kind, parent));
    }

    /// Posting a message in `channel` answers 403 Missing Permissions from now on.
    /// Holds the bot's next request to `template` (an endpoint of Discord's spec, like
    /// `/interactions/{interaction_id}/{interaction_token}/callback`) until the gate is released.
    pub fn hold(&self, template: &str) -> Arc<Gate> {
        let gate = Arc::new(Gate {
            template: template.to_string(),
            arrived: tokio::sync::watch::Sender::new(false),
            open: tokio::sync::watch::Sender::new(false),
        });
        *self.shared.gate.lock().unwrap() = Some(gate.clone());
        gate
    }

    pub fn refuse_posts_in(&self, channel: u64) {
        self.shared.refusing.lock().unwrap().insert(channel);
    }

    /// `user` closed their direct messages: messages to them answer 403 with Discord's code
    /// 50007 from now on.
    pub fn close_dms(&self, user: &User) {
        self.shared.closed_dms.lock().unwrap().insert(user.id);
    }

    /// The direct messages the bot posted (or tried to post) to `user`: the request bodies, and
    /// whether Discord took each.
    pub fn direct_messages(&self, user: &User) -> Vec<(Value, bool)> {
        let channels: Vec<u64> = self
            .shared
            .dm_channels
            .lock()
            .unwrap()
            .iter()
            .filter(|(_, u)| **u == user.id)
            .map(|(c, _)| *c)
            .collect();
        let closed = self.shared.closed_dms.lock().unwrap().contains(&user.id);
        self.requests()
            .into_iter()
            .filter(|r| {
                r.method == "POST"
                    && channels
                        .iter()
                        .any(|c| r.path == format!("/channels/{c}/messages"))
            })
            .map(|r| (r.body, !closed))
            .collect()
    }

    /// Sends an interaction, with the permissions and channel a test set.
    fn dispatch_interaction(&self, user: &User, mut data: Value) {
        {
            let setting = self.shared.setting.lock().unwrap();
            if let Some(&p) = setting.members.get(&user.id) {
                data["member"]["permissions"] = json!(p.to_string());
            }
            if let Some(p) = setting.app {
                data["app_permissions"] = json!(p.to_string());
            }
            if let Some((id, kind, parent)) = setting.channel {
                data["channel_id"] = json!(id.to_string());
                data["channel"]["id"] = json!(id.to_string());
                data["channel"]["type"] = json!(kind);
                if let Some(parent) = parent {
                    data["channel"]["parent_id"] = json!(parent.to_string());
                }
            }
        }
        if let Some(token) = data["token"].as_str() {
            self.shared.faults.sent_interaction(token);
        }
        self.dispatch("INTERACTION_CREATE", data);
    }

    /// `user` is typing `typed` into the `option` of `/focus <subcommand>`.
    pub fn autocomplete(&self, user: &User, subcommand: &str, option: &str, typed: &str) -> Sent {
        let sent = self.new_sent();
        let focused = json!({ "name": option, "type": 3, "value": typed, "focused": true });
        let data = payloads::command(&sent, user, subcommand, vec![focused], 4);
        self.dispatch_interaction(user, data);
        sent
    }

    /// `user` clicks the button `custom_id` on the message the bot posted with id `message_id`.
    pub fn click(&self, user: &User, message_id: u64, custom_id: &str) -> Sent {
        self.click_in("en-US", user, message_id, custom_id)
    }

    /// [`FakeDiscord::click`] by a user whose Discord app is in `locale`.
    pub fn click_in(&self, locale: &str, user: &User, message_id: u64, custom_id: &str) -> Sent {
        let sent = self.new_sent();
        let message = self
            .shared
            .messages
            .lock()
            .unwrap()
            .get(&message_id)
            .cloned()
            .expect("no such message");
        self.shared
            .clicked
            .lock()
            .unwrap()
            .insert(sent.token.clone(), message_id);
        let mut data = payloads::click(&sent, user, message, custom_id);
        data["locale"] = Value::from(locale);
        self.dispatch_interaction(user, data);
        sent
    }

    /// `user` chooses `values` in the select menu `custom_id` on the message `message_id`.
    pub fn select(&self, user: &User, message_id: u64, custom_id: &str, values: &[&str]) -> Sent {
        self.select_in("en-US", user, message_id, custom_id, values)
    }

    /// [`FakeDiscord::select`] by a user whose Discord app is in `locale`.
    pub fn select_in(
        &self,
        locale: &str,
        user: &User,
        message_id: u64,
        custom_id: &str,
        values: &[&str],
    ) -> Sent {
        let sent = self.new_sent();
        let message = self
            .shared
            .messages
            .lock()
            .unwrap()
            .get(&message_id)
            .cloned()
            .expect("no such message");
        self.shared
            .clicked
            .lock()
            .unwrap()
            .insert(sent.token.clone(), message_id);
        let mut data = payloads::select(&sent, user, message, custom_id, values);
        data["locale"] = Value::from(locale);
        self.dispatch_interaction(user, data);
        sent
    }

    /// The id of the newest message the bot posted with a button whose custom id is `custom_id`,
    /// and the message as it is now.
    pub fn message_with_button(&self, custom_id: &str) -> Option<(u64, Value)> {
        let messages = self.shared.messages.lock().unwrap();
        messages
            .iter()
            .filter(|(_, m)| {
                m["components"].as_array().into_iter().flatten().any(|row| {
                    row["components"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .any(|b| b["custom_id"] == custom_id)
                })
            })
            .max_by_key(|(id, _)| **id)
            .map(|(id, m)| (*id, m.clone()))
    }

    /// The message with this id, as it is now.
    pub fn message(&self, id: u64) -> Option<Value> {
        self.shared.messages.lock().unwrap().get(&id).cloned()
    }

    fn new_sent(&self) -> Sent {
        let id = self.shared.id();
        Sent {
            id,
            token: format!("token-{id}"),
        }
    }

    /// The id of the message the bot showed as the response to `sent` (after edits).
    pub async fn original_message_id(&self, sent: &Sent) -> u64 {
        self.answer(sent).await;
        let token = sent.token.clone();
        let messages = self.shared.messages.lock().unwrap();
        *messages
            .iter()
            .find(|(_, m)| m["interaction_token"] == token.as_str())
            .map(|(id, _)| id)
            .expect("the bot showed no message for this interaction")
    }

    /// Waits until the bot has answered `sent` completely and returns what the user sees.
    ///
    /// Checks Discord's own rules on the way: a first response within the interaction, a deferred
    /// response finished by an edit (or deleted and replaced by a private follow-up).
    pub async fn answer(&self, sent: &Sent) -> Answer {
        let callback_path = format!("/interactions/{}/{}/callback", sent.id, sent.token);
        let first = self
            .wait_for("the interaction's response", |requests| {
                requests.iter().find(|r| r.path == callback_path).cloned()
            })
            .await;
        let callback_type = first.body["type"].as_u64().expect("callback type");
        let webhook = format!("/webhooks/{APPLICATION_ID}/{}", sent.token);
        let data = first.body["data"].clone();
        let flags = |d: &Value| d["flags"].as_u64().unwrap_or(0) & 64 != 0;
        match callback_type {
            4 | 7 | 8 => Answer {
                callback_type,
                private: flags(&data),
                data,
                files: first.files,
            },
            5 => {
                let original = format!("{webhook}/messages/@original");
                let (data, files, private) = self
                    .wait_for("the edit of the deferred response", |requests| {
                        let after: Vec<&Recorded> = requests
                            .iter()
                            .skip_while(|r| r.path != callback_path)
                            .collect();
                        if let Some(edit) = after
                            .iter()
                            .find(|r| r.method == "PATCH" && r.path == original)
                        {
                            return Some((edit.body.clone(), edit.files.clone(), flags(&data)));
                        }
                        let deleted = after
                            .iter()
                            .any(|r| r.method == "DELETE" && r.path == original);
                        let followup = after
                            .iter()
                            .find(|r| r.method == "POST" && r.path == webhook)?;
                        assert!(
                            deleted,
                            "a follow-up after a defer must come after deleting the deferred \
                             response (else it replaces it with the defer's privacy)"
                        );
                        Some((
                            followup.body.clone(),
                            followup.files.clone(),
                            flags(&followup.body),
                        ))
                    })
                    .await;
                Answer {
                    callback_type,
                    data,
                    files,
                    private,
                }
            }
            6 => {
                // A button click acknowledged at once; the answer is the first follow-up.
                let (data, files) = self
                    .wait_for("the follow-up to a click", |requests| {
                        requests
                            .iter()
                            .find(|r| r.method == "POST" && r.path == webhook)
                            .map(|r| (r.body.clone(), r.files.clone()))
                    })
                    .await;
                Answer {
                    callback_type,
                    private: flags(&data),
                    data,
                    files,
                }
            }
            other => panic!("unexpected callback type {other}: {}", first.body),
        }
    }
}
