//! A game loaded for any operation: rebuilt from its log, its due time forfeits applied first;
//! a game that no longer replays closed; the answer when the channel has none.

use crate::i18n::Lang;
use crate::slash_commands::{self};
use crate::store::{GameId, StoreError, StoredGame};
use crate::t;

use crate::service::core::Loaded;
use crate::service::failure::{Failure, refuse, saved, unless_refused};
use crate::service::text::person;
use crate::service::{Notice, Refusal, ServiceError, Where};

use super::Games;

impl Games {
    /// Game `id`, loaded for an operation ([`Games::rebuild_in`]): `None` when there is no
    /// such game, when it no longer replays (it is closed), or when the time forfeit due in it
    /// could not be saved (a full disk: logged, and tried again by the next operation).
    pub(in crate::service) async fn load_game(
        &self,
        id: GameId,
    ) -> Result<Option<Loaded>, ServiceError> {
        let Some(stored) = self.core.store.game(id).await? else {
            return Ok(None);
        };
        unless_refused(self.rebuild_in(Lang::EnUs, stored).await)
    }

    /// The channel's running game, loaded for an operation ([`Games::rebuild_in`]; it may
    /// have just ended on time), or else what to answer in `lang`: that the channel has no
    /// game (a damaged one is closed), or that a due forfeit could not be saved.
    pub(super) async fn load_active(&self, lang: Lang, place: &Where) -> Result<Loaded, Failure> {
        if let Some(stored) = self.core.store.active_game(place.channel_id).await? {
            match self.rebuild_in(lang, stored).await {
                Err(Failure::Refused(r)) if r.refusal != Some(Refusal::NotSaved) => {}
                // A game that no longer replays was closed: the channel has none now.
                loaded => return loaded,
            }
        }
        self.no_game(lang, place).await
    }

    /// The channel's game for a button of game `game_id`, refused as over (in `lang`) when
    /// the channel has another game or none; [`Games::load_active`]'s failure to save a
    /// forfeit stands.
    pub(super) async fn load_clicked(
        &self,
        lang: Lang,
        place: &Where,
        id: GameId,
    ) -> Result<Loaded, Failure> {
        match self.load_active(lang, place).await {
            Ok(loaded) if loaded.stored.id == id => Ok(loaded),
            Err(f) if f.refusal().is_none_or(|r| *r == Refusal::NotSaved) => Err(f),
            _ => refuse(Refusal::GameOver, t!(lang, "pick-game-over")),
        }
    }

    /// What to say when a command needs a game and the channel has none: the open challenge,
    /// if there is one, and what to do about it.
    pub(super) async fn no_game<T>(&self, lang: Lang, place: &Where) -> Result<T, Failure> {
        let Some(c) = self.challenges.pending(place).await? else {
            return refuse(
                Refusal::NoGame,
                t!(
                    lang,
                    "no-game",
                    example = slash_commands::example::challenge(lang)
                ),
            );
        };
        let waiting: Vec<String> = c
            .players
            .iter()
            .skip(1)
            .filter(|(p, accepted)| !accepted && p.computer.is_none())
            .map(|(p, _)| person(lang, &p.name))
            .collect();
        refuse(
            Refusal::NoGame,
            t!(
                lang,
                "not-started",
                accept_command = crate::slash_commands::example::bare(lang, "accept"),
                decline_command = crate::slash_commands::example::bare(lang, "decline"),
                challenger = person(lang, &c.challenger().name),
                waiting = waiting.join(&t!(lang, "list-separator"))
            ),
        )
    }

    /// Rebuilds a stored game from its log, leaving a game that does not replay as it is:
    /// `None` then. The time forfeits due in it are applied and posted
    /// ([`Games::forfeit_due`]); one that cannot be saved is left for the write that follows
    /// to refuse the same way.
    pub(in crate::service) async fn rebuild_quietly(
        &self,
        stored: StoredGame,
    ) -> Result<Option<Loaded>, ServiceError> {
        let Some(loaded) = self.replayed(stored).await? else {
            return Ok(None);
        };
        let id = loaded.stored.id;
        match self.forfeit_due(loaded).await {
            Ok((loaded, notices)) => {
                self.outbox.post(notices);
                Ok(Some(loaded))
            }
            Err(Failure::Unsaved(e)) => {
                tracing::error!(game = id.0, error = %e, "a time forfeit due could not be saved");
                self.replayed(self.core.stored(id).await?).await
            }
            done => unless_refused(done.map(|(loaded, _)| loaded)),
        }
    }

    /// A stored game rebuilt from its log, or `None` when it does not replay.
    pub(super) async fn replayed(
        &self,
        stored: StoredGame,
    ) -> Result<Option<Loaded>, ServiceError> {
        match stored.replay() {
            Ok(game) => {
                let lang = self.core.game_lang(&stored).await?;
                Ok(Some(Loaded { stored, game, lang }))
            }
            Err(StoreError::Corrupt { .. }) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// The one path that loads a game for any operation (a command, a click, the timer): the
    /// game rebuilt from its log, with the time forfeits due in it applied first and their
    /// public posts sent to the notice channel, so that no reply ever shows a game whose time
    /// is up as running. Instead of the game, the answer to give in `lang`: a game whose log
    /// no longer replays (a damaged or hand-edited database) is closed, so that its channel is
    /// free and no turn is ever written to it, and logged once; a forfeit that could not be
    /// saved (a full disk) is refused as any write is, and nothing changed.
    pub(super) async fn rebuild_in(
        &self,
        lang: Lang,
        stored: StoredGame,
    ) -> Result<Loaded, Failure> {
        let (loaded, notices) = self.rebuild_timed(lang, stored).await?;
        self.outbox.post(notices);
        Ok(loaded)
    }

    /// [`Games::rebuild_in`], returning the public posts of the forfeits it applied instead
    /// of sending them (the timer returns them with its own).
    pub(super) async fn rebuild_timed(
        &self,
        lang: Lang,
        stored: StoredGame,
    ) -> Result<(Loaded, Vec<Notice>), Failure> {
        let loaded = match stored.replay() {
            Ok(game) => {
                let game_lang = self.core.game_lang(&stored).await?;
                Loaded {
                    stored,
                    game,
                    lang: game_lang,
                }
            }
            Err(StoreError::Corrupt { game, ply, reason }) => {
                if self.core.store.close_corrupt(game, self.core.now()).await? {
                    tracing::error!(game = game.0, ply, %reason, "a stored game does not replay: closed it");
                }
                let text = t!(
                    lang,
                    "game-corrupt",
                    game = game,
                    example = slash_commands::example::challenge(lang)
                );
                return refuse(Refusal::NoGame, text);
            }
            Err(e) => return Err(e.into()),
        };
        match self.forfeit_due(loaded).await {
            Err(Failure::Unsaved(e)) => saved(lang, Err(e)),
            done => done,
        }
    }
}
