//! A server's leaderboard page: a page of its standings as `/focus leaderboard` shows them,
//! with links to the next and previous pages and to the other kind of games.

use std::fmt::Write as _;

use crate::rating::Kind;
use crate::service::LeaderboardView;
use crate::t;

use super::html::{escape, page, words};
use super::server_page::pages_nav;

/// The page of `view`; `link(kind, n)` is the address of page `n` of the `kind` leaderboard and
/// `server` the server page's, both relative to it.
#[must_use]
pub fn leaderboard_page(
    view: &LeaderboardView,
    link: &dyn Fn(Kind, usize) -> String,
    server: &str,
) -> String {
    let lang = view.lang;
    let title = t!(lang, "web-leaderboard-title");
    let mut body = format!(
        "<main id=\"leaderboard\">\n<h1>{}</h1>\n<nav class=\"steps kinds\">",
        escape(&title)
    );
    for kind in Kind::ALL {
        let name = escape(&match kind {
            Kind::TwoPlayer => t!(lang, "kind-2p"),
            Kind::Multi => t!(lang, "kind-multi"),
        });
        if kind == view.kind {
            let _ = write!(body, "<a aria-current=\"page\">{name}</a>");
        } else {
            let _ = write!(body, "<a href=\"{}\">{name}</a>", escape(&link(kind, 1)));
        }
    }
    body.push_str("</nav>\n");
    for line in view.head.lines() {
        let _ = writeln!(body, "<p>{}</p>", words(line));
    }
    // Each line says its rank.
    body.push_str("<ul class=\"leaderboard\">");
    for line in &view.lines {
        let _ = write!(body, "<li>{}</li>", words(line));
    }
    body.push_str("</ul>\n");
    body += &pages_nav(lang, view.page, view.page < view.count, &|n| {
        link(view.kind, n)
    });
    let _ = writeln!(
        body,
        "<p><a href=\"{}\">{}</a></p>\n</main>",
        escape(server),
        escape(&t!(lang, "web-server-back"))
    );
    page(lang, &title, "../../../", &body)
}
