//! Discord's ids as serenity hands them over, to and from the store's id types: the only place
//! the two meet (the store and the service never name serenity).

use poise::serenity_prelude as serenity;

use crate::store::{ChannelId, ServerId};

impl From<serenity::ChannelId> for ChannelId {
    fn from(id: serenity::ChannelId) -> ChannelId {
        ChannelId(id.get())
    }
}

impl From<ChannelId> for serenity::ChannelId {
    fn from(id: ChannelId) -> serenity::ChannelId {
        serenity::ChannelId::new(id.0)
    }
}

impl From<serenity::GuildId> for ServerId {
    fn from(id: serenity::GuildId) -> ServerId {
        ServerId(id.get())
    }
}

impl From<ServerId> for serenity::GuildId {
    fn from(id: ServerId) -> serenity::GuildId {
        serenity::GuildId::new(id.0)
    }
}
