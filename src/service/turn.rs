//! Turns: moves, reserve placements, swaps, resigning and draws, and the legal actions offered
//! to autocomplete.

use std::fmt::Write as _;

use super::text::{options_words, person, player_label};
use super::web::controls;
use super::{BoardControls, Button, PageAction};
use super::{challenges, telling};
use crate::notation::{parse_action, parse_placement};
use crate::rules::{Action, Game, Mode, Seat, Square, Turn};
use crate::store::{GameId, StoreError, UserId};
use crate::store::{PostKind, StoredGame};

use crate::i18n::{Lang, colour, reasons};
use crate::slash_commands::command_example;
use crate::t;

use super::text::{mention, seat_label};
use super::{
    Actor, Event, Failure, Loaded, Refusal, Reply, ResignQuestion, Service, ServiceError,
    ServiceResult, Where, answer, answered, lock, moved_on, not_a_player, refuse, seats_still_in,
    unless_refused,
};

impl Service {
    /// Plays a move (or any action in notation: `c3-f3:3`, `r:e5`, `s:c3-d3`).
    pub async fn play(&self, actor: &Actor, place: &Where, notation: &str) -> ServiceResult {
        let lang = actor.lang;
        if notation.trim().is_empty() {
            let text = t!(
                lang,
                "which-move",
                example = command_example(lang, "move", &[("move", "c3-f3:3")])
            );
            return refuse(Refusal::MoveMissing, text);
        }
        match parse_action(notation) {
            // A refusal echoes the action as written: a move without `:k` is not given one.
            Ok(action) => {
                let written = crate::notation::compact_action(notation);
                answer(self.act(actor, place, action, Some(written)).await)
            }
            Err(e) => refuse(
                Refusal::NotNotation(e.clone()),
                t!(lang, "not-a-move", reason = reasons::parse(lang, &e)),
            ),
        }
    }

    /// Places a piece from the caller's reserve on a square (`e5` or `r:e5`).
    pub async fn reserve(&self, actor: &Actor, place: &Where, square: &str) -> ServiceResult {
        let lang = actor.lang;
        if square.trim().is_empty() {
            let text = t!(
                lang,
                "which-square",
                example = command_example(lang, "reserve", &[("square", "e5")])
            );
            return refuse(Refusal::SquareMissing, text);
        }
        match parse_placement(square) {
            Ok(sq) => answer(self.act(actor, place, Action::Place(sq), None).await),
            Err(e) => refuse(
                Refusal::NotNotation(e.clone()),
                t!(lang, "not-a-place", reason = reasons::parse(lang, &e)),
            ),
        }
    }

    /// The swap opening: trades the caller's single piece on `mine` with the opponent's single
    /// piece on `theirs`.
    pub async fn swap(
        &self,
        actor: &Actor,
        place: &Where,
        mine: &str,
        theirs: &str,
    ) -> ServiceResult {
        let lang = actor.lang;
        let missing = match (mine.trim().is_empty(), theirs.trim().is_empty()) {
            (true, true) => Some(t!(lang, "swap-missing-both")),
            (true, false) => Some(t!(lang, "swap-missing-mine")),
            (false, true) => Some(t!(lang, "swap-missing-theirs")),
            (false, false) => None,
        };
        if let Some(missing) = missing {
            // The example is a swap the caller may play here, when the game waits for it.
            let legal = match unless_refused(self.load_active(lang, place).await)? {
                Some(loaded)
                    if loaded.game.position().to_act().is_some()
                        && loaded.game.position().to_act()
                            == loaded.stored.seat_of(actor.user_id) =>
                {
                    loaded.game.position().legal_actions()
                }
                _ => Vec::new(),
            };
            let (mine, theirs) = legal
                .into_iter()
                .find_map(|a| match a {
                    Action::Swap(mine, theirs) => Some((mine.to_string(), theirs.to_string())),
                    _ => None,
                })
                .unwrap_or_else(|| ("c3".to_string(), "d3".to_string()));
            let text = t!(
                lang,
                "swap-missing",
                missing = missing.clone(),
                example = command_example(lang, "swap", &[("mine", &mine), ("theirs", &theirs)])
            );
            return refuse(Refusal::SwapMissing(missing), text);
        }
        let squares = mine
            .parse::<Square>()
            .and_then(|a| theirs.parse::<Square>().map(|b| (a, b)));
        match squares {
            Ok((a, b)) => answer(self.act(actor, place, Action::Swap(a, b), None).await),
            Err(e) => refuse(
                Refusal::NotNotation(e.clone()),
                t!(lang, "swap-unreadable", reason = reasons::parse(lang, &e)),
            ),
        }
    }

