//! Each tournament table's channel in Discord: a public thread of the tournament's channel,
//! named `t<id>-r<round>-b<table>` (the service's [`TableChannels`] port).
//!
//! Opening is safe to retry: an active thread of that name in that channel is used again, so a
//! process that died between opening the thread and recording it does not leave two. The
//! players are not added here: the game's first post in the thread mentions them (only them),
//! which adds them to it.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::{AutoArchiveDuration, ChannelId, ChannelType, CreateThread, GuildId, Http};

use crate::service::{ChannelError, ChannelFuture, TableChannels};
use crate::store::{self, ServerId};

/// Opens tables' threads through Discord's REST API.
pub struct Threads {
    http: Arc<Http>,
}

impl Threads {
    /// Threads opened through `http`.
    pub fn new(http: Arc<Http>) -> Threads {
        Threads { http }
    }

    async fn find_or_open(
        &self,
        guild: ServerId,
        parent: store::ChannelId,
        name: &str,
    ) -> Result<store::ChannelId, ChannelError> {
        let failed = |e: serenity::Error| ChannelError(e.to_string());
        let parent = ChannelId::from(parent);
        let active = GuildId::from(guild)
            .get_active_threads(&*self.http)
            .await
            .map_err(failed)?;
        let existing = active.threads.iter().find(|t| {
            t.parent_id == Some(parent)
                && t.name == name
                && !t.thread_metadata.is_some_and(|m| m.archived || m.locked)
        });
        if let Some(thread) = existing {
            return Ok(thread.id.into());
        }
        let thread = parent
            .create_thread(
                &*self.http,
                CreateThread::new(name)
                    .kind(ChannelType::PublicThread)
                    .auto_archive_duration(AutoArchiveDuration::OneWeek),
            )
            .await
            .map_err(failed)?;
        Ok(thread.id.into())
    }
}

impl TableChannels for Threads {
    fn open<'a>(
        &'a self,
        guild: ServerId,
        parent: store::ChannelId,
        name: &'a str,
    ) -> ChannelFuture<'a> {
        Box::pin(self.find_or_open(guild, parent, name))
    }
}
