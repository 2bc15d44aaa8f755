//! A server's page: its tournaments (`super::tournament_page`'s section), its running and
//! finished games, each linking to its page, and its leaderboard.

use std::fmt::Write as _;

use crate::i18n::Lang;
use crate::service::ServerView;
use crate::t;

use super::html::{escape, page, words};

/// The page of `view` in `lang`, its `tournaments` section (HTML) after its title; `link(game)`
/// is a game page's address relative to this one.
#[must_use]
pub fn server_page(
    lang: Lang,
    view: &ServerView,
    tournaments: &str,
    link: impl Fn(i64) -> String,
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
            let _ = write!(body, "<li>{}</li>", escape(&t!(lang, "web-none")));
        }
        for (id, line) in games {
            let _ = write!(
                body,
                "<li><a href=\"{}\">{}</a></li>",
                escape(&link(*id)),
                words(line)
            );
        }
        body.push_str("</ul>\n");
    }
    let _ = write!(
        body,
        "<h2>{}</h2>\n<ul class=\"leaderboard\">",
        escape(&t!(lang, "web-leaderboard"))
    );
    if view.leaderboard.is_empty() {
        let _ = write!(body, "<li>{}</li>", escape(&t!(lang, "web-none")));
    }
    for line in &view.leaderboard {
        let _ = write!(body, "<li>{}</li>", words(line));
    }
    body.push_str("</ul>\n</main>\n");
    page(lang, &title, "../../../", &body)
}
