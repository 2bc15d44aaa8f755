//! Gateway events and REST answers shaped like the examples in Discord's documentation.
//!
//! serenity drops a gateway event it cannot parse without a word, so these carry every field it
//! requires.

use serde_json::{Value, json};

use super::Sent;

/// The bot application's id (also what the bot's token names).
pub const APPLICATION_ID: u64 = 1_100_000_000_000_000_001;
/// The bot's user id.
pub const BOT_USER_ID: u64 = 1_100_000_000_000_000_001;
/// The guild every test plays in.
pub const GUILD_ID: u64 = 1_100_000_000_000_000_100;
/// The channel every test plays in (unless it says otherwise).
pub const CHANNEL_ID: u64 = 1_100_000_000_000_000_200;

pub const TIMESTAMP: &str = "2026-11-21T20:00:00.000000+00:00";

/// A Discord user the tests play as.
#[derive(Clone, Copy, Debug)]
pub struct User {
    /// The user's id.
    pub id: u64,
    /// Their display name.
    pub name: &'static str,
    /// Whether the account is a bot.
    pub bot: bool,
}

impl User {
    /// A human user.
    pub const fn new(id: u64, name: &'static str) -> User {
        User {
            id,
            name,
            bot: false,
        }
    }

    /// A `USER` option naming this user.
    pub fn option(&self, name: &str) -> Value {
        json!({ "name": name, "type": 6, "value": self.id.to_string() })
    }

    fn json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "username": self.name.to_lowercase(),
            "discriminator": "0",
            "global_name": self.name,
            "avatar": null,
            "bot": self.bot,
            "public_flags": 0
        })
    }

    fn member(&self) -> Value {
        json!({
            "user": self.json(),
            "nick": null,
            "avatar": null,
            "roles": [],
            "joined_at": TIMESTAMP,
            "premium_since": null,
            "deaf": false,
            "mute": false,
            "flags": 0,
            "pending": false,
            "permissions": "2248473465835073",
            "communication_disabled_until": null
        })
    }
}

/// Everyone the tests may name in a `USER` option (for `data.resolved`).
pub const PEOPLE: [User; 6] = [
    User::new(1_200_000_000_000_000_001, "Alice"),
    User::new(1_200_000_000_000_000_002, "Bob"),
    User::new(1_200_000_000_000_000_003, "Carol"),
    User::new(1_200_000_000_000_000_004, "Dave @everyone"),
    User {
        id: 1_200_000_000_000_000_005,
        name: "Robot",
        bot: true,
    },
    User {
        id: BOT_USER_ID,
        name: "Focus",
        bot: true,
    },
];

fn bot_user() -> Value {
    json!({
        "id": BOT_USER_ID.to_string(),
        "username": "focus",
        "discriminator": "0",
        "global_name": "Focus",
        "avatar": null,
        "bot": true,
        "verified": true,
        "mfa_enabled": true,
        "flags": 0
    })
}

/// The READY event's data, opening the session `session_id`.
pub fn ready(ws_url: &str, session_id: &str) -> Value {
    json!({
        "v": 10,
        "user": bot_user(),
        "guilds": [{ "id": GUILD_ID.to_string(), "unavailable": true }],
        "session_id": session_id,
        "resume_gateway_url": ws_url,
        "shard": [0, 1],
        "application": { "id": APPLICATION_ID.to_string(), "flags": 0 },
        "private_channels": [],
        "relationships": [],
        "presences": [],
        "guild_join_requests": [],
        "geo_ordered_rtc_regions": [],
        "user_settings": {}
    })
}

/// Discord's View Channel permission bit.
pub const VIEW_CHANNEL: u64 = 1 << 10;

