//! A page of a tournament's standings: a big field (a Swiss of hundreds) is shown
//! [`STANDINGS_PAGE`] entrants at a time, in the text and the picture alike, with the reader's
//! own line after a gap ("…") when it is not on the page. Round posts and the final post show
//! the top page, for no one in particular.

use crate::tournament::standings::Standing;

use super::state::TournamentState;
use crate::store::UserId;

/// Entrants on one page of a tournament's standings.
pub const STANDINGS_PAGE: usize = 20;

/// Which page of the standings to show (from 1), and whose own line to add.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StandingsView {
    /// The page, from 1.
    pub page: usize,
    /// The reader, whose line follows the page when it is not on it.
    pub reader: Option<UserId>,
}

impl StandingsView {
    /// The top page, for no one in particular (a round's post, the final post).
    pub const TOP: StandingsView = StandingsView {
        page: 1,
        reader: None,
    };
}

/// How many pages `count` entrants fill (at least 1).
#[must_use]
pub fn page_count(count: usize) -> usize {
    count.div_ceil(STANDINGS_PAGE).max(1)
}

/// One page of standings lines: the page's, then the reader's own when it is elsewhere.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Paged<T> {
    /// The page's lines, best first.
    pub rows: Vec<T>,
    /// The reader's line, when not on the page.
    pub own: Option<T>,
    /// Which line is the reader's (on the page, or `own`).
    pub reader_seed: Option<usize>,
    /// The page shown, from 1.
    pub page: usize,
    /// How many pages there are.
    pub pages: usize,
    /// How many entrants the standings have.
    pub total: usize,
}

/// The page `view` asks for of `lines` (its standing by `standing`); a page past the last
/// shows the last.
pub(super) fn paged<T>(
    state: &TournamentState,
    lines: Vec<T>,
    view: StandingsView,
    standing: impl Fn(&T) -> &Standing,
) -> Paged<T> {
    let total = lines.len();
    let pages = page_count(total);
    let page = view.page.clamp(1, pages);
    let start = (page - 1) * STANDINGS_PAGE;
    let reader_seed = view.reader.and_then(|u| state.seed_of(u));
    let mut own = None;
    let mut rows = Vec::with_capacity(STANDINGS_PAGE);
    for (i, line) in lines.into_iter().enumerate() {
        if (start..start + STANDINGS_PAGE).contains(&i) {
            rows.push(line);
        } else if Some(standing(&line).seed) == reader_seed {
            own = Some(line);
        }
    }
    Paged {
        rows,
        own,
        reader_seed,
        page,
        pages,
        total,
    }
}
