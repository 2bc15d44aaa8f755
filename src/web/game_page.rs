//! A game's page: the board at one turn (the renderer's PNG), the players, the move list with
//! turn numbers, the steps through the game, the result, and links to the record file, the
//! replay GIF and the server's page. Readable without the script: every step is a link.

use std::fmt::Write as _;

use crate::i18n::Lang;
use crate::render;
use crate::service::{GameView, board_words};
use crate::t;

use super::html::{escape, name_html, page, words};

/// What a game page needs besides the game: which turn it shows, and its links.
pub struct GamePageLinks<'a> {
    /// The turn shown (0: the start).
    pub ply: usize,
    /// `&lang=fr` when the reader chose the language in the address, kept on every step.
    pub keep: &'a str,
    /// The server's page, relative to this one, when it has one.
    pub server: Option<String>,
}

/// The page of `view` in `lang`.
#[must_use]
pub fn game_page(lang: Lang, view: &GameView, links: &GamePageLinks<'_>) -> String {
    let last = view.moves.len();
    let ply = links.ply.min(last);
    let keep = links.keep;
    let title = t!(lang, "web-game-title", game = view.id);
    let shown = escape(&board_words(lang, view, ply));
    let (width, height) = render::picture_size(&render::Options::default());
    let mut body = String::new();
    let _ = write!(
        body,
        "<main id=\"game\" data-game=\"{id}\" data-ply=\"{ply}\" data-last=\"{last}\" \
         data-lang=\"{code}\" data-keep=\"{keep_attr}\"{live}>\n<h1>{title}</h1>\n\
         <p id=\"status\">{status}</p>\n",
        id = view.id,
        code = lang.code(),
        keep_attr = escape(keep),
        live = if view.running { " data-live=\"1\"" } else { "" },
        title = escape(&title),
        status = words(&view.status),
    );
    if view.running {
        let _ = writeln!(
            body,
            "<p class=\"live\">{}</p>",
            escape(&t!(lang, "web-live"))
        );
    }
    let _ = write!(
        body,
        "<div class=\"layout\">\n<figure class=\"board\">\
         <img id=\"board\" src=\"board/{ply}.png?lang={code}\" \
         srcset=\"board/{ply}@2x.png?lang={code} 2x\" data-ply=\"{ply}\" \
         width=\"{width}\" height=\"{height}\" alt=\"{shown}\">\
         <figcaption id=\"caption\" aria-live=\"polite\">{shown}</figcaption></figure>\n\
         <div class=\"side\">\n<nav class=\"steps\" aria-label=\"{steps}\">",
        code = lang.code(),
        steps = escape(&t!(lang, "web-steps")),
    );
    for (id, to, label) in [
        ("first", 0, t!(lang, "web-first")),
        ("prev", ply.saturating_sub(1), t!(lang, "web-previous")),
        ("next", (ply + 1).min(last), t!(lang, "web-next")),
        ("last", last, t!(lang, "web-last")),
    ] {
        // A step that goes nowhere (Next on the last turn) is no link.
        let target = if to == ply {
            " aria-disabled=\"true\"".to_string()
        } else {
            format!(" href=\"?ply={to}{}\"", escape(keep))
        };
        let _ = write!(
            body,
            "<a id=\"step-{id}\" data-to=\"{id}\"{target}>{label}</a>",
            label = escape(&label),
        );
    }
    let _ = write!(
        body,
        "</nav>\n<p class=\"hint\">{hint}</p>\n<section class=\"players\"><h2>{players}</h2>\
         <ul id=\"players\">",
        hint = escape(&t!(lang, "web-keys")),
        players = escape(&t!(lang, "web-players")),
    );
    for p in &view.players {
        let [board, reserve, captured] = p.counts;
        let _ = write!(
            body,
            "<li class=\"seat-{seat}\"><strong>{colour}</strong> {name} — {counts}</li>",
            seat = p.seat,
            colour = escape(&p.colour),
            name = name_html(&p.name),
            counts = escape(&t!(
                lang,
                "web-counts",
                board = board,
                reserve = reserve,
                captured = captured
            )),
        );
    }
    let _ = write!(
        body,
        "</ul></section>\n<section class=\"moves\"><h2 id=\"moves-head\">{moves}</h2>\
         <ol id=\"moves\" aria-labelledby=\"moves-head\">",
        moves = escape(&t!(lang, "web-moves")),
    );
    for p in 0..=last {
        let text = match p.checked_sub(1).and_then(|i| view.moves.get(i)) {
            None => t!(lang, "web-start"),
            Some(m) => format!("{:>3}. {}", m.ply, m.text),
        };
        let _ = write!(
            body,
            "<li id=\"ply-{p}\" data-words=\"{said}\"{current}><a data-to=\"{p}\" \
             href=\"?ply={p}{keep}\">{text}</a></li>",
            said = escape(&board_words(lang, view, p)),
            current = if p == ply {
                " aria-current=\"step\""
            } else {
                ""
            },
            keep = escape(keep),
            text = escape(&text),
        );
    }
    let _ = write!(
        body,
        "</ol></section>\n<p class=\"files\"><a href=\"record.txt\">{record}</a>\
         <a href=\"replay.gif\">{replay}</a>",
        record = escape(&t!(lang, "web-record")),
        replay = escape(&t!(lang, "web-replay")),
    );
    if let Some(server) = &links.server {
        let _ = write!(
            body,
            "<a href=\"{}\">{}</a>",
            escape(server),
            escape(&t!(lang, "web-server-link"))
        );
    }
    body.push_str("</p>\n</div>\n</div>\n</main>\n");
    page(lang, &title, "../../../", &body)
}
