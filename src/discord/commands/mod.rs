//! The `/focus` command, one file per group of subcommands, and the clicks on the bot's
//! buttons and menus.
//!
//! Each handler turns Discord's arguments into a service call and shows the reply
//! ([`answer`] says how).

mod admin;
mod analyze;
mod answer;
mod challenge;
mod clicks;
mod help;
mod on_error;
mod picker;
mod play;
mod records;
mod tournament;

pub use clicks::on_click;
pub use on_error::on_error;

use crate::discord::data::{Context, Error};

/// Play Sid Sackson's Focus with friends in this channel.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "challenge::challenge",
        "challenge::accept",
        "challenge::decline",
        "challenge::cancel",
        "challenge::rematch",
        "play::move_",
        "play::reserve",
        "play::swap",
        "play::board",
        "play::resign",
        "play::draw",
        "records::history",
        "records::replay",
        "analyze::analyze",
        "records::games",
        "records::stats",
        "records::leaderboard",
        "help::rules",
        "help::help",
        "admin::abort",
        "admin::settings",
        "admin::notify",
        "tournament::tournament"
    ),
    subcommand_required
)]
pub async fn focus(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::slash_commands::{COMMANDS, Kind};

    /// Discord's static slash commands say what the shared table says: the same subcommands,
    /// descriptions, options, required-ness and choices.
    #[test]
    fn the_slash_commands_match_the_command_table() {
        let focus = super::focus();
        // Subcommand groups (`/focus tournament …`) are checked against the groups' table.
        let plain: Vec<_> = focus
            .subcommands
            .iter()
            .filter(|c| c.subcommands.is_empty())
            .collect();
        let subcommands: Vec<&str> = plain.iter().map(|c| &*c.name).collect();
        let table: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
        assert_eq!(subcommands, table);
        for (command, spec) in plain.iter().zip(COMMANDS) {
            assert_eq!(
                command.description.as_deref(),
                Some(spec.description),
                "/focus {}",
                spec.name
            );
            let options: Vec<(&str, bool, Option<&str>)> = command
                .parameters
                .iter()
                .map(|p| (&*p.name, p.required, p.description.as_deref()))
                .collect();
            let expected: Vec<(&str, bool, Option<&str>)> = spec
                .options
                .iter()
                .map(|o| (o.name, o.required, Some(o.description)))
                .collect();
            assert_eq!(options, expected, "/focus {}", spec.name);
            for (p, o) in command.parameters.iter().zip(spec.options) {
                let choices: Vec<&str> = p.choices.iter().map(|c| &*c.name).collect();
                match o.kind {
                    Kind::Choice(names) => assert_eq!(choices, names, "{}", o.name),
                    _ => assert!(choices.is_empty(), "{}", o.name),
                }
            }
        }
    }
}
