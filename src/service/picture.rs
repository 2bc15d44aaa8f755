//! Pictures for replies: [`crate::render`], called off the async runtime by the service.

use crate::render;
use crate::rules::Game;

use super::ServiceError;

/// The board as a PNG (blocking: call it in `spawn_blocking`).
pub fn board_png(game: &Game, names: &[String]) -> Result<Vec<u8>, ServiceError> {
    render::board_png(game, names).map_err(|e| ServiceError::Picture(e.to_string()))
}

/// The whole game as an animated GIF (blocking).
pub fn replay_gif(game: &Game, names: &[String]) -> Result<Vec<u8>, ServiceError> {
    render::replay_gif(game, names).map_err(|e| ServiceError::Picture(e.to_string()))
}
