//! The service's side of the outbox ([`crate::store::Post`]): every public post a committed
//! change makes (a turn, the computer's turn, a forfeit, a game over, a reminder, an expired
//! challenge) is written with the change, in its transaction, and a front end delivers it.
//!
//! A post a command's reply carries ([`Reply::post`]) is first due [`REPLY_GRACE`] after it was
//! written: the front end shows it as the command's answer and marks it sent
//! ([`Outbox::post_sent`]), or hands it to its delivery worker at once when the answer failed
//! ([`Outbox::post_failed`]); a post of the service's own is due as soon as it is complete. The
//! picture is not stored: [`Outbox::post_reply`] says what to draw again ([`Redraw`]).

use std::time::Duration;

use rand::RngCore as _;
use serde::{Deserialize, Serialize};

use crate::i18n::Lang;
use crate::store::{ChallengeId, GameId, NewPost, Post, PostKind, TournamentId, UserId};

use super::Outbox;
use crate::service::core::Loaded;
use crate::service::{
    Button, ChallengeRef, Direct, Event, Reply, ServiceError, TakebackRef, TournamentEvent,
    TournamentRef, Where, events,
};

/// How long a post that a command's answer carries waits for that answer before the delivery
/// worker posts it itself: the answer failed, or its process died before it was confirmed.
pub const REPLY_GRACE: Duration = Duration::from_secs(30);
/// How often [`Outbox::earlier_posts_delivered`] looks at the outbox when nothing wakes it.
const ORDER_LOOK: Duration = Duration::from_millis(250);

/// What a post says, as the outbox keeps it: a [`Reply`] without its picture, its buttons one
/// field each (the rows written before the buttons became one list read as they did).
#[derive(Serialize, Deserialize, Default)]
struct Payload {
    text: String,
    #[serde(default)]
    mentions: Vec<UserId>,
    #[serde(default)]
    role_mentions: Vec<u64>,
    #[serde(default)]
    play: Option<GameId>,
    #[serde(default)]
    draw_offer: Option<GameId>,
    button_lang: String,
    #[serde(default)]
    post_lang: Option<String>,
    #[serde(default)]
    direct: Option<(UserId, String)>,
    /// A challenge's id, invitees, whether it is open, and its language.
    #[serde(default)]
    challenge: Option<(ChallengeId, Vec<UserId>, bool, String)>,
    /// Whether the post shows the board.
    #[serde(default)]
    picture: bool,
    /// The season whose final standings the post shows (their picture is drawn again).
    #[serde(default)]
    season: Option<i64>,
    /// The finished game whose rematch the post offers.
    #[serde(default)]
    rematch: Option<GameId>,
    /// The game whose end the post says (its Analyze button).
    #[serde(default)]
    over: Option<GameId>,
    /// The game's web page.
    #[serde(default)]
    web: Option<String>,
    /// The turn (game, ply) whose Take back button the post carries.
    #[serde(default)]
    take_back: Option<(GameId, i64)>,
    /// The takeback request (game, ply) whose Accept and Decline the post carries.
    #[serde(default)]
    takeback_request: Option<(GameId, i64)>,
    /// The tournament the post is about: its id, whether it takes entrants (its sign-up post's
    /// Join and Leave), its language.
    #[serde(default)]
    tournament: Option<(TournamentId, bool, String)>,
    /// The tournament standings the post shows (their picture is drawn again): the tournament,
    /// and the round whose results it marks (`None`: the latest).
    #[serde(default)]
    standings: Option<(TournamentId, Option<u32>)>,
}

/// The outbox's JSON of a reply (its picture is drawn again at delivery).
fn payload_of(reply: &Reply) -> String {
    let mut payload = Payload {
        text: reply.text.clone(),
        mentions: reply.mentions.clone(),
        role_mentions: reply.role_mentions.clone(),
        button_lang: reply.button_lang.code().to_string(),
        post_lang: reply.post_lang.map(|l| l.code().to_string()),
        direct: reply.direct.as_ref().map(|d| (d.user_id, d.text.clone())),
        season: reply.events.iter().find_map(|e| match e {
            Event::SeasonEnded { season, .. } => Some(*season),
            _ => None,
        }),
        over: reply.events.iter().find_map(|e| match e {
            Event::Over { game, .. } => Some(*game),
            _ => None,
        }),
        web: reply.web.clone(),
        standings: standings_shown(reply),
        ..Payload::default()
    };
    for button in &reply.buttons {
        match button {
            Button::ChallengeAnswer(c) => {
                let lang = c.lang.code().to_string();
                payload.challenge = Some((c.id, c.invitees.clone(), c.open, lang));
            }
            Button::Tournament(t) => {
                payload.tournament = Some((t.id, t.signup, t.lang.code().to_string()));
            }
            Button::AnswerDraw(game) => payload.draw_offer = Some(*game),
            Button::AnswerTakeback(t) => payload.takeback_request = Some((t.game_id, t.ply)),
            Button::Play(game) => payload.play = Some(*game),
            Button::TakeBack(t) => payload.take_back = Some((t.game_id, t.ply)),
            Button::Rematch(game) => payload.rematch = Some(*game),
            // Analyze comes back with the game's end; no outbox post carries the others.
            Button::Analyze(_)
            | Button::Pages(_)
            | Button::StandingsPages(_)
            | Button::ConfirmResign(_) => {}
        }
    }
    payload.picture = reply.image.is_some() || payload.play.is_some() || has_board(reply);
    serde_json::to_string(&payload).unwrap_or_default()
}

