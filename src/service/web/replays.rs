//! The service's replay GIFs through the kept ones of [`super::replay_cache`]: a kept replay
//! answered again, one drawing shared by a game's requests, the busy answer beyond the queue.

use crate::store::GameId;
use std::sync::Arc;
use std::sync::atomic::Ordering;

use tokio::sync::SemaphorePermit;

use super::Views;
use super::replay_cache::{Key, REPLAY_QUEUE, RETRY_AFTER_SECS, Waiting};
use crate::service::ServiceError;
use crate::service::core::{drawing, per_core};

impl Views {
    /// Game `id`'s replay GIF for `key` (its length, language and names), drawn by `draw` only
    /// when it is not kept already; [`ServiceError::Busy`] when too many requests wait.
    pub(in crate::service) async fn replay_gif(
        &self,
        id: GameId,
        key: Key,
        draw: impl FnOnce() -> Result<Vec<u8>, ServiceError> + Send + 'static,
    ) -> Result<Arc<Vec<u8>>, ServiceError> {
        let replays = &self.replays;
        let gif = replays.cell(id, key);
        if let Some(bytes) = gif.get() {
            return Ok(bytes.clone());
        }
        if replays.waiting.fetch_add(1, Ordering::Relaxed) >= REPLAY_QUEUE {
            replays.waiting.fetch_sub(1, Ordering::Relaxed);
            return Err(ServiceError::Busy {
                retry_after_secs: RETRY_AFTER_SECS,
            });
        }
        let _waiting = Waiting(&replays.waiting);
        let bytes = gif
            .get_or_try_init(|| async {
                let bytes = drawing(&replays.drawing, draw).await??;
                replays.drawn.fetch_add(1, Ordering::Relaxed);
                Ok::<_, ServiceError>(Arc::new(bytes))
            })
            .await?;
        Ok(bytes.clone())
    }

    /// How many replays this service has drawn (each kept one is drawn once).
    #[must_use]
    pub(in crate::service) fn replays_drawn(&self) -> u64 {
        self.replays.drawn.load(Ordering::Relaxed)
    }

    /// Holds every drawing slot until the guard is dropped: replays asked for meanwhile wait
    /// (or are refused beyond the queue). For maintenance and tests.
    pub(in crate::service) async fn hold_replay_drawing(&self) -> Vec<SemaphorePermit<'_>> {
        let drawing = &self.replays.drawing;
        let mut held = Vec::new();
        for _ in 0..per_core() {
            if let Ok(permit) = drawing.acquire().await {
                held.push(permit);
            }
        }
        held
    }
}