    /// Plays `action` for `actor`; `written` is how they wrote it (refusals echo it), `None`
    /// for an action named by squares only.
    async fn act(
        &self,
        actor: &Actor,
        place: &Where,
        action: Action,
        written: Option<String>,
    ) -> Result<Reply, Failure> {
        let loaded = self.load_active(actor.lang, place).await?;
        self.act_on(actor, loaded, action, written).await
    }

    /// Plays `action` for `actor` in `loaded`, as [`Service::act`].
    async fn act_on(
        &self,
        actor: &Actor,
        loaded: Loaded,
        action: Action,
        written: Option<String>,
    ) -> Result<Reply, Failure> {
        let lang = actor.lang;
        let Some(seat) = loaded.stored.seat_of(actor.user_id) else {
            return refuse(Refusal::NotAPlayer, not_a_player(lang, &loaded));
        };
        let Some(to_act) = loaded.game.position().to_act() else {
            return refuse(Refusal::GameOver, t!(lang, "already-over"));
        };
        if to_act != seat || loaded.stored.player(seat).computer.is_some() {
            let p = loaded.stored.player(to_act);
            let text = t!(
                lang,
                "not-your-turn",
                name = person(lang, &super::text::shown(lang, p)),
                colour = colour(lang, to_act)
            );
            return refuse(Refusal::NotYourTurn { seat: to_act }, text);
        }
        let mut next = loaded.game.clone();
        if let Err(e) = next.play(action) {
            let text = t!(
                lang,
                "not-legal",
                action = written.unwrap_or_else(|| action.to_string()),
                reason = reasons::illegal(lang, &e)
            );
            return refuse(Refusal::Illegal(e), text);
        }
        Ok(self
            .commit(loaded, next, Turn::Act(action), seat, "", lang)
            .await?)
    }

