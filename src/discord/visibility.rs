//! Which channels anyone in a server can view, from serenity's cache (the guild's channels,
//! threads and roles, as the gateway's GUILD_CREATE and updates keep them): the server's web
//! page lists the games of those channels only (docs/web.md).

use poise::serenity_prelude as serenity;
use serenity::{Cache, ChannelId, ChannelType, GuildId, PermissionOverwriteType, RoleId};

/// Whether @everyone may view channel `channel` of server `guild`: the @everyone role's
/// permissions with the channel's overwrites for @everyone applied (a public thread: its
/// parent's). Not known (not in the cache), a private thread, or no such server: `false`.
#[must_use]
pub fn everyone_views(cache: &Cache, guild: u64, channel: u64) -> bool {
    if guild == 0 || channel == 0 {
        return false;
    }
    let Some(guild) = cache.guild(GuildId::new(guild)) else {
        return false;
    };
    let id = ChannelId::new(channel);
    let channel = match guild.channels.get(&id) {
        Some(channel) => channel,
        None => {
            let Some(thread) = guild.threads.iter().find(|t| t.id == id) else {
                return false;
            };
            if thread.kind != ChannelType::PublicThread {
                return false;
            }
            let Some(parent) = thread.parent_id.and_then(|p| guild.channels.get(&p)) else {
                return false;
            };
            parent
        }
    };
    // The @everyone role's id is the server's.
    let everyone = RoleId::new(guild.id.get());
    let Some(role) = guild.roles.get(&everyone) else {
        return false;
    };
    let mut permissions = role.permissions;
    if permissions.administrator() {
        return true;
    }
    for overwrite in &channel.permission_overwrites {
        if overwrite.kind == PermissionOverwriteType::Role(everyone) {
            permissions = (permissions & !overwrite.deny) | overwrite.allow;
        }
    }
    permissions.view_channel()
}
