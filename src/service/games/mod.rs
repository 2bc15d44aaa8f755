//! The games, a part of the service, begun: the board and its picture (`picture.rs`: the
//! renderer off the async runtime, one board per core at a time), a game's records
//! (`records.rs`: the move list and the record file, the replay GIF, a player's games, the
//! rules). It holds the [`Core`], the [`Ratings`] (the seats' ratings on the cards) and the
//! web [`Views`] (the replays kept); a game's loading, with its due forfeits, is still the
//! service's, which lends it as [`Loading`].

mod picture;
mod records;

use std::sync::Arc;

use crate::i18n::Lang;
use crate::store::{GameId, StoredGame};

use crate::service::core::{Core, Loaded};
use crate::service::failure::Failure;
use crate::service::ratings::Ratings;
use crate::service::web::Views;
use crate::service::{ServiceError, Where};

/// What the games need of the loading of a game, not a part yet: the service lends it.
pub(in crate::service) trait Loading {
    /// Game `stored` rebuilt from its log with its due forfeits applied, or what to answer in
    /// `lang`.
    async fn rebuilt(&self, lang: Lang, stored: StoredGame) -> Result<Loaded, Failure>;
    /// Game `id` loaded, `None` when there is none or it no longer replays.
    async fn loaded(&self, id: GameId) -> Result<Option<Loaded>, ServiceError>;
    /// What to say in `lang` when the channel has no game: its open challenge, if any.
    async fn no_game<T>(&self, lang: Lang, place: &Where) -> Result<T, Failure>;
}

/// The games: their state.
pub(in crate::service) struct Games {
    core: Arc<Core>,
    ratings: Arc<Ratings>,
    web: Arc<Views>,
}

impl Games {
    /// The games over the core, showing the seats' ratings from `ratings`, keeping replays in
    /// `web`.
    pub(in crate::service) fn new(
        core: Arc<Core>,
        ratings: Arc<Ratings>,
        web: Arc<Views>,
    ) -> Games {
        Games { core, ratings, web }
    }
}
