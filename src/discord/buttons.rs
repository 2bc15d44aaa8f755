//! The Accept and Decline buttons of a challenge.
//!
//! A button's custom id carries everything a click needs — which challenge, and who may answer it
//! — so buttons keep working after the bot restarts: `focus:accept:<challenge>:<user>,<user>`.

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, CreateActionRow};

use super::reply::button;
use crate::service::ChallengeRef;

/// What a button does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Choice {
    /// Accept the challenge.
    Accept,
    /// Decline it.
    Decline,
}

/// A challenge button, as its custom id says.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ButtonId {
    /// Accept or decline.
    pub choice: Choice,
    /// The challenge.
    pub challenge_id: i64,
    /// Who may click it.
    pub invitees: Vec<u64>,
}

const PREFIX: &str = "focus";

impl ButtonId {
    /// The custom id (at most 100 characters: three 20-digit ids fit).
    pub fn encode(&self) -> String {
        let choice = match self.choice {
            Choice::Accept => "accept",
            Choice::Decline => "decline",
        };
        let invitees: Vec<String> = self.invitees.iter().map(u64::to_string).collect();
        format!(
            "{PREFIX}:{choice}:{}:{}",
            self.challenge_id,
            invitees.join(",")
        )
    }

    /// Reads a custom id; `None` for ids that are not ours.
    pub fn decode(custom_id: &str) -> Option<ButtonId> {
        let mut parts = custom_id.split(':');
        if parts.next()? != PREFIX {
            return None;
        }
        let choice = match parts.next()? {
            "accept" => Choice::Accept,
            "decline" => Choice::Decline,
            _ => return None,
        };
        let challenge_id = parts.next()?.parse().ok()?;
        let invitees = parts
            .next()?
            .split(',')
            .map(|id| id.parse().ok())
            .collect::<Option<Vec<u64>>>()?;
        if parts.next().is_some() {
            return None;
        }
        Some(ButtonId {
            choice,
            challenge_id,
            invitees,
        })
    }
}

/// The buttons of a challenge: enabled while it waits for answers.
pub fn row(challenge: &ChallengeRef) -> CreateActionRow {
    buttons(challenge.id, &challenge.invitees, !challenge.open)
}

/// The buttons of challenge `id` for `invitees`.
pub fn buttons(id: i64, invitees: &[u64], disabled: bool) -> CreateActionRow {
    let id_for = |choice| {
        ButtonId {
            choice,
            challenge_id: id,
            invitees: invitees.to_vec(),
        }
        .encode()
    };
    CreateActionRow::Buttons(vec![
        button(
            id_for(Choice::Accept),
            "Accept",
            ButtonStyle::Success,
            disabled,
        ),
        button(
            id_for(Choice::Decline),
            "Decline",
            ButtonStyle::Danger,
            disabled,
        ),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn custom_ids_round_trip_within_discords_limit() {
        let id = ButtonId {
            choice: Choice::Decline,
            challenge_id: i64::MAX,
            invitees: vec![u64::MAX; 3],
        };
        let text = id.encode();
        assert!(text.len() <= 100, "{} characters", text.len());
        assert_eq!(ButtonId::decode(&text), Some(id));
        for bad in [
            "",
            "focus",
            "other:accept:1:2",
            "focus:maybe:1:2",
            "focus:accept:x:2",
            "focus:accept:1:",
            "focus:accept:1:2:3",
        ] {
            assert_eq!(ButtonId::decode(bad), None, "{bad}");
        }
    }
}
