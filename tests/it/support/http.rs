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

/// An HTTP answer: its status, its head's header lines (names lowercased) and its body.
pub struct Http {
    /// The status code.
    pub status: u16,
    /// Each header, name lowercased, in order (`Set-Cookie` may come twice).
    pub headers: Vec<(String, String)>,
    /// The body, as text.
    pub body: String,
}

impl Http {
    /// The first value of header `name` (lowercase).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The value a `Set-Cookie` of this answer gives cookie `name` (`""` when it deletes it).
    pub fn set_cookie(&self, name: &str) -> Option<String> {
        self.headers
            .iter()
            .filter(|(k, _)| k == "set-cookie")
            .find_map(|(_, v)| v.strip_prefix(&format!("{name}=")))
            .map(|v| v.split(';').next().unwrap_or_default().to_string())
    }

    /// The whole answer as text, head and body, to look for what must never be in it.
    pub fn all(&self) -> String {
        let head: Vec<String> = self
            .headers
            .iter()
            .map(|(k, v)| format!("{k}: {v}"))
            .collect();
        format!("{} {}\n{}", self.status, head.join("\n"), self.body)
    }
}

/// `method path` on `addr` with `headers` (name, value), HTTP/1.1, the connection closed after.
pub async fn request(addr: SocketAddr, method: &str, path: &str, headers: &[(&str, &str)]) -> Http {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let mut text = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for (k, v) in headers {
        text.push_str(&format!("{k}: {v}\r\n"));
    }
    if method == "POST" {
        text.push_str("Content-Length: 0\r\n");
    }
    text.push_str("\r\n");
    stream.write_all(text.as_bytes()).await.unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.unwrap();
    let response = String::from_utf8_lossy(&response).to_string();
    let (head, body) = response.split_once("\r\n\r\n").expect("a head");
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split(' ').nth(1))
        .and_then(|s| s.parse().ok())
        .expect("a status line");
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_lowercase(), v.trim().to_string()))
        .collect();
    Http {
        status,
        headers,
        body: body.to_string(),
    }
}
