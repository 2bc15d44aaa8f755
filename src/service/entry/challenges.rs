//! The challenges' operations for the front ends, each delegating to the part
//! ([`crate::service::challenges`]), given the games as the port the calls that start a game
//! need.

use crate::service::{
    Actor, ChallengeMessage, ChallengeOptions, Invitee, Service, ServiceError, ServiceResult, Where,
};
use crate::store::{ChallengeId, ChannelId};

impl Service {
    /// Challenges 1–3 opponents to a game in this channel.
    pub async fn challenge(
        &self,
        actor: &Actor,
        place: &Where,
        opponents: &[Invitee],
        options: &ChallengeOptions,
    ) -> ServiceResult {
        let challenges = &self.inner.challenges;
        challenges
            .challenge(&*self.inner.games, actor, place, opponents, options)
            .await
    }

    /// Accepts a challenge (by id, or the channel's open one). The game starts when every
    /// invited player has accepted.
    pub async fn accept(
        &self,
        actor: &Actor,
        place: &Where,
        challenge: Option<ChallengeId>,
    ) -> ServiceResult {
        self.inner
            .challenges
            .accept(&*self.inner.games, actor, place, challenge)
            .await
    }

    /// Declines a challenge (invited players only).
    pub async fn decline(
        &self,
        actor: &Actor,
        place: &Where,
        challenge: Option<ChallengeId>,
    ) -> ServiceResult {
        self.inner.challenges.decline(actor, place, challenge).await
    }

    /// Cancels a challenge (its challenger only).
    pub async fn cancel(
        &self,
        actor: &Actor,
        place: &Where,
        challenge: Option<ChallengeId>,
    ) -> ServiceResult {
        self.inner.challenges.cancel(actor, place, challenge).await
    }

    /// Notes that message `message_id` in `channel_id` shows the Accept and Decline buttons of
    /// challenge `challenge_id`, so that they can be greyed out when it closes, even after a
    /// restart. Returns whether the challenge still waits for answers; when it does not, nothing
    /// is noted and the front end should grey the buttons out at once.
    pub async fn note_challenge_message(
        &self,
        challenge_id: ChallengeId,
        channel_id: ChannelId,
        message_id: u64,
    ) -> Result<bool, ServiceError> {
        let challenges = &self.inner.challenges;
        challenges
            .note_message(challenge_id, channel_id, message_id)
            .await
    }

    /// The messages noted as showing the buttons of challenge `challenge_id`.
    pub async fn challenge_messages(
        &self,
        challenge_id: ChallengeId,
    ) -> Result<Vec<ChallengeMessage>, ServiceError> {
        self.inner.challenges.messages(challenge_id).await
    }

    /// Forgets a message noted by [`Service::note_challenge_message`] (its buttons are greyed
    /// out, or it is gone).
    pub async fn forget_challenge_message(
        &self,
        challenge_id: ChallengeId,
        message_id: u64,
    ) -> Result<(), ServiceError> {
        let challenges = &self.inner.challenges;
        challenges.forget_message(challenge_id, message_id).await
    }
}
