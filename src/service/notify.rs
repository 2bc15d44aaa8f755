//! `/focus notify`: how each player hears that it is their turn, applied to turn posts and
//! reminders (no mention, or a direct message as well), and the one-time notice of a refused
//! direct message.

use crate::store::NotifyMode;

use super::click_text as words;
use super::text::{escape_name, mention};
use super::{Actor, Direct, Loaded, Reply, Service, ServiceError, ServiceResult, not_saved};

impl Service {
    /// Shows the caller's turn notices (`mode` absent or blank), or sets them to `mode`
    /// (`channel`, `dm` or `off`), for every game.
    pub async fn notify(&self, actor: &Actor, mode: Option<&str>) -> ServiceResult {
        let Some(name) = mode.map(str::trim).filter(|m| !m.is_empty()) else {
            let mode = self.inner.store.notify_mode(actor.user_id).await?;
            return Ok(Reply::private(words::notify_shown(mode)));
        };
        let Some(mode) = NotifyMode::from_name(name) else {
            return Ok(Reply::private(words::notify_unknown(name)));
        };
        match self.inner.store.set_notify_mode(actor.user_id, mode).await {
            Ok(()) => Ok(Reply::private(words::notify_set(mode))),
            Err(e) => not_saved(actor.lang, e),
        }
    }

    /// Notes that a direct message to `user_id` was refused, to tell them once
    /// ([`Service::dm_refused_notice`]).
    pub async fn note_dm_refused(&self, user_id: u64) -> Result<(), ServiceError> {
        Ok(self.inner.store.note_dm_refused(user_id).await?)
    }

    /// The private notice that a direct message to `user_id` was refused, the first time they
    /// use a command after it; `None` otherwise.
    pub async fn dm_refused_notice(&self, user_id: u64) -> Result<Option<Reply>, ServiceError> {
        Ok(self
            .inner
            .store
            .take_dm_refused(user_id)
            .await?
            .then(|| Reply::private(words::dm_refused())))
    }

    /// Gives a post that says whose turn it is its Play button, and applies that player's
    /// notice setting.
    pub(super) async fn address_turn(&self, loaded: &Loaded, reply: &mut Reply) {
        let Some(seat) = loaded.game.position().to_act() else {
            return;
        };
        let p = loaded.stored.player(seat);
        if p.computer.is_some() {
            return;
        }
        reply.play = Some(loaded.stored.id);
        let text = words::dm_turn(loaded.stored.id, seat, loaded.stored.channel_id);
        self.address(p.user_id, &p.shown_name(), reply, text).await;
    }

    /// Applies `user_id`'s notice setting to a post that mentions them: `off` takes the
    /// mention out (their name stays), `dm` adds a direct message saying `dm_text`. A setting
    /// that cannot be read counts as the default (the post is what matters).
    pub(super) async fn address(
        &self,
        user_id: u64,
        name: &str,
        reply: &mut Reply,
        dm_text: String,
    ) {
        let mode = match self.inner.store.notify_mode(user_id).await {
            Ok(mode) => mode,
            Err(e) => {
                tracing::warn!(user = user_id, error = %e, "cannot read a notice setting");
                NotifyMode::default()
            }
        };
        match mode {
            NotifyMode::Channel => {}
            NotifyMode::Dm => {
                reply.direct = Some(Direct {
                    user_id,
                    text: dm_text,
                });
            }
            NotifyMode::Off => {
                reply.mentions.retain(|&u| u != user_id);
                reply.text = reply
                    .text
                    .replace(&mention(user_id), &format!("**{}**", escape_name(name)));
            }
        }
    }
}
