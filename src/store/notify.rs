//! Each user's way of hearing that it is their turn (`/focus notify`), and the note that a
//! direct message to them was refused, until they are told.

use super::database::Store;
use super::error::StoreError;
use super::ids::UserId;

/// How a user hears that it is their turn; named (typed and stored) `channel`, `dm`, `off`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, strum::IntoStaticStr, strum::EnumString)]
#[strum(serialize_all = "lowercase", ascii_case_insensitive)]
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
    /// Its name as typed and stored: `channel`, `dm`, `off`.
    #[must_use]
    pub fn name(self) -> &'static str {
        self.into()
    }

    /// The mode named `name` (as [`NotifyMode::name`] gives it, any case).
    #[must_use]
    pub fn from_name(name: &str) -> Option<NotifyMode> {
        name.trim().parse().ok()
    }
}

impl Store {
    /// How `user_id` hears that it is their turn.
    pub async fn notify_mode(&self, user_id: UserId) -> Result<NotifyMode, StoreError> {
        let sql = "SELECT mode FROM notify_settings WHERE user_id = $1";
        let mode: Option<String> = db_run!(self, _db, pool => sqlx::query_scalar(sql)
            .bind(user_id)
            .fetch_optional(pool)
            .await?);
        mode.map_or(Ok(NotifyMode::default()), |name| {
            NotifyMode::from_name(&name).ok_or_else(|| StoreError::CorruptRow {
                table: "notify_settings",
                id: user_id.stored(),
                reason: format!("unknown mode {name:?}"),
            })
        })
    }

    /// Sets how `user_id` hears that it is their turn.
    pub async fn set_notify_mode(
        &self,
        user_id: UserId,
        mode: NotifyMode,
    ) -> Result<(), StoreError> {
        let sql = "INSERT INTO notify_settings (user_id, mode) VALUES ($1, $2)
             ON CONFLICT (user_id) DO UPDATE SET mode = $2";
        db_run!(self, _db, pool => sqlx::query(sql)
            .bind(user_id)
            .bind(mode.name())
            .execute(pool)
            .await?
            .rows_affected());
        Ok(())
    }

    /// Notes that Discord refused a direct message to `user_id`, to tell them once.
    pub async fn note_dm_refused(&self, user_id: UserId) -> Result<(), StoreError> {
        let sql = "INSERT INTO notify_settings (user_id, mode, dm_refused) VALUES ($1, 'dm', TRUE)
             ON CONFLICT (user_id) DO UPDATE SET dm_refused = TRUE";
        db_run!(self, _db, pool => sqlx::query(sql)
            .bind(user_id)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(())
    }

    /// Whether a direct message to `user_id` was refused since they were last told; clears
    /// the note, so exactly one caller gets `true`.
    pub async fn take_dm_refused(&self, user_id: UserId) -> Result<bool, StoreError> {
        // Every command asks: a read first, so the common answer takes no write lock.
        let sql = "SELECT dm_refused FROM notify_settings WHERE user_id = $1";
        let noted: Option<bool> = db_run!(self, _db, pool => sqlx::query_scalar(sql)
            .bind(user_id)
            .fetch_optional(pool)
            .await?);
        if noted != Some(true) {
            return Ok(false);
        }
        let sql = "UPDATE notify_settings SET dm_refused = FALSE WHERE user_id = $1 AND dm_refused";
        let done = db_run!(self, _db, pool => sqlx::query(sql)
            .bind(user_id)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(done == 1)
    }
}
