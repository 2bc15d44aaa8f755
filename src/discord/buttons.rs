//! The Accept and Decline buttons of a challenge, the leaderboard's Previous and Next, and the
//! Resign and Keep playing of a resignation's confirmation.
//!
//! A button's custom id carries everything a click needs — which challenge, and who may answer it
//! — so buttons keep working after the bot restarts: `focus:accept:<challenge>:<user>,<user>`;
//! a leaderboard page's: `focus:page:<kind>:<page>:<user whose rank it shows>`; a resignation's:
//! `focus:resign:<game>:<user>` and `focus:keep:<game>:<user>`.

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, ChannelId, CreateActionRow, EditMessage, Http, MessageId};
use tracing::warn;

use super::reply::button;
use crate::i18n::Lang;
use crate::rating::Kind;
use crate::service::{ChallengeRef, Pages, Service};
use crate::t;

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

/// A leaderboard page button, as its custom id says.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PageId {
    /// Which leaderboard.
    pub kind: Kind,
    /// The page it shows, from 1.
    pub page: usize,
    /// Whose own rank the page shows at the bottom.
    pub viewer: u64,
}

impl PageId {
    /// The custom id.
    pub fn encode(&self) -> String {
        format!(
            "{PREFIX}:page:{}:{}:{}",
            self.kind.name(),
            self.page,
            self.viewer
        )
    }

    /// Reads a custom id; `None` for ids that are not a leaderboard page's.
    pub fn decode(custom_id: &str) -> Option<PageId> {
        let mut parts = custom_id.split(':');
        if parts.next()? != PREFIX || parts.next()? != "page" {
            return None;
        }
        let kind = Kind::from_name(parts.next()?)?;
        let page = parts.next()?.parse().ok()?;
        let viewer = parts.next()?.parse().ok()?;
        if parts.next().is_some() {
            return None;
        }
        Some(PageId { kind, page, viewer })
    }
}

/// A resignation's confirmation button, as its custom id says.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ResignId {
    /// Resign (true) or keep playing (false).
    pub resign: bool,
    /// The game.
    pub game_id: i64,
    /// The player who asked to resign: the only one who may click.
    pub user: u64,
}

impl ResignId {
    /// The custom id.
    pub fn encode(&self) -> String {
        let what = if self.resign { "resign" } else { "keep" };
        format!("{PREFIX}:{what}:{}:{}", self.game_id, self.user)
    }

    /// Reads a custom id; `None` for ids that are not a resignation's.
    pub fn decode(custom_id: &str) -> Option<ResignId> {
        let mut parts = custom_id.split(':');
        if parts.next()? != PREFIX {
            return None;
        }
        let resign = match parts.next()? {
            "resign" => true,
            "keep" => false,
            _ => return None,
        };
        let game_id = parts.next()?.parse().ok()?;
        let user = parts.next()?.parse().ok()?;
        if parts.next().is_some() {
            return None;
        }
        Some(ResignId {
            resign,
            game_id,
            user,
        })
    }
}

/// Resign and Keep playing under a resignation's confirmation.
pub fn resign_row(game_id: i64, user: u64, lang: Lang) -> CreateActionRow {
    let id = |resign| {
        ResignId {
            resign,
            game_id,
            user,
        }
        .encode()
    };
    CreateActionRow::Buttons(vec![
        button(
            id(true),
            &t!(lang, "button-resign"),
            ButtonStyle::Danger,
            false,
        ),
        button(
            id(false),
            &t!(lang, "button-keep-playing"),
            ButtonStyle::Secondary,
            false,
        ),
    ])
}

/// Previous and Next under a leaderboard page (greyed out at either end).
pub fn page_row(pages: &Pages, lang: Lang) -> CreateActionRow {
    let id = |page| {
        PageId {
            kind: pages.kind,
            page,
            viewer: pages.viewer,
        }
        .encode()
    };
    CreateActionRow::Buttons(vec![
        button(
            id(pages.page.saturating_sub(1)),
            &t!(lang, "button-previous"),
            ButtonStyle::Secondary,
            pages.page <= 1,
        ),
        button(
            id(pages.page + 1),
            &t!(lang, "button-next"),
            ButtonStyle::Secondary,
            pages.page >= pages.count,
        ),
    ])
}

/// The buttons of a challenge: enabled while it waits for answers.
pub fn row(challenge: &ChallengeRef) -> CreateActionRow {
    buttons(
        challenge.id,
        &challenge.invitees,
        !challenge.open,
        challenge.lang,
    )
}

