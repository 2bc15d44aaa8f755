//! The language of a challenge and of the game it starts (migration 0009): the challenger's,
//! kept as a tag (`en-US`, `fr`, `it`, `ja`), written with the challenge itself. A game takes
//! its challenge's in the transaction that starts it (a trigger, on both engines).

use super::database::Store;
use super::error::StoreError;
use super::ids::{ChallengeId, GameId};

impl Store {
    /// The language of row `id` of `table` (`challenges` or `games`), `en-US` when it has none.
    async fn language_of(&self, table: &'static str, id: i64) -> Result<String, StoreError> {
        let sql = if table == "challenges" {
            "SELECT language FROM challenges WHERE id = $1"
        } else {
            "SELECT language FROM games WHERE id = $1"
        };
        let tag: Option<String> = db_run!(self, _db, pool => sqlx::query_scalar(sql)
            .bind(id)
            .fetch_optional(pool)
            .await?);
        Ok(tag.unwrap_or_else(|| "en-US".to_string()))
    }

    /// The language of challenge `id` (`en-US` when it has no row).
    pub async fn challenge_language(&self, id: ChallengeId) -> Result<String, StoreError> {
        self.language_of("challenges", id.0).await
    }

    /// The language of game `id` (`en-US` when it has no row).
    pub async fn game_language(&self, id: GameId) -> Result<String, StoreError> {
        self.language_of("games", id.0).await
    }
}
