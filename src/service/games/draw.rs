//! Draws: an offer, or the last acceptance that draws the game.

use crate::i18n::reasons;
use crate::rules::Turn;
use crate::store::{StoreError, UserId};
use crate::t;

use crate::service::core::not_saved;
use crate::service::failure::{answered, moved_on, refuse};
use crate::service::text::{mention, not_a_player, seat_label, seats_still_in};
use crate::service::{Actor, Button, Refusal, Reply, ServiceResult, Where};

use super::Games;

impl Games {
    /// Offers a draw, or accepts one: the game is drawn when every player still in offers it.
    /// Any move withdraws the offers.
    pub(in crate::service) async fn draw(&self, actor: &Actor, place: &Where) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let loaded = self.load_active(lang, place).await?;
            let Some(seat) = loaded.stored.seat_of(actor.user_id) else {
                return refuse(Refusal::NotAPlayer, not_a_player(lang, &loaded));
            };
            let pos = loaded.game.position();
            if pos.is_over() {
                return refuse(Refusal::GameOver, t!(lang, "already-over"));
            }
            if pos.is_out(seat) {
                return refuse(Refusal::DrawOut, t!(lang, "draw-out"));
            }
            let still_in = seats_still_in(pos);
            if still_in
                .iter()
                .any(|&s| loaded.stored.player(s).computer.is_some())
            {
                let text = t!(
                    lang,
                    "draw-computer",
                    resign_command = crate::slash_commands::example::bare(lang, "resign")
                );
                return refuse(Refusal::DrawComputer, text);
            }
            let bit = 1u8 << seat.index();
            if loaded.stored.draw_offers & bit != 0 {
                return refuse(Refusal::DrawOffered, t!(lang, "draw-already"));
            }
            let offers = loaded.stored.draw_offers | bit;
            let all = still_in.iter().fold(0u8, |m, s| m | (1 << s.index()));
            if offers & all == all {
                let mut next = loaded.game.clone();
                if let Err(e) = next.apply(Turn::Draw) {
                    let text = t!(lang, "draw-refused", reason = reasons::illegal(lang, &e));
                    return refuse(Refusal::Illegal(e), text);
                }
                let public = loaded.lang;
                let lead = t!(
                    public,
                    "draw-accepted",
                    seat = seat_label(public, &loaded.stored, seat)
                ) + "\n";
                return Ok(self
                    .commit(loaded, next, Turn::Draw, seat, &lead, lang)
                    .await?);
            }
            match self
                .core
                .store
                .set_draw_offers(
                    loaded.stored.id,
                    loaded.stored.ply,
                    loaded.stored.draw_offers,
                    offers,
                )
                .await
            {
                Ok(()) => {}
                Err(StoreError::Conflict) => {
                    return moved_on(lang);
                }
                Err(e) => return not_saved(lang, e),
            }
            let others: Vec<UserId> = still_in
                .iter()
                .filter(|s| offers & (1 << s.index()) == 0)
                .map(|&s| loaded.stored.player(s).user_id)
                .collect();
            let public = loaded.lang;
            Ok(Reply {
                text: t!(
                    public,
                    "draw-offered",
                    draw_command = crate::slash_commands::example::bare(public, "draw"),
                    decline_command = crate::slash_commands::command_example(
                        public,
                        "draw",
                        &[("answer", "decline")]
                    ),
                    seat = seat_label(public, &loaded.stored, seat),
                    others = others
                        .iter()
                        .map(|&u| mention(u))
                        .collect::<Vec<_>>()
                        .join(&t!(public, "list-separator"))
                ),
                mentions: others,
                buttons: vec![Button::AnswerDraw(loaded.stored.id)],
                button_lang: public,
                post_lang: Some(public),
                ..Reply::default()
            })
        })
    }
}
