//! Tournaments, as players and organisers command them: create, join, leave, start, cancel,
//! standings and list. Pairing and opening rounds, and advancing when games end, are
//! [`super::rounds`]'s; the words are [`super::text`]'s.

use crate::i18n::Lang;
use crate::rating::Kind;
use crate::rules::Mode;
use crate::store::{
    NewTournament, PostKind, RatedPlayer, TournamentFormat, TournamentId, TournamentStatus, UserId,
};
use crate::t;
use crate::tournament::round::minimum_entrants;
use crate::tournament::{PairingError, total_rounds};

use super::page::{StandingsView, page_count};
use super::picture::standings_picture_page;
use super::state::TournamentState;
use super::text as words;
use super::{
    Games, MOST_ENTRANTS, MOST_ROUNDS, TournamentEvent, TournamentOptions, TournamentRef,
    TournamentRefusal, TournamentRights, Tournaments, entry_cap, telling,
};
use crate::service::failure::{Failure, answered, refuse, saved};
use crate::service::{
    Actor, Button, DEFAULT_TURN_LIMIT, Event, Notice, Refusal, Reply, ServiceError, ServiceResult,
    StandingsPages, Where,
};

/// Whether the caller may start or cancel a tournament: its creator or a member with Manage
/// Events.
fn organizes(actor: &Actor, state: &TournamentState, rights: TournamentRights) -> bool {
    rights.manage_events || state.tournament.spec.creator_id == actor.user_id
}

/// The answer, public in the tournament's language `lang`, that it started or was called off
/// (`event`): it no longer takes entrants.
fn said(event: TournamentEvent, lang: Lang, text: String) -> Reply {
    let reply = Reply {
        post_lang: Some(lang),
        ..Reply::public(text)
    };
    telling(event, false, lang, reply)
}

