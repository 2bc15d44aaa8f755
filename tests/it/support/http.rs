//! The bot's HTTP server (`WEB_ADDR`) read with plain HTTP/1.1 GETs on loopback: a free address
//! to give it, a page's status and body, waiting for a status, and `/metrics` (Prometheus's text
//! format): the text, one sample, a sum over labels, and reading again until a count is in (a
//! command is counted just after its answer is sent).

use std::net::SocketAddr;
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// A loopback address with a port free right now.
pub fn free_addr() -> SocketAddr {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap()
}

/// A status code and a body, from `GET path` on `addr`.
pub async fn get(addr: SocketAddr, path: &str) -> std::io::Result<(u16, String)> {
    let mut stream = TcpStream::connect(addr).await?;
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await?;
    let mut response = String::new();
    stream.read_to_string(&mut response).await?;
    let status = response
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("a status line");
    let body = response
        .split_once("\r\n\r\n")
        .map_or("", |(_, b)| b)
        .to_string();
    Ok((status, body))
}

/// Asks `path` until it answers `status`, within ten seconds; returns the body.
pub async fn wait_for(addr: SocketAddr, path: &str, status: u16) -> String {
    for _ in 0..READS {
        if let Ok((got, body)) = get(addr, path).await
            && got == status
        {
            return body;
        }
        tokio::time::sleep(PAUSE).await;
    }
    panic!("{path} never answered {status}");
}

/// How many times a page is read while waiting, [`PAUSE`] apart: ten seconds in all.
const READS: usize = 200;
const PAUSE: Duration = Duration::from_millis(50);

/// The body of `GET /metrics` on `addr`, once it answers 200 (within ten seconds).
pub async fn metrics_text(addr: SocketAddr) -> String {
    wait_for(addr, "/metrics", 200).await
}

/// Reads `/metrics` on `addr` until `done` holds of it, for ten seconds at most, and returns the
/// last text read (the caller's assertions say what was missing, and it can still stop the bot
/// first).
pub async fn metrics_until(addr: SocketAddr, done: impl Fn(&str) -> bool) -> String {
    let mut text = metrics_text(addr).await;
    for _ in 0..READS {
        if done(&text) {
            break;
        }
        tokio::time::sleep(PAUSE).await;
        text = metrics_text(addr).await;
    }
    text
}

/// The value of the sample `series` (a name and its labels as rendered), if present.
pub fn sample(text: &str, series: &str) -> Option<f64> {
    text.lines().find_map(|line| {
        line.strip_prefix(series)?
            .strip_prefix(' ')?
            .trim()
            .parse()
            .ok()
    })
}

/// The sum of the samples of the metric `name` whose labels contain `labels` (a fragment such
/// as `status="429"`; `""` for all of them).
pub fn total(text: &str, name: &str, labels: &str) -> f64 {
    text.lines()
        .filter(|l| l.starts_with(&format!("{name}{{")) && l.contains(labels))
        .filter_map(|l| l.rsplit_once(' ')?.1.parse::<f64>().ok())
        .sum()
}
