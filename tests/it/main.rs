//! All integration tests, in one binary so they link once.

mod cli;
mod notation;
mod properties;
mod render;
mod rules;
