//! The pages' common HTML: escaping, the service's marked text as plain text, and the page
//! around a body (the bot's own stylesheet and script, relative paths only).

use crate::i18n::Lang;
use crate::markup;

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

/// The service's marked text (names, mentions) as plain words, escaped for HTML.
#[must_use]
pub fn words(marked: &str) -> String {
    escape(&markup::plain(marked, |id| id.to_string()))
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
    fn markup_is_inert() {
        assert_eq!(
            escape("<script>\"a\" & 'b'</script>"),
            "&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;"
        );
    }
}
