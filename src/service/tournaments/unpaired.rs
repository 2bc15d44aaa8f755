//! A round that cannot be paired (every pairing of the field would repeat a meeting, or the
//! pairing failed) is never left hanging in silence: the tournament's channel and its creator
//! are told once per round, and `/focus tournament start` (or the timer's sweep, each minute)
//! tries again.

use crate::i18n::Lang;
use crate::store::TournamentStatus;
use crate::t;
use crate::tournament::{PairingError, next_round};

use super::state::TournamentState;
use super::text as words;
use super::{Games, TournamentEvent, TournamentRefusal, Tournaments, home, public_post};
use crate::service::{Notice, Reply, ServiceError, ServiceResult};

impl Tournaments {
    /// Tells the tournament's channel (mentioning its creator) that round `round` cannot be
    /// paired: once per round, whatever the processes and sweeps.
    pub(super) async fn round_unpaired(
        &self,
        state: &TournamentState,
        round: u32,
    ) -> Result<Vec<Notice>, ServiceError> {
        let tid = state.tournament.id;
        let public = self.lang(state).await?;
        let place = home(state);
        let unpaired = TournamentEvent::RoundUnpaired {
            tournament: tid,
            round,
        };
        let text = words::unpaired_post(public, state, round);
        let mut reply = public_post(unpaired, public, text);
        reply.mentions = vec![state.tournament.spec.creator_id];
        let post = self.own_post(&place, &reply);
        let Some(id) = self
            .core
            .store
            .post_round_unpaired(tid, round, &post)
            .await?
        else {
            return Ok(Vec::new());
        };
        self.posted(id, &mut reply);
        Ok(vec![Notice { place, reply }])
    }

    /// `/focus tournament start` on a running tournament: pairs the round due again if the last
    /// one is over (its pairing failed before), or says why there is nothing to do.
    pub(super) async fn retry_round(
        &self,
        games: &dyn Games,
        lang: Lang,
        state: &TournamentState,
    ) -> ServiceResult {
        let tid = state.tournament.id;
        if state.tournament.status != TournamentStatus::Running || !state.all_over() {
            let why = if state.tournament.status == TournamentStatus::Running {
                TournamentRefusal::RoundUnderWay
            } else {
                TournamentRefusal::SignupClosed
            };
            return Self::refused(lang, why);
        }
        let played = state.played();
        let round = played.len() as u32 + 1;
        if next_round(&state.rules(), &state.active(), &played)
            .is_err_and(|e| !matches!(e, PairingError::Finished))
        {
            return Self::refused(lang, TournamentRefusal::Unpaired { round });
        }
        let notices = self.advance(games, tid).await?;
        self.outbox.post(notices);
        Ok(Reply::private(t!(
            lang,
            "tournament-round-retried",
            name = words::name_of(lang, state),
            round = round
        )))
    }
}
