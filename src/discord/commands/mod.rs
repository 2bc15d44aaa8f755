//! The `/focus` command, one file per group of subcommands, and the clicks on the bot's
//! buttons and menus.
//!
//! Each handler turns Discord's arguments into a service call and shows the reply
//! ([`answer`] says how).

mod admin;
mod analyze;
mod answer;
mod challenge;
mod clicker;
mod clicks;
mod help;
mod on_error;
mod picker;
mod play;
mod records;
mod takeback;
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
        "takeback::takeback",
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
    use crate::slash_commands::{COMMANDS, CommandSpec, GROUPS, Kind};

    type Command = poise::Command<crate::discord::data::Data, super::Error>;

    /// One poise command against its row of the table: description, options, required-ness,
    /// choices.
    fn assert_matches(command: &Command, spec: &CommandSpec, path: &str) {
        assert_eq!(
            command.description.as_deref(),
            Some(spec.description),
            "/focus {path}"
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
        assert_eq!(options, expected, "/focus {path}");
        for (p, o) in command.parameters.iter().zip(spec.options) {
            let choices: Vec<&str> = p.choices.iter().map(|c| &*c.name).collect();
            match o.kind {
                Kind::Choice(names) => assert_eq!(choices, names, "{path} {}", o.name),
                _ => assert!(choices.is_empty(), "{path} {}", o.name),
            }
        }
    }

    /// Discord's static slash commands say what the shared table says: the same subcommands
    /// and subcommand groups, descriptions, options, required-ness and choices.
    #[test]
    fn the_slash_commands_match_the_command_table() {
        let focus = super::focus();
        let (groups, plain): (Vec<&Command>, Vec<&Command>) = focus
            .subcommands
            .iter()
            .partition(|c| !c.subcommands.is_empty());
        let subcommands: Vec<&str> = plain.iter().map(|c| &*c.name).collect();
        let table: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
        assert_eq!(subcommands, table);
        for (command, spec) in plain.iter().zip(COMMANDS) {
            assert_matches(command, spec, spec.name);
        }
        let names: Vec<&str> = groups.iter().map(|g| &*g.name).collect();
        let table: Vec<&str> = GROUPS.iter().map(|g| g.name).collect();
        assert_eq!(names, table);
        for (group, spec) in groups.iter().zip(GROUPS) {
            assert_eq!(group.description.as_deref(), Some(spec.description));
            let names: Vec<&str> = group.subcommands.iter().map(|c| &*c.name).collect();
            let table: Vec<&str> = spec.subcommands.iter().map(|c| c.name).collect();
            assert_eq!(names, table, "/focus {}", spec.name);
            for (command, sub) in group.subcommands.iter().zip(spec.subcommands) {
                assert_matches(command, sub, &format!("{} {}", spec.name, sub.name));
            }
        }
    }
}
