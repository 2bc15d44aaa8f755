//! A tournament's standings as a picture, in a reader's language: the standings of
//! [`crate::tournament::standings`], the entrants' names, their numbers written as the text
//! writes them, and each entrant's mark for one round (won, part of the points, lost, a bye,
//! still playing: by the share of the table's points they scored), drawn by
//! [`crate::render::tournament_standings_png`] with the words of the language files.
//!
//! `/focus tournament standings` shows it as of the latest round (titled "during" while its
//! games play); a round's post (from round 2) as of the round just over, without the new
//! round's byes; the final post as it ended. The outbox keeps no picture: which
//! standings a post shows is kept ([`standings_shown`], the outbox's) and the picture drawn again at delivery.

use crate::i18n::Lang;
use crate::render::{
    EntrantLine, Figures, RoundMark, StandingsWords, isolated, tournament_standings_png,
};
use crate::store::{TournamentId, TournamentStatus, TournamentTable, UserId};
use crate::t;
use crate::tournament::points::{Share, share, table_points};
use crate::tournament::standings::standings;
use crate::tournament::{Finish, Format, Rules};

use super::Tournaments;
use super::page::{StandingsView, paged};
use super::state::{TournamentState, is_bye};
use super::text::{rating_words, score_words};
use crate::service::outbox::standings_shown;
use crate::service::{Attachment, Reply, ServiceError};

/// What `user` did at `table`: a bye, still playing, or by the share of the table's points
/// they scored (all a seat can, part, none).
fn mark_at(rules: &Rules, table: &TournamentTable, user: UserId) -> Option<RoundMark> {
    let seat = table.seats.iter().position(|&u| u == user)?;
    if is_bye(table) {
        return Some(RoundMark::Bye);
    }
    let Some(places) = &table.places else {
        return Some(RoundMark::Playing);
    };
    let points = table_points(
        rules,
        &Finish {
            places: places.clone(),
        },
    );
    Some(match share(rules, *points.get(seat)?) {
        Share::All => RoundMark::Won,
        Share::Part => RoundMark::Part,
        Share::None => RoundMark::Lost,
    })
}

/// The round a picture shows: `round` if given, else the latest paired (0 before any).
fn shown_round(state: &TournamentState, round: Option<u32>) -> u32 {
    round.unwrap_or_else(|| state.latest_round())
}

/// Each entrant's mark in `round` (the latest paired if `None`), by user id (none for who sat
/// no table in it: they left).
pub fn latest_marks(state: &TournamentState, round: Option<u32>) -> Vec<(UserId, RoundMark)> {
    let round = shown_round(state, round);
    let rules = state.rules();
    state
        .entrants
        .iter()
        .filter_map(|e| {
            state
                .tables
                .iter()
                .filter(|t| t.round == round)
                .find_map(|t| mark_at(&rules, t, e.user_id))
                .map(|mark| (e.user_id, mark))
        })
        .collect()
}

/// The picture's words in `lang` for the standings of `round` (the latest if `None`): the
/// title says "final" for a finished tournament's last round, else the round, "during" it
/// while its games play.
pub fn standings_words(lang: Lang, state: &TournamentState, round: Option<u32>) -> StandingsWords {
    let spec = &state.tournament.spec;
    let round = shown_round(state, round);
    // Drawn as it is (no markup): the name given, isolated so that a right-to-left name is
    // laid out as on its own and the title's words keep their order; or the default one.
    let name = match spec.name.trim() {
        "" => t!(lang, "tournament-default-name", id = state.tournament.id),
        given => isolated(given),
    };
    let last = round == state.latest_round();
    let title = if state.tournament.status == TournamentStatus::Finished && last {
        t!(lang, "tournament-picture-final", name = name.as_str())
    } else if state.round_over(round) {
        t!(
            lang,
            "tournament-picture-title",
            name = name.as_str(),
            round = round,
            rounds = state.total_rounds()
        )
    } else {
        t!(
            lang,
            "tournament-picture-title-during",
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
            t!(lang, "tournament-mark-part"),
            t!(lang, "tournament-mark-lost"),
            t!(lang, "tournament-mark-bye"),
            t!(lang, "tournament-mark-playing"),
        ],
    }
}

