//! A tournament's posts in words: the sign-up, a round's tables, the standings, the final post
//! and the heading of its games' posts ("Round 2, table 3"). Names and channels are marked
//! ([`crate::markup`]) for each front end to write its own way.

use std::fmt::Write as _;

use crate::i18n::Lang;
use crate::markup;
use crate::slash_commands::example::{bare, command_example};
use crate::store::{TournamentFormat, TournamentStatus, UserId};
use crate::t;
use crate::tournament::points::{bye_points, quarters_text, table_points};
use crate::tournament::standings::standings as ranked;
use crate::tournament::{Finish, Points};

use super::page::{StandingsView, paged};
use super::state::{TournamentState, is_bye};
use super::types::TournamentRefusal;
use crate::service::text::{mention, person};

/// A tournament's name: its own, or "Tournament N".
pub(super) fn name_of(lang: Lang, state: &TournamentState) -> String {
    let name = state.tournament.spec.name.trim();
    if name.is_empty() {
        t!(lang, "tournament-default-name", id = state.tournament.id)
    } else {
        markup::quoted(name)
    }
}

/// The sign-up post's heading: a named tournament with its number, which the commands take; an
/// unnamed one's default name already says it.
fn signup_heading(lang: Lang, state: &TournamentState) -> String {
    let id = state.tournament.id;
    if state.tournament.spec.name.trim().is_empty() {
        t!(
            lang,
            "tournament-signup-heading",
            name = name_of(lang, state)
        )
    } else {
        t!(
            lang,
            "tournament-signup-heading-named",
            name = name_of(lang, state),
            id = id
        )
    }
}

