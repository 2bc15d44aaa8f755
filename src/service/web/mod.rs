//! The web views, a part of the service: what the web pages show of a game ([`view`]) and its
//! replay GIF, drawn once and kept ([`replays`], [`replay_cache`]), and the board's controls
//! for a player ([`controls`]). It holds the [`Core`] and
//! the replays kept, and no other part; its caller loads the game.

pub(super) mod controls;
mod replay_cache;
mod replays;
mod view;

use std::sync::Arc;

use super::core::Core;

pub use controls::{BoardControls, Choice, PageAction, RESERVE, Source};
pub use replay_cache::REPLAY_QUEUE;
pub use view::{GameView, MoveLine, PlayerCard, ServerView, board_words};

/// The web views: their state.
pub(super) struct Views {
    core: Arc<Core>,
    /// Replay GIFs kept and drawn, one per core at a time, and the requests waiting for one.
    replays: replay_cache::Replays,
}

impl Views {
    /// The web views, drawing with the core's limits.
    pub(super) fn new(core: Arc<Core>) -> Views {
        Views {
            core,
            replays: replay_cache::Replays::default(),
        }
    }
}
