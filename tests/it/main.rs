//! All integration tests, in one binary so they link once.

mod discord;
mod fake_discord;
mod rules;
