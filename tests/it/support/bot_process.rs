//! A real `focus-bot run` process against the fake Discord (its own metrics recorder, its own
//! log), and its stop by SIGTERM.
//!
//! The stop waits for the process without blocking the test's runtime: the fake Discord is served
//! by that runtime, and a bot finishing its last command still needs the fake's answers (a
//! blocking `Child::wait` there starves the fake: the bot's last request then waits out its
//! timeout, and its gateway's close never completes).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::Duration;

use crate::support::discord::TOKEN;
use crate::support::fake_discord::{FakeDiscord, GUILD_ID};

/// How long a stop may take before the test fails.
const STOP_PATIENCE: Duration = Duration::from_secs(30);

/// A running `focus-bot run`; killed when dropped (a failed test leaves no process behind).
pub struct BotProcess {
    child: Child,
    log: PathBuf,
}

impl BotProcess {
    /// `focus-bot run` in `dir` on the SQLite database `db`, talking to `fake`, with `RUST_LOG`
    /// at `warn` and more settings `extra` (name, value; they override those); its standard
    /// error goes to `dir/bot.log`.
    pub fn start(dir: &Path, db: &Path, fake: &FakeDiscord, extra: &[(&str, &str)]) -> BotProcess {
        let log = dir.join("bot.log");
        let mut command = Command::new(env!("CARGO_BIN_EXE_focus-bot"));
        command
            .current_dir(dir)
            .arg("run")
            .env("DISCORD_TOKEN", TOKEN)
            .env("DATABASE_URL", format!("sqlite://{}", db.display()))
            .env("DISCORD_HTTP_PROXY", fake.http_url())
            .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
            .env("RUST_LOG", "warn")
            // Its own metrics port, so that tests running side by side never share one.
            .env("METRICS_ADDR", "127.0.0.1:0");
        for (name, value) in extra {
            command.env(name, value);
        }
        let child = command
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap())
            .spawn()
            .expect("the focus-bot binary runs");
        BotProcess { child, log }
    }

    /// Sends SIGTERM and waits for the process to exit (at most [`STOP_PATIENCE`]), letting the
    /// runtime serve the fake meanwhile; returns its exit status.
    pub async fn stop(&mut self) -> ExitStatus {
        let killed = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success(), "SIGTERM sent");
        let deadline = tokio::time::Instant::now() + STOP_PATIENCE;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "the bot did not stop within {STOP_PATIENCE:?} of SIGTERM:\n{}",
                self.log()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// What the process wrote to its standard error so far.
    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        if matches!(self.child.try_wait(), Ok(None)) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}