/// The standings a public post shows as a picture, from what it says happened: a round's post
/// from round 2 the standings after the round before (`Some(round - 1)`), the final post the
/// final ones (`None`: the latest round). `None` for any other post.
pub(in crate::service) fn standings_shown(reply: &Reply) -> Option<(TournamentId, Option<u32>)> {
    reply.events.iter().find_map(|e| match e {
        Event::Tournament(TournamentEvent::RoundOpened { tournament, round }) if *round > 1 => {
            Some((*tournament, Some(round - 1)))
        }
        Event::Tournament(TournamentEvent::Finished { tournament, .. }) => {
            Some((*tournament, None))
        }
        _ => None,
    })
}

/// Whether a turn's reply shows the board (every turn's does, the game over's too).
fn has_board(reply: &Reply) -> bool {
    reply
        .events
        .iter()
        .any(|e| matches!(e, Event::Played { .. } | Event::TakenBack { .. }))
}

/// A nonce for Discord (at most 25 characters), drawn at random: unique in the table.
fn nonce() -> String {
    use rand::SeedableRng as _;
    let drawn = rand::rngs::StdRng::from_os_rng().next_u64();
    format!("fb-{drawn:016x}")
}

/// The picture a post showed, to draw again at delivery (it is not stored).
pub(in crate::service) enum Redraw {
    /// Tournament `tournament`'s standings marking `round` (`None`: the latest), in `lang`.
    Standings {
        tournament: TournamentId,
        round: Option<u32>,
        lang: Lang,
    },
    /// Season `season`'s final standings in `place`.
    Season { place: Where, season: i64 },
    /// The board of a game as it stood at the post's ply.
    Board(Box<Loaded>),
}

impl Outbox {
    /// The outbox row of a public post `reply` in `place`, about game `game` at its ply when
    /// given: first due [`REPLY_GRACE`] from now (the service makes it due sooner once it is
    /// complete, for a post of its own).
    pub(in crate::service) fn new_post(
        &self,
        place: &Where,
        game: Option<(GameId, i64)>,
        kind: PostKind,
        reply: &Reply,
    ) -> NewPost {
        let now = self.core.now();
        NewPost {
            guild_id: place.guild_id,
            channel_id: place.channel_id,
            game,
            kind,
            payload: payload_of(reply),
            nonce: nonce(),
            due_at: now + REPLY_GRACE.as_millis() as i64,
            created_at: now,
        }
    }

    /// Stores a post's final words (a game over's rating lines come after its turn
    /// committed) and, for a post of the service's own, makes it due now.
    pub(in crate::service) async fn complete_post(
        &self,
        reply: &Reply,
        own: bool,
    ) -> Result<(), ServiceError> {
        let Some(id) = reply.post else {
            return Ok(());
        };
        let now = self.core.now();
        let due = if own {
            now
        } else {
            now + REPLY_GRACE.as_millis() as i64
        };
        self.core
            .store
            .complete_post(id, &payload_of(reply), due)
            .await?;
        self.changed.notify_waiters();
        Ok(())
    }

    /// Discord (or the console) confirmed post `id` as message `message_id`: it is sent, once.
    pub(in crate::service) async fn post_sent(
        &self,
        id: i64,
        message_id: u64,
    ) -> Result<bool, ServiceError> {
        let sent = self.core.store.mark_post_sent(id, message_id).await?;
        self.changed.notify_waiters();
        Ok(sent)
    }

    /// A command's answer carrying post `id` failed: the delivery worker posts it now.
    pub(in crate::service) async fn post_failed(&self, id: i64) -> Result<(), ServiceError> {
        self.core.store.post_due_at(id, self.core.now()).await?;
        self.changed.notify_waiters();
        Ok(())
    }

