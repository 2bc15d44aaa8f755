//! The Activity's entry point command. Once an application enables Activities (docs/web.md,
//! "Inside Discord: the Activity"), Discord gives it a global command of type
//! `PRIMARY_ENTRY_POINT` ("Launch") that starts the Activity, and refuses a bulk overwrite of the
//! global commands that leaves it out (error 50240). The bot registers its commands by such an
//! overwrite at every start, so it reads the global commands first and keeps the entry point
//! as Discord has it (its name, description, handler, contexts and localizations).

use poise::serenity_prelude as serenity;
use serenity::{Command, CommandType, CreateCommand};
use tracing::{info, warn};

/// `commands` and, when the application has one, its entry point command as Discord has it.
pub(super) async fn with_entry_point(
    http: &serenity::Http,
    mut commands: Vec<CreateCommand>,
) -> Vec<CreateCommand> {
    match Command::get_global_commands(http).await {
        Ok(existing) => {
            if let Some(entry) = existing
                .iter()
                .find(|c| c.kind == CommandType::PrimaryEntryPoint)
            {
                info!(name = %entry.name, "the Activity's entry point command is kept");
                commands.push(kept(entry));
            }
        }
        Err(e) => {
            warn!(error = %e, "cannot read the global commands: an entry point is not kept");
        }
    }
    commands
}

/// The entry point command `entry` as a command to register again, unchanged.
fn kept(entry: &Command) -> CreateCommand {
    let mut command = CreateCommand::new(&entry.name)
        .kind(CommandType::PrimaryEntryPoint)
        .description(&entry.description)
        .integration_types(entry.integration_types.clone());
    if let Some(contexts) = &entry.contexts {
        command = command.contexts(contexts.clone());
    }
    if let Some(handler) = entry.handler {
        command = command.handler(handler);
    }
    for (locale, name) in entry.name_localizations.iter().flatten() {
        command = command.name_localized(locale, name);
    }
    for (locale, text) in entry.description_localizations.iter().flatten() {
        command = command.description_localized(locale, text);
    }
    command
}
