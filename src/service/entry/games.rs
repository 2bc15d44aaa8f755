//! The games' operations for the front ends (the board, a game's records, a player's games, the
//! rules), each delegating to the part ([`crate::service::games`]); and a game's loading, which
//! the service lends it as [`Loading`].

use crate::i18n::Lang;
use crate::service::core::Loaded;
use crate::service::failure::Failure;
use crate::service::games::Loading;
use crate::service::{Actor, GameId, Reply, Service, ServiceError, ServiceResult, Where};
use crate::store::StoredGame;

impl Service {
    /// The board and whose turn it is, for anyone in the channel.
    pub async fn board(&self, actor: &Actor, place: &Where) -> ServiceResult {
        self.inner.games.board(self, actor, place).await
    }

    /// The move list and the game record file (it replays with `focus-bot replay`).
    pub async fn history(
        &self,
        actor: &Actor,
        place: &Where,
        game: Option<GameId>,
    ) -> ServiceResult {
        self.inner.games.history(self, actor, place, game).await
    }

    /// The game as an animated GIF.
    pub async fn replay(
        &self,
        actor: &Actor,
        place: &Where,
        game: Option<GameId>,
    ) -> ServiceResult {
        self.inner.games.replay(self, actor, place, game).await
    }

    /// The caller's games in this server: running ones first, then the latest finished.
    pub async fn games(&self, actor: &Actor, place: &Where) -> ServiceResult {
        self.inner.games.games(self, actor, place).await
    }

    /// How to play, in the caller's language, with the picture of a move.
    pub async fn rules(&self, actor: &Actor) -> Reply {
        self.inner.games.rules(actor).await
    }

    /// Game `id`'s record file (`replay: false`) or replay GIF, as the history and replay
    /// commands attach them; `None` when there is no such game; [`ServiceError::Busy`] when
    /// too many requests wait for a replay to be drawn.
    pub async fn game_file(
        &self,
        id: GameId,
        replay: bool,
    ) -> Result<Option<Vec<u8>>, ServiceError> {
        self.inner.games.game_file(self, id, replay).await
    }
}

/// A game's loading as the games use it, until it is theirs.
impl Loading for Service {
    async fn rebuilt(&self, lang: Lang, stored: StoredGame) -> Result<Loaded, Failure> {
        self.rebuild_in(lang, stored).await
    }

    async fn loaded(&self, id: GameId) -> Result<Option<Loaded>, ServiceError> {
        self.load_game(id).await
    }

    async fn no_game<T>(&self, lang: Lang, place: &Where) -> Result<T, Failure> {
        Service::no_game(self, lang, place).await
    }
}
