//! Each user's way of hearing that it is their turn (`/focus notify`), and the note that a
//! direct message to them was refused, until they are told.

use super::{Store, StoreError};

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
        let mode: Option<String> =
            sqlx::query_scalar("SELECT mode FROM notify_settings WHERE user_id = ?")
                .bind(user_id as i64)
                .fetch_optional(self.pool())
                .await?;
        Ok(mode
            .as_deref()
            .and_then(NotifyMode::from_name)
            .unwrap_or_default())
    }

    /// Sets how `user_id` hears that it is their turn.
    pub async fn set_notify_mode(&self, user_id: u64, mode: NotifyMode) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO notify_settings (user_id, mode) VALUES (?1, ?2)
             ON CONFLICT (user_id) DO UPDATE SET mode = ?2",
        )
        .bind(user_id as i64)
        .bind(mode.name())
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// Notes that Discord refused a direct message to `user_id`, to tell them once.
    pub async fn note_dm_refused(&self, user_id: u64) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO notify_settings (user_id, mode, dm_refused) VALUES (?1, 'dm', 1)
             ON CONFLICT (user_id) DO UPDATE SET dm_refused = 1",
        )
        .bind(user_id as i64)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// Whether a direct message to `user_id` was refused since they were last told; clears
    /// the note, so exactly one caller gets `true`.
    pub async fn take_dm_refused(&self, user_id: u64) -> Result<bool, StoreError> {
        // Every command asks: a read first, so the common answer takes no write lock.
        let noted: Option<bool> =
            sqlx::query_scalar("SELECT dm_refused FROM notify_settings WHERE user_id = ?")
                .bind(user_id as i64)
                .fetch_optional(self.pool())
                .await?;
        if noted != Some(true) {
            return Ok(false);
        }
        let done = sqlx::query(
            "UPDATE notify_settings SET dm_refused = 0 WHERE user_id = ? AND dm_refused = 1",
        )
        .bind(user_id as i64)
        .execute(self.pool())
        .await?;
        Ok(done.rows_affected() == 1)
    }
}
