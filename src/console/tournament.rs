//! `/focus tournament …` in the console, and the console's tables: each table's game is played
//! in a channel named `#t<id>-r<round>-b<table>` (its id [`super::channel_id`] of the name),
//! which lines address like any other.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::service::{
    Actor, ChannelError, ChannelFuture, Reply, ServiceError, TableChannels, TournamentId,
    TournamentRights, Where,
};
use crate::store::{ChannelId, NameKind, ServerId, Store};

use super::{Console, channel_id};

/// Channels opened for tables, by id: the console names them when it prints.
type Opened = Arc<Mutex<HashMap<u64, String>>>;

/// The console's port for tables' channels: a channel of the table's name.
struct ConsoleTables {
    /// The store, to remember the channel's name for later sessions.
    store: Store,
    /// The channels opened in this session.
    opened: Opened,
}

impl TableChannels for ConsoleTables {
    fn open<'a>(
        &'a self,
        _guild: ServerId,
        _parent: ChannelId,
        name: &'a str,
    ) -> ChannelFuture<'a> {
        Box::pin(async move {
            let id = channel_id(name);
            self.store
                .remember_name(NameKind::Channel, id.0, name)
                .await
                .map_err(|e| ChannelError(e.to_string()))?;
            self.opened
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .insert(id.0, name.to_string());
            Ok(id)
        })
    }
}

impl Console {
    /// Makes the console the service's opener of tables' channels: the channels it opens, by
    /// id, for the console to name them.
    pub(super) fn open_tables(service: &crate::service::Service) -> Opened {
        let opened = Opened::default();
        service.set_table_channels(Arc::new(ConsoleTables {
            store: service.store().clone(),
            opened: opened.clone(),
        }));
        opened
    }

    /// Runs `/focus tournament SUBCOMMAND`; `manage_events` when the user holds it
    /// (`@name+manage_events`).
    pub(super) async fn tournament(
        &mut self,
        subcommand: &str,
        actor: &Actor,
        place: &Where,
        options: &HashMap<&str, String>,
        manage_events: bool,
    ) -> Result<Reply, ServiceError> {
        let s = self.service.clone();
        let rights = TournamentRights { manage_events };
        let id = match options
            .get("id")
            .map(|v| v.trim().trim_start_matches('#').parse::<TournamentId>())
            .transpose()
        {
            Ok(id) => id,
            Err(_) => {
                let text = crate::t!(
                    actor.lang,
                    "console-not-number",
                    text = options["id"].as_str()
                );
                return Ok(Reply::private(text));
            }
        };
        match subcommand {
            "create" => match Console::tournament_options(options) {
                Ok(o) => s.tournament_create(actor, place, &o, rights).await,
                Err(e) => Ok(Reply::private(e.words(actor.lang))),
            },
            "join" => s.tournament_join(actor, place, id).await,
            "leave" => s.tournament_leave(actor, place, id).await,
            "start" => s.tournament_start(actor, place, id, rights).await,
            "cancel" => s.tournament_cancel(actor, place, id, rights).await,
            "standings" => {
                let page = match options.get("page").map(|v| v.trim().parse::<i64>()) {
                    None => None,
                    Some(Ok(page)) => Some(page),
                    Some(Err(_)) => {
                        let text = crate::t!(
                            actor.lang,
                            "console-not-number",
                            text = options["page"].as_str()
                        );
                        return Ok(Reply::private(text));
                    }
                };
                s.tournament_standings(actor, place, id, page).await
            }
            _ => s.tournament_list(actor, place).await,
        }
    }
}
