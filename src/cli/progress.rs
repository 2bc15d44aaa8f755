//! The progress of long work (`generate`, `ratings --rebuild`, `migrate-sqlite-to-postgres`,
//! `backup`): on a terminal, a bar on stderr with its rate and the time left (indicatif);
//! otherwise (logs, CI) a plain line on stderr when a stage starts and at each tenth of it,
//! `generate: loading finished games: 30% (300 of 1000)`.

use std::io::IsTerminal as _;

use indicatif::{ProgressBar, ProgressStyle};

/// The progress of one command's stages, one at a time.
pub struct Progress {
    command: &'static str,
    bar: Option<ProgressBar>,
    terminal: bool,
    stage: &'static str,
    total: u64,
    /// Tenths of the stage already said in plain lines.
    tenths: u64,
}

impl Progress {
    /// The progress of `command`: a bar when stderr is a terminal, plain lines otherwise.
    #[must_use]
    pub fn new(command: &'static str) -> Progress {
        Progress::with_terminal(command, std::io::stderr().is_terminal())
    }

    /// [`Progress::new`], saying whether stderr is a terminal.
    #[must_use]
    pub const fn with_terminal(command: &'static str, terminal: bool) -> Progress {
        Progress {
            command,
            bar: None,
            terminal,
            stage: "",
            total: 0,
            tenths: 0,
        }
    }

    /// Starts `stage`, of `total` steps; the stage before it is done.
    pub fn stage(&mut self, stage: &'static str, total: u64) {
        self.finish();
        self.stage = stage;
        self.total = total;
        self.tenths = 0;
        if self.terminal {
            let style = ProgressStyle::with_template(
                "{prefix}: {msg} [{bar:30}] {human_pos}/{human_len} ({per_sec}, {eta} left)",
            )
            .unwrap_or_else(|_| ProgressStyle::default_bar());
            let bar = ProgressBar::new(total)
                .with_style(style.progress_chars("=> "))
                .with_prefix(self.command)
                .with_message(stage);
            self.bar = Some(bar);
        } else {
            eprintln!("{}: {stage}: 0 of {total}", self.command);
        }
    }

    /// `done` steps of the stage are done.
    pub fn set(&mut self, done: u64) {
        if self.terminal {
            if let Some(bar) = &self.bar {
                bar.set_position(done);
            }
            return;
        }
        let tenths = (done.min(self.total) * 10)
            .checked_div(self.total)
            .unwrap_or(10);
        while self.tenths < tenths {
            self.tenths += 1;
            eprintln!(
                "{}: {}: {}% ({done} of {})",
                self.command,
                self.stage,
                self.tenths * 10,
                self.total
            );
        }
    }

    /// Reports `(stage, done, total)` as a store's long work says it: a new stage starts when
    /// the name changes.
    pub fn report(&mut self, stage: &'static str, done: u64, total: u64) {
        if stage != self.stage || total != self.total {
            self.stage(stage, total);
        }
        self.set(done);
    }

    /// Ends the current stage (its bar cleared from the terminal).
    pub fn finish(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.finish();
    }
}
