//! All integration tests, in one binary so they link once.

mod admin;
mod ai;
mod cli;
mod click;
mod console;
mod discord;
mod discord_admin;
mod discord_paths;
mod engines;
mod fake_discord;
mod faults;
mod i18n;
mod isolation;
mod notation;
mod picker;
mod probe;
mod processes;
mod properties;
mod ratings;
mod render;
mod rules;
mod service;
mod shards;
mod standalone;
mod store;
mod support;