    /// The board's controls on game `game_id`'s page for user `user_id`, in `lang`: `None`
    /// unless they hold a person's seat in the running game (a spectator, a game over). The
    /// moves are offered only while their seat is to act; resigning and a draw while they
    /// may.
    pub async fn board_controls(
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
            let name = person(lang, &super::text::shown(lang, p));
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
    pub async fn act_on_page(
        &self,
        actor: &Actor,
        game_id: GameId,
        ply: i64,
        action: &PageAction,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let Some(stored) = self.inner.store.game(game_id).await? else {
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
                    let new = self
                        .inner
                        .outbox
                        .new_post(&place, None, PostKind::Turn, &reply);
                    self.inner.store.add_post(&new).await?
                }
            };
            self.inner.outbox.post_failed(post).await?;
            Ok(Reply::private(done))
        })
    }

    /// The caller's legal actions in canonical notation, sorted; empty when it is not their
    /// turn (for autocomplete).
    pub async fn legal_actions(
        &self,
        actor: &Actor,
        place: &Where,
    ) -> Result<Vec<String>, ServiceError> {
        let Some(loaded) = unless_refused(self.load_active(actor.lang, place).await)? else {
            return Ok(Vec::new());
        };
        let pos = loaded.game.position();
        match (pos.to_act(), loaded.stored.seat_of(actor.user_id)) {
            (Some(a), Some(b)) if a == b && loaded.stored.player(a).computer.is_none() => {
                let mut legal: Vec<String> = pos
                    .legal_actions()
                    .iter()
                    .map(ToString::to_string)
                    .collect();
                legal.sort();
                Ok(legal)
            }
            _ => Ok(Vec::new()),
        }
    }

    /// Asks the caller to confirm a resignation (privately, with [`Reply::confirm`] for
    /// buttons); the same command again within [`RESIGN_CONFIRM_WINDOW`] resigns.
    pub async fn resign(&self, actor: &Actor, place: &Where) -> ServiceResult {
        answer(self.resign_checked(actor, place, None, false).await)
    }

    /// Resigns the caller's seat at once (a confirmation's button): in game `game_id` when
    /// given, which must still be the channel's game. With 2 players or in teams the other
    /// side wins; with 3 players or in free-for-all the caller is out and the game goes on.
    pub async fn confirm_resign(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: Option<GameId>,
    ) -> ServiceResult {
        answer(self.resign_checked(actor, place, game_id, true).await)
    }

    /// Forgets the caller's unconfirmed resignation ("Keep playing").
    pub fn keep_playing(&self, actor: &Actor, game_id: GameId) -> Reply {
        lock(&self.inner.resign_asks).remove(&(game_id, actor.user_id));
        Reply::private(t!(actor.lang, "keep-playing"))
    }

    async fn resign_checked(
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
        let now = self.now();
        let asked = {
            let mut asks = lock(&self.inner.resign_asks);
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

    /// Offers a draw, or accepts one: the game is drawn when every player still in offers it.
    /// Any move withdraws the offers.
    pub async fn draw(&self, actor: &Actor, place: &Where) -> ServiceResult {
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
                .inner
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
                Err(e) => return super::not_saved(lang, e),
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

/// How long a resignation waits for its confirmation.
pub const RESIGN_CONFIRM_WINDOW: std::time::Duration = std::time::Duration::from_secs(60);

/// What resigning would do, in a sentence.
fn resign_consequence(lang: Lang, loaded: &Loaded, seat: Seat, next: &Game) -> String {
    let pos = next.position();
    let names = |seats: Vec<Seat>| {
        let names: Vec<String> = seats
            .into_iter()
            .map(|s| person(lang, &super::text::shown(lang, loaded.stored.player(s))))
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

/// A game's start.
impl Service {
    /// The post of a game just started (every seat accepted, or a tournament's table): its
    /// options, its seats, the picture and who is to act; `None` when its log does not replay.
    pub(super) async fn game_on(&self, stored: StoredGame) -> Result<Option<Reply>, ServiceError> {
        let Some(loaded) = self.replayed(stored).await? else {
            return Ok(None);
        };
        let reply = self.game_on_reply(&loaded).await;
        self.wake_computer_if_due(&loaded);
        Ok(Some(reply))
    }

    /// The words, picture and mention of a game's start post.
    pub(super) async fn game_on_reply(&self, loaded: &Loaded) -> Reply {
        let public = loaded.lang;
        let heading = self
            .inner
            .tournaments
            .table_heading(public, loaded.stored.id);
        let mut text = match heading.await {
            Ok(Some(heading)) => heading + "\n",
            _ => String::new(),
        };
        text.push_str(&t!(
            public,
            "game-on",
            options = options_words(
                public,
                loaded.stored.options.config,
                loaded.stored.options.turn_limit
            ) + &challenges::unrated(public, loaded.stored.options.rated)
        ));
        text.push('\n');
        for seat in loaded.stored.options.config.seats() {
            let p = loaded.stored.player(seat);
            let _ = writeln!(
                text,
                "{}",
                t!(
                    public,
                    "game-on-seat",
                    colour = colour(public, seat),
                    player = player_label(public, p)
                )
            );
        }
        if loaded.stored.options.config.mode() == Mode::Teams {
            let side = |a: u8, b: u8| {
                let [x, y] = [a, b].map(|n| {
                    let seat = Seat::from_number(n).expect("seats 1-4");
                    seat_label(public, &loaded.stored, seat)
                });
                t!(public, "list-last", init = x, last = y)
            };
            let _ = writeln!(
                text,
                "{}",
                t!(public, "game-on-teams", a = side(1, 3), b = side(2, 4))
            );
        }
        let mut reply = telling::next_up(
            loaded,
            text,
            vec![Event::Started {
                game: loaded.stored.id,
            }],
        );
        self.inner.outbox.address_turn(loaded, &mut reply).await;
        reply.image = self.inner.games.board_attachment(loaded).await;
        reply.web = self.inner.core.page_of(&loaded.stored).await;
        reply
    }
}
