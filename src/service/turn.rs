//! Turns: moves, reserve placements, swaps, resigning and draws, and the legal actions offered
//! to autocomplete.

use crate::notation::{parse_action, parse_placement};
use crate::rules::{Action, Game, Mode, Seat, Square, Turn};
use crate::store::StoreError;

use super::text::{escape_name, mention, seat_label};
use super::{
    Actor, Loaded, MOVED_ON, Reply, ResignQuestion, Service, ServiceError, ServiceResult, Where,
    lock, not_a_player, seats_still_in,
};

impl Service {
    /// Plays a move (or any action in notation: `c3-f3:3`, `r:e5`, `s:c3-d3`).
    pub async fn play(&self, actor: &Actor, place: &Where, notation: &str) -> ServiceResult {
        if notation.trim().is_empty() {
            return Ok(Reply::private(
                "Which move? Name it, like `/focus move action:c3-f3:3` (the top 3 pieces of c3 \
                 to f3): start typing and your legal moves are offered.",
            ));
        }
        match parse_action(notation) {
            Ok(action) => self.act(actor, place, action).await,
            Err(e) => Ok(Reply::private(format!("That is not a move: {e}."))),
        }
    }

    /// Places a piece from the caller's reserve on a square (`e5` or `r:e5`).
    pub async fn reserve(&self, actor: &Actor, place: &Where, square: &str) -> ServiceResult {
        if square.trim().is_empty() {
            return Ok(Reply::private(
                "Which square? Name the square for your reserve piece, like \
                 `/focus reserve square:e5`.",
            ));
        }
        match parse_placement(square) {
            Ok(sq) => self.act(actor, place, Action::Place(sq)).await,
            Err(e) => Ok(Reply::private(format!(
                "That is not a place for a piece: {e}."
            ))),
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
        let missing = match (mine.trim().is_empty(), theirs.trim().is_empty()) {
            (true, true) => Some("both squares"),
            (true, false) => Some("your square (`mine`)"),
            (false, true) => Some("your opponent's square (`theirs`)"),
            (false, false) => None,
        };
        if let Some(missing) = missing {
            return Ok(Reply::private(format!(
                "A swap names two squares, and {missing} is missing: one of your single pieces, \
                 then one of your opponent's, like `/focus swap mine:c3 theirs:d3`."
            )));
        }
        let squares = mine
            .parse::<Square>()
            .and_then(|a| theirs.parse::<Square>().map(|b| (a, b)));
        match squares {
            Ok((a, b)) => self.act(actor, place, Action::Swap(a, b)).await,
            Err(e) => Ok(Reply::private(format!("That swap cannot be read: {e}."))),
        }
    }

    async fn act(&self, actor: &Actor, place: &Where, action: Action) -> ServiceResult {
        let Some(loaded) = self.load_active(place).await? else {
            return self.no_game(place).await;
        };
        let Some(seat) = loaded.stored.seat_of(actor.user_id) else {
            return Ok(Reply::private(not_a_player(&loaded)));
        };
        let Some(to_act) = loaded.game.position().to_act() else {
            return Ok(Reply::private("This game is already over."));
        };
        if to_act != seat || loaded.stored.player(seat).computer.is_some() {
            let p = loaded.stored.player(to_act);
            return Ok(Reply::private(format!(
                "It is not your turn: it is **{}**'s turn ({to_act}).",
                escape_name(&p.shown_name())
            )));
        }
        let mut next = loaded.game.clone();
        if let Err(e) = next.play(action) {
            return Ok(Reply::private(format!("`{action}` is not legal: {e}.")));
        }
        self.commit(loaded, next, Turn::Act(action), seat, "").await
    }

    /// The caller's legal actions in canonical notation, sorted; empty when it is not their
    /// turn (for autocomplete).
    pub async fn legal_actions(
        &self,
        actor: &Actor,
        place: &Where,
    ) -> Result<Vec<String>, ServiceError> {
        let Some(loaded) = self.load_active(place).await? else {
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
        self.resign_checked(actor, place, None, false).await
    }

    /// Resigns the caller's seat at once (a confirmation's button): in game `game_id` when
    /// given, which must still be the channel's game. With 2 players or in teams the other
    /// side wins; with 3 players or in free-for-all the caller is out and the game goes on.
    pub async fn confirm_resign(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: Option<i64>,
    ) -> ServiceResult {
        self.resign_checked(actor, place, game_id, true).await
    }

    /// Forgets the caller's unconfirmed resignation ("Keep playing").
    pub fn keep_playing(&self, actor: &Actor, game_id: i64) -> Reply {
        lock(&self.inner.resign_asks).remove(&(game_id, actor.user_id));
        Reply::private("You play on: nothing changed.")
    }

    async fn resign_checked(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: Option<i64>,
        confirmed: bool,
    ) -> ServiceResult {
        let Some(loaded) = self.load_active(place).await? else {
            return self.no_game(place).await;
        };
        if game_id.is_some_and(|id| id != loaded.stored.id) {
            return Ok(Reply::private(
                "That game is over: nothing changed. Look at the channel for the game now.",
            ));
        }
        let Some(seat) = loaded.stored.seat_of(actor.user_id) else {
            return Ok(Reply::private(not_a_player(&loaded)));
        };
        let mut next = loaded.game.clone();
        if let Err(e) = next.apply(Turn::Resign(seat)) {
            return Ok(Reply::private(format!("You cannot resign: {e}.")));
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
            let what = resign_consequence(&loaded, seat, &next);
            let mut reply = Reply::private(format!(
                "Resign from game {}? {what} This cannot be undone. Confirm with the Resign \
                 button, or repeat `/focus resign` within a minute.",
                loaded.stored.id
            ));
            reply.confirm = Some(ResignQuestion {
                game_id: loaded.stored.id,
                user_id: actor.user_id,
            });
            return Ok(reply);
        }
        let teams = next.position().config().mode() == Mode::Teams;
        let lead = if next.position().is_over() && teams {
            format!(
                "{} resigned, conceding for the team with {}.\n",
                seat_label(&loaded.stored, seat),
                seat_label(&loaded.stored, seat.partner())
            )
        } else if next.position().is_over() {
            format!("{} resigned.\n", seat_label(&loaded.stored, seat))
        } else {
            format!(
                "{} resigned and is out of the game.\n",
                seat_label(&loaded.stored, seat)
            )
        };
        self.commit(loaded, next, Turn::Resign(seat), seat, &lead)
            .await
    }

    /// Offers a draw, or accepts one: the game is drawn when every player still in offers it.
    /// Any move withdraws the offers.
    pub async fn draw(&self, actor: &Actor, place: &Where) -> ServiceResult {
        let Some(loaded) = self.load_active(place).await? else {
            return self.no_game(place).await;
        };
        let Some(seat) = loaded.stored.seat_of(actor.user_id) else {
            return Ok(Reply::private(not_a_player(&loaded)));
        };
        let pos = loaded.game.position();
        if pos.is_out(seat) {
            return Ok(Reply::private(
                "You are out of this game, so you cannot offer a draw.",
            ));
        }
        let still_in = seats_still_in(pos);
        if still_in
            .iter()
            .any(|&s| loaded.stored.player(s).computer.is_some())
        {
            return Ok(Reply::private(
                "The computer does not agree to draws: play on, or resign with `/focus resign`.",
            ));
        }
        let bit = 1u8 << seat.index();
        if loaded.stored.draw_offers & bit != 0 {
            return Ok(Reply::private(
                "You already offered a draw: it is agreed when every other player still in \
                 offers it too.",
            ));
        }
        let offers = loaded.stored.draw_offers | bit;
        let all = still_in.iter().fold(0u8, |m, s| m | (1 << s.index()));
        if offers & all == all {
            let mut next = loaded.game.clone();
            if let Err(e) = next.apply(Turn::Draw) {
                return Ok(Reply::private(format!("No draw: {e}.")));
            }
            let lead = format!("{} accepts the draw.\n", seat_label(&loaded.stored, seat));
            return self.commit(loaded, next, Turn::Draw, seat, &lead).await;
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
            Err(StoreError::Conflict) => return Ok(Reply::private(MOVED_ON)),
            Err(e) => return super::not_saved(e),
        }
        let others: Vec<u64> = still_in
            .iter()
            .filter(|s| offers & (1 << s.index()) == 0)
            .map(|&s| loaded.stored.player(s).user_id)
            .collect();
        Ok(Reply {
            text: format!(
                "{} offers a draw. {}: to accept, use `/focus draw`; any move withdraws the offer.",
                seat_label(&loaded.stored, seat),
                others
                    .iter()
                    .map(|&u| mention(u))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            mentions: others,
            draw_offer: Some(loaded.stored.id),
            ..Reply::default()
        })
    }
}

/// How long a resignation waits for its confirmation.
pub const RESIGN_CONFIRM_WINDOW: std::time::Duration = std::time::Duration::from_secs(60);

/// What resigning would do, in a sentence.
fn resign_consequence(loaded: &Loaded, seat: Seat, next: &Game) -> String {
    let pos = next.position();
    let names = |seats: Vec<Seat>| {
        seats
            .into_iter()
            .map(|s| format!("**{}**", escape_name(&loaded.stored.player(s).shown_name())))
            .collect::<Vec<_>>()
            .join(" and ")
    };
    match pos.outcome() {
        Some(outcome) if pos.config().mode() == Mode::Teams => format!(
            "You concede for your team ({} and you): {} win.",
            names(vec![seat.partner()]),
            names(outcome.winners().collect())
        ),
        Some(outcome) => {
            let winners: Vec<Seat> = outcome.winners().collect();
            let verb = if winners.len() == 1 { "wins" } else { "win" };
            format!("{} {verb}.", names(winners))
        }
        None => "You leave the game for good; the others play on.".to_string(),
    }
}
