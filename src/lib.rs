//! focus-bot: Sid Sackson's Focus, played on Discord.
//!
//! Layers, each depending only on those before it: [`rules`] ← [`notation`] ← render / store ←
//! service ← Discord / console ← the binary.
#![deny(missing_docs)]

pub mod ai;
pub mod cli;
pub mod console;
pub mod discord;
pub mod i18n;
pub mod markup;
pub mod notation;
pub mod rating;
pub mod render;
pub mod rules;
pub mod service;
pub mod slash_commands;
pub mod store;
pub mod tournament;
pub mod web;
