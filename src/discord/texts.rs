//! The adapter's own words: what a user is told when something fails that they did not cause,
//! when the bot restarts, outside a server, and when a permission is missing.

use poise::serenity_prelude as serenity;

use crate::i18n::Lang;
use crate::t;

/// Shown when anything fails that the user did not cause (the cause goes to the log).
pub fn went_wrong(lang: Lang) -> String {
    t!(lang, "went-wrong")
}

/// Shown to commands and clicks that arrive while the bot shuts down.
pub fn restarting(lang: Lang) -> String {
    t!(lang, "restarting")
}

/// Shown outside a server.
pub fn servers_only(lang: Lang) -> String {
    t!(lang, "servers-only")
}

/// "**Attach Files** and **Embed Links**".
fn permission_names(lang: Lang, p: serenity::Permissions) -> String {
    let names: Vec<String> = p
        .get_permission_names()
        .into_iter()
        // Discord's own app calls the server "Server".
        .map(|n| format!("**{}**", n.replace("Guild", "Server")))
        .collect();
    if names.is_empty() {
        return t!(lang, "no-permission");
    }
    crate::i18n::list(lang, &names)
}

/// What to tell a player when the bot lacks permissions in the channel to post a game.
pub fn missing_bot_permissions(lang: Lang, missing: serenity::Permissions) -> String {
    let why = if missing.attach_files() {
        t!(lang, "missing-why-picture")
    } else if missing.embed_links() {
        t!(lang, "missing-why-embed")
    } else {
        String::new()
    };
    t!(
        lang,
        "missing-permissions",
        names = permission_names(lang, missing),
        why = why
    )
}

/// What to tell a user who lacks the permissions (`missing`, when Discord says which) that
/// `/focus <command>` needs.
pub fn missing_user_permissions(
    lang: Lang,
    missing: Option<serenity::Permissions>,
    command: String,
) -> String {
    let names = missing.map_or_else(
        || t!(lang, "needed-permission"),
        |p| permission_names(lang, p),
    );
    t!(lang, "members-only", names = names, command = command)
}
