//! What a server's moderators and admins do, a part of the service: end a game or a challenge,
//! and the server's settings. The front ends check the member's permissions (Manage Messages
//! for aborting, Manage Server for settings) before calling these. It holds the [`Core`], the
//! [`Challenges`] (a challenge withdrawn), the [`Ratings`] (the seasons' settings) and the
//! [`Games`] (a game rebuilt, its abort written).

use std::fmt::Write as _;
use std::sync::Arc;

use crate::i18n::{Lang, duration_words, reasons};
use crate::markup;
use crate::notation::parse_time_limit;
use crate::rules::Turn;
use crate::slash_commands;
use crate::store::{
    ChallengeStatus, ChannelId, GameId, ServerSettings, StoreError, TakebackMode, WebMode,
};
use crate::t;

use crate::service::challenges::{self, Challenges};
use crate::service::core::{Core, not_saved};
use crate::service::failure::{Failure, answered, refuse};
use crate::service::games::Games;
use crate::service::ratings::{self, Ratings};
use crate::service::text::{person, unknown_choice};
use crate::service::{
    Actor, DEFAULT_TURN_LIMIT, Refusal, Reply, ServiceError, ServiceResult, Where,
};

/// The moderators' and admins' part: its state.
pub(in crate::service) struct Admin {
    core: Arc<Core>,
    challenges: Arc<Challenges>,
    ratings: Arc<Ratings>,
    games: Arc<Games>,
}

/// The languages public posts can be in: code and name.
pub const LANGUAGES: [(&str, &str); 4] = [
    ("en", "English"),
    ("fr", "Français"),
    ("it", "Italiano"),
    ("ja", "日本語"),
];

/// Changes to a server's settings; every field left empty keeps its value.
#[derive(Clone, Debug, Default)]
pub struct SettingsChange {
    /// The default turn time limit: `3d`, `12h`, `none`, or `default` for the bot's.
    pub time: Option<String>,
    /// The language of public posts: `en`, `fr`, `it` or `ja`.
    pub language: Option<String>,
    /// A channel to add to the channels where games may start.
    pub allow_channel: Option<ChannelId>,
    /// A channel to take off that list.
    pub remove_channel: Option<ChannelId>,
    /// Games may start in any channel again (clears the list).
    pub any_channel: bool,
    /// Whether `/focus board` answers `public` (default) or `private`.
    pub board: Option<String>,
    /// A role to mention in turn reminders.
    pub reminder_role: Option<u64>,
    /// Mention no role in reminders.
    pub no_reminder_role: bool,
    /// `new`: end the current season now and start the next.
    pub season: Option<String>,
    /// How long seasons last (`30d`), or `off` for no schedule.
    pub season_length: Option<String>,
    /// Where a season's final standings are posted (default: where `season_length` was set).
    pub season_channel: Option<ChannelId>,
    /// The games' web pages: `on`, `off` or `public`.
    pub web: Option<String>,
    /// Who may create tournaments: `anyone` or `managers` (Manage Events).
    pub tournaments: Option<String>,
    /// Which games allow takebacks: `casual`, `all` or `off`.
    pub takeback: Option<String>,
}

impl SettingsChange {
    fn is_empty(&self) -> bool {
        self.time.is_none()
            && self.language.is_none()
            && self.allow_channel.is_none()
            && self.remove_channel.is_none()
            && !self.any_channel
            && self.board.is_none()
            && self.reminder_role.is_none()
            && !self.no_reminder_role
            && self.season.is_none()
            && self.season_length.is_none()
            && self.season_channel.is_none()
            && self.web.is_none()
            && self.tournaments.is_none()
            && self.takeback.is_none()
    }
}

impl Admin {
    /// The admin part over the core's store, withdrawing a challenge through `challenges`,
    /// changing the seasons through `ratings`, ending a game through `games`.
    pub(in crate::service) fn new(
        core: Arc<Core>,
        challenges: Arc<Challenges>,
        ratings: Arc<Ratings>,
        games: Arc<Games>,
    ) -> Admin {
        Admin {
            core,
            challenges,
            ratings,
            games,
        }
    }

