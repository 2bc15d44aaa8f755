//! A server's web pages a page at a time: its running and finished games, newest first, of the
//! channels everyone in the server can view, and its leaderboard page by page exactly as
//! `/focus leaderboard` shows it (the same board, order and lines). Every list is read a page
//! of rows at a time from the store, never the whole server.

use crate::i18n::Lang;
use crate::rating::Kind;
use crate::slash_commands;
use crate::store::{ChannelId, GameId, ListedGame, Listing, ServerId, UserId};
use crate::t;

use crate::service::text::{self, result_words_in};
use crate::service::{Board, LEADERBOARD_PAGE, ServiceError, WebMode};

use super::{ServerView, Views};

/// What an Activity opens in a channel ([`crate::service::Service::channel_game`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChannelGame {
    /// This game's page.
    Open(GameId),
    /// Nothing: no game was played in the channel, or none its reader may see.
    NoGame,
    /// The channel's game, but its server turned the pages off.
    PagesOff,
}

impl ChannelGame {
    /// Why nothing opens, in `lang` (marked text, with the command that helps), or `None` for
    /// a game that opens.
    #[must_use]
    pub fn refusal(self, lang: Lang) -> Option<String> {
        match self {
            ChannelGame::Open(_) => None,
            ChannelGame::NoGame => Some(t!(
                lang,
                "activity-no-game",
                example = slash_commands::example::challenge(lang)
            )),
            ChannelGame::PagesOff => Some(t!(
                lang,
                "activity-pages-off",
                example =
                    slash_commands::example::command_example(lang, "settings", &[("web", "on")])
            )),
        }
    }
}

/// Games listed on one page of a server's page, running and finished each.
pub const GAMES_PAGE: usize = 25;

/// Leaderboard lines on the server's page (the whole board is on its own pages).
pub const LEADERBOARD_TOP: usize = 5;

/// Whose games a server's page lists.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Listed {
    /// Every channel's (the console: one person's).
    All,
    /// Only these channels' (the Discord bot: those @everyone can view).
    Only(Vec<ChannelId>),
}

impl Listed {
    /// Whether a game or tournament of `channel` may be listed (and linked to).
    #[must_use]
    pub fn shows(&self, channel: ChannelId) -> bool {
        match self {
            Listed::All => true,
            Listed::Only(channels) => channels.contains(&channel),
        }
    }
}

/// A page of a server's games, newest first in each list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GamesPage {
    /// The page's number, from 1.
    pub page: usize,
    /// Its running games: (game, a line about it).
    pub running: Vec<(GameId, String)>,
    /// Its finished games.
    pub finished: Vec<(GameId, String)>,
    /// Whether the next page lists more (of either).
    pub more: bool,
}

/// A page of a server's leaderboard, as `/focus leaderboard` shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeaderboardView {
    /// The language it is said in.
    pub lang: Lang,
    /// Its kind of games.
    pub kind: Kind,
    /// The page's number, from 1.
    pub page: usize,
    /// How many pages the board has (0 when nobody is ranked).
    pub count: usize,
    /// Its head (marked text): the season, the kind, the page.
    pub head: String,
    /// A line a player, in the leaderboard's order (marked text); empty when nobody is ranked.
    pub lines: Vec<String>,
}

impl Views {
    /// Page `page` (from 1) of server `guild_id`'s games in `lang`, of the channels `listed`
    /// names: its running games and its finished games, [`GAMES_PAGE`] of each, newest first.
    /// `None` for a page past the last (or 0); page 1 is always there.
    pub(in crate::service) async fn server_games(
        &self,
        guild_id: ServerId,
        lang: Lang,
        listed: &Listed,
        page: usize,
    ) -> Result<Option<GamesPage>, ServiceError> {
        let Some(offset) = page.checked_sub(1).map(|p| p.saturating_mul(GAMES_PAGE)) else {
            return Ok(None);
        };
        let listing = match listed {
            Listed::All => Listing::All,
            Listed::Only(ids) => Listing::Channels(ids),
        };
        let mut more = false;
        let mut lists = [Vec::new(), Vec::new()];
        for (running, list) in [true, false].into_iter().zip(&mut lists) {
            let mut games = self
                .core
                .store
                .server_game_lines(guild_id, running, listing, offset, GAMES_PAGE + 1)
                .await?;
            more |= games.len() > GAMES_PAGE;
            games.truncate(GAMES_PAGE);
            list.extend(
                games
                    .iter()
                    .filter_map(|g| Some((g.id, game_line(lang, g)?))),
            );
        }
        let [running, finished] = lists;
        if page > 1 && running.is_empty() && finished.is_empty() {
            return Ok(None);
        }
        Ok(Some(GamesPage {
            page,
            running,
            finished,
            more,
        }))
    }

