//! Pictures for replies and the board command: [`crate::render`] called off the async runtime,
//! one board per core at a time.

use std::fmt::Write as _;
use std::time::Duration;

use crate::render;
use crate::rules::Game;

use super::ServiceError;
use super::text::{self, describe_outcome, duration_words, options_words};
use super::{Actor, Attachment, Loaded, Reply, Service, ServiceResult, Where, escape_name};

/// The board as a PNG (blocking: call it in `spawn_blocking`).
pub fn board_png(game: &Game, table: &render::Table) -> Result<Vec<u8>, ServiceError> {
    render::board_png(game, table).map_err(|e| ServiceError::Picture(e.to_string()))
}

/// The whole game as an animated GIF (blocking).
pub fn replay_gif(game: &Game, names: &[String]) -> Result<Vec<u8>, ServiceError> {
    render::replay_gif(game, &render::Table::named(names))
        .map_err(|e| ServiceError::Picture(e.to_string()))
}

impl Service {
    /// Runs a drawing job off the async runtime once `limit` lets it: when many games move at
    /// once, pictures wait their turn instead of crowding the cores and the memory (a board
    /// picture takes about 9 MB while it is drawn).
    pub(super) async fn drawing<T: Send + 'static>(
        limit: &tokio::sync::Semaphore,
        job: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, tokio::task::JoinError> {
        // The semaphore is never closed, so a permit always comes.
        let _permit = limit.acquire().await.ok();
        tokio::task::spawn_blocking(job).await
    }

    /// The board picture, drawn in a blocking task. A turn is already saved when it is drawn,
    /// so a failure here is logged and the reply goes out without the picture.
    pub(super) async fn board_attachment(&self, loaded: &Loaded) -> Option<Attachment> {
        let game = loaded.game.clone();
        let table = self.table(loaded).await;
        let drawn = Self::drawing(&self.inner.boards_drawn, move || board_png(&game, &table)).await;
        match drawn {
            Ok(Ok(bytes)) => Some(Attachment {
                filename: format!("focus-{}-{}.png", loaded.stored.id, loaded.stored.ply),
                bytes,
            }),
            Ok(Err(e)) => {
                tracing::error!(game = loaded.stored.id, error = %e, "drawing the board failed");
                None
            }
            Err(e) => {
                tracing::error!(game = loaded.stored.id, error = %e, "drawing the board failed");
                None
            }
        }
    }

    /// Who sits at the table, as the picture's cards show them: names, each seat's current
    /// rating in this server (`1562`, `1500?` while provisional; none in an unrated game) and
    /// the pending draw offers.
    async fn table(&self, loaded: &Loaded) -> render::Table {
        let stored = &loaded.stored;
        let config = stored.options.config;
        let draw_offers = config
            .seats()
            .filter(|s| stored.draw_offers & (1 << s.index()) != 0)
            .collect();
        let mut ratings = vec![None; stored.seats.len()];
        if stored.options.rated {
            match self.seat_ratings(stored).await {
                Ok(shown) => ratings = shown.iter().map(|r| Some(r.to_string())).collect(),
                Err(e) => tracing::warn!(game = stored.id, error = %e, "no ratings on the cards"),
            }
        }
        render::Table {
            names: stored.names(),
            ratings,
            draw_offers,
        }
    }

    /// The board and whose turn it is, for anyone in the channel.
    pub async fn board(&self, actor: &Actor, place: &Where) -> ServiceResult {
        let _ = actor;
        // The game in progress, or else the channel's last game, finished.
        let Some(stored) = self.inner.store.latest_game(place.channel_id).await? else {
            return self.no_game(place).await;
        };
        let loaded = match self.rebuild(stored).await? {
            Ok(loaded) => loaded,
            Err(closed) => return Ok(closed),
        };
        let pos = loaded.game.position();
        let when = if pos.is_over() {
            format!(
                "finished after {}",
                text::plural(loaded.stored.ply as usize, "turn", "turns")
            )
        } else if loaded.stored.ply == 0 {
            "no turn played yet".to_string()
        } else {
            // The picture labels the last turn with the same number.
            format!("after turn {}", loaded.stored.ply)
        };
        let mut text = format!(
            "Game {} ({}), {when}.\n",
            loaded.stored.id,
            options_words(
                loaded.stored.options.config,
                loaded.stored.options.turn_limit
            ),
        );
        for seat in pos.config().seats() {
            let p = loaded.stored.player(seat);
            let _ = write!(
                text,
                "{seat}: {} — {} on the board, {} in reserve, {} captured",
                self.player_label(p),
                pos.pieces_on_board(seat),
                pos.reserve(seat),
                pos.captured(seat)
            );
            if pos.is_out(seat) {
                text.push_str(" (out)");
            }
            text.push('\n');
        }
        let mut body = String::new();
        if let Some(seat) = pos.to_act() {
            let p = loaded.stored.player(seat);
            if p.computer.is_some() {
                let _ = write!(body, "The computer plays {seat}: thinking…");
            } else {
                let _ = write!(body, "It is **{}**'s turn ({seat})", escape_name(&p.name));
                if let Some(limit) = loaded.stored.options.turn_limit {
                    let left = limit.saturating_sub(Duration::from_millis(
                        (self.now() - loaded.stored.turn_started_at).max(0) as u64,
                    ));
                    let _ = write!(body, ", {} left", duration_words(left));
                }
                body.push('.');
            }
        } else if let Some(outcome) = pos.outcome() {
            body.push_str(&describe_outcome(&loaded.stored, &loaded.game, outcome));
            body.push_str(" Start a new game with `/focus challenge`.");
        }
        text.push_str(&body);
        // A server's admins may have the board answer only the caller.
        let private = self.server_settings(place.guild_id).await?.board_private;
        // A running game's board carries the Play button (only the player to act gets a menu).
        let play = pos
            .to_act()
            .filter(|&s| loaded.stored.player(s).computer.is_none())
            .map(|_| loaded.stored.id);
        Ok(Reply {
            text,
            image: self.board_attachment(&loaded).await,
            private,
            play,
            ..Reply::default()
        })
    }
}
