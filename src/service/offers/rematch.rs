//! Rematch: from a finished game, a challenge to the same players with the same options, the
//! seats moved round so that another player moves first. The one who asks has accepted; the
//! computer accepts at once; a game has one rematch, however often it is asked for.

use crate::i18n::{Lang, colour};
use crate::rules::{FirstPlayer, Seat};
use crate::slash_commands;
use crate::store::{
    Challenge, ChallengeStatus, GameId, NewChallenge, Player, StoreError, StoredGame, UserId,
};
use crate::t;

use super::{Games, Offers};
use crate::service::challenges::{invitation, rotated, unrated};
use crate::service::core::not_saved;
use crate::service::failure::{Failure, answered, refuse};
use crate::service::text::{options_words, person, player_label, player_mention, shown};
use crate::service::{Actor, CHALLENGE_LIFETIME, Event, Refusal, Reply, ServiceResult, Where};

impl Offers {
    /// Asks for a rematch of a finished game (game `game` of this server, else this channel's
    /// latest): a challenge in this channel to the same players with the same options, the
    /// seats moved round. The caller, who must have played in it, has accepted; against the
    /// computer alone the game starts at once. A game already rematched opens nothing new: the
    /// answer names its rematch.
    pub(in crate::service) async fn rematch(
        &self,
        games: &impl Games,
        actor: &Actor,
        place: &Where,
        game: Option<GameId>,
    ) -> ServiceResult {
        answered!(async {
            let lang = actor.lang;
            let stored = match game {
                Some(id) => self.core.game_in_server(place, id).await?,
                None => self.core.store.latest_game(place.channel_id).await?,
            };
            let Some(stored) = stored else {
                let text = match game {
                    Some(id) => t!(
                        lang,
                        "rematch-no-such-game",
                        games_command = crate::slash_commands::example::bare(lang, "games"),
                        game = id
                    ),
                    None => t!(
                        lang,
                        "rematch-no-game",
                        example = slash_commands::example::challenge(lang)
                    ),
                };
                return refuse(Refusal::NoGame, text);
            };
            if actor.user_id == self.core.bot_user_id || stored.seat_of(actor.user_id).is_none() {
                let players = stored
                    .seats
                    .iter()
                    .map(|p| person(lang, &shown(lang, p)))
                    .collect::<Vec<_>>()
                    .join(&t!(lang, "list-separator"));
                let text = t!(
                    lang,
                    "rematch-not-a-player",
                    challenge_command = crate::slash_commands::example::bare(lang, "challenge"),
                    game = stored.id,
                    players = players
                );
                return refuse(Refusal::NotAPlayer, text);
            }
            if stored.finished_at.is_none() {
                // A game whose time ran out ends now.
                let loaded = games.rebuilt(lang, stored.clone()).await?;
                if !loaded.game.position().is_over() {
                    let text = t!(lang, "rematch-not-over", game = stored.id);
                    return refuse(Refusal::NotOver, text);
                }
            }
            // A game a moderator aborted was never played out: it has no rematch.
            if stored
                .replay()
                .is_ok_and(|g| crate::service::events::aborted(&g))
            {
                let text = t!(
                    lang,
                    "rematch-aborted",
                    game = stored.id,
                    challenge_command = crate::slash_commands::example::bare(lang, "challenge")
                );
                return refuse(Refusal::Aborted, text);
            }
            // A tournament pairs its own games: none of them has a rematch.
            if self.core.store.is_tournament_game(stored.id).await? {
                let text = t!(lang, "rematch-tournament", game = stored.id);
                return refuse(Refusal::TournamentGame, text);
            }
            if let Some(existing) = self.core.store.rematch_challenge(stored.id).await? {
                let expired = existing.status == ChallengeStatus::Pending
                    && existing.expires_at <= self.core.now();
                if !expired {
                    return Ok(self.already_rematched(lang, stored.id, &existing));
                }
                // Its time is up: it expires now, and the rematch may be asked again.
                let _ = self
                    .core
                    .store
                    .close_challenge(existing.id, ChallengeStatus::Expired)
                    .await;
            }
            self.challenges.channel_busy(games, actor, place).await?;
            self.open_rematch(games, actor, place, &stored).await
        })
    }

