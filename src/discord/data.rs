//! What the command and click handlers share, and the handlers' error and context types.

use std::sync::Arc;

use tokio::sync::RwLock;

use super::gateway::Sessions;
use super::invitations::Invitations;
use crate::service::Service;

/// What the command handlers share.
pub struct Data {
    pub(super) service: Service,
    pub(super) invitations: Invitations,
    /// Readers are commands in flight; shutdown takes it for writing, waits for them to finish,
    /// and sets it to `false`: later commands are told the bot is restarting.
    pub(super) open: Arc<RwLock<bool>>,
    /// The shards' gateway sessions, for the reconnects' count.
    pub(super) sessions: Sessions,
}

/// The error type of the handlers: anything not the user's doing.
pub type Error = anyhow::Error;

/// A command's context.
pub(super) type Context<'a> = poise::Context<'a, Data, Error>;

/// A slash command in flight, kept as its invocation data: when it started (for the reply's
/// latency) and what came of it (for the interactions' count): `ok`, `refused` when the service
/// changed nothing and said why, `error` when it failed.
pub(super) struct Invocation {
    pub(super) started: std::time::Instant,
    pub(super) result: Outcome,
}

/// Notes what came of the command in flight, when it has invocation data.
pub(super) async fn note_result(ctx: Context<'_>, result: Outcome) {
    if let Some(mut invocation) = ctx.invocation_data::<Invocation>().await {
        invocation.result = result;
    }
}

/// What came of an interaction, for the interactions' count.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Outcome {
    /// It did what was asked (or showed what was asked for).
    Done,
    /// It changed nothing and told the user why.
    Refused,
    /// It failed: the user saw "something went wrong".
    Failed,
}

impl Outcome {
    /// What came of a service's reply: refused when it says why nothing happened.
    pub(super) fn of(reply: &crate::service::Reply) -> Outcome {
        if reply.refusal.is_some() {
            Outcome::Refused
        } else {
            Outcome::Done
        }
    }

    /// Its label in the metrics: `ok`, `refused` or `error`.
    pub(super) fn label(self) -> &'static str {
        match self {
            Outcome::Done => "ok",
            Outcome::Refused => "refused",
            Outcome::Failed => "error",
        }
    }
}
