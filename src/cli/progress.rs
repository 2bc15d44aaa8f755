//! The progress of long work (`generate`, `ratings --rebuild`, `migrate-sqlite-to-postgres`,
//! `backup`): on a terminal, a bar on stderr with its rate and the time left (indicatif);
//! otherwise (logs, CI) a plain line on stderr when a stage starts and at each tenth of it,
//! `generate: loading finished games: 30% (300 of 1000)`. A stage of unknown size (its total
//! [`UNSIZED`]: `ANALYZE`, reading every game in one query) shows a spinner with the time
//! spent (and a count, when one is said) on a terminal, and otherwise a line when it starts,
//! `generate: analyzing`, and one when it is done, `generate: analyzing: done`; never "of N".

use std::io::IsTerminal as _;

use indicatif::{ProgressBar, ProgressStyle};

pub use crate::store::UNSIZED;

/// The progress of one command's stages, one at a time.
pub struct Progress {
    command: &'static str,
    bar: Option<ProgressBar>,
    terminal: bool,
    stage: &'static str,
    total: u64,
    /// Tenths of the stage already said in plain lines.
    tenths: u64,
    /// A stage of unknown size whose end is still to be said in a plain line.
    open: bool,
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
            open: false,
        }
    }

    /// Starts `stage`, of `total` steps ([`UNSIZED`]: not known); the stage before it is done.
    pub fn stage(&mut self, stage: &'static str, total: u64) {
        self.finish();
        self.stage = stage;
        self.total = total;
        self.tenths = 0;
        if total == UNSIZED {
            if self.terminal {
                let style = ProgressStyle::with_template("{prefix}: {msg} {spinner} {elapsed}")
                    .unwrap_or_else(|_| ProgressStyle::default_spinner());
                let spinner = ProgressBar::new_spinner()
                    .with_style(style)
                    .with_prefix(self.command)
                    .with_message(stage);
                spinner.enable_steady_tick(std::time::Duration::from_millis(120));
                self.bar = Some(spinner);
            } else {
                eprintln!("{}: {stage}", self.command);
                self.open = true;
            }
            return;
        }
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

    /// `done` steps of the stage are done (of a stage of unknown size: a count, shown on a
    /// terminal when not 0).
    pub fn set(&mut self, done: u64) {
        if self.total == UNSIZED {
            if let Some(bar) = self.bar.as_ref().filter(|_| done > 0) {
                bar.set_message(format!("{}: {done}", self.stage));
            }
            return;
        }
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

    /// Ends the current stage, done (its bar cleared from the terminal; a stage of unknown
    /// size says it is done in a plain line).
    pub fn finish(&mut self) {
        if std::mem::take(&mut self.open) {
            eprintln!("{}: {}: done", self.command, self.stage);
        }
        self.clear();
    }

    /// Clears the bar from the terminal, saying nothing more (the work failed).
    fn clear(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
    }
}

impl Drop for Progress {
    /// A stage still running when the progress is dropped did not end well: its bar is
    /// cleared, and no line says it was done.
    fn drop(&mut self) {
        self.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// On a terminal, a stage of unknown size is a spinner with no total (never a bar of 1),
    /// its count in its message once one is said; a sized stage is a bar of its total.
    #[test]
    fn a_stage_of_unknown_size_is_a_spinner_without_a_total() {
        let mut progress = Progress::with_terminal("ratings --rebuild", true);
        progress.stage("reading games", UNSIZED);
        let spinner = progress.bar.clone().expect("a spinner");
        assert_eq!(spinner.length(), None, "no total");
        assert_eq!(spinner.message(), "reading games");
        progress.set(0);
        assert_eq!(spinner.message(), "reading games");
        progress.set(1_100_195);
        assert_eq!(spinner.message(), "reading games: 1100195");
        progress.report("rating games", 10, 300);
        let bar = progress.bar.clone().expect("a bar");
        assert_eq!((bar.length(), bar.position()), (Some(300), 10));
        progress.finish();
        assert!(progress.bar.is_none() && !progress.open);
    }
}
