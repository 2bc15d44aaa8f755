//! The language of a challenge and of the game it starts (migration 0009): the challenger's,
//! kept as a tag (`en-US`, `fr`, `it`, `ja`). A game takes its challenge's in the transaction
//! that starts it (a trigger, on both engines).

use super::{Backend, Store, StoreError};

impl Store {
    /// Sets the language of challenge `id`.
    pub async fn set_challenge_language(&self, id: i64, tag: &str) -> Result<(), StoreError> {
        on_engine!(self, s => s.set_challenge_language(id, tag).await)
    }

    /// The language of challenge `id` (`en-US` when it has no row).
    pub async fn challenge_language(&self, id: i64) -> Result<String, StoreError> {
        let tag = on_engine!(self, s => s.language_of("challenges", id).await)?;
        Ok(tag.unwrap_or_else(|| "en-US".to_string()))
    }

    /// The language of game `id` (`en-US` when it has no row).
    pub async fn game_language(&self, id: i64) -> Result<String, StoreError> {
        let tag = on_engine!(self, s => s.language_of("games", id).await)?;
        Ok(tag.unwrap_or_else(|| "en-US".to_string()))
    }
}
