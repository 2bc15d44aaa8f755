//! A reply's buttons, printed as the commands that do what they do (what Discord's buttons offer,
//! `src/discord/components.rs`): a challenge's Accept and Decline while it is open, a
//! leaderboard's or a tournament's standings' Previous and Next, a resignation's Resign and Keep
//! playing, a draw offer's and a takeback request's answers, a turn's Take back, a game-over
//! post's Rematch and Analyze. Play (the picker) and a tournament's Join and Leave have none.

use crate::service::{Board, Button, Reply};
use crate::slash_commands;
use crate::t;

use super::Console;

impl Console {
    /// The lines of a reply's buttons, in its order: `lang` is the console's words' language
    /// (a leaderboard's, a resignation's), a game's buttons speak its own; a private reply has
    /// no game buttons.
    pub(super) fn button_lines(&self, reply: &Reply, lang: crate::i18n::Lang) -> Vec<String> {
        let game = reply.button_lang;
        let example = |command: &str, options: &[(&str, &str)]| {
            slash_commands::command_example(game, command, options)
        };
        let decline = [("answer", "decline")];
        let button = |label: String, example: String| {
            self.readable(&t!(
                game,
                "console-button",
                label = label,
                example = example
            ))
        };
        let pages = |count: usize, example: String| {
            self.readable(&t!(
                lang,
                "console-page-buttons",
                previous = t!(lang, "button-previous"),
                next = t!(lang, "button-next"),
                example = example,
                count = count
            ))
        };
        let mut lines = Vec::new();
        for b in &reply.buttons {
            let public = !reply.private;
            match b {
                Button::ChallengeAnswer(c) if c.open => lines.push(t!(
                    c.lang,
                    "console-challenge-buttons",
                    accept = t!(c.lang, "button-accept"),
                    decline = t!(c.lang, "button-decline"),
                    id = c.id
                )),
                Button::Pages(p) if p.count > 1 => {
                    let season = p.board.typed();
                    let mut options = vec![("kind", p.kind.name()), ("page", "N")];
                    // A server in its first season has one board: no need to name it.
                    if p.board != Board::Season(1) {
                        options.push(("season", &season));
                    }
                    let example = slash_commands::command_example(lang, "leaderboard", &options);
                    lines.push(pages(p.count, example));
                }
                Button::StandingsPages(p) if p.count > 1 => {
                    let id = p.tournament.to_string();
                    let options = [("id", id.as_str()), ("page", "N")];
                    let command = "tournament standings";
                    let example = slash_commands::command_example(lang, command, &options);
                    lines.push(pages(p.count, example));
                }
                Button::ConfirmResign(_) => lines.push(t!(
                    lang,
                    "console-resign-buttons",
                    resign = t!(lang, "button-resign"),
                    keep = t!(lang, "button-keep-playing")
                )),
                Button::AnswerDraw(_) if public => {
                    lines.push(button(t!(game, "button-accept-draw"), example("draw", &[])));
                    let no = t!(game, "button-decline-draw");
                    lines.push(button(no, example("draw", &decline)));
                }
                Button::AnswerTakeback(_) if public => {
                    lines.push(self.readable(&t!(
                        game,
                        "console-takeback-request",
                        accept = t!(game, "button-accept-takeback"),
                        example = example("takeback", &[])
                    )));
                    let no = t!(game, "button-decline-takeback");
                    lines.push(button(no, example("takeback", &decline)));
                }
                Button::TakeBack(_) if public => lines.push(self.readable(&t!(
                    game,
                    "console-takeback-button",
                    button = t!(game, "button-take-back"),
                    example = example("takeback", &[])
                ))),
                Button::Rematch(id) | Button::Analyze(id) if public => {
                    let (command, label) = match b {
                        Button::Rematch(_) => ("rematch", t!(game, "button-rematch")),
                        _ => ("analyze", t!(game, "button-analyze")),
                    };
                    let id = id.to_string();
                    lines.push(button(label, example(command, &[("game", &id)])));
                }
                _ => {}
            }
        }
        lines
    }
}
