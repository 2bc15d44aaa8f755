//! Server settings and remembered names on PostgreSQL.

use super::{PgStore, lock};
use crate::store::StoreError;
use crate::store::settings::{NameKind, ServerSettings, SettingsRow};

impl PgStore {
    pub(in crate::store) async fn server_settings(
        &self,
        guild_id: u64,
    ) -> Result<ServerSettings, StoreError> {
        let row: Option<SettingsRow> = sqlx::query_as(
            "SELECT turn_limit, language, board_private, reminder_role
             FROM server_settings WHERE guild_id = $1",
        )
        .bind(guild_id as i64)
        .fetch_optional(&self.pool)
        .await?;
        let channels: Vec<i64> = sqlx::query_scalar(
            "SELECT channel_id FROM game_channels WHERE guild_id = $1 ORDER BY channel_id",
        )
        .bind(guild_id as i64)
        .fetch_all(&self.pool)
        .await?;
        Ok(ServerSettings::from_row(row, channels))
    }

    pub(in crate::store) async fn save_server_settings(
        &self,
        guild_id: u64,
        settings: &ServerSettings,
    ) -> Result<(), StoreError> {
        let mut tx = self.begin().await?;
        // Two saves of one server's settings run one after the other, so the channel list
        // is one or the other, never a mix.
        lock(&mut tx, guild_id as i64).await?;
        sqlx::query(
            "INSERT INTO server_settings (guild_id, turn_limit, language, board_private,
                                          reminder_role)
             VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (guild_id) DO UPDATE SET turn_limit = $2, language = $3,
                 board_private = $4, reminder_role = $5",
        )
        .bind(guild_id as i64)
        .bind(settings.limit_column())
        .bind(&settings.language)
        .bind(settings.board_private)
        .bind(settings.reminder_role.map(|r| r as i64))
        .execute(&mut *tx)
        .await?;
        sqlx::query("DELETE FROM game_channels WHERE guild_id = $1")
            .bind(guild_id as i64)
            .execute(&mut *tx)
            .await?;
        for &channel in &settings.channels {
            sqlx::query("INSERT INTO game_channels (guild_id, channel_id) VALUES ($1, $2)")
                .bind(guild_id as i64)
                .bind(channel as i64)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    pub(in crate::store) async fn remember_name(
        &self,
        kind: NameKind,
        id: u64,
        name: &str,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO names (kind, id, name) VALUES ($1, $2, $3)
             ON CONFLICT (kind, id) DO UPDATE SET name = excluded.name",
        )
        .bind(kind.column())
        .bind(id as i64)
        .bind(name)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    pub(in crate::store) async fn names(
        &self,
        kind: NameKind,
    ) -> Result<Vec<(u64, String)>, StoreError> {
        let rows: Vec<(i64, String)> = sqlx::query_as("SELECT id, name FROM names WHERE kind = $1")
            .bind(kind.column())
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.into_iter().map(|(id, n)| (id as u64, n)).collect())
    }
}
