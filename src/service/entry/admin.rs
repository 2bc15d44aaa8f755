//! The moderators' and admins' operations for the front ends, each delegating to the part
//! ([`crate::service::admin`]); and the games an abort rebuilds and ends, which the service
//! lends it as [`Games`].

use crate::i18n::Lang;
use crate::rules::{Game, Seat, Turn};
use crate::service::admin::Games;
use crate::service::core::Loaded;
use crate::service::{
    Actor, GameId, Reply, Service, ServiceError, ServiceResult, SettingsChange, Where,
};
use crate::store::{ChannelId, StoredGame};

impl Service {
    /// Ends the channel's game (or game `game_id` of this server, if it still runs) with no
    /// winner, for a moderator. A game whose record no longer replays is closed all the same.
    pub async fn abort(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: Option<GameId>,
    ) -> ServiceResult {
        self.inner.admin.abort(self, actor, place, game_id).await
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

/// The games as an abort uses them, until they are a part.
impl Games for Service {
    async fn rebuilt_quietly(&self, stored: StoredGame) -> Result<Option<Loaded>, ServiceError> {
        self.rebuild_quietly(stored).await
    }

    async fn commit(
        &self,
        loaded: Loaded,
        next: Game,
        turn: Turn,
        seat: Seat,
        lead: &str,
        lang: Lang,
    ) -> ServiceResult {
        Service::commit(self, loaded, next, turn, seat, lead, lang).await
    }
}
