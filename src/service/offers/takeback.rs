//! Takebacks by agreement (issue 30): a player asks to take back their last turn while it is
//! still the last one played, once per turn; everyone else still in agrees (with the request's
//! buttons, or by asking `/focus takeback` themselves, as `/focus draw` joins a draw offer), or
//! one declines. Any turn written meanwhile makes the request lapse. The agreed undo is a log
//! entry of its own ([`UNDO`]), written as any turn is: guarded by the ply, so that a takeback
//! racing the next player's move ends with exactly one of them written.
//! Never in a tournament game; in a rated game only when the server allows it.

use crate::i18n::Lang;
use crate::notation::parse_turn;
use crate::rules::{Seat, Turn};
use crate::store::{GameId, LoggedAction, StoreError, TurnWrite, UNDO, UserId};
use crate::t;

use super::{Games, Offers};
use crate::service::core::{Loaded, not_saved};
use crate::service::failure::{Failure, Refusable, answered, refuse, saved};
use crate::service::telling;
use crate::service::text::{mention, not_a_player, seat_label, seats_still_in};
use crate::service::{
    Actor, Button, Event, NoTakeback, Refusal, Reply, ServiceResult, TakebackRef, Where,
};

/// A refusal of a takeback, in `lang`.
fn refused<R: Refusable>(lang: Lang, why: NoTakeback) -> R {
    let text = match why {
        NoTakeback::Tournament => t!(lang, "takeback-tournament"),
        NoTakeback::Rated => t!(lang, "takeback-rated"),
        NoTakeback::Off => t!(lang, "takeback-off"),
        NoTakeback::NotLastTurn => t!(lang, "takeback-not-last"),
        NoTakeback::AskedAlready => t!(lang, "takeback-asked-already"),
        NoTakeback::NoRequest => t!(lang, "takeback-no-request"),
        NoTakeback::Agreed => t!(lang, "takeback-agreed-already"),
    };
    refuse(Refusal::NoTakeback(why), text)
}

/// The refusal of an answer that came after the game moved on: the request lapsed.
fn moved_on<R: Refusable>(lang: Lang) -> R {
    refuse(Refusal::MovedOn, t!(lang, "takeback-moved-on"))
}

/// A write guarded by the ply, or what to answer in `lang`: [`moved_on`] when the game moved
/// on (the request lapsed), else [`saved`]'s.
fn guarded<T>(lang: Lang, written: Result<T, StoreError>) -> Result<T, Failure> {
    match written {
        Err(StoreError::Conflict) => moved_on(lang),
        written => saved(lang, written),
    }
}

/// Seats as a bit mask (seat 1 = bit 0).
fn mask(seats: impl IntoIterator<Item = Seat>) -> u8 {
    seats.into_iter().fold(0, |m, s| m | (1 << s.index()))
}

/// Whether the log's last entry is an action (a move, a placement, a swap) of `seat`.
fn last_is_own_action(loaded: &Loaded, seat: Seat) -> bool {
    loaded.stored.actions.last().is_some_and(|a| {
        a.seat == i64::from(seat.number())
            && a.action != UNDO
            && matches!(parse_turn(&a.action), Ok(Some(Turn::Act(_))))
    })
}

impl Offers {
    /// `/focus takeback`: asks the others to let the caller take back their last turn, or,
    /// when another player asked, agrees to it.
    pub(in crate::service) async fn takeback(
        &self,
        games: &impl Games,
        actor: &Actor,
        place: &Where,
    ) -> ServiceResult {
        answered!(async {
            let loaded = games.active(actor.lang, place).await?;
            self.takeback_in(games, actor, loaded, false).await
        })
    }

