//! The offers' operations for the front ends (takebacks, draw answers, rematches), each
//! delegating to the part ([`crate::service::offers`]), given the games as the port the offers
//! load, draw and write turns through.

use crate::service::{Actor, Service, ServiceResult, Where};
use crate::store::GameId;

impl Service {
    /// `/focus takeback`: asks the others to let the caller take back their last turn, or,
    /// when another player asked, agrees to it.
    pub async fn takeback(&self, actor: &Actor, place: &Where) -> ServiceResult {
        self.inner
            .offers
            .takeback(&*self.inner.games, actor, place)
            .await
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
            .take_back_clicked(&*self.inner.games, actor, place, game_id, ply)
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
            .answer_takeback_here(&*self.inner.games, actor, place, accept)
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
            .answer_takeback(&*self.inner.games, actor, place, game_id, ply, accept)
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
        offers
            .answer_draw_here(&*self.inner.games, actor, place, accept)
            .await
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
            .answer_draw(&*self.inner.games, actor, place, game_id, accept)
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
        self.inner
            .offers
            .rematch(&*self.inner.games, actor, place, game)
            .await
    }
}
