//! The rules page, open to anyone: `/rules/` (`?lang=fr`, else the reader's `Accept-Language`,
//! else English), the text of `/focus rules` and its picture of a move (`/rules/move.png`, in
//! the same language).

use maud::{Markup, html};

use axum::Router;
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::i18n::Lang;
use crate::render;
use crate::service::{rules_png, rules_text};
use crate::t;

use super::assets::headers;
use super::html::page;
use super::site::asked_lang;

/// The rules page and its picture, for any router's state.
pub(super) fn routes<S: Clone + Send + Sync + 'static>() -> Router<S> {
    Router::new()
        .route("/rules/", get(rules))
        .route("/rules/move.png", get(picture))
}

/// `GET /rules/`.
async fn rules(uri: Uri, headers_in: HeaderMap) -> Response {
    let lang = asked_lang(&uri, &headers_in).unwrap_or(Lang::EnUs);
    (headers("text/html; charset=utf-8"), rules_page(lang)).into_response()
}

/// `GET /rules/move.png`.
async fn picture(uri: Uri, headers_in: HeaderMap) -> Response {
    let lang = asked_lang(&uri, &headers_in).unwrap_or(Lang::EnUs);
    match tokio::task::spawn_blocking(move || rules_png(lang)).await {
        Ok(Some(png)) => (headers("image/png"), png).into_response(),
        _ => (
            StatusCode::INTERNAL_SERVER_ERROR,
            headers("text/plain; charset=utf-8"),
            "something went wrong\n",
        )
            .into_response(),
    }
}

/// The rules page in `lang`: its heading, the rules as a list and the picture of a move with
/// its caption.
#[must_use]
pub fn rules_page(lang: Lang) -> String {
    let title = t!(lang, "web-rules-title");
    let text = rules_text(lang);
    let mut rules = Vec::new();
    let mut caption = "";
    // The text's first line is its own heading; then one rule a line, then the caption.
    for line in text.lines().skip(1) {
        match line.trim_start().strip_prefix("- ") {
            Some(rule) => rules.push(rule),
            None => caption = line,
        }
    }
    let (width, height) = render::picture_size(&render::Options::default());
    let body = html! {
        main #rules {
            "\n" h1 { (title) } "\n"
            ul {
                "\n"
                @for rule in &rules {
                    li { (inline(rule)) } "\n"
                }
            }
            "\n"
            figure {
                "\n"
                img src={ "move.png?lang=" (lang.code()) } width=(width) height=(height)
                    alt=(caption.replace(['`', '*'], ""));
                "\n"
                figcaption { (inline(caption)) }
                "\n"
            }
            "\n"
        }
        "\n"
    };
    page(lang, &title, "../", &body)
}

/// The rules' light markup as HTML: `**bold**` and `` `code` ``, everything else escaped.
fn inline(text: &str) -> Markup {
    html! {
        @for (i, code) in text.split('`').enumerate() {
            @if i % 2 == 1 {
                code { (code) }
            } @else {
                @for (j, part) in code.split("**").enumerate() {
                    @if j % 2 == 1 { strong { (part) } } @else { (part) }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::inline;

    #[test]
    fn bold_and_code_become_html_and_the_rest_is_escaped() {
        assert_eq!(
            inline("**Move**: `c3-f3:3` <b>").into_string(),
            "<strong>Move</strong>: <code>c3-f3:3</code> &lt;b&gt;"
        );
    }
}
