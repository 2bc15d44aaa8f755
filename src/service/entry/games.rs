//! The games' operations for the front ends (turns typed, clicked or played on a page,
//! resigning and draws, the board, a game's records, a player's games, the rules, the computer
//! and the timer), each delegating to the part ([`crate::service::games`]).

use std::time::Duration;

use tokio::task::JoinHandle;

use crate::i18n::Lang;
use crate::service::{
    Actor, BoardControls, GameId, Notice, PageAction, Picked, Reply, Service, ServiceError,
    ServiceResult, Stage, Where,
};
use crate::store::UserId;

impl Service {
    /// The board and whose turn it is, for anyone in the channel.
    pub async fn board(&self, actor: &Actor, place: &Where) -> ServiceResult {
        self.inner.games.board(actor, place).await
    }

    /// The move list and the game record file (it replays with `focus-bot replay`).
    pub async fn history(
        &self,
        actor: &Actor,
        place: &Where,
        game: Option<GameId>,
    ) -> ServiceResult {
        self.inner.games.history(actor, place, game).await
    }

    /// The game as an animated GIF.
    pub async fn replay(
        &self,
        actor: &Actor,
        place: &Where,
        game: Option<GameId>,
    ) -> ServiceResult {
        self.inner.games.replay(actor, place, game).await
    }

    /// The caller's games in this server: running ones first, then the latest finished.
    pub async fn games(&self, actor: &Actor, place: &Where) -> ServiceResult {
        self.inner.games.games(actor, place).await
    }

    /// How to play, in the caller's language, with the picture of a move.
    pub async fn rules(&self, actor: &Actor) -> Reply {
        self.inner.games.rules(actor).await
    }

    /// Game `id`'s record file (`replay: false`) or replay GIF, as the history and replay
    /// commands attach them; `None` when there is no such game; [`ServiceError::Busy`] when
    /// too many requests wait for a replay to be drawn.
    pub async fn game_file(
        &self,
        id: GameId,
        replay: bool,
    ) -> Result<Option<Vec<u8>>, ServiceError> {
        self.inner.games.game_file(id, replay).await
    }

    /// Plays a move (or any action in notation: `c3-f3:3`, `r:e5`, `s:c3-d3`).
    pub async fn play(&self, actor: &Actor, place: &Where, notation: &str) -> ServiceResult {
        self.inner.games.play(actor, place, notation).await
    }

    /// Places a piece from the caller's reserve on a square (`e5` or `r:e5`).
    pub async fn reserve(&self, actor: &Actor, place: &Where, square: &str) -> ServiceResult {
        self.inner.games.reserve(actor, place, square).await
    }

    /// The swap opening: trades the caller's single piece on `mine` with the opponent's single
    /// piece on `theirs`.
    pub async fn swap(
        &self,
        actor: &Actor,
        place: &Where,
        mine: &str,
        theirs: &str,
    ) -> ServiceResult {
        self.inner.games.swap(actor, place, mine, theirs).await
    }

    /// The caller's legal actions in canonical notation, sorted; empty when it is not their
    /// turn (for autocomplete).
    pub async fn legal_actions(
        &self,
        actor: &Actor,
        place: &Where,
    ) -> Result<Vec<String>, ServiceError> {
        self.inner.games.legal_actions(actor, place).await
    }

    /// The board's controls on game `game_id`'s page for user `user_id`, in `lang`: `None`
    /// unless they hold a person's seat in the running game (a spectator, a game over). The
    /// moves are offered only while their seat is to act; resigning and a draw while they
    /// may.
    pub async fn board_controls(
        &self,
        game_id: GameId,
        user_id: UserId,
        lang: Lang,
    ) -> Result<Option<BoardControls>, ServiceError> {
        self.inner
            .games
            .board_controls(game_id, user_id, lang)
            .await
    }

    /// Acts for `actor` from the board of game `game_id`'s page, built at turn `ply`, as the
    /// commands would: refused, with nothing written, if the game moved on meanwhile (a typed
    /// move, another page), if the action is not theirs to take, or not legal. What it posts
    /// goes to the game's channel through the outbox at once (no Discord answer carries it);
    /// the reply is the page's.
    pub async fn act_on_page(
        &self,
        actor: &Actor,
        game_id: GameId,
        ply: i64,
        action: &PageAction,
    ) -> ServiceResult {
        self.inner
            .games
            .act_on_page(actor, game_id, ply, action)
            .await
    }

