//! focus-bot: Sid Sackson's Focus, played on Discord.
//!
//! Layers, each depending only on those before it: [`rules`] ← [`notation`] ← render / store ←
//! service ← web ← Discord / console ← the binary. The pure layers are crates of the workspace
//! (`crates/`), re-exported here; `docs/architecture.md` says what each folder may import.
//!
//! Front ends build one [`service::Service`] and call one operation per command; every
//! operation returns a [`service::Reply`] (what to say, to whom, with which picture and
//! buttons), and the service's documentation lists them all (`cargo doc --open`):
//!
//! ```no_run
//! # async fn first_move() -> Result<(), Box<dyn std::error::Error>> {
//! use std::time::Duration;
//! use focus_bot::service::{Actor, Service, SystemClock, Where};
//! use focus_bot::store::{ChannelId, ServerId, Store, UserId};
//!
//! let store = Store::open("sqlite://focus.db").await?; // creates and migrates
//! let service = Service::new(store, SystemClock, 7, UserId(1));
//! let _notices = service.take_notices(); // the computer's turns, the timer's posts
//! service.run_timer(Duration::from_secs(30));
//! service.resume_computers().await?;
//! let here = Where { guild_id: ServerId(1), channel_id: ChannelId(2) };
//! let reply = service.play(&Actor::new(UserId(3), "alice"), &here, "c3-f3:3").await?;
//! println!("{} (private: {})", reply.text, reply.private);
//! # Ok(())
//! # }
//! ```
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
