//! The bot's words: every sentence in four languages ([`i18n`], from the Fluent files of the
//! project's `i18n/` folder) and the marks a sentence carries ([`markup`]: who is named, which
//! command is suggested), which each front end writes its own way.
#![deny(missing_docs)]

pub mod i18n;
pub mod markup;

use focus_ai::ai;
use focus_rules::{notation, rules};
