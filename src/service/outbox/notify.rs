//! `/focus notify`: how each player hears that it is their turn, applied to turn posts and
//! reminders (no mention, or a direct message as well), and the one-time notice of a refused
//! direct message.

use crate::i18n::{Lang, colour};
use crate::markup;
use crate::slash_commands::command_example;
use crate::store::{ChannelId, GameId, NotifyMode, UserId};
use crate::t;

use super::Outbox;
use crate::service::core::{Loaded, not_saved};
use crate::service::text::mention;
use crate::service::{Actor, Button, Direct, Reply, ServiceError, ServiceResult};

/// A notice setting's name, as the command's choice shows it in `lang`.
fn mode_name(lang: Lang, mode: NotifyMode) -> String {
    match mode {
        NotifyMode::Channel => t!(lang, "choice-channel"),
        NotifyMode::Dm => t!(lang, "choice-dm"),
        NotifyMode::Off => t!(lang, "choice-off"),
    }
}

/// What a notice setting does, in `lang`.
fn mode_means(lang: Lang, mode: NotifyMode) -> String {
    match mode {
        NotifyMode::Channel => t!(lang, "notify-means-channel"),
        NotifyMode::Dm => t!(lang, "notify-means-dm"),
        NotifyMode::Off => t!(
            lang,
            "notify-means-off",
            board_command = crate::slash_commands::example::bare(lang, "board")
        ),
    }
}

/// The direct message that it is a seat's turn in a game (in channel `channel_id`), in
/// `lang`; with the time left, for a reminder.
pub(in crate::service) fn dm_text(
    lang: Lang,
    game_id: GameId,
    seat: crate::rules::Seat,
    channel_id: ChannelId,
    left: Option<String>,
) -> String {
    let (colour, channel) = (colour(lang, seat), markup::channel(channel_id.0));
    match left {
        None => t!(
            lang,
            "dm-turn",
            colour = colour,
            game = game_id,
            channel = channel
        ),
        Some(left) => t!(
            lang,
            "dm-reminder",
            colour = colour,
            game = game_id,
            channel = channel,
            left = left
        ),
    }
}

impl Outbox {
    /// Shows the caller's turn notices (`mode` absent or blank), or sets them to `mode`
    /// (`channel`, `dm` or `off`), for every game.
    pub(in crate::service) async fn notify(
        &self,
        actor: &Actor,
        mode: Option<&str>,
    ) -> ServiceResult {
        let lang = actor.lang;
        let Some(name) = mode.map(str::trim).filter(|m| !m.is_empty()) else {
            let mode = self.core.store.notify_mode(actor.user_id).await?;
            return Ok(Reply::private(t!(
                lang,
                "notify-shown",
                mode = mode_name(lang, mode),
                means = mode_means(lang, mode),
                example = command_example(lang, "notify", &[("mode", "channel")]),
                dm = command_example(lang, "notify", &[("mode", "dm")]),
                off = command_example(lang, "notify", &[("mode", "off")])
            )));
        };
        let Some(mode) = NotifyMode::from_name(name) else {
            return crate::service::text::unknown_choice(lang, "notify", name);
        };
        match self.core.store.set_notify_mode(actor.user_id, mode).await {
            Ok(()) => Ok(Reply::private(t!(
                lang,
                "notify-set",
                mode = mode_name(lang, mode),
                means = mode_means(lang, mode)
            ))),
            Err(e) => not_saved(actor.lang, e),
        }
    }

    /// Notes that a direct message to `user_id` was refused, to tell them once
    /// ([`Outbox::dm_refused_notice`]).
    pub(in crate::service) async fn note_dm_refused(
        &self,
        user_id: UserId,
    ) -> Result<(), ServiceError> {
        Ok(self.core.store.note_dm_refused(user_id).await?)
    }

    /// The private notice, in `lang`, that a direct message to `user_id` was refused, the
    /// first time they use a command after it; `None` otherwise.
    pub(in crate::service) async fn dm_refused_notice(
        &self,
        user_id: UserId,
        lang: Lang,
    ) -> Result<Option<Reply>, ServiceError> {
        Ok(self.core.store.take_dm_refused(user_id).await?.then(|| {
            Reply::private(t!(
                lang,
                "dm-refused",
                example = command_example(lang, "notify", &[("mode", "channel")])
            ))
        }))
    }

    /// Gives a post that says whose turn it is its Play button, and applies that player's
    /// notice setting.
    pub(in crate::service) async fn address_turn(&self, loaded: &Loaded, reply: &mut Reply) {
        let Some(seat) = loaded.game.position().to_act() else {
            return;
        };
        let p = loaded.stored.player(seat);
        if p.computer.is_some() {
            return;
        }
        reply.add(Button::Play(loaded.stored.id));
        reply.button_lang = loaded.lang;
        reply.post_lang = Some(loaded.lang);
        let text = dm_text(
            loaded.lang,
            loaded.stored.id,
            seat,
            loaded.stored.channel_id,
            None,
        );
        self.address(p.user_id, &p.name, reply, text).await;
        if let Some(direct) = &mut reply.direct {
            let (game, guild) = (loaded.stored.id, loaded.stored.guild_id);
            direct.board = self.core.play_link(game, guild, direct.user_id).await;
        }
    }

    /// Applies `user_id`'s notice setting to a post that mentions them: `off` takes the
    /// mention out (their name stays), `dm` adds a direct message saying `dm_text`. A setting
    /// that cannot be read counts as the default (the post is what matters).
    pub(in crate::service) async fn address(
        &self,
        user_id: UserId,
        name: &str,
        reply: &mut Reply,
        dm_text: String,
    ) {
        let mode = match self.core.store.notify_mode(user_id).await {
            Ok(mode) => mode,
            Err(e) => {
                tracing::warn!(user = user_id.0, error = %e, "cannot read a notice setting");
                NotifyMode::default()
            }
        };
        match mode {
            NotifyMode::Channel => {}
            NotifyMode::Dm => {
                reply.direct = Some(Direct {
                    user_id,
                    text: dm_text,
                    board: None,
                });
            }
            NotifyMode::Off => {
                reply.mentions.retain(|&u| u != user_id);
                reply.text = reply.text.replace(&mention(user_id), &markup::name(name));
            }
        }
    }
}
