//! Records of games: the move list and record file, the replay GIF, a player's games, and the
//! rules and help texts.

use std::fmt::Write as _;

use crate::i18n::{Lang, colour};
use crate::markup;
use crate::notation::write_record;
use crate::rules::{EndReason, Mode, Outcome, Seat};
use crate::slash_commands;
use crate::store::{GameId, ListedGame, UserId};
use crate::t;

use crate::service::core::Loaded;
use crate::service::drawing;
use crate::service::failure::{Failure, answered, refuse};
use crate::service::text::{self, history_line, person, result_words, result_words_in};
use crate::service::{Actor, Attachment, Refusal, Reply, ServiceError, ServiceResult, Where};

use super::Games;

impl Games {
    /// The game a record command is about: by id (in this server), or the channel's latest.
    pub(in crate::service) async fn record_game(
        &self,
        lang: Lang,
        place: &Where,
        game: Option<GameId>,
    ) -> Result<Loaded, Failure> {
        let stored = match game {
            Some(id) => self.core.game_in_server(place, id).await?,
            None => self.core.store.latest_game(place.channel_id).await?,
        };
        match stored {
            Some(stored) => self.rebuild_in(lang, stored).await,
            None => refuse(
                Refusal::NoGame,
                match game {
                    Some(id) => t!(
                        lang,
                        "no-such-game",
                        games_command = slash_commands::example::bare(lang, "games"),
                        id = id
                    ),
                    None => t!(
                        lang,
                        "no-game-yet",
                        example = slash_commands::example::challenge(lang)
                    ),
                },
            ),
        }
    }

    /// The game record of docs/formats.md's replay syntax, with `[Tag "value"]` headers.
    fn record_text(lang: Lang, loaded: &Loaded) -> String {
        let stored = &loaded.stored;
        let config = stored.options.config;
        let mut header = vec![
            ("Event".to_string(), format!("Focus game {}", stored.id)),
            ("Site".to_string(), "focus-bot".to_string()),
            ("Date".to_string(), text::date(stored.created_at)),
        ];
        for seat in config.seats() {
            // The computer by its name and level, as the posts name it ("Computer (medium)").
            let name = text::shown(lang, stored.player(seat));
            header.push((seat.colour().to_string(), name));
        }
        header.push(("Players".to_string(), config.players().to_string()));
        header.push(("Mode".to_string(), config.mode().name().to_string()));
        let mut variant = Vec::new();
        if let Some(n) = config.short() {
            variant.push(format!("short {n}"));
        }
        if config.swap() {
            variant.push("swap".to_string());
        }
        header.push((
            "Variant".to_string(),
            if variant.is_empty() {
                "standard".to_string()
            } else {
                variant.join(", ")
            },
        ));
        header.push((
            "Result".to_string(),
            loaded
                .game
                .position()
                .outcome()
                .map_or_else(|| "*".to_string(), result_words),
        ));
        let body = write_record(&header, loaded.game.record());
        let split = body.find("\n\n").map_or(0, |i| i + 2);
        format!(
            "{}# {}\n{}",
            &body[..split],
            t!(lang, "record-replay-hint"),
            &body[split..]
        )
    }

    /// The move list and the game record file (it replays with `focus-bot replay`).
    pub(in crate::service) async fn history(
        &self,
        actor: &Actor,
        place: &Where,
        game: Option<GameId>,
    ) -> ServiceResult {
        answered!(async {
            let loaded = self.record_game(actor.lang, place, game).await?;
            // Posted for the channel: in the game's language, whoever asked.
            let lang = loaded.lang;
            let stored = &loaded.stored;
            let mut lines = Vec::new();
            // The turns that stand, numbered as in the record and the pictures.
            for entry in &stored.kept() {
                lines.push(format!(
                    "{:>3}. {}",
                    entry.ply + 1,
                    history_line(lang, entry)
                ));
            }
            let mut list = String::new();
            let shown = lines.len().min(40);
            if lines.len() > shown {
                let _ = writeln!(
                    list,
                    "… {}",
                    t!(lang, "history-earlier", n = lines.len() - shown)
                );
            }
            for l in &lines[lines.len() - shown..] {
                list.push_str(l);
                list.push('\n');
            }
            if lines.is_empty() {
                list.push_str(&t!(lang, "history-no-turns"));
                list.push('\n');
            }
            let taken = stored.takebacks();
            if taken > 0 {
                let _ = writeln!(list, "{}", t!(lang, "history-takebacks", n = taken));
            }
            let status = loaded.game.position().outcome().map_or_else(
                || t!(lang, "history-in-progress"),
                |o| result_words_in(lang, o),
            );
            let players = text::seated(lang, &stored.seats);
            Ok(Reply {
                text: t!(
                    lang,
                    "history-head",
                    game = stored.id,
                    players = players,
                    status = status
                ) + &format!("\n```\n{list}```"),
                post_lang: Some(lang),
                image: Some(Attachment {
                    filename: format!("focus-{}.txt", stored.id),
                    bytes: Games::record_text(lang, &loaded).into_bytes(),
                }),
                ..Reply::default()
            })
        })
    }