    /// The Take back button on the post of the turn that made the log `ply` long in game
    /// `game_id`: asks for that turn, while it is the caller's and still the last one.
    pub(in crate::service) async fn take_back_clicked(
        &self,
        games: &impl Games,
        actor: &Actor,
        place: &Where,
        game_id: GameId,
        ply: i64,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let loaded = games.clicked(lang, place, game_id).await?;
            if loaded.stored.ply != ply {
                return refused(lang, NoTakeback::NotLastTurn);
            }
            self.takeback_in(games, actor, loaded, true).await
        })
    }

    /// `/focus takeback answer:accept|decline`: the Accept or Decline button of the request open
    /// in this channel's game, typed (what [`Offers::answer_takeback`] does for its game and
    /// turn).
    pub(in crate::service) async fn answer_takeback_here(
        &self,
        games: &impl Games,
        actor: &Actor,
        place: &Where,
        accept: bool,
    ) -> ServiceResult {
        answered!(async {
            let loaded = games.active(actor.lang, place).await?;
            let (game_id, ply) = (loaded.stored.id, loaded.stored.ply);
            Ok(self
                .answer_takeback(games, actor, place, game_id, ply, accept)
                .await?)
        })
    }

    /// Accept or Decline under the takeback request asked for at `ply` in game `game_id`.
    pub(in crate::service) async fn answer_takeback(
        &self,
        games: &impl Games,
        actor: &Actor,
        place: &Where,
        game_id: GameId,
        ply: i64,
        accept: bool,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let loaded = games.clicked(lang, place, game_id).await?;
            if loaded.game.position().is_over() {
                return refuse(Refusal::GameOver, t!(lang, "pick-game-over"));
            }
            if loaded.stored.ply != ply || !loaded.stored.takeback_open() {
                return refused(lang, NoTakeback::NoRequest);
            }
            let Some(seat) = loaded
                .stored
                .seat_of(actor.user_id)
                .filter(|&s| !loaded.game.position().is_out(s))
            else {
                return refuse(Refusal::NotAPlayer, t!(lang, "takeback-not-yours"));
            };
            if loaded.stored.takeback_seats & mask([seat]) != 0 {
                return refused(lang, NoTakeback::Agreed);
            }
            Ok(if accept {
                self.agree_takeback(games, actor, loaded, seat).await?
            } else {
                self.decline_takeback(actor, loaded, seat).await?
            })
        })
    }

    /// A takeback asked for (or agreed to) by `actor` in `loaded`; `clicked` when they pressed
    /// the Take back button of their own turn's post.
    async fn takeback_in(
        &self,
        games: &impl Games,
        actor: &Actor,
        loaded: Loaded,
        clicked: bool,
    ) -> Result<Reply, Failure> {
        let lang = actor.lang;
        let Some(seat) = loaded.stored.seat_of(actor.user_id) else {
            return refuse(Refusal::NotAPlayer, not_a_player(lang, &loaded));
        };
        let pos = loaded.game.position();
        if pos.is_over() {
            return refuse(Refusal::GameOver, t!(lang, "already-over"));
        }
        let own_last = last_is_own_action(&loaded, seat) && !pos.is_out(seat);
        if clicked && !own_last {
            return refused(lang, NoTakeback::NotLastTurn);
        }
        if loaded.stored.takeback_open() {
            if loaded.stored.takeback_seats & mask([seat]) != 0 {
                return refused(lang, NoTakeback::Agreed);
            }
            if pos.is_out(seat) {
                return refuse(Refusal::NotAPlayer, t!(lang, "takeback-not-yours"));
            }
            return self.agree_takeback(games, actor, loaded, seat).await;
        }
        if self.core.store.is_tournament_game(loaded.stored.id).await? {
            return refused(lang, NoTakeback::Tournament);
        }
        let allowed = self
            .core
            .server_settings(loaded.stored.guild_id)
            .await?
            .takeback;
        if !allowed.allows(loaded.stored.options.rated) {
            let why = if allowed.allows(false) {
                NoTakeback::Rated
            } else {
                NoTakeback::Off
            };
            return refused(lang, why);
        }
        if !own_last {
            return refused(lang, NoTakeback::NotLastTurn);
        }
        if loaded.stored.takeback_ply == Some(loaded.stored.ply) {
            return refused(lang, NoTakeback::AskedAlready);
        }
        let still_in = seats_still_in(pos);
        // The computer agrees at once.
        let computers = mask(
            still_in
                .iter()
                .copied()
                .filter(|&s| loaded.stored.player(s).computer.is_some()),
        );
        let seats = mask([seat]) | computers;
        if seats & mask(still_in.iter().copied()) == mask(still_in.iter().copied()) {
            return self.take_back_now(games, actor, loaded).await;
        }
        match self
            .core
            .store
            .ask_takeback(loaded.stored.id, loaded.stored.ply, seats)
            .await
        {
            Ok(()) => {}
            Err(StoreError::Conflict) => {
                return moved_on(lang);
            }
            Err(e) => return not_saved(lang, e),
        }
        let public = loaded.lang;
        let others = waiting(&loaded, seats);
        let text = t!(
            public,
            "takeback-asked",
            takeback_command = crate::slash_commands::example::bare(public, "takeback"),
            decline_command = crate::slash_commands::command_example(
                public,
                "takeback",
                &[("answer", "decline")]
            ),
            seat = seat_label(public, &loaded.stored, seat),
            others = mentions(public, &others)
        );
        Ok(request_reply(
            &loaded,
            text,
            others,
            Event::TakebackAsked {
                game: loaded.stored.id,
                seat,
            },
        ))
    }

    /// `seat` agrees to the open request: the turn is taken back once everyone still in has.
    async fn agree_takeback(
        &self,
        games: &impl Games,
        actor: &Actor,
        loaded: Loaded,
        seat: Seat,
    ) -> Result<Reply, Failure> {
        let lang = actor.lang;
        let before = loaded.stored.takeback_seats;
        let seats = before | mask([seat]);
        let all = mask(seats_still_in(loaded.game.position()));
        if seats & all == all {
            return self.take_back_now(games, actor, loaded).await;
        }
        let store = &self.core.store;
        let asked = store.set_takeback_seats(loaded.stored.id, loaded.stored.ply, before, seats);
        guarded(lang, asked.await)?;
        let public = loaded.lang;
        let others = waiting(&loaded, seats);
        let text = t!(
            public,
            "takeback-agreed",
            seat = seat_label(public, &loaded.stored, seat),
            others = mentions(public, &others)
        );
        Ok(request_reply(
            &loaded,
            text,
            others,
            Event::TakebackAgreed {
                game: loaded.stored.id,
                seat,
            },
        ))
    }

    /// `seat` declines the open request: the game goes on, and this turn is not asked about
    /// again.
    async fn decline_takeback(
        &self,
        actor: &Actor,
        loaded: Loaded,
        seat: Seat,
    ) -> Result<Reply, Failure> {
        let lang = actor.lang;
        let (id, ply, seats) = (
            loaded.stored.id,
            loaded.stored.ply,
            loaded.stored.takeback_seats,
        );
        guarded(
            lang,
            self.core.store.set_takeback_seats(id, ply, seats, 0).await,
        )?;
        let public = loaded.lang;
        Ok(Reply {
            text: t!(
                public,
                "takeback-declined",
                seat = seat_label(public, &loaded.stored, seat)
            ),
            events: vec![Event::TakebackDeclined {
                game: loaded.stored.id,
                seat,
            }],
            button_lang: public,
            post_lang: Some(public),
            ..Reply::default()
        })
    }

    /// Writes the undo of the last turn (everyone agreed), guarded by the ply, with the board
    /// posted again: the player whose turn it was is to act again, their clock starting now.
    async fn take_back_now(
        &self,
        games: &impl Games,
        actor: &Actor,
        loaded: Loaded,
    ) -> Result<Reply, Failure> {
        let lang = actor.lang;
        let Some(last) = loaded.stored.actions.last() else {
            return refused(lang, NoTakeback::NotLastTurn);
        };
        let Some(seat) = Seat::from_number(last.seat as u8) else {
            return refused(lang, NoTakeback::NotLastTurn);
        };
        let now = self.core.now();
        let ply = loaded.stored.ply;
        let turn_number = loaded.game.record().len();
        let mut stored = loaded.stored.clone();
        stored.actions.push(LoggedAction {
            ply,
            seat: last.seat,
            action: UNDO.to_string(),
            at: now,
        });
        stored.ply += 1;
        stored.draw_offers = 0;
        stored.turn_started_at = now;
        stored.reminded = false;
        let game = stored.replay()?;
        let after = Loaded {
            stored,
            game,
            lang: loaded.lang,
        };
        let public = after.lang;
        let text = t!(
            public,
            "takeback-done",
            seat = seat_label(public, &after.stored, seat),
            turn = turn_number
        ) + "\n";
        let event = Event::TakenBack {
            game: after.stored.id,
            ply: ply + 1,
            seat,
        };
        let mut reply = telling::next_up(&after, text, vec![event]);
        reply.web = self.core.page_of(&after.stored).await;
        self.outbox.address_turn(&after, &mut reply).await;
        let write = TurnWrite {
            game_id: after.stored.id,
            expected_ply: ply,
            seat,
            action: UNDO.to_string(),
            at: now,
            outcome: None,
            restart_clock: true,
        };
        match games.written(after, &write, event, &mut reply).await {
            Err(Failure::Unsaved(e)) => guarded(lang, Err(e)),
            done => done,
        }?;
        Ok(reply)
    }

    /// The buttons of a turn just told: Take back on the post of a person's action while the
    /// game allows takebacks (not when the computer plays next: it answers at once); no Rematch
    /// on a tournament game's game-over post.
    pub(in crate::service) async fn takeback_buttons(
        &self,
        loaded: &Loaded,
        turn: Turn,
        seat: Seat,
        reply: &mut Reply,
    ) {
        let tournament = match self.core.store.is_tournament_game(loaded.stored.id).await {
            Ok(t) => t,
            Err(e) => {
                tracing::warn!(game = loaded.stored.id.0, error = %e, "cannot tell a tournament game");
                true
            }
        };
        if tournament {
            reply.buttons.retain(|b| !matches!(b, Button::Rematch(_)));
            return;
        }
        // The computer answers at once: a turn it answers is no longer the last one.
        let computer_next = loaded
            .game
            .position()
            .to_act()
            .is_some_and(|s| loaded.stored.player(s).computer.is_some());
        if !matches!(turn, Turn::Act(_))
            || loaded.game.position().is_over()
            || loaded.stored.player(seat).computer.is_some()
            || computer_next
        {
            return;
        }
        let allowed = match self.core.server_settings(loaded.stored.guild_id).await {
            Ok(s) => s.takeback.allows(loaded.stored.options.rated),
            Err(_) => false,
        };
        if allowed {
            reply.add(Button::TakeBack(TakebackRef {
                game_id: loaded.stored.id,
                ply: loaded.stored.ply,
            }));
        }
    }
}

/// The people still in who have not agreed to the takeback yet (`seats` have).
fn waiting(loaded: &Loaded, seats: u8) -> Vec<UserId> {
    let mut users: Vec<UserId> = seats_still_in(loaded.game.position())
        .into_iter()
        .filter(|s| seats & mask([*s]) == 0)
        .map(|s| loaded.stored.player(s))
        .filter(|p| p.computer.is_none())
        .map(|p| p.user_id)
        .collect();
    users.dedup();
    users
}

/// Mentions of `users`, listed in `lang`.
fn mentions(lang: Lang, users: &[UserId]) -> String {
    users
        .iter()
        .map(|&u| mention(u))
        .collect::<Vec<_>>()
        .join(&t!(lang, "list-separator"))
}

/// A public post of a request waiting for `others`, with its Accept and Decline buttons.
fn request_reply(loaded: &Loaded, text: String, others: Vec<UserId>, event: Event) -> Reply {
    let public = loaded.lang;
    Reply {
        text,
        mentions: others,
        events: vec![event],
        buttons: vec![Button::AnswerTakeback(TakebackRef {
            game_id: loaded.stored.id,
            ply: loaded.stored.ply,
        })],
        button_lang: public,
        post_lang: Some(public),
        ..Reply::default()
    }
}
