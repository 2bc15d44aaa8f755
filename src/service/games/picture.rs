//! Pictures for replies and the board command: [`crate::render`] called off the async runtime,
//! one board per core at a time.

use std::fmt::Write as _;
use std::time::Duration;

use crate::i18n::{colour, duration_words};
use crate::render;
use crate::t;

use crate::service::core::Loaded;
use crate::service::drawing::{board_png, picture_words};
use crate::service::failure::answered;
use crate::service::text::{self, describe_outcome, options_words, person, player_label};
use crate::service::{Actor, Attachment, Button, Reply, ServiceResult, Where};

use super::Games;

impl Games {
    /// The board picture, drawn in a blocking task. A turn is already saved when it is drawn,
    /// so a failure here is logged and the reply goes out without the picture.
    pub(in crate::service) async fn board_attachment(&self, loaded: &Loaded) -> Option<Attachment> {
        let game = loaded.game.clone();
        let table = self.table(loaded).await;
        let drawn = self.core.draw(move || board_png(&game, &table)).await;
        let error = match drawn {
            Ok(Ok(bytes)) => {
                let filename = format!("focus-{}-{}.png", loaded.stored.id, loaded.stored.ply);
                return Some(Attachment { filename, bytes });
            }
            Ok(Err(e)) => e.to_string(),
            Err(e) => e.to_string(),
        };
        tracing::error!(game = loaded.stored.id.0, error, "drawing the board failed");
        None
    }

    /// Who sits at the table, as the picture's cards show them: names, each seat's current
    /// rating in this server (`1562`, `1500?` while provisional; none in an unrated game) and
    /// the pending draw offers.
    pub(in crate::service) async fn table(&self, loaded: &Loaded) -> render::Table {
        let stored = &loaded.stored;
        let config = stored.options.config;
        let draw_offers = config
            .seats()
            .filter(|s| stored.draw_offers & (1 << s.index()) != 0)
            .collect();
        let mut ratings = vec![None; stored.seats.len()];
        if stored.options.rated {
            match self.ratings.seat_ratings(stored).await {
                Ok(shown) => ratings = shown.iter().map(|r| Some(r.to_string())).collect(),
                Err(e) => tracing::warn!(game = stored.id.0, error = %e, "no ratings on the cards"),
            }
        }
        render::Table {
            names: stored
                .seats
                .iter()
                .map(|p| text::shown(loaded.lang, p))
                .collect(),
            ratings,
            draw_offers,
            words: picture_words(loaded.lang),
        }
    }

    /// The board and whose turn it is, for anyone in the channel.
    pub(in crate::service) async fn board(&self, actor: &Actor, place: &Where) -> ServiceResult {
        answered!(async {
            // The game in progress, or else the channel's last game, finished.
            let Some(stored) = self.core.store.latest_game(place.channel_id).await? else {
                return self.no_game(actor.lang, place).await;
            };
            let loaded = self.rebuild_in(actor.lang, stored).await?;
            // A server's admins may have the board answer only the caller.
            let private = self
                .core
                .server_settings(place.guild_id)
                .await?
                .board_private;
            // Posted for the channel, text and picture are in the game's language, whoever asked;
            // answered privately, in the caller's.
            let lang = if private { actor.lang } else { loaded.lang };
            let loaded = Loaded { lang, ..loaded };
            let pos = loaded.game.position();
            // Turns taken back do not count: the numbers are the game record's.
            let turns = loaded.game.record().len();
            let when = if pos.is_over() {
                t!(
                    lang,
                    "board-finished",
                    turns = t!(lang, "turns-count", n = turns)
                )
            } else if turns == 0 {
                t!(lang, "board-no-turn")
            } else {
                // The picture labels the last turn with the same number.
                t!(lang, "board-after-turn", n = turns)
            };
            let mut text = t!(
                lang,
                "board-head",
                game = loaded.stored.id,
                options = options_words(
                    lang,
                    loaded.stored.options.config,
                    loaded.stored.options.turn_limit
                ),
                when = when
            );
            text.push('\n');
            for seat in pos.config().seats() {
                let p = loaded.stored.player(seat);
                let colour = colour(lang, seat);
                let player = player_label(lang, p);
                let (board, reserve, captured) = (
                    pos.pieces_on_board(seat),
                    pos.reserve(seat),
                    pos.captured(seat),
                );
                let line = if pos.is_out(seat) {
                    t!(
                        lang,
                        "board-seat-out",
                        colour = colour,
                        player = player,
                        board = board,
                        reserve = reserve,
                        captured = captured
                    )
                } else {
                    t!(
                        lang,
                        "board-seat",
                        colour = colour,
                        player = player,
                        board = board,
                        reserve = reserve,
                        captured = captured
                    )
                };
                let _ = writeln!(text, "{line}");
            }
            let mut body = String::new();
            if let Some(seat) = pos.to_act() {
                let p = loaded.stored.player(seat);
                let colour = colour(lang, seat);
                if p.computer.is_some() {
                    body.push_str(&t!(lang, "board-computer", colour = colour));
                } else {
                    let name = person(lang, &p.name);
                    body.push_str(&match loaded.stored.options.turn_limit {
                        Some(limit) => {
                            let left = limit.saturating_sub(Duration::from_millis(
                                (self.core.now() - loaded.stored.turn_started_at).max(0) as u64,
                            ));
                            t!(
                                lang,
                                "board-turn-left",
                                name = name,
                                colour = colour,
                                time = duration_words(lang, left)
                            )
                        }
                        None => t!(lang, "board-turn", name = name, colour = colour),
                    });
                }
            } else if let Some(outcome) = pos.outcome() {
                body.push_str(&describe_outcome(
                    lang,
                    &loaded.stored,
                    &loaded.game,
                    outcome,
                ));
                body.push_str(&t!(lang, "sentence-gap"));
                body.push_str(&t!(
                    lang,
                    "board-new-game",
                    challenge_command = crate::slash_commands::example::bare(lang, "challenge")
                ));
            }
            text.push_str(&body);
            // A running game's board carries the Play button (only the player to act gets a menu).
            let play = pos
                .to_act()
                .filter(|&s| loaded.stored.player(s).computer.is_none())
                .map(|_| loaded.stored.id);
            Ok(Reply {
                text,
                image: self.board_attachment(&loaded).await,
                web: self.core.page_of(&loaded.stored).await,
                private,
                buttons: play.map(Button::Play).into_iter().collect(),
                // Its Play button speaks like the board it is under.
                button_lang: lang,
                post_lang: (!private).then_some(lang),
                ..Reply::default()
            })
        })
    }
}
