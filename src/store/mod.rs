//! SQLite storage for challenges, games, seats and the append-only action log.
//!
//! The log is the truth: a game's position is rebuilt by replaying it ([`StoredGame::replay`]).
//! Every write that changes a game is one transaction guarded by the ply it expects, so two
//! commands racing on one game can never both apply.

use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use sqlx::{FromRow, Sqlite, Transaction};

use crate::ai::Level;
use crate::notation::parse_turn;
use crate::rules::{Config, Game, Mode, Outcome, Seat, Turn};

mod language;
mod names;
mod notify;
mod ratings;
mod settings;

pub use names::NameKind;
pub use notify::NotifyMode;

pub use ratings::{
    BestWin, GameResult, PlayedGame, RatedPlayer, RatingChange, Rebuilt, Standing, computer_name,
};
pub use settings::ServerSettings;

/// What can go wrong in the store.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database failed.
    #[error("database error: {0}")]
    Database(sqlx::Error),
    /// The disk is full: the write was rolled back, nothing changed.
    #[error("the database could not be written: the disk is full")]
    Full,
    /// Another process held the database's lock for longer than the busy timeout.
    #[error("the database is busy")]
    Busy,
    /// The database cannot be written (a read-only file, folder or mount).
    #[error(
        "the database {0} cannot be written (a read-only file, folder or mount): the bot writes every turn"
    )]
    ReadOnly(String),
    /// The file is another application's SQLite database: it was left untouched.
    #[error(
        "{0} is not a focus-bot database (it holds other tables); it was left untouched: choose another file"
    )]
    Foreign(String),
    /// A migration failed.
    #[error("database migration failed: {0}")]
    Migrate(sqlx::migrate::MigrateError),
    /// The game or challenge moved on since it was read (another command got there first).
    #[error("the game moved on")]
    Conflict,
    /// The channel already has a game or an open challenge.
    #[error("the channel is busy")]
    ChannelBusy,
    /// A stored game does not replay: a bug or a hand-edited database.
    #[error("game {game} does not replay at ply {ply}: {reason}")]
    Corrupt {
        /// The game.
        game: i64,
        /// The log entry that failed.
        ply: i64,
        /// Why.
        reason: String,
    },
}

// The causes are part of each message (not `#[source]`), so that an error chain printed with
// `{:#}` says each thing once.
impl From<sqlx::migrate::MigrateError> for StoreError {
    fn from(e: sqlx::migrate::MigrateError) -> StoreError {
        StoreError::Migrate(e)
    }
}

impl From<sqlx::Error> for StoreError {
    /// Tells apart the failures a user can be told about (a full disk, a lock held too long)
    /// from the rest, by SQLite's primary result code.
    fn from(e: sqlx::Error) -> StoreError {
        let code = e
            .as_database_error()
            .and_then(|d| d.code())
            .and_then(|c| c.parse::<i32>().ok())
            .map(|c| c & 0xff);
        match code {
            Some(SQLITE_FULL) => StoreError::Full,
            Some(SQLITE_BUSY | SQLITE_LOCKED) => StoreError::Busy,
            _ => StoreError::Database(e),
        }
    }
}

/// SQLite's primary result codes the store tells apart.
const SQLITE_BUSY: i32 = 5;
const SQLITE_LOCKED: i32 = 6;
const SQLITE_FULL: i32 = 13;

/// Options of a game, as challenged and stored.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameOptions {
    /// Player count, mode and variants.
    pub config: Config,
    /// Time each player has for a turn; `None` for no limit.
    pub turn_limit: Option<Duration>,
    /// Whether the game counts for ratings (it counts in the win/loss record either way).
    pub rated: bool,
}

/// Who plays first in a new game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum FirstPlayer {
    /// Seats drawn by lot.
    #[default]
    Random,
    /// The challenger is seat 1, the opponents follow in the order named.
    Challenger,
}

impl FirstPlayer {
    /// The stored name: `random` or `challenger`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            FirstPlayer::Random => "random",
            FirstPlayer::Challenger => "challenger",
        }
    }
}

/// A person or the computer in a challenge or a game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Player {
    /// The user id (the bot's own id for the computer player).
    pub user_id: u64,
    /// Display name when they joined.
    pub name: String,
    /// The computer player's level; `None` for a person.
    pub computer: Option<Level>,
}

impl Player {
    /// The name shown for this player: theirs, or `Computer (hard)` for the computer (never
    /// the bot's account name).
    #[must_use]
    pub fn shown_name(&self) -> String {
        match &self.computer {
            Some(level) => computer_name(*level),
            None => self.name.clone(),
        }
    }
}

/// A challenge's state.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ChallengeStatus {
    /// Waiting for answers.
    Pending,
    /// Everyone accepted; the game started.
    Accepted,
    /// An invited player declined.
    Declined,
    /// The challenger cancelled.
    Cancelled,
    /// Nobody answered in time.
    Expired,
}

