//! Answering a draw offer with its buttons: Accept draw (as `/focus draw` would) or Decline,
//! which withdraws the offer for everyone.

use crate::store::{GameId, StoreError};
use crate::t;

use super::{Games, Offers};
use crate::service::core::not_saved;
use crate::service::failure::{answered, moved_on, refuse};
use crate::service::text::seat_label;
use crate::service::{Actor, Refusal, Reply, ServiceResult, Where};

impl Offers {
    /// `/focus draw answer:accept|decline`: the Accept draw or Decline button of the offer
    /// pending in this channel's game, typed.
    pub(in crate::service) async fn answer_draw_here(
        &self,
        games: &impl Games,
        actor: &Actor,
        place: &Where,
        accept: bool,
    ) -> ServiceResult {
        answered!(async {
            let game_id = games.active(actor.lang, place).await?.stored.id;
            Ok(self
                .answer_draw(games, actor, place, game_id, accept)
                .await?)
        })
    }

    /// Answers the pending draw offer of game `game_id`, for a player still in who has not
    /// offered it: accepting joins the offer (the game is drawn once everyone still in has);
    /// declining withdraws it, publicly.
    pub(in crate::service) async fn answer_draw(
        &self,
        games: &impl Games,
        actor: &Actor,
        place: &Where,
        game_id: GameId,
        accept: bool,
    ) -> ServiceResult {
        let lang = actor.lang;
        let over = || Reply::refused(Refusal::GameOver, t!(lang, "pick-game-over"));
        let not_yours = || Reply::refused(Refusal::NotAPlayer, t!(lang, "draw-not-yours"));
        let loaded = match games.clicked(lang, place, game_id).await {
            Ok(loaded) if !loaded.game.position().is_over() => loaded,
            Ok(_) => return Ok(over()),
            Err(f) => return f.answer(),
        };
        if loaded.stored.draw_offers == 0 {
            return refuse(Refusal::NoDrawOffer, t!(lang, "draw-no-offer"));
        }
        let Some(seat) = loaded.stored.seat_of(actor.user_id) else {
            return Ok(not_yours());
        };
        if loaded.game.position().is_out(seat)
            || loaded.stored.draw_offers & (1 << seat.index()) != 0
        {
            return Ok(not_yours());
        }
        if accept {
            return games.draw(actor, place).await;
        }
        match self
            .core
            .store
            .set_draw_offers(
                loaded.stored.id,
                loaded.stored.ply,
                loaded.stored.draw_offers,
                0,
            )
            .await
        {
            Ok(()) => Ok(Reply::public(t!(
                loaded.lang,
                "draw-declined",
                seat = seat_label(loaded.lang, &loaded.stored, seat)
            ))),
            Err(StoreError::Conflict) => moved_on(actor.lang),
            Err(e) => not_saved(actor.lang, e),
        }
    }
}
