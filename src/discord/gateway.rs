//! The gateway connection as the bot sees it: serenity resumes a dropped session (RESUMED) or,
//! when Discord will not resume it, identifies anew (a READY after the first). Each is logged
//! and counted in `focus_gateway_reconnects_total{shard, kind}`, `kind` being `resume` or
//! `identify`.

use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use tracing::{info, warn};

/// The shards that have been ready once in this process.
#[derive(Clone, Default)]
pub struct Sessions {
    ready: Arc<Mutex<HashSet<u32>>>,
}

impl Sessions {
    /// Shard `shard` is ready: its first session, or a new one after its session was lost.
    pub fn ready(&self, shard: u32) {
        let first = self
            .ready
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(shard);
        if first {
            for kind in ["resume", "identify"] {
                reconnects(shard, kind).absolute(0);
            }
            info!(shard, "gateway session opened");
        } else {
            reconnects(shard, "identify").increment(1);
            warn!(
                shard,
                "gateway session lost: identified anew (what Discord sent meanwhile is lost)"
            );
        }
    }

    /// Shard `shard` resumed its session: what Discord sent meanwhile follows.
    pub fn resumed(&self, shard: u32) {
        reconnects(shard, "resume").increment(1);
        info!(shard, "gateway session resumed");
    }
}

fn reconnects(shard: u32, kind: &'static str) -> metrics::Counter {
    metrics::counter!(
        "focus_gateway_reconnects_total",
        "shard" => shard.to_string(),
        "kind" => kind
    )
}
