//! A round that cannot be paired (every pairing of the field would repeat a meeting, or the
//! pairing failed) is never left hanging in silence: the tournament's channel and its creator
//! are told once per round, and `/focus tournament start` (or the timer's sweep, each minute)
//! tries again.

use super::tournament_state::TournamentState;
use super::tournament_text as words;
use super::{
    Event, Notice, Reply, Service, ServiceError, ServiceResult, TournamentEvent, TournamentRefusal,
    Where,
};
use crate::i18n::Lang;
use crate::store::{PostKind, TournamentStatus};
use crate::t;
use crate::tournament::next_round;

impl Service {
    /// Tells the tournament's channel (mentioning its creator) that round `round` cannot be
    /// paired: once per round, whatever the processes and sweeps.
    pub(super) async fn round_unpaired(
        &self,
        state: &TournamentState,
        round: u32,
    ) -> Result<Vec<Notice>, ServiceError> {
        let tid = state.tournament.id;
        let public = self.tournament_lang(state).await?;
        let place = Where {
            guild_id: state.tournament.spec.guild_id,
            channel_id: state.tournament.spec.channel_id,
        };
        let mut reply = Reply {
            events: vec![Event::Tournament(TournamentEvent::RoundUnpaired {
                tournament: tid,
                round,
            })],
            post_lang: Some(public),
            button_lang: public,
            mentions: vec![state.tournament.spec.creator_id],
            ..Reply::public(words::unpaired_post(public, state, round))
        };
        let mut post = self
            .inner
            .outbox
            .new_post(&place, None, PostKind::Tournament, &reply);
        post.due_at = self.now();
        let Some(id) = self.store().post_round_unpaired(tid, round, &post).await? else {
            return Ok(Vec::new());
        };
        reply.post = Some(id);
        self.inner.outbox.wake();
        Ok(vec![Notice { place, reply }])
    }

    /// `/focus tournament start` on a running tournament: pairs the round due again if the last
    /// one is over (its pairing failed before), or says why there is nothing to do.
    pub(super) async fn retry_round(&self, lang: Lang, state: &TournamentState) -> ServiceResult {
        let tid = state.tournament.id;
        let over = state
            .tables
            .iter()
            .all(|t| t.places.is_some() || (t.seats.len() == 1 && t.game_id.is_none()));
        if state.tournament.status != TournamentStatus::Running || !over {
            let why = if state.tournament.status == TournamentStatus::Running {
                TournamentRefusal::RoundUnderWay
            } else {
                TournamentRefusal::SignupClosed
            };
            return self.tournament_refused(lang, why);
        }
        let round = state.played().len() as u32 + 1;
        let mut active = vec![false; state.entrants.len()];
        for e in &state.entrants {
            if let Some(seat) = e.seed.and_then(|s| active.get_mut(s as usize)) {
                *seat = e.active;
            }
        }
        if next_round(&state.rules(), &active, &state.played())
            .is_err_and(|e| !matches!(e, crate::tournament::PairingError::Finished))
        {
            return self.tournament_refused(lang, TournamentRefusal::Unpaired { round });
        }
        let notices = self.open_next_round(tid).await?;
        self.inner.outbox.post(notices);
        Ok(Reply::private(t!(
            lang,
            "tournament-round-retried",
            name = words::name_of(lang, state),
            round = round
        )))
    }
}
