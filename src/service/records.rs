//! Records of games: the move list and record file, the replay GIF, a player's games, and the
//! rules and help texts.

use std::fmt::Write as _;

use crate::notation::write_record;
use crate::rules::{EndReason, Mode, Seat};

use super::text::{self, result_words};
use super::{
    Actor, Attachment, Loaded, Reply, Service, ServiceError, ServiceResult, Where, escape_name,
    picture,
};

impl Service {
    /// The game a record command is about: by id (in this server), or the channel's latest.
    async fn record_game(
        &self,
        place: &Where,
        game: Option<i64>,
    ) -> Result<Result<Loaded, Reply>, ServiceError> {
        let stored = match game {
            Some(id) => self.game_in_server(place, id).await?,
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
            .map(|s| format!("{s} **{}**", escape_name(&stored.player(s).shown_name())))
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
            .games_of(place.guild_id, actor.user_id, GAMES_LISTED)
            .await?;
        if ids.is_empty() {
            return Ok(Reply::private(
                "You have no games in this server yet. Start one with \
                 `/focus challenge opponent:@friend`.",
            ));
        }
        let total = self
            .inner
            .store
            .count_games_of(place.guild_id, actor.user_id)
            .await?;
        let now = self.now();
        let mut text = format!(
            "Your games ({}):\n",
            text::plural(total as usize, "game", "games")
        );
        let mut listed = 0;
        for id in ids {
            let Some(loaded) = self.load_game(id).await? else {
                continue;
            };
            let line = game_line(&loaded, actor.user_id, now);
            // Discord's message limit is 2,000 characters.
            if text.chars().count() + line.chars().count() > 1900 {
                break;
            }
            text.push_str(&line);
            listed += 1;
        }
        let more = (total as usize).saturating_sub(listed);
        if more > 0 {
            let _ = writeln!(
                text,
                "… and {more} older {}.",
                if more == 1 { "game" } else { "games" }
            );
        }
        Ok(Reply::private(text))
    }

    /// How to play, in the caller's language.
    #[must_use]
    pub fn rules(&self, actor: &Actor) -> Reply {
        Reply::private(super::rules_text(actor.lang))
    }
}

/// How many games `/focus games` lists at most.
const GAMES_LISTED: i64 = 15;

/// One game of `/focus games`, as `user` sees it: partners as partners, the others as
/// opponents, when it started relative to `now`, and where it stands.
fn game_line(loaded: &Loaded, user: u64, now: i64) -> String {
    let s = &loaded.stored;
    let me = s.seat_of(user);
    let name = |x: Seat| format!("**{}**", escape_name(&s.player(x).shown_name()));
    let config = s.options.config;
    let partner = me
        .filter(|_| config.mode() == Mode::Teams)
        .map(Seat::partner);
    let opponents = config
        .seats()
        .filter(|&x| Some(x) != me && Some(x) != partner)
        .map(name)
        .collect::<Vec<_>>()
        .join(", ");
    let with = partner.map_or(String::new(), |p| format!("with {} ", name(p)));
    let pos = loaded.game.position();
    let state = match (pos.outcome(), pos.to_act()) {
        (Some(o), _) => match o.reason() {
            EndReason::Draw => "drawn".to_string(),
            EndReason::Aborted => "aborted".to_string(),
            _ if me.is_some_and(|m| o.is_winner(m)) => "won".to_string(),
            _ => "lost".to_string(),
        },
        (None, Some(t)) if Some(t) == me => "**your turn**".to_string(),
        (None, Some(t)) => format!("{}'s turn", name(t)),
        (None, None) => "over".to_string(),
    };
    format!(
        "- Game {} in <#{}>, started {}, as {}: {with}against {opponents} — {state}\n",
        s.id,
        s.channel_id,
        text::ago(now, s.created_at),
        me.map_or("?", Seat::colour)
    )
}
