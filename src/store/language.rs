//! The language of a challenge and of the game it starts (migration 0009): the challenger's,
//! kept as a tag (`en-US`, `fr`, `it`, `ja`). A game takes its challenge's in the transaction
//! that starts it (a trigger).

use super::{Store, StoreError};

impl Store {
    /// Sets the language of challenge `id`.
    pub async fn set_challenge_language(&self, id: i64, tag: &str) -> Result<(), StoreError> {
        sqlx::query("UPDATE challenges SET language = ? WHERE id = ?")
            .bind(tag)
            .bind(id)
            .execute(self.pool())
            .await?;
        Ok(())
    }

    /// The language of challenge `id` (`en-US` when it has no row).
    pub async fn challenge_language(&self, id: i64) -> Result<String, StoreError> {
        let tag: Option<String> =
            sqlx::query_scalar("SELECT language FROM challenges WHERE id = ?")
                .bind(id)
                .fetch_optional(self.pool())
                .await?;
        Ok(tag.unwrap_or_else(|| "en-US".to_string()))
    }

    /// The language of game `id` (`en-US` when it has no row).
    pub async fn game_language(&self, id: i64) -> Result<String, StoreError> {
        let tag: Option<String> = sqlx::query_scalar("SELECT language FROM games WHERE id = ?")
            .bind(id)
            .fetch_optional(self.pool())
            .await?;
        Ok(tag.unwrap_or_else(|| "en-US".to_string()))
    }
}
