//! What a turn did, as [`Event`]s: worked out from the game before and after it, in no
//! language. [`super::text`] says them in words.

use crate::rules::{Game, Seat, Turn};
use crate::store::GameId;

use super::Event;

/// The events of `turn` (for `seat`), which took game `game` from `before` to `after` and made
/// ply `ply`; `draw_offered` when a draw offer was pending before it.
pub(super) fn of_turn(
    game: GameId,
    ply: i64,
    before: &Game,
    after: &Game,
    turn: Turn,
    seat: Seat,
    draw_offered: bool,
) -> Vec<Event> {
    let (was, now) = (before.position(), after.position());
    let config = was.config();
    let mut events = vec![Event::Played {
        game,
        ply,
        seat,
        turn,
    }];
    if draw_offered && matches!(turn, Turn::Act(_)) {
        events.push(Event::DrawWithdrawn { game });
    }
    // 3 players: seats the turn reached that could not act dropped out for good.
    events.extend(
        config
            .seats()
            .filter(|&s| s != seat && now.is_out(s) && !was.is_out(s))
            .map(|seat| Event::Out { game, seat }),
    );
    // 4 players: a seat that can no longer act is skipped until it can; said once when that
    // starts and once when it ends, not every round.
    if config.players() == 4 && !now.is_over() {
        for s in config.seats().filter(|&s| !now.is_out(s)) {
            match (was.can_act(s), now.can_act(s)) {
                (true, false) => events.push(Event::Skipped { game, seat: s }),
                (false, true) => events.push(Event::Back { game, seat: s }),
                _ => {}
            }
        }
    }
    // 2 players: the second time a position occurs, everyone is warned of the third.
    if config.players() == 2 && !now.is_over() && after.occurrences() == 2 {
        events.push(Event::Repeated { game });
    }
    events
}

/// What the game waits for now: its result, or the seat to act.
pub(super) fn next(game: GameId, state: &Game) -> Option<Event> {
    let pos = state.position();
    match (pos.outcome(), pos.to_act()) {
        (Some(outcome), _) => Some(Event::Over { game, outcome }),
        (None, Some(seat)) => Some(Event::ToAct { game, seat }),
        (None, None) => None,
    }
}

/// Whether `state` is over and was ended by a moderator's abort: a game that was never played
/// out, with no result to analyse, no rematch and no ratings to speak of.
pub(super) fn aborted(state: &Game) -> bool {
    state
        .position()
        .outcome()
        .is_some_and(|o| o.reason() == crate::rules::EndReason::Aborted)
}

/// The game whose game-over post offers its follow-ups (Rematch, Analyze): `game` when
/// `state` is over, unless a moderator aborted it.
pub(super) fn follow_ups(game: GameId, state: &Game) -> Option<GameId> {
    (state.position().is_over() && !aborted(state)).then_some(game)
}
