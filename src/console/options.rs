//! The console's reading of the options of `/focus settings` and `/focus challenge`.

use std::collections::HashMap;

use crate::service::{ChallengeOptions, SettingsChange};
use crate::slash_commands::{self, OptionError};

use super::line_error::LineError;

/// The settings options: channels as `#name` (one used here: `channels`, by their id as
/// `channel_id` gives it), a role as a number.
pub(super) fn settings_change(
    options: &HashMap<&str, String>,
    channels: &HashMap<u64, String>,
    channel_id: fn(&str) -> u64,
) -> Result<SettingsChange, LineError> {
    let channel = |key: &str| -> Result<Option<u64>, LineError> {
        let Some(v) = options.get(key) else {
            return Ok(None);
        };
        let id = channel_id(v.trim_start_matches('#'));
        if channels.contains_key(&id) {
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