impl ChallengeStatus {
    const fn name(self) -> &'static str {
        match self {
            ChallengeStatus::Pending => "pending",
            ChallengeStatus::Accepted => "accepted",
            ChallengeStatus::Declined => "declined",
            ChallengeStatus::Cancelled => "cancelled",
            ChallengeStatus::Expired => "expired",
        }
    }

    fn from_name(name: &str) -> ChallengeStatus {
        match name {
            "accepted" => ChallengeStatus::Accepted,
            "declined" => ChallengeStatus::Declined,
            "cancelled" => ChallengeStatus::Cancelled,
            "expired" => ChallengeStatus::Expired,
            _ => ChallengeStatus::Pending,
        }
    }
}

/// A challenge with everyone in it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Challenge {
    /// Its id.
    pub id: i64,
    /// Where it was made.
    pub guild_id: u64,
    /// The channel (or thread).
    pub channel_id: u64,
    /// The game it asks for.
    pub options: GameOptions,
    /// Who plays first.
    pub first: FirstPlayer,
    /// When it was made (Unix ms).
    pub created_at: i64,
    /// When it expires unanswered (Unix ms).
    pub expires_at: i64,
    /// Its state.
    pub status: ChallengeStatus,
    /// The challenger first, then the opponents in the order named, with whether each accepted.
    pub players: Vec<(Player, bool)>,
    /// The game it started, once accepted.
    pub game_id: Option<i64>,
}

impl Challenge {
    /// The challenger.
    #[must_use]
    pub fn challenger(&self) -> &Player {
        &self.players[0].0
    }
}

/// A new challenge to store.
#[derive(Clone, Debug)]
pub struct NewChallenge {
    /// Where.
    pub guild_id: u64,
    /// The channel.
    pub channel_id: u64,
    /// The game it asks for.
    pub options: GameOptions,
    /// Who plays first.
    pub first: FirstPlayer,
    /// The challenger first, then the opponents; computer players count as accepted.
    pub players: Vec<Player>,
    /// Now (Unix ms).
    pub created_at: i64,
    /// When it expires (Unix ms).
    pub expires_at: i64,
}

/// A message that shows a challenge's Accept and Decline buttons.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ChallengeMessage {
    /// The channel (or thread) it is in.
    pub channel_id: u64,
    /// The message.
    pub message_id: u64,
}

/// One entry of the action log.
#[derive(Clone, PartialEq, Eq, Debug, FromRow)]
pub struct LoggedAction {
    /// 0-based position in the log.
    pub ply: i64,
    /// The seat that acted (1-based).
    pub seat: i64,
    /// One line of the replay syntax: `c3-f3:3`, `r:e5`, `s:c3-d3`, `resign 2`, `draw`.
    pub action: String,
    /// When (Unix ms).
    pub at: i64,
}

/// A game with its seats and its whole log.
#[derive(Clone, Debug)]
pub struct StoredGame {
    /// Its id.
    pub id: i64,
    /// Where.
    pub guild_id: u64,
    /// The channel.
    pub channel_id: u64,
    /// Its options.
    pub options: GameOptions,
    /// When it started (Unix ms).
    pub created_at: i64,
    /// Entries in the log.
    pub ply: i64,
    /// When the player to act got the turn (Unix ms).
    pub turn_started_at: i64,
    /// Whether that player was reminded since.
    pub reminded: bool,
    /// Seats offering a draw (bit mask, seat 1 = bit 0).
    pub draw_offers: u8,
    /// When it finished (Unix ms), if it has.
    pub finished_at: Option<i64>,
    /// Seat 1 first.
    pub seats: Vec<Player>,
    /// The log, ply 0 first.
    pub actions: Vec<LoggedAction>,
}

impl StoredGame {
    /// Rebuilds the game from its log.
    ///
    /// The log must be whole: entry `i` has ply `i`, each action is by the seat to act (a
    /// resignation or time forfeit by the seat it names), and the game's ply counts the entries.
    /// Anything else is [`StoreError::Corrupt`]: a gap, a stray row, a hand-edited database.
    pub fn replay(&self) -> Result<Game, StoreError> {
        let mut game = Game::new(self.options.config);
        for (i, entry) in self.actions.iter().enumerate() {
            let corrupt = |reason: String| StoreError::Corrupt {
                game: self.id,
                ply: entry.ply,
                reason,
            };
            if entry.ply != i as i64 {
                return Err(corrupt(format!(
                    "entry {i} of the log has ply {}",
                    entry.ply
                )));
            }
            let turn = parse_turn(&entry.action)
                .map_err(corrupt)?
                .ok_or_else(|| corrupt("an empty log entry".to_string()))?;
            let by = match turn {
                Turn::Act(_) => game.position().to_act(),
                Turn::Resign(seat) | Turn::Time(seat) => Some(seat),
                Turn::Draw | Turn::Abort => Seat::from_number(entry.seat as u8),
            };
            if by.map(Seat::number).map(i64::from) != Some(entry.seat) {
                return Err(corrupt(format!(
                    "`{}` is logged for seat {}, not the seat that played it",
                    entry.action, entry.seat
                )));
            }
            game.apply(turn).map_err(|e| corrupt(e.to_string()))?;
        }
        if self.ply != self.actions.len() as i64 {
            return Err(StoreError::Corrupt {
                game: self.id,
                ply: self.ply,
                reason: format!(
                    "the game counts {} turns but its log has {}",
                    self.ply,
                    self.actions.len()
                ),
            });
        }
        Ok(game)
    }

