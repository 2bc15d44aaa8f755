//! The computer player: its seats' levels and time budgets, the choice made by [`crate::ai`],
//! and the worker that plays its turns.

use std::time::Duration;

use crate::rules::{Action, Game, Seat, Turn};
use crate::store::{GameId, PostKind};

use crate::service::core::{Loaded, lock};
use crate::service::text::seats_still_in;
use crate::service::{Notice, Reply, ServiceError, Where};

use super::Games;
use crate::ai::{self, Level};

/// The level's time budget for one turn, capped by `cap`.
#[must_use]
pub fn budget(level: Level, cap: Duration) -> Duration {
    level.default_budget().min(cap)
}

/// The action the computer plays for the seat to act, within `budget` and, if given, `nodes`
/// positions (blocking: run it in `spawn_blocking`).
#[must_use]
pub fn choose(
    game: &Game,
    level: Level,
    budget: Duration,
    nodes: Option<u64>,
    seed: u64,
) -> Option<Action> {
    let limits = ai::Limits {
        time: Some(budget),
        nodes,
        ..ai::Limits::default()
    };
    ai::analyse(game, level, limits, seed).map(|a| a.action)
}

/// The longest a computer turn thinks: master's budget, the service's default cap (`Inner`).
pub const LONGEST_COMPUTER_TURN: Duration = Level::Master.default_budget();

/// How long a process's claim of a game's computer turn lasts without renewal (it is renewed
/// before each turn; the longest level, `master`, thinks 10 s).
pub const COMPUTER_LEASE: Duration = Duration::from_secs(30);

impl Games {
    /// Caps the computer's thinking time per turn (each level thinks for its own budget, up to
    /// this).
    pub(in crate::service) fn set_computer_time(&self, cap: Duration) {
        *lock(&self.computer_time) = cap;
    }

    /// Stops the computer's search of each turn after `nodes` positions (`None`, the default:
    /// its time budget alone). Under a node limit, and a time cap it does not reach, every
    /// computer turn is reproducible: the tests play it so.
    pub(in crate::service) fn set_computer_nodes(&self, nodes: Option<u64>) {
        *lock(&self.computer_nodes) = nodes;
    }

    /// Starts the computer's turns in every game where it is to act (call once at start-up;
    /// the timer's tick calls it too).
    pub(in crate::service) async fn resume_computers(&self) -> Result<(), ServiceError> {
        for id in self.core.store.games_with_computer().await? {
            self.wake_computer(id);
        }
        Ok(())
    }

    /// Plays the computer's turns in a game until a person is to act or the game ends, if this
    /// process holds (or gets) the claim of that game's computer turns: of the processes
    /// sharing the database, one thinks about a turn; another takes it over when that one's
    /// claim runs out ([`COMPUTER_LEASE`]).
    pub(in crate::service) async fn computer_turns(
        &self,
        game_id: GameId,
    ) -> Result<(), ServiceError> {
        let claim = format!("computer {game_id}");
        let worker = self.core.worker();
        let result = self.claimed_computer_turns(game_id, &claim, &worker).await;
        self.core.store.release(&claim, &worker).await?;
        result
    }

    pub(super) async fn claimed_computer_turns(
        &self,
        game_id: GameId,
        claim: &str,
        worker: &str,
    ) -> Result<(), ServiceError> {
        loop {
            let now = self.core.now();
            let until = now + COMPUTER_LEASE.as_millis() as i64;
            if !self.core.store.claim(claim, worker, now, until).await? {
                return Ok(());
            }
            let Some(loaded) = self.load_game(game_id).await? else {
                return Ok(());
            };
            if let Some(seat) = computer_seat_to_concede(&loaded) {
                self.concede_for_computer(loaded, seat).await?;
                continue;
            }
            let Some(seat) = loaded.game.position().to_act() else {
                return Ok(());
            };
            let Some(level) = loaded.stored.player(seat).computer else {
                return Ok(());
            };
            let budget = budget(level, *lock(&self.computer_time));
            let nodes = *lock(&self.computer_nodes);
            let seed =
                self.core.seed ^ (game_id.0 as u64).rotate_left(32) ^ loaded.stored.ply as u64;
            let game = loaded.game.clone();
            // Off the async runtime, on a thread of its own: a long turn (master's 10 s) holds
            // neither the timer nor another game's turns.
            let choice =
                tokio::task::spawn_blocking(move || choose(&game, level, budget, nodes, seed))
                    .await?;
            let Some(action) = choice else {
                return Ok(());
            };
            let mut next = loaded.game.clone();
            if let Err(e) = next.play(action) {
                tracing::error!(game = game_id.0, %action, error = %e, "the computer chose an illegal action");
                return Ok(());
            }
            let place = Where {
                guild_id: loaded.stored.guild_id,
                channel_id: loaded.stored.channel_id,
            };
            let reply = self.commit_computer(loaded, next, action, seat).await?;
            if let Some(reply) = reply {
                self.outbox.post(vec![Notice { place, reply }]);
            }
        }
    }

