//! The rules engine against docs/rules.md (checked against the project's rule spec): worked
//! examples and the starting layouts (`examples`), moves and placements (`moves`), every ending
//! (`endings`), the variants (`variants`), perft over the board's symmetries (`perft`), a
//! position as JSON (`json`). Positions written by hand are built by `support::position`.

mod endings;
mod examples;
mod json;
mod moves;
mod perft;
mod variants;
