//! The board on a game's page: the controls a player sees, and the actions taken from it.

use crate::i18n::{Lang, colour, reasons};
use crate::notation::parse_action;
use crate::rules::Turn;
use crate::store::{GameId, PostKind, UserId};
use crate::t;

use crate::service::failure::{Failure, answered, refuse};
use crate::service::games::resign::resign_consequence;
use crate::service::text::{person, seats_still_in};
use crate::service::web::controls;
use crate::service::{
    Actor, BoardControls, PageAction, Refusal, Reply, ServiceError, ServiceResult, Where,
};

use super::Games;

impl Games {
    /// The board's controls on game `game_id`'s page for user `user_id`, in `lang`: `None`
    /// unless they hold a person's seat in the running game (a spectator, a game over). The
    /// moves are offered only while their seat is to act; resigning and a draw while they
    /// may.
    pub(in crate::service) async fn board_controls(
        &self,
        game_id: GameId,
        user_id: UserId,
        lang: Lang,
    ) -> Result<Option<BoardControls>, ServiceError> {
        let Some(loaded) = self.load_game(game_id).await? else {
            return Ok(None);
        };
        let pos = loaded.game.position();
        let Some(seat) = loaded.stored.seat_of(user_id) else {
            return Ok(None);
        };
        let Some(to_act) = pos.to_act() else {
            return Ok(None);
        };
        let mut controls = if to_act == seat {
            controls::moves(lang, &loaded, seat)
        } else {
            let p = loaded.stored.player(to_act);
            let name = person(lang, &crate::service::text::shown(lang, p));
            let words = t!(
                lang,
                "pick-not-your-turn",
                name = name,
                colour = colour(lang, to_act)
            );
            BoardControls::waiting(&loaded, words)
        };
        let mut next = loaded.game.clone();
        if next.apply(Turn::Resign(seat)).is_ok() {
            let what = resign_consequence(lang, &loaded, seat, &next);
            let game = loaded.stored.id;
            controls.resign = Some(t!(lang, "web-play-resign-ask", game = game, what = what));
        }
        let still_in = seats_still_in(pos);
        let offers = loaded.stored.draw_offers;
        if !pos.is_out(seat)
            && offers & (1 << seat.index()) == 0
            && still_in
                .iter()
                .all(|&s| loaded.stored.player(s).computer.is_none())
        {
            controls.draw = Some(if offers == 0 {
                t!(lang, "web-play-draw-offer")
            } else {
                t!(lang, "web-play-draw-accept")
            });
        }
        Ok(Some(controls))
    }

    /// Acts for `actor` from the board of game `game_id`'s page, built at turn `ply`, as the
    /// commands would: refused, with nothing written, if the game moved on meanwhile (a typed
    /// move, another page), if the action is not theirs to take, or not legal. What it posts
    /// goes to the game's channel through the outbox at once (no Discord answer carries it);
    /// the reply is the page's.
    pub(in crate::service) async fn act_on_page(
        &self,
        actor: &Actor,
        game_id: GameId,
        ply: i64,
        action: &PageAction,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let Some(stored) = self.core.store.game(game_id).await? else {
                return refuse(Refusal::GameOver, t!(lang, "pick-game-over"));
            };
            let place = Where {
                guild_id: stored.guild_id,
                channel_id: stored.channel_id,
            };
            let loaded = self.load_clicked(lang, &place, game_id).await?;
            if loaded.stored.ply != ply {
                return refuse(Refusal::MovedOn, t!(lang, "web-play-stale"));
            }
            let (reply, done) = match action {
                PageAction::Play(notation) => {
                    let action = match parse_action(notation) {
                        Ok(action) => action,
                        Err(e) => {
                            let reason = reasons::parse(lang, &e);
                            return refuse(
                                Refusal::NotNotation(e),
                                t!(lang, "not-a-move", reason = reason),
                            );
                        }
                    };
                    let written = crate::notation::compact_action(notation);
                    let reply = self.act_on(actor, loaded, action, Some(written)).await?;
                    (reply, t!(lang, "pick-played", action = action.to_string()))
                }
                PageAction::Resign => {
                    drop(loaded);
                    let reply = self
                        .resign_checked(actor, &place, Some(game_id), true)
                        .await?;
                    (reply, t!(lang, "web-play-resigned", game = game_id))
                }
                PageAction::Draw => {
                    drop(loaded);
                    let reply = self.draw(actor, &place).await?;
                    (reply, t!(lang, "web-play-draw-sent", game = game_id))
                }
            };
            // A refusal found on the way (the game moved on as the turn was written: a race
            // with another page or a typed move) is the page's answer; nothing was written.
            if reply.refusal.is_some() {
                return Err(Failure::Refused(Box::new(reply)));
            }
            let post = match reply.post {
                Some(post) => post,
                // A draw offered: the command's answer, posted here by the outbox instead.
                None => {
                    let new = self.outbox.new_post(&place, None, PostKind::Turn, &reply);
                    self.core.store.add_post(&new).await?
                }
            };
            self.outbox.post_failed(post).await?;
            Ok(Reply::private(done))
        })
    }
}
