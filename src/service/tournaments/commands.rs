//! Tournaments, as players and organisers command them: create, join, leave, start, cancel,
//! standings and list. Pairing and opening rounds, and advancing when games end, are
//! [`super::tournament_rounds`]'s; the words are [`super::tournament_text`]'s.

use std::sync::Arc;

use crate::i18n::Lang;
use crate::rating::Kind;
use crate::rules::Mode;
use crate::store::{NewTournament, RatedPlayer, TournamentFormat, TournamentStatus};
use crate::t;
use crate::tournament::round::minimum_entrants;
use crate::tournament::{PairingError, total_rounds};

use super::Button;
use super::tournament_state::TournamentState;
use super::tournament_text as words;
use super::{
    Actor, Event, Failure, Refusable, Refusal, Reply, Service, ServiceError, ServiceResult,
    TableChannels, TournamentEvent, TournamentOptions, TournamentRef, TournamentRefusal,
    TournamentRights, Where, answered, lock, refuse,
};

/// The most Swiss rounds a tournament may ask for.
pub const MOST_ROUNDS: u32 = 30;

/// The most entrants a tournament takes, and the highest `max_players` (a Swiss round of 1,000
/// pairs in about 0.2 s: docs/performance.md).
pub const MOST_ENTRANTS: u32 = 1000;

/// The most entrants tournament `state` takes: its cap, else [`MOST_ENTRANTS`].
pub(super) fn entry_cap(state: &TournamentState) -> usize {
    state.tournament.spec.max_players.unwrap_or(MOST_ENTRANTS) as usize
}

impl Service {
    /// Sets the port through which tables' channels are opened (the front end's threads).
    pub fn set_table_channels(&self, port: Arc<dyn TableChannels>) {
        *lock(&self.inner.table_channels) = Some(port);
    }

    /// The port tables' channels are opened through, once a front end set one.
    pub(super) fn table_channels(&self) -> Option<Arc<dyn TableChannels>> {
        lock(&self.inner.table_channels).clone()
    }

    /// Tournament `id` with everything stored about it (the standings picture draws it).
    pub async fn tournament(&self, id: i64) -> Result<Option<TournamentState>, ServiceError> {
        Ok(TournamentState::load(self.store(), id).await?)
    }

    /// A refusal of a tournament command, in the caller's language.
    pub(super) fn tournament_refused<R: Refusable>(&self, lang: Lang, why: TournamentRefusal) -> R {
        let text = words::refusal(lang, &why);
        refuse(Refusal::Tournament(why), text)
    }

    /// The tournament a command is about: `id` if it is this server's, else the only one open
    /// here (the one of this channel when several are).
    pub(super) async fn find_tournament(
        &self,
        lang: Lang,
        place: &Where,
        id: Option<i64>,
    ) -> Result<TournamentState, Failure> {
        let id = match id {
            Some(id) => id,
            None => {
                let open = self.store().open_tournaments(place.guild_id).await?;
                let here: Vec<i64> = open
                    .iter()
                    .filter(|t| t.spec.channel_id == place.channel_id)
                    .map(|t| t.id)
                    .collect();
                match (open.len(), here.len()) {
                    (0, _) => {
                        return self.tournament_refused(lang, TournamentRefusal::NoTournament);
                    }
                    (1, _) => open[0].id,
                    (_, 1) => here[0],
                    _ => {
                        let open = open.iter().map(|t| t.id).collect();
                        return self.tournament_refused(lang, TournamentRefusal::WhichOne { open });
                    }
                }
            }
        };
        match self.tournament(id).await? {
            Some(state) if state.tournament.spec.guild_id == place.guild_id => Ok(state),
            _ => self.tournament_refused(lang, TournamentRefusal::NoTournament),
        }
    }

    /// The language of a tournament's public posts: the server's choice, else its creator's.
    pub(super) async fn tournament_lang(
        &self,
        state: &TournamentState,
    ) -> Result<Lang, ServiceError> {
        let spec = &state.tournament.spec;
        Ok(match self.server_lang(spec.guild_id).await? {
            Some(lang) => lang,
            None => Lang::from_locale_or_default(&spec.language),
        })
    }

