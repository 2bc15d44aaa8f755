//! All integration tests, in one binary so they link once. Helpers for the tests are under
//! `support/`; a file elsewhere holds tests only.

mod admin;
mod ai;
mod backup;
mod cli;
mod console;
mod console_clock;
mod console_examples;
mod console_outbox;
mod deploy;
mod discord;
mod errors;
mod faults;
mod house;
mod i18n;
mod i18n_words;
mod isolation;
mod logs;
mod names;
mod notation;
mod processes;
mod properties;
mod ratings;
mod render;
mod render_cards;
mod render_numbers;
mod rules;
mod service;
mod shards;
mod standalone;
mod store;
mod store_outbox;
mod support;
