//! Ratings and seasons, a part of the service: the changes under a game's result, a player's
//! stats, the server's leaderboard and each seat's rating for the board picture (here); the
//! seasons of the leaderboard ([`seasons`]). It holds the [`Core`] and the [`Outbox`]; its
//! caller applies the time forfeits due first, so that no game whose time is up counts as
//! running.

mod seasons;

use std::fmt::Write as _;
use std::sync::Arc;

use crate::ai::Level;
use crate::i18n::{Lang, computer_name};
use crate::markup;
use crate::rating::{Kind, LEADERBOARD_MIN_GAMES, Rating, Shown};
use crate::slash_commands;
use crate::store::{
    GameResult, Placed, PlayedGame, RatedPlayer, ServerId, Standing, StoredGame, UserId,
};
use crate::t;

use crate::service::core::{Core, Loaded};
use crate::service::failure::{answered, refuse};
use crate::service::outbox::Outbox;
use crate::service::text::person;
use crate::service::{
    Actor, Board, Button, Invitee, Pages, Refusal, Reply, ServiceError, ServiceResult, Where,
};

pub use seasons::{FINAL_TOP, SHORTEST_SEASON};
pub(super) use seasons::{season_change, season_refusal};

/// Ratings and seasons: their state.
pub(super) struct Ratings {
    core: Arc<Core>,
    outbox: Arc<Outbox>,
}

/// Players listed on one leaderboard page.
pub const LEADERBOARD_PAGE: usize = 10;

/// A rating with its sign: `+62`, `−15`, `±0`.
fn signed(delta: i64) -> String {
    match delta {
        0 => "±0".to_string(),
        d if d > 0 => format!("+{d}"),
        d => format!("−{}", -d),
    }
}

/// The name a seat is rated under: the computer's level, or the person's name.
fn rated_name(lang: Lang, stored: &StoredGame, index: usize) -> String {
    let p = &stored.seats[index];
    match p.computer {
        Some(level) => computer_name(lang, level),
        None => person(lang, &p.name),
    }
}

/// The season a board shows; `None` for all-time.
const fn board_season(board: Board) -> Option<i64> {
    match board {
        Board::Season(n) => Some(n),
        Board::AllTime => None,
    }
}

/// "2-player", "multi-player" in `lang`.
fn kind_words(lang: Lang, kind: Kind) -> String {
    match kind {
        Kind::TwoPlayer => t!(lang, "kind-2p"),
        Kind::Multi => t!(lang, "kind-multi"),
    }
}

/// A standing's name, marked: the computer's by its level in `lang`.
fn standing_name(lang: Lang, s: &Standing) -> String {
    match s.player.computer {
        Some(level) => person(lang, &computer_name(lang, level)),
        None => person(lang, &s.name),
    }
}

fn leaderboard_line(lang: Lang, rank: usize, s: &Standing) -> String {
    let shown = s.rating.shown();
    t!(
        lang,
        "leaderboard-line",
        rank = rank,
        name = standing_name(lang, s),
        conservative = format!("{:.0}", shown.conservative()),
        rating = shown.to_string(),
        deviation = format!("{:.0}", shown.deviation),
        games = s.games
    )
}

impl Ratings {
    /// Ratings over the core's store, posting a season's end through `outbox`.
    pub(super) fn new(core: Arc<Core>, outbox: Arc<Outbox>) -> Ratings {
        Ratings { core, outbox }
    }

    /// The rating changes under a finished game's result, one line per player (not called for
    /// an aborted game, which had no result).
    pub(in crate::service) async fn rating_lines(
        &self,
        loaded: &Loaded,
    ) -> Result<String, ServiceError> {
        let stored = &loaded.stored;
        let lang = loaded.lang;
        let changes = self.core.store.rating_changes(stored.id).await?;
        if changes.is_empty() {
            return Ok(if stored.options.rated {
                t!(lang, "ratings-too-short")
            } else {
                t!(lang, "ratings-unrated")
            });
        }
        let kind = Kind::for_players(stored.options.config.players());
        let mut text = t!(lang, "ratings-head", kind = kind_words(lang, kind));
        let mut shown: Vec<(UserId, Option<Level>)> = Vec::new();
        for c in &changes {
            let p = stored.player(c.seat);
            let who = (p.user_id, p.computer);
            if shown.contains(&who) {
                continue;
            }
            shown.push(who);
            let delta = c.after.rating.round() as i64 - c.before.rating.round() as i64;
            let _ = write!(
                text,
                "\n{} {} → {} ({})",
                rated_name(lang, stored, c.seat.index()),
                c.before,
                c.after,
                signed(delta)
            );
        }
        Ok(text)
    }

