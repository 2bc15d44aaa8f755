//! Why the value of a command's option means nothing: the options that have a meaning of their
//! own (a 4-player mode, who plays first, an answer, a computer level, yes or no, a time limit)
//! are read by the front ends; this error is what both they and the words that explain it share.

use super::TimeLimitError;

/// Why an option's value means nothing (each holds the text as typed, trimmed).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum OptionError {
    /// `mode` is not `teams` or `ffa`.
    #[error("`mode` is `teams` or `ffa`, not `{0}`")]
    Mode(String),
    /// `first` is not `random` or `challenger`.
    #[error("`first` is `random` or `challenger`, not `{0}`")]
    First(String),
    /// `answer` is not `accept` or `decline`.
    #[error("`answer` is `accept` or `decline`, not `{0}`")]
    Answer(String),
    /// Not a computer level.
    #[error("`{0}` is not a level")]
    Level(String),
    /// A yes-or-no option is neither.
    #[error("`{name}` is `yes` or `no`, not `{text}`")]
    YesNo {
        /// The option's name.
        name: String,
        /// What was typed.
        text: String,
    },
    /// Not a time limit.
    #[error(transparent)]
    Time(#[from] TimeLimitError),
}
