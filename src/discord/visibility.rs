//! Which channels anyone in a server can view, from serenity's cache (the guild's channels,
//! threads and roles, as the gateway's GUILD_CREATE and updates keep them): the server's web
//! page lists the games of those channels only (docs/web.md).

use crate::store::{self, ServerId};
use poise::serenity_prelude as serenity;
use serenity::{Cache, ChannelId, ChannelType, Guild, GuildId, PermissionOverwriteType, RoleId};

/// The channels and threads of server `guild` that @everyone may view ([`views`]),
/// as the cache knows them: the server page's games are those of these channels, asked of the
/// database with the page (docs/web.md). None when the server is not in the cache.
#[must_use]
pub fn everyone_channels(cache: &Cache, guild: ServerId) -> Vec<store::ChannelId> {
    if guild.0 == 0 {
        return Vec::new();
    }
    let Some(guild) = cache.guild(GuildId::from(guild)) else {
        return Vec::new();
    };
    let open: Vec<ChannelId> = guild
        .channels
        .keys()
        .copied()
        .filter(|&id| views(&guild, id))
        .collect();
    // A public thread is open when its parent is.
    let threads = guild.threads.iter().filter(|t| {
        t.kind == ChannelType::PublicThread && t.parent_id.is_some_and(|p| open.contains(&p))
    });
    let mut ids: Vec<store::ChannelId> = threads
        .map(|t| t.id)
        .chain(open.iter().copied())
        .map(store::ChannelId::from)
        .collect();
    ids.sort_unstable();
    ids.dedup();
    ids
}

/// Whether @everyone may view channel `id` of `guild`: the @everyone role's permissions with
/// the channel's overwrites for @everyone applied (a public thread: its parent's). Not known
/// (not in the cache), a private thread: `false`.
fn views(guild: &Guild, id: ChannelId) -> bool {
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
