//! What every part of the service needs and that is no concern of its own: the store, the
//! clock, the seed and the draw by lot, the bot's user id, this process's name in the claims of
//! background work, the addresses of the pages the posts link to, the pictures being drawn at
//! once, and the settings' plain reads. Each part holds an `Arc<Core>`; the core knows no part.

use std::sync::{Arc, Mutex, RwLock};

use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::i18n::Lang;
use crate::rules::Game;
use crate::store::{
    GameId, ServerId, ServerSettings, Store, StoreError, StoredGame, UserId, WebMode,
};

use crate::t;

use super::types::PageLinks;
use super::{Clock, Refusal, Reply, ServiceError, Where};

/// The result of an operation: a reply, or a failure that is not the user's doing.
pub type ServiceResult = Result<Reply, ServiceError>;

/// The shared infrastructure of the service's parts.
pub(super) struct Core {
    pub(super) store: Store,
    clock: Arc<dyn Clock>,
    pub(super) seed: u64,
    pub(super) rng: Mutex<StdRng>,
    pub(super) bot_user_id: UserId,
    /// Who this process is in the claims of background work ([`Store::claim`]).
    worker: Mutex<String>,
    /// The addresses of games' and tournaments' pages, when the bot serves pages.
    pub(super) page_link: RwLock<PageLinks>,
    /// Board pictures being drawn at once: one per core.
    pub(super) boards_drawn: tokio::sync::Semaphore,
}

/// A game loaded for a turn: the stored rows, the position rebuilt from the log, and the
/// language of its public posts.
pub(super) struct Loaded {
    pub(super) stored: StoredGame,
    pub(super) game: Game,
    pub(super) lang: Lang,
}

/// How many jobs of a kind run at once: one per core.
pub(super) fn per_core() -> usize {
    std::thread::available_parallelism().map_or(2, std::num::NonZero::get)
}

/// Runs a drawing job off the async runtime once `limit` lets it: when many games move at
/// once, pictures wait their turn instead of crowding the cores and the memory (a board
/// picture takes about 9 MB while it is drawn).
pub(super) async fn drawing<T: Send + 'static>(
    limit: &tokio::sync::Semaphore,
    job: impl FnOnce() -> T + Send + 'static,
) -> Result<T, tokio::task::JoinError> {
    // The semaphore is never closed, so a permit always comes.
    let _permit = limit.acquire().await.ok();
    tokio::task::spawn_blocking(job).await
}

/// This process's name in the claims of background work: its id and a number drawn once, so
/// that a process restarted with the same id is another worker.
fn process_worker() -> String {
    static NAME: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    NAME.get_or_init(|| {
        use rand::RngCore as _;
        let drawn = StdRng::from_os_rng().next_u64();
        format!("{}-{drawn:016x}", std::process::id())
    })
    .clone()
}

impl Core {
    /// The core over `store`, telling time by `clock`, drawing by lot from `seed`, the bot
    /// being `bot_user_id`.
    pub(super) fn new(store: Store, clock: impl Clock, seed: u64, bot_user_id: UserId) -> Core {
        Core {
            store,
            clock: Arc::new(clock),
            seed,
            rng: Mutex::new(StdRng::seed_from_u64(seed)),
            bot_user_id,
            worker: Mutex::new(process_worker()),
            page_link: RwLock::default(),
            boards_drawn: tokio::sync::Semaphore::new(per_core()),
        }
    }

    /// Now, by the service's clock (Unix ms).
    pub(super) fn now(&self) -> i64 {
        self.clock.now_ms()
    }

    /// This service's name in the claims of background work.
    pub(super) fn worker(&self) -> String {
        lock(&self.worker).clone()
    }

    /// Names this service in the claims of background work.
    pub(super) fn set_worker(&self, name: &str) {
        *lock(&self.worker) = name.to_string();
    }

    /// Runs a board-drawing job ([`drawing`]), one per core at a time.
    pub(super) async fn draw<T: Send + 'static>(
        &self,
        job: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, tokio::task::JoinError> {
        drawing(&self.boards_drawn, job).await
    }

    /// Game `id` as stored now (it exists: games are never deleted).
    pub(super) async fn stored(&self, id: GameId) -> Result<StoredGame, ServiceError> {
        Ok(self.store.game(id).await?.ok_or(StoreError::Conflict)?)
    }