impl Tournaments {
    /// Creates a tournament taking entrants in this channel, and its sign-up post.
    pub(in crate::service) async fn create(
        &self,
        actor: &Actor,
        place: &Where,
        options: &TournamentOptions,
        rights: TournamentRights,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let settings = self.core.server_settings(place.guild_id).await?;
            if settings.tournaments_restricted && !rights.manage_events {
                return Self::refused(lang, TournamentRefusal::CreateRestricted);
            }
            if !(2..=4).contains(&options.players) {
                return refuse(Refusal::TablePlayers, t!(lang, "tournament-bad-players"));
            }
            if options.mode.is_some() && options.players != 4 {
                return refuse(Refusal::TableModeNeedsFour, t!(lang, "tournament-bad-mode"));
            }
            let swiss = options.format == TournamentFormat::Swiss;
            if options.rounds.is_some() && !swiss {
                let text = t!(lang, "tournament-bad-rounds-robin");
                return refuse(Refusal::RoundsNotSwiss, text);
            }
            if options.rounds.is_some_and(|r| r == 0 || r > MOST_ROUNDS) {
                let text = t!(lang, "tournament-bad-rounds", most = MOST_ROUNDS);
                return refuse(Refusal::BadRounds(MOST_ROUNDS), text);
            }
            if options.double && swiss {
                return refuse(Refusal::DoubleSwiss, t!(lang, "tournament-bad-double"));
            }
            let fewest = if options.players == 2 {
                3
            } else {
                u32::from(options.players) + 1
            };
            if options
                .max_players
                .is_some_and(|n| !(fewest..=MOST_ENTRANTS).contains(&n))
            {
                let text = t!(
                    lang,
                    "tournament-bad-max-players",
                    fewest = fewest,
                    most = MOST_ENTRANTS
                );
                return refuse(Refusal::BadMaxPlayers(fewest, MOST_ENTRANTS), text);
            }
            let name = options.name.as_deref().map(str::trim).unwrap_or_default();
            if name.chars().count() > 80 {
                return refuse(Refusal::NameTooLong, t!(lang, "tournament-bad-name"));
            }
            let mode = match (options.players, options.mode) {
                (4, Some(m)) => m,
                (4, None) => Mode::FreeForAll,
                _ => Mode::Standard,
            };
            let turn_limit = match options.time {
                Some(limit) => limit,
                None => settings.turn_limit.unwrap_or(Some(DEFAULT_TURN_LIMIT)),
            };
            let language = match &settings.language {
                Some(l) => l.clone(),
                None => lang.code().to_string(),
            };
            let new = NewTournament {
                guild_id: place.guild_id,
                channel_id: place.channel_id,
                creator_id: actor.user_id,
                name: name.to_string(),
                format: options.format,
                per_table: options.players,
                mode,
                rounds: options.rounds,
                double: options.double,
                turn_limit,
                rated: options.rated,
                max_players: options.max_players,
                language,
                created_at: self.core.now(),
            };
            let id = saved(lang, self.core.store.create_tournament(&new).await)?;
            let state = self.written(id).await?;
            let mut reply = self.signup_reply(&state).await?;
            reply.events = vec![Event::Tournament(TournamentEvent::Created {
                tournament: id,
            })];
            let post = self
                .outbox
                .new_post(place, None, PostKind::Tournament, &reply);
            reply.post = Some(self.core.store.add_post(&post).await?);
            Ok(reply)
        })
    }

    /// The sign-up post of tournament `id` as it stands (the front end edits its message with
    /// it as people join and leave); `None` if there is no such tournament.
    pub(in crate::service) async fn signup(
        &self,
        id: TournamentId,
    ) -> Result<Option<Reply>, ServiceError> {
        match self.state(id).await? {
            Some(state) => Ok(Some(self.signup_reply(&state).await?)),
            None => Ok(None),
        }
    }

    /// The sign-up post's words and buttons.
    async fn signup_reply(&self, state: &TournamentState) -> ServiceResult {
        let public = self.lang(state).await?;
        Ok(Reply {
            buttons: vec![Button::Tournament(TournamentRef {
                id: state.tournament.id,
                signup: state.tournament.status == TournamentStatus::Signup,
                lang: public,
            })],
            post_lang: Some(public),
            button_lang: public,
            ..Reply::public(words::signup(public, state))
        })
    }

    /// Joins a tournament taking entrants.
    pub(in crate::service) async fn join(
        &self,
        actor: &Actor,
        place: &Where,
        id: Option<TournamentId>,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let state = self.find(lang, place, id).await?;
            let tid = state.tournament.id;
            if state.tournament.status != TournamentStatus::Signup {
                return Self::refused(lang, TournamentRefusal::SignupClosed);
            }
            if state.entrants.iter().any(|e| e.user_id == actor.user_id) {
                return Self::refused(lang, TournamentRefusal::AlreadyIn);
            }
            let cap = entry_cap(&state);
            if state.entrants.len() >= cap {
                return Self::refused(lang, TournamentRefusal::Full { cap });
            }
            let joined = saved(
                lang,
                self.core
                    .store
                    .join_tournament(
                        tid,
                        actor.user_id,
                        &actor.name,
                        self.core.now(),
                        MOST_ENTRANTS,
                    )
                    .await,
            )?;
            if !joined {
                // Someone else's join or the start came first: say which.
                let why = match self.state(tid).await? {
                    Some(now)
                        if now.tournament.status == TournamentStatus::Signup
                            && now.entrants.len() >= cap =>
                    {
                        TournamentRefusal::Full { cap }
                    }
                    _ => TournamentRefusal::SignupClosed,
                };
                return Self::refused(lang, why);
            }
            let count = state.entrants.len() + 1;
            let name = words::name_of(lang, &state);
            let joined = TournamentEvent::Joined {
                tournament: tid,
                user: actor.user_id,
            };
            let text = t!(lang, "tournament-joined", name = name, count = count);
            let public = self.lang(&state).await?;
            Ok(telling(joined, true, public, Reply::private(text)))
        })
    }

    /// Leaves a tournament: out of the list during sign-up; once running, the caller's game
    /// is resigned and they are not paired again.
    pub(in crate::service) async fn leave(
        &self,
        games: &dyn Games,
        actor: &Actor,
        place: &Where,
        id: Option<TournamentId>,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let state = self.find(lang, place, id).await?;
            let tid = state.tournament.id;
            let status = state.tournament.status;
            if !matches!(status, TournamentStatus::Signup | TournamentStatus::Running) {
                return Self::refused(lang, TournamentRefusal::NotRunning);
            }
            if !state
                .entrants
                .iter()
                .any(|e| e.user_id == actor.user_id && e.active)
            {
                return Self::refused(lang, TournamentRefusal::NotIn);
            }
            let left = saved(
                lang,
                self.core.store.leave_tournament(tid, actor.user_id).await,
            )?;
            if !left {
                return Self::refused(lang, TournamentRefusal::NotIn);
            }
            let name = words::name_of(lang, &state);
            let running = status == TournamentStatus::Running;
            let text = if running {
                self.forfeit_leaver(games, actor, &state).await?;
                t!(lang, "tournament-left-running", name = name)
            } else {
                t!(lang, "tournament-left", name = name)
            };
            let left = TournamentEvent::Left {
                tournament: tid,
                user: actor.user_id,
            };
            let public = self.lang(&state).await?;
            Ok(telling(left, !running, public, Reply::private(text)))
        })
    }

    /// Resigns a leaver's running game in the tournament, if they have one (its post goes out
    /// as the service's own).
    pub(super) async fn forfeit_leaver(
        &self,
        games: &dyn Games,
        actor: &Actor,
        state: &TournamentState,
    ) -> Result<(), ServiceError> {
        let running = state.tables.iter().filter(|t| {
            t.places.is_none() && t.seats.len() > 1 && t.seats.contains(&actor.user_id)
        });
        for table in running {
            let (Some(game), Some(channel)) = (table.game_id, table.channel_id) else {
                continue;
            };
            let place = Where {
                guild_id: state.tournament.spec.guild_id,
                channel_id: channel,
            };
            let reply = games.resign(actor, &place, game).await?;
            if reply.refusal.is_none() {
                if let Some(post) = reply.post {
                    self.outbox.post_failed(post).await?;
                }
                self.outbox.post(vec![Notice { place, reply }]);
            }
        }
        Ok(())
    }

    /// Starts a tournament (its creator or a member with Manage Events): seeds the entrants
    /// by rating and opens round 1.
    pub(in crate::service) async fn start(
        &self,
        games: &dyn Games,
        actor: &Actor,
        place: &Where,
        id: Option<TournamentId>,
        rights: TournamentRights,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let state = self.find(lang, place, id).await?;
            if !organizes(actor, &state, rights) {
                return Self::refused(lang, TournamentRefusal::NotOrganizer);
            }
            if state.tournament.status == TournamentStatus::Running {
                return Ok(self.retry_round(games, lang, &state).await?);
            }
            if state.tournament.status != TournamentStatus::Signup {
                return Self::refused(lang, TournamentRefusal::SignupClosed);
            }
            let tid = state.tournament.id;
            let have = state.entrants.len();
            let rules = state.rules();
            match total_rounds(&rules, have) {
                Ok(_) => {}
                Err(PairingError::TooFew { needed, .. }) => {
                    return Self::refused(lang, TournamentRefusal::TooFew { have, need: needed });
                }
                Err(PairingError::Uncoverable(u)) => {
                    return Self::refused(
                        lang,
                        TournamentRefusal::NotCoverable {
                            have,
                            works: u.needed,
                        },
                    );
                }
                Err(_) => {
                    let need = minimum_entrants(&rules);
                    return Self::refused(lang, TournamentRefusal::TooFew { have, need });
                }
            }
            // Seeds: the best rating at the start first, ties by the order they joined.
            let kind = Kind::for_players(state.tournament.spec.per_table);
            let mut seeded: Vec<(UserId, f64, usize)> = Vec::with_capacity(have);
            for (order, e) in state.entrants.iter().enumerate() {
                let rating = self
                    .core
                    .store
                    .rating(place.guild_id, kind, &RatedPlayer::person(e.user_id))
                    .await?
                    .map_or_else(|| crate::rating::Rating::new(kind).value, |(r, _)| r.value);
                seeded.push((e.user_id, rating, order));
            }
            seeded.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.2.cmp(&b.2)));
            let seeded: Vec<(UserId, f64)> = seeded.into_iter().map(|(u, r, _)| (u, r)).collect();
            let rounds = match rules.format {
                crate::tournament::Format::Swiss { rounds } => Some(rounds),
                crate::tournament::Format::RoundRobin { .. } => None,
            };
            let started = saved(
                lang,
                self.core
                    .store
                    .start_tournament(tid, &seeded, rounds, self.core.now())
                    .await,
            )?;
            if !started {
                return Self::refused(lang, TournamentRefusal::SignupClosed);
            }
            let state = self.written(tid).await?;
            let public = self.lang(&state).await?;
            let notices = self.advance(games, tid).await?;
            self.outbox.post(notices);
            let text = t!(
                public,
                "tournament-started",
                name = words::name_of(public, &state),
                count = have,
                rounds = state.total_rounds()
            );
            Ok(said(
                TournamentEvent::Started { tournament: tid },
                public,
                text,
            ))
        })
    }

    /// Calls off a tournament taking entrants or running (its creator or a member with Manage
    /// Events); its running games go on as ordinary games.
    pub(in crate::service) async fn cancel(
        &self,
        actor: &Actor,
        place: &Where,
        id: Option<TournamentId>,
        rights: TournamentRights,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let state = self.find(lang, place, id).await?;
            if !organizes(actor, &state, rights) {
                return Self::refused(lang, TournamentRefusal::NotOrganizer);
            }
            let tid = state.tournament.id;
            let done = saved(
                lang,
                self.core
                    .store
                    .set_tournament_status(
                        tid,
                        &[TournamentStatus::Signup, TournamentStatus::Running],
                        TournamentStatus::Cancelled,
                        self.core.now(),
                    )
                    .await,
            )?;
            if !done {
                return Self::refused(lang, TournamentRefusal::NotRunning);
            }
            let public = self.lang(&state).await?;
            let name = words::name_of(public, &state);
            let text = t!(public, "tournament-cancelled", name = name);
            Ok(said(
                TournamentEvent::Cancelled { tournament: tid },
                public,
                text,
            ))
        })
    }

    /// A tournament's standings, as text (rank, name, points, tie-breaks, rating at the start,
    /// this round's results) and picture: page `page` (default 1) of a big field, with the
    /// caller's own line when it is elsewhere.
    pub(in crate::service) async fn standings(
        &self,
        actor: &Actor,
        place: &Where,
        id: Option<TournamentId>,
        page: Option<i64>,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let state = match id {
                Some(_) => self.find(lang, place, id).await?,
                // Without an id, the latest of the server when none is open.
                None => match self.find(lang, place, None).await {
                    Err(Failure::Refused(refused)) => {
                        match self.core.store.latest_tournament(place.guild_id).await? {
                            Some(tid) => self.find(lang, place, Some(tid)).await?,
                            None => return Err(Failure::Refused(refused)),
                        }
                    }
                    found => found?,
                },
            };
            if state.tournament.started_at.is_none() {
                return Ok(Reply::private(words::signup(lang, &state)));
            }
            let pages = page_count(state.entrants.len());
            let page = match page {
                None => 1,
                Some(p) if p >= 1 && p as u64 <= pages as u64 => p as usize,
                Some(p) => {
                    let why = TournamentRefusal::NoPage { page: p, pages };
                    return Self::refused(lang, why);
                }
            };
            let view = StandingsView {
                page,
                reader: Some(actor.user_id),
            };
            Ok(Reply {
                buttons: vec![
                    Button::Tournament(TournamentRef {
                        id: state.tournament.id,
                        signup: false,
                        lang,
                    }),
                    Button::StandingsPages(StandingsPages {
                        tournament: state.tournament.id,
                        page,
                        count: pages,
                        viewer: actor.user_id,
                    }),
                ],
                image: standings_picture_page(lang, &state, None, view).await?,
                ..Reply::private(words::standings(lang, &state, view))
            })
        })
    }

    /// The server's tournaments taking entrants or running.
    pub(in crate::service) async fn list(&self, actor: &Actor, place: &Where) -> ServiceResult {
        let lang = actor.lang;
        let open = self.core.store.open_tournaments(place.guild_id).await?;
        if open.is_empty() {
            return Ok(Reply::private(t!(
                lang,
                "tournament-list-empty",
                create_command = crate::slash_commands::example::bare(lang, "tournament create")
            )));
        }
        let mut text = t!(lang, "tournament-list-title");
        for t in open {
            if let Some(state) = self.state(t.id).await? {
                text.push('\n');
                text.push_str(&words::list_line(lang, &state));
            }
        }
        Ok(Reply::private(text))
    }
}
