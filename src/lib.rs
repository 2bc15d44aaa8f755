//! focus-bot: Sid Sackson's Focus, played on Discord.
//!
//! Layers, each depending only on those before it: [`rules`] ← [`notation`] ← render / store ←
//! service ← Discord / console ← the binary.
#![deny(missing_docs)]

pub mod cli;
pub mod console;
pub mod discord;
pub mod service;
pub mod slash_commands;
pub mod store;
pub mod web;

pub use focus_ai::ai;
pub use focus_i18n::{i18n, markup, t};
pub use focus_rating::rating;
pub use focus_render::render;
pub use focus_rules::{notation, rules};
pub use focus_tournament::tournament;
