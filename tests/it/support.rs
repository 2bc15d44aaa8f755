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