    /// Asks the caller to confirm a resignation (privately, with the buttons of a
    /// [`Button::ConfirmResign`](crate::service::Button::ConfirmResign)); the same command again
    /// within [`RESIGN_CONFIRM_WINDOW`](crate::service::RESIGN_CONFIRM_WINDOW) resigns.
    pub async fn resign(&self, actor: &Actor, place: &Where) -> ServiceResult {
        self.inner.games.resign(actor, place).await
    }

    /// Resigns the caller's seat at once (a confirmation's button): in game `game_id` when
    /// given, which must still be the channel's game. With 2 players or in teams the other
    /// side wins; with 3 players or in free-for-all the caller is out and the game goes on.
    pub async fn confirm_resign(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: Option<GameId>,
    ) -> ServiceResult {
        self.inner.games.confirm_resign(actor, place, game_id).await
    }

    /// Forgets the caller's unconfirmed resignation ("Keep playing").
    pub fn keep_playing(&self, actor: &Actor, game_id: GameId) -> Reply {
        self.inner.games.keep_playing(actor, game_id)
    }

    /// Offers a draw, or accepts one: the game is drawn when every player still in offers it.
    /// Any move withdraws the offers.
    pub async fn draw(&self, actor: &Actor, place: &Where) -> ServiceResult {
        self.inner.games.draw(actor, place).await
    }

    /// Stops the computer's search of each turn after `nodes` positions (`None`, the default:
    /// its time budget alone). Under a node limit, and a time cap it does not reach, every
    /// computer turn is reproducible: the tests play it so.
    pub fn set_computer_nodes(&self, nodes: Option<u64>) {
        self.inner.games.set_computer_nodes(nodes)
    }

    /// Starts the computer's turns in every game where it is to act (call once at start-up;
    /// [`Service::tick`] calls it too).
    pub async fn resume_computers(&self) -> Result<(), ServiceError> {
        self.inner.games.resume_computers().await
    }

    /// Waits until no computer turn is being played (tests and the console use it).
    pub async fn settle(&self) {
        self.inner.games.settle().await
    }

    /// Runs the clock's work once: expires unanswered challenges, reminds players with a
    /// quarter of their time left, and forfeits (2 players, teams) or puts out (3 players,
    /// free-for-all) players whose time ran out. Returns what to post. Also restarts any
    /// computer turn that is not being played.
    ///
    /// Of the processes sharing the database, the one holding the timer's claim does this work
    /// (renewing the claim each time); the others do nothing until its claim runs out
    /// ([`TIMER_LEASE`](crate::service::TIMER_LEASE) after its last tick, when it died).
    pub async fn tick(&self) -> Result<Vec<Notice>, ServiceError> {
        self.inner.games.tick().await
    }

    /// Runs [`Service::tick`] every `period` in a background task, sending what it returns to
    /// the notice channel ([`Service::take_notices`]). Failures are logged.
    pub fn run_timer(&self, period: Duration) -> JoinHandle<()> {
        self.inner.games.run_timer(period)
    }

    /// The picker's first menu for game `game_id` (a Play button), for the player to act.
    pub async fn open_picker(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: GameId,
    ) -> Result<Picked, ServiceError> {
        self.inner.games.open_picker(actor, place, game_id).await
    }

    /// The menu Back returns to: `to` of the picker built for `ply`.
    pub async fn picker_back(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: GameId,
        ply: i64,
        to: Stage,
    ) -> Result<Picked, ServiceError> {
        self.inner
            .games
            .picker_back(actor, place, game_id, ply, to)
            .await
    }

    /// A choice `value` from menu `stage` of the picker built for `ply`: the next menu, the
    /// action to play, or a refusal.
    pub async fn pick(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: GameId,
        ply: i64,
        stage: Stage,
        value: &str,
    ) -> Result<Picked, ServiceError> {
        self.inner
            .games
            .pick(actor, place, game_id, ply, stage, value)
            .await
    }

    /// Plays an action chosen from the picker built for `ply` of game `game_id`, as
    /// `/focus move` would: refused if the game moved on meanwhile (a racing click or command).
    pub async fn play_picked(
        &self,
        actor: &Actor,
        place: &Where,
        game_id: GameId,
        ply: i64,
        action: &str,
    ) -> ServiceResult {
        self.inner
            .games
            .play_picked(actor, place, game_id, ply, action)
            .await
    }
}
