//! Seasons of the leaderboard as admins and players see them: which board a leaderboard
//! shows, ending a season by hand (`/focus settings season:new`) or on a schedule (the timer),
//! and the final standings posted when a season ends.

use std::fmt::Write as _;
use std::time::Duration;

use crate::i18n::{Lang, computer_name, duration_words};
use crate::markup;
use crate::rating::{Kind, LEADERBOARD_MIN_GAMES};
use crate::render::{StandingLine, StandingSection, standings_png};
use crate::slash_commands;
use crate::store::{ChannelId, Placed, PostKind, RatedPlayer, ServerId};
use crate::t;

use super::{Ratings, board_season, cap, kind_words, leaderboard_line};
use crate::service::failure::{Failure, Refusable, refuse};
use crate::service::{
    Attachment, Board, Event, Notice, Refusal, Reply, SeasonRefusal, ServiceError, Where,
};

/// Players listed in a season's final standings.
pub const FINAL_TOP: usize = 10;

/// The shortest a scheduled season may be: a day.
pub const SHORTEST_SEASON: Duration = Duration::from_secs(86_400);

/// The refusal of a season option, said in `lang`.
pub(in crate::service) fn season_refusal<R: Refusable>(lang: Lang, why: &SeasonRefusal) -> R {
    refuse(
        Refusal::Season(why.clone()),
        season_refusal_words(lang, why),
    )
}

fn season_refusal_words(lang: Lang, why: &SeasonRefusal) -> String {
    match why {
        SeasonRefusal::NotNew(v) => t!(lang, "season-not-new", value = markup::quoted(v)),
        SeasonRefusal::BadLength(v) => t!(
            lang,
            "season-bad-length",
            value = markup::quoted(v),
            shortest = duration_words(lang, SHORTEST_SEASON)
        ),
        SeasonRefusal::NoSchedule => t!(lang, "season-channel-no-schedule"),
    }
}

/// A season's length as typed: `30d`, `2w`… as a turn's time is written (from a day to 365
/// days), or `off` (`None`) for no schedule.
fn parse_season_length(text: &str) -> Result<Option<Duration>, SeasonRefusal> {
    let bad = || SeasonRefusal::BadLength(text.to_string());
    match crate::notation::parse_time_limit(text) {
        Ok(None) => Ok(None),
        Ok(Some(d)) if d >= SHORTEST_SEASON => Ok(Some(d)),
        _ => Err(bad()),
    }
}

/// The season changes of `/focus settings`, checked before anything is saved.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub(in crate::service) struct SeasonChange {
    /// End the current season now.
    pub end_now: bool,
    /// A new schedule: `Some(None)` for none.
    pub length: Option<Option<Duration>>,
    /// Where the final standings are posted.
    pub channel: Option<ChannelId>,
}

/// Checks the season options of `/focus settings`: what to change, or why not.
pub(in crate::service) fn season_change(
    season: Option<&str>,
    length: Option<&str>,
    channel: Option<ChannelId>,
    has_schedule: bool,
) -> Result<SeasonChange, SeasonRefusal> {
    let mut change = SeasonChange {
        channel,
        ..SeasonChange::default()
    };
    if let Some(s) = season {
        if !s.trim().eq_ignore_ascii_case("new") {
            return Err(SeasonRefusal::NotNew(s.to_string()));
        }
        change.end_now = true;
    }
    if let Some(l) = length {
        change.length = Some(parse_season_length(l)?);
    }
    let scheduled = match change.length {
        Some(l) => l.is_some(),
        None => has_schedule,
    };
    if channel.is_some() && !scheduled {
        return Err(SeasonRefusal::NoSchedule);
    }
    Ok(change)
}

impl Ratings {
    /// The board a leaderboard's `season` option asks for: the current season (none given),
    /// `all`, or a season's number up to the current one; else the refusal to answer, in
    /// `lang`.
    pub(super) async fn board_asked(
        &self,
        lang: Lang,
        guild_id: ServerId,
        season: Option<&str>,
    ) -> Result<Board, Failure> {
        let current = self.core.store.current_season(guild_id).await?;
        let typed = season.map(str::trim).filter(|s| !s.is_empty());
        let Some(typed) = typed else {
            return Ok(Board::Season(current));
        };
        let lower = typed.to_ascii_lowercase();
        if matches!(lower.as_str(), "all" | "all-time" | "alltime") {
            return Ok(Board::AllTime);
        }
        if lower == "current" {
            return Ok(Board::Season(current));
        }
        match lower.parse::<i64>() {
            Ok(n) if (1..=current).contains(&n) => Ok(Board::Season(n)),
            _ => refuse(
                Refusal::NoSuchSeason(typed.to_string(), current),
                t!(
                    lang,
                    "leaderboard-bad-season",
                    season = markup::quoted(typed),
                    current = current
                ),
            ),
        }
    }

