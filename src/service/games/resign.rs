//! Resigning: asked, confirmed (or kept playing), and written as a turn.

use crate::i18n::{Lang, reasons};
use crate::rules::{Game, Mode, Seat, Turn};
use crate::store::GameId;
use crate::t;

use crate::service::core::{Loaded, lock};
use crate::service::failure::{Failure, answer, refuse};
use crate::service::text::{not_a_player, person, seat_label};
use crate::service::{Actor, Button, Refusal, Reply, ResignQuestion, ServiceResult, Where};

use super::Games;

impl Games {
    /// Asks the caller to confirm a resignation (privately, with the buttons of a
    /// [`Button::ConfirmResign`]); the same command again within [`RESIGN_CONFIRM_WINDOW`]
    /// resigns.
    pub(in crate::service) async fn resign(&self, actor: &Actor, place: &Where) -> ServiceResult {
        answer(self.resign_checked(actor, place, None, false).await)
    }

    /// Resigns the caller's seat at once (a confirmation's button): in game `game_id` when
    /// given, which must still be the channel's game. With 2 players or in teams the other
    /// side wins; with 3 players or in free-for-all the caller is out and the game goes on.
    pub(in crate::service) async fn confirm_resign(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: Option<GameId>,
    ) -> ServiceResult {
        answer(self.resign_checked(actor, place, game_id, true).await)
    }

    /// Forgets the caller's unconfirmed resignation ("Keep playing").
    pub(in crate::service) fn keep_playing(&self, actor: &Actor, game_id: GameId) -> Reply {
        lock(&self.resign_asks).remove(&(game_id, actor.user_id));
        Reply::private(t!(actor.lang, "keep-playing"))
    }

    pub(super) async fn resign_checked(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: Option<GameId>,
        confirmed: bool,
    ) -> Result<Reply, Failure> {
        let lang = actor.lang;
        let loaded = self.load_active(lang, place).await?;
        if game_id.is_some_and(|id| id != loaded.stored.id) {
            return refuse(Refusal::GameOver, t!(lang, "resign-other-game"));
        }
        let Some(seat) = loaded.stored.seat_of(actor.user_id) else {
            return refuse(Refusal::NotAPlayer, not_a_player(lang, &loaded));
        };
        let mut next = loaded.game.clone();
        if let Err(e) = next.apply(Turn::Resign(seat)) {
            let text = t!(lang, "cannot-resign", reason = reasons::illegal(lang, &e));
            return refuse(Refusal::Illegal(e), text);
        }
        let key = (loaded.stored.id, actor.user_id);
        let now = self.core.now();
        let asked = {
            let mut asks = lock(&self.resign_asks);
            let window = RESIGN_CONFIRM_WINDOW.as_millis() as i64;
            asks.retain(|_, at| now - *at < window);
            let asked = asks.remove(&key).is_some();
            if !confirmed && !asked {
                asks.insert(key, now);
            }
            asked
        };
        if !confirmed && !asked {
            let what = resign_consequence(lang, &loaded, seat, &next);
            let mut reply = Reply::private(t!(
                lang,
                "resign-ask",
                resign_command = crate::slash_commands::example::bare(lang, "resign"),
                game = loaded.stored.id,
                what = what
            ));
            reply.add(Button::ConfirmResign(ResignQuestion {
                game_id: loaded.stored.id,
                user_id: actor.user_id,
            }));
            return Ok(reply);
        }
        let teams = next.position().config().mode() == Mode::Teams;
        let public = loaded.lang;
        let who = seat_label(public, &loaded.stored, seat);
        let lead = if next.position().is_over() && teams {
            t!(
                public,
                "resigned-team",
                seat = who,
                partner = seat_label(public, &loaded.stored, seat.partner())
            )
        } else if next.position().is_over() {
            t!(public, "resigned", seat = who)
        } else {
            t!(public, "resigned-out", seat = who)
        } + "\n";
        Ok(self
            .commit(loaded, next, Turn::Resign(seat), seat, &lead, lang)
            .await?)
    }
}

/// How long a resignation waits for its confirmation.
pub const RESIGN_CONFIRM_WINDOW: std::time::Duration = std::time::Duration::from_secs(60);

/// What resigning would do, in a sentence.
pub(super) fn resign_consequence(lang: Lang, loaded: &Loaded, seat: Seat, next: &Game) -> String {
    let pos = next.position();
    let names = |seats: Vec<Seat>| {
        let names: Vec<String> = seats
            .into_iter()
            .map(|s| {
                person(
                    lang,
                    &crate::service::text::shown(lang, loaded.stored.player(s)),
                )
            })
            .collect();
        match names.as_slice() {
            [init @ .., last] if !init.is_empty() => t!(
                lang,
                "list-last",
                init = init.join(&t!(lang, "list-separator")),
                last = last.clone()
            ),
            _ => names.concat(),
        }
    };
    match pos.outcome() {
        Some(outcome) if pos.config().mode() == Mode::Teams => t!(
            lang,
            "resign-team-loses",
            partner = names(vec![seat.partner()]),
            winners = names(outcome.winners().collect())
        ),
        Some(outcome) => {
            let winners: Vec<Seat> = outcome.winners().collect();
            t!(
                lang,
                "resign-loses",
                count = winners.len(),
                winners = names(winners)
            )
        }
        None => t!(lang, "resign-leaves"),
    }
}