/// The lines of the picture: the standings of rounds 1..=`round` (the latest if `None`; a
/// later round's bye does not count yet) with names, numbers written in `lang` and that
/// round's marks, best first. Empty before the start (no seeds yet).
pub fn entrant_lines(lang: Lang, state: &TournamentState, round: Option<u32>) -> Vec<EntrantLine> {
    if state.tournament.started_at.is_none() {
        return Vec::new();
    }
    let marks = latest_marks(state, round);
    let played = state.played_through(shown_round(state, round));
    standings(&state.rules(), &state.ratings(), &played)
        .into_iter()
        .map(|standing| {
            let entrant = state
                .entrants
                .iter()
                .find(|e| e.seed == Some(standing.seed as u32));
            let user = entrant.map(|e| e.user_id);
            EntrantLine {
                name: entrant.map(|e| e.name.clone()).unwrap_or_default(),
                figures: Figures {
                    points: score_words(lang, standing.points.as_f64()),
                    buchholz: score_words(lang, standing.buchholz),
                    sonneborn_berger: score_words(lang, standing.sonneborn_berger),
                    rating: rating_words(lang, standing.rating),
                },
                mark: marks
                    .iter()
                    .find(|(u, _)| Some(*u) == user)
                    .map(|(_, m)| *m),
                standing,
                gap: false,
                own: false,
            }
        })
        .collect()
}

/// The lines of one page of the picture ([`entrant_lines`], [`StandingsView`]'s page), the
/// reader's in bold, after a gap when it is not on the page; and how many pages there are.
pub fn entrant_page(
    lang: Lang,
    state: &TournamentState,
    round: Option<u32>,
    view: StandingsView,
) -> (Vec<EntrantLine>, usize) {
    let page = paged(state, entrant_lines(lang, state, round), view, |l| {
        &l.standing
    });
    let mut lines = page.rows;
    lines.extend(page.own.map(|own| EntrantLine { gap: true, ..own }));
    for line in &mut lines {
        line.own = Some(line.standing.seed) == page.reader_seed;
    }
    (lines, page.pages)
}

/// The standings picture of a started tournament with the marks of `round` (the latest if
/// `None`), its top page, as `focus-tournament-<id>.png`; `None` before it started. Drawn off
/// the async threads.
pub async fn standings_picture(
    lang: Lang,
    state: &TournamentState,
    round: Option<u32>,
) -> Result<Option<Attachment>, ServiceError> {
    standings_picture_page(lang, state, round, StandingsView::TOP).await
}

/// [`standings_picture`], the page `view` asks for (the title says which of how many, when
/// there are several) with the reader's line.
pub async fn standings_picture_page(
    lang: Lang,
    state: &TournamentState,
    round: Option<u32>,
    view: StandingsView,
) -> Result<Option<Attachment>, ServiceError> {
    if state.tournament.started_at.is_none() {
        return Ok(None);
    }
    let mut words = standings_words(lang, state, round);
    let (lines, pages) = entrant_page(lang, state, round, view);
    if pages > 1 {
        words.title = t!(
            lang,
            "tournament-picture-page",
            title = words.title.as_str(),
            page = view.page.clamp(1, pages),
            pages = pages
        );
    }
    let bytes =
        tokio::task::spawn_blocking(move || tournament_standings_png(&words, &lines)).await??;
    Ok(Some(Attachment {
        filename: format!("focus-tournament-{}.png", state.tournament.id),
        bytes,
    }))
}

impl Tournaments {
    /// The standings picture of tournament `tid` in `lang` with the marks of `round` (the
    /// latest if `None`); `None` if there is no such tournament or it has not started.
    pub(in crate::service) async fn picture(
        &self,
        lang: Lang,
        tid: TournamentId,
        round: Option<u32>,
    ) -> Result<Option<Attachment>, ServiceError> {
        match self.state(tid).await? {
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
            reply.image = self.picture(lang, tid, round).await?;
        }
        Ok(())
    }
}
