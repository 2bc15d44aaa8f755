//! The offers' operations for the front ends (takebacks, draw answers, rematches), each
//! delegating to the part ([`crate::service::offers`]); and the games an offer loads, draws and
//! writes, which the service lends it as [`Games`].

use crate::i18n::Lang;
use crate::service::core::Loaded;
use crate::service::failure::Failure;
use crate::service::offers::Games;
use crate::service::{Actor, Event, Reply, Service, ServiceResult, Where};
use crate::store::{GameId, PostKind, StoredGame, TurnWrite};

impl Service {
    /// `/focus takeback`: asks the others to let the caller take back their last turn, or,
    /// when another player asked, agrees to it.
    pub async fn takeback(&self, actor: &Actor, place: &Where) -> ServiceResult {
        self.inner.offers.takeback(self, actor, place).await
    }

    /// The Take back button on the post of the turn that made the log `ply` long in game
    /// `game_id`: asks for that turn, while it is the caller's and still the last one.
    pub async fn take_back_clicked(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: GameId,
        ply: i64,
    ) -> ServiceResult {
        let offers = &self.inner.offers;
        offers
            .take_back_clicked(self, actor, place, game_id, ply)
            .await
    }

    /// `/focus takeback answer:accept|decline`: the Accept or Decline button of the request open
    /// in this channel's game, typed (what [`Service::answer_takeback`] does for its game and
    /// turn).
    pub async fn answer_takeback_here(
        &self,
        actor: &Actor,
        place: &Where,
        accept: bool,
    ) -> ServiceResult {
        let offers = &self.inner.offers;
        offers
            .answer_takeback_here(self, actor, place, accept)
            .await
    }

    /// Accept or Decline under the takeback request asked for at `ply` in game `game_id`.
    pub async fn answer_takeback(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: GameId,
        ply: i64,
        accept: bool,
    ) -> ServiceResult {
        let offers = &self.inner.offers;
        offers
            .answer_takeback(self, actor, place, game_id, ply, accept)
            .await
    }

    /// `/focus draw answer:accept|decline`: the Accept draw or Decline button of the offer
    /// pending in this channel's game, typed.
    pub async fn answer_draw_here(
        &self,
        actor: &Actor,
        place: &Where,
        accept: bool,
    ) -> ServiceResult {
        let offers = &self.inner.offers;
        offers.answer_draw_here(self, actor, place, accept).await
    }

    /// Answers the pending draw offer of game `game_id`, for a player still in who has not
    /// offered it: accepting joins the offer (the game is drawn once everyone still in has);
    /// declining withdraws it, publicly.
    pub async fn answer_draw(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: GameId,
        accept: bool,
    ) -> ServiceResult {
        let offers = &self.inner.offers;
        offers
            .answer_draw(self, actor, place, game_id, accept)
            .await
    }

    /// Asks for a rematch of a finished game (game `game` of this server, else this channel's
    /// latest): a challenge in this channel to the same players with the same options, the
    /// seats moved round. The caller, who must have played in it, has accepted; against the
    /// computer alone the game starts at once. A game already rematched opens nothing new: the
    /// answer names its rematch.
    pub async fn rematch(
        &self,
        actor: &Actor,
        place: &Where,
        game: Option<GameId>,
    ) -> ServiceResult {
        self.inner.offers.rematch(self, actor, place, game).await
    }
}

/// The games as an offer uses them, until they are a part.
impl Games for Service {
    async fn clicked(&self, lang: Lang, place: &Where, id: GameId) -> Result<Loaded, Failure> {
        self.load_clicked(lang, place, id).await
    }

    async fn rebuilt(&self, lang: Lang, stored: StoredGame) -> Result<Loaded, Failure> {
        self.rebuild_in(lang, stored).await
    }

    async fn draw(&self, actor: &Actor, place: &Where) -> ServiceResult {
        Service::draw(self, actor, place).await
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
