//! A running tournament's rounds: pairing the next round (once, whatever the processes: the
//! round's row is written by one), opening each table's channel through the front end's port
//! and starting its game there, posting the round, recording each game's places when it ends,
//! and ending the tournament after its last round. A table left half-opened by a crash is
//! completed by the timer's sweep ([`Tournaments::due`]).

use crate::i18n::Lang;
use crate::rating::places;
use crate::rules::{Config, EndReason, FirstPlayer};
use crate::store::{
    ChannelId, GameId, GameOptions, NewChallenge, Player, PostKind, StoreError, TournamentId,
    TournamentStatus, TournamentTable, UserId,
};
use crate::tournament::points::{FreeForAllEnd, free_for_all_places};
use crate::tournament::{PairingError, next_round};

use super::picture::standings_picture;
use super::state::{TournamentState, is_bye, thread_name};
use super::text as words;
use super::{Games, Pending, TournamentEvent, Tournaments, home, public_post};
use crate::service::core::lock;
use crate::service::{Actor, CHALLENGE_LIFETIME, Event, Notice, ServiceError, Where};

/// How long after a round was paired the sweep completes its tables: the process that paired
/// it is given this long to open them itself.
pub const SWEEP_GRACE_MS: i64 = 60_000;

impl Tournaments {
    /// A tournament game ended: records its places and, when it was the round's last, opens
    /// the next round or ends the tournament. Errors are logged (the sweep tries again).
    pub(in crate::service) fn game_over<'a>(
        &'a self,
        games: &'a dyn Games,
        game_id: GameId,
    ) -> Pending<'a, Vec<Notice>> {
        Box::pin(async move {
            match self.record_places(games, game_id).await {
                Ok(notices) => Ok(notices),
                Err(e) => {
                    tracing::error!(game = game_id.0, error = %e, "a tournament game's end was not recorded");
                    Ok(Vec::new())
                }
            }
        })
    }

    /// The event of game `game_id`'s table being over, if it is a tournament's and its places
    /// are recorded.
    pub(in crate::service) async fn table_over(
        &self,
        game_id: GameId,
    ) -> Result<Option<Event>, ServiceError> {
        Ok(self
            .core
            .store
            .table_of_game(game_id)
            .await?
            .map(|(tournament, round, board)| {
                Event::Tournament(TournamentEvent::TableOver {
                    tournament,
                    round,
                    board,
                })
            }))
    }

    /// Records finished game `game_id`'s places at its table, then advances its tournament.
    async fn record_places(
        &self,
        games: &dyn Games,
        game_id: GameId,
    ) -> Result<Vec<Notice>, ServiceError> {
        let Some(stored) = self.core.store.game(game_id).await? else {
            return Ok(Vec::new());
        };
        let Some(game) = stored.replay().ok() else {
            return Ok(Vec::new());
        };
        let Some(outcome) = game.position().outcome() else {
            return Ok(Vec::new());
        };
        let n = stored.seats.len();
        let mut last = vec![-1i64; n];
        for a in &stored.actions {
            if let Some(slot) = usize::try_from(a.seat - 1)
                .ok()
                .and_then(|i| last.get_mut(i))
            {
                *slot = (*slot).max(a.ply);
            }
        }
        let winners = outcome.winners().fold(0u8, |m, s| m | (1 << s.index()));
        let teams = stored.options.config.mode() == crate::rules::Mode::Teams;
        let draw = outcome.reason() == EndReason::Draw;
        let free_for_all = n == 4 && !teams && !draw && winners != 0;
        let ranked = if free_for_all {
            let end = game.position();
            let ends: Vec<FreeForAllEnd> = stored
                .options
                .config
                .seats()
                .map(|seat| {
                    if end.is_out(seat) {
                        FreeForAllEnd::Out {
                            last_ply: last[seat.index()],
                        }
                    } else {
                        FreeForAllEnd::In {
                            stacks: end.owned_mask(seat).count_ones(),
                            captured: u32::from(end.captured(seat)),
                        }
                    }
                })
                .collect();
            free_for_all_places(winners, &ends)
        } else {
            places(teams, winners, draw, &last)
        };
        let placed: Vec<u8> = ranked.into_iter().map(|p| p.saturating_sub(1)).collect();
        let Some((tid, round, board)) = self.core.store.set_table_places(game_id, &placed).await?
        else {
            return Ok(Vec::new());
        };
        let notices = self.advance(games, tid).await;
        // The tournament's page follows it: one of its games ended (the next round may be open).
        self.tell_pages(TournamentEvent::TableOver {
            tournament: tid,
            round,
            board,
        });
        notices
    }

    /// Pairs and opens the next round of tournament `tid` when every game of the current one
    /// is over (exactly once: the round's row is written by one process; the others do
    /// nothing), or ends it after its last round: the posts to make (written to the outbox).
    /// Games ending call it, and so do the start and the timer's sweep.
    pub(in crate::service) async fn advance(
        &self,
        games: &dyn Games,
        tid: TournamentId,
    ) -> Result<Vec<Notice>, ServiceError> {
        let mut out = Vec::new();
        // A round of byes only (everyone else left) is over at once: the next follows.
        loop {
            let Some(state) = self.state(tid).await? else {
                return Ok(out);
            };
            if state.tournament.status != TournamentStatus::Running {
                return Ok(out);
            }
            // Checked on the state the round is paired from: a process that read the round
            // as over just before another recorded the next one must not pair the one after.
            if !state.all_over() {
                return Ok(out);
            }
            let played = state.played();
            let active = state.active();
            let still_in = active.iter().filter(|a| **a).count();
            let paired = match next_round(&state.rules(), &active, &played) {
                Ok(round) if still_in >= 2 => round,
                Ok(_) | Err(PairingError::Finished) => {
                    out.extend(self.finish(&state).await?);
                    return Ok(out);
                }
                Err(e) => {
                    tracing::warn!(tournament = tid.0, error = %e, "the next round cannot be paired");
                    let round = played.len() as u32 + 1;
                    out.extend(self.round_unpaired(&state, round).await?);
                    return Ok(out);
                }
            };
            let user = |seed: usize| {
                state
                    .entrants
                    .iter()
                    .find(|e| e.seed == Some(seed as u32))
                    .map_or(UserId(0), |e| e.user_id)
            };
            let mut tables: Vec<Vec<UserId>> = paired
                .tables
                .iter()
                .map(|t| t.seats.iter().map(|&s| user(s)).collect())
                .collect();
            tables.extend(paired.byes.iter().map(|&s| vec![user(s)]));
            let number = played.len() as u32 + 1;
            if !self
                .core
                .store
                .record_round(tid, number, &tables, self.core.now())
                .await?
            {
                return Ok(out);
            }
            out.extend(self.complete_round(games, tid, number).await?);
            if !paired.tables.is_empty() {
                return Ok(out);
            }
        }
    }

    /// Opens every table of round `round` not yet opened (its channel, then its game), and
    /// once all are, writes the round's post (once).
    async fn complete_round(
        &self,
        games: &dyn Games,
        tid: TournamentId,
        round: u32,
    ) -> Result<Vec<Notice>, ServiceError> {
        let mut out = Vec::new();
        let Some(state) = self.state(tid).await? else {
            return Ok(out);
        };
        let spec = &state.tournament.spec;
        for table in state.tables.iter().filter(|t| t.round == round) {
            if is_bye(table) || table.game_id.is_some() {
                continue;
            }
            let channel = match table.channel_id {
                Some(c) => c,
                None => {
                    let Some(port) = lock(&self.channels).clone() else {
                        tracing::warn!(
                            tournament = tid.0,
                            "no front end opens tables' channels yet"
                        );
                        return Ok(out);
                    };
                    let name = thread_name(tid, round, table.board);
                    match port.open(spec.guild_id, spec.channel_id, &name).await {
                        Ok(c) => {
                            self.core
                                .store
                                .set_table_channel(tid, round, table.board, c)
                                .await?
                        }
                        Err(e) => {
                            tracing::warn!(tournament = tid.0, table = %name, error = %e, "a table's channel was not opened");
                            continue;
                        }
                    }
                }
            };
            if let Some(notice) = self.start_table_game(games, &state, table, channel).await? {
                out.push(notice);
            }
        }
        self.forfeit_left_before_their_game(games, tid).await?;
        out.extend(self.post_round_if_ready(tid, round).await?);
        Ok(out)
    }

    /// Resigns the games of players who left while their table waited for its game (the
    /// leave found no game to resign): a leaver is paired no more, so these are the only
    /// running tables a leaver sits at.
    async fn forfeit_left_before_their_game(
        &self,
        games: &dyn Games,
        tid: TournamentId,
    ) -> Result<(), ServiceError> {
        let Some(state) = self.state(tid).await? else {
            return Ok(());
        };
        let lang = self.lang(&state).await?;
        for left in state.entrants.iter().filter(|e| !e.active) {
            let seated = state.tables.iter().any(|t| {
                t.places.is_none() && t.game_id.is_some() && t.seats.contains(&left.user_id)
            });
            if seated {
                let actor = Actor::new(left.user_id, left.name.clone()).speaking(lang);
                self.forfeit_leaver(games, &actor, &state).await?;
            }
        }
        Ok(())
    }

    /// Starts a table's game in its channel with the tournament's seats in order, time per
    /// turn and rated flag: a challenge every seat accepts at once, as any game starts. A game
    /// or a challenge already there (a crash between the steps) is taken up. Returns the
    /// game's start post.
    async fn start_table_game(
        &self,
        games: &dyn Games,
        state: &TournamentState,
        table: &TournamentTable,
        channel: ChannelId,
    ) -> Result<Option<Notice>, ServiceError> {
        let spec = &state.tournament.spec;
        let tid = state.tournament.id;
        let place = Where {
            guild_id: spec.guild_id,
            channel_id: channel,
        };
        let now = self.core.now();
        let game_id = match self.core.store.active_game(channel).await? {
            Some(g) => Some(g.id),
            None => {
                let challenge = match self.challenges.pending(&place).await?.map(|c| c.id) {
                    Some(c) => c,
                    None => {
                        let players: Vec<Player> = table
                            .seats
                            .iter()
                            .map(|&u| Player {
                                user_id: u,
                                name: state
                                    .entrants
                                    .iter()
                                    .find(|e| e.user_id == u)
                                    .map_or_else(String::new, |e| e.name.clone()),
                                computer: None,
                            })
                            .collect();
                        let Ok(config) = Config::new(table.seats.len() as u8, spec.mode) else {
                            return Ok(None);
                        };
                        self.core
                            .store
                            .create_challenge(&NewChallenge {
                                guild_id: spec.guild_id,
                                channel_id: channel,
                                options: GameOptions {
                                    config,
                                    turn_limit: spec.turn_limit,
                                    rated: spec.rated,
                                },
                                first: FirstPlayer::Challenger,
                                players,
                                created_at: now,
                                expires_at: now + CHALLENGE_LIFETIME.as_millis() as i64,
                                language: spec.language.clone(),
                            })
                            .await?
                    }
                };
                let mut started = None;
                for &user in &table.seats {
                    match self
                        .core
                        .store
                        .accept_challenge(challenge, user, <[Player]>::to_vec, now)
                        .await
                    {
                        Ok(Some(g)) => started = Some(g),
                        Ok(None) | Err(StoreError::Conflict) => {}
                        Err(e) => return Err(e.into()),
                    }
                }
                started
            }
        };
        let Some(game_id) = game_id else {
            return Ok(None);
        };
        if !self
            .core
            .store
            .set_table_game(tid, table.round, table.board, game_id)
            .await?
        {
            return Ok(None);
        }
        let Some(stored) = self.core.store.game(game_id).await? else {
            return Ok(None);
        };
        let mut reply = match games.game_on(stored).await? {
            Some(reply) => reply,
            None => return Ok(None),
        };
        reply
            .events
            .push(Event::Tournament(TournamentEvent::TableStarted {
                tournament: tid,
                round: table.round,
                board: table.board,
                game: game_id,
                channel,
            }));
        let mut post =
            self.outbox
                .new_post(&place, Some((game_id, 0)), PostKind::Tournament, &reply);
        post.due_at = now;
        reply.post = Some(self.core.store.add_post(&post).await?);
        Ok(Some(Notice { place, reply }))
    }

    /// Writes round `round`'s post (its tables, their players and channels, the byes, and the
    /// standings so far) once every table's game has started; once, whatever the processes.
    async fn post_round_if_ready(
        &self,
        tid: TournamentId,
        round: u32,
    ) -> Result<Vec<Notice>, ServiceError> {
        let Some(state) = self.state(tid).await? else {
            return Ok(Vec::new());
        };
        let ready = state
            .tables
            .iter()
            .filter(|t| t.round == round)
            .all(|t| is_bye(t) || t.game_id.is_some());
        if !ready {
            return Ok(Vec::new());
        }
        let public = self.lang(&state).await?;
        let place = home(&state);
        let opened = TournamentEvent::RoundOpened {
            tournament: tid,
            round,
        };
        let mut reply = public_post(opened, public, words::round_post(public, &state, round));
        reply.text += &self.link_line(public, &state).await;
        reply.mentions = state
            .tables
            .iter()
            .filter(|t| t.round == round && !is_bye(t))
            .flat_map(|t| t.seats.iter().copied())
            .collect();
        self.with_standings(public, &mut reply).await?;
        let post = self.own_post(&place, &reply);
        let Some(id) = self.core.store.post_round(tid, round, &post).await? else {
            return Ok(Vec::new());
        };
        self.posted(id, &mut reply);
        self.tell_pages(opened);
        Ok(vec![Notice { place, reply }])
    }

    /// Ends a tournament after its last round: the final post names the winner and the
    /// podium, with the standings (once, whatever the processes).
    async fn finish(&self, state: &TournamentState) -> Result<Vec<Notice>, ServiceError> {
        let tid = state.tournament.id;
        let public = self.lang(state).await?;
        let place = home(state);
        let (mut text, winner) = words::final_post(public, state);
        text += &self.link_line(public, state).await;
        let finished = TournamentEvent::Finished {
            tournament: tid,
            winner,
        };
        let mut reply = public_post(finished, public, text);
        reply.mentions = vec![winner].into_iter().filter(|w| w.0 != 0).collect();
        // Drawn as the tournament is once this post is written: finished ("final standings",
        // as the outbox draws it again later), not in its last round.
        let mut over = state.clone();
        over.tournament.status = TournamentStatus::Finished;
        reply.image = standings_picture(public, &over, None).await?;
        let post = self.own_post(&place, &reply);
        let Some(id) = self.core.store.finish_tournament(tid, &post).await? else {
            return Ok(Vec::new());
        };
        self.posted(id, &mut reply);
        self.tell_pages(finished);
        Ok(vec![Notice { place, reply }])
    }

    /// The timer's sweep of running tournaments: places of games that ended without being
    /// recorded, tables left half-opened (a crash between the steps, a channel the front end
    /// could not open), a round whose games are all over but whose next round was not opened.
    pub(in crate::service) async fn due(
        &self,
        games: &dyn Games,
    ) -> Result<Vec<Notice>, ServiceError> {
        let mut out = Vec::new();
        let now = self.core.now();
        for t in self.core.store.running_tournaments().await? {
            let Some(state) = self.state(t.id).await? else {
                continue;
            };
            for table in &state.tables {
                if let (Some(game), None) = (table.game_id, &table.places) {
                    let finished = self
                        .core
                        .store
                        .game(game)
                        .await?
                        .is_some_and(|g| g.finished_at.is_some());
                    if finished {
                        out.extend(self.record_places(games, game).await?);
                    }
                }
            }
            let rounds = self.core.store.paired_rounds(t.id).await?;
            match rounds.last() {
                Some(last) if last.posted_at.is_none() => {
                    if now - last.paired_at >= SWEEP_GRACE_MS {
                        out.extend(self.complete_round(games, t.id, last.round).await?);
                    }
                }
                _ => out.extend(self.advance(games, t.id).await?),
            }
        }
        Ok(out)
    }

    /// The heading of a tournament game's posts ("Tournament 3 · round 2, table 3"), if game
    /// `game_id` is a tournament's.
    pub(in crate::service) async fn table_heading(
        &self,
        lang: Lang,
        game_id: GameId,
    ) -> Result<Option<String>, ServiceError> {
        let Some((tid, round, board)) = self.core.store.table_of_game(game_id).await? else {
            return Ok(None);
        };
        let Some(state) = self.state(tid).await? else {
            return Ok(None);
        };
        Ok(Some(words::table_heading(lang, &state, round, board)))
    }
}