    /// Each seat's rating of the game's kind as shown now (a new player's is the starting
    /// one), seat 1 first: what the board picture shows under the names.
    pub(in crate::service) async fn seat_ratings(
        &self,
        stored: &StoredGame,
    ) -> Result<Vec<Shown>, ServiceError> {
        let kind = Kind::for_players(stored.options.config.players());
        let mut out = Vec::with_capacity(stored.seats.len());
        for p in &stored.seats {
            let who = RatedPlayer {
                user_id: p.user_id,
                computer: p.computer,
            };
            let rating = self
                .core
                .store
                .rating(stored.guild_id, kind, &who)
                .await?
                .map_or_else(|| Rating::new(kind), |(r, _)| r);
            out.push(rating.shown());
        }
        Ok(out)
    }

    /// A player's ratings, ranks and record in this server: the caller's, or `player`'s.
    pub(in crate::service) async fn stats(
        &self,
        actor: &Actor,
        place: &Where,
        player: Option<&Invitee>,
    ) -> ServiceResult {
        let lang = actor.lang;
        let (user_id, name) = match player {
            Some(p) if p.is_bot && p.user_id != self.core.bot_user_id => {
                let text = t!(lang, "stats-bot", name = person(lang, &p.name));
                return refuse(Refusal::StatsOfBot(p.name.clone()), text);
            }
            Some(p) => (p.user_id, p.name.clone()),
            None => (actor.user_id, actor.name.clone()),
        };
        // Posted for the channel: in the server's language, else the caller's.
        let lang = self.core.server_lang(place.guild_id).await?.unwrap_or(lang);
        let mut text = String::new();
        if user_id == self.core.bot_user_id {
            let levels = self.core.store.rated_levels(place.guild_id).await?;
            let mut any = false;
            for level in Level::ALL {
                let who = RatedPlayer {
                    user_id,
                    computer: Some(level),
                };
                let played = self.core.store.played_games(place.guild_id, &who).await?;
                if played.is_empty() && !levels.contains(&level) {
                    continue;
                }
                any = true;
                text.push_str(
                    &self
                        .player_stats(
                            lang,
                            place,
                            &who,
                            &markup::name(&computer_name(lang, level)),
                            &played,
                        )
                        .await?,
                );
                text.push('\n');
            }
            if !any {
                return Ok(Reply::public(t!(lang, "stats-computer-none")));
            }
            return Ok(Reply::public(text.trim_end().to_string()));
        }
        let who = RatedPlayer::person(user_id);
        let played = self.core.store.played_games(place.guild_id, &who).await?;
        if played.is_empty() {
            return Ok(Reply::public(t!(
                lang,
                "stats-none",
                name = person(lang, &name),
                example = slash_commands::example::challenge(lang)
            )));
        }
        text.push_str(
            &self
                .player_stats(lang, place, &who, &person(lang, &name), &played)
                .await?,
        );
        Ok(Reply::public(text.trim_end().to_string()))
    }

