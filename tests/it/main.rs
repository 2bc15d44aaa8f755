//! All integration tests, in one binary so they link once.

mod cli;
mod discord;
mod fake_discord;
mod notation;
mod properties;
mod rules;
