//! The language of a challenge and of the game it starts (migration 0009): the challenger's,
//! kept as a tag (`en-US`, `fr`, `it`, `ja`), written with the challenge itself. A game takes
//! its challenge's in the transaction that starts it (a trigger, on both engines).

use super::{Backend, Store, StoreError};

impl Store {
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