/// The GUILD_CREATE event's data for the test guild: an @everyone role that may view channels,
/// and text channels `(id, private)`, a private one denying @everyone View Channel.
pub fn guild_create(channels: &[(u64, bool)]) -> Value {
    let channels: Vec<Value> = channels
        .iter()
        .map(|&(id, private)| {
            let overwrites = if private {
                json!([{
                    "id": GUILD_ID.to_string(),
                    "type": 0,
                    "allow": "0",
                    "deny": VIEW_CHANNEL.to_string()
                }])
            } else {
                json!([])
            };
            json!({
                "id": id.to_string(),
                "type": 0,
                "name": format!("channel-{id}"),
                "position": 0,
                "permission_overwrites": overwrites,
                "nsfw": false
            })
        })
        .collect();
    json!({
        "id": GUILD_ID.to_string(),
        "name": "Focus club",
        "icon": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": PEOPLE[0].id.to_string(),
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [{
            "id": GUILD_ID.to_string(),
            "name": "@everyone",
            "color": 0,
            "colors": { "primary_color": 0, "secondary_color": null, "tertiary_color": null },
            "hoist": false,
            "icon": null,
            "unicode_emoji": null,
            "position": 0,
            "permissions": (VIEW_CHANNEL | 1 << 11 | 1 << 31).to_string(),
            "managed": false,
            "mentionable": false,
            "flags": 0
        }],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "safety_alerts_channel_id": null,
        "joined_at": TIMESTAMP,
        "large": false,
        "unavailable": false,
        "member_count": 2,
        "voice_states": [],
        "members": [],
        "channels": channels,
        "threads": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": []
    })
}

fn envelope(sent: &Sent, user: &User, kind: u8, data: Value) -> Value {
    json!({
        "id": sent.id.to_string(),
        "application_id": APPLICATION_ID.to_string(),
        "type": kind,
        "data": data,
        "guild_id": GUILD_ID.to_string(),
        "channel_id": CHANNEL_ID.to_string(),
        "channel": {
            "id": CHANNEL_ID.to_string(),
            "type": 0,
            "name": "games",
            "guild_id": GUILD_ID.to_string(),
            "permissions": "2248473465835073",
            "flags": 0
        },
        "member": user.member(),
        "token": sent.token,
        "version": 1,
        "app_permissions": "2248473465835073",
        "locale": "en-US",
        "guild_locale": "en-US",
        "entitlements": [],
        "authorizing_integration_owners": { "0": GUILD_ID.to_string() },
        "context": 0,
        "attachment_size_limit": 10_485_760
    })
}

/// An APPLICATION_COMMAND (kind 2) or APPLICATION_COMMAND_AUTOCOMPLETE (kind 4) interaction of
/// `/focus <subcommand>`.
pub fn command(sent: &Sent, user: &User, subcommand: &str, options: Vec<Value>, kind: u8) -> Value {
    let mut users = serde_json::Map::new();
    let mut members = serde_json::Map::new();
    for option in &options {
        if option["type"] == 6 {
            let id = option["value"].as_str().expect("user option value");
            let named = PEOPLE
                .iter()
                .find(|p| p.id.to_string() == id)
                .expect("a user option must name someone in PEOPLE");
            users.insert(id.to_string(), named.json());
            let mut member = named.member();
            member.as_object_mut().unwrap().remove("user");
            members.insert(id.to_string(), member);
        }
    }
    let mut data = json!({
        "id": "1100000000000000900",
        "name": "focus",
        "type": 1,
        "guild_id": GUILD_ID.to_string(),
        "options": [{ "name": subcommand, "type": 1, "options": options }]
    });
    let mut channels = serde_json::Map::new();
    let mut roles = serde_json::Map::new();
    for option in &options {
        let id = option["value"].as_str().unwrap_or_default().to_string();
        if option["type"] == 7 {
            channels.insert(
                id.clone(),
                json!({ "id": id, "name": "games", "type": 0, "permissions": "0",
                        "thread_metadata": null, "parent_id": null }),
            );
        } else if option["type"] == 8 {
            roles.insert(
                id.clone(),
                json!({ "id": id, "name": "players", "color": 0,
                        "colors": { "primary_color": 0, "secondary_color": null,
                                    "tertiary_color": null },
                        "hoist": false, "icon": null, "unicode_emoji": null, "position": 1,
                        "permissions": "0", "managed": false, "mentionable": true, "flags": 0 }),
            );
        }
    }
    if !users.is_empty() || !channels.is_empty() || !roles.is_empty() {
        data["resolved"] =
            json!({ "users": users, "members": members, "channels": channels, "roles": roles });
    }
    envelope(sent, user, kind, data)
}

