//! Each server's settings: the default turn time limit, the language of public posts, the
//! channels games may start in, whether the board answers privately, and a role for reminders.
//! Also the display names the console remembers.

use std::time::Duration;

/// A server's settings; [`Default`] is a server that never changed any.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ServerSettings {
    /// The turn time limit of new challenges: `None` for the bot's default (3 days),
    /// `Some(None)` for no limit.
    pub turn_limit: Option<Option<Duration>>,
    /// The language of public posts (`en`, `fr`, `it`, `ja`); `None` for English.
    pub language: Option<String>,
    /// Whether `/focus board` answers only the caller.
    pub board_private: bool,
    /// A role mentioned in turn reminders.
    pub reminder_role: Option<u64>,
    /// The channels where games may be started, sorted; empty for any channel.
    pub channels: Vec<u64>,
}

#[derive(sqlx::FromRow)]
pub(super) struct SettingsRow {
    pub turn_limit: Option<i64>,
    pub language: Option<String>,
    pub board_private: bool,
    pub reminder_role: Option<i64>,
}

impl ServerSettings {
    /// The settings from their row (none: the defaults) and the game channels.
    pub(super) fn from_row(row: Option<SettingsRow>, channels: Vec<i64>) -> ServerSettings {
        let channels = channels.into_iter().map(|c| c as u64).collect();
        match row {
            None => ServerSettings {
                channels,
                ..ServerSettings::default()
            },
            Some(r) => ServerSettings {
                turn_limit: r
                    .turn_limit
                    .map(|s| (s > 0).then(|| Duration::from_secs(u64::try_from(s).unwrap_or(0)))),
                language: r.language,
                board_private: r.board_private,
                reminder_role: r.reminder_role.map(|r| r as u64),
                channels,
            },
        }
    }

    /// The stored turn limit: NULL for the default, 0 for none, else seconds.
    pub(super) fn limit_column(&self) -> Option<i64> {
        self.turn_limit
            .map(|l| l.map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX)))
    }
}

/// What a remembered name names.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum NameKind {
    /// A user.
    User,
    /// A channel.
    Channel,
}

impl NameKind {
    /// The stored kind: `user` or `channel`.
    pub(super) const fn column(self) -> &'static str {
        match self {
            NameKind::User => "user",
            NameKind::Channel => "channel",
        }
    }
}
