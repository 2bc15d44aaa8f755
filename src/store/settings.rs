//! Each server's settings: the default turn time limit, the language of public posts, the
//! channels games may start in, whether the board answers privately, and a role for reminders.

use std::time::Duration;

use super::{Store, StoreError};

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
struct SettingsRow {
    turn_limit: Option<i64>,
    language: Option<String>,
    board_private: bool,
    reminder_role: Option<i64>,
}

impl Store {
    /// A server's settings (the defaults when its admins never changed any).
    pub async fn server_settings(&self, guild_id: u64) -> Result<ServerSettings, StoreError> {
        let row: Option<SettingsRow> = sqlx::query_as(
            "SELECT turn_limit, language, board_private, reminder_role
             FROM server_settings WHERE guild_id = ?",
        )
        .bind(guild_id as i64)
        .fetch_optional(self.pool())
        .await?;
        let channels: Vec<i64> = sqlx::query_scalar(
            "SELECT channel_id FROM game_channels WHERE guild_id = ? ORDER BY channel_id",
        )
        .bind(guild_id as i64)
        .fetch_all(self.pool())
        .await?;
        let channels = channels.into_iter().map(|c| c as u64).collect();
        Ok(match row {
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
        })
    }

    /// Saves a server's settings, all at once.
    pub async fn save_server_settings(
        &self,
        guild_id: u64,
        settings: &ServerSettings,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool().begin().await?;
        let limit = settings
            .turn_limit
            .map(|l| l.map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX)));
        sqlx::query(
            "INSERT INTO server_settings (guild_id, turn_limit, language, board_private,
                                          reminder_role)
             VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT (guild_id) DO UPDATE SET turn_limit = ?2, language = ?3,
                 board_private = ?4, reminder_role = ?5",
        )
        .bind(guild_id as i64)
        .bind(limit)
        .bind(&settings.language)
        .bind(settings.board_private)
        .bind(settings.reminder_role.map(|r| r as i64))
        .execute(&mut *tx)
        .await?;
        sqlx::query("DELETE FROM game_channels WHERE guild_id = ?")
            .bind(guild_id as i64)
            .execute(&mut *tx)
            .await?;
        for &channel in &settings.channels {
            sqlx::query("INSERT INTO game_channels (guild_id, channel_id) VALUES (?, ?)")
                .bind(guild_id as i64)
                .bind(channel as i64)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }
}
