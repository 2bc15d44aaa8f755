//! The pages' common HTML: escaping, the service's marked text as plain text, and the page
//! around a body (the bot's own stylesheet and script, relative paths only).

use std::fmt::Write as _;

use crate::i18n::Lang;
use crate::markup::{self, Names, Span};

/// Text made safe inside HTML elements and quoted attributes.
#[must_use]
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The service's marked text (names, mentions) as HTML: its words escaped, each name (and
/// anything a user typed) isolated in `<bdi>`, so a name's direction marks (an unterminated
/// U+202E) never turn the rest of the line.
#[must_use]
pub fn words(marked: &str) -> String {
    markup::render(marked, |out, span| match span {
        Span::Text(words) => out.push_str(&escape(&words.replace("**", "").replace("__", ""))),
        Span::Name(name) | Span::Quoted(name) => out.push_str(&name_html(name)),
        Span::User(id) => {
            let _ = write!(out, "@{id}");
        }
        Span::Role(id) => {
            let _ = write!(out, "@role{id}");
        }
        Span::Channel(id) => {
            let _ = write!(out, "#channel{id}");
        }
        Span::Example(payload) => {
            out.push_str(&escape(&markup::example_text(payload, Names::Table)))
        }
    })
}

/// A name as HTML: escaped, isolated in `<bdi>`.
#[must_use]
pub fn name_html(name: &str) -> String {
    format!("<bdi>{}</bdi>", escape(name))
}

/// A whole page in `lang`: `title`, `body`, the stylesheet and script found `up` folders above
/// (`"../../../"` from `/game/12/token/`).
#[must_use]
pub fn page(lang: Lang, title: &str, up: &str, body: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"referrer\" content=\"no-referrer\">\n\
         <title>{title}</title>\n<link rel=\"stylesheet\" href=\"{up}assets/focus.css\">\n\
         <script src=\"{up}assets/focus.js\" defer></script>\n</head>\n<body>\n{body}</body>\n</html>\n",
        lang = lang.code(),
        title = escape(title),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_isolated() {
        let marked = format!("{} won", markup::name("eve\u{202E}<b>"));
        assert_eq!(words(&marked), "<bdi>eve\u{202E}&lt;b&gt;</bdi> won");
    }

    #[test]
    fn markup_is_inert() {
        assert_eq!(
            escape("<script>\"a\" & 'b'</script>"),
            "&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;"
        );
    }
}
