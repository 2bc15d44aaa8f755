//! Takebacks, draws and rematches, a part of the service: what a player offers the others in a
//! game and their answers. Takebacks by agreement (`takeback.rs`), a draw offer's Accept and
//! Decline (`draw_answer.rs`), a finished game's rematch (`rematch.rs`: a challenge, through the
//! [`Challenges`]). It holds the [`Core`], the [`Outbox`] and the [`Challenges`]; a game's
//! loading, `/focus draw` and the writing of a turn are the games', reached through the port
//! `Games`, which they implement.

mod draw_answer;
mod rematch;
mod takeback;

use std::sync::Arc;

use crate::i18n::Lang;
use crate::store::{GameId, StoredGame, TurnWrite};

use crate::service::challenges::{self, Challenges};
use crate::service::core::{Core, Loaded};
use crate::service::failure::Failure;
use crate::service::outbox::Outbox;
use crate::service::{Actor, Event, Reply, ServiceResult, Where};

/// What the offers need of the games, which call the offers (a turn lapses a takeback): the
/// games implement it (a rematch starts as a challenge does).
pub(in crate::service) trait Games: challenges::Games {
    /// The channel's game for a button of game `id`, refused as over (in `lang`) when the
    /// channel has another game or none.
    async fn clicked(&self, lang: Lang, place: &Where, id: GameId) -> Result<Loaded, Failure>;
    /// Game `stored` rebuilt from its log with its due forfeits applied, or what to answer in
    /// `lang`.
    async fn rebuilt(&self, lang: Lang, stored: StoredGame) -> Result<Loaded, Failure>;
    /// `/focus draw` by `actor` in `place`: an offer, or joining the one pending.
    async fn draw(&self, actor: &Actor, place: &Where) -> ServiceResult;
    /// Writes the turn `write` of the game now `after` it with its post showing `reply` (which
    /// then carries the post's id and the picture), tells the pages `event`, and wakes the
    /// computer when it is to act. The store's refusal as [`Failure::Unsaved`].
    async fn written(
        &self,
        after: Loaded,
        write: &TurnWrite,
        event: Event,
        reply: &mut Reply,
    ) -> Result<(), Failure>;
}

/// Takebacks, draws and rematches: their state.
pub(in crate::service) struct Offers {
    core: Arc<Core>,
    outbox: Arc<Outbox>,
    challenges: Arc<Challenges>,
}

impl Offers {
    /// The offers over the core's store, posting a takeback through `outbox`, asking a
    /// rematch of `challenges`.
    pub(in crate::service) fn new(
        core: Arc<Core>,
        outbox: Arc<Outbox>,
        challenges: Arc<Challenges>,
    ) -> Offers {
        Offers {
            core,
            outbox,
            challenges,
        }
    }
}
