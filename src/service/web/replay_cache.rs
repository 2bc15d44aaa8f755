//! Replay GIFs, drawn once and kept: the last one drawn of each game (for its length, language
//! and names) is answered again without drawing; one game's requests share one drawing; at
//! most one replay a core is drawn at a time, and beyond a short queue of requests waiting
//! for a drawing the answer is `ServiceError::Busy` (a web page answers 503 with
//! `Retry-After`, Discord a "try again in a moment").

use crate::store::GameId;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use tokio::sync::{OnceCell, Semaphore};

use crate::i18n::Lang;

/// How many requests may wait for a replay being drawn, all games together; the next are
/// answered `ServiceError::Busy`.
pub const REPLAY_QUEUE: usize = 8;
/// How many games' replays are kept (the least recently asked for is dropped first).
const KEPT: usize = 64;
/// What the busy answer asks the caller to wait before asking again, in seconds.
pub(super) const RETRY_AFTER_SECS: u64 = 5;

/// What a replay is drawn from besides the game: its length, language and names.
pub(super) type Key = (usize, Lang, Vec<String>);

/// One game's last replay: drawn, or being drawn.
struct Kept {
    key: Key,
    gif: Arc<OnceCell<Arc<Vec<u8>>>>,
    used: u64,
}

/// The replays kept, the drawings and the requests waiting for one.
pub(super) struct Replays {
    kept: Mutex<HashMap<GameId, Kept>>,
    /// One permit per core: replays drawn at once.
    pub(super) drawing: Semaphore,
    pub(super) waiting: AtomicUsize,
    pub(super) drawn: AtomicU64,
    clock: AtomicU64,
}

impl Default for Replays {
    fn default() -> Replays {
        Replays {
            kept: Mutex::default(),
            drawing: Semaphore::new(crate::service::core::per_core()),
            waiting: AtomicUsize::new(0),
            drawn: AtomicU64::new(0),
            clock: AtomicU64::new(0),
        }
    }
}

/// Counts a request waiting for a drawing while it lives.
pub(super) struct Waiting<'a>(pub(super) &'a AtomicUsize);

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

impl Replays {
    /// The cell of game `id`'s replay for `key`: the kept one, or a new one in its place.
    pub(super) fn cell(&self, id: GameId, key: Key) -> Arc<OnceCell<Arc<Vec<u8>>>> {
        let now = self.clock.fetch_add(1, Ordering::Relaxed);
        let mut kept = self
            .kept
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(k) = kept.get_mut(&id)
            && k.key == key
        {
            k.used = now;
            return k.gif.clone();
        }
        if kept.len() >= KEPT && !kept.contains_key(&id) {
            let oldest = kept.iter().min_by_key(|(_, k)| k.used).map(|(id, _)| *id);
            if let Some(oldest) = oldest {
                kept.remove(&oldest);
            }
        }
        let gif = Arc::new(OnceCell::new());
        kept.insert(
            id,
            Kept {
                key,
                gif: gif.clone(),
                used: now,
            },
        );
        gif
    }
}
