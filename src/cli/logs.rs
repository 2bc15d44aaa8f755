//! Where and how `focus-bot run` writes its logs: to standard error, as lines for people
//! (coloured only when standard error is a terminal, so a file or a container's log holds no
//! escape codes) or, with `LOG_FORMAT=json`, one JSON object per line.

use std::io::IsTerminal as _;

use tracing_subscriber::EnvFilter;

use crate::discord::{DEFAULT_LOG_FILTER, LogFormat};

/// Starts logging in `format`, at the levels of `RUST_LOG` ([`DEFAULT_LOG_FILTER`] when unset
/// or unreadable).
///
/// A JSON line holds `timestamp`, `level`, `target`, `fields` (the `message` and the event's
/// own fields, such as `game`) and, inside a span, `span` and `spans` with theirs.
pub fn start_logs(format: LogFormat) {
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(DEFAULT_LOG_FILTER));
    let logs = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    match format {
        LogFormat::Text => logs.with_ansi(std::io::stderr().is_terminal()).init(),
        LogFormat::Json => logs
            .json()
            .with_current_span(true)
            .with_span_list(true)
            .init(),
    }
}