    /// Ends the channel's game (or game `game_id` of this server, if it still runs) with no
    /// winner, for a moderator. A game whose record no longer replays is closed all the same.
    pub(in crate::service) async fn abort(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: Option<GameId>,
    ) -> ServiceResult {
        let stored = match game_id {
            Some(id) => self.core.game_in_server(place, id).await?,
            None => self.core.store.active_game(place.channel_id).await?,
        };
        let lang = actor.lang;
        let not_running = || {
            Reply::refused(
                Refusal::NoGame,
                match game_id {
                    Some(id) => t!(
                        lang,
                        "abort-not-running",
                        games_command = slash_commands::example::bare(lang, "games"),
                        id = id
                    ),
                    None => t!(
                        lang,
                        "abort-no-game",
                        example = slash_commands::command_example(
                            lang,
                            "abort",
                            &[("challenge", "true")]
                        )
                    ),
                },
            )
        };
        let Some(stored) = stored.filter(|g| g.finished_at.is_none()) else {
            return Ok(not_running());
        };
        let by = person(lang, &actor.name);
        let (id, channel) = (stored.id, stored.channel_id);
        let loaded = match self.games.rebuild_quietly(stored).await? {
            Some(loaded) => loaded,
            None => {
                // Its record is damaged: close it without a log entry.
                (self.core.store)
                    .close_unreadable(id, "aborted", self.core.now())
                    .await?;
                tracing::warn!(
                    game = id.0,
                    "a moderator aborted a game that does not replay"
                );
                let public = self.core.server_lang(place.guild_id).await?.unwrap_or(lang);
                return Ok(Reply::public(t!(
                    public,
                    "abort-unreadable",
                    id = id,
                    by = by,
                    channel = markup::channel(channel.0)
                )));
            }
        };
        // A game whose time ran out just ended on time.
        if loaded.game.position().is_over() {
            return Ok(not_running());
        }
        let mut next = loaded.game.clone();
        if let Err(e) = next.apply(Turn::Abort) {
            let text = t!(lang, "abort-refused", reason = reasons::illegal(lang, &e));
            return refuse(Refusal::Illegal(e), text);
        }
        let seat = loaded
            .game
            .position()
            .to_act()
            .unwrap_or_else(|| loaded.stored.options.config.seats().next().expect("a seat"));
        let lead = t!(loaded.lang, "aborted-by", by = by, game = loaded.stored.id) + "\n";
        let mut reply = self
            .games
            .commit(loaded, next, Turn::Abort, seat, &lead, actor.lang)
            .await?;
        if reply.refusal == Some(Refusal::MovedOn) {
            reply.text = t!(lang, "abort-moved-on");
        }
        Ok(reply)
    }

    /// Withdraws the channel's open challenge, for a moderator.
    pub(in crate::service) async fn abort_challenge(
        &self,
        actor: &Actor,
        place: &Where,
    ) -> ServiceResult {
        let lang = actor.lang;
        let Some(c) = self.challenges.pending(place).await? else {
            let text = t!(lang, "abort-no-challenge");
            return refuse(Refusal::NoChallenge(None, None), text);
        };
        match (self.core.store)
            .close_challenge(c.id, ChallengeStatus::Cancelled)
            .await
        {
            Ok(()) => {}
            Err(StoreError::Conflict) => {
                let text = t!(lang, "abort-challenge-answered");
                return refuse(Refusal::ChallengeMovedOn, text);
            }
            Err(e) => return not_saved(actor.lang, e),
        }
        let public = self.challenges.lang(c.guild_id, c.id).await?;
        let mut reply = Reply::public(t!(
            public,
            "challenge-withdrawn",
            by = person(public, &actor.name),
            challenger = person(public, &c.challenger().name)
        ));
        reply.add(challenges::button(&c, false, public));
        Ok(reply)
    }

