//! The fake's threads: `POST /channels/{channel_id}/threads` (a thread without a message), the
//! guild's active threads, and members added to a thread; and a channel's (or thread's) recent
//! messages. A thread is a channel: messages are
//! posted in it like in any other (`POST /channels/{thread}/messages`).
//!
//! Discord's rules the fake holds the bot to: a thread without a message must say its type
//! (public, 11, here: without it Discord makes a private one), has a name of 1 to 100
//! characters, and is opened in a text channel, not in another thread.

use super::*;

/// A thread the bot opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thread {
    /// The thread's id (a channel id).
    pub id: u64,
    /// Its name.
    pub name: String,
    /// The channel it was opened in.
    pub parent: u64,
    /// Users the bot added as members.
    pub members: Vec<u64>,
}

/// The thread as Discord returns it (a guild channel of type 11).
fn channel(thread: &Thread) -> Value {
    json!({
        "id": thread.id.to_string(),
        "type": 11,
        "guild_id": GUILD_ID.to_string(),
        "parent_id": thread.parent.to_string(),
        "owner_id": payloads::BOT_USER_ID.to_string(),
        "name": thread.name,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": thread.members.len().min(50),
        "flags": 0,
        "thread_metadata": {
            "archived": false,
            "auto_archive_duration": 1440,
            "archive_timestamp": payloads::TIMESTAMP,
            "locked": false,
            "create_timestamp": payloads::TIMESTAMP
        }
    })
}

/// `POST /channels/{parent}/threads`: opens a public thread.
pub(super) fn create(shared: &Shared, parent: &str, body: &Value) -> Response {
    let Ok(parent) = parent.parse::<u64>() else {
        shared.violation(format!("POST /channels/{parent}/threads: not a channel id"));
        return StatusCode::NOT_FOUND.into_response();
    };
    let mut threads = shared.threads.lock().unwrap();
    if threads.iter().any(|t| t.id == parent) {
        drop(threads);
        shared.violation(format!(
            "POST /channels/{parent}/threads: a thread cannot be opened in a thread"
        ));
        return StatusCode::BAD_REQUEST.into_response();
    }
    if body["type"] != 11 {
        drop(threads);
        shared.violation(format!(
            "POST /channels/{parent}/threads: a thread without a message must say type 11 \
             (public), else Discord makes it private: {body}"
        ));
        return StatusCode::BAD_REQUEST.into_response();
    }
    let name = body["name"].as_str().unwrap_or_default().to_string();
    if name.is_empty() || name.chars().count() > 100 {
        drop(threads);
        shared.violation(format!(
            "POST /channels/{parent}/threads: a name of 1 to 100 characters: {body}"
        ));
        return StatusCode::BAD_REQUEST.into_response();
    }
    let thread = Thread {
        id: shared.id(),
        name,
        parent,
        members: Vec::new(),
    };
    threads.push(thread.clone());
    (StatusCode::CREATED, axum::Json(channel(&thread))).into_response()
}

/// `GET /guilds/{guild}/threads/active`: every thread opened (none is ever archived here).
pub(super) fn active(shared: &Shared) -> Response {
    let threads: Vec<Value> = shared.threads.lock().unwrap().iter().map(channel).collect();
    let body = json!({ "threads": threads, "members": [], "has_more": false });
    (StatusCode::OK, axum::Json(body)).into_response()
}

/// `GET /channels/{channel}/messages`: the channel's messages, newest first (at most 50, the
/// bot's `limit` or not: the bot reads no further back).
pub(super) fn recent(shared: &Shared, channel: &str) -> Value {
    let messages = shared.messages.lock().unwrap();
    let mut found: Vec<(&u64, &Value)> = messages
        .iter()
        .filter(|(_, m)| m["channel_id"] == channel)
        .collect();
    found.sort_by_key(|(id, _)| std::cmp::Reverse(**id));
    Value::Array(found.into_iter().take(50).map(|(_, m)| m.clone()).collect())
}

/// `PUT /channels/{thread}/thread-members/{user}`: adds a member to a thread.
pub(super) fn add_member(shared: &Shared, thread: &str, user: &str) -> Response {
    let mut threads = shared.threads.lock().unwrap();
    let found = thread
        .parse::<u64>()
        .ok()
        .and_then(|id| threads.iter_mut().find(|t| t.id == id));
    let (Some(found), Ok(user)) = (found, user.parse::<u64>()) else {
        drop(threads);
        shared.violation(format!(
            "PUT /channels/{thread}/thread-members/{user}: no such thread or user"
        ));
        return StatusCode::NOT_FOUND.into_response();
    };
    if !found.members.contains(&user) {
        found.members.push(user);
    }
    StatusCode::NO_CONTENT.into_response()
}

impl FakeDiscord {
    /// The threads the bot opened, oldest first.
    pub fn threads(&self) -> Vec<Thread> {
        self.shared.threads.lock().unwrap().clone()
    }
}