    /// The game as an animated GIF.
    pub(in crate::service) async fn replay(
        &self,
        actor: &Actor,
        place: &Where,
        game: Option<GameId>,
    ) -> ServiceResult {
        answered!(async {
            let loaded = self.record_game(actor.lang, place, game).await?;
            // Posted for the channel: in the game's language, whoever asked.
            let lang = loaded.lang;
            let id = loaded.stored.id;
            let turns = loaded.game.record().len();
            let bytes = match self.replay_bytes(&loaded).await {
                Ok(bytes) => bytes.to_vec(),
                Err(ServiceError::Busy { .. }) => {
                    return refuse(Refusal::ReplaysBusy, t!(lang, "busy"));
                }
                Err(e) => return Err(e.into()),
            };
            let step = crate::render::replay_step(turns);
            let text = if step > 1 {
                t!(
                    lang,
                    "replay-stepped",
                    history_command = slash_commands::example::bare(lang, "history"),
                    game = id,
                    turns = turns,
                    step = step
                )
            } else {
                t!(lang, "replay-every", game = id, turns = turns)
            };
            Ok(Reply {
                text,
                image: Some(Attachment {
                    filename: format!("focus-{id}.gif"),
                    bytes,
                }),
                post_lang: Some(lang),
                ..Reply::default()
            })
        })
    }

    /// A game's replay GIF in its language: the one kept if it is still the game's, else drawn
    /// ([`ServiceError::Busy`] when too many requests wait for a drawing).
    async fn replay_bytes(&self, loaded: &Loaded) -> Result<std::sync::Arc<Vec<u8>>, ServiceError> {
        let lang = loaded.lang;
        let names: Vec<String> = loaded
            .stored
            .seats
            .iter()
            .map(|p| text::shown(lang, p))
            .collect();
        let g = loaded.game.clone();
        let key = (loaded.game.record().len(), lang, names.clone());
        self.web
            .replay_gif(loaded.stored.id, key, move || {
                drawing::replay_gif(&g, &names, lang)
            })
            .await
    }

    /// The caller's games in this server: running ones first, then the latest finished.
    pub(in crate::service) async fn games(&self, actor: &Actor, place: &Where) -> ServiceResult {
        let games = self
            .core
            .store
            .games_of_lines(place.guild_id, actor.user_id, GAMES_LISTED)
            .await?;
        let lang = actor.lang;
        if games.is_empty() {
            let text = t!(
                lang,
                "games-none",
                example = slash_commands::example::challenge(lang)
            );
            return refuse(Refusal::NoGame, text);
        }
        let total = self
            .core
            .store
            .count_games_of(place.guild_id, actor.user_id)
            .await?;
        let now = self.core.now();
        let mut text = t!(lang, "games-head", n = total);
        text.push('\n');
        let mut listed = 0;
        for game in games {
            // A finished game's line is what the store keeps of it; a running one's needs
            // its replay (whose turn it is, a time forfeit due in it applied first).
            let state = if game.finished {
                match game.outcome() {
                    Some(outcome) => Ok(outcome),
                    // Closed as `corrupt`: its log does not replay.
                    None => continue,
                }
            } else {
                let Some(loaded) = self.load_game(game.id).await? else {
                    continue;
                };
                let pos = loaded.game.position();
                pos.outcome().ok_or(pos.to_act())
            };
            let line = game_line(lang, &game, state, actor.user_id, now);
            // Discord's message limit is 2,000 characters.
            if text.chars().count() + line.chars().count() > 1900 {
                break;
            }
            text.push_str(&line);
            listed += 1;
        }
        let more = (total as usize).saturating_sub(listed);
        if more > 0 {
            let _ = writeln!(text, "… {}", t!(lang, "games-more", n = more));
        }
        Ok(Reply::private(text))
    }

