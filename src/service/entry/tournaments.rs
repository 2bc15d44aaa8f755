//! The tournaments' operations for the front ends, each delegating to the part
//! ([`crate::service::tournaments`]), given the games as the port a tournament starts and
//! resigns tables' games through.

use std::sync::Arc;

use crate::i18n::Lang;
use crate::service::{
    Actor, Notice, Reply, Service, ServiceError, ServiceResult, TableChannels, TournamentOptions,
    TournamentRights, TournamentView, Where, tournament_state::TournamentState,
};
use crate::store::{ChannelId, ServerId, TournamentId};

impl Service {
    /// Sets the port through which tables' channels are opened (the front end's threads).
    pub fn set_table_channels(&self, port: Arc<dyn TableChannels>) {
        self.inner.tournaments.set_channels(port);
    }

    /// Tournament `id` with everything stored about it (the standings picture draws it).
    pub async fn tournament(
        &self,
        id: TournamentId,
    ) -> Result<Option<TournamentState>, ServiceError> {
        self.inner.tournaments.state(id).await
    }

    /// Creates a tournament taking entrants in this channel, and its sign-up post.
    pub async fn tournament_create(
        &self,
        actor: &Actor,
        place: &Where,
        options: &TournamentOptions,
        rights: TournamentRights,
    ) -> ServiceResult {
        let tournaments = &self.inner.tournaments;
        tournaments.create(actor, place, options, rights).await
    }

    /// The sign-up post of tournament `id` as it stands (the front end edits its message with
    /// it as people join and leave); `None` if there is no such tournament.
    pub async fn tournament_signup(&self, id: TournamentId) -> Result<Option<Reply>, ServiceError> {
        self.inner.tournaments.signup(id).await
    }

    /// Joins a tournament taking entrants.
    pub async fn tournament_join(
        &self,
        actor: &Actor,
        place: &Where,
        id: Option<TournamentId>,
    ) -> ServiceResult {
        self.inner.tournaments.join(actor, place, id).await
    }

    /// Leaves a tournament: out of the list during sign-up; once running, the caller's game
    /// is resigned and they are not paired again.
    pub async fn tournament_leave(
        &self,
        actor: &Actor,
        place: &Where,
        id: Option<TournamentId>,
    ) -> ServiceResult {
        self.inner
            .tournaments
            .leave(&*self.inner.games, actor, place, id)
            .await
    }

    /// Starts a tournament (its creator or a member with Manage Events): seeds the entrants
    /// by rating and opens round 1.
    pub async fn tournament_start(
        &self,
        actor: &Actor,
        place: &Where,
        id: Option<TournamentId>,
        rights: TournamentRights,
    ) -> ServiceResult {
        let tournaments = &self.inner.tournaments;
        tournaments
            .start(&*self.inner.games, actor, place, id, rights)
            .await
    }

    /// Calls off a tournament taking entrants or running (its creator or a member with Manage
    /// Events); its running games go on as ordinary games.
    pub async fn tournament_cancel(
        &self,
        actor: &Actor,
        place: &Where,
        id: Option<TournamentId>,
        rights: TournamentRights,
    ) -> ServiceResult {
        self.inner
            .tournaments
            .cancel(actor, place, id, rights)
            .await
    }

    /// A tournament's standings, as text (rank, name, points, tie-breaks, rating at the start,
    /// this round's results) and picture: page `page` (default 1) of a big field, with the
    /// caller's own line when it is elsewhere.
    pub async fn tournament_standings(
        &self,
        actor: &Actor,
        place: &Where,
        id: Option<TournamentId>,
        page: Option<i64>,
    ) -> ServiceResult {
        self.inner
            .tournaments
            .standings(actor, place, id, page)
            .await
    }

    /// The server's tournaments taking entrants or running.
    pub async fn tournament_list(&self, actor: &Actor, place: &Where) -> ServiceResult {
        self.inner.tournaments.list(actor, place).await
    }

    /// Opens the next round of tournament `tid` when every game of the current one is over,
    /// or ends it after its last: the posts to make (written to the outbox). Games ending call
    /// it and the timer's sweep does; any process may, the round is opened once.
    pub async fn tournament_advance(&self, tid: TournamentId) -> Result<Vec<Notice>, ServiceError> {
        self.inner
            .tournaments
            .advance(&*self.inner.games, tid)
            .await
    }

    /// Tournament `id` as its page shows it, in `lang` (its posts' language when `None`); a
    /// table's game is linked to only when `listed(channel)`. `None` when there is none.
    pub async fn tournament_page_view(
        &self,
        id: TournamentId,
        lang: Option<Lang>,
        listed: impl Fn(ChannelId) -> bool,
    ) -> Result<Option<TournamentView>, ServiceError> {
        self.inner.tournaments.page_view(id, lang, listed).await
    }

    /// Tournament `id`'s standings picture as the posts draw it, in `lang` (its posts'
    /// language when `None`); `None` when there is none or it has not started.
    pub async fn tournament_standings_png(
        &self,
        id: TournamentId,
        lang: Option<Lang>,
    ) -> Result<Option<Vec<u8>>, ServiceError> {
        self.inner.tournaments.standings_png(id, lang).await
    }

    /// Server `guild_id`'s tournaments for its page, in `lang`: the running ones, then the
    /// latest finished ones, each (tournament, its line), only those whose channel
    /// `listed(channel)` lets anyone see.
    pub async fn server_tournaments(
        &self,
        guild_id: ServerId,
        lang: Lang,
        listed: impl Fn(ChannelId) -> bool,
    ) -> Result<Vec<(TournamentId, String)>, ServiceError> {
        let tournaments = &self.inner.tournaments;
        tournaments.server_tournaments(guild_id, lang, listed).await
    }

    /// Links a tournament's round and final posts to its web page: `link(tournament)` is the
    /// page's address. Posts of a server whose pages are off carry no link.
    pub fn link_tournament_pages(
        &self,
        link: impl Fn(TournamentId) -> String + Send + Sync + 'static,
    ) {
        self.inner.tournaments.link_pages(link);
    }
}
