//! The ratings' operations for the front ends, each delegating to the part
//! ([`crate::service::ratings`]) once the time forfeits due are applied, so that no game whose
//! time is up counts as running.

use crate::rating::Shown;
use crate::service::{Actor, Invitee, Service, ServiceError, ServiceResult, Where};
use crate::store::StoredGame;

impl Service {
    /// Each seat's rating of the game's kind as shown now (a new player's is the starting
    /// one), seat 1 first: what the board picture shows under the names.
    pub async fn seat_ratings(&self, stored: &StoredGame) -> Result<Vec<Shown>, ServiceError> {
        self.inner.ratings.seat_ratings(stored).await
    }

    /// A player's ratings, ranks and record in this server: the caller's, or `player`'s.
    pub async fn stats(
        &self,
        actor: &Actor,
        place: &Where,
        player: Option<&Invitee>,
    ) -> ServiceResult {
        self.inner.games.forfeit_all_due().await?;
        self.inner.ratings.stats(actor, place, player).await
    }

    /// The server's top players of a kind (`2p`, the default, or `multi`) by conservative
    /// rating, 10 a page, with the caller's own rank at the bottom when not on the page: in
    /// the current season, or in `season` (a number, or `all` for all-time).
    pub async fn leaderboard(
        &self,
        actor: &Actor,
        place: &Where,
        kind: Option<&str>,
        season: Option<&str>,
        page: Option<i64>,
    ) -> ServiceResult {
        self.inner.games.forfeit_all_due().await?;
        let ratings = &self.inner.ratings;
        ratings.leaderboard(actor, place, kind, season, page).await
    }
}
