//! The web views, a part of the service: what the web pages show of a game ([`view`]) and its
//! replay GIF, drawn once and kept ([`replays`], [`replay_cache`]), the board's controls for a
//! player ([`controls`]), and a server's pages: its games and its leaderboard ([`listing`]). It
//! holds the [`Core`], the replays kept and the [`Ratings`] (the leaderboard's lines); its
//! caller loads the game.

pub(super) mod controls;
mod listing;
mod replay_cache;
mod replays;
mod view;

use std::sync::Arc;

use super::core::Core;
use super::ratings::Ratings;

pub use controls::{BoardControls, Choice, PageAction, RESERVE, Source};
pub use listing::{ChannelGame, GAMES_PAGE, GamesPage, LEADERBOARD_TOP, LeaderboardView, Listed};
pub use replay_cache::REPLAY_QUEUE;
pub use view::{GameView, MoveLine, PlayerCard, ServerView, board_words};

/// The web views: their state.
pub(super) struct Views {
    core: Arc<Core>,
    ratings: Arc<Ratings>,
    /// Replay GIFs kept and drawn, one per core at a time, and the requests waiting for one.
    replays: replay_cache::Replays,
}

impl Views {
    /// The web views, drawing with the core's limits, the leaderboard's lines from `ratings`.
    pub(super) fn new(core: Arc<Core>, ratings: Arc<Ratings>) -> Views {
        Views {
            core,
            ratings,
            replays: replay_cache::Replays::default(),
        }
    }
}
