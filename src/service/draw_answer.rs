//! Answering a draw offer with its buttons: Accept draw (as `/focus draw` would) or Decline,
//! which withdraws the offer for everyone.

use crate::store::StoreError;

use super::click_text as words;
use super::text::seat_label;
use super::{Actor, Refusal, Reply, Service, ServiceResult, Where, not_saved};
use crate::t;

impl Service {
    /// Answers the pending draw offer of game `game_id`, for a player still in who has not
    /// offered it: accepting joins the offer (the game is drawn once everyone still in has);
    /// declining withdraws it, publicly.
    pub async fn answer_draw(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: i64,
        accept: bool,
    ) -> ServiceResult {
        let Some(loaded) = self.load_active(place).await? else {
            return Ok(Reply::private(words::game_over()));
        };
        if loaded.stored.id != game_id || loaded.game.position().is_over() {
            return Ok(Reply::private(words::game_over()));
        }
        if loaded.stored.draw_offers == 0 {
            return Ok(Reply::private(words::no_draw_offer()));
        }
        let Some(seat) = loaded.stored.seat_of(actor.user_id) else {
            return Ok(Reply::private(words::draw_not_yours()));
        };
        if loaded.game.position().is_out(seat)
            || loaded.stored.draw_offers & (1 << seat.index()) != 0
        {
            return Ok(Reply::private(words::draw_not_yours()));
        }
        if accept {
            return self.draw(actor, place).await;
        }
        match self
            .inner
            .store
            .set_draw_offers(
                loaded.stored.id,
                loaded.stored.ply,
                loaded.stored.draw_offers,
                0,
            )
            .await
        {
            Ok(()) => Ok(Reply::public(words::draw_declined(&seat_label(
                loaded.lang,
                &loaded.stored,
                seat,
            )))),
            Err(StoreError::Conflict) => {
                Ok(Reply::refused(Refusal::MovedOn, t!(actor.lang, "moved-on")))
            }
            Err(e) => not_saved(actor.lang, e),
        }
    }
}
