//! A server's page: its tournaments (`super::tournament_page`'s section), a page of its running
//! and finished games, each linking to its page, with links to the next and previous pages, and
//! the top of its leaderboard linking to the whole.

use std::fmt::Write as _;

use crate::i18n::Lang;
use crate::service::ServerView;
use crate::t;

use super::html::{escape, page, words};

/// The addresses a server's page links to, relative to it.
pub struct ServerLinks<'a> {
    /// A game's page.
    pub game: &'a dyn Fn(i64) -> String,
    /// Page `n` of the server's page.
    pub page: &'a dyn Fn(usize) -> String,
    /// The leaderboard's first page.
    pub leaderboard: String,
}

/// The page of `view` in `lang`, its `tournaments` section (HTML) after its title.
#[must_use]
pub fn server_page(
    lang: Lang,
    view: &ServerView,
    tournaments: &str,
    links: &ServerLinks<'_>,
) -> String {
    let title = t!(lang, "web-server-title");
    let mut body = format!("<main id=\"server\">\n<h1>{}</h1>\n", escape(&title));
    body.push_str(tournaments);
    for (head, games) in [
        (t!(lang, "web-running"), &view.running),
        (t!(lang, "web-finished"), &view.finished),
    ] {
        let _ = write!(body, "<h2>{}</h2>\n<ul class=\"games\">", escape(&head));
        if games.is_empty() {
            let none = if view.page > 1 {
                t!(lang, "web-none-here")
            } else {
                t!(lang, "web-none")
            };
            let _ = write!(body, "<li>{}</li>", escape(&none));
        }
        for (id, line) in games {
            let _ = write!(
                body,
                "<li><a href=\"{}\">{}</a></li>",
                escape(&(links.game)(*id)),
                words(line)
            );
        }
        body.push_str("</ul>\n");
    }
    body += &pages_nav(lang, view.page, view.more, links.page);
    body += &leaderboard_top(lang, view, &links.leaderboard);
    body.push_str("</main>\n");
    page(lang, &title, "../../../", &body)
}

/// The top of the leaderboard, and the link to the whole of it.
fn leaderboard_top(lang: Lang, view: &ServerView, whole: &str) -> String {
    let mut html = format!(
        "<h2>{}</h2>\n<ul class=\"leaderboard\">",
        escape(&t!(lang, "web-leaderboard"))
    );
    if view.leaderboard.is_empty() {
        let _ = write!(html, "<li>{}</li>", escape(&t!(lang, "web-none")));
    }
    for line in &view.leaderboard {
        let _ = write!(html, "<li>{}</li>", words(line));
    }
    let _ = writeln!(
        html,
        "</ul>\n<p><a href=\"{}\">{}</a></p>",
        escape(whole),
        escape(&t!(lang, "web-leaderboard-whole"))
    );
    html
}

/// The links to the previous and next pages of a list on page `at` (from 1): a step that goes
/// nowhere (before the first page, or past the last when there is no `more`) is no link.
#[must_use]
pub fn pages_nav(lang: Lang, at: usize, more: bool, href: &dyn Fn(usize) -> String) -> String {
    let step = |to: Option<usize>, rel: &str, text: String| match to {
        Some(n) => format!(
            "<a href=\"{}\" rel=\"{rel}\">{}</a>",
            escape(&href(n)),
            escape(&text)
        ),
        None => format!("<a>{}</a>", escape(&text)),
    };
    format!(
        "<nav class=\"steps pages\">{}{}</nav>\n",
        step((at > 1).then(|| at - 1), "prev", t!(lang, "web-previous")),
        step(more.then_some(at + 1), "next", t!(lang, "web-next"))
    )
}
