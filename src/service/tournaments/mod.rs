//! Tournaments, a part of the service: the commands of players and organisers ([`commands`]),
//! pairing and opening rounds and advancing as games end ([`rounds`], [`unpaired`]), the
//! words ([`text`]), the standings' pages and picture ([`page`], [`picture`]) and the web
//! page's view ([`view`]). It holds the [`Core`], the [`Outbox`] and the front end's port for
//! tables' channels. A table's game is started and resigned through the games, which call the
//! tournaments (a game's end): the calls that do it take them as the port [`Games`].

mod commands;
mod page;
mod picture;
mod rounds;
pub mod state;
mod text;
mod types;
mod unpaired;
mod view;

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};

use crate::i18n::Lang;
use crate::store::{GameId, NewPost, PostKind, StoreError, StoredGame, TournamentId};

use crate::service::challenges::Challenges;
use crate::service::core::{Core, lock};
use crate::service::failure::{Failure, Refusable, refuse};
use crate::service::outbox::Outbox;
use crate::service::{Actor, Button, Event, Refusal, Reply, ServiceError, Where};
use state::TournamentState;

pub use page::{STANDINGS_PAGE, StandingsView, page_count};
pub use picture::{
    entrant_lines, entrant_page, latest_marks, standings_picture, standings_picture_page,
    standings_words,
};
pub use rounds::SWEEP_GRACE_MS;
pub use types::{
    ChannelError, ChannelFuture, TableChannels, TournamentEvent, TournamentOptions, TournamentRef,
    TournamentRefusal, TournamentRights,
};
pub use view::{RoundView, StandingRow, TableView, TournamentView, changes_tournament};

/// The most Swiss rounds a tournament may ask for.
pub const MOST_ROUNDS: u32 = 30;

/// The most entrants a tournament takes, and the highest `max_players` (a Swiss round of 1,000
/// pairs in about 0.2 s: docs/performance.md).
pub const MOST_ENTRANTS: u32 = 1000;

/// A boxed future of what the games answer a tournament (it breaks the cycle game over → next
/// round → game start → time forfeit → game over).
pub(in crate::service) type Pending<'a, T> =
    Pin<Box<dyn Future<Output = Result<T, ServiceError>> + Send + 'a>>;

/// What a tournament needs of the games, which call the tournaments: the games implement it.
pub(in crate::service) trait Games: Sync {
    /// The start post of game `stored`, just started; `None` when it does not replay.
    fn game_on(&self, stored: StoredGame) -> Pending<'_, Option<Reply>>;
    /// `actor` resigns game `game` of `place`, confirmed: the answer (its post written).
    fn resign<'a>(&'a self, actor: &'a Actor, place: &'a Where, game: GameId)
    -> Pending<'a, Reply>;
}

/// The tournaments: their state.
pub(super) struct Tournaments {
    core: Arc<Core>,
    outbox: Arc<Outbox>,
    challenges: Arc<Challenges>,
    /// The front end's port for opening tables' channels.
    channels: Mutex<Option<Arc<dyn TableChannels>>>,
}

/// The most entrants tournament `state` takes: its cap, else [`MOST_ENTRANTS`].
fn entry_cap(state: &TournamentState) -> usize {
    state.tournament.spec.max_players.unwrap_or(MOST_ENTRANTS) as usize
}

/// The tournament's own channel, where its sign-up, rounds and end are posted.
fn home(state: &TournamentState) -> Where {
    Where {
        guild_id: state.tournament.spec.guild_id,
        channel_id: state.tournament.spec.channel_id,
    }
}

/// `reply`, saying `event` of its tournament, with the tournament's buttons (Join and Leave
/// while `signup`) labelled in `lang`.
fn telling(event: TournamentEvent, signup: bool, lang: Lang, reply: Reply) -> Reply {
    Reply {
        events: vec![Event::Tournament(event)],
        buttons: vec![Button::Tournament(TournamentRef {
            id: event.tournament(),
            signup,
            lang,
        })],
        ..reply
    }
}

/// A tournament's public post of `text` in `lang`, saying `event`.
fn public_post(event: TournamentEvent, lang: Lang, text: String) -> Reply {
    Reply {
        events: vec![Event::Tournament(event)],
        post_lang: Some(lang),
        button_lang: lang,
        ..Reply::public(text)
    }
}

