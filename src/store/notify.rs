//! Each user's way of hearing that it is their turn (`/focus notify`), and the note that a
//! direct message to them was refused, until they are told.

use super::{Backend, Store, StoreError};

/// How a user hears that it is their turn.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum NotifyMode {
    /// The turn post mentions them (the default).
    #[default]
    Channel,
    /// The turn post mentions them, and a direct message tells them too.
    Dm,
    /// No mention: they look with `/focus board`.
    Off,
}

impl NotifyMode {
    /// Every mode, in the order `/focus notify` offers them.
    pub const ALL: [NotifyMode; 3] = [NotifyMode::Channel, NotifyMode::Dm, NotifyMode::Off];

    /// Its name as typed and stored: `channel`, `dm`, `off`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            NotifyMode::Channel => "channel",
            NotifyMode::Dm => "dm",
            NotifyMode::Off => "off",
        }
    }

    /// The mode named `name` (as [`NotifyMode::name`] gives it, any case).
    #[must_use]
    pub fn from_name(name: &str) -> Option<NotifyMode> {
        let name = name.trim();
        NotifyMode::ALL
            .into_iter()
            .find(|m| m.name().eq_ignore_ascii_case(name))
    }
}

impl Store {
    /// How `user_id` hears that it is their turn.
    pub async fn notify_mode(&self, user_id: u64) -> Result<NotifyMode, StoreError> {
        let mode = on_engine!(self, s => s.notify_mode(user_id).await)?;
        mode.map_or(Ok(NotifyMode::default()), |name| {
            NotifyMode::from_name(&name).ok_or_else(|| StoreError::CorruptRow {
                table: "notify_settings",
                id: user_id as i64,
                reason: format!("unknown mode {name:?}"),
            })
        })
    }

    /// Sets how `user_id` hears that it is their turn.
    pub async fn set_notify_mode(&self, user_id: u64, mode: NotifyMode) -> Result<(), StoreError> {
        on_engine!(self, s => s.set_notify_mode(user_id, mode.name()).await)
    }

    /// Notes that Discord refused a direct message to `user_id`, to tell them once.
    pub async fn note_dm_refused(&self, user_id: u64) -> Result<(), StoreError> {
        on_engine!(self, s => s.note_dm_refused(user_id).await)
    }

    /// Whether a direct message to `user_id` was refused since they were last told; clears
    /// the note, so exactly one caller gets `true`.
    pub async fn take_dm_refused(&self, user_id: u64) -> Result<bool, StoreError> {
        on_engine!(self, s => s.take_dm_refused(user_id).await)
    }
}
