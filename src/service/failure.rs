//! How a refusal travels from the step that finds it to the command's answer: a step returns
//! `Result<T, Failure>` and passes it on with `?`; a public entry point answers it in one place.

use crate::store::StoreError;

use super::core::not_saved;
use super::{Refusal, Reply, ServiceError};
use crate::i18n::Lang;

/// Why a step of the service did not give what was asked: a refusal the user sees, a write the
/// store refused, or a failure that is not the user's doing. Steps return it through `?`; a
/// public entry point turns it into its answer in one place, [`answer`].
#[derive(Debug)]
pub(super) enum Failure {
    /// Refused: the private reply that says why (its [`Reply::refusal`] is set).
    Refused(Box<Reply>),
    /// A write guarded by the game's ply the store did not make ([`StoreError::Conflict`]:
    /// the game moved on; a full disk; a lock held too long): the step's caller says so.
    Unsaved(StoreError),
    /// Not the user's doing.
    Error(ServiceError),
}

impl Failure {
    /// The answer a refusal gives (`Ok`), or the error (`Err`).
    pub(super) fn answer(self) -> Result<Reply, ServiceError> {
        match self {
            Failure::Refused(reply) => Ok(*reply),
            Failure::Unsaved(e) => Err(e.into()),
            Failure::Error(e) => Err(e),
        }
    }

    /// A public entry point's answer as a step's failure: its reply (a refusal) or its error.
    pub(super) fn from_answer(answer: Result<Reply, ServiceError>) -> Failure {
        match answer {
            Ok(reply) => Failure::Refused(Box::new(reply)),
            Err(e) => Failure::Error(e),
        }
    }

    /// The refusal, if it is one.
    pub(super) fn refusal(&self) -> Option<&Refusal> {
        match self {
            Failure::Refused(reply) => reply.refusal.as_ref(),
            _ => None,
        }
    }
}

impl From<ServiceError> for Failure {
    fn from(e: ServiceError) -> Failure {
        Failure::Error(e)
    }
}

impl From<StoreError> for Failure {
    fn from(e: StoreError) -> Failure {
        Failure::Error(e.into())
    }
}

/// A result a refusal can be: a public entry point's answer (its private reply), or a step's
/// failure.
pub(super) trait Refusable {
    /// The refusal `reply` as this result.
    fn refusal(reply: Reply) -> Self;
}

impl Refusable for Result<Reply, ServiceError> {
    fn refusal(reply: Reply) -> Self {
        Ok(reply)
    }
}

impl Refusable for Result<Option<Reply>, ServiceError> {
    fn refusal(reply: Reply) -> Self {
        Ok(Some(reply))
    }
}

impl<T> Refusable for Result<T, Failure> {
    fn refusal(reply: Reply) -> Self {
        Err(Failure::Refused(Box::new(reply)))
    }
}

/// The refusal `why`, said by `text`, as the result of the function that returns it.
pub(super) fn refuse<R: Refusable>(why: Refusal, text: impl Into<String>) -> R {
    R::refusal(Reply::refused(why, text))
}

/// The one place a public entry point turns its steps' refusal into its private reply.
pub(super) fn answer(step: Result<Reply, Failure>) -> Result<Reply, ServiceError> {
    step.or_else(Failure::answer)
}

/// A step's value, `None` when it was refused, or the error.
pub(super) fn unless_refused<T>(step: Result<T, Failure>) -> Result<Option<T>, ServiceError> {
    match step {
        Ok(value) => Ok(Some(value)),
        Err(failure) => failure.answer().map(|_| None),
    }
}

/// [`answer`] to the steps of a public entry point, an `async` block using `?`, awaited in
/// place (an `async fn` taking the block would hold it twice in its future).
macro_rules! answered {
    ($steps:expr) => {
        $crate::service::failure::answer($steps.await)
    };
}
pub(super) use answered;

/// A write's result, with [`not_saved`]'s answer as the step's failure.
pub(super) fn saved<T>(lang: Lang, written: Result<T, StoreError>) -> Result<T, Failure> {
    written.map_err(|e| Failure::from_answer(not_saved(lang, e)))
}

/// The refusal of a command that came after the game moved on, in `lang`.
pub(super) fn moved_on<R: Refusable>(lang: crate::i18n::Lang) -> R {
    let board_command = crate::slash_commands::example::bare(lang, "board");
    refuse(
        Refusal::MovedOn,
        crate::t!(lang, "moved-on", board_command = board_command),
    )
}
