//! The process's metrics recorder, installed once, and their rendering in Prometheus's text
//! format. The service and the Discord adapter record through the `metrics` macros.

use std::sync::OnceLock;

use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};
use tracing::warn;

/// Buckets of the `_seconds` histograms: from a millisecond to a minute.
const BUCKETS: &[f64] = &[
    0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0,
];

static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// Installs the process's recorder the first time (later calls share it) and returns what
/// renders its metrics.
pub fn recorder() -> PrometheusHandle {
    HANDLE
        .get_or_init(|| {
            let recorder = PrometheusBuilder::new()
                .set_buckets(BUCKETS)
                .expect("the buckets are not empty")
                .build_recorder();
            let handle = recorder.handle();
            if metrics::set_global_recorder(recorder).is_err() {
                warn!("another metrics recorder is installed: /metrics stays empty");
            }
            handle
        })
        .clone()
}
