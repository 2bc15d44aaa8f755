//! The Discord bot end to end: the real bot, the real serenity client and a real SQLite file,
//! against the fake Discord on 127.0.0.1. A whole game, errors, restarts and the timer (`bot`);
//! every subcommand and option (`paths`); ratings and server admins (`admin`); playing by
//! clicks (`click`); command examples in the reader's names (`examples`); the gateway's faults
//! (`gateway_faults`); the HTTP server's health and readiness (`health`) and its metrics of a
//! scripted game (`metrics`); a whole game in each language (`languages`); Discord's REST faults
//! and the bot's rate limiter (`rate_limits`); the registration's localizations (`localized`); a
//! tournament from sign-up to the winner in threads (`tournament`); a button the bot cannot read
//! (`unreadable`); the server page keeping private channels' games off it (`pages`); signing in on the pages through the fake's OAuth2, and the Play answer's play link (`signin`); issue #28's campaign of all Discord's faults at once (`campaign`).

mod activity;
mod admin;
mod analyze;
mod bot;
mod campaign;
mod click;
mod examples;
mod gateway_faults;
mod health;
mod languages;
mod localized;
mod metrics;
mod outbox;
mod pages;
mod paths;
mod rate_limits;
mod rematch;
mod seasons;
mod signin;
mod takeback;
mod tournament;
mod unreadable;