    /// Shows the server's settings after applying `change` (an admin's).
    pub(in crate::service) async fn settings(
        &self,
        actor: &Actor,
        place: &Where,
        change: &SettingsChange,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let mut s = self.core.store.server_settings(place.guild_id).await?;
            let scheduled = (self.core.store)
                .season_schedule(place.guild_id)
                .await?
                .is_some();
            let seasons = match ratings::season_change(
                change.season.as_deref(),
                change.season_length.as_deref(),
                change.season_channel,
                scheduled,
            ) {
                Ok(seasons) => seasons,
                Err(why) => return ratings::season_refusal(lang, &why),
            };
            if let Some(time) = &change.time {
                s.turn_limit = if time.trim().eq_ignore_ascii_case("default") {
                    None
                } else {
                    match parse_time_limit(time) {
                        Ok(limit) => Some(limit),
                        Err(e) => {
                            let reason = reasons::time_limit(lang, &e);
                            let text = t!(lang, "settings-bad-time", reason = reason);
                            return refuse(Refusal::BadTimeLimit(e), text);
                        }
                    }
                };
            }
            if let Some(language) = &change.language {
                let code = language.trim().to_ascii_lowercase();
                if !LANGUAGES.iter().any(|(c, _)| *c == code) {
                    let text = t!(
                        lang,
                        "settings-bad-language",
                        language = markup::quoted(language),
                        choices = LANGUAGES.map(|(c, n)| format!("`{c}` ({n})")).join(", ")
                    );
                    return refuse(Refusal::UnknownLanguage(language.clone()), text);
                }
                s.language = (code != "en").then_some(code);
            }
            let either = |no, yes| move |v: &str| (v == no || v == yes).then_some(v == yes);
            if let Some(board) = &change.board {
                s.board_private = choice(lang, "board", board, either("public", "private"))?;
            }
            if let Some(web) = &change.web {
                s.web = choice(lang, "web", web, |v| v.parse().ok())?;
            }
            if let Some(who) = &change.tournaments {
                let managers = either("anyone", "managers");
                s.tournaments_restricted = choice(lang, "tournaments", who, managers)?;
            }
            if let Some(takeback) = &change.takeback {
                s.takeback = choice(lang, "takeback", takeback, |v| v.parse().ok())?;
            }
            if change.any_channel {
                s.channels.clear();
            }
            if let Some(channel) = change.allow_channel
                && !s.channels.contains(&channel)
            {
                s.channels.push(channel);
                s.channels.sort_unstable();
            }
            if let Some(channel) = change.remove_channel {
                if !s.channels.contains(&channel) {
                    let mut text = t!(
                        lang,
                        "settings-not-listed",
                        channel = markup::channel(channel.0)
                    );
                    if s.channels.is_empty() {
                        text.push_str(&t!(lang, "sentence-gap"));
                        text.push_str(&t!(lang, "settings-any-channel-now"));
                    }
                    return refuse(Refusal::ChannelNotListed(channel), text);
                }
                s.channels.retain(|&c| c != channel);
            }
            if change.no_reminder_role {
                s.reminder_role = None;
            } else if let Some(role) = change.reminder_role {
                s.reminder_role = Some(role);
            }
            let changed = !change.is_empty();
            if changed
                && let Err(e) = (self.core.store)
                    .save_server_settings(place.guild_id, &s)
                    .await
            {
                return not_saved(actor.lang, e);
            }
            match self.ratings.apply_season_change(place, seasons).await {
                Ok(()) => {}
                Err(ServiceError::Store(e)) => return not_saved(actor.lang, e),
                Err(e) => return Err(e.into()),
            }
            let mut text = if changed {
                t!(lang, "settings-saved")
            } else {
                t!(lang, "settings-head")
            };
            text.push('\n');
            text.push_str(&settings_words(lang, &s));
            text.push('\n');
            let season = self.ratings.season_settings_words(lang, place.guild_id);
            text.push_str(&season.await?);
            Ok(Reply::private(text))
        })
    }

    /// A refusal in `lang` when games may not start in this channel (nor, for a thread, in its
    /// parent channel `parent`), listing where they may.
    pub(in crate::service) async fn refuse_channel(
        &self,
        lang: Lang,
        place: &Where,
        parent: Option<ChannelId>,
    ) -> Result<Option<Reply>, ServiceError> {
        let s = self.core.store.server_settings(place.guild_id).await?;
        let allowed = s.channels.is_empty()
            || s.channels.contains(&place.channel_id)
            || parent.is_some_and(|p| s.channels.contains(&p));
        if allowed {
            return Ok(None);
        }
        let list = channel_mentions(&s.channels);
        refuse(
            Refusal::ChannelNotForGames,
            t!(
                lang,
                "channel-not-for-games",
                settings_command = slash_commands::example::bare(lang, "settings"),
                list = list
            ),
        )
    }
}

