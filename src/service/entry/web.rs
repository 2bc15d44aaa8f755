//! The web views' operations for the front ends (a game's page, a board at any turn, its
//! replay, a server's pages), each delegating to the part ([`crate::service::web`]) once the
//! game is loaded.

use crate::i18n::Lang;
use crate::rating::Kind;
use crate::service::{
    ChannelGame, GameView, GamesPage, LeaderboardView, Listed, ServerView, Service, ServiceError,
};
use crate::store::{ChannelId, GameId, ServerId, UserId};

impl Service {
    /// Game `id` as its page shows it, in `lang` (its own language when `None`); `None` when
    /// there is no such game or it no longer replays.
    pub async fn game_view(
        &self,
        id: GameId,
        lang: Option<Lang>,
    ) -> Result<Option<GameView>, ServiceError> {
        let loaded = self.inner.games.load_game(id).await?;
        Ok(loaded.map(|loaded| self.inner.web.game_view(&loaded, lang)))
    }

    /// The board of game `id` after `ply` turns (0: the start), its cards in `lang`, as a
    /// PNG `scale` times the posts' size (1 or 2: for a high-density screen); `None` when there
    /// is no such game or turn.
    pub async fn board_at(
        &self,
        id: GameId,
        ply: usize,
        lang: Option<Lang>,
        scale: u32,
    ) -> Result<Option<Vec<u8>>, ServiceError> {
        let Some(mut loaded) = self.inner.games.load_game(id).await? else {
            return Ok(None);
        };
        loaded.lang = lang.unwrap_or(loaded.lang);
        let table = self.inner.games.table(&loaded).await;
        self.inner
            .web
            .board_at(&loaded.game, ply, table, scale)
            .await
    }

    /// How many replays this service has drawn (each kept one is drawn once).
    #[must_use]
    pub fn replays_drawn(&self) -> u64 {
        self.inner.web.replays_drawn()
    }

    /// Holds every drawing slot until the guard is dropped: replays asked for meanwhile wait
    /// (or are refused beyond the queue). For maintenance and tests.
    pub async fn hold_replay_drawing(&self) -> Vec<tokio::sync::SemaphorePermit<'_>> {
        self.inner.web.hold_replay_drawing().await
    }

    /// Page `page` (from 1) of server `guild_id`'s games in `lang`, of the channels `listed`
    /// names: its running games and its finished games, [`crate::service::GAMES_PAGE`] of
    /// each, newest first. `None` for a page past the last (or 0); page 1 is always there.
    pub async fn server_games(
        &self,
        guild_id: ServerId,
        lang: Lang,
        listed: &Listed,
        page: usize,
    ) -> Result<Option<GamesPage>, ServiceError> {
        let web = &self.inner.web;
        web.server_games(guild_id, lang, listed, page).await
    }

    /// Page `page` (from 1) of server `guild_id`'s `kind` leaderboard in `lang` (the server's
    /// language when `None`): the board `/focus leaderboard` shows by default (the current
    /// season), its lines exactly as that command's for the same page. `None` for a page
    /// past the last (or 0); page 1 is always there, saying so when nobody is ranked.
    pub async fn leaderboard_view(
        &self,
        guild_id: ServerId,
        lang: Option<Lang>,
        kind: Kind,
        page: usize,
    ) -> Result<Option<LeaderboardView>, ServiceError> {
        let web = &self.inner.web;
        web.leaderboard_view(guild_id, lang, kind, page).await
    }

    /// Server `guild_id` as page `page` (from 1) of its page shows it, in `lang` (the server's
    /// language when `None`): the games of the channels `listed` names, no other, a page of
    /// each list ([`Service::server_games`]), and the top of its leaderboard. `None` for a
    /// page past the last.
    pub async fn server_view(
        &self,
        guild_id: ServerId,
        lang: Option<Lang>,
        listed: &Listed,
        page: usize,
    ) -> Result<Option<ServerView>, ServiceError> {
        let web = &self.inner.web;
        web.server_view(guild_id, lang, listed, page).await
    }

    /// What an Activity started in `channel` opens for `user`: the channel's running game, else
    /// its latest, when `user` plays in it or `listed` (given the game's server) shows the
    /// channel: nobody opens a game of a channel they may not be able to view.
    pub async fn channel_game(
        &self,
        channel: ChannelId,
        user: UserId,
        listed: impl Fn(ServerId) -> Listed,
    ) -> Result<ChannelGame, ServiceError> {
        self.inner.web.channel_game(channel, user, listed).await
    }
}
