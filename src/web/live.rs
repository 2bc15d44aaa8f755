//! A running game followed live: server-sent events, one `turn` event (its data the number of
//! turns written) each time the service writes a turn of the game; a running tournament: one
//! `changed` event each time one of its games ends, a round opens or it finishes. No polling:
//! the service's broadcast of what it writes wakes the stream.

use std::convert::Infallible;
use std::time::Duration;

use axum::response::sse::{Event, KeepAlive, Sse};
use futures_util::stream::Stream;
use tokio::sync::broadcast::{Receiver, error::RecvError};

use crate::service::{Event as GameEvent, GameId, TournamentId, changes_tournament};

/// How often an idle stream says it is alive (proxies close silent connections).
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// The events of game `game` from `turns` (the service's broadcast).
pub fn game_events(
    game: GameId,
    turns: Receiver<GameEvent>,
) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    let stream = futures_util::stream::unfold(turns, move |mut turns| async move {
        loop {
            match turns.recv().await {
                Ok(
                    GameEvent::Played { game: g, ply, .. }
                    | GameEvent::TakenBack { game: g, ply, .. },
                ) if g == game => {
                    let event = Event::default().event("turn").data(ply.to_string());
                    return Some((Ok(event), turns));
                }
                Ok(_) => {}
                // Some turns were missed: the page fetches the game again all the same.
                Err(RecvError::Lagged(_)) => {
                    let event = Event::default().event("turn").data("?");
                    return Some((Ok(event), turns));
                }
                Err(RecvError::Closed) => return None,
            }
        }
    });
    Sse::new(stream).keep_alive(KeepAlive::new().interval(KEEP_ALIVE))
}

/// The events of tournament `tournament` from `changes` (the service's broadcast): `changed`
/// (its data the tournament) when one of its games ended, a round opened or it finished.
pub fn tournament_events(
    tournament: TournamentId,
    changes: Receiver<GameEvent>,
) -> Sse<impl Stream<Item = Result<Event, Infallible>>> {
    let stream = futures_util::stream::unfold(changes, move |mut changes| async move {
        loop {
            match changes.recv().await {
                Ok(event) if changes_tournament(&event, tournament) => {}
                Ok(_) => continue,
                // Something was missed: the page is read again all the same.
                Err(RecvError::Lagged(_)) => {}
                Err(RecvError::Closed) => return None,
            }
            let event = Event::default()
                .event("changed")
                .data(tournament.to_string());
            return Some((Ok(event), changes));
        }
    });
    Sse::new(stream).keep_alive(KeepAlive::new().interval(KEEP_ALIVE))
}