    /// Stores and announces the rematch of `stored` (finished, the caller one of its players,
    /// the channel free).
    async fn open_rematch(
        &self,
        games: &impl Games,
        actor: &Actor,
        place: &Where,
        stored: &StoredGame,
    ) -> Result<Reply, Failure> {
        let lang = actor.lang;
        let seats = rotated(&stored.seats);
        // The caller first (a challenge's first player is its challenger), then the others in
        // the new seats' order.
        let mut players = vec![Player {
            user_id: actor.user_id,
            name: actor.name.clone(),
            computer: None,
        }];
        let mut caller_seen = false;
        for p in &seats {
            if p.user_id == actor.user_id && !caller_seen {
                caller_seen = true;
            } else {
                players.push(p.clone());
            }
        }
        let now = self.core.now();
        let new = NewChallenge {
            guild_id: place.guild_id,
            channel_id: place.channel_id,
            options: stored.options,
            first: FirstPlayer::Challenger,
            players,
            created_at: now,
            expires_at: now + CHALLENGE_LIFETIME.as_millis() as i64,
            language: lang.code().to_string(),
        };
        let id = match self.core.store.create_rematch(&new, stored.id).await {
            Ok(id) => id,
            Err(StoreError::Conflict) => {
                // Another click asked for the same rematch first.
                return Ok(match self.core.store.rematch_challenge(stored.id).await? {
                    Some(existing) => self.already_rematched(lang, stored.id, &existing),
                    None => Reply::refused(Refusal::ChannelBusy, t!(lang, "challenge-race")),
                });
            }
            Err(StoreError::ChannelBusy) => {
                self.challenges.channel_busy(games, actor, place).await?;
                return refuse(Refusal::ChannelBusy, t!(lang, "challenge-race"));
            }
            Err(e) => return not_saved(lang, e),
        };
        let asked = Event::Rematch {
            game: stored.id,
            challenge: id,
        };
        let waiting: Vec<UserId> = new.players[1..]
            .iter()
            .filter(|p| p.computer.is_none())
            .map(|p| p.user_id)
            .collect();
        if waiting.is_empty() {
            // Only the computer was in it: it accepts at once, and the game starts.
            let mut reply = self
                .challenges
                .accept_as(games, lang, id, actor.user_id)
                .await?;
            reply.events.insert(0, asked);
            return Ok(reply);
        }
        let public = self.core.server_lang(place.guild_id).await?.unwrap_or(lang);
        let sep = t!(public, "list-separator");
        let opponents = new.players[1..]
            .iter()
            .map(|p| player_mention(public, p))
            .collect::<Vec<_>>()
            .join(&sep);
        let first_seat = Seat::from_number(1).expect("seat 1");
        let mut text = t!(
            public,
            "rematch-made",
            challenger = person(public, &actor.name),
            opponents = opponents,
            game = stored.id,
            options = options_words(public, stored.options.config, stored.options.turn_limit)
                + &unrated(public, stored.options.rated),
            first = player_label(public, &seats[0]),
            colour = colour(public, first_seat)
        );
        text.push('\n');
        Ok(Reply {
            events: vec![asked],
            ..invitation(public, id, text, waiting)
        })
    }

    /// The answer to a rematch asked again: the game's rematch, waiting for answers or
    /// started.
    fn already_rematched(&self, lang: Lang, game_id: GameId, existing: &Challenge) -> Reply {
        let text = match (existing.status, existing.game_id) {
            (ChallengeStatus::Accepted, Some(rematch)) => {
                t!(lang, "rematch-started", game = game_id, rematch = rematch)
            }
            _ => {
                let waiting = existing
                    .players
                    .iter()
                    .filter(|(_, accepted)| !accepted)
                    .map(|(p, _)| player_label(lang, p))
                    .collect::<Vec<_>>()
                    .join(&t!(lang, "list-separator"));
                t!(
                    lang,
                    "rematch-waiting",
                    game = game_id,
                    challenge = existing.id,
                    waiting = waiting
                )
            }
        };
        Reply {
            events: vec![Event::Rematch {
                game: game_id,
                challenge: existing.id,
            }],
            ..Reply::refused(
                Refusal::Rematched {
                    challenge: existing.id,
                },
                text,
            )
        }
    }
}