    /// How to play, in the caller's language, with the picture of a move.
    pub(in crate::service) async fn rules(&self, actor: &Actor) -> Reply {
        let lang = actor.lang;
        let mut reply = Reply::private(text::rules_text(lang));
        let drawn = self.core.draw(move || drawing::rules_png(lang)).await;
        reply.image = drawn.ok().flatten().map(|bytes| Attachment {
            filename: "focus-rules.png".to_string(),
            bytes,
        });
        reply
    }
}

/// How many games `/focus games` lists at most.
const GAMES_LISTED: i64 = 15;

/// One game of `/focus games`, as `user` sees it: partners as partners, the others as
/// opponents, when it started relative to `now`, and where it stands.
fn game_line(
    lang: Lang,
    g: &ListedGame,
    state: Result<Outcome, Option<Seat>>,
    user: UserId,
    now: i64,
) -> String {
    let me = g
        .seats
        .iter()
        .position(|p| p.user_id == user)
        .and_then(Seat::from_index);
    let name = |x: Seat| {
        g.seats
            .get(x.index())
            .map_or_else(String::new, |p| person(lang, &text::shown(lang, p)))
    };
    let config = g.config;
    let partner = me
        .filter(|_| config.mode() == Mode::Teams)
        .map(Seat::partner);
    let opponents = config
        .seats()
        .filter(|&x| Some(x) != me && Some(x) != partner)
        .map(name)
        .collect::<Vec<_>>()
        .join(&t!(lang, "list-separator"));
    let state = match state {
        Ok(o) => match o.reason() {
            EndReason::Draw => t!(lang, "games-drawn"),
            EndReason::Aborted => t!(lang, "games-aborted"),
            _ if me.is_some_and(|m| o.is_winner(m)) => t!(lang, "games-won"),
            _ => t!(lang, "games-lost"),
        },
        Err(Some(t)) if Some(t) == me => t!(lang, "games-your-turn"),
        Err(Some(t)) => t!(lang, "games-their-turn", name = name(t)),
        Err(None) => t!(lang, "games-over"),
    };
    let (game, channel, started, seat) = (
        g.id,
        markup::channel(g.channel_id.0),
        crate::i18n::ago(lang, now, g.created_at),
        me.map_or_else(|| "?".to_string(), |m| colour(lang, m)),
    );
    let line = match partner {
        Some(p) => t!(
            lang,
            "games-line-team",
            game = game,
            channel = channel,
            started = started,
            seat = seat,
            partner = name(p),
            opponents = opponents,
            state = state
        ),
        None => t!(
            lang,
            "games-line",
            game = game,
            channel = channel,
            started = started,
            seat = seat,
            opponents = opponents,
            state = state
        ),
    };
    format!("- {line}\n")
}

impl Games {
    /// Game `id`'s record file (`replay: false`) or replay GIF, as the history and replay
    /// commands attach them; `None` when there is no such game; [`ServiceError::Busy`] when
    /// too many requests wait for a replay to be drawn.
    pub(in crate::service) async fn game_file(
        &self,
        id: GameId,
        replay: bool,
    ) -> Result<Option<Vec<u8>>, ServiceError> {
        if replay {
            return match self.load_game(id).await? {
                Some(loaded) => Ok(Some(self.replay_bytes(&loaded).await?.to_vec())),
                None => Ok(None),
            };
        }
        let Some(stored) = self.core.store.game(id).await? else {
            return Ok(None);
        };
        let place = Where {
            guild_id: stored.guild_id,
            channel_id: stored.channel_id,
        };
        let actor = Actor::new(UserId(0), "web");
        let reply = self.history(&actor, &place, Some(id)).await?;
        Ok(reply.image.map(|a| a.bytes))
    }
}
