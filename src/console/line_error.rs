//! Why a console line cannot be run, typed, and the one place that says it in words.

use crate::i18n::{Lang, reasons};
use crate::service::ServiceError;
use crate::slash_commands::OptionError;
use crate::t;

/// Why a console line cannot be run, or an option's value means nothing: said in words by
/// [`LineError::words`], the one place the console's own errors are worded.
#[derive(Debug, thiserror::Error)]
pub(super) enum LineError {
    /// The line does not start with `@user`.
    #[error("the line does not start with @user")]
    WhoFirst,
    /// `@name+permission` names no permission the console knows.
    #[error("`{0}` is not a permission")]
    NotPermission(String),
    /// `@name[tag]` names no language of the bot.
    #[error("`{tag}` is not a language (for @{name})")]
    NotLanguage {
        /// The tag as typed.
        tag: String,
        /// The user's name.
        name: String,
    },
    /// The command is not written `/focus …`.
    #[error("the command is not written /focus …")]
    WriteAsDiscord,
    /// `/focus` and nothing after it.
    #[error("no command after /focus")]
    WhichCommand,
    /// Not a `/focus` command.
    #[error("`{0}` is not a command")]
    NotCommand(String),
    /// A token that is no option of the command.
    #[error("`{token}` is not an option of {command}")]
    NotOption {
        /// The token as typed.
        token: String,
        /// The command.
        command: String,
        /// The command's options.
        options: Vec<&'static str>,
    },
    /// A quote opened and not closed.
    #[error("a quote {open} is not closed with {close}")]
    UnclosedQuote {
        /// The opening quote.
        open: char,
        /// The closing quote it needs.
        close: char,
    },
    /// An option given twice.
    #[error("`{0}` is given twice")]
    OptionTwice(&'static str),
    /// An option's value means nothing.
    #[error(transparent)]
    Option(#[from] OptionError),
    /// `short:` is not a number.
    #[error("`short` is not a number: `{0}`")]
    ShortNumber(String),
    /// A tournament's `format` is not `swiss` or `roundrobin`.
    #[error("`format` is `swiss` or `roundrobin`, not `{0}`")]
    NotFormat(String),
    /// A number option that is not a number.
    #[error("`{0}` is not a number")]
    NotNumber(String),
    /// A `#channel` the console has not seen.
    #[error("unknown channel {0}")]
    UnknownChannel(String),
    /// A role that is not a number.
    #[error("`{0}` is not a role number")]
    RoleNumber(String),
    /// The service failed.
    #[error(transparent)]
    Service(#[from] ServiceError),
    /// A reply could not be shown.
    #[error(transparent)]
    Show(#[from] std::io::Error),
}

impl LineError {
    /// The error in `lang`, as the console prints it after `error: `.
    pub(super) fn words(&self, lang: Lang) -> String {
        match self {
            LineError::WhoFirst => t!(lang, "console-who-first"),
            LineError::NotPermission(permission) => {
                t!(
                    lang,
                    "console-not-permission",
                    permission = permission.as_str()
                )
            }
            LineError::NotLanguage { tag, name } => t!(
                lang,
                "console-not-language",
                tag = tag.as_str(),
                name = name.as_str()
            ),
            LineError::WriteAsDiscord => t!(lang, "console-write-as-discord"),
            LineError::WhichCommand => t!(lang, "console-which-command"),
            LineError::NotCommand(command) => {
                t!(lang, "console-not-command", command = command.as_str())
            }
            LineError::NotOption {
                token,
                command,
                options,
            } if options.is_empty() => t!(
                lang,
                "console-no-option",
                token = token.as_str(),
                command = command.as_str()
            ),
            LineError::NotOption {
                token,
                command,
                options,
            } => t!(
                lang,
                "console-not-option",
                token = token.as_str(),
                command = command.as_str(),
                options = options.join(", ")
            ),
            LineError::UnclosedQuote { open, close } => t!(
                lang,
                "console-unclosed-quote",
                open = open.to_string(),
                close = close.to_string()
            ),
            LineError::OptionTwice(name) => t!(lang, "console-option-twice", name = *name),
            LineError::Option(e) => reasons::option(lang, e),
            LineError::ShortNumber(text) => {
                t!(lang, "console-short-number", text = text.as_str())
            }
            LineError::NotFormat(text) => t!(lang, "console-not-format", text = text.as_str()),
            LineError::NotNumber(text) => t!(lang, "console-not-number", text = text.as_str()),
            LineError::UnknownChannel(channel) => {
                t!(lang, "console-unknown-channel", channel = channel.as_str())
            }
            LineError::RoleNumber(text) => t!(lang, "console-role-number", text = text.as_str()),
            LineError::Service(e) => t!(lang, "console-went-wrong", error = e.to_string()),
            LineError::Show(e) => t!(lang, "console-went-wrong", error = e.to_string()),
        }
    }
}
