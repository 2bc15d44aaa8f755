//! A server's leaderboard page: a page of its standings as `/focus leaderboard` shows them,
//! with links to the next and previous pages and to the other kind of games.

use maud::html;

use crate::rating::Kind;
use crate::service::LeaderboardView;
use crate::t;

use super::html::{page, words};
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
    let body = html! {
        main #leaderboard {
            "\n" h1 { (title) } "\n"
            nav .steps.kinds {
                @for kind in Kind::ALL {
                    @let name = match kind {
                        Kind::TwoPlayer => t!(lang, "kind-2p"),
                        Kind::Multi => t!(lang, "kind-multi"),
                    };
                    @if kind == view.kind {
                        a aria-current="page" { (name) }
                    } @else {
                        a href=(link(kind, 1)) { (name) }
                    }
                }
            }
            "\n"
            @for line in view.head.lines() {
                p { (words(line)) } "\n"
            }
            // Each line says its rank.
            ul .leaderboard {
                @for line in &view.lines {
                    li { (words(line)) }
                }
            }
            "\n"
            (pages_nav(lang, view.page, view.page < view.count, &|n| link(view.kind, n)))
            p { a href=(server) { (t!(lang, "web-server-back")) } }
            "\n"
        }
        "\n"
    };
    page(lang, &title, "../../../", &body)
}
