//! What the web pages show of a tournament, in words of a language: its standings (the table
//! the text standings give, the picture the posts carry), every round's tables with their
//! players, their result or "playing", and which game pages they may link to; and a server's
//! tournaments for its page. The web front end marks them up. The pages follow a tournament
//! live through the service's broadcast ([`Service::turns`](crate::service::Service::turns)), which says when one of its games
//! ended, a round opened or it finished.

use crate::i18n::Lang;
use crate::store::{ChannelId, GameId, ServerId, TournamentId, TournamentStatus, UserId};
use crate::t;
use crate::tournament::Finish;
use crate::tournament::points::{bye_points, table_points};

use super::picture::{entrant_lines, standings_picture, standings_words};
use super::state::{TournamentState, is_bye};
use super::text::{list_line, name_of, points_words};
use super::{TournamentEvent, Tournaments};
use crate::service::text::person;
use crate::service::{Event, ServiceError};

/// How many finished tournaments a server's page lists (the running ones are all listed).
const FINISHED_TOURNAMENTS: i64 = 10;

/// A tournament as its web page shows it, in one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentView {
    /// The tournament.
    pub id: TournamentId,
    /// Its server.
    pub guild_id: ServerId,
    /// The language it is said in.
    pub lang: Lang,
    /// Its name (marked text).
    pub name: String,
    /// Its format and where it stands, as `/focus tournament list` says it (marked text).
    pub summary: String,
    /// Whether its rounds are still being played (the page follows it live).
    pub running: bool,
    /// The standings picture's title (plain text: the picture's text alternative); `None`
    /// before the start, when there are no standings.
    pub picture_title: Option<String>,
    /// The standings table's column heads: rank, player, points, Buchholz (Swiss only), S-B,
    /// rating, this round.
    pub columns: Vec<String>,
    /// The standings, best first.
    pub standings: Vec<StandingRow>,
    /// Every round paired, the latest first.
    pub rounds: Vec<RoundView>,
}

/// One line of the standings table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingRow {
    /// The rank, from 1.
    pub rank: usize,
    /// The entrant's name (marked text).
    pub name: String,
    /// The figures after the name, one a column: points, tie-breaks, rating, this round's
    /// result (the text standings' numbers).
    pub figures: Vec<String>,
}

/// One round of a tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundView {
    /// The round, from 1.
    pub round: u32,
    /// "Round 2" (plain text).
    pub heading: String,
    /// Its tables, then its byes.
    pub tables: Vec<TableView>,
}

/// One table of a round (or a bye).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableView {
    /// "Table 3", or "bye" (plain text).
    pub label: String,
    /// The players in seat order (marked text).
    pub players: Vec<String>,
    /// The result: each seat's points in seat order (`1–0`, `2–1–0`), "playing", or the bye's
    /// points (plain text).
    pub result: String,
    /// Its game, when its page may be linked to: its channel is one anyone can view.
    pub game: Option<GameId>,
}

/// Whether `event` changes tournament `id`'s page.
#[must_use]
pub fn changes_tournament(event: &Event, id: TournamentId) -> bool {
    matches!(event, Event::Tournament(e) if e.tournament() == id)
}

/// The words of one table of `state`.
fn table_view(
    lang: Lang,
    state: &TournamentState,
    table: &crate::store::TournamentTable,
    listed: &impl Fn(ChannelId) -> bool,
) -> TableView {
    let rules = state.rules();
    let name = |user: UserId| {
        let shown = state
            .entrants
            .iter()
            .find(|e| e.user_id == user)
            .map_or("", |e| e.name.as_str());
        person(lang, shown)
    };
    let players = table.seats.iter().map(|&u| name(u)).collect();
    if is_bye(table) {
        return TableView {
            label: t!(lang, "web-tournament-bye"),
            players,
            result: format!("+{}", points_words(bye_points(&rules))),
            game: None,
        };
    }
    let result = match &table.places {
        Some(places) => table_points(
            &rules,
            &Finish {
                places: places.clone(),
            },
        )
        .into_iter()
        .map(points_words)
        .collect::<Vec<_>>()
        .join("–"),
        None => t!(lang, "tournament-mark-playing"),
    };
    TableView {
        label: t!(lang, "web-tournament-table", board = table.board),
        players,
        result,
        game: table
            .game_id
            .filter(|_| table.channel_id.is_some_and(listed)),
    }
}

