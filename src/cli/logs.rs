//! Where and how `focus-bot run` writes its logs: to standard error, as lines for people
//! (coloured only when standard error is a terminal, so a file or a container's log holds no
//! escape codes) or, with `LOG_FORMAT=json`, one JSON object per line.
//!
//! Whatever `RUST_LOG` says, the libraries that carry the token on the wire (the websocket's
//! frames, the HTTP requests' headers and bodies, TLS) log at most [`WIRE_LEVEL`]: their
//! trace and debug lines write out payloads, and the gateway's identify frame holds the token.

use std::io::IsTerminal as _;

use tracing::level_filters::LevelFilter;
use tracing_subscriber::EnvFilter;
use tracing_subscriber::filter::Targets;
use tracing_subscriber::layer::SubscriberExt as _;
use tracing_subscriber::util::SubscriberInitExt as _;

use crate::discord::{DEFAULT_LOG_FILTER, LogFormat};

/// The most the wire's libraries may log: their `info` lines say what happened, never a payload.
pub const WIRE_LEVEL: LevelFilter = LevelFilter::INFO;

/// The libraries that see the token's bytes (or any request's), capped at [`WIRE_LEVEL`].
pub const WIRE_TARGETS: &[&str] = &[
    "tungstenite",
    "tokio_tungstenite",
    "async_tungstenite",
    "hyper",
    "hyper_util",
    "reqwest",
    "rustls",
    "tokio_rustls",
    "h2",
    "h1",
    "http",
    "native_tls",
    "serenity::gateway",
    "serenity::http",
];

/// What every line must pass besides `RUST_LOG`: the wire's libraries capped, all else open.
#[must_use]
pub fn wire_cap() -> Targets {
    WIRE_TARGETS.iter().fold(
        Targets::new().with_default(LevelFilter::TRACE),
        |t, target| t.with_target(*target, WIRE_LEVEL),
    )
}

/// Starts logging in `format`, at the levels of `RUST_LOG` ([`DEFAULT_LOG_FILTER`] when unset
/// or unreadable), the wire's libraries capped ([`wire_cap`]).
///
/// A JSON line holds `timestamp`, `level`, `target`, `fields` (the `message` and the event's
/// own fields, such as `game`) and, inside a span, `span` and `spans` with theirs.
pub fn start_logs(format: LogFormat) {
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(DEFAULT_LOG_FILTER));
    let logs = tracing_subscriber::fmt::layer().with_writer(std::io::stderr);
    let registry = tracing_subscriber::registry().with(filter).with(wire_cap());
    match format {
        LogFormat::Text => registry
            .with(logs.with_ansi(std::io::stderr().is_terminal()))
            .init(),
        LogFormat::Json => registry
            .with(logs.json().with_current_span(true).with_span_list(true))
            .init(),
    }
}
