//! The outbox and notices, a part of the service: the public posts a committed change makes
//! ([`posts`]), the service's own posts handed to the front end (the notice channel), the
//! turns and tournament changes the web pages follow (a broadcast), and how each player hears
//! of their turn ([`notify`]). It holds the [`Core`] and no other part.

mod notify;
mod posts;

use std::sync::{Arc, Mutex};

use tokio::sync::{Notify, broadcast, mpsc};

use super::core::{Core, lock};
use super::{Event, Notice};

pub(super) use notify::dm_text;
pub use posts::REPLY_GRACE;
pub(super) use posts::{Redraw, standings_shown};

/// How many turns a slow listener of [`Outbox::turns`] may fall behind before it misses some.
const TURNS_BUFFERED: usize = 256;

/// The outbox and notices: its state.
pub(super) struct Outbox {
    core: Arc<Core>,
    /// Woken when a post is written, completed, sent or due again.
    changed: Notify,
    notices: mpsc::UnboundedSender<Notice>,
    notice_receiver: Mutex<Option<mpsc::UnboundedReceiver<Notice>>>,
    /// Every turn written by this process, as it is written, and its tournaments' changes.
    turns: broadcast::Sender<Event>,
}

impl Outbox {
    /// The outbox over the core's store.
    pub(super) fn new(core: Arc<Core>) -> Outbox {
        let (tx, rx) = mpsc::unbounded_channel();
        Outbox {
            core,
            changed: Notify::new(),
            notices: tx,
            notice_receiver: Mutex::new(Some(rx)),
            turns: broadcast::channel(TURNS_BUFFERED).0,
        }
    }

    /// The receiver of the service's own posts. Only the first call gets it.
    pub(super) fn take_notices(&self) -> Option<mpsc::UnboundedReceiver<Notice>> {
        lock(&self.notice_receiver).take()
    }

    /// Sends the service's own posts to the notice channel, for the front end to post where it
    /// posts the timer's.
    pub(super) fn post(&self, notices: Vec<Notice>) {
        for n in notices {
            let _ = self.notices.send(n);
        }
    }

    /// The turns and tournament changes this process writes from now on.
    pub(super) fn turns(&self) -> broadcast::Receiver<Event> {
        self.turns.subscribe()
    }

    /// Tells the pages following games and tournaments what changed; nobody listening is no
    /// error.
    pub(super) fn tell(&self, event: Event) {
        let _ = self.turns.send(event);
    }

    /// Wakes whoever waits for the outbox to change: a post was written outside
    /// [`Outbox::complete_post`] (a season's end, a tournament's round).
    pub(super) fn wake(&self) {
        self.changed.notify_waiters();
    }
}
