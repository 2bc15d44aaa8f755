//! The buttons under a game-over post, printed as the commands that do what they do: what
//! Discord's game-over row offers (`src/discord/components.rs`): Rematch and Analyze when the
//! reply offers them (an aborted game's offers neither).

use crate::service::Reply;
use crate::slash_commands;
use crate::t;

use super::Console;

impl Console {
    /// The lines of a public game-over post's buttons (none for any other reply), in the
    /// buttons' language.
    pub(super) fn game_over_buttons(&self, reply: &Reply) -> Vec<String> {
        let lang = reply.button_lang;
        [
            (reply.rematch, "rematch", t!(lang, "button-rematch")),
            (reply.analyze, "analyze", t!(lang, "button-analyze")),
        ]
        .into_iter()
        .filter(|_| !reply.private)
        .filter_map(|(game, command, label)| {
            let game = game?.to_string();
            let example = slash_commands::command_example(lang, command, &[("game", &game)]);
            Some(self.readable(&t!(
                lang,
                "console-button",
                label = label,
                example = example
            )))
        })
        .collect()
    }
}
