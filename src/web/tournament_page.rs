//! A tournament's page as HTML: its name and where it stands, its standings (the picture the
//! posts carry, `standings.png`, and the same standings as a table), then every round, the
//! latest first, with its tables: the players, the result or "playing", and a link to each
//! game's page when the service says it may have one. Complete without the script (which
//! reloads a running tournament's page on its `changed` events). Also the server page's
//! section listing its tournaments. The routes are `super::tournament_routes`'s.

use std::fmt::Write as _;

use crate::i18n::Lang;
use crate::service::TournamentView;
use crate::t;

use super::html::{escape, page, words};

/// The page of `view`; `server` the server page's address, `game(id)` a game page's, both
/// relative to this one.
#[must_use]
pub fn tournament_page(
    view: &TournamentView,
    server: Option<&str>,
    game: impl Fn(i64) -> String,
) -> String {
    let lang = view.lang;
    let title = t!(lang, "web-tournament-title", id = view.id);
    let mut body = String::new();
    let _ = write!(
        body,
        "<main id=\"tournament\" data-lang=\"{code}\"{live}>\n<h1>{name}</h1>\n\
         <p id=\"summary\">{summary}</p>\n",
        code = lang.code(),
        live = if view.running { " data-live=\"1\"" } else { "" },
        name = words(&view.name),
        summary = words(&view.summary),
    );
    if view.running {
        let _ = writeln!(
            body,
            "<p class=\"live\">{}</p>",
            escape(&t!(lang, "web-tournament-live"))
        );
    }
    match &view.picture_title {
        None => {
            let _ = writeln!(
                body,
                "<p>{}</p>",
                escape(&t!(lang, "web-tournament-not-started"))
            );
        }
        Some(picture) => {
            standings_html(&mut body, view, picture);
            rounds_html(&mut body, view, &game);
        }
    }
    if let Some(server) = server {
        let _ = writeln!(
            body,
            "<p class=\"files\"><a href=\"{}\">{}</a></p>",
            escape(server),
            escape(&t!(lang, "web-server-link"))
        );
    }
    body.push_str("</main>\n");
    page(lang, &title, "../../../", &body)
}

/// The standings: the picture, then the same as a table.
fn standings_html(body: &mut String, view: &TournamentView, picture: &str) {
    let lang = view.lang;
    let _ = write!(
        body,
        "<section class=\"standings\"><h2 id=\"standings-head\">{head}</h2>\n\
         <figure class=\"standings\"><img src=\"standings.png?lang={code}\" alt=\"{alt}\">\
         </figure>\n<table id=\"standings\" aria-labelledby=\"standings-head\"><thead><tr>",
        head = escape(&t!(lang, "web-tournament-standings")),
        code = lang.code(),
        alt = escape(picture),
    );
    for column in &view.columns {
        let _ = write!(body, "<th scope=\"col\">{}</th>", escape(column));
    }
    body.push_str("</tr></thead>\n<tbody>");
    for row in &view.standings {
        let _ = write!(
            body,
            "<tr><td>{}</td><td>{}</td>",
            row.rank,
            words(&row.name)
        );
        for figure in &row.figures {
            let _ = write!(body, "<td>{}</td>", escape(figure));
        }
        body.push_str("</tr>\n");
    }
    body.push_str("</tbody></table></section>\n");
}

/// Every round, the latest first, with its tables.
fn rounds_html(body: &mut String, view: &TournamentView, game: &impl Fn(i64) -> String) {
    let lang = view.lang;
    let _ = writeln!(
        body,
        "<section class=\"rounds\"><h2>{}</h2>",
        escape(&t!(lang, "web-tournament-rounds"))
    );
    let heads = [
        t!(lang, "web-tournament-table-head"),
        t!(lang, "web-tournament-players"),
        t!(lang, "web-tournament-result"),
        t!(lang, "web-tournament-game"),
    ];
    for round in &view.rounds {
        let _ = write!(
            body,
            "<section class=\"round\" id=\"round-{n}\"><h3 id=\"round-{n}-head\">{head}</h3>\n\
             <table class=\"tables\" aria-labelledby=\"round-{n}-head\"><thead><tr>",
            n = round.round,
            head = escape(&round.heading),
        );
        for head in &heads {
            let _ = write!(body, "<th scope=\"col\">{}</th>", escape(head));
        }
        body.push_str("</tr></thead>\n<tbody>");
        for table in &round.tables {
            let players: Vec<String> = table.players.iter().map(|p| words(p)).collect();
            let link = table.game.map_or_else(String::new, |id| {
                format!(
                    "<a href=\"{}\">{}</a>",
                    escape(&game(id)),
                    escape(&t!(lang, "web-view-game"))
                )
            });
            let _ = writeln!(
                body,
                "<tr><td>{}</td><td>{}</td><td>{}</td><td>{link}</td></tr>",
                escape(&table.label),
                players.join(&escape(&t!(lang, "list-separator"))),
                escape(&table.result),
            );
        }
        body.push_str("</tbody></table></section>\n");
    }
    body.push_str("</section>\n");
}

/// The server page's section of tournaments `list` (tournament, its line), each linking to its
/// page (`link(id)`, relative to the server page); empty when there are none.
#[must_use]
pub fn tournaments_section(
    lang: Lang,
    list: &[(i64, String)],
    link: impl Fn(i64) -> String,
) -> String {
    if list.is_empty() {
        return String::new();
    }
    let mut html = format!(
        "<h2>{}</h2>\n<ul class=\"tournaments\">",
        escape(&t!(lang, "web-tournaments"))
    );
    for (id, line) in list {
        let _ = write!(
            html,
            "<li><a href=\"{}\">{}</a></li>",
            escape(&link(*id)),
            words(line)
        );
    }
    html.push_str("</ul>\n");
    html
}
