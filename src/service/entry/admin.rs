//! The moderators' and admins' operations for the front ends, each delegating to the part
//! ([`crate::service::admin`]).

use crate::i18n::Lang;
use crate::service::{
    Actor, GameId, Reply, Service, ServiceError, ServiceResult, SettingsChange, Where,
};
use crate::store::ChannelId;

impl Service {
    /// Ends the channel's game (or game `game_id` of this server, if it still runs) with no
    /// winner, for a moderator. A game whose record no longer replays is closed all the same.
    pub async fn abort(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: Option<GameId>,
    ) -> ServiceResult {
        self.inner.admin.abort(actor, place, game_id).await
    }

    /// Withdraws the channel's open challenge, for a moderator.
    pub async fn abort_challenge(&self, actor: &Actor, place: &Where) -> ServiceResult {
        self.inner.admin.abort_challenge(actor, place).await
    }

    /// Shows the server's settings after applying `change` (an admin's).
    pub async fn settings(
        &self,
        actor: &Actor,
        place: &Where,
        change: &SettingsChange,
    ) -> ServiceResult {
        self.inner.admin.settings(actor, place, change).await
    }

    /// A refusal when games may not start in this channel (nor, for a thread, in its parent
    /// channel `parent`), listing where they may.
    pub async fn refuse_channel(
        &self,
        place: &Where,
        parent: Option<ChannelId>,
    ) -> Result<Option<Reply>, ServiceError> {
        self.refuse_channel_in(Lang::EnUs, place, parent).await
    }

    /// [`Service::refuse_channel`], saying it in `lang`.
    pub async fn refuse_channel_in(
        &self,
        lang: Lang,
        place: &Where,
        parent: Option<ChannelId>,
    ) -> Result<Option<Reply>, ServiceError> {
        self.inner.admin.refuse_channel(lang, place, parent).await
    }
}