    async fn player_stats(
        &self,
        lang: Lang,
        place: &Where,
        who: &RatedPlayer,
        name: &str,
        played: &[PlayedGame],
    ) -> Result<String, ServiceError> {
        let mut text = format!("{name}\n");
        for kind in Kind::ALL {
            let Some(placed) = self
                .core
                .store
                .placed(place.guild_id, None, kind, who)
                .await?
            else {
                let _ = writeln!(
                    text,
                    "{}",
                    t!(
                        lang,
                        "stats-unrated-kind",
                        kind = cap(&kind_words(lang, kind)),
                        rating = Rating::new(kind).shown().to_string()
                    )
                );
                continue;
            };
            let mine = &placed.standing;
            let shown = mine.rating.shown();
            let rank = self
                .rank_words(lang, place.guild_id, (Board::AllTime, kind), &placed)
                .await?;
            let _ = write!(
                text,
                "{}",
                t!(
                    lang,
                    "stats-kind",
                    kind = cap(&kind_words(lang, kind)),
                    rating = shown.to_string(),
                    deviation = format!("{:.0}", shown.deviation),
                    rank = rank,
                    games = mine.games
                )
            );
            if let Some(best) = self.core.store.best_win(place.guild_id, kind, who).await? {
                let _ = write!(
                    text,
                    "{}",
                    t!(
                        lang,
                        "stats-best-win",
                        name = match best.opponent_level {
                            Some(level) => person(lang, &computer_name(lang, level)),
                            None => person(lang, &best.opponent),
                        },
                        rating = best.rating.to_string(),
                        game = best.game_id
                    )
                );
            }
            text.push('\n');
            if let Some(season) = self
                .season_stats_line(lang, place.guild_id, kind, who)
                .await?
            {
                let _ = writeln!(text, "{season}");
            }
        }
        let count =
            |games: &[&PlayedGame], r: GameResult| games.iter().filter(|g| g.result == r).count();
        let all: Vec<&PlayedGame> = played.iter().collect();
        let _ = write!(
            text,
            "{}",
            t!(
                lang,
                "stats-record",
                wins = count(&all, GameResult::Win),
                losses = count(&all, GameResult::Loss),
                draws = count(&all, GameResult::Draw)
            )
        );
        let mut by_count = Vec::new();
        for players in 2..=4u8 {
            let these: Vec<&PlayedGame> = played.iter().filter(|g| g.players == players).collect();
            if !these.is_empty() {
                by_count.push(t!(
                    lang,
                    "stats-record-players",
                    players = players,
                    wins = count(&these, GameResult::Win),
                    losses = count(&these, GameResult::Loss),
                    draws = count(&these, GameResult::Draw)
                ));
            }
        }
        let _ = writeln!(text, " · {}", by_count.join(" · "));
        let first = played[0].result;
        let streak = played.iter().take_while(|g| g.result == first).count();
        let _ = writeln!(
            text,
            "{}",
            match first {
                GameResult::Win => t!(lang, "stats-streak-wins", n = streak),
                GameResult::Loss => t!(lang, "stats-streak-losses", n = streak),
                GameResult::Draw => t!(lang, "stats-streak-draws", n = streak),
            }
        );
        let last: Vec<String> = played
            .iter()
            .take(10)
            .map(|g| match g.result {
                GameResult::Win => t!(lang, "stats-w"),
                GameResult::Loss => t!(lang, "stats-l"),
                GameResult::Draw => t!(lang, "stats-d"),
            })
            .collect();
        let _ = writeln!(
            text,
            "{}",
            t!(lang, "stats-last", n = last.len(), results = last.join(" "))
        );
        Ok(text)
    }

