//! An HTTP server started on a listening address and stopped with the bot: the public one
//! (`WEB_ADDR`) and the operator's (`METRICS_ADDR`) are each one of these, so the probes keep
//! their own connections however busy the public address is.
//!
//! No connection holds the server for long: a connection waiting for a request's headers
//! (a new one, or a kept-alive one between requests) is closed after [`HEADER_READ_TIMEOUT`],
//! and at most [`MAX_CONNECTIONS`] are open at once (the next ones wait in the system's queue
//! until one closes), which keeps the process well within its file limit.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::{Semaphore, oneshot, watch};
use tokio::task::JoinHandle;
use tracing::{debug, info, warn};

/// How long stopping waits for the requests in flight.
const STOP_GRACE: Duration = Duration::from_secs(3);
/// How long a connection may take to send a request's headers, and stay idle between two
/// requests when kept alive.
pub const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(10);
/// The most connections one server holds open at once: with the bot's other files (the
/// database, the gateway, the pictures) well under the usual limit of 1024 open files.
pub const MAX_CONNECTIONS: usize = 512;

/// A running HTTP server.
pub struct WebServer {
    addr: SocketAddr,
    stop: oneshot::Sender<()>,
    task: JoinHandle<()>,
}

/// Binds `addr` and serves `app` ([`super::router`] or [`super::probe_router`]) on the current
/// tokio runtime until [`WebServer::stop`].
pub async fn start(addr: SocketAddr, app: Router) -> std::io::Result<WebServer> {
    let listener = TcpListener::bind(addr).await?;
    let addr = listener.local_addr()?;
    info!(%addr, "HTTP server listening");
    let (stop, stopped) = oneshot::channel::<()>();
    let task = tokio::spawn(serve(listener, app, stopped));
    Ok(WebServer { addr, stop, task })
}

/// Accepts connections (while fewer than [`MAX_CONNECTIONS`] are open) and serves each until
/// `stopped`; then asks each to finish its request and waits for them.
async fn serve(listener: TcpListener, app: Router, mut stopped: oneshot::Receiver<()>) {
    let slots = Arc::new(Semaphore::new(MAX_CONNECTIONS));
    let (closing, closed) = watch::channel(false);
    loop {
        let slot = tokio::select! {
            _ = &mut stopped => break,
            slot = slots.clone().acquire_owned() => slot,
        };
        let Ok(slot) = slot else { break };
        let (stream, peer) = tokio::select! {
            _ = &mut stopped => break,
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    // Out of files or a connection reset before it was taken: wait a moment.
                    warn!(error = %e, "cannot accept a connection");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
        };
        let service = TowerToHyperService::new(app.clone());
        let mut closed = closed.clone();
        tokio::spawn(async move {
            let mut builder = hyper::server::conn::http1::Builder::new();
            builder
                .timer(TokioTimer::new())
                .header_read_timeout(HEADER_READ_TIMEOUT)
                .keep_alive(true);
            let connection = builder
                .serve_connection(TokioIo::new(stream), service)
                .with_upgrades();
            tokio::pin!(connection);
            let result = tokio::select! {
                result = connection.as_mut() => result,
                () = closing_time(&mut closed) => {
                    connection.as_mut().graceful_shutdown();
                    connection.as_mut().await
                }
            };
            if let Err(e) = result {
                debug!(%peer, error = %e, "connection closed");
            }
            drop(slot);
        });
    }
    drop(listener);
    let _ = closing.send(true);
    // Every slot back: every connection has finished.
    let all = u32::try_from(MAX_CONNECTIONS).unwrap_or(u32::MAX);
    let _ = slots.acquire_many(all).await;
}

/// Completes once the server is closing (or gone).
async fn closing_time(closed: &mut watch::Receiver<bool>) {
    loop {
        let closing = *closed.borrow_and_update();
        if closing || closed.changed().await.is_err() {
            return;
        }
    }
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
