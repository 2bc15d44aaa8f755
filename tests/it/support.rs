//! Running the `focus-bot` binary as a user would.

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
