//! Records of games: the move list and record file, the replay GIF, a player's games, and the
//! rules and help texts.

use std::fmt::Write as _;

use crate::notation::write_record;
use crate::rules::Seat;

use super::text::{self, result_words};
use super::{
    Actor, Attachment, Loaded, RULES, Reply, Service, ServiceError, ServiceResult, Where,
    escape_name, picture,
};

impl Service {
    /// The game a record command is about: by id (in this server), or the channel's latest.
    async fn record_game(
        &self,
        place: &Where,
        game: Option<i64>,
    ) -> Result<Result<Loaded, Reply>, ServiceError> {
        let stored = match game {
            Some(id) => self
                .inner
                .store
                .game(id)
                .await?
                .filter(|g| g.guild_id == place.guild_id),
            None => self.inner.store.latest_game(place.channel_id).await?,
        };
        match stored {
            Some(stored) => self.rebuild(stored).await,
            None => Ok(Err(Reply::private(match game {
                Some(id) => {
                    format!("There is no game {id} in this server: `/focus games` lists yours.")
                }
                None => "No game was played in this channel yet. Start one with \
                         `/focus challenge opponent:@friend`."
                    .to_string(),
            }))),
        }
    }

    /// The game record of docs/formats.md's replay syntax, with `[Tag "value"]` headers.
    fn record_text(loaded: &Loaded) -> String {
        let stored = &loaded.stored;
        let config = stored.options.config;
        let mut header = vec![
            ("Event".to_string(), format!("Focus game {}", stored.id)),
            ("Site".to_string(), "focus-bot".to_string()),
            ("Date".to_string(), text::date(stored.created_at)),
        ];
        for seat in config.seats() {
            header.push((seat.colour().to_string(), stored.player(seat).name.clone()));
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
            "{}# replay with: focus-bot replay < this-file (the headers give the options)\n{}",
            &body[..split],
            &body[split..]
        )
    }

    /// The move list and the game record file (it replays with `focus-bot replay`).
    pub async fn history(&self, actor: &Actor, place: &Where, game: Option<i64>) -> ServiceResult {
        let _ = actor;
        let loaded = match self.record_game(place, game).await? {
            Ok(l) => l,
            Err(reply) => return Ok(reply),
        };
        let stored = &loaded.stored;
        let mut lines = Vec::new();
        for entry in &stored.actions {
            let seat = Seat::from_number(entry.seat as u8).map_or("?", Seat::colour);
            lines.push(format!("{:>3}. {seat:<6} {}", entry.ply + 1, entry.action));
        }
        let mut list = String::new();
        let shown = lines.len().min(40);
        if lines.len() > shown {
            let _ = writeln!(list, "… {} earlier turns in the file", lines.len() - shown);
        }
        for l in &lines[lines.len() - shown..] {
            list.push_str(l);
            list.push('\n');
        }
        if lines.is_empty() {
            list.push_str("(no turns yet)\n");
        }
        let status = loaded
            .game
            .position()
            .outcome()
            .map_or_else(|| "in progress".to_string(), result_words);
        let players = stored
            .options
            .config
            .seats()
            .map(|s| format!("{s} **{}**", escape_name(&stored.player(s).name)))
            .collect::<Vec<_>>()
            .join(", ");
        Ok(Reply {
            text: format!("Game {} ({players}; {status}):\n```\n{list}```", stored.id),
            image: Some(Attachment {
                filename: format!("focus-{}.txt", stored.id),
                bytes: Service::record_text(&loaded).into_bytes(),
            }),
            ..Reply::default()
        })
    }

    /// The game as an animated GIF.
    pub async fn replay(&self, actor: &Actor, place: &Where, game: Option<i64>) -> ServiceResult {
        let _ = actor;
        let loaded = match self.record_game(place, game).await? {
            Ok(l) => l,
            Err(reply) => return Ok(reply),
        };
        let id = loaded.stored.id;
        let names = loaded.stored.names();
        let g = loaded.game.clone();
        let bytes = Self::drawing(&self.inner.replays_drawn, move || {
            picture::replay_gif(&g, &names)
        })
        .await??;
        let turns = loaded.stored.ply as usize;
        let step = crate::render::replay_step(turns);
        let text = if step > 1 {
            format!(
                "Game {id} in {turns} turns, one frame every {step} turns (a long game's replay \
                 is kept small enough to post); `/focus history` has every turn."
            )
        } else {
            format!("Game {id}, turn by turn ({turns} turns).")
        };
        Ok(Reply {
            text,
            image: Some(Attachment {
                filename: format!("focus-{id}.gif"),
                bytes,
            }),
            ..Reply::default()
        })
    }

    /// The caller's games in this server: running ones first, then the latest finished.
    pub async fn games(&self, actor: &Actor, place: &Where) -> ServiceResult {
        let ids = self
            .inner
            .store
            .games_of(place.guild_id, actor.user_id, 15)
            .await?;
        if ids.is_empty() {
            return Ok(Reply::private(
                "You have no games in this server yet. Start one with \
                 `/focus challenge opponent:@friend`.",
            ));
        }
        let mut text = String::from("Your games:\n");
        for id in ids {
            let Some(loaded) = self.load_game(id).await? else {
                continue;
            };
            let s = &loaded.stored;
            let me = s.seat_of(actor.user_id);
            let opponents = s
                .options
                .config
                .seats()
                .filter(|&x| Some(x) != me)
                .map(|x| self.player_label(s.player(x)))
                .collect::<Vec<_>>()
                .join(", ");
            let pos = loaded.game.position();
            let state = match (pos.outcome(), pos.to_act()) {
                (Some(o), _) => {
                    let mine = me.is_some_and(|m| o.is_winner(m));
                    if o.reason() == crate::rules::EndReason::Draw {
                        "drawn".to_string()
                    } else if o.reason() == crate::rules::EndReason::Aborted {
                        "aborted".to_string()
                    } else if mine {
                        "won".to_string()
                    } else {
                        "lost".to_string()
                    }
                }
                (None, Some(t)) if Some(t) == me => "**your turn**".to_string(),
                (None, Some(t)) => format!("{}'s turn", escape_name(&s.player(t).name)),
                (None, None) => "over".to_string(),
            };
            let line = format!(
                "- Game {id} in <#{}>, {} as {}: against {opponents} — {state}\n",
                s.channel_id,
                text::date(s.created_at),
                me.map_or("?", Seat::colour)
            );
            // Discord's message limit is 2,000 characters.
            if text.chars().count() + line.chars().count() > 1900 {
                text.push_str("- … and older games\n");
                break;
            }
            text.push_str(&line);
        }
        Ok(Reply::private(text))
    }

    /// How to play.
    #[must_use]
    pub fn rules(&self) -> Reply {
        Reply::private(RULES)
    }
}
