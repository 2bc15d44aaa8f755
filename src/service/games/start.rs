//! A game's start: its post, with its options, its seats, the picture and who is to act.

use std::fmt::Write as _;

use crate::i18n::colour;
use crate::rules::{Mode, Seat};
use crate::store::StoredGame;
use crate::t;

use crate::service::core::Loaded;
use crate::service::text::{options_words, player_label, seat_label};
use crate::service::{Event, Reply, ServiceError};
use crate::service::{challenges, telling};

use super::Games;

/// A game's start.
impl Games {
    /// The post of a game just started (every seat accepted, or a tournament's table): its
    /// options, its seats, the picture and who is to act; `None` when its log does not replay.
    pub(in crate::service) async fn game_on(
        &self,
        stored: StoredGame,
    ) -> Result<Option<Reply>, ServiceError> {
        let Some(loaded) = self.replayed(stored).await? else {
            return Ok(None);
        };
        let reply = self.game_on_reply(&loaded).await;
        self.wake_computer_if_due(&loaded);
        Ok(Some(reply))
    }

    /// The words, picture and mention of a game's start post.
    pub(in crate::service) async fn game_on_reply(&self, loaded: &Loaded) -> Reply {
        let public = loaded.lang;
        let heading = self.tournaments.table_heading(public, loaded.stored.id);
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
        self.outbox.address_turn(loaded, &mut reply).await;
        reply.image = self.board_attachment(loaded).await;
        reply.web = self.core.page_of(&loaded.stored).await;
        reply
    }
}