    /// "rank 3 of 40" or "not ranked yet", in `lang`, for a player `placed` on a board (the
    /// count of ranked players read from the database).
    pub(super) async fn rank_words(
        &self,
        lang: Lang,
        guild_id: ServerId,
        (board, kind): (Board, Kind),
        placed: &Placed,
    ) -> Result<String, ServiceError> {
        Ok(match placed.rank {
            Some(rank) => {
                let of = self
                    .core
                    .store
                    .ranked_count(guild_id, board_season(board), kind)
                    .await?;
                t!(lang, "stats-rank", rank = rank, of = of)
            }
            None => t!(
                lang,
                "stats-not-ranked",
                games = placed.standing.games,
                needed = LEADERBOARD_MIN_GAMES
            ),
        })
    }

    /// The line naming a board above a leaderboard, when the server has had seasons (a
    /// server in its first season has one board, which is also all-time).
    pub(in crate::service) async fn board_words(
        &self,
        lang: Lang,
        guild_id: ServerId,
        board: Board,
    ) -> Result<Option<String>, ServiceError> {
        let current = self.core.store.current_season(guild_id).await?;
        if current == 1 {
            return Ok(None);
        }
        Ok(Some(match board {
            Board::AllTime => t!(lang, "board-all-time"),
            Board::Season(n) if n == current => t!(lang, "board-current-season", season = n),
            Board::Season(n) => t!(lang, "board-past-season", season = n),
        }))
    }

    /// A player's rating line of one kind in the current season, for their stats, when the
    /// server has had seasons.
    pub(super) async fn season_stats_line(
        &self,
        lang: Lang,
        guild_id: ServerId,
        kind: Kind,
        who: &RatedPlayer,
    ) -> Result<Option<String>, ServiceError> {
        let season = self.core.store.current_season(guild_id).await?;
        if season == 1 {
            return Ok(None);
        }
        let board = Board::Season(season);
        let Some(placed) = self
            .core
            .store
            .placed(guild_id, Some(season), kind, who)
            .await?
        else {
            return Ok(Some(t!(lang, "stats-season-unrated", season = season)));
        };
        let mine = &placed.standing;
        let shown = mine.rating.shown();
        let rank = self
            .rank_words(lang, guild_id, (board, kind), &placed)
            .await?;
        Ok(Some(t!(
            lang,
            "stats-season",
            season = season,
            rating = shown.to_string(),
            deviation = format!("{:.0}", shown.deviation),
            rank = rank,
            games = mine.games
        )))
    }

    /// Applies checked season changes (after the other settings were saved): a schedule set
    /// in `place`'s channel unless `season_channel` names another, then the season ended
    /// now, its final standings posted.
    pub(in crate::service) async fn apply_season_change(
        &self,
        place: &Where,
        change: SeasonChange,
    ) -> Result<(), ServiceError> {
        let store = &self.core.store;
        let now = self.core.now();
        if let Some(length) = change.length {
            let channel = change.channel.unwrap_or(place.channel_id);
            store
                .set_season_schedule(place.guild_id, length.map(|l| (l, channel)), now)
                .await?;
        } else if let Some(channel) = change.channel {
            store.set_season_channel(place.guild_id, channel).await?;
        }
        if change.end_now {
            let ended = store.end_season(place.guild_id, now).await?;
            let channel = store
                .season_schedule(place.guild_id)
                .await?
                .map_or(place.channel_id, |s| s.channel_id);
            let notice = self
                .season_posted(
                    Where {
                        guild_id: place.guild_id,
                        channel_id: channel,
                    },
                    ended,
                )
                .await?;
            self.outbox.post(vec![notice]);
        }
        Ok(())
    }