    /// Waits until no post of post `id`'s channel written before it waits any more, for
    /// `at_most`: whether none does (then post `id` may show without overtaking one).
    pub(in crate::service) async fn earlier_posts_delivered(
        &self,
        id: i64,
        at_most: Duration,
    ) -> Result<bool, ServiceError> {
        let deadline = tokio::time::Instant::now() + at_most;
        loop {
            // Registered before the look, so a change right after it still wakes this.
            let changed = self.changed.notified();
            if self.core.store.posts_waiting_before(id).await? == 0 {
                return Ok(true);
            }
            let now = tokio::time::Instant::now();
            if now >= deadline {
                return Ok(false);
            }
            // A post given up changes the outbox without a word: look again now and then.
            let _ = tokio::time::timeout((deadline - now).min(ORDER_LOOK), changed).await;
        }
    }

    /// Waits until the outbox changed (a post written, completed or sent) or `at_most` passed.
    pub(in crate::service) async fn changed(&self, at_most: Duration) {
        let _ = tokio::time::timeout(at_most, self.changed.notified()).await;
    }

    /// What post `post` shows, as a reply without its picture (its words and buttons;
    /// [`Reply::post`] names the post), and the picture it showed, to draw again.
    pub(in crate::service) async fn post_reply(
        &self,
        post: &Post,
    ) -> Result<(Reply, Option<Redraw>), ServiceError> {
        let payload: Payload = serde_json::from_str(&post.payload).unwrap_or_default();
        let lang = |code: &str| Lang::from_locale_or_default(code);
        let challenge = payload
            .challenge
            .map(|(id, invitees, open, code)| ChallengeRef {
                id,
                invitees,
                open,
                lang: lang(&code),
            });
        let tournament = payload.tournament.map(|(id, signup, code)| TournamentRef {
            id,
            signup,
            lang: lang(&code),
        });
        let takeback = |(game_id, ply)| TakebackRef { game_id, ply };
        // In the reply's order, whatever order the payload names them in.
        let buttons = [
            challenge.map(Button::ChallengeAnswer),
            tournament.map(Button::Tournament),
            payload.draw_offer.map(Button::AnswerDraw),
            payload
                .takeback_request
                .map(takeback)
                .map(Button::AnswerTakeback),
            payload.play.map(Button::Play),
            payload.take_back.map(takeback).map(Button::TakeBack),
            payload.rematch.map(Button::Rematch),
        ];
        let mut reply = Reply {
            text: payload.text,
            mentions: payload.mentions,
            role_mentions: payload.role_mentions,
            buttons: buttons.into_iter().flatten().collect(),
            button_lang: lang(&payload.button_lang),
            post_lang: payload.post_lang.as_deref().map(lang),
            direct: payload.direct.map(|(user_id, text)| Direct {
                user_id,
                text,
                board: None,
            }),
            post: Some(post.id),
            web: payload.web,
            ..Reply::default()
        };
        // A play link is made anew at delivery: the outbox never keeps one.
        if let (Some(direct), Some(game)) = (&mut reply.direct, payload.play) {
            direct.board = self
                .core
                .play_link(game, post.guild_id, direct.user_id)
                .await;
        }
        let over = payload.over;
        let mut redraw = None;
        if let Some((tournament, round)) = payload.standings {
            let lang = reply.post_lang.unwrap_or(reply.button_lang);
            redraw = Some(Redraw::Standings {
                tournament,
                round,
                lang,
            });
        } else if let Some(season) = payload.season {
            let place = Where {
                guild_id: post.guild_id,
                channel_id: post.channel_id,
            };
            redraw = Some(Redraw::Season { place, season });
        } else if payload.picture
            && let Some((game_id, ply)) = post.game
            && let Some(mut stored) = self.core.store.game(game_id).await?
        {
            stored.actions.truncate(ply as usize);
            stored.ply = ply;
            stored.draw_offers = 0;
            if let Ok(game) = stored.replay() {
                if let (Some(game_id), Some(outcome)) = (over, game.position().outcome()) {
                    reply.events.push(Event::Over {
                        game: game_id,
                        outcome,
                    });
                    if let Some(game) = events::follow_ups(game_id, &game) {
                        reply.add(Button::Analyze(game));
                    }
                }
                let lang = self.core.game_lang(&stored).await?;
                redraw = Some(Redraw::Board(Box::new(Loaded { stored, game, lang })));
            }
        }
        Ok((reply, redraw))
    }

    /// How many posts wait to be delivered (the gauge `focus_outbox_waiting`).
    pub(in crate::service) async fn posts_waiting(&self) -> Result<i64, ServiceError> {
        Ok(self.core.store.posts_waiting().await?)
    }
}