    /// The seat a user plays, if any (a person's only seat; the first of the computer's).
    #[must_use]
    pub fn seat_of(&self, user_id: u64) -> Option<Seat> {
        self.seats
            .iter()
            .position(|p| p.user_id == user_id)
            .and_then(Seat::from_index)
    }

    /// The player in a seat.
    #[must_use]
    pub fn player(&self, seat: Seat) -> &Player {
        &self.seats[seat.index()]
    }

    /// Display names, seat 1 first.
    #[must_use]
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(Player::shown_name).collect()
    }
}

/// One turn to append, guarded by the ply the caller saw.
#[derive(Clone, Debug)]
pub struct TurnWrite {
    /// The game.
    pub game_id: i64,
    /// The log length the caller saw; the write fails with [`StoreError::Conflict`] otherwise.
    pub expected_ply: i64,
    /// The acting seat.
    pub seat: Seat,
    /// The log line.
    pub action: String,
    /// Now (Unix ms); also the start of the next player's turn.
    pub at: i64,
    /// The result, when this turn ends the game.
    pub outcome: Option<Outcome>,
    /// Whether the next turn's clock starts now: `false` when the player to act keeps their
    /// turn (another player resigned out of turn).
    pub restart_clock: bool,
}

/// One player's record in a server.
#[derive(Clone, PartialEq, Eq, Debug, FromRow)]
pub struct PlayerStats {
    /// The user.
    pub user_id: i64,
    /// Their latest display name.
    pub name: String,
    /// Games won.
    pub wins: i64,
    /// Games lost.
    pub losses: i64,
    /// Games drawn.
    pub draws: i64,
}

#[derive(FromRow)]
struct ChallengeRow {
    id: i64,
    guild_id: i64,
    channel_id: i64,
    players: i64,
    mode: String,
    short: Option<i64>,
    swap: bool,
    turn_limit: Option<i64>,
    first: String,
    created_at: i64,
    expires_at: i64,
    status: String,
    game_id: Option<i64>,
    rated: bool,
}

#[derive(FromRow)]
struct ChallengeMessageRow {
    channel_id: i64,
    message_id: i64,
}

#[derive(FromRow)]
struct ChallengePlayerRow {
    user_id: i64,
    name: String,
    computer: Option<String>,
    accepted: bool,
}

#[derive(FromRow)]
struct GameRow {
    id: i64,
    guild_id: i64,
    channel_id: i64,
    players: i64,
    mode: String,
    short: Option<i64>,
    swap: bool,
    turn_limit: Option<i64>,
    created_at: i64,
    ply: i64,
    turn_started_at: i64,
    reminded: bool,
    draw_offers: i64,
    finished_at: Option<i64>,
    rated: bool,
}

#[derive(FromRow)]
struct SeatRow {
    user_id: i64,
    name: String,
    computer: Option<String>,
}

/// A seat's stored level: its name (`medium` for a name this version does not know).
fn level_column(name: Option<&str>) -> Option<Level> {
    name.map(|n| n.parse().unwrap_or(Level::Medium))
}

fn options_from_row(
    players: i64,
    mode: &str,
    short: Option<i64>,
    swap: bool,
    turn_limit: Option<i64>,
    rated: bool,
) -> GameOptions {
    let mode = match mode {
        "teams" => Mode::Teams,
        "ffa" => Mode::FreeForAll,
        _ => Mode::Standard,
    };
    let config = Config::new(u8::try_from(players).unwrap_or(2), mode)
        .unwrap_or_else(|_| Config::two_players());
    let config = config
        .with_short(short.and_then(|n| u8::try_from(n).ok()))
        .unwrap_or(config);
    let config = config.with_swap(swap).unwrap_or(config);
    GameOptions {
        config,
        turn_limit: turn_limit.map(|s| Duration::from_secs(s.max(0) as u64)),
        rated,
    }
}

const GAME_COLUMNS: &str = "id, guild_id, channel_id, players, mode, short, swap, turn_limit, \
     created_at, ply, turn_started_at, reminded, draw_offers, finished_at, rated";

/// Checks a database URL before anything is opened: `sqlite://FILE` or `sqlite:FILE` (FILE may
/// be percent-encoded). The error completes "DATABASE_URL …" for the user.
pub fn check_url(url: &str) -> Result<(), String> {
    let accepted = "must be sqlite://FILE, for example sqlite://focus.db";
    let Some(path) = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
    else {
        return Err(format!("{accepted}; got {url:?}"));
    };
    let path = path.split('?').next().unwrap_or_default();
    if path.is_empty() {
        return Err(format!("{accepted}: the file name is missing in {url:?}"));
    }
    if path == ":memory:" || url.contains("mode=memory") {
        return Err(format!(
            "{accepted}: an in-memory database would lose every game when the bot stops"
        ));
    }
    let bytes = path.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'%'
            && !bytes
                .get(i + 1..i + 3)
                .is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit))
        {
            return Err(format!(
                "{accepted}: {url:?} has a `%` that is not followed by two hex digits"
            ));
        }
    }
    Ok(())
}

