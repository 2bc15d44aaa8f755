//! The pictures, pure: the board, the replay GIF, the analysis chart and the standings, with the
//! fonts they are drawn in. It knows no language (its caller gives the words) and does no I/O.
#![deny(missing_docs)]

pub mod render;

use focus_rules::rules;
use focus_tournament::tournament;
