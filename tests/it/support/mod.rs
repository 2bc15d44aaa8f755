//! Helpers for the integration tests, and nothing else: no test lives under `support/`, and no
//! test file elsewhere is another's helper. This file: running the `focus-bot` binary as a user
//! would, what a reply said, a running game, and choosing an action by a score.

pub mod board;
pub mod bot_process;
pub mod console;
pub mod discord;
pub mod engines;
pub mod fake_discord;
pub mod http;
pub mod position;
pub mod probe;
pub mod ratings;
pub mod render;
pub mod service;
pub mod store;
pub mod tmpfs;

use focus_bot::store::ChannelId;
use std::io::Write as _;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Runs `focus-bot ARGS` with `stdin` as its standard input, in the current directory.
pub fn focus_bot<S: AsRef<std::ffi::OsStr>>(args: &[S], stdin: &str) -> Output {
    focus_bot_in(Path::new("."), args, stdin)
}

/// Runs `focus-bot ARGS` with `stdin` as its standard input, in `dir`.
pub fn focus_bot_in<S: AsRef<std::ffi::OsStr>>(dir: &Path, args: &[S], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_focus-bot"))
        .current_dir(dir)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the focus-bot binary runs");
    let mut input = child.stdin.take().expect("stdin is piped");
    // A command that fails early may close its input first: that is its answer, not ours.
    let _ = input.write_all(stdin.as_bytes());
    drop(input);
    child.wait_with_output().expect("focus-bot finishes")
}

/// What Discord shows of a service's text: names, mentions and typed text written as the
/// Discord front end writes them (`**alice**`, `<@1>`). Tests of the service read replies
/// through it, so their expected strings are what a player sees.
pub trait Said {
    /// The text as Discord shows it.
    fn said(&self) -> String;
}

impl Said for focus_bot::service::Reply {
    fn said(&self) -> String {
        focus_bot::markup::discord(&self.text)
    }
}

impl Said for focus_bot::service::Direct {
    fn said(&self) -> String {
        focus_bot::markup::discord(&self.text)
    }
}

impl Said for String {
    fn said(&self) -> String {
        focus_bot::markup::discord(self)
    }
}

impl Said for focus_bot::service::Menu {
    fn said(&self) -> String {
        focus_bot::markup::discord(&self.text)
    }
}

/// The game running in `channel` (panics when there is none: the test expected one).
pub async fn running_game(
    service: &focus_bot::service::Service,
    channel: ChannelId,
) -> focus_bot::store::StoredGame {
    service
        .store()
        .active_game(channel)
        .await
        .unwrap()
        .unwrap_or_else(|| panic!("no game runs in channel {channel}"))
}

/// The height of `seat`'s tallest stack in `pos` (0 with none).
pub fn tallest_stack(pos: &focus_bot::rules::Position, seat: focus_bot::rules::Seat) -> usize {
    focus_bot::rules::Square::all()
        .filter(|&s| pos.stack(s).owner() == Some(seat))
        .map(|s| pos.stack(s).height())
        .max()
        .unwrap_or(0)
}

/// The legal action of `pos` whose result `score` rates highest (of equals, the last in
/// notation order), so scripted games are the same on every run.
pub fn best_action<K: Ord>(
    pos: &focus_bot::rules::Position,
    score: impl Fn(&focus_bot::rules::Position) -> K,
) -> focus_bot::rules::Action {
    let mut legal = pos.legal_actions();
    legal.sort_by_key(ToString::to_string);
    legal
        .into_iter()
        .max_by_key(|&a| score(&pos.play(a).unwrap()))
        .expect("a legal action")
}