    /// Game `id`, if it was played in this server (a number from another server finds
    /// nothing).
    pub(super) async fn game_in_server(
        &self,
        place: &Where,
        id: GameId,
    ) -> Result<Option<StoredGame>, ServiceError> {
        let game = self.store.game(id).await?;
        Ok(game.filter(|g| g.guild_id == place.guild_id))
    }

    /// A server's settings.
    pub(super) async fn server_settings(
        &self,
        guild_id: ServerId,
    ) -> Result<ServerSettings, ServiceError> {
        Ok(self.store.server_settings(guild_id).await?)
    }

    /// The language a server's admins chose for public posts, if they chose one.
    pub(super) async fn server_lang(
        &self,
        guild_id: ServerId,
    ) -> Result<Option<Lang>, ServiceError> {
        Ok(self
            .server_settings(guild_id)
            .await?
            .language
            .as_deref()
            .and_then(Lang::from_locale))
    }

    /// The language of a game's public posts: the server's choice when its admins made one,
    /// else the game's own (its challenger's).
    pub(super) async fn game_lang(&self, stored: &StoredGame) -> Result<Lang, ServiceError> {
        if let Some(lang) = self.server_lang(stored.guild_id).await? {
            return Ok(lang);
        }
        let tag = self.store.game_language(stored.id).await?;
        Ok(Lang::from_locale_or_default(&tag))
    }

    /// A server's web setting: whether its games have pages, and who may see them.
    pub(super) async fn web_mode(&self, guild_id: ServerId) -> Result<WebMode, ServiceError> {
        Ok(self.server_settings(guild_id).await?.web)
    }

    /// Links the posts of games to their web pages: `link(game)` is a page's address.
    pub(super) fn link_game_pages(&self, link: impl Fn(GameId) -> String + Send + Sync + 'static) {
        self.page_link
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .game = Some(Arc::new(link));
    }

    /// Gives players private "Play on the board" links: `link(game, user, now)`.
    pub(super) fn link_play(
        &self,
        link: impl Fn(GameId, UserId, i64) -> Option<String> + Send + Sync + 'static,
    ) {
        self.page_link
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .play = Some(Arc::new(link));
    }

    /// `user`'s private "Play on the board" link for game `game` of server `guild`, made now,
    /// if the bot serves pages and the server has them (a failure to read the setting is
    /// logged: the answer goes out without it).
    pub(super) async fn play_link(
        &self,
        game: GameId,
        guild: ServerId,
        user: UserId,
    ) -> Option<String> {
        let link = self
            .page_link
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .play
            .clone()?;
        self.shows_pages(guild, game, "no play link")
            .await
            .then(|| link(game, user, self.now()))
            .flatten()
    }

    /// The address of a game's page for its posts, if the bot serves pages and its server
    /// has them (a failure to read the setting is logged: the post goes out without it).
    pub(super) async fn page_of(&self, stored: &StoredGame) -> Option<String> {
        let link = self
            .page_link
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .game
            .clone()?;
        self.shows_pages(stored.guild_id, stored.id, "no web link on the post")
            .await
            .then(|| link(stored.id))
    }

    /// Whether `guild` shows its games' pages (`/focus settings web`); a failure to read the
    /// setting is logged with `missing` (what goes without a link) and counts as no.
    async fn shows_pages(&self, guild: ServerId, game: GameId, missing: &str) -> bool {
        match self.web_mode(guild).await {
            Ok(mode) => mode != WebMode::Off,
            Err(e) => {
                tracing::warn!(game = game.0, error = %e, "{missing}");
                false
            }
        }
    }
}

/// The answer to a write the database could not make: a private reply when the user can
/// simply try again (a full disk, a lock held too long by another process); nothing changed.
pub(super) fn not_saved<E: From<ServiceError>>(lang: Lang, e: StoreError) -> Result<Reply, E> {
    match e {
        StoreError::Full => {
            tracing::error!("the database's disk is full: a write was refused");
            Ok(Reply::refused(Refusal::NotSaved, t!(lang, "disk-full")))
        }
        StoreError::Busy => Ok(Reply::refused(Refusal::NotSaved, t!(lang, "busy"))),
        e => Err(ServiceError::from(e).into()),
    }
}

/// A lock's guard, even when a thread panicked holding it (the data stays usable).
pub(super) fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}
