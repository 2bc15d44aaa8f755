//! The console's words for a takeback's buttons: what to type instead of pressing them.

use crate::service::Reply;
use crate::slash_commands;
use crate::t;

/// The lines saying a reply's takeback buttons: Take back on a turn's post, Accept and Decline
/// under a request (the console's players accept by asking `/focus takeback` themselves).
pub(super) fn hints(reply: &Reply) -> Vec<String> {
    if reply.private {
        return Vec::new();
    }
    let lang = reply.button_lang;
    let example = || slash_commands::command_example(lang, "takeback", &[]);
    let mut lines = Vec::new();
    if reply.take_back.is_some() {
        lines.push(t!(
            lang,
            "console-takeback-button",
            button = t!(lang, "button-take-back"),
            example = example()
        ));
    }
    if reply.takeback_request.is_some() {
        lines.push(t!(
            lang,
            "console-takeback-request",
            accept = t!(lang, "button-accept-takeback"),
            example = example()
        ));
    }
    lines
}
