//! A server's page: its tournaments (`super::tournament_page`'s section), a page of its running
//! and finished games, each linking to its page, with links to the next and previous pages, and
//! the top of its leaderboard linking to the whole.

use maud::{Markup, html};

use crate::i18n::Lang;
use crate::service::{GameId, ServerView};
use crate::t;

use super::html::{page, words};

/// The addresses a server's page links to, relative to it.
pub struct ServerLinks<'a> {
    /// A game's page.
    pub game: &'a dyn Fn(GameId) -> String,
    /// Page `n` of the server's page.
    pub page: &'a dyn Fn(usize) -> String,
    /// The leaderboard's first page.
    pub leaderboard: String,
}

/// The page of `view` in `lang`, its `tournaments` section after its title.
#[must_use]
pub fn server_page(
    lang: Lang,
    view: &ServerView,
    tournaments: &Markup,
    links: &ServerLinks<'_>,
) -> String {
    let title = t!(lang, "web-server-title");
    let none = if view.page > 1 {
        t!(lang, "web-none-here")
    } else {
        t!(lang, "web-none")
    };
    let lists = [
        (t!(lang, "web-running"), &view.running),
        (t!(lang, "web-finished"), &view.finished),
    ];
    let body = html! {
        main #server {
            "\n" h1 { (title) } "\n"
            (tournaments)
            @for (head, games) in &lists {
                h2 { (head) } "\n"
                ul .games {
                    @if games.is_empty() {
                        li { (none) }
                    }
                    @for (id, line) in games.iter() {
                        li { a href=((links.game)(*id)) { (words(line)) } }
                    }
                }
                "\n"
            }
            (pages_nav(lang, view.page, view.more, links.page))
            (leaderboard_top(lang, view, &links.leaderboard))
        }
        "\n"
    };
    page(lang, &title, "../../../", &body)
}

/// The top of the leaderboard, and the link to the whole of it.
fn leaderboard_top(lang: Lang, view: &ServerView, whole: &str) -> Markup {
    html! {
        h2 { (t!(lang, "web-leaderboard")) } "\n"
        ul .leaderboard {
            @if view.leaderboard.is_empty() {
                li { (t!(lang, "web-none")) }
            }
            @for line in &view.leaderboard {
                li { (words(line)) }
            }
        }
        "\n"
        p { a href=(whole) { (t!(lang, "web-leaderboard-whole")) } }
        "\n"
    }
}

/// The links to the previous and next pages of a list on page `at` (from 1): a step that goes
/// nowhere (before the first page, or past the last when there is no `more`) is no link.
#[must_use]
pub fn pages_nav(lang: Lang, at: usize, more: bool, href: &dyn Fn(usize) -> String) -> Markup {
    let steps = [
        ((at > 1).then(|| at - 1), "prev", t!(lang, "web-previous")),
        (more.then_some(at + 1), "next", t!(lang, "web-next")),
    ];
    html! {
        nav .steps.pages {
            @for (to, rel, text) in &steps {
                @match to {
                    Some(n) => a href=(href(*n)) rel=(rel) { (text) },
                    None => a { (text) },
                }
            }
        }
        "\n"
    }
}