    /// Resigns one of the computer's seats in a game where nobody but the computer is still
    /// in; posts the result once the last of them has conceded.
    pub(super) async fn concede_for_computer(
        &self,
        loaded: Loaded,
        seat: Seat,
    ) -> Result<(), ServiceError> {
        let mut next = loaded.game.clone();
        if let Err(e) = next.apply(Turn::Resign(seat)) {
            tracing::error!(game = loaded.stored.id.0, error = %e, "the computer cannot concede");
            return Ok(());
        }
        let over = next.position().is_over();
        let place = Where {
            guild_id: loaded.stored.guild_id,
            channel_id: loaded.stored.channel_id,
        };
        let lead = crate::t!(loaded.lang, "computer-alone") + "\n";
        let reply = self
            .commit_as(
                loaded,
                next,
                Turn::Resign(seat),
                seat,
                &lead,
                crate::i18n::Lang::EnUs,
                over.then_some(PostKind::Computer),
            )
            .await?;
        if over && !reply.private {
            self.outbox.post(vec![Notice { place, reply }]);
        }
        Ok(())
    }

    pub(super) async fn commit_computer(
        &self,
        loaded: Loaded,
        next: Game,
        action: Action,
        seat: Seat,
    ) -> Result<Option<Reply>, ServiceError> {
        // `commit` wakes the computer again: this worker is running, so it only notes it.
        let reply = self
            .commit_as(
                loaded,
                next,
                Turn::Act(action),
                seat,
                "",
                crate::i18n::Lang::EnUs,
                Some(PostKind::Computer),
            )
            .await?;
        Ok((!reply.private).then_some(reply))
    }
}

/// In a 3-player or free-for-all game that nobody but the computer is still in (every person
/// resigned or ran out of time), the computer's seats would play on alone, with nobody to
/// show the game to and no repetition rule to stop it: they concede to the one of them with
/// the most stacks. This is the seat to resign next: the one with the fewest stacks (the last
/// in seat order among equals), or `None` while a person is still in or the game is over.
fn computer_seat_to_concede(loaded: &Loaded) -> Option<Seat> {
    let pos = loaded.game.position();
    if pos.is_over() {
        return None;
    }
    let still_in = seats_still_in(pos);
    if still_in
        .iter()
        .any(|&s| loaded.stored.player(s).computer.is_none())
    {
        return None;
    }
    still_in.into_iter().min_by_key(|&s| {
        (
            pos.owned_mask(s).count_ones(),
            std::cmp::Reverse(s.number()),
        )
    })
}

impl Games {
    /// Wakes the computer player when a computer seat is to act in this (just written) game.
    pub(in crate::service) fn wake_computer_if_due(&self, loaded: &Loaded) {
        let computer_to_act = loaded
            .game
            .position()
            .to_act()
            .is_some_and(|seat| loaded.stored.player(seat).computer.is_some());
        if computer_to_act {
            self.wake_computer(loaded.stored.id);
        }
    }

    /// Makes sure a worker plays the computer's turns in a game (if one is running, it looks
    /// at the game again before it stops).
    pub(super) fn wake_computer(&self, game_id: GameId) {
        // Nothing to wake while the games are being dropped.
        let Some(games) = self.me.upgrade() else {
            return;
        };
        {
            let mut workers = lock(&self.workers);
            if let Some(again) = workers.get_mut(&game_id) {
                *again = true;
                return;
            }
            workers.insert(game_id, false);
        }
        tokio::spawn(async move {
            loop {
                if let Err(e) = games.computer_turns(game_id).await {
                    tracing::error!(game = game_id.0, error = %e, "the computer player failed");
                    lock(&games.workers).remove(&game_id);
                    break;
                }
                let mut workers = lock(&games.workers);
                if workers.get(&game_id) == Some(&true) {
                    workers.insert(game_id, false);
                } else {
                    workers.remove(&game_id);
                    break;
                }
            }
            games.idle.notify_waiters();
        });
    }

    /// Waits until no computer turn is being played (tests and the console use it).
    pub(in crate::service) async fn settle(&self) {
        loop {
            let notified = self.idle.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if lock(&self.workers).is_empty() {
                return;
            }
            notified.await;
        }
    }
}
