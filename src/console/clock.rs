//! The console's clock: the timer's runs between lines and while nobody types, and what they
//! print.

use std::fmt::Write as _;

use tokio::sync::mpsc::UnboundedReceiver;

use crate::service::{Notice, ServiceError};
use crate::store::StoreError;
use crate::t;

use super::Console;

impl Console {
    /// Waits for the computer's turns in progress, then prints them and what the clock did
    /// (timeouts, reminders, expired challenges).
    pub(super) async fn catch_up(
        &mut self,
        notices: &mut Option<UnboundedReceiver<Notice>>,
        out: &mut impl std::io::Write,
    ) -> anyhow::Result<()> {
        self.service.settle().await;
        self.run_clock(notices, out).await
    }

    /// Runs the clock once and prints what it did and the notices waiting. A run that fails
    /// (the database cannot be written) is said once, in the console's language, and logged;
    /// the session goes on and the next run tries again.
    pub(super) async fn run_clock(
        &mut self,
        notices: &mut Option<UnboundedReceiver<Notice>>,
        out: &mut impl std::io::Write,
    ) -> anyhow::Result<()> {
        let mut extra = String::new();
        match self.service.tick().await {
            Ok(ticked) => {
                self.clock_failure = None;
                for n in ticked {
                    extra.push_str(&self.notice(&n)?);
                }
            }
            Err(e) => {
                tracing::error!(error = %e, "the console's clock failed");
                let failure = e.to_string();
                if self.clock_failure.as_ref() != Some(&failure) {
                    let message = match e {
                        ServiceError::Store(StoreError::Full) => {
                            t!(self.lang, "console-clock-disk-full")
                        }
                        _ => t!(self.lang, "console-clock-failed", error = failure.as_str()),
                    };
                    let said = t!(self.lang, "console-error", message = message);
                    let _ = writeln!(extra, "  {said}");
                    self.clock_failure = Some(failure);
                }
            }
        }
        if let Some(rx) = notices.as_mut() {
            while let Ok(n) = rx.try_recv() {
                extra.push_str(&self.notice(&n)?);
            }
        }
        out.write_all(extra.as_bytes())?;
        out.flush()?;
        self.confirm_printed().await;
        Ok(())
    }

    /// Marks the outbox posts just printed as sent: the console is their delivery (message
    /// id 0), so the outbox holds nothing it printed.
    pub(super) async fn confirm_printed(&mut self) {
        for post in std::mem::take(&mut self.printed) {
            if let Err(e) = self.service.post_sent(post, 0).await {
                tracing::warn!(post, error = %e, "cannot mark a printed post sent");
            }
        }
    }

    /// The next notice the service posts, when the console holds the notice channel; never
    /// otherwise.
    pub(super) async fn next_notice(
        notices: &mut Option<UnboundedReceiver<Notice>>,
    ) -> Option<Notice> {
        match notices.as_mut() {
            Some(rx) => rx.recv().await,
            None => std::future::pending().await,
        }
    }
}
