//! Turns typed as commands: moves, reserve placements and swaps, and the legal actions offered
//! to autocomplete.

use crate::i18n::{colour, reasons};
use crate::notation::{parse_action, parse_placement};
use crate::rules::{Action, Square, Turn};
use crate::slash_commands::command_example;
use crate::t;

use crate::service::core::Loaded;
use crate::service::failure::{Failure, answer, refuse, unless_refused};
use crate::service::text::{not_a_player, person};
use crate::service::{Actor, Refusal, Reply, ServiceError, ServiceResult, Where};

use super::Games;

impl Games {
    /// Plays a move (or any action in notation: `c3-f3:3`, `r:e5`, `s:c3-d3`).
    pub(in crate::service) async fn play(
        &self,
        actor: &Actor,
        place: &Where,
        notation: &str,
    ) -> ServiceResult {
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
    pub(in crate::service) async fn reserve(
        &self,
        actor: &Actor,
        place: &Where,
        square: &str,
    ) -> ServiceResult {
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
    pub(in crate::service) async fn swap(
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
    pub(super) async fn act(
        &self,
        actor: &Actor,
        place: &Where,
        action: Action,
        written: Option<String>,
    ) -> Result<Reply, Failure> {
        let loaded = self.load_active(actor.lang, place).await?;
        self.act_on(actor, loaded, action, written).await
    }

    /// Plays `action` for `actor` in `loaded`, as [`Games::act`].
    pub(super) async fn act_on(
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
                name = person(lang, &crate::service::text::shown(lang, p)),
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

    /// The caller's legal actions in canonical notation, sorted; empty when it is not their
    /// turn (for autocomplete).
    pub(in crate::service) async fn legal_actions(
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
}