/// Refuses, without changing a byte of it, an existing SQLite file that holds tables but was
/// never migrated by focus-bot (another application's database): it is looked at through a
/// read-only connection, before anything (even the journal mode) is set on it.
async fn refuse_foreign(options: &SqliteConnectOptions) -> Result<(), StoreError> {
    let path = options.get_filename();
    if !path.is_file() {
        return Ok(());
    }
    let look = SqliteConnectOptions::new()
        .filename(path)
        .read_only(true)
        .create_if_missing(false);
    let mut conn = match sqlx::ConnectOptions::connect(&look).await {
        Ok(c) => c,
        Err(e) => return Err(e.into()),
    };
    let tables: Vec<String> =
        sqlx::query_scalar("SELECT name FROM sqlite_master WHERE type = 'table'")
            .fetch_all(&mut conn)
            .await?;
    let _ = sqlx::Connection::close(conn).await;
    let ours = tables.iter().any(|t| t == "_sqlx_migrations");
    if !tables.is_empty() && !ours {
        return Err(StoreError::Foreign(path.display().to_string()));
    }
    Ok(())
}

/// Applies the migrations. Two processes starting at once on a new database may race to
/// create the tables: each migration is one transaction, so the loser's rolls back whole, and
/// it tries again (and then finds the work done).
async fn migrate(pool: &SqlitePool) -> Result<(), StoreError> {
    let mut attempt = 0;
    loop {
        match sqlx::migrate!().run(pool).await {
            Ok(()) => return Ok(()),
            Err(e) if attempt < 20 => {
                attempt += 1;
                tracing::debug!(error = %e, attempt, "migrating raced another process; again");
                tokio::time::sleep(Duration::from_millis(20 * attempt)).await;
            }
            Err(e) => return Err(e.into()),
        }
    }
}

/// The database: a pool of SQLite connections to one file.
#[derive(Clone, Debug)]
pub struct Store {
    pool: SqlitePool,
}