/// `typed`, trimmed and in lower case, as `read` reads it, or else the refusal of a value that is
/// none of `option`'s choices.
fn choice<T>(
    lang: Lang,
    option: &'static str,
    typed: &str,
    read: impl FnOnce(&str) -> Option<T>,
) -> Result<T, Failure> {
    read(&typed.trim().to_ascii_lowercase()).map_or_else(|| unknown_choice(lang, option, typed), Ok)
}

/// The channels, marked, one after another.
fn channel_mentions(channels: &[ChannelId]) -> String {
    channels
        .iter()
        .map(|c| markup::channel(c.0))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The settings, a line each.
fn settings_words(lang: Lang, s: &ServerSettings) -> String {
    let mut text = String::new();
    let time = match s.turn_limit {
        None => t!(
            lang,
            "settings-time-default",
            time = duration_words(lang, DEFAULT_TURN_LIMIT)
        ),
        Some(None) => t!(lang, "opt-no-limit"),
        Some(Some(d)) => t!(lang, "opt-per-turn", time = duration_words(lang, d)),
    };
    let _ = writeln!(text, "{}", t!(lang, "settings-time", time = time));
    let code = s.language.as_deref().unwrap_or("en");
    let name = LANGUAGES
        .iter()
        .find(|(c, _)| *c == code)
        .map_or(code, |(_, n)| n);
    let _ = writeln!(
        text,
        "{}",
        t!(lang, "settings-language", name = name.to_string())
    );
    if s.channels.is_empty() {
        let _ = writeln!(text, "{}", t!(lang, "settings-any-channel"));
    } else {
        let list = channel_mentions(&s.channels);
        let _ = writeln!(text, "{}", t!(lang, "settings-channels", list = list));
    }
    let _ = writeln!(
        text,
        "{}",
        if s.board_private {
            t!(
                lang,
                "settings-board-private",
                board_command = slash_commands::example::bare(lang, "board")
            )
        } else {
            t!(
                lang,
                "settings-board-public",
                board_command = slash_commands::example::bare(lang, "board")
            )
        }
    );
    let _ = writeln!(
        text,
        "{}",
        match s.reminder_role {
            Some(r) => t!(lang, "settings-role", role = markup::role(r)),
            None => t!(lang, "settings-no-role"),
        }
    );
    let _ = write!(
        text,
        "{}",
        match s.web {
            WebMode::On => t!(lang, "settings-web-on"),
            WebMode::Off => t!(lang, "settings-web-off"),
            WebMode::Public => t!(lang, "settings-web-public"),
        }
    );
    let _ = write!(
        text,
        "\n{}",
        if s.tournaments_restricted {
            t!(lang, "settings-tournaments-managers")
        } else {
            t!(lang, "settings-tournaments-anyone")
        }
    );
    let _ = write!(
        text,
        "\n{}",
        match s.takeback {
            TakebackMode::Casual => t!(lang, "settings-takeback-casual"),
            TakebackMode::All => t!(lang, "settings-takeback-all"),
            TakebackMode::Off => t!(lang, "settings-takeback-off"),
        }
    );
    text
}
