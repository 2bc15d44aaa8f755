//! The console's reading of options that need more than a parser: the settings' channels and
//! role, a challenge's options, a tournament's.

use std::collections::HashMap;

use crate::service::{ChallengeOptions, SettingsChange, TournamentOptions};
use crate::slash_commands::{self, OptionError};
use crate::store::{ChannelId, TournamentFormat};

use super::line_error::LineError;
use super::{Console, channel_id};

/// Options read for the console's commands.
impl Console {
    /// The settings options: channels as `#name` (one used here), a role as a number.
    pub(super) fn settings_change(
        options: &HashMap<&str, String>,
        channels: &HashMap<u64, String>,
    ) -> Result<SettingsChange, LineError> {
        let channel = |key: &str| -> Result<Option<ChannelId>, LineError> {
            let Some(v) = options.get(key) else {
                return Ok(None);
            };
            let id = channel_id(v.trim_start_matches('#'));
            if channels.contains_key(&id.0) {
                Ok(Some(id))
            } else {
                Err(LineError::UnknownChannel(v.clone()))
            }
        };
        let flag = |key: &str| -> Result<bool, OptionError> {
            options
                .get(key)
                .map(|v| slash_commands::parse_yes_no(key, v))
                .transpose()
                .map(|v| v == Some(true))
        };
        Ok(SettingsChange {
            time: options.get("time").cloned(),
            language: options.get("language").cloned(),
            allow_channel: channel("allow_channel")?,
            remove_channel: channel("remove_channel")?,
            any_channel: flag("any_channel")?,
            board: options.get("board").cloned(),
            web: options.get("web").cloned(),
            tournaments: options.get("tournaments").cloned(),
            takeback: options.get("takeback").cloned(),
            reminder_role: options
                .get("reminder_role")
                .map(|r| {
                    r.trim_start_matches("<@&")
                        .trim_end_matches('>')
                        .parse::<u64>()
                        .map_err(|_| LineError::RoleNumber(r.clone()))
                })
                .transpose()?,
            no_reminder_role: flag("no_reminder_role")?,
            season: options.get("season").cloned(),
            season_length: options.get("season_length").cloned(),
            season_channel: channel("season_channel")?,
        })
    }

    pub(super) fn challenge_options(
        options: &HashMap<&str, String>,
    ) -> Result<ChallengeOptions, LineError> {
        let mut o = ChallengeOptions::default();
        if let Some(m) = options.get("mode") {
            o.mode = Some(slash_commands::parse_mode(m)?);
        }
        if let Some(n) = options.get("short") {
            o.short = Some(n.parse().map_err(|_| LineError::ShortNumber(n.clone()))?);
        }
        if let Some(v) = options.get("swap") {
            o.swap = slash_commands::parse_yes_no("swap", v)?;
        }
        if let Some(t) = options.get("time") {
            o.turn_limit = Some(slash_commands::parse_time(t)?);
        }
        if let Some(f) = options.get("first") {
            o.first = slash_commands::parse_first(f)?;
        }
        if let Some(l) = options.get("level") {
            o.level = Some(slash_commands::parse_level(l)?);
        }
        if let Some(v) = options.get("rated") {
            o.rated = slash_commands::parse_yes_no("rated", v)?;
        }
        Ok(o)
    }

    /// The options of `/focus tournament create`.
    pub(super) fn tournament_options(
        options: &HashMap<&str, String>,
    ) -> Result<TournamentOptions, LineError> {
        let mut o = TournamentOptions::default();
        if let Some(f) = options.get("format") {
            o.format = match f.trim().to_ascii_lowercase().as_str() {
                "swiss" => TournamentFormat::Swiss,
                "roundrobin" | "round-robin" => TournamentFormat::RoundRobin,
                _ => return Err(LineError::NotFormat(f.clone())),
            };
        }
        if let Some(n) = options.get("players") {
            o.players = n
                .trim()
                .parse()
                .map_err(|_| LineError::NotNumber(n.clone()))?;
        }
        if let Some(n) = options.get("rounds") {
            o.rounds = Some(
                n.trim()
                    .parse()
                    .map_err(|_| LineError::NotNumber(n.clone()))?,
            );
        }
        if let Some(n) = options.get("max_players") {
            o.max_players = Some(
                n.trim()
                    .parse()
                    .map_err(|_| LineError::NotNumber(n.clone()))?,
            );
        }
        if let Some(t) = options.get("time") {
            o.time = Some(slash_commands::parse_time(t)?);
        }
        o.name = options.get("name").cloned();
        if let Some(v) = options.get("rated") {
            o.rated = slash_commands::parse_yes_no("rated", v)?;
        }
        if let Some(m) = options.get("mode") {
            o.mode = Some(slash_commands::parse_mode(m)?);
        }
        if let Some(v) = options.get("double") {
            o.double = slash_commands::parse_yes_no("double", v)?;
        }
        Ok(o)
    }
}
