//! Discord's ids as serenity hands them over, to and from the store's id types: the only place
//! the two meet (the store and the service never name serenity).

use poise::serenity_prelude as serenity;

use crate::store::{ChannelId, ServerId, UserId};

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

impl From<serenity::UserId> for UserId {
    fn from(id: serenity::UserId) -> UserId {
        UserId(id.get())
    }
}

impl From<UserId> for serenity::UserId {
    fn from(id: UserId) -> serenity::UserId {
        serenity::UserId::new(id.0)
    }
}
