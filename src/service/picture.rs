//! Pictures for replies and the board command: [`crate::render`] called off the async runtime,
//! one board per core at a time.

use super::text::person;
use std::fmt::Write as _;
use std::sync::OnceLock;
use std::time::Duration;

use crate::notation::parse_action;
use crate::render;
use crate::rules::{Config, Game};

use super::ServiceError;
use crate::i18n::{Lang, colour, duration_words};
use crate::t;

use super::text::{describe_outcome, options_words};
use super::{Actor, Attachment, Loaded, Reply, Service, ServiceResult, Where, answered};

/// The board as a PNG (blocking: call it in `spawn_blocking`).
pub fn board_png(game: &Game, table: &render::Table) -> Result<Vec<u8>, ServiceError> {
    board_png_scaled(game, table, 1)
}

/// [`board_png`] `scale` times as large (2: for a high-density screen).
pub fn board_png_scaled(
    game: &Game,
    table: &render::Table,
    scale: u32,
) -> Result<Vec<u8>, ServiceError> {
    let started = std::time::Instant::now();
    let cell = render::Options::default().cell * scale.clamp(1, 2);
    let drawn = render::board_png_sized(game, table, cell).map_err(ServiceError::Picture);
    metrics::counter!("focus_pictures_total").increment(1);
    metrics::histogram!("focus_picture_seconds").record(started.elapsed().as_secs_f64());
    drawn
}

/// The turns before the picture of `/focus rules`: Red stacks c2 on Green's d2, Green moves,
/// then Red moves its stack of two down two squares, onto Green's piece on d4 (the marked move).
const RULES_TURNS: [&str; 3] = ["c2-d2:1", "e2-f2:1", "d2-d4:2"];

/// The picture of a move that `/focus rules` and the rules page show, in `lang`'s words
/// (blocking: drawn once per language, then kept). `None` if it could not be drawn.
#[must_use]
pub fn rules_png(lang: Lang) -> Option<Vec<u8>> {
    static DRAWN: [OnceLock<Option<Vec<u8>>>; 4] = [const { OnceLock::new() }; 4];
    DRAWN[lang as usize]
        .get_or_init(|| {
            let mut game = Game::new(Config::two_players());
            for turn in RULES_TURNS {
                let played = parse_action(turn).ok().map(|a| game.play(a));
                if !matches!(played, Some(Ok(()))) {
                    tracing::error!(turn, "the rules' picture's turn is not legal");
                    return None;
                }
            }
            let table = render::Table {
                words: picture_words(lang),
                ..render::Table::default()
            };
            board_png(&game, &table)
                .inspect_err(|e| tracing::error!(error = %e, "drawing the rules' picture failed"))
                .ok()
        })
        .clone()
}

/// The whole game as an animated GIF (blocking).
pub fn replay_gif(game: &Game, names: &[String], lang: Lang) -> Result<Vec<u8>, ServiceError> {
    let table = render::Table {
        words: picture_words(lang),
        ..render::Table::named(names)
    };
    render::replay_gif(game, &table).map_err(ServiceError::Picture)
}

/// The picture's words in `lang` (templates keep their `{who}`, `{colour}` and `{n}`).
#[must_use]
pub fn picture_words(lang: Lang) -> render::Words {
    let colours = crate::rules::Config::new(4, crate::rules::Mode::Teams)
        .map(|c| c.seats().map(|s| colour(lang, s)).collect::<Vec<_>>())
        .unwrap_or_default();
    let mut words = render::Words {
        wins: t!(lang, "pic-wins", who = "{who}"),
        win: t!(lang, "pic-win", who = "{who}"),
        draw: t!(lang, "pic-draw"),
        aborted: t!(lang, "pic-aborted"),
        why_no_moves: t!(lang, "pic-why-no-moves"),
        why_repetition: t!(lang, "pic-why-repetition"),
        why_short: t!(lang, "pic-why-short"),
        why_resign: t!(lang, "pic-why-resign"),
        why_time: t!(lang, "pic-why-time"),
        why_agreed: t!(lang, "pic-why-agreed"),
        why_moderator: t!(lang, "pic-why-moderator"),
        winner: t!(lang, "pic-winner"),
        out: t!(lang, "pic-out"),
        to_place: t!(lang, "pic-to-place"),
        to_swap: t!(lang, "pic-to-swap"),
        to_move: t!(lang, "pic-to-move"),
        skipped: t!(lang, "pic-skipped"),
        offers_draw: t!(lang, "pic-offers-draw"),
        partner: t!(lang, "pic-partner", colour = "{colour}"),
        reserve: t!(lang, "pic-reserve"),
        captured: t!(lang, "pic-captured"),
        stacks: t!(lang, "pic-stacks"),
        start: t!(lang, "pic-start"),
        start_to_move: t!(lang, "pic-start-to-move", colour = "{colour}"),
        last_turn: t!(lang, "pic-last-turn"),
        last_turns: t!(lang, "pic-last-turns", n = "{n}"),
        resigned: t!(lang, "pic-resigned"),
        out_of_time: t!(lang, "pic-out-of-time"),
        draw_agreed: t!(lang, "pic-draw-agreed"),
        turn_aborted: t!(lang, "pic-turn-aborted"),
        off_captured: t!(lang, "pic-off-captured"),
        off_reserve: t!(lang, "pic-off-reserve"),
        letters: [
            t!(lang, "pic-letter-red"),
            t!(lang, "pic-letter-green"),
            t!(lang, "pic-letter-blue"),
            t!(lang, "pic-letter-yellow"),
        ],
        ..render::Words::default()
    };
    for (i, c) in colours.into_iter().enumerate().take(4) {
        words.colours[i] = c;
    }
    words
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
    pub(super) async fn table(&self, loaded: &Loaded) -> render::Table {
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
            names: stored
                .seats
                .iter()
                .map(|p| super::text::shown(loaded.lang, p))
                .collect(),
            ratings,
            draw_offers,
            words: picture_words(loaded.lang),
        }
    }

    /// The board and whose turn it is, for anyone in the channel.
    pub async fn board(&self, actor: &Actor, place: &Where) -> ServiceResult {
        answered!(async {
            // The game in progress, or else the channel's last game, finished.
            let Some(stored) = self.inner.store.latest_game(place.channel_id).await? else {
                return self.no_game(actor.lang, place).await;
            };
            let loaded = self.rebuild_in(actor.lang, stored).await?;
            // A server's admins may have the board answer only the caller.
            let private = self.server_settings(place.guild_id).await?.board_private;
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
                let player = self.player_label(lang, p);
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
                                (self.now() - loaded.stored.turn_started_at).max(0) as u64,
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
                web: self.page_of(&loaded.stored).await,
                private,
                play,
                // Its Play button speaks like the board it is under.
                button_lang: lang,
                post_lang: (!private).then_some(lang),
                ..Reply::default()
            })
        })
    }
}