    /// The server's top players of a kind (`2p`, the default, or `multi`) by conservative
    /// rating, 10 a page, with the caller's own rank at the bottom when not on the page: in
    /// the current season, or in `season` (a number, or `all` for all-time).
    pub(in crate::service) async fn leaderboard(
        &self,
        actor: &Actor,
        place: &Where,
        kind: Option<&str>,
        season: Option<&str>,
        page: Option<i64>,
    ) -> ServiceResult {
        answered!(async {
            let private = actor.lang;
            let lang = self
                .core
                .server_lang(place.guild_id)
                .await?
                .unwrap_or(private);
            let kind = match kind.map(str::trim).filter(|k| !k.is_empty()) {
                None => Kind::TwoPlayer,
                Some(k) => match Kind::from_name(k) {
                    Some(kind) => kind,
                    None => {
                        let text = t!(private, "leaderboard-bad-kind", kind = markup::quoted(k));
                        return refuse(Refusal::UnknownKind(k.to_string()), text);
                    }
                },
            };
            let board = self.board_asked(private, place.guild_id, season).await?;
            let count = self.leaderboard_pages(place.guild_id, board, kind).await?;
            if count == 0 {
                return Ok(Reply::public(empty_board(lang, kind)));
            }
            let page = match page {
                None => 1,
                Some(p) if p >= 1 && (p as usize) <= count => p as usize,
                Some(p) => {
                    let text = t!(
                        private,
                        "leaderboard-no-page",
                        page = p,
                        kind = kind_words(private, kind),
                        count = count
                    );
                    return refuse(Refusal::NoSuchPage(p, count), text);
                }
            };
            let (guild, start) = (place.guild_id, (page - 1) * LEADERBOARD_PAGE);
            let mut text = self
                .leaderboard_head(lang, guild, board, kind, page, count)
                .await?;
            text.push('\n');
            for line in
                (self.leaderboard_lines(lang, guild, board, kind, start, LEADERBOARD_PAGE)).await?
            {
                text.push_str(&line);
                text.push('\n');
            }
            let (season, store) = (board_season(board), &self.core.store);
            let me = RatedPlayer::person(actor.user_id);
            match store.placed(place.guild_id, season, kind, &me).await? {
                Some(Placed {
                    rank: Some(rank), ..
                }) if rank > start && rank <= start + LEADERBOARD_PAGE => {}
                Some(Placed {
                    rank: Some(rank),
                    standing,
                }) => {
                    let _ = writeln!(text, "…\n{}", leaderboard_line(lang, rank, &standing));
                }
                mine => {
                    let _ = writeln!(
                        text,
                        "…\n{}",
                        t!(
                            lang,
                            "leaderboard-not-listed",
                            games = mine.map_or(0, |m| m.standing.games),
                            needed = LEADERBOARD_MIN_GAMES,
                            kind = kind_words(lang, kind)
                        )
                    );
                }
            }
            Ok(Reply {
                buttons: vec![Button::Pages(Pages {
                    kind,
                    board,
                    page,
                    count,
                    viewer: actor.user_id,
                })],
                ..Reply::public(text.trim_end().to_string())
            })
        })
    }

    /// How many pages `board`'s `kind` leaderboard has in server `guild_id` (0: nobody is
    /// ranked).
    pub(in crate::service) async fn leaderboard_pages(
        &self,
        guild_id: ServerId,
        board: Board,
        kind: Kind,
    ) -> Result<usize, ServiceError> {
        let store = &self.core.store;
        let ranked = store.ranked_count(guild_id, board_season(board), kind);
        Ok(ranked.await?.div_ceil(LEADERBOARD_PAGE))
    }

    /// The head of page `page` of the `count` of `board`'s `kind` leaderboard in server
    /// `guild_id`, in `lang`: the board's words, then the page's (that nobody is ranked when
    /// `count` is 0).
    pub(in crate::service) async fn leaderboard_head(
        &self,
        lang: Lang,
        guild_id: ServerId,
        board: Board,
        kind: Kind,
        page: usize,
        count: usize,
    ) -> Result<String, ServiceError> {
        let words = self.board_words(lang, guild_id, board).await?;
        let head = words.map_or_else(String::new, |words| words + "\n");
        Ok(head
            + &match count {
                0 => empty_board(lang, kind),
                _ => t!(
                    lang,
                    "leaderboard-head",
                    kind = kind_words(lang, kind),
                    needed = LEADERBOARD_MIN_GAMES,
                    page = page,
                    count = count
                ),
            })
    }

    /// The lines of `board`'s `kind` leaderboard in server `guild_id`, in `lang`, `n` players
    /// from rank `start + 1`.
    pub(in crate::service) async fn leaderboard_lines(
        &self,
        lang: Lang,
        guild_id: ServerId,
        board: Board,
        kind: Kind,
        start: usize,
        n: usize,
    ) -> Result<Vec<String>, ServiceError> {
        let store = &self.core.store;
        let rows = store.standings_page(guild_id, board_season(board), kind, start, n);
        Ok((rows.await?.iter().enumerate())
            .map(|(i, s)| leaderboard_line(lang, start + i + 1, s))
            .collect())
    }
}

/// That nobody is ranked on a `kind` leaderboard yet, in `lang`.
fn empty_board(lang: Lang, kind: Kind) -> String {
    t!(
        lang,
        "leaderboard-empty",
        kind = kind_words(lang, kind),
        needed = LEADERBOARD_MIN_GAMES
    )
}

/// `words` with a capital first letter.
fn cap(words: &str) -> String {
    let mut c = words.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}