    /// Creates a tournament taking entrants in this channel, and its sign-up post.
    pub async fn tournament_create(
        &self,
        actor: &Actor,
        place: &Where,
        options: &TournamentOptions,
        rights: TournamentRights,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let settings = self.server_settings(place.guild_id).await?;
            if settings.tournaments_restricted && !rights.manage_events {
                return self.tournament_refused(lang, TournamentRefusal::CreateRestricted);
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
                None => settings
                    .turn_limit
                    .unwrap_or(Some(super::DEFAULT_TURN_LIMIT)),
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
                created_at: self.now(),
            };
            let id = super::saved(lang, self.store().create_tournament(&new).await)?;
            let state = self
                .tournament(id)
                .await?
                .ok_or(crate::store::StoreError::Conflict)?;
            let mut reply = self.signup_reply(&state).await?;
            reply.events = vec![Event::Tournament(TournamentEvent::Created {
                tournament: id,
            })];
            let post =
                self.inner
                    .outbox
                    .new_post(place, None, crate::store::PostKind::Tournament, &reply);
            reply.post = Some(self.store().add_post(&post).await?);
            Ok(reply)
        })
    }

    /// The sign-up post of tournament `id` as it stands (the front end edits its message with
    /// it as people join and leave); `None` if there is no such tournament.
    pub async fn tournament_signup(&self, id: i64) -> Result<Option<Reply>, ServiceError> {
        match self.tournament(id).await? {
            Some(state) => Ok(Some(self.signup_reply(&state).await?)),
            None => Ok(None),
        }
    }

    /// The sign-up post's words and buttons.
    async fn signup_reply(&self, state: &TournamentState) -> ServiceResult {
        let public = self.tournament_lang(state).await?;
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
    pub async fn tournament_join(
        &self,
        actor: &Actor,
        place: &Where,
        id: Option<i64>,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let state = self.find_tournament(lang, place, id).await?;
            let tid = state.tournament.id;
            if state.tournament.status != TournamentStatus::Signup {
                return self.tournament_refused(lang, TournamentRefusal::SignupClosed);
            }
            if state.entrants.iter().any(|e| e.user_id == actor.user_id) {
                return self.tournament_refused(lang, TournamentRefusal::AlreadyIn);
            }
            let cap = entry_cap(&state);
            if state.entrants.len() >= cap {
                return self.tournament_refused(lang, TournamentRefusal::Full { cap });
            }
            let joined = super::saved(
                lang,
                self.store()
                    .join_tournament(tid, actor.user_id, &actor.name, self.now(), MOST_ENTRANTS)
                    .await,
            )?;
            if !joined {
                // Someone else's join or the start came first: say which.
                let why = match self.tournament(tid).await? {
                    Some(now)
                        if now.tournament.status == TournamentStatus::Signup
                            && now.entrants.len() >= cap =>
                    {
                        TournamentRefusal::Full { cap }
                    }
                    _ => TournamentRefusal::SignupClosed,
                };
                return self.tournament_refused(lang, why);
            }
            let count = state.entrants.len() + 1;
            let name = words::name_of(lang, &state);
            Ok(Reply {
                events: vec![Event::Tournament(TournamentEvent::Joined {
                    tournament: tid,
                    user: actor.user_id,
                })],
                buttons: vec![Button::Tournament(TournamentRef {
                    id: tid,
                    signup: true,
                    lang: self.tournament_lang(&state).await?,
                })],
                ..Reply::private(t!(lang, "tournament-joined", name = name, count = count))
            })
        })
    }

    /// Leaves a tournament: out of the list during sign-up; once running, the caller's game
    /// is resigned and they are not paired again.
    pub async fn tournament_leave(
        &self,
        actor: &Actor,
        place: &Where,
        id: Option<i64>,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let state = self.find_tournament(lang, place, id).await?;
            let tid = state.tournament.id;
            let status = state.tournament.status;
            if !matches!(status, TournamentStatus::Signup | TournamentStatus::Running) {
                return self.tournament_refused(lang, TournamentRefusal::NotRunning);
            }
            if !state
                .entrants
                .iter()
                .any(|e| e.user_id == actor.user_id && e.active)
            {
                return self.tournament_refused(lang, TournamentRefusal::NotIn);
            }
            let left = super::saved(
                lang,
                self.store().leave_tournament(tid, actor.user_id).await,
            )?;
            if !left {
                return self.tournament_refused(lang, TournamentRefusal::NotIn);
            }
            let name = words::name_of(lang, &state);
            let running = status == TournamentStatus::Running;
            if running {
                self.forfeit_leaver(actor, &state).await?;
            }
            Ok(Reply {
                events: vec![Event::Tournament(TournamentEvent::Left {
                    tournament: tid,
                    user: actor.user_id,
                })],
                buttons: vec![Button::Tournament(TournamentRef {
                    id: tid,
                    signup: !running,
                    lang: self.tournament_lang(&state).await?,
                })],
                ..Reply::private(if running {
                    t!(lang, "tournament-left-running", name = name)
                } else {
                    t!(lang, "tournament-left", name = name)
                })
            })
        })
    }

    /// Resigns a leaver's running game in the tournament, if they have one (its post goes out
    /// as the service's own).
    pub(super) async fn forfeit_leaver(
        &self,
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
            let reply = self.confirm_resign(actor, &place, Some(game)).await?;
            if reply.refusal.is_none() {
                if let Some(post) = reply.post {
                    self.post_failed(post).await?;
                }
                self.inner.outbox.post(vec![super::Notice { place, reply }]);
            }
        }
        Ok(())
    }

    /// Whether the caller may start or cancel a tournament: its creator or a member with
    /// Manage Events.
    fn organizes(actor: &Actor, state: &TournamentState, rights: TournamentRights) -> bool {
        rights.manage_events || state.tournament.spec.creator_id == actor.user_id
    }

    /// Starts a tournament (its creator or a member with Manage Events): seeds the entrants
    /// by rating and opens round 1.
    pub async fn tournament_start(
        &self,
        actor: &Actor,
        place: &Where,
        id: Option<i64>,
        rights: TournamentRights,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let state = self.find_tournament(lang, place, id).await?;
            if !Service::organizes(actor, &state, rights) {
                return self.tournament_refused(lang, TournamentRefusal::NotOrganizer);
            }
            if state.tournament.status == TournamentStatus::Running {
                return Ok(self.retry_round(lang, &state).await?);
            }
            if state.tournament.status != TournamentStatus::Signup {
                return self.tournament_refused(lang, TournamentRefusal::SignupClosed);
            }
            let tid = state.tournament.id;
            let have = state.entrants.len();
            let rules = state.rules();
            match total_rounds(&rules, have) {
                Ok(_) => {}
                Err(PairingError::TooFew { needed, .. }) => {
                    return self.tournament_refused(
                        lang,
                        TournamentRefusal::TooFew { have, need: needed },
                    );
                }
                Err(PairingError::Uncoverable(u)) => {
                    return self.tournament_refused(
                        lang,
                        TournamentRefusal::NotCoverable {
                            have,
                            works: u.needed,
                        },
                    );
                }
                Err(_) => {
                    let need = minimum_entrants(&rules);
                    return self.tournament_refused(lang, TournamentRefusal::TooFew { have, need });
                }
            }
            // Seeds: the best rating at the start first, ties by the order they joined.
            let kind = Kind::for_players(state.tournament.spec.per_table);
            let mut seeded: Vec<(u64, f64, usize)> = Vec::with_capacity(have);
            for (order, e) in state.entrants.iter().enumerate() {
                let rating = self
                    .store()
                    .rating(place.guild_id, kind, &RatedPlayer::person(e.user_id))
                    .await?
                    .map_or_else(|| crate::rating::Rating::new(kind).value, |(r, _)| r.value);
                seeded.push((e.user_id, rating, order));
            }
            seeded.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.2.cmp(&b.2)));
            let seeded: Vec<(u64, f64)> = seeded.into_iter().map(|(u, r, _)| (u, r)).collect();
            let rounds = match rules.format {
                crate::tournament::Format::Swiss { rounds } => Some(rounds),
                crate::tournament::Format::RoundRobin { .. } => None,
            };
            let started = super::saved(
                lang,
                self.store()
                    .start_tournament(tid, &seeded, rounds, self.now())
                    .await,
            )?;
            if !started {
                return self.tournament_refused(lang, TournamentRefusal::SignupClosed);
            }
            let state = self
                .tournament(tid)
                .await?
                .ok_or(crate::store::StoreError::Conflict)?;
            let public = self.tournament_lang(&state).await?;
            let notices = self.open_next_round(tid).await?;
            self.inner.outbox.post(notices);
            Ok(Reply {
                events: vec![Event::Tournament(TournamentEvent::Started {
                    tournament: tid,
                })],
                buttons: vec![Button::Tournament(TournamentRef {
                    id: tid,
                    signup: false,
                    lang: public,
                })],
                post_lang: Some(public),
                ..Reply::public(t!(
                    public,
                    "tournament-started",
                    name = words::name_of(public, &state),
                    count = have,
                    rounds = state.total_rounds()
                ))
            })
        })
    }

    /// Calls off a tournament taking entrants or running (its creator or a member with Manage
    /// Events); its running games go on as ordinary games.
    pub async fn tournament_cancel(
        &self,
        actor: &Actor,
        place: &Where,
        id: Option<i64>,
        rights: TournamentRights,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let state = self.find_tournament(lang, place, id).await?;
            if !Service::organizes(actor, &state, rights) {
                return self.tournament_refused(lang, TournamentRefusal::NotOrganizer);
            }
            let tid = state.tournament.id;
            let done = super::saved(
                lang,
                self.store()
                    .set_tournament_status(
                        tid,
                        &[TournamentStatus::Signup, TournamentStatus::Running],
                        TournamentStatus::Cancelled,
                        self.now(),
                    )
                    .await,
            )?;
            if !done {
                return self.tournament_refused(lang, TournamentRefusal::NotRunning);
            }
            let public = self.tournament_lang(&state).await?;
            Ok(Reply {
                events: vec![Event::Tournament(TournamentEvent::Cancelled {
                    tournament: tid,
                })],
                buttons: vec![Button::Tournament(TournamentRef {
                    id: tid,
                    signup: false,
                    lang: public,
                })],
                post_lang: Some(public),
                ..Reply::public(t!(
                    public,
                    "tournament-cancelled",
                    name = words::name_of(public, &state)
                ))
            })
        })
    }

    /// A tournament's standings, as text (rank, name, points, tie-breaks, rating at the start,
    /// this round's results) and picture: page `page` (default 1) of a big field, with the
    /// caller's own line when it is elsewhere.
    pub async fn tournament_standings(
        &self,
        actor: &Actor,
        place: &Where,
        id: Option<i64>,
        page: Option<i64>,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let state = match id {
                Some(_) => self.find_tournament(lang, place, id).await?,
                // Without an id, the latest of the server when none is open.
                None => match self.find_tournament(lang, place, None).await {
                    Err(Failure::Refused(refused)) => {
                        match self.store().latest_tournament(place.guild_id).await? {
                            Some(tid) => self.find_tournament(lang, place, Some(tid)).await?,
                            None => return Err(Failure::Refused(refused)),
                        }
                    }
                    found => found?,
                },
            };
            if state.tournament.started_at.is_none() {
                return Ok(Reply::private(words::signup(lang, &state)));
            }
            let pages = super::page_count(state.entrants.len());
            let page = match page {
                None => 1,
                Some(p) if p >= 1 && p as u64 <= pages as u64 => p as usize,
                Some(p) => {
                    let why = TournamentRefusal::NoPage { page: p, pages };
                    return self.tournament_refused(lang, why);
                }
            };
            let view = super::StandingsView {
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
                    Button::StandingsPages(super::StandingsPages {
                        tournament: state.tournament.id,
                        page,
                        count: pages,
                        viewer: actor.user_id,
                    }),
                ],
                image: super::standings_picture_page(lang, &state, None, view).await?,
                ..Reply::private(words::standings(lang, &state, view))
            })
        })
    }

    /// The server's tournaments taking entrants or running.
    pub async fn tournament_list(&self, actor: &Actor, place: &Where) -> ServiceResult {
        let lang = actor.lang;
        let open = self.store().open_tournaments(place.guild_id).await?;
        if open.is_empty() {
            return Ok(Reply::private(t!(
                lang,
                "tournament-list-empty",
                create_command = crate::slash_commands::example::bare(lang, "tournament create")
            )));
        }
        let mut text = t!(lang, "tournament-list-title");
        for t in open {
            if let Some(state) = self.tournament(t.id).await? {
                text.push('\n');
                text.push_str(&words::list_line(lang, &state));
            }
        }
        Ok(Reply::private(text))
    }
}