/// Points as a player reads them: `1`, `½`, `2½`.
pub(super) fn points_words(points: Points) -> String {
    let halves = points.halves();
    match (halves / 2, halves % 2) {
        (0, 1) => "½".to_string(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// A score or a tie-break as a reader writes it, in the text and the picture alike: in
/// quarters (`4`, `3½`, `2¼`), the finest they come in; anything else with two decimals in the
/// language's form.
pub(super) fn score_words(lang: Lang, value: f64) -> String {
    // `+ 0.0` makes a negative zero positive.
    quarters_text(value + 0.0).unwrap_or_else(|| crate::i18n::number(lang, value + 0.0, Some(2)))
}

/// A rating as a reader writes it, in the text and the picture alike: `1,500` in English and
/// Japanese, `1 500` in French, `1.500` in Italian.
pub(super) fn rating_words(lang: Lang, rating: i32) -> String {
    crate::i18n::number(lang, f64::from(rating), None)
}

/// The format in words: "Swiss, 3 rounds", "round robin", "double round robin".
fn format_words(lang: Lang, state: &TournamentState) -> String {
    let spec = &state.tournament.spec;
    match spec.format {
        TournamentFormat::Swiss => match spec.rounds {
            Some(rounds) => t!(lang, "tournament-format-swiss", rounds = rounds),
            None => t!(lang, "tournament-format-swiss-auto"),
        },
        TournamentFormat::RoundRobin if spec.double => t!(lang, "tournament-format-double"),
        TournamentFormat::RoundRobin => t!(lang, "tournament-format-roundrobin"),
    }
}

/// The most entrants a sign-up post names; the rest are counted.
const SIGNUP_NAMES: usize = 40;

/// The sign-up post: what it is and who has joined.
pub(super) fn signup(lang: Lang, state: &TournamentState) -> String {
    let spec = &state.tournament.spec;
    let time = match spec.turn_limit {
        Some(limit) => crate::i18n::duration_words(lang, limit),
        None => t!(lang, "tournament-no-limit"),
    };
    let mut text = t!(
        lang,
        "tournament-signup",
        heading = signup_heading(lang, state),
        format = format_words(lang, state),
        players = spec.per_table,
        time = time,
        rated = if spec.rated {
            String::new()
        } else {
            t!(lang, "tournament-unrated")
        }
    );
    text.push('\n');
    if state.entrants.is_empty() {
        text.push_str(&t!(lang, "tournament-no-entrants"));
    } else {
        // A big field's post names the first ones (a Discord message holds 2,000 characters).
        let mut names: Vec<String> = state
            .entrants
            .iter()
            .take(SIGNUP_NAMES)
            .map(|e| person(lang, &e.name))
            .collect();
        let more = state.entrants.len().saturating_sub(SIGNUP_NAMES);
        if more > 0 {
            names.push(t!(lang, "tournament-entrants-more", count = more));
        }
        let names = names.join(&t!(lang, "list-separator"));
        let count = state.entrants.len();
        text.push_str(&match spec.max_players {
            Some(cap) => t!(
                lang,
                "tournament-entrants-capped",
                count = count,
                cap = cap,
                names = names
            ),
            None => t!(lang, "tournament-entrants", count = count, names = names),
        });
    }
    if state.tournament.status == TournamentStatus::Signup {
        let id = state.tournament.id;
        text.push('\n');
        text.push_str(&t!(
            lang,
            "tournament-how-to-join",
            join = command_example(lang, "tournament join", &[("id", &id.to_string())]),
            start = command_example(lang, "tournament start", &[("id", &id.to_string())])
        ));
    }
    text
}

/// The heading of a table's game posts: "Tournament 3 — round 2, table 3".
pub(super) fn table_heading(lang: Lang, state: &TournamentState, round: u32, board: u32) -> String {
    t!(
        lang,
        "tournament-table-heading",
        name = name_of(lang, state),
        round = round,
        board = board
    )
}

/// A round's post: the standings so far (from round 2), then each table with its players in
/// seat order and its channel, then the byes.
pub(super) fn round_post(lang: Lang, state: &TournamentState, round: u32) -> String {
    let mut text = String::new();
    if round > 1 {
        text.push_str(&standings_after(lang, state, round - 1, StandingsView::TOP));
        text.push_str("\n\n");
    }
    text.push_str(&t!(
        lang,
        "tournament-round",
        name = name_of(lang, state),
        round = round,
        rounds = state.total_rounds()
    ));
    let rules = state.rules();
    for table in state.tables.iter().filter(|t| t.round == round) {
        text.push('\n');
        let players: Vec<String> = table.seats.iter().map(|&u| mention(u)).collect();
        if is_bye(table) {
            text.push_str(&t!(
                lang,
                "tournament-bye",
                player = players.join(""),
                points = points_words(bye_points(&rules))
            ));
        } else {
            text.push_str(&t!(
                lang,
                "tournament-table",
                board = table.board,
                players = players.join(&t!(lang, "list-separator")),
                channel = table
                    .channel_id
                    .map_or_else(String::new, |c| markup::channel(c.0))
            ));
        }
    }
    text
}

/// The standings as the rounds so far left them: after the latest round once its games are
/// over, during it while some still play (the title says which); the page `view` asks for.
pub(super) fn standings(lang: Lang, state: &TournamentState, view: StandingsView) -> String {
    standings_after(lang, state, state.latest_round(), view)
}

/// The standings of rounds 1..=`round` (nothing of a later round counts, not even its bye)
/// with round `round`'s results marked: rank, name, points, tie-breaks, rating at the start.
/// Titled "after round N" once its games are over, "during round N" while some still play.
/// A big field shows the page `view` asks for, the reader's line after a gap ("…") when it is
/// elsewhere, and which page it is.
fn standings_after(lang: Lang, state: &TournamentState, round: u32, view: StandingsView) -> String {
    let rules = state.rules();
    let played = state.played_through(round);
    let page = paged(
        state,
        ranked(&rules, &state.ratings(), &played),
        view,
        |l| l,
    );
    let swiss = state.tournament.spec.format == TournamentFormat::Swiss;
    let name = name_of(lang, state);
    let mut text = match (swiss, state.round_over(round)) {
        (true, true) => t!(
            lang,
            "tournament-standings-swiss",
            name = name,
            round = round
        ),
        (true, false) => t!(
            lang,
            "tournament-standings-swiss-during",
            name = name,
            round = round
        ),
        (false, true) => t!(
            lang,
            "tournament-standings-robin",
            name = name,
            round = round
        ),
        (false, false) => t!(
            lang,
            "tournament-standings-robin-during",
            name = name,
            round = round
        ),
    };
    let own = page.own.map(|line| (true, line));
    for (gap, line) in page.rows.into_iter().map(|line| (false, line)).chain(own) {
        let Some(entrant) = state
            .entrants
            .iter()
            .find(|e| e.seed == Some(line.seed as u32))
        else {
            continue;
        };
        if gap {
            text.push_str("\n…");
        }
        let result = this_round(lang, state, entrant.user_id, round);
        let tiebreaks = if swiss {
            t!(
                lang,
                "tournament-tiebreaks-swiss",
                buchholz = score_words(lang, line.buchholz),
                sb = score_words(lang, line.sonneborn_berger)
            )
        } else {
            t!(
                lang,
                "tournament-tiebreaks-robin",
                sb = score_words(lang, line.sonneborn_berger)
            )
        };
        let _ = write!(
            text,
            "\n{}",
            t!(
                lang,
                "tournament-standing",
                rank = line.rank,
                player = person(lang, &entrant.name),
                points = points_words(line.points),
                n = line.points.as_f64(),
                tiebreaks = tiebreaks,
                rating = rating_words(lang, line.rating),
                result = result,
                left = if entrant.active {
                    String::new()
                } else {
                    t!(lang, "tournament-withdrew")
                }
            )
        );
    }
    if page.pages > 1 {
        let other = page.page % page.pages + 1;
        let _ = write!(
            text,
            "\n{}",
            t!(
                lang,
                "tournament-standings-page",
                page = page.page,
                pages = page.pages,
                count = page.total,
                command = command_example(
                    lang,
                    "tournament standings",
                    &[
                        ("id", &state.tournament.id.to_string()),
                        ("page", &other.to_string())
                    ]
                )
            )
        );
    }
    text
}

/// What a player scored in round `round`: "+1", "+½", "+0", a bye, or still playing.
fn this_round(lang: Lang, state: &TournamentState, user: UserId, round: u32) -> String {
    let rules = state.rules();
    let Some(table) = state
        .tables
        .iter()
        .find(|t| t.round == round && t.seats.contains(&user))
    else {
        return String::new();
    };
    if is_bye(table) {
        return t!(
            lang,
            "tournament-result-bye",
            points = points_words(bye_points(&rules))
        );
    }
    match &table.places {
        Some(places) => {
            let points = table_points(
                &rules,
                &Finish {
                    places: places.clone(),
                },
            );
            let seat = table.seats.iter().position(|&u| u == user).unwrap_or(0);
            let got = points.get(seat).copied().unwrap_or(Points(0));
            t!(lang, "tournament-result", points = points_words(got))
        }
        None => t!(lang, "tournament-result-playing"),
    }
}

/// The final post: the winner, the podium and the final standings; and the winner's id.
pub(super) fn final_post(lang: Lang, state: &TournamentState) -> (String, UserId) {
    let lines = ranked(&state.rules(), &state.ratings(), &state.played());
    let user = |seed: usize| {
        state
            .entrants
            .iter()
            .find(|e| e.seed == Some(seed as u32))
            .map(|e| e.user_id)
    };
    let winner = lines
        .first()
        .and_then(|l| user(l.seed))
        .unwrap_or(UserId(0));
    let podium: Vec<String> = lines
        .iter()
        .take(3)
        .filter_map(|l| {
            let u = user(l.seed)?;
            Some(t!(
                lang,
                "tournament-podium-place",
                rank = l.rank,
                player = mention(u),
                points = points_words(l.points),
                n = l.points.as_f64()
            ))
        })
        .collect();
    let mut text = t!(
        lang,
        "tournament-final",
        name = name_of(lang, state),
        winner = mention(winner),
        podium = podium.join(&t!(lang, "list-separator"))
    );
    text.push_str("\n\n");
    text.push_str(&standings(lang, state, StandingsView::TOP));
    (text, winner)
}

/// The post saying that round `round` cannot be paired, to the channel and its creator.
pub(super) fn unpaired_post(lang: Lang, state: &TournamentState, round: u32) -> String {
    t!(
        lang,
        "tournament-unpaired",
        name = name_of(lang, state),
        round = round,
        creator = mention(state.tournament.spec.creator_id),
        start_command = bare(lang, "tournament start"),
        cancel_command = bare(lang, "tournament cancel")
    )
}

/// One line of `/focus tournament list`.
pub(super) fn list_line(lang: Lang, state: &TournamentState) -> String {
    let status = match state.tournament.status {
        TournamentStatus::Signup => t!(lang, "tournament-status-signup"),
        TournamentStatus::Running => t!(
            lang,
            "tournament-status-running",
            round = state.tables.iter().map(|t| t.round).max().unwrap_or(0),
            rounds = state.total_rounds()
        ),
        TournamentStatus::Finished => t!(lang, "tournament-status-finished"),
        TournamentStatus::Cancelled => t!(lang, "tournament-status-cancelled"),
    };
    t!(
        lang,
        "tournament-list-line",
        id = state.tournament.id,
        name = name_of(lang, state),
        format = format_words(lang, state),
        players = state.tournament.spec.per_table,
        count = state.entrants.len(),
        status = status
    )
}

/// Why a tournament command changed nothing, in words.
pub(super) fn refusal(lang: Lang, why: &TournamentRefusal) -> String {
    match why {
        TournamentRefusal::NoTournament => t!(
            lang,
            "tournament-none",
            list_command = bare(lang, "tournament list")
        ),
        TournamentRefusal::WhichOne { open } => {
            let ids: Vec<String> = open.iter().map(ToString::to_string).collect();
            t!(
                lang,
                "tournament-which",
                ids = ids.join(&t!(lang, "list-separator")),
                example = command_example(
                    lang,
                    "tournament join",
                    &[("id", &open.first().map_or(1, |t| t.0).to_string())]
                )
            )
        }
        TournamentRefusal::CreateRestricted => t!(lang, "tournament-create-restricted"),
        TournamentRefusal::NotOrganizer => t!(lang, "tournament-not-organizer"),
        TournamentRefusal::SignupClosed => t!(lang, "tournament-signup-closed"),
        TournamentRefusal::NotRunning => t!(lang, "tournament-not-running"),
        TournamentRefusal::AlreadyIn => t!(lang, "tournament-already-in"),
        TournamentRefusal::Full { cap } => t!(
            lang,
            "tournament-full",
            cap = *cap,
            list_command = bare(lang, "tournament list")
        ),
        TournamentRefusal::NotIn => t!(lang, "tournament-not-in"),
        TournamentRefusal::TooFew { have, need } => {
            t!(lang, "tournament-too-few", have = *have, need = *need)
        }
        TournamentRefusal::Unpaired { round } => t!(
            lang,
            "tournament-unpaired-still",
            round = *round,
            cancel_command = bare(lang, "tournament cancel")
        ),
        TournamentRefusal::RoundUnderWay => t!(lang, "tournament-round-under-way"),
        TournamentRefusal::NoPage { page, pages } => {
            t!(lang, "tournament-bad-page", page = *page, pages = *pages)
        }
        TournamentRefusal::NotCoverable { have, works } => {
            t!(
                lang,
                "tournament-not-coverable",
                have = *have,
                works = *works
            )
        }
    }
}
