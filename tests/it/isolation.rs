//! The suite stays on 127.0.0.1. `.ci/run` runs it in a network namespace of its own (`unshare
//! --net`, loopback up, nothing else) and sets `FOCUS_TEST_ISOLATED=1`: there a connection to any
//! other address fails at once, whatever opens it (serenity's REST client, a websocket, a DNS
//! lookup). This test checks that the namespace really is in place when CI asks for it.

use std::io::Write as _;
use std::net::{TcpListener, TcpStream, ToSocketAddrs};
use std::time::Duration;

/// The network interfaces this process sees (`/proc/net/dev` follows the process's network
/// namespace; `/sys/class/net` follows the mount's).
fn interfaces() -> Vec<String> {
    std::fs::read_to_string("/proc/net/dev")
        .unwrap_or_default()
        .lines()
        .skip(2)
        .filter_map(|line| line.split(':').next())
        .map(|name| name.trim().to_string())
        .collect()
}

#[test]
fn only_loopback_is_reachable() {
    let interfaces = interfaces();
    let isolated = interfaces == ["lo"];
    if !isolated {
        assert!(
            std::env::var_os("FOCUS_TEST_ISOLATED").is_none(),
            "FOCUS_TEST_ISOLATED is set but the tests see the interfaces {interfaces:?}"
        );
        // Said once, visibly (libtest keeps a passing test's own output to itself).
        let _ = writeln!(
            std::io::stderr(),
            "note: tests run with the machine's network ({interfaces:?}); `.ci/run` isolates them"
        );
        return;
    }
    // Another address: refused at once, without a route.
    let outside = "192.0.2.1:443".parse().unwrap();
    assert!(TcpStream::connect_timeout(&outside, Duration::from_secs(2)).is_err());
    // No name resolves.
    assert!(("discord.com", 443).to_socket_addrs().is_err());
    // Loopback works.
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    assert!(TcpStream::connect(listener.local_addr().unwrap()).is_ok());
}