impl Tournaments {
    /// The tournaments over the core's store, posting through `outbox`, a table's open
    /// challenge found among the `challenges`.
    pub(super) fn new(
        core: Arc<Core>,
        outbox: Arc<Outbox>,
        challenges: Arc<Challenges>,
    ) -> Tournaments {
        Tournaments {
            core,
            outbox,
            challenges,
            channels: Mutex::new(None),
        }
    }

    /// Sets the port through which tables' channels are opened.
    pub(super) fn set_channels(&self, port: Arc<dyn TableChannels>) {
        *lock(&self.channels) = Some(port);
    }

    /// Tournament `id` with everything stored about it.
    pub(super) async fn state(
        &self,
        id: TournamentId,
    ) -> Result<Option<TournamentState>, ServiceError> {
        Ok(TournamentState::load(&self.core.store, id).await?)
    }

    /// Tournament `id`, which was just written.
    async fn written(&self, id: TournamentId) -> Result<TournamentState, ServiceError> {
        Ok(self.state(id).await?.ok_or(StoreError::Conflict)?)
    }

    /// Tournament `id` and the language to say it in: `lang`, else its posts'.
    async fn state_in(
        &self,
        id: TournamentId,
        lang: Option<Lang>,
    ) -> Result<Option<(TournamentState, Lang)>, ServiceError> {
        let Some(state) = self.state(id).await? else {
            return Ok(None);
        };
        let lang = match lang {
            Some(lang) => lang,
            None => self.lang(&state).await?,
        };
        Ok(Some((state, lang)))
    }

    /// A refusal of a tournament command, in the caller's language.
    fn refused<R: Refusable>(lang: Lang, why: TournamentRefusal) -> R {
        let text = text::refusal(lang, &why);
        refuse(Refusal::Tournament(why), text)
    }

    /// The tournament a command is about: `id` if it is this server's, else the only one open
    /// here (the one of this channel when several are).
    async fn find(
        &self,
        lang: Lang,
        place: &Where,
        id: Option<TournamentId>,
    ) -> Result<TournamentState, Failure> {
        let id = match id {
            Some(id) => id,
            None => {
                let open = self.core.store.open_tournaments(place.guild_id).await?;
                let here: Vec<TournamentId> = open
                    .iter()
                    .filter(|t| t.spec.channel_id == place.channel_id)
                    .map(|t| t.id)
                    .collect();
                match (open.len(), here.len()) {
                    (0, _) => return Self::refused(lang, TournamentRefusal::NoTournament),
                    (1, _) => open[0].id,
                    (_, 1) => here[0],
                    _ => {
                        let open = open.iter().map(|t| t.id).collect();
                        return Self::refused(lang, TournamentRefusal::WhichOne { open });
                    }
                }
            }
        };
        match self.state(id).await? {
            Some(state) if state.tournament.spec.guild_id == place.guild_id => Ok(state),
            _ => Self::refused(lang, TournamentRefusal::NoTournament),
        }
    }

    /// A post of the tournament's own in `place`, saying `reply`, due at once.
    fn own_post(&self, place: &Where, reply: &Reply) -> NewPost {
        let mut post = self
            .outbox
            .new_post(place, None, PostKind::Tournament, reply);
        post.due_at = self.core.now();
        post
    }

    /// Post `id` was written for `reply`: the delivery worker is woken.
    fn posted(&self, id: i64, reply: &mut Reply) {
        reply.post = Some(id);
        self.outbox.wake();
    }

    /// The language of a tournament's public posts: the server's choice, else its creator's.
    async fn lang(&self, state: &TournamentState) -> Result<Lang, ServiceError> {
        let spec = &state.tournament.spec;
        Ok(match self.core.server_lang(spec.guild_id).await? {
            Some(lang) => lang,
            None => Lang::from_locale_or_default(&spec.language),
        })
    }
}

/// A tournament's number in the words (`{ $id }`).
impl From<TournamentId> for crate::i18n::FluentValue<'_> {
    fn from(id: TournamentId) -> Self {
        id.0.into()
    }
}
