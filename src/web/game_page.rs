//! A game's page: the board at one turn (the renderer's PNG), the players, the move list with
//! turn numbers, the steps through the game, the result, and links to the record file, the
//! replay GIF and the server's page. Readable without the script: every step is a link.

use maud::html;

use crate::i18n::Lang;
use crate::render;
use crate::rules::Square;
use crate::service::{BoardControls, GameView, board_words};
use crate::t;

use super::html::{name_html, page, words};

/// What a game page needs besides the game: which turn it shows, and its links.
pub struct GamePageLinks<'a> {
    /// The turn shown (0: the start).
    pub ply: usize,
    /// `&lang=fr` when the reader chose the language in the address, kept on every step.
    pub keep: &'a str,
    /// The server's page, relative to this one, when it has one.
    pub server: Option<String>,
    /// The board's controls, for a player signed in with a seat still playing.
    pub controls: Option<&'a BoardControls>,
    /// Where to sign in with Discord and come back, for a reader not signed in to a running
    /// game (when the bot can sign readers in).
    pub sign_in: Option<String>,
}

/// The page of `view` in `lang`.
#[must_use]
pub fn game_page(lang: Lang, view: &GameView, links: &GamePageLinks<'_>) -> String {
    let last = view.moves.len();
    let ply = links.ply.min(last);
    let keep = links.keep;
    let code = lang.code();
    let title = t!(lang, "web-game-title", game = view.id);
    let shown = board_words(lang, view, ply);
    let (width, height) = render::picture_size(&render::Options::default());
    let steps = [
        ("first", 0, t!(lang, "web-first")),
        ("prev", ply.saturating_sub(1), t!(lang, "web-previous")),
        ("next", (ply + 1).min(last), t!(lang, "web-next")),
        ("last", last, t!(lang, "web-last")),
    ];
    let body = html! {
        main #game data-game=(view.id) data-ply=(ply) data-last=(last) data-lang=(code)
            data-keep=(keep) data-live=[view.running.then_some("1")] {
            "\n" h1 { (title) }
            "\n" p #status { (words(&view.status)) }
            "\n"
            @if view.running {
                p .live { (t!(lang, "web-live")) } "\n"
            }
            div .layout {
                "\n"
                figure .board {
                    @let img = html! {
                        img #board src={ "board/" (ply) ".png?lang=" (code) }
                            srcset={ "board/" (ply) "@2x.png?lang=" (code) " 2x" } data-ply=(ply)
                            width=(width) height=(height) alt=(shown);
                    };
                    // A running game's board carries the squares a player clicks, over the
                    // picture (the script fills them for a player's seat: from the page, or
                    // from its Bearer inside Discord's Activity).
                    @if view.running {
                        div .frame {
                            (img)
                            div #squares data-places=(square_places())
                                hidden[links.controls.is_none()] {}
                        }
                    } @else {
                        (img)
                    }
                    figcaption #caption aria-live="polite" { (shown) }
                }
                "\n"
                div .side {
                    "\n"
                    nav .steps aria-label=(t!(lang, "web-steps")) {
                        @for (id, to, label) in &steps {
                            // A step that goes nowhere (Next on the last turn) is no link.
                            @if *to == ply {
                                a id={ "step-" (id) } data-to=(id) aria-disabled="true" { (label) }
                            } @else {
                                a id={ "step-" (id) } data-to=(id) href={ "?ply=" (to) (keep) } { (label) }
                            }
                        }
                    }
                    "\n" p .hint { (t!(lang, "web-keys")) }
                    @if let Some(controls) = links.controls {
                        "\n" (play_section(lang, controls))
                    }
                    @if let Some(sign_in) = &links.sign_in {
                        "\n" p #sign-in { a href=(sign_in) { (t!(lang, "web-play-sign-in")) } }
                    }
                    "\n"
                    section .players {
                        h2 { (t!(lang, "web-players")) }
                        ul #players {
                            @for p in &view.players {
                                @let [board, reserve, captured] = p.counts;
                                li class={ "seat-" (p.seat) } {
                                    strong { (p.colour) } " " (name_html(&p.name)) " — "
                                    (t!(lang, "web-counts", board = board, reserve = reserve, captured = captured))
                                }
                            }
                        }
                    }
                    "\n"
                    section .moves {
                        h2 #moves-head { (t!(lang, "web-moves")) }
                        ol #moves aria-labelledby="moves-head" {
                            @for p in 0..=last {
                                li id={ "ply-" (p) } data-words=(board_words(lang, view, p))
                                    aria-current=[(p == ply).then_some("step")] {
                                    a data-to=(p) href={ "?ply=" (p) (keep) } { (move_text(lang, view, p)) }
                                }
                            }
                        }
                    }
                    "\n"
                    p .files {
                        a href="record.txt" { (t!(lang, "web-record")) }
                        a href="replay.gif" { (t!(lang, "web-replay")) }
                        @if let Some(server) = &links.server {
                            a href=(server) { (t!(lang, "web-server-link")) }
                        }
                    }
                    "\n"
                }
                "\n"
            }
            "\n"
        }
        "\n"
    };
    page(lang, &title, "../../../", &body)
}

/// Where each square is on the board's picture, in percent of its width and height: `sq`,
/// left, top, side (the side in percent of the width), a square a line.
#[must_use]
fn square_places() -> String {
    let options = render::Options::default();
    let (width, height) = render::picture_size(&options);
    let percent = |v: u32, of: u32| f64::from(v) * 100.0 / f64::from(of);
    Square::all()
        .map(|sq| {
            let (x, y, side) = render::square_area(&options, sq);
            format!(
                "{sq} {:.3} {:.3} {:.3} {:.3}",
                percent(x, width),
                percent(y, height),
                percent(side, width),
                percent(side, height)
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The controls as the page's script reads them: the service's, with the words it shows as
/// HTML.
#[must_use]
fn controls_json(controls: &BoardControls) -> String {
    let mut c = controls.clone();
    c.prompt = words(&c.prompt).into_string();
    for s in &mut c.sources {
        s.then = words(&s.then).into_string();
    }
    serde_json::to_string(&c).unwrap_or_default()
}

/// A player's controls: what to do now, the messages of what they sent, choosing again,
/// resigning and a draw. The script builds the squares to click over the board from
/// `data-controls`; without it the section says what to do and the commands still work.
fn play_section(lang: Lang, controls: &BoardControls) -> maud::Markup {
    html! {
        section #play aria-labelledby="play-head" data-controls=(controls_json(controls)) {
            h2 #play-head { (t!(lang, "web-play-heading")) }
            p #play-prompt aria-live="polite" { (words(&controls.prompt)) }
            p #play-message role="status" aria-live="assertive" {}
            p .play-buttons {
                button #play-cancel type="button" hidden { (t!(lang, "web-play-cancel")) }
                @if let Some(draw) = &controls.draw {
                    button #play-draw type="button" { (draw) }
                }
                @if let Some(ask) = &controls.resign {
                    button #play-resign type="button" data-ask=(ask) { (t!(lang, "web-play-resign")) }
                }
            }
            p .hint { (t!(lang, "web-play-keys")) }
            span #play-words hidden data-sending=(t!(lang, "web-play-sending"))
                data-failed=(t!(lang, "web-play-failed")) {}
        }
    }
}

/// The move list's entry for turn `p`: the start, or the turn's number and notation.
fn move_text(lang: Lang, view: &GameView, p: usize) -> String {
    match p.checked_sub(1).and_then(|i| view.moves.get(i)) {
        None => t!(lang, "web-start"),
        Some(m) => format!("{:>3}. {}", m.ply, m.text),
    }
}