    /// The season line of the settings.
    pub(in crate::service) async fn season_settings_words(
        &self,
        lang: Lang,
        guild_id: ServerId,
    ) -> Result<String, ServiceError> {
        let season = self.core.store.current_season(guild_id).await?;
        Ok(match self.core.store.season_schedule(guild_id).await? {
            None => t!(lang, "settings-season", season = season),
            Some(s) => {
                let left = u64::try_from(s.ends_at.saturating_sub(self.core.now())).unwrap_or(0);
                t!(
                    lang,
                    "settings-season-scheduled",
                    season = season,
                    length = duration_words(lang, s.length),
                    left = duration_words(lang, Duration::from_secs(left.div_ceil(1000))),
                    channel = markup::channel(s.channel_id.0)
                )
            }
        })
    }

    /// Ends the seasons due on their schedule, each exactly once across processes: their
    /// final standings to post.
    pub(in crate::service) async fn seasons_due(
        &self,
        now: i64,
    ) -> Result<Vec<Notice>, ServiceError> {
        let mut out = Vec::new();
        for (guild, due) in self.core.store.seasons_due(now).await? {
            let Some(ended) = self
                .core
                .store
                .end_season_on_schedule(guild, due, now)
                .await?
            else {
                continue;
            };
            let place = Where {
                guild_id: guild,
                channel_id: ended.channel_id,
            };
            out.push(self.season_posted(place, ended.number).await?);
        }
        Ok(out)
    }

    /// The post that season `season` of `place`'s server is over, written into the outbox
    /// (due at once): the delivery worker posts it, once.
    async fn season_posted(&self, place: Where, season: i64) -> Result<Notice, ServiceError> {
        let mut notice = self.season_over(place, season).await?;
        let mut post = self
            .outbox
            .new_post(&place, None, PostKind::Season, &notice.reply);
        post.due_at = self.core.now();
        notice.reply.post = Some(self.core.store.add_post(&post).await?);
        self.outbox.wake();
        Ok(notice)
    }

    /// The post that season `season` of `place`'s server is over: its final top
    /// [`FINAL_TOP`] of each kind, in the server's language.
    pub(in crate::service) async fn season_over(
        &self,
        place: Where,
        season: i64,
    ) -> Result<Notice, ServiceError> {
        let lang = self
            .core
            .server_lang(place.guild_id)
            .await?
            .unwrap_or(Lang::EnUs);
        let all = slash_commands::command_example(lang, "leaderboard", &[("season", "all")]);
        let mut text = t!(
            lang,
            "season-over",
            season = season,
            next = season + 1,
            all = all
        );
        let mut sections = Vec::new();
        for kind in Kind::ALL {
            let listed = self
                .core
                .store
                .standings_page(place.guild_id, Some(season), kind, 0, FINAL_TOP)
                .await?;
            let _ = write!(
                text,
                "\n{}",
                t!(
                    lang,
                    "season-over-kind",
                    kind = cap(&kind_words(lang, kind))
                )
            );
            if listed.is_empty() {
                let _ = write!(
                    text,
                    "\n{}",
                    t!(lang, "season-over-nobody", needed = LEADERBOARD_MIN_GAMES)
                );
            }
            for (i, s) in listed.iter().take(FINAL_TOP).enumerate() {
                let _ = write!(text, "\n{}", leaderboard_line(lang, i + 1, s));
            }
            sections.push(StandingSection {
                heading: cap(&kind_words(lang, kind)),
                lines: listed
                    .iter()
                    .take(FINAL_TOP)
                    .enumerate()
                    .map(|(i, s)| StandingLine {
                        rank: i + 1,
                        name: match s.player.computer {
                            Some(level) => computer_name(lang, level),
                            None => s.name.clone(),
                        },
                        rating: {
                            let shown = s.rating.shown();
                            format!("{shown} ± {:.0}", shown.deviation)
                        },
                    })
                    .collect(),
                empty: t!(lang, "season-over-nobody", needed = LEADERBOARD_MIN_GAMES),
            });
        }
        let title = t!(lang, "season-picture-title", season = season);
        let png = tokio::task::spawn_blocking(move || standings_png(&title, &sections)).await??;
        let number = season.to_string();
        let example =
            slash_commands::command_example(lang, "leaderboard", &[("season", number.as_str())]);
        let _ = write!(
            text,
            "\n{}",
            t!(lang, "season-over-foot", example = example)
        );
        let mut reply = Reply::public(text);
        reply.image = Some(Attachment {
            filename: format!("focus-season-{season}.png"),
            bytes: png,
        });
        reply.events.push(Event::SeasonEnded {
            guild: place.guild_id,
            season,
        });
        Ok(Notice { place, reply })
    }
}
