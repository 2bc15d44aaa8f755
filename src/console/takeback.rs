//! The console's words for a takeback's and a draw offer's buttons: what to type instead of
//! pressing them.

use crate::service::Reply;
use crate::slash_commands;
use crate::t;

/// The lines saying a reply's takeback and draw buttons: Take back on a turn's post, Accept
/// and Decline under a request, Accept draw and Decline under a draw offer.
pub(super) fn hints(reply: &Reply) -> Vec<String> {
    if reply.private {
        return Vec::new();
    }
    let lang = reply.button_lang;
    let example = |command: &str| slash_commands::command_example(lang, command, &[]);
    let decline =
        |command: &str| slash_commands::command_example(lang, command, &[("answer", "decline")]);
    let button = |label: String, example: String| {
        t!(lang, "console-button", label = label, example = example)
    };
    let mut lines = Vec::new();
    if reply.take_back.is_some() {
        lines.push(t!(
            lang,
            "console-takeback-button",
            button = t!(lang, "button-take-back"),
            example = example("takeback")
        ));
    }
    if reply.takeback_request.is_some() {
        lines.push(t!(
            lang,
            "console-takeback-request",
            accept = t!(lang, "button-accept-takeback"),
            example = example("takeback")
        ));
        lines.push(button(
            t!(lang, "button-decline-takeback"),
            decline("takeback"),
        ));
    }
    if reply.draw_offer.is_some() {
        lines.push(button(t!(lang, "button-accept-draw"), example("draw")));
        lines.push(button(t!(lang, "button-decline-draw"), decline("draw")));
    }
    lines
}
