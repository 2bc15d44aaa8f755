//! Ratings as players see them: the changes under a game's result, a player's stats, the
//! server's leaderboard, and each seat's rating for the board picture.

use std::fmt::Write as _;

use crate::ai::Level;
use crate::ai::computer_name;
use crate::rating::{Kind, LEADERBOARD_MIN_GAMES, Rating, Shown};
use crate::store::{GameResult, PlayedGame, RatedPlayer, Standing, StoredGame};

use super::{
    Actor, Invitee, Loaded, Pages, Reply, Service, ServiceError, ServiceResult, Where, escape_name,
};

/// Players listed on one leaderboard page.
pub const LEADERBOARD_PAGE: usize = 10;

/// `, unrated` after a game's options when it does not count for ratings.
pub(super) fn unrated_words(rated: bool) -> &'static str {
    if rated { "" } else { ", unrated" }
}

/// A rating with its sign: `+62`, `−15`, `±0`.
fn signed(delta: i64) -> String {
    match delta {
        0 => "±0".to_string(),
        d if d > 0 => format!("+{d}"),
        d => format!("−{}", -d),
    }
}

/// The name a seat is rated under: the computer's level, or the person's name.
fn rated_name(stored: &StoredGame, index: usize) -> String {
    let p = &stored.seats[index];
    match p.computer {
        Some(level) => computer_name(level),
        None => escape_name(&p.name),
    }
}

/// The leaderboard order: conservative rating, then more games, then name.
fn ranked(mut listed: Vec<Standing>) -> Vec<Standing> {
    listed.retain(|s| s.games >= LEADERBOARD_MIN_GAMES);
    listed.sort_by(|a, b| {
        let (ca, cb) = (
            a.rating.shown().conservative(),
            b.rating.shown().conservative(),
        );
        cb.total_cmp(&ca)
            .then(b.games.cmp(&a.games))
            .then(a.name.cmp(&b.name))
    });
    listed
}

fn leaderboard_line(rank: usize, s: &Standing) -> String {
    let shown = s.rating.shown();
    format!(
        "{rank}. **{}** {:.0} ({shown} ± {:.0}, {} games)",
        escape_name(&s.name),
        shown.conservative(),
        shown.deviation,
        s.games
    )
}

