//! Where challenges' buttons are shown, so they can be greyed out when a challenge is answered
//! another way (a command, the timer). The service keeps the list in the database: it survives
//! a restart.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, EditMessage, Http, MessageId};
use tracing::warn;

use super::components::invitation_buttons;
use crate::i18n::Lang;
use crate::service::{ChallengeId, ChallengeRef, Service};

/// The messages showing challenges' buttons, noted through the service.
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
            .note_challenge_message(challenge, channel.into(), message.get())
            .await;
        match noted {
            Ok(true) => {}
            Ok(false) => grey_out(http, challenge, shown.lang, channel, message).await,
            Err(e) => {
                warn!(challenge = challenge.0, error = %e, "cannot note where a challenge is shown")
            }
        }
    }

    /// Forgets one message (its buttons were just greyed out by its own click).
    pub async fn forget(&self, challenge: ChallengeId, message: MessageId) {
        if let Err(e) = self
            .service
            .forget_challenge_message(challenge, message.get())
            .await
        {
            warn!(challenge = challenge.0, error = %e, "cannot forget where a challenge is shown");
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
                warn!(challenge = challenge.id.0, error = %e, "cannot list where a challenge is shown");
                return;
            }
        };
        for message in shown {
            let channel = ChannelId::from(message.channel_id);
            let id = MessageId::new(message.message_id);
            grey_out(http, challenge.id, challenge.lang, channel, id).await;
            // Greyed out, or gone: either way there is nothing more to do with it.
            self.forget(challenge.id, id).await;
        }
    }
}

async fn grey_out(
    http: &Http,
    challenge: ChallengeId,
    lang: Lang,
    channel: ChannelId,
    message: MessageId,
) {
    let edit = EditMessage::new().components(vec![invitation_buttons(challenge, &[], true, lang)]);
    if let Err(e) = channel.edit_message(http, message, edit).await {
        warn!(challenge = challenge.0, error = %e, "cannot grey out a challenge's buttons");
    }
}