/// The buttons of challenge `id` for `invitees`, labelled in `lang`.
pub fn buttons(id: i64, invitees: &[u64], disabled: bool, lang: Lang) -> CreateActionRow {
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
            &t!(lang, "button-accept"),
            ButtonStyle::Success,
            disabled,
        ),
        button(
            id_for(Choice::Decline),
            &t!(lang, "button-decline"),
            ButtonStyle::Danger,
            disabled,
        ),
    ])
}

/// Where challenges' buttons are shown, so they can be greyed out when a challenge is answered
/// another way (a command, the timer). The service keeps the list in the database: it survives
/// a restart.
#[derive(Clone)]
pub struct Invitations {
    service: Service,
}

impl Invitations {
    /// The invitations noted through `service`.
    pub fn new(service: Service) -> Invitations {
        Invitations { service }
    }

    /// Notes that `message` in `channel` shows the buttons of `challenge`; greys them out at
    /// once if the challenge closed meanwhile.
    pub async fn remember(
        &self,
        http: &Http,
        shown: &ChallengeRef,
        channel: ChannelId,
        message: MessageId,
    ) {
        let challenge = shown.id;
        let noted = self
            .service
            .note_challenge_message(challenge, channel.get(), message.get())
            .await;
        match noted {
            Ok(true) => {}
            Ok(false) => grey_out(http, challenge, shown.lang, channel, message).await,
            Err(e) => warn!(challenge, error = %e, "cannot note where a challenge is shown"),
        }
    }

    /// Forgets one message (its buttons were just greyed out by its own click).
    pub async fn forget(&self, challenge: i64, message: MessageId) {
        if let Err(e) = self
            .service
            .forget_challenge_message(challenge, message.get())
            .await
        {
            warn!(challenge, error = %e, "cannot forget where a challenge is shown");
        }
    }

    /// Greys out the buttons of a challenge that no longer waits for answers, wherever they
    /// show.
    pub async fn close(&self, http: &Http, challenge: &ChallengeRef) {
        if challenge.open {
            return;
        }
        let shown = match self.service.challenge_messages(challenge.id).await {
            Ok(shown) => shown,
            Err(e) => {
                warn!(challenge = challenge.id, error = %e, "cannot list where a challenge is shown");
                return;
            }
        };
        for message in shown {
            let channel = ChannelId::new(message.channel_id);
            let id = MessageId::new(message.message_id);
            grey_out(http, challenge.id, challenge.lang, channel, id).await;
            // Greyed out, or gone: either way there is nothing more to do with it.
            self.forget(challenge.id, id).await;
        }
    }
}

async fn grey_out(http: &Http, challenge: i64, lang: Lang, channel: ChannelId, message: MessageId) {
    let edit = EditMessage::new().components(vec![buttons(challenge, &[], true, lang)]);
    if let Err(e) = channel.edit_message(http, message, edit).await {
        warn!(challenge, error = %e, "cannot grey out a challenge's buttons");
    }
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

    #[test]
    fn resign_ids_round_trip() {
        for resign in [true, false] {
            let id = ResignId {
                resign,
                game_id: i64::MAX,
                user: u64::MAX,
            };
            let text = id.encode();
            assert!(text.len() <= 100);
            assert_eq!(ResignId::decode(&text), Some(id));
            assert_eq!(ButtonId::decode(&text), None);
            assert_eq!(PageId::decode(&text), None);
        }
        for bad in [
            "focus:resign:1",
            "focus:resign:x:2",
            "focus:keep:1:2:3",
            "focus:accept:1:2",
        ] {
            assert_eq!(ResignId::decode(bad), None, "{bad}");
        }
    }

    #[test]
    fn page_ids_round_trip() {
        let id = PageId {
            kind: Kind::Multi,
            page: 12,
            viewer: u64::MAX,
        };
        let text = id.encode();
        assert!(text.len() <= 100);
        assert_eq!(PageId::decode(&text), Some(id));
        assert_eq!(ButtonId::decode(&text), None);
        for bad in [
            "focus:page:3p:1:2",
            "focus:page:2p:x:2",
            "focus:page:2p:1",
            "focus:page:2p:1:2:3",
            "focus:accept:1:2",
        ] {
            assert_eq!(PageId::decode(bad), None, "{bad}");
        }
    }
}