/// Tournament `state` as its page shows it in `lang`; a table's game is linked to only when
/// `listed(channel)` says anyone can view its channel.
#[must_use]
pub fn tournament_view(
    lang: Lang,
    state: &TournamentState,
    listed: impl Fn(ChannelId) -> bool,
) -> TournamentView {
    let started = state.tournament.started_at.is_some();
    let words = standings_words(lang, state, None);
    let mut columns = vec![
        t!(lang, "web-tournament-rank"),
        t!(lang, "web-tournament-player"),
        words.points.clone(),
    ];
    columns.extend(words.buchholz.clone());
    columns.extend([
        words.sonneborn_berger.clone(),
        words.rating.clone(),
        t!(lang, "web-tournament-this-round"),
    ]);
    let swiss = words.buchholz.is_some();
    let standings = entrant_lines(lang, state, None)
        .into_iter()
        .map(|line| {
            let mut figures = vec![line.figures.points];
            if swiss {
                figures.push(line.figures.buchholz);
            }
            figures.extend([
                line.figures.sonneborn_berger,
                line.figures.rating,
                line.mark
                    .map_or_else(String::new, |m| words.marks[m as usize].clone()),
            ]);
            StandingRow {
                rank: line.standing.rank,
                name: person(lang, &line.name),
                figures,
            }
        })
        .collect();
    let rounds = (1..=state.latest_round())
        .rev()
        .map(|round| RoundView {
            round,
            heading: t!(lang, "web-tournament-round", round = round),
            tables: state
                .tables
                .iter()
                .filter(|t| t.round == round)
                .map(|t| table_view(lang, state, t, &listed))
                .collect(),
        })
        .collect();
    TournamentView {
        id: state.tournament.id,
        guild_id: state.tournament.spec.guild_id,
        lang,
        name: name_of(lang, state),
        summary: list_line(lang, state),
        running: state.tournament.status == TournamentStatus::Running,
        picture_title: started.then_some(words.title),
        columns,
        standings,
        rounds,
    }
}

impl Tournaments {
    /// Tournament `id` as its page shows it, in `lang` (its posts' language when `None`); a
    /// table's game is linked to only when `listed(channel)`. `None` when there is none.
    pub(in crate::service) async fn page_view(
        &self,
        id: TournamentId,
        lang: Option<Lang>,
        listed: impl Fn(ChannelId) -> bool,
    ) -> Result<Option<TournamentView>, ServiceError> {
        let shown = self.state_in(id, lang).await?;
        Ok(shown.map(|(state, lang)| tournament_view(lang, &state, listed)))
    }

    /// Tournament `id`'s standings picture as the posts draw it, in `lang` (its posts'
    /// language when `None`); `None` when there is none or it has not started.
    pub(in crate::service) async fn standings_png(
        &self,
        id: TournamentId,
        lang: Option<Lang>,
    ) -> Result<Option<Vec<u8>>, ServiceError> {
        let Some((state, lang)) = self.state_in(id, lang).await? else {
            return Ok(None);
        };
        Ok(standings_picture(lang, &state, None)
            .await?
            .map(|picture| picture.bytes))
    }

    /// Server `guild_id`'s tournaments for its page, in `lang`: the running ones, then the
    /// latest finished ones, each (tournament, its line), only those whose channel
    /// `listed(channel)` lets anyone see.
    pub(in crate::service) async fn server_tournaments(
        &self,
        guild_id: ServerId,
        lang: Lang,
        listed: impl Fn(ChannelId) -> bool,
    ) -> Result<Vec<(TournamentId, String)>, ServiceError> {
        let mut out = Vec::new();
        for t in self
            .core
            .store
            .server_tournaments(guild_id, FINISHED_TOURNAMENTS)
            .await?
        {
            if !listed(t.spec.channel_id) {
                continue;
            }
            if let Some(state) = self.state(t.id).await? {
                out.push((t.id, list_line(lang, &state)));
            }
        }
        Ok(out)
    }

    /// Links a tournament's round and final posts to its web page: `link(tournament)` is the
    /// page's address. Posts of a server whose pages are off carry no link.
    pub(in crate::service) fn link_pages(
        &self,
        link: impl Fn(TournamentId) -> String + Send + Sync + 'static,
    ) {
        self.core
            .page_link
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .tournament = Some(std::sync::Arc::new(link));
    }

    /// The line of a tournament's post that links to its page ("Standings and every round's
    /// tables: URL"), with a line break before it, if the bot serves pages and the server has
    /// them; empty otherwise (a failure to read the setting is logged).
    pub(super) async fn link_line(&self, lang: Lang, state: &TournamentState) -> String {
        let link = self
            .core
            .page_link
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .tournament
            .clone();
        let Some(link) = link else {
            return String::new();
        };
        match self.core.web_mode(state.tournament.spec.guild_id).await {
            Ok(crate::store::WebMode::Off) => String::new(),
            Ok(_) => {
                let url = crate::markup::verbatim(&link(state.tournament.id));
                format!("\n{}", t!(lang, "tournament-web-link", url = url))
            }
            Err(e) => {
                tracing::warn!(tournament = state.tournament.id.0, error = %e, "no web link on the post");
                String::new()
            }
        }
    }

    /// Tells the pages following a tournament that it changed (a game of it ended, a round
    /// opened, it finished); nobody listening is no error.
    pub(super) fn tell_pages(&self, event: TournamentEvent) {
        self.outbox.tell(Event::Tournament(event));
    }
}
