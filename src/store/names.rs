//! Names of users and channels as the database knows them, for a front end that restarts
//! without a directory to ask (the local console).

use super::{Store, StoreError};

impl Store {
    /// Every user's latest known display name: from the seats and challenges they were in.
    pub async fn user_names(&self) -> Result<Vec<(u64, String)>, StoreError> {
        // SQLite takes a bare column from the row that gives the MAX: the newest name.
        let rows: Vec<(i64, String, i64)> = sqlx::query_as(
            "SELECT user_id, name, MAX(src * 1000000000000 + k) FROM (
                 SELECT user_id, name, game_id AS k, 1 AS src FROM seats WHERE computer IS NULL
                 UNION ALL
                 SELECT user_id, name, challenge_id AS k, 0 AS src FROM challenge_players
                 WHERE computer IS NULL
             ) GROUP BY user_id",
        )
        .fetch_all(self.pool())
        .await?;
        Ok(rows.into_iter().map(|(id, n, _)| (id as u64, n)).collect())
    }

    /// Remembers a channel's name.
    pub async fn remember_channel(&self, channel_id: u64, name: &str) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO channel_names (channel_id, name) VALUES (?1, ?2)
             ON CONFLICT (channel_id) DO UPDATE SET name = ?2",
        )
        .bind(channel_id as i64)
        .bind(name)
        .execute(self.pool())
        .await?;
        Ok(())
    }

    /// Every channel name remembered.
    pub async fn channel_names(&self) -> Result<Vec<(u64, String)>, StoreError> {
        let rows: Vec<(i64, String)> = sqlx::query_as("SELECT channel_id, name FROM channel_names")
            .fetch_all(self.pool())
            .await?;
        Ok(rows.into_iter().map(|(id, n)| (id as u64, n)).collect())
    }
}