/// A MESSAGE_COMPONENT interaction: `user` clicks button `custom_id` on `message`.
pub fn click(sent: &Sent, user: &User, message: Value, custom_id: &str) -> Value {
    let mut event = envelope(
        sent,
        user,
        3,
        json!({ "custom_id": custom_id, "component_type": 2 }),
    );
    event["message"] = message;
    event
}

/// A MESSAGE_COMPONENT interaction: `user` chooses `values` in the string select `custom_id`
/// on `message`.
pub fn select(sent: &Sent, user: &User, message: Value, custom_id: &str, values: &[&str]) -> Value {
    let mut event = envelope(
        sent,
        user,
        3,
        json!({ "custom_id": custom_id, "component_type": 3, "values": values }),
    );
    event["message"] = message;
    event
}

/// A direct-message channel with `user`, as `POST /users/@me/channels` returns it.
pub fn dm_channel(id: u64, user: u64) -> Value {
    let named = PEOPLE
        .iter()
        .find(|p| p.id == user)
        .copied()
        .unwrap_or(User::new(user, "Someone"));
    json!({
        "id": id.to_string(),
        "type": 1,
        "last_message_id": null,
        "flags": 0,
        "recipients": [named.json()]
    })
}

/// A message as Discord returns it, made from the body the bot sent.
pub fn message(id: u64, body: &Value, interaction_token: Option<&str>) -> Value {
    let mut message = json!({
        "id": id.to_string(),
        "channel_id": CHANNEL_ID.to_string(),
        "guild_id": GUILD_ID.to_string(),
        "author": bot_user(),
        "content": "",
        "timestamp": poise::serenity_prelude::Timestamp::now().to_string(),
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "components": [],
        "pinned": false,
        "type": if interaction_token.is_some() { 20 } else { 0 },
        "flags": body["flags"].as_u64().unwrap_or(0),
        "application_id": APPLICATION_ID.to_string(),
        "webhook_id": APPLICATION_ID.to_string()
    });
    if let Some(token) = interaction_token {
        message["interaction_token"] = json!(token);
    }
    apply_edit(&mut message, body);
    message
}

/// Applies an edit's body to a stored message.
pub fn apply_edit(message: &mut Value, body: &Value) {
    if body.is_null() {
        return;
    }
    for key in ["content", "embeds", "components"] {
        if let Some(v) = body.get(key).filter(|v| !v.is_null()) {
            message[key] = v.clone();
        }
    }
    if let Some(attachments) = body.get("attachments").and_then(Value::as_array) {
        message["attachments"] = attachments
            .iter()
            .enumerate()
            .map(|(i, a)| {
                let name = a["filename"].as_str().unwrap_or("file");
                json!({
                    "id": (1_300_000_000_000_000_000u64 + i as u64).to_string(),
                    "filename": name,
                    "size": 1,
                    "url": format!("http://127.0.0.1/attachments/{name}"),
                    "proxy_url": format!("http://127.0.0.1/attachments/{name}")
                })
            })
            .collect();
    }
}

/// A command as Discord returns it after registration.
pub fn registered_command(id: u64, command: &Value, guild: Option<&str>) -> Value {
    let mut registered = command.clone();
    registered["id"] = json!(id.to_string());
    registered["application_id"] = json!(APPLICATION_ID.to_string());
    registered["version"] = json!(id.to_string());
    if registered["type"].is_null() {
        registered["type"] = json!(1);
    }
    if let Some(guild) = guild {
        registered["guild_id"] = json!(guild);
    }
    if registered["default_member_permissions"].is_null() {
        registered["default_member_permissions"] = Value::Null;
    }
    registered
}
