//! The bot's HTTP server started on a listening address and stopped with the bot.

use std::net::SocketAddr;
use std::time::Duration;

use tokio::sync::oneshot;
use tokio::task::JoinHandle;
use tracing::{error, info, warn};

use super::routes::{Probe, router};

/// How long stopping waits for the requests in flight.
const STOP_GRACE: Duration = Duration::from_secs(3);

/// A running HTTP server.
pub struct WebServer {
    addr: SocketAddr,
    stop: oneshot::Sender<()>,
    task: JoinHandle<()>,
}

/// Binds `addr` and serves the routes on the current tokio runtime until [`WebServer::stop`].
pub async fn start(addr: SocketAddr, probe: Probe) -> std::io::Result<WebServer> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    let addr = listener.local_addr()?;
    info!(%addr, "HTTP server listening (/healthz, /readyz, /metrics)");
    let (stop, stopped) = oneshot::channel::<()>();
    let task = tokio::spawn(async move {
        let served = axum::serve(listener, router(probe)).with_graceful_shutdown(async {
            let _ = stopped.await;
        });
        if let Err(e) = served.await {
            error!(error = %e, "the HTTP server failed");
        }
    });
    Ok(WebServer { addr, stop, task })
}

impl WebServer {
    /// Where it listens (the port chosen when the address asked for port 0).
    #[must_use]
    pub const fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stops taking connections and waits, within reason, for the requests in flight.
    pub async fn stop(self) {
        let _ = self.stop.send(());
        let mut task = self.task;
        if tokio::time::timeout(STOP_GRACE, &mut task).await.is_err() {
            warn!("the HTTP server did not stop in time");
            task.abort();
        }
    }
}
