//! A turn written: guarded by the ply, with its public post in the same transaction, told in
//! words and a picture, and what follows it (the ratings, a tournament's round, the computer).

use crate::i18n::Lang;
use crate::rules::{Game, Seat, Turn};
use crate::store::{PostKind, StoreError, TurnWrite};

use crate::service::core::{Loaded, not_saved};
use crate::service::failure::{Failure, answer, moved_on};
use crate::service::{Event, Reply, ServiceError, ServiceResult, Where};
use crate::service::{events, telling};

use super::Games;

impl Games {
    /// Writes a turn guarded by the ply, with its public post (the command's answer carries
    /// it), then answers with what happened, the picture and a mention of the player to act
    /// next.
    pub(in crate::service) async fn commit(
        &self,
        loaded: Loaded,
        next: Game,
        turn: Turn,
        seat: Seat,
        lead: &str,
        private_lang: Lang,
    ) -> ServiceResult {
        let post = Some(PostKind::Turn);
        self.commit_as(loaded, next, turn, seat, lead, private_lang, post)
            .await
    }

    /// [`Games::commit`], with the post's kind (`None`: the turn posts nothing).
    #[allow(clippy::too_many_arguments)]
    pub(super) async fn commit_as(
        &self,
        loaded: Loaded,
        next: Game,
        turn: Turn,
        seat: Seat,
        lead: &str,
        private_lang: Lang,
        post: Option<PostKind>,
    ) -> ServiceResult {
        match self
            .commit_posting(loaded, next, turn, seat, lead, post)
            .await
        {
            Err(Failure::Unsaved(StoreError::Conflict)) => moved_on(private_lang),
            Err(Failure::Unsaved(e)) => not_saved(private_lang, e),
            done => answer(done),
        }
    }

    /// Writes a turn guarded by the ply and, in its transaction, its public post of kind
    /// `post` (a game over's when the turn ends the game; none when `None`): the reply, or the
    /// store's refusal ([`Failure::Unsaved`]: [`StoreError::Conflict`] when the game moved on). A post of kind
    /// [`PostKind::Turn`] is the command's answer; another is the service's own, due at once.
    pub(super) async fn commit_posting(
        &self,
        loaded: Loaded,
        next: Game,
        turn: Turn,
        seat: Seat,
        lead: &str,
        post: Option<PostKind>,
    ) -> Result<Reply, Failure> {
        let write = self.turn_write(&loaded, &next, turn, seat);
        let (after, mut reply) = self.tell_turn(loaded, next, turn, seat, lead).await;
        let over = after.game.position().is_over();
        let kind = post.map(|kind| if over { PostKind::GameOver } else { kind });
        let event = Event::Played {
            game: write.game_id,
            ply: write.expected_ply + 1,
            seat,
            turn,
        };
        self.write_told(&after, &write, kind, &mut reply, event)
            .await?;
        metrics::counter!("focus_turns_total").increment(1);
        let own = post.is_some_and(|k| k != PostKind::Turn);
        self.finish_told(after, &mut reply, own).await?;
        Ok(reply)
    }

    /// Writes the log entry `write` (guarded by the ply) of the game now `after` it and, in its
    /// transaction, its public post of kind `post` showing `reply`, which then carries the
    /// post's id; tells the web pages `event`. The store's refusal as [`Failure::Unsaved`].
    pub(super) async fn write_told(
        &self,
        after: &Loaded,
        write: &TurnWrite,
        post: Option<PostKind>,
        reply: &mut Reply,
        event: Event,
    ) -> Result<(), Failure> {
        let (game, ply) = (after.stored.id, after.stored.ply);
        let place = Where {
            guild_id: after.stored.guild_id,
            channel_id: after.stored.channel_id,
        };
        let post = post.map(|kind| (self.outbox).new_post(&place, Some((game, ply)), kind, reply));
        let written = self.core.store.append_turn_posting(write, post.as_ref());
        reply.post = written.await.map_err(Failure::Unsaved)?;
        // The web pages follow the game; nobody listening is no error.
        self.outbox.tell(event);
        Ok(())
    }

    /// The log entry of a turn, guarded by the ply the game was loaded at.
    pub(super) fn turn_write(
        &self,
        loaded: &Loaded,
        next: &Game,
        turn: Turn,
        seat: Seat,
    ) -> TurnWrite {
        TurnWrite {
            game_id: loaded.stored.id,
            expected_ply: loaded.stored.ply,
            seat,
            action: turn.to_string(),
            at: self.core.now(),
            outcome: next.position().outcome(),
            restart_clock: matches!(turn, Turn::Act(_))
                || next.position().to_act() != loaded.game.position().to_act(),
        }
    }

    /// What a turn about to be written says: what happened and a mention of the player to act
    /// next (the result's rating lines and the picture come once it is written), and the game
    /// as it stands after it.
    pub(super) async fn tell_turn(
        &self,
        loaded: Loaded,
        next: Game,
        turn: Turn,
        seat: Seat,
        lead: &str,
    ) -> (Loaded, Reply) {
        let mut events = events::of_turn(
            loaded.stored.id,
            loaded.stored.ply + 1,
            &loaded.game,
            &next,
            turn,
            seat,
            loaded.stored.draw_offers != 0,
        );
        // Any turn written moves the ply on: a takeback asked for lapses.
        if loaded.stored.takeback_open() {
            events.insert(
                1,
                Event::TakebackLapsed {
                    game: loaded.stored.id,
                },
            );
        }
        let heading = self
            .tournaments
            .table_heading(loaded.lang, loaded.stored.id);
        let mut text = match heading.await {
            Ok(Some(heading)) => heading + "\n",
            _ => String::new(),
        };
        text.push_str(lead);
        text.push_str(&telling::tell_turn(
            loaded.lang,
            &loaded.stored,
            loaded.game.position(),
            next.position(),
            &events,
        ));
        let mut loaded = loaded;
        loaded.stored.ply += 1;
        // Writing a turn clears every pending draw offer: the picture shows them gone.
        loaded.stored.draw_offers = 0;
        loaded.game = next;
        let mut reply = telling::next_up(&loaded, text, events);
        self.offers
            .takeback_buttons(&loaded, turn, seat, &mut reply)
            .await;
        reply.web = self.core.page_of(&loaded.stored).await;
        self.outbox.address_turn(&loaded, &mut reply).await;
        (loaded, reply)
    }

    /// Finishes the answer to a turn just written: the result's rating lines, the picture;
    /// completes its post (made due at once when it is the service's `own`), and wakes the
    /// computer when it is to act.
    pub(super) async fn finish_told(
        &self,
        loaded: Loaded,
        reply: &mut Reply,
        own: bool,
    ) -> Result<(), ServiceError> {
        let over = loaded.game.position().is_over();
        // An aborted game had no result: nothing is said of ratings.
        if over && !events::aborted(&loaded.game) {
            reply.text.push('\n');
            reply
                .text
                .push_str(&self.ratings.rating_lines(&loaded).await?);
        }
        reply.image = self.board_attachment(&loaded).await;
        let table_over = if over {
            // A tournament's game: its places are recorded and the next round may open.
            let tournaments = &self.tournaments;
            let notices = tournaments.game_over(self, loaded.stored.id).await?;
            self.outbox.post(notices);
            tournaments.table_over(loaded.stored.id).await?
        } else {
            None
        };
        reply.events.extend(table_over);
        if over || own {
            self.outbox.complete_post(reply, own).await?;
        }
        self.wake_computer_if_due(&loaded);
        Ok(())
    }
}
