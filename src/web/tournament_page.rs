//! A tournament's page as HTML: its name and where it stands, its standings (the picture the
//! posts carry, `standings.png`, and the same standings as a table), then every round, the
//! latest first, with its tables: the players, the result or "playing", and a link to each
//! game's page when the service says it may have one. Complete without the script (which
//! reloads a running tournament's page on its `changed` events). Also the server page's
//! section listing its tournaments. The routes are `super::tournament_routes`'s.

use maud::{Markup, html};

use crate::i18n::Lang;
use crate::service::{GameId, TournamentId, TournamentView};
use crate::t;

use super::html::{page, words};

/// The page of `view`; `server` the server page's address, `game(id)` a game page's, both
/// relative to this one.
#[must_use]
pub fn tournament_page(
    view: &TournamentView,
    server: Option<&str>,
    game: impl Fn(GameId) -> String,
) -> String {
    let lang = view.lang;
    let title = t!(lang, "web-tournament-title", id = view.id);
    let body = html! {
        main #tournament data-lang=(lang.code()) data-live=[view.running.then_some("1")] {
            "\n" h1 { (words(&view.name)) }
            "\n" p #summary { (words(&view.summary)) }
            "\n"
            @if view.running {
                p .live { (t!(lang, "web-tournament-live")) } "\n"
            }
            @match &view.picture_title {
                None => { p { (t!(lang, "web-tournament-not-started")) } "\n" }
                Some(picture) => {
                    (standings_html(view, picture))
                    (rounds_html(view, &game))
                }
            }
            @if let Some(server) = server {
                p .files { a href=(server) { (t!(lang, "web-server-link")) } } "\n"
            }
        }
        "\n"
    };
    page(lang, &title, "../../../", &body)
}

/// The standings: the picture, then the same as a table.
fn standings_html(view: &TournamentView, picture: &str) -> Markup {
    let lang = view.lang;
    html! {
        section .standings {
            h2 #standings-head { (t!(lang, "web-tournament-standings")) } "\n"
            figure .standings { img src={ "standings.png?lang=" (lang.code()) } alt=(picture); }
            "\n"
            table #standings aria-labelledby="standings-head" {
                thead { tr { @for column in &view.columns { th scope="col" { (column) } } } }
                "\n"
                tbody {
                    @for row in &view.standings {
                        tr {
                            td { (row.rank) }
                            td { (words(&row.name)) }
                            @for figure in &row.figures { td { (figure) } }
                        }
                        "\n"
                    }
                }
            }
        }
        "\n"
    }
}

/// Every round, the latest first, with its tables.
fn rounds_html(view: &TournamentView, game: &impl Fn(GameId) -> String) -> Markup {
    let lang = view.lang;
    let heads = [
        t!(lang, "web-tournament-table-head"),
        t!(lang, "web-tournament-players"),
        t!(lang, "web-tournament-result"),
        t!(lang, "web-tournament-game"),
    ];
    let separator = t!(lang, "list-separator");
    html! {
        section .rounds {
            h2 { (t!(lang, "web-tournament-rounds")) } "\n"
            @for round in &view.rounds {
                section .round id={ "round-" (round.round) } {
                    h3 id={ "round-" (round.round) "-head" } { (round.heading) } "\n"
                    table .tables aria-labelledby={ "round-" (round.round) "-head" } {
                        thead { tr { @for head in &heads { th scope="col" { (head) } } } }
                        "\n"
                        tbody {
                            @for table in &round.tables {
                                tr {
                                    td { (table.label) }
                                    td {
                                        @for (i, player) in table.players.iter().enumerate() {
                                            @if i > 0 { (separator) }
                                            (words(player))
                                        }
                                    }
                                    td { (table.result) }
                                    td {
                                        @if let Some(id) = table.game {
                                            a href=(game(id)) { (t!(lang, "web-view-game")) }
                                        }
                                    }
                                }
                                "\n"
                            }
                        }
                    }
                }
                "\n"
            }
        }
        "\n"
    }
}

/// The server page's section of tournaments `list` (tournament, its line), each linking to its
/// page (`link(id)`, relative to the server page); empty when there are none.
#[must_use]
pub fn tournaments_section(
    lang: Lang,
    list: &[(TournamentId, String)],
    link: impl Fn(TournamentId) -> String,
) -> Markup {
    html! {
        @if !list.is_empty() {
            h2 { (t!(lang, "web-tournaments")) } "\n"
            ul .tournaments {
                @for (id, line) in list {
                    li { a href=(link(*id)) { (words(line)) } }
                }
            }
            "\n"
        }
    }
}