impl Store {
    /// Opens (creating if missing) the database at `url` (`sqlite://focus.db` or a path), with
    /// WAL, foreign keys, a busy timeout and full sync, and applies the migrations.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10));
        Store::connect_retrying(options).await
    }

    /// Opens the database file at `path` (created if missing).
    pub async fn open_path(path: &std::path::Path) -> Result<Store, StoreError> {
        let options = SqliteConnectOptions::new()
            .filename(path)
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10));
        Store::connect_retrying(options).await
    }

    /// [`Store::connect`], again when SQLite answers "busy" at once: many processes opening a
    /// new file together can meet it despite the busy timeout (WAL recovery, the journal mode
    /// switch, a stale snapshot).
    async fn connect_retrying(options: SqliteConnectOptions) -> Result<Store, StoreError> {
        let mut attempt = 0u64;
        loop {
            match Store::connect(options.clone()).await {
                Err(StoreError::Busy) if attempt < 20 => {
                    attempt += 1;
                    tracing::debug!(attempt, "the database was busy while opening; again");
                    tokio::time::sleep(Duration::from_millis(20 * attempt)).await;
                }
                result => return result,
            }
        }
    }

    async fn connect(options: SqliteConnectOptions) -> Result<Store, StoreError> {
        refuse_foreign(&options).await?;
        let shown = options.get_filename().display().to_string();
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            // When a write fails because the disk is full, SQLite rolls the transaction back
            // itself and sqlx's own rollback then fails: the connection would go back to the
            // pool believing it is still in a transaction, and every later `BEGIN` on it would
            // fail. Such a connection is closed instead (a new one is opened when needed).
            .after_release(|conn, _| {
                Box::pin(async move {
                    use sqlx::Connection as _;
                    conn.ping().await?;
                    Ok(!conn.is_in_transaction())
                })
            })
            .connect_with(options)
            .await?;
        migrate(&pool).await?;
        // A database that cannot be written is found now, not at the first turn.
        let writable = async {
            let mut tx = pool.begin_with("BEGIN IMMEDIATE").await?;
            sqlx::query("UPDATE games SET id = id WHERE 0")
                .execute(&mut *tx)
                .await?;
            tx.rollback().await
        };
        if let Err(e) = writable.await {
            pool.close().await;
            return Err(match StoreError::from(e) {
                StoreError::Busy => StoreError::Busy,
                _ => StoreError::ReadOnly(shown),
            });
        }
        let store = Store { pool };
        if let Err(e) = store.ensure_ratings().await {
            store.pool.close().await;
            return Err(e);
        }
        Ok(store)
    }

    /// Closes a game whose log no longer replays, so that its channel is free again: it is
    /// kept, finished with the reason `corrupt` and no winner. Whether it was still running.
    pub async fn close_corrupt(&self, game_id: i64, now: i64) -> Result<bool, StoreError> {
        self.close_unreadable(game_id, "corrupt", now).await
    }

    /// Closes a running game that cannot be replayed with `reason` (`corrupt`, or `aborted`
    /// when a moderator ends it) and no winner, without a log entry. Whether it was running.
    pub async fn close_unreadable(
        &self,
        game_id: i64,
        reason: &str,
        now: i64,
    ) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE games SET status = 'finished', reason = ?1, winners = NULL,
                 finished_at = ?2
             WHERE id = ?3 AND status = 'active'",
        )
        .bind(reason)
        .bind(now)
        .bind(game_id)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The connection pool.
    #[must_use]
    pub const fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// Closes every connection (after in-flight queries finish).
    pub async fn close(&self) {
        self.pool.close().await;
    }

    async fn begin(&self) -> Result<Transaction<'static, Sqlite>, StoreError> {
        Ok(self.pool.begin_with("BEGIN IMMEDIATE").await?)
    }

    // ---- challenges -------------------------------------------------------------------------

    /// Stores a new challenge, unless the channel has an active game or an open challenge.
    pub async fn create_challenge(&self, new: &NewChallenge) -> Result<i64, StoreError> {
        let mut tx = self.begin().await?;
        let busy: i64 = sqlx::query_scalar(
            "SELECT (SELECT COUNT(*) FROM games WHERE channel_id = ?1 AND status = 'active')
                  + (SELECT COUNT(*) FROM challenges WHERE channel_id = ?1 AND status = 'pending')",
        )
        .bind(new.channel_id as i64)
        .fetch_one(&mut *tx)
        .await?;
        if busy > 0 {
            return Err(StoreError::ChannelBusy);
        }
        let config = new.options.config;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO challenges (guild_id, channel_id, challenger_id, players, mode, short,
                 swap, turn_limit, first, created_at, expires_at, rated)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        )
        .bind(new.guild_id as i64)
        .bind(new.channel_id as i64)
        .bind(new.players[0].user_id as i64)
        .bind(i64::from(config.players()))
        .bind(config.mode().name())
        .bind(config.short().map(i64::from))
        .bind(config.swap())
        .bind(new.options.turn_limit.map(|d| d.as_secs() as i64))
        .bind(new.first.name())
        .bind(new.created_at)
        .bind(new.expires_at)
        .bind(new.options.rated)
        .fetch_one(&mut *tx)
        .await?;
        for (position, p) in new.players.iter().enumerate() {
            sqlx::query(
                "INSERT INTO challenge_players (challenge_id, position, user_id, name, computer,
                     accepted) VALUES (?, ?, ?, ?, ?, ?)",
            )
            .bind(id)
            .bind(position as i64)
            .bind(p.user_id as i64)
            .bind(&p.name)
            .bind(p.computer.map(Level::name))
            .bind(position == 0 || p.computer.is_some())
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(id)
    }

    /// A challenge by id.
    pub async fn challenge(&self, id: i64) -> Result<Option<Challenge>, StoreError> {
        let row: Option<ChallengeRow> = sqlx::query_as(
            "SELECT id, guild_id, channel_id, players, mode, short, swap, turn_limit, first,
                    created_at, expires_at, status, game_id, rated
             FROM challenges WHERE id = ?",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else { return Ok(None) };
        let players: Vec<ChallengePlayerRow> = sqlx::query_as(
            "SELECT user_id, name, computer, accepted FROM challenge_players
             WHERE challenge_id = ? ORDER BY position",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        Ok(Some(Challenge {
            id: row.id,
            guild_id: row.guild_id as u64,
            channel_id: row.channel_id as u64,
            options: options_from_row(
                row.players,
                &row.mode,
                row.short,
                row.swap,
                row.turn_limit,
                row.rated,
            ),
            first: if row.first == "challenger" {
                FirstPlayer::Challenger
            } else {
                FirstPlayer::Random
            },
            created_at: row.created_at,
            expires_at: row.expires_at,
            status: ChallengeStatus::from_name(&row.status),
            players: players
                .into_iter()
                .map(|p| {
                    (
                        Player {
                            user_id: p.user_id as u64,
                            name: p.name,
                            computer: level_column(p.computer.as_deref()),
                        },
                        p.accepted,
                    )
                })
                .collect(),
            game_id: row.game_id,
        }))
    }

    /// The channel's open challenge, if any.
    pub async fn pending_challenge(
        &self,
        channel_id: u64,
    ) -> Result<Option<Challenge>, StoreError> {
        let id: Option<i64> = sqlx::query_scalar(
            "SELECT id FROM challenges WHERE channel_id = ? AND status = 'pending'",
        )
        .bind(channel_id as i64)
        .fetch_optional(&self.pool)
        .await?;
        match id {
            Some(id) => self.challenge(id).await,
            None => Ok(None),
        }
    }

    /// Open challenges that expired at `now`.
    pub async fn expired_challenges(&self, now: i64) -> Result<Vec<Challenge>, StoreError> {
        let ids: Vec<i64> = sqlx::query_scalar(
            "SELECT id FROM challenges WHERE status = 'pending' AND expires_at <= ? ORDER BY id",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?;
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            if let Some(c) = self.challenge(id).await? {
                out.push(c);
            }
        }
        Ok(out)
    }

    /// Moves an open challenge to `status`; [`StoreError::Conflict`] if it is not open any more.
    pub async fn close_challenge(
        &self,
        id: i64,
        status: ChallengeStatus,
    ) -> Result<(), StoreError> {
        let done =
            sqlx::query("UPDATE challenges SET status = ? WHERE id = ? AND status = 'pending'")
                .bind(status.name())
                .bind(id)
                .execute(&self.pool)
                .await?;
        if done.rows_affected() == 1 {
            Ok(())
        } else {
            Err(StoreError::Conflict)
        }
    }

    /// Records that `user_id` accepted an open challenge. When everyone has, the challenge
    /// closes and a game starts with `seats` (players in seat order), in the same transaction;
    /// returns its id.
    pub async fn accept_challenge(
        &self,
        id: i64,
        user_id: u64,
        seat_order: impl FnOnce(&[Player]) -> Vec<Player>,
        now: i64,
    ) -> Result<Option<i64>, StoreError> {
        let mut tx = self.begin().await?;
        let done = sqlx::query(
            "UPDATE challenge_players SET accepted = 1
             WHERE challenge_id = ? AND user_id = ?
               AND EXISTS (SELECT 1 FROM challenges WHERE id = ? AND status = 'pending')",
        )
        .bind(id)
        .bind(user_id as i64)
        .bind(id)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::Conflict);
        }
        let waiting: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM challenge_players WHERE challenge_id = ? AND accepted = 0",
        )
        .bind(id)
        .fetch_one(&mut *tx)
        .await?;
        if waiting > 0 {
            tx.commit().await?;
            return Ok(None);
        }
        let row: ChallengeRow = sqlx::query_as(
            "SELECT id, guild_id, channel_id, players, mode, short, swap, turn_limit, first,
                    created_at, expires_at, status, game_id, rated
             FROM challenges WHERE id = ?",
        )
        .bind(id)
        .fetch_one(&mut *tx)
        .await?;
        let players: Vec<SeatRow> = sqlx::query_as(
            "SELECT user_id, name, computer FROM challenge_players
             WHERE challenge_id = ? ORDER BY position",
        )
        .bind(id)
        .fetch_all(&mut *tx)
        .await?;
        let players: Vec<Player> = players
            .into_iter()
            .map(|p| Player {
                user_id: p.user_id as u64,
                name: p.name,
                computer: level_column(p.computer.as_deref()),
            })
            .collect();
        let active: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM games WHERE channel_id = ? AND status = 'active'",
        )
        .bind(row.channel_id)
        .fetch_one(&mut *tx)
        .await?;
        if active > 0 {
            return Err(StoreError::ChannelBusy);
        }
        let game_id: i64 = sqlx::query_scalar(
            "INSERT INTO games (guild_id, channel_id, players, mode, short, swap, turn_limit,
                 created_at, turn_started_at, rated)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        )
        .bind(row.guild_id)
        .bind(row.channel_id)
        .bind(row.players)
        .bind(&row.mode)
        .bind(row.short)
        .bind(row.swap)
        .bind(row.turn_limit)
        .bind(now)
        .bind(now)
        .bind(row.rated)
        .fetch_one(&mut *tx)
        .await?;
        for (i, p) in seat_order(&players).iter().enumerate() {
            sqlx::query(
                "INSERT INTO seats (game_id, seat, user_id, name, computer) VALUES (?, ?, ?, ?, ?)",
            )
            .bind(game_id)
            .bind(i as i64 + 1)
            .bind(p.user_id as i64)
            .bind(&p.name)
            .bind(p.computer.map(Level::name))
            .execute(&mut *tx)
            .await?;
        }
        sqlx::query("UPDATE challenges SET status = 'accepted', game_id = ? WHERE id = ?")
            .bind(game_id)
            .bind(id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Some(game_id))
    }

    /// Records that a message shows the buttons of challenge `id`, if it still waits for
    /// answers at `now` (pending and not expired); returns whether it does. Nothing is recorded
    /// for a closed challenge: its buttons should be greyed out at once.
    ///
    /// Checked and written in one transaction, so a message is either recorded before the
    /// challenge closes (and [`Store::challenge_messages`] lists it afterwards) or refused.
    pub async fn add_challenge_message(
        &self,
        id: i64,
        shown: ChallengeMessage,
        now: i64,
    ) -> Result<bool, StoreError> {
        let mut tx = self.begin().await?;
        let open: bool = sqlx::query_scalar(
            "SELECT EXISTS (SELECT 1 FROM challenges
                            WHERE id = ? AND status = 'pending' AND expires_at > ?)",
        )
        .bind(id)
        .bind(now)
        .fetch_one(&mut *tx)
        .await?;
        if open {
            sqlx::query(
                "INSERT OR IGNORE INTO challenge_messages (challenge_id, channel_id, message_id)
                 VALUES (?, ?, ?)",
            )
            .bind(id)
            .bind(shown.channel_id as i64)
            .bind(shown.message_id as i64)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(open)
    }

    /// The messages recorded as showing the buttons of challenge `id`, oldest first.
    pub async fn challenge_messages(&self, id: i64) -> Result<Vec<ChallengeMessage>, StoreError> {
        let rows: Vec<ChallengeMessageRow> = sqlx::query_as(
            "SELECT channel_id, message_id FROM challenge_messages
             WHERE challenge_id = ? ORDER BY message_id",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|r| ChallengeMessage {
                channel_id: r.channel_id as u64,
                message_id: r.message_id as u64,
            })
            .collect())
    }

    /// Forgets that message `message_id` shows the buttons of challenge `id` (no error if it
    /// was not recorded).
    pub async fn remove_challenge_message(
        &self,
        id: i64,
        message_id: u64,
    ) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM challenge_messages WHERE challenge_id = ? AND message_id = ?")
            .bind(id)
            .bind(message_id as i64)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    // ---- games ------------------------------------------------------------------------------

    /// A game with its seats and log.
    pub async fn game(&self, id: i64) -> Result<Option<StoredGame>, StoreError> {
        self.game_where("id = ?", id).await
    }

    /// The game that `pick` (what follows `WHERE`, with one `?` bound to `value`) selects, its
    /// seats and its log, read in one read transaction: one snapshot, so a turn written
    /// meanwhile is either wholly in it (the game's ply and its log entry) or not at all.
    async fn game_where(
        &self,
        pick: &'static str,
        value: i64,
    ) -> Result<Option<StoredGame>, StoreError> {
        let mut conn = self.pool.begin().await?;
        let row: Option<GameRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE {pick}"
        )))
        .bind(value)
        .fetch_optional(&mut *conn)
        .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let seats: Vec<SeatRow> = sqlx::query_as(
            "SELECT user_id, name, computer FROM seats WHERE game_id = ? ORDER BY seat",
        )
        .bind(row.id)
        .fetch_all(&mut *conn)
        .await?;
        let actions: Vec<LoggedAction> = sqlx::query_as(
            "SELECT ply, seat, action, at FROM actions WHERE game_id = ? ORDER BY ply",
        )
        .bind(row.id)
        .fetch_all(&mut *conn)
        .await?;
        conn.commit().await?;
        Ok(Some(Self::complete(row, seats, actions)))
    }

    fn complete(row: GameRow, seats: Vec<SeatRow>, actions: Vec<LoggedAction>) -> StoredGame {
        StoredGame {
            id: row.id,
            guild_id: row.guild_id as u64,
            channel_id: row.channel_id as u64,
            options: options_from_row(
                row.players,
                &row.mode,
                row.short,
                row.swap,
                row.turn_limit,
                row.rated,
            ),
            created_at: row.created_at,
            ply: row.ply,
            turn_started_at: row.turn_started_at,
            reminded: row.reminded,
            draw_offers: row.draw_offers as u8,
            finished_at: row.finished_at,
            seats: seats
                .into_iter()
                .map(|s| Player {
                    user_id: s.user_id as u64,
                    name: s.name,
                    computer: level_column(s.computer.as_deref()),
                })
                .collect(),
            actions,
        }
    }

    /// The channel's game in progress, if any.
    pub async fn active_game(&self, channel_id: u64) -> Result<Option<StoredGame>, StoreError> {
        self.game_where("channel_id = ? AND status = 'active'", channel_id as i64)
            .await
    }

    /// The channel's most recent game, running or finished.
    pub async fn latest_game(&self, channel_id: u64) -> Result<Option<StoredGame>, StoreError> {
        self.game_where(
            "channel_id = ? ORDER BY status = 'active' DESC, id DESC LIMIT 1",
            channel_id as i64,
        )
        .await
    }

    /// Ids of every game in progress.
    pub async fn active_game_ids(&self) -> Result<Vec<i64>, StoreError> {
        Ok(
            sqlx::query_scalar("SELECT id FROM games WHERE status = 'active' ORDER BY id")
                .fetch_all(&self.pool)
                .await?,
        )
    }

    /// Ids of games in progress with a turn limit whose player to act is due a reminder or
    /// out of time at `now`.
    pub async fn games_due(&self, now: i64) -> Result<Vec<i64>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT id FROM games WHERE status = 'active' AND turn_limit IS NOT NULL
               AND (turn_started_at + turn_limit * 1000 <= ?1
                    OR (reminded = 0 AND turn_started_at + turn_limit * 750 <= ?1))
             ORDER BY id",
        )
        .bind(now)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Ids of games in progress that have a computer seat.
    pub async fn games_with_computer(&self) -> Result<Vec<i64>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id
             WHERE g.status = 'active' AND s.computer IS NOT NULL ORDER BY g.id",
        )
        .fetch_all(&self.pool)
        .await?)
    }

    /// Appends one turn to a game's log, in one transaction guarded by the ply the caller
    /// saw: the game's ply moves on, draw offers are withdrawn, the next turn's clock starts,
    /// and a final turn records the result. [`StoreError::Conflict`] if the game moved on.
    pub async fn append_turn(&self, turn: &TurnWrite) -> Result<(), StoreError> {
        let mut tx = self.begin().await?;
        let (winners, reason) = match turn.outcome {
            Some(o) => (
                Some(o.winners().fold(0i64, |m, s| m | (1 << s.index()))),
                Some(o.reason().name()),
            ),
            None => (None, None),
        };
        let done = sqlx::query(
            "UPDATE games SET ply = ply + 1, draw_offers = 0,
                 turn_started_at = CASE WHEN ?6 THEN ?1 ELSE turn_started_at END,
                 reminded = CASE WHEN ?6 THEN 0 ELSE reminded END,
                 status = CASE WHEN ?2 IS NULL THEN 'active' ELSE 'finished' END,
                 winners = ?3, reason = ?2,
                 finished_at = CASE WHEN ?2 IS NULL THEN NULL ELSE ?1 END
             WHERE id = ?4 AND ply = ?5 AND status = 'active'",
        )
        .bind(turn.at)
        .bind(reason)
        .bind(winners)
        .bind(turn.game_id)
        .bind(turn.expected_ply)
        .bind(turn.restart_clock)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Err(StoreError::Conflict);
        }
        sqlx::query("INSERT INTO actions (game_id, ply, seat, action, at) VALUES (?, ?, ?, ?, ?)")
            .bind(turn.game_id)
            .bind(turn.expected_ply)
            .bind(i64::from(turn.seat.number()))
            .bind(&turn.action)
            .bind(turn.at)
            .execute(&mut *tx)
            .await?;
        if turn.outcome.is_some() {
            // Rating the game is part of its last turn.
            ratings::rate_finished(&mut tx, turn.game_id).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// Sets the seats offering a draw, guarded by the ply the caller saw.
    pub async fn set_draw_offers(
        &self,
        game_id: i64,
        expected_ply: i64,
        offers: u8,
    ) -> Result<(), StoreError> {
        let done = sqlx::query(
            "UPDATE games SET draw_offers = ? WHERE id = ? AND ply = ? AND status = 'active'",
        )
        .bind(i64::from(offers))
        .bind(game_id)
        .bind(expected_ply)
        .execute(&self.pool)
        .await?;
        if done.rows_affected() == 1 {
            Ok(())
        } else {
            Err(StoreError::Conflict)
        }
    }

    /// Notes that the player to act was reminded, guarded by the ply; `false` if the game
    /// moved on or the reminder was already sent.
    pub async fn mark_reminded(&self, game_id: i64, expected_ply: i64) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE games SET reminded = 1
             WHERE id = ? AND ply = ? AND status = 'active' AND reminded = 0",
        )
        .bind(game_id)
        .bind(expected_ply)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Ids of a user's games in a server: running ones first, then the latest finished.
    pub async fn games_of(
        &self,
        guild_id: u64,
        user_id: u64,
        limit: i64,
    ) -> Result<Vec<i64>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id
             WHERE g.guild_id = ? AND s.user_id = ?
             ORDER BY g.status = 'active' DESC, g.id DESC LIMIT ?",
        )
        .bind(guild_id as i64)
        .bind(user_id as i64)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?)
    }

    /// How many games a user has played (or plays) in a server.
    pub async fn count_games_of(&self, guild_id: u64, user_id: u64) -> Result<i64, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT COUNT(DISTINCT g.id) FROM games g JOIN seats s ON s.game_id = g.id
             WHERE g.guild_id = ? AND s.user_id = ?",
        )
        .bind(guild_id as i64)
        .bind(user_id as i64)
        .fetch_one(&self.pool)
        .await?)
    }

    /// Wins, losses and draws of every player of finished games in a server, best first
    /// (aborted games count for nobody).
    /// A player in several seats of one game (the computer) counts the game once: a win if any
    /// of its seats won.
    pub async fn stats(&self, guild_id: u64) -> Result<Vec<PlayerStats>, StoreError> {
        Ok(sqlx::query_as(
            "WITH results AS (
                 SELECT g.id, s.user_id,
                        CASE WHEN g.reason = 'draw' THEN 'draw'
                             WHEN MAX((g.winners >> (s.seat - 1)) & 1) = 1 THEN 'win'
                             ELSE 'loss' END AS result
                 FROM games g JOIN seats s ON s.game_id = g.id
                 WHERE g.guild_id = ? AND g.status = 'finished'
                   AND COALESCE(g.reason, '') NOT IN ('aborted', 'corrupt')
                 GROUP BY g.id, s.user_id)
             SELECT r.user_id,
                    (SELECT name FROM seats WHERE user_id = r.user_id
                     ORDER BY game_id DESC LIMIT 1) AS name,
                    SUM(result = 'win') AS wins,
                    SUM(result = 'loss') AS losses,
                    SUM(result = 'draw') AS draws
             FROM results r GROUP BY r.user_id
             ORDER BY wins DESC, losses ASC, draws DESC, name",
        )
        .bind(guild_id as i64)
        .fetch_all(&self.pool)
        .await?)
    }
}