impl Service {
    /// The rating changes under a finished game's result, one line per player.
    pub(super) async fn rating_lines(&self, loaded: &Loaded) -> Result<String, ServiceError> {
        let stored = &loaded.stored;
        let changes = self.inner.store.rating_changes(stored.id).await?;
        if changes.is_empty() {
            let aborted = loaded
                .game
                .position()
                .outcome()
                .is_some_and(|o| o.reason() == crate::rules::EndReason::Aborted);
            return Ok(if aborted {
                "Ratings do not change.".to_string()
            } else if stored.options.rated {
                "Not rated: the game ended before every player had made a move.".to_string()
            } else {
                "An unrated game: ratings do not change.".to_string()
            });
        }
        let kind = Kind::for_players(stored.options.config.players());
        let mut text = format!("Ratings ({}):", kind.words());
        let mut shown: Vec<(u64, Option<Level>)> = Vec::new();
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
                rated_name(stored, c.seat.index()),
                c.before,
                c.after,
                signed(delta)
            );
        }
        Ok(text)
    }

    /// Each seat's rating of the game's kind as shown now (a new player's is the starting
    /// one), seat 1 first: what the board picture shows under the names.
    pub async fn seat_ratings(&self, stored: &StoredGame) -> Result<Vec<Shown>, ServiceError> {
        let kind = Kind::for_players(stored.options.config.players());
        let mut out = Vec::with_capacity(stored.seats.len());
        for p in &stored.seats {
            let who = RatedPlayer {
                user_id: p.user_id,
                computer: p.computer,
            };
            let rating = self
                .inner
                .store
                .rating(stored.guild_id, kind, &who)
                .await?
                .map_or_else(|| Rating::new(kind), |(r, _)| r);
            out.push(rating.shown());
        }
        Ok(out)
    }

    /// A player's ratings, ranks and record in this server: the caller's, or `player`'s.
    pub async fn stats(
        &self,
        actor: &Actor,
        place: &Where,
        player: Option<&Invitee>,
    ) -> ServiceResult {
        let (user_id, name) = match player {
            Some(p) if p.is_bot && p.user_id != self.inner.bot_user_id => {
                return Ok(Reply::private(format!(
                    "{} is a bot and does not play: ask about a person, or about me for the \
                     computer's ratings.",
                    escape_name(&p.name)
                )));
            }
            Some(p) => (p.user_id, p.name.clone()),
            None => (actor.user_id, actor.name.clone()),
        };
        let mut text = String::new();
        if user_id == self.inner.bot_user_id {
            let levels = self.inner.store.rated_levels(place.guild_id).await?;
            let mut any = false;
            for level in Level::ALL {
                let who = RatedPlayer {
                    user_id,
                    computer: Some(level),
                };
                let played = self.inner.store.played_games(place.guild_id, &who).await?;
                if played.is_empty() && !levels.contains(&level) {
                    continue;
                }
                any = true;
                text.push_str(
                    &self
                        .player_stats(place, &who, &computer_name(level), &played)
                        .await?,
                );
                text.push('\n');
            }
            if !any {
                return Ok(Reply::public(
                    "The computer has not finished a game in this server yet: challenge me!",
                ));
            }
            return Ok(Reply::public(text.trim_end().to_string()));
        }
        let who = RatedPlayer::person(user_id);
        let played = self.inner.store.played_games(place.guild_id, &who).await?;
        if played.is_empty() {
            return Ok(Reply::public(format!(
                "**{}** has not finished a game in this server yet. Start one with \
                 `/focus challenge opponent:@friend`.",
                escape_name(&name)
            )));
        }
        text.push_str(
            &self
                .player_stats(place, &who, &escape_name(&name), &played)
                .await?,
        );
        Ok(Reply::public(text.trim_end().to_string()))
    }

    async fn player_stats(
        &self,
        place: &Where,
        who: &RatedPlayer,
        name: &str,
        played: &[PlayedGame],
    ) -> Result<String, ServiceError> {
        let mut text = format!("**{name}**\n");
        for kind in Kind::ALL {
            let standings = self.inner.store.standings(place.guild_id, kind).await?;
            let Some(mine) = standings.iter().find(|s| &s.player == who).cloned() else {
                let _ = writeln!(
                    text,
                    "{}: {} (no rated games yet)",
                    cap(kind.words()),
                    Rating::new(kind).shown()
                );
                continue;
            };
            let shown = mine.rating.shown();
            let listed = ranked(standings);
            let rank = match listed.iter().position(|s| &s.player == who) {
                Some(i) => format!("rank {} of {}", i + 1, listed.len()),
                None => format!(
                    "not ranked yet ({} of {LEADERBOARD_MIN_GAMES} rated games)",
                    mine.games
                ),
            };
            let _ = write!(
                text,
                "{}: **{shown}** ± {:.0} · {rank} · {} rated game{}",
                cap(kind.words()),
                shown.deviation,
                mine.games,
                if mine.games == 1 { "" } else { "s" }
            );
            if let Some(best) = self.inner.store.best_win(place.guild_id, kind, who).await? {
                let _ = write!(
                    text,
                    " · best win: **{}** ({}) in game {}",
                    escape_name(&best.opponent),
                    best.rating,
                    best.game_id
                );
            }
            text.push('\n');
        }
        let count =
            |games: &[&PlayedGame], r: GameResult| games.iter().filter(|g| g.result == r).count();
        let all: Vec<&PlayedGame> = played.iter().collect();
        let _ = write!(
            text,
            "Record: {} – {} – {} (wins – losses – draws)",
            count(&all, GameResult::Win),
            count(&all, GameResult::Loss),
            count(&all, GameResult::Draw)
        );
        let mut by_count = Vec::new();
        for players in 2..=4u8 {
            let these: Vec<&PlayedGame> = played.iter().filter(|g| g.players == players).collect();
            if !these.is_empty() {
                by_count.push(format!(
                    "{players} players {} – {} – {}",
                    count(&these, GameResult::Win),
                    count(&these, GameResult::Loss),
                    count(&these, GameResult::Draw)
                ));
            }
        }
        let _ = writeln!(text, " · {}", by_count.join(" · "));
        let first = played[0].result;
        let streak = played.iter().take_while(|g| g.result == first).count();
        let _ = writeln!(
            text,
            "Current streak: {streak} {}",
            match (first, streak) {
                (GameResult::Win, 1) => "win",
                (GameResult::Win, _) => "wins",
                (GameResult::Loss, 1) => "loss",
                (GameResult::Loss, _) => "losses",
                (GameResult::Draw, 1) => "draw",
                (GameResult::Draw, _) => "draws",
            }
        );
        let last: Vec<&str> = played
            .iter()
            .take(10)
            .map(|g| match g.result {
                GameResult::Win => "W",
                GameResult::Loss => "L",
                GameResult::Draw => "D",
            })
            .collect();
        let _ = writeln!(
            text,
            "Last {}: {} (newest first)",
            last.len(),
            last.join(" ")
        );
        Ok(text)
    }

    /// The server's top players of a kind (`2p`, the default, or `multi`) by conservative
    /// rating, 10 a page, with the caller's own rank at the bottom when not on the page.
    pub async fn leaderboard(
        &self,
        actor: &Actor,
        place: &Where,
        kind: Option<&str>,
        page: Option<i64>,
    ) -> ServiceResult {
        let kind = match kind.map(str::trim).filter(|k| !k.is_empty()) {
            None => Kind::TwoPlayer,
            Some(k) => match Kind::from_name(k) {
                Some(kind) => kind,
                None => {
                    return Ok(Reply::private(format!(
                        "`{}` is not a leaderboard: choose `2p` (2-player games) or `multi` \
                         (3 and 4 players).",
                        escape_name(k)
                    )));
                }
            },
        };
        let standings = self.inner.store.standings(place.guild_id, kind).await?;
        let mine = standings
            .iter()
            .find(|s| s.player == RatedPlayer::person(actor.user_id))
            .map(|s| s.games);
        let listed = ranked(standings);
        if listed.is_empty() {
            return Ok(Reply::public(format!(
                "Nobody is on the {} leaderboard yet: players are listed after \
                 {LEADERBOARD_MIN_GAMES} rated {} games.",
                kind.words(),
                kind.words()
            )));
        }
        let count = listed.len().div_ceil(LEADERBOARD_PAGE);
        let page = match page {
            None => 1,
            Some(p) if p >= 1 && (p as usize) <= count => p as usize,
            Some(p) => {
                return Ok(Reply::private(format!(
                    "There is no page {p}: the {} leaderboard has {count} page{}.",
                    kind.words(),
                    if count == 1 { "" } else { "s" }
                )));
            }
        };
        let mut text = format!(
            "**Leaderboard — {}** (rating − 2 deviations; listed after {LEADERBOARD_MIN_GAMES} \
             rated games) · page {page} of {count}\n",
            kind.words()
        );
        let start = (page - 1) * LEADERBOARD_PAGE;
        for (i, s) in listed.iter().enumerate().skip(start).take(LEADERBOARD_PAGE) {
            text.push_str(&leaderboard_line(i + 1, s));
            text.push('\n');
        }
        match listed
            .iter()
            .position(|s| s.player == RatedPlayer::person(actor.user_id))
        {
            Some(i) if i >= start && i < start + LEADERBOARD_PAGE => {}
            Some(i) => {
                let _ = writeln!(text, "…\n{}", leaderboard_line(i + 1, &listed[i]));
            }
            None => {
                let _ = writeln!(
                    text,
                    "…\nYou are not listed yet: {} of {LEADERBOARD_MIN_GAMES} rated {} games.",
                    mine.unwrap_or(0),
                    kind.words()
                );
            }
        }
        Ok(Reply {
            pages: Some(Pages {
                kind,
                page,
                count,
                viewer: actor.user_id,
            }),
            ..Reply::public(text.trim_end().to_string())
        })
    }
}

fn cap(words: &str) -> String {
    let mut c = words.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}
