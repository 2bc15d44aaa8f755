//! Idle connections cannot take the web server down: `focus-bot local --web` run with a limit of
//! 1024 open files (`prlimit`), 1,100 sockets opened to it that never send a byte, and then
//! `/healthz` and a game's page still answer (idle connections are closed after the header read
//! timeout, and at most a bounded number are held open), and the console still writes a picture.

use std::io::{BufRead as _, BufReader, Read as _, Write as _};
use std::net::{SocketAddr, TcpStream};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use crate::support::http::free_addr;

/// How long a request may take while the idle sockets are being shed: generous, this is not a
/// measure of speed.
const PATIENCE: Duration = Duration::from_secs(120);

/// `GET path` on `addr`: the status, or why there was none within [`PATIENCE`].
fn get(addr: SocketAddr, path: &str) -> Result<u16, String> {
    let mut stream = TcpStream::connect_timeout(&addr, PATIENCE).map_err(|e| e.to_string())?;
    stream.set_read_timeout(Some(PATIENCE)).unwrap();
    stream.set_write_timeout(Some(PATIENCE)).unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .map_err(|e| e.to_string())?;
    let mut response = String::new();
    stream
        .read_to_string(&mut response)
        .map_err(|e| format!("{e} after {response:?}"))?;
    response
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| format!("no status: {response:?}"))
}

#[test]
fn idle_sockets_beyond_the_file_limit_leave_the_pages_and_the_console_working() {
    let dir = tempfile::tempdir().unwrap();
    let addr = free_addr();
    let mut child = Command::new("prlimit")
        .arg("--nofile=1024:1024")
        .arg("--")
        .arg(env!("CARGO_BIN_EXE_focus-bot"))
        .args([
            "local",
            "--db",
            "games.db",
            "--pictures",
            "pictures",
            "--web",
        ])
        .arg(addr.to_string())
        .current_dir(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("prlimit (util-linux) runs focus-bot");
    let mut stdin = child.stdin.take().unwrap();
    let (lines, said) = mpsc::channel::<String>();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if lines.send(line).is_err() {
                break;
            }
        }
    });
    let next_line_with = |needle: &str| -> String {
        loop {
            let line = said
                .recv_timeout(PATIENCE)
                .unwrap_or_else(|e| panic!("no line with {needle:?}: {e}"));
            if line.contains(needle) {
                return line;
            }
        }
    };

    writeln!(
        stdin,
        "@alice /focus challenge opponent:@bob first:challenger\n@bob /focus accept"
    )
    .unwrap();
    let link = next_line_with(&format!("http://{addr}/game/"));
    let page = link[link.find("/game/").unwrap()..].trim().to_string();
    assert_eq!(get(addr, &page), Ok(200), "{link}");
    assert_eq!(get(addr, "/healthz"), Ok(200));

    // 1,100 sockets that never send a byte: more than the process may open.
    let idle: Vec<TcpStream> = (0..1_100)
        .filter_map(|_| TcpStream::connect_timeout(&addr, Duration::from_secs(5)).ok())
        .collect();
    assert!(idle.len() >= 1_000, "{} sockets opened", idle.len());
    // The console still draws and writes a picture while they are open.
    writeln!(stdin, "@alice /focus board").unwrap();
    let written = loop {
        let line = next_line_with("file");
        if line.contains("file: ") || line.contains("could not be written") {
            break line;
        }
    };
    let (_, file) = written.split_once("file: ").expect(&written);
    assert!(dir.path().join(file.trim()).is_file(), "{written}");
    assert_eq!(get(addr, "/healthz"), Ok(200), "with 1,100 idle sockets");
    assert_eq!(get(addr, &page), Ok(200), "with 1,100 idle sockets");
    drop(idle);
    drop(stdin);
    let status = child.wait().unwrap();
    assert!(
        status.success(),
        "the console ends cleanly at the end of its input"
    );
}
