//! The computer player, pure: the search, the evaluation, the baselines and the analysis of a
//! finished game. It uses only the rules; it never reads the clock but through its budget.
#![deny(missing_docs)]

pub mod ai;

use focus_rules::rules;
