//! A tournament's standings as a picture, in a reader's language: the standings of
//! [`crate::tournament::standings`], the entrants' names, and each entrant's mark for one
//! round (won, drawn, lost, a bye, still playing), drawn by
//! [`crate::render::tournament_standings_png`] with the words of the language files.
//!
//! `/focus tournament standings` shows it as of the latest round; a round's post (from round 2)
//! as of the round just over; the final post as it ended. The outbox keeps no picture: which
//! standings a post shows is kept ([`standings_shown`]) and the picture drawn again at delivery.

use crate::i18n::Lang;
use crate::render::{EntrantLine, RoundMark, StandingsWords, tournament_standings_png};
use crate::store::{TournamentStatus, TournamentTable};
use crate::t;
use crate::tournament::Format;
use crate::tournament::standings::standings;

use super::tournament_state::TournamentState;
use super::types::{Attachment, ServiceError};
use super::{Event, Reply, Service, TournamentEvent};

/// What `user` did at `table`: a bye, still playing, or by their place among the others'.
fn mark_at(table: &TournamentTable, user: u64) -> Option<RoundMark> {
    let seat = table.seats.iter().position(|&u| u == user)?;
    if table.seats.len() == 1 && table.game_id.is_none() {
        return Some(RoundMark::Bye);
    }
    let Some(places) = &table.places else {
        return Some(RoundMark::Playing);
    };
    let place = *places.get(seat)?;
    let level = places.iter().filter(|&&p| p == place).count();
    Some(if place == 0 && level == 1 {
        RoundMark::Won
    } else if place == 0 {
        RoundMark::Drawn
    } else {
        RoundMark::Lost
    })
}

/// The round a picture shows: `round` if given, else the latest paired (0 before any).
fn shown_round(state: &TournamentState, round: Option<u32>) -> u32 {
    round.unwrap_or_else(|| state.tables.iter().map(|t| t.round).max().unwrap_or(0))
}

/// Each entrant's mark in `round` (the latest paired if `None`), by user id (none for who sat
/// no table in it: they left).
pub fn latest_marks(state: &TournamentState, round: Option<u32>) -> Vec<(u64, RoundMark)> {
    let round = shown_round(state, round);
    state
        .entrants
        .iter()
        .filter_map(|e| {
            state
                .tables
                .iter()
                .filter(|t| t.round == round)
                .find_map(|t| mark_at(t, e.user_id))
                .map(|mark| (e.user_id, mark))
        })
        .collect()
}

/// The picture's words in `lang`.
fn words(lang: Lang, state: &TournamentState, round: Option<u32>) -> StandingsWords {
    let spec = &state.tournament.spec;
    let round = shown_round(state, round);
    // Drawn as it is (no markup): the name given, or the default one.
    let name = match spec.name.trim() {
        "" => t!(lang, "tournament-default-name", id = state.tournament.id),
        given => given.to_string(),
    };
    let title = if state.tournament.status == TournamentStatus::Finished {
        t!(lang, "tournament-picture-final", name = name.as_str())
    } else {
        t!(
            lang,
            "tournament-picture-title",
            name = name.as_str(),
            round = round,
            rounds = state.total_rounds()
        )
    };
    let swiss = matches!(state.rules().format, Format::Swiss { .. });
    StandingsWords {
        title,
        points: t!(lang, "tournament-picture-points"),
        buchholz: swiss.then(|| t!(lang, "tournament-picture-buchholz")),
        sonneborn_berger: t!(lang, "tournament-picture-sb"),
        rating: t!(lang, "tournament-picture-rating"),
        marks: [
            t!(lang, "tournament-mark-won"),
            t!(lang, "tournament-mark-drawn"),
            t!(lang, "tournament-mark-lost"),
            t!(lang, "tournament-mark-bye"),
            t!(lang, "tournament-mark-playing"),
        ],
    }
}

/// The lines of the picture: the standings with names and marks of `round` (the latest if
/// `None`), best first. Empty before the start (no seeds yet).
pub fn entrant_lines(state: &TournamentState, round: Option<u32>) -> Vec<EntrantLine> {
    if state.tournament.started_at.is_none() {
        return Vec::new();
    }
    let marks = latest_marks(state, round);
    standings(&state.rules(), &state.ratings(), &state.played())
        .into_iter()
        .map(|standing| {
            let entrant = state
                .entrants
                .iter()
                .find(|e| e.seed == Some(standing.seed as u32));
            let user = entrant.map(|e| e.user_id);
            EntrantLine {
                name: entrant.map(|e| e.name.clone()).unwrap_or_default(),
                mark: marks
                    .iter()
                    .find(|(u, _)| Some(*u) == user)
                    .map(|(_, m)| *m),
                standing,
            }
        })
        .collect()
}

/// The standings picture of a started tournament with the marks of `round` (the latest if
/// `None`), as `focus-tournament-<id>.png`; `None` before it started. Drawn off the async
/// threads.
pub async fn standings_picture(
    lang: Lang,
    state: &TournamentState,
    round: Option<u32>,
) -> Result<Option<Attachment>, ServiceError> {
    if state.tournament.started_at.is_none() {
        return Ok(None);
    }
    let words = words(lang, state, round);
    let lines = entrant_lines(state, round);
    let bytes =
        tokio::task::spawn_blocking(move || tournament_standings_png(&words, &lines)).await??;
    Ok(Some(Attachment {
        filename: format!("focus-tournament-{}.png", state.tournament.id),
        bytes,
    }))
}

/// The standings a public post shows as a picture, from what it says happened: a round's post
/// from round 2 the standings after the round before (`Some(round - 1)`), the final post the
/// final ones (`None`: the latest round). `None` for any other post.
pub(super) fn standings_shown(reply: &Reply) -> Option<(i64, Option<u32>)> {
    reply.events.iter().find_map(|e| match e {
        Event::Tournament(TournamentEvent::RoundOpened { tournament, round }) if *round > 1 => {
            Some((*tournament, Some(round - 1)))
        }
        Event::Tournament(TournamentEvent::Finished { tournament, .. }) => {
            Some((*tournament, None))
        }
        _ => None,
    })
}

impl Service {
    /// The standings picture of tournament `tid` in `lang` with the marks of `round` (the
    /// latest if `None`); `None` if there is no such tournament or it has not started.
    pub(super) async fn tournament_picture(
        &self,
        lang: Lang,
        tid: i64,
        round: Option<u32>,
    ) -> Result<Option<Attachment>, ServiceError> {
        match self.tournament(tid).await? {
            Some(state) => standings_picture(lang, &state, round).await,
            None => Ok(None),
        }
    }

    /// Adds the standings picture a post shows ([`standings_shown`]) to its reply.
    pub(super) async fn with_standings(
        &self,
        lang: Lang,
        reply: &mut Reply,
    ) -> Result<(), ServiceError> {
        if let Some((tid, round)) = standings_shown(reply) {
            reply.image = self.tournament_picture(lang, tid, round).await?;
        }
        Ok(())
    }
}