    /// Page `page` (from 1) of server `guild_id`'s `kind` leaderboard in `lang` (the server's
    /// language when `None`): the board `/focus leaderboard` shows by default (the current
    /// season), its lines exactly as that command's for the same page. `None` for a page
    /// past the last (or 0); page 1 is always there, saying so when nobody is ranked.
    pub(in crate::service) async fn leaderboard_view(
        &self,
        guild_id: ServerId,
        lang: Option<Lang>,
        kind: Kind,
        page: usize,
    ) -> Result<Option<LeaderboardView>, ServiceError> {
        let lang = self.lang_or_server(lang, guild_id).await?;
        let board = self.current_board(guild_id).await?;
        let ratings = &self.ratings;
        let count = ratings.leaderboard_pages(guild_id, board, kind).await?;
        if page == 0 || page > count.max(1) {
            return Ok(None);
        }
        let head = ratings.leaderboard_head(lang, guild_id, board, kind, page, count);
        let head = head.await?;
        let start = (page - 1) * LEADERBOARD_PAGE;
        let lines = match count {
            0 => Vec::new(),
            _ => {
                let lines =
                    ratings.leaderboard_lines(lang, guild_id, board, kind, start, LEADERBOARD_PAGE);
                lines.await?
            }
        };
        Ok(Some(LeaderboardView {
            lang,
            kind,
            page,
            count,
            head,
            lines,
        }))
    }

    /// Server `guild_id` as page `page` (from 1) of its page shows it, in `lang` (the server's
    /// language when `None`): the games of the channels `listed` names, no other, a page of
    /// each list ([`Views::server_games`]), and the top [`LEADERBOARD_TOP`] lines of its
    /// 2-player leaderboard. `None` for a page past the last.
    pub(in crate::service) async fn server_view(
        &self,
        guild_id: ServerId,
        lang: Option<Lang>,
        listed: &Listed,
        page: usize,
    ) -> Result<Option<ServerView>, ServiceError> {
        let lang = self.lang_or_server(lang, guild_id).await?;
        let Some(games) = self.server_games(guild_id, lang, listed, page).await? else {
            return Ok(None);
        };
        let board = self.current_board(guild_id).await?;
        let top = (self.ratings).leaderboard_lines(
            lang,
            guild_id,
            board,
            Kind::TwoPlayer,
            0,
            LEADERBOARD_TOP,
        );
        Ok(Some(ServerView {
            lang,
            running: games.running,
            finished: games.finished,
            page,
            more: games.more,
            leaderboard: top.await?,
        }))
    }

    /// What an Activity started in `channel` opens for `user`: the channel's running game, else
    /// its latest, when `user` plays in it or `listed` (given the game's server) shows the
    /// channel: nobody opens a game of a channel they may not be able to view.
    pub(in crate::service) async fn channel_game(
        &self,
        channel: ChannelId,
        user: UserId,
        listed: impl Fn(ServerId) -> Listed,
    ) -> Result<ChannelGame, ServiceError> {
        let store = &self.core.store;
        let game = match store.active_game(channel).await? {
            Some(game) => Some(game),
            None => store.latest_game(channel).await?,
        };
        let Some(game) = game else {
            return Ok(ChannelGame::NoGame);
        };
        let seated = game.seats.iter().any(|p| p.user_id == user);
        if !seated && !listed(game.guild_id).shows(channel) {
            return Ok(ChannelGame::NoGame);
        }
        if self.core.web_mode(game.guild_id).await? == WebMode::Off {
            return Ok(ChannelGame::PagesOff);
        }
        Ok(ChannelGame::Open(game.id))
    }

    /// `lang`, or when `None` the language server `guild_id`'s admins chose (English when
    /// they chose none).
    async fn lang_or_server(
        &self,
        lang: Option<Lang>,
        guild_id: ServerId,
    ) -> Result<Lang, ServiceError> {
        Ok(match lang {
            Some(lang) => lang,
            None => self.core.server_lang(guild_id).await?.unwrap_or(Lang::EnUs),
        })
    }

    /// The leaderboard server `guild_id`'s pages show: its current season's.
    async fn current_board(&self, guild_id: ServerId) -> Result<Board, ServiceError> {
        Ok(Board::Season(
            self.core.store.current_season(guild_id).await?,
        ))
    }
}

/// A line about a listed game in `lang`: its players, turns and where it stands, from what the
/// store keeps of it (no replay); `None` for a finished game the rules cannot say the end of
/// (closed as `corrupt`: its log did not replay).
fn game_line(lang: Lang, game: &ListedGame) -> Option<String> {
    let players = text::seated(lang, &game.seats);
    let status = if game.finished {
        result_words_in(lang, game.outcome()?)
    } else {
        t!(lang, "history-in-progress")
    };
    Some(t!(
        lang,
        "web-game-line",
        game = game.id,
        players = players,
        status = status,
        turns = game.turns
    ))
}
