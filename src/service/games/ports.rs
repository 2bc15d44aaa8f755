//! What the other parts ask of the games, through their own ports: a challenge's game and its
//! start, an offer's turn, a tournament's tables.

use crate::i18n::Lang;
use crate::store::{GameId, PostKind, StoreError, StoredGame, TurnWrite};

use crate::service::core::Loaded;
use crate::service::failure::Failure;
use crate::service::tournaments::Pending;
use crate::service::{Actor, Event, Reply, ServiceError, ServiceResult, Where};
use crate::service::{challenges, offers, tournaments};

use super::Games;

/// The games as a challenge uses them.
impl challenges::Games for Games {
    async fn active(&self, lang: Lang, place: &Where) -> Result<Loaded, Failure> {
        self.load_active(lang, place).await
    }

    async fn started(&self, id: GameId) -> Result<Reply, ServiceError> {
        let loaded = self.load_game(id).await?.ok_or(StoreError::Conflict)?;
        let reply = self.game_on_reply(&loaded).await;
        self.wake_computer_if_due(&loaded);
        Ok(reply)
    }
}

/// The games as an offer uses them.
impl offers::Games for Games {
    async fn clicked(&self, lang: Lang, place: &Where, id: GameId) -> Result<Loaded, Failure> {
        self.load_clicked(lang, place, id).await
    }

    async fn rebuilt(&self, lang: Lang, stored: StoredGame) -> Result<Loaded, Failure> {
        self.rebuild_in(lang, stored).await
    }

    async fn draw(&self, actor: &Actor, place: &Where) -> ServiceResult {
        Games::draw(self, actor, place).await
    }

    async fn written(
        &self,
        after: Loaded,
        write: &TurnWrite,
        event: Event,
        reply: &mut Reply,
    ) -> Result<(), Failure> {
        let post = Some(PostKind::Turn);
        self.write_told(&after, write, post, reply, event).await?;
        Ok(self.finish_told(after, reply, false).await?)
    }
}

/// The games as a tournament uses them.
impl tournaments::Games for Games {
    fn game_on(&self, stored: StoredGame) -> Pending<'_, Option<Reply>> {
        Box::pin(Games::game_on(self, stored))
    }

    fn resign<'a>(
        &'a self,
        actor: &'a Actor,
        place: &'a Where,
        game: GameId,
    ) -> Pending<'a, Reply> {
        Box::pin(self.confirm_resign(actor, place, Some(game)))
    }
}
