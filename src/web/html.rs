//! The pages' common HTML: the service's marked text as HTML, and the page around a body (the
//! bot's own stylesheet and script, relative paths only). Every page is a compile-time
//! template (`maud::html!`), which escapes every value it is given: only [`words`] and the
//! pages' own templates make markup.

use maud::{DOCTYPE, Markup, PreEscaped, html};

use crate::i18n::Lang;
use crate::markup::{self, Names, Span};

/// The service's marked text (names, mentions) as HTML: its words escaped, each name (and
/// anything a user typed) isolated in `<bdi>`, so a name's direction marks (an unterminated
/// U+202E) never turn the rest of the line.
#[must_use]
pub fn words(marked: &str) -> Markup {
    PreEscaped(markup::render(marked, |out, span| {
        let piece = match span {
            Span::Text(words) => html! { (words.replace("**", "").replace("__", "")) },
            Span::Name(name) | Span::Quoted(name) => name_html(name),
            Span::User(id) => html! { "@" (id) },
            Span::Role(id) => html! { "@role" (id) },
            Span::Channel(id) => html! { "#channel" (id) },
            Span::Example(payload) => html! { (markup::example_text(payload, Names::Table)) },
        };
        out.push_str(&piece.into_string());
    }))
}

/// A name as HTML: escaped, isolated in `<bdi>`.
#[must_use]
pub fn name_html(name: &str) -> Markup {
    html! { bdi { (name) } }
}

/// A whole page in `lang`: `title`, `body`, the stylesheet and script found `up` folders above
/// (`"../../../"` from `/game/12/token/`).
#[must_use]
pub fn page(lang: Lang, title: &str, up: &str, body: &Markup) -> String {
    html! {
        (DOCTYPE) "\n"
        html lang=(lang.code()) {
            "\n"
            head {
                "\n" meta charset="utf-8";
                "\n" meta name="viewport" content="width=device-width, initial-scale=1";
                "\n" meta name="referrer" content="no-referrer";
                "\n" title { (title) }
                "\n" link rel="stylesheet" href={ (up) "assets/focus.css" };
                "\n" script src={ (up) "assets/focus.js" } defer {}
                "\n"
            }
            "\n"
            body { "\n" (body) }
            "\n"
        }
        "\n"
    }
    .into_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_isolated() {
        let marked = format!("{} won", markup::name("eve\u{202E}<b>"));
        assert_eq!(
            words(&marked).into_string(),
            "<bdi>eve\u{202E}&lt;b&gt;</bdi> won"
        );
    }

    #[test]
    fn markup_is_inert() {
        assert_eq!(
            words("<script>\"a\" & 'b'</script>").into_string(),
            "&lt;script&gt;&quot;a&quot; &amp; 'b'&lt;/script&gt;"
        );
        let whole = page(Lang::EnUs, "</title><script>", "\"/", &html! {});
        assert!(
            whole.contains("<title>&lt;/title&gt;&lt;script&gt;</title>"),
            "{whole}"
        );
        assert!(
            whole.contains("href=\"&quot;/assets/focus.css\""),
            "{whole}"
        );
    }
}
