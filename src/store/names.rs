//! Display names of users and channels, remembered across restarts (the console's).

use super::{Store, StoreError};

/// What a remembered name names.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum NameKind {
    /// A user.
    User,
    /// A channel.
    Channel,
}

impl NameKind {
    const fn column(self) -> &'static str {
        match self {
            NameKind::User => "user",
            NameKind::Channel => "channel",
        }
    }
}

impl Store {
    /// Remembers (or renames) a user's or a channel's display name.
    pub async fn remember_name(
        &self,
        kind: NameKind,
        id: u64,
        name: &str,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO names (kind, id, name) VALUES (?, ?, ?)
             ON CONFLICT (kind, id) DO UPDATE SET name = excluded.name",
        )
        .bind(kind.column())
        .bind(id as i64)
        .bind(name)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Every remembered name of a kind, as (id, name).
    pub async fn names(&self, kind: NameKind) -> Result<Vec<(u64, String)>, StoreError> {
        let rows: Vec<(i64, String)> = sqlx::query_as("SELECT id, name FROM names WHERE kind = ?")
            .bind(kind.column())
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.into_iter().map(|(id, n)| (id as u64, n)).collect())
    }
}
