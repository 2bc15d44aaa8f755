//! The outbox: the public posts committed changes must make (a turn's board, the computer's
//! turn, a forfeit, a game over, a reminder, an expired challenge). A post is written in the
//! same transaction as its change ([`Store::append_turn_posting`], [`Store::remind_posting`]),
//! so a change is never without its post; the front end delivers it and marks it sent with the
//! message Discord confirmed, retries it when it failed, or gives it up when Discord says it
//! never can be posted. A channel's posts leave in order: only its first waiting post is due.

use super::database::Store;
use super::error::StoreError;
use super::ids::{ChannelId, GameId, ServerId};

/// What an outbox post is about.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PostKind {
    /// A player's turn (a move, a resignation, a draw).
    Turn,
    /// The computer's turn.
    Computer,
    /// A forfeit on time.
    Forfeit,
    /// A turn that ended the game.
    GameOver,
    /// A reminder that a quarter of the turn's time is left.
    Reminder,
    /// A challenge nobody answered in time.
    Expired,
    /// A season's final standings.
    Season,
    /// A tournament's post: its sign-up, a round's tables, a table's game starting, the final.
    Tournament,
}

impl PostKind {
    /// Its name in the table.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            PostKind::Turn => "turn",
            PostKind::Computer => "computer",
            PostKind::Forfeit => "forfeit",
            PostKind::GameOver => "game-over",
            PostKind::Reminder => "reminder",
            PostKind::Expired => "expired",
            PostKind::Season => "season",
            PostKind::Tournament => "tournament",
        }
    }

    /// The kind a name in the table stands for.
    #[must_use]
    pub fn from_name(name: &str) -> Option<PostKind> {
        [
            PostKind::Turn,
            PostKind::Computer,
            PostKind::Forfeit,
            PostKind::GameOver,
            PostKind::Reminder,
            PostKind::Expired,
            PostKind::Season,
            PostKind::Tournament,
        ]
        .into_iter()
        .find(|k| k.name() == name)
    }
}

/// A post to write into the outbox.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct NewPost {
    /// The server.
    pub guild_id: ServerId,
    /// The channel to post in.
    pub channel_id: ChannelId,
    /// The game and the log length the post shows, when it is a game's post.
    pub game: Option<(GameId, i64)>,
    /// What it is about.
    pub kind: PostKind,
    /// What to post (the front end's JSON; the store does not read it).
    pub payload: String,
    /// Discord's message nonce: unique, at most 25 characters.
    pub nonce: String,
    /// When it is first due (Unix ms).
    pub due_at: i64,
    /// Now (Unix ms).
    pub created_at: i64,
}

/// Where an outbox post stands.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PostState {
    /// Not yet confirmed by Discord.
    Waiting,
    /// Discord confirmed it as this message.
    Sent {
        /// The message's id.
        message_id: u64,
    },
    /// Discord said it can never be posted (the channel is gone or closed to the bot).
    GivenUp {
        /// Why.
        reason: String,
    },
}

/// A post in the outbox.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Post {
    /// Its id: the order posts were written in.
    pub id: i64,
    /// The server.
    pub guild_id: ServerId,
    /// The channel to post in.
    pub channel_id: ChannelId,
    /// The game and the log length the post shows, when it is a game's post.
    pub game: Option<(GameId, i64)>,
    /// What it is about.
    pub kind: PostKind,
    /// What to post.
    pub payload: String,
    /// Discord's message nonce.
    pub nonce: String,
    /// Where it stands.
    pub state: PostState,
    /// The attempts made so far.
    pub attempts: i64,
    /// When the next attempt is due (Unix ms).
    pub due_at: i64,
    /// When it was written (Unix ms).
    pub created_at: i64,
}

#[derive(sqlx::FromRow)]
struct PostRow {
    id: i64,
    guild_id: ServerId,
    channel_id: ChannelId,
    game_id: Option<GameId>,
    ply: Option<i64>,
    kind: String,
    payload: String,
    nonce: String,
    state: String,
    message_id: Option<i64>,
    reason: Option<String>,
    attempts: i64,
    due_at: i64,
    created_at: i64,
}

const POST_COLUMNS: &str = "id, guild_id, channel_id, game_id, ply, kind, payload, nonce, state, \
     message_id, reason, attempts, due_at, created_at";

impl TryFrom<PostRow> for Post {
    type Error = StoreError;

    fn try_from(row: PostRow) -> Result<Post, StoreError> {
        let corrupt = |reason: String| StoreError::CorruptRow {
            table: "outbox",
            id: row.id,
            reason,
        };
        let kind =
            PostKind::from_name(&row.kind).ok_or_else(|| corrupt(format!("kind {}", row.kind)))?;
        let state = match (row.state.as_str(), row.message_id, &row.reason) {
            ("waiting", _, _) => PostState::Waiting,
            ("sent", Some(id), _) => PostState::Sent {
                message_id: id as u64,
            },
            ("given-up", _, reason) => PostState::GivenUp {
                reason: reason.clone().unwrap_or_default(),
            },
            (state, ..) => return Err(corrupt(format!("state {state}"))),
        };
        let game = match (row.game_id, row.ply) {
            (Some(g), Some(p)) => Some((g, p)),
            (None, None) => None,
            _ => return Err(corrupt("a game without its ply".to_string())),
        };
        Ok(Post {
            id: row.id,
            guild_id: row.guild_id,
            channel_id: row.channel_id,
            game,
            kind,
            payload: row.payload,
            nonce: row.nonce,
            state,
            attempts: row.attempts,
            due_at: row.due_at,
            created_at: row.created_at,
        })
    }
}

/// Writes `$post` (a [`NewPost`]) into the outbox inside the transaction `$tx`, giving its id.
macro_rules! insert_post {
    ($tx:ident, $post:expr) => {{
        let post: &$crate::store::outbox::NewPost = $post;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO outbox (guild_id, channel_id, game_id, ply, kind, payload, nonce,
                 due_at, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id",
        )
        .bind(post.guild_id)
        .bind(post.channel_id)
        .bind(post.game.map(|g| g.0))
        .bind(post.game.map(|g| g.1))
        .bind(post.kind.name())
        .bind(&post.payload)
        .bind(&post.nonce)
        .bind(post.due_at)
        .bind(post.created_at)
        .fetch_one(&mut *$tx)
        .await?;
        id
    }};
}
pub(super) use insert_post;

impl Store {
    /// Writes a post on its own (a change with no transaction of its own to join): its id.
    pub async fn add_post(&self, post: &NewPost) -> Result<i64, StoreError> {
        Ok(db_run!(self, db, pool => {
            let mut tx = db::begin_write(pool).await?;
            let id = insert_post!(tx, post);
            tx.commit().await?;
            id
        }))
    }

    /// The post `id`.
    pub async fn post(&self, id: i64) -> Result<Option<Post>, StoreError> {
        let sql = format!("SELECT {POST_COLUMNS} FROM outbox WHERE id = $1");
        let row: Option<PostRow> = db_run!(self, _db, pool => sqlx::query_as(
            sqlx::AssertSqlSafe(sql)).bind(id).fetch_optional(pool).await?);
        row.map(Post::try_from).transpose()
    }

    /// The posts of a channel, oldest first.
    pub async fn posts_in(&self, channel_id: ChannelId) -> Result<Vec<Post>, StoreError> {
        let sql = format!("SELECT {POST_COLUMNS} FROM outbox WHERE channel_id = $1 ORDER BY id");
        let rows: Vec<PostRow> = db_run!(self, _db, pool => sqlx::query_as(
            sqlx::AssertSqlSafe(sql)).bind(channel_id).fetch_all(pool).await?);
        rows.into_iter().map(Post::try_from).collect()
    }

    /// The posts due at `now`, oldest first, at most `limit`: each channel's first waiting
    /// post when it is due (a channel's later post never overtakes an earlier one).
    pub async fn posts_due(&self, now: i64, limit: i64) -> Result<Vec<Post>, StoreError> {
        let sql = format!(
            "SELECT {POST_COLUMNS} FROM outbox o
             WHERE state = 'waiting' AND due_at <= $1
               AND id = (SELECT MIN(w.id) FROM outbox w
                         WHERE w.channel_id = o.channel_id AND w.state = 'waiting')
             ORDER BY id LIMIT $2"
        );
        let rows: Vec<PostRow> = db_run!(self, _db, pool => sqlx::query_as(
            sqlx::AssertSqlSafe(sql)).bind(now).bind(limit).fetch_all(pool).await?);
        rows.into_iter().map(Post::try_from).collect()
    }

    /// When the next waiting post is due (Unix ms), if any waits.
    pub async fn next_post_due(&self) -> Result<Option<i64>, StoreError> {
        let sql = "SELECT MIN(due_at) FROM outbox WHERE state = 'waiting'";
        Ok(db_run!(self, _db, pool => sqlx::query_scalar(sql).fetch_one(pool).await?))
    }

    /// How many posts of post `id`'s channel, written before it, wait to be delivered.
    pub async fn posts_waiting_before(&self, id: i64) -> Result<i64, StoreError> {
        let sql = "SELECT COUNT(*) FROM outbox
                   WHERE state = 'waiting' AND id < $1
                     AND channel_id = (SELECT channel_id FROM outbox WHERE id = $2)";
        Ok(
            db_run!(self, _db, pool => sqlx::query_scalar(sql).bind(id).bind(id).fetch_one(pool).await?),
        )
    }

    /// How many posts wait to be delivered.
    pub async fn posts_waiting(&self) -> Result<i64, StoreError> {
        let sql = "SELECT COUNT(*) FROM outbox WHERE state = 'waiting'";
        Ok(db_run!(self, _db, pool => sqlx::query_scalar(sql).fetch_one(pool).await?))
    }

    /// Replaces a waiting post's payload and due time (the service completes a post after its
    /// change committed). Whether it still waited.
    pub async fn complete_post(
        &self,
        id: i64,
        payload: &str,
        due_at: i64,
    ) -> Result<bool, StoreError> {
        let sql = "UPDATE outbox SET payload = $1, due_at = $2 WHERE id = $3 AND state = 'waiting'";
        let done = db_run!(self, _db, pool => sqlx::query(sql)
            .bind(payload).bind(due_at).bind(id).execute(pool).await?.rows_affected());
        Ok(done == 1)
    }

    /// Makes a waiting post due at `due_at` (a reply that failed: the worker posts it now).
    pub async fn post_due_at(&self, id: i64, due_at: i64) -> Result<(), StoreError> {
        let sql = "UPDATE outbox SET due_at = $1 WHERE id = $2 AND state = 'waiting'";
        db_run!(self, _db, pool => sqlx::query(sql)
            .bind(due_at).bind(id).execute(pool).await?.rows_affected());
        Ok(())
    }

    /// Marks a post sent as message `message_id` (an attempt, if none was noted: a command's
    /// answer showed it). Whether it was waiting (a post is sent once).
    pub async fn mark_post_sent(&self, id: i64, message_id: u64) -> Result<bool, StoreError> {
        let sql = "UPDATE outbox SET state = 'sent', message_id = $1,
                    attempts = CASE WHEN attempts = 0 THEN 1 ELSE attempts END
             WHERE id = $2 AND state = 'waiting'";
        let done = db_run!(self, _db, pool => sqlx::query(sql)
            .bind(message_id as i64).bind(id).execute(pool).await?.rows_affected());
        Ok(done == 1)
    }

    /// Notes that an attempt at a waiting post begins, before anything is sent: a process that
    /// finds attempts it did not make itself (it restarted, or took the delivery over) does not
    /// know how they went.
    pub async fn begin_post_attempt(&self, id: i64) -> Result<(), StoreError> {
        let sql = "UPDATE outbox SET attempts = attempts + 1 WHERE id = $1 AND state = 'waiting'";
        db_run!(self, _db, pool => sqlx::query(sql)
            .bind(id).execute(pool).await?.rows_affected());
        Ok(())
    }

    /// Puts a waiting post off after a failed attempt: the next is due at `due_at`.
    pub async fn retry_post(&self, id: i64, due_at: i64) -> Result<(), StoreError> {
        let sql = "UPDATE outbox SET due_at = $1 WHERE id = $2 AND state = 'waiting'";
        db_run!(self, _db, pool => sqlx::query(sql)
            .bind(due_at).bind(id).execute(pool).await?.rows_affected());
        Ok(())
    }

    /// Gives up every waiting post of a channel Discord will never take posts in, for
    /// `reason`: how many.
    pub async fn give_up_channel(
        &self,
        channel_id: ChannelId,
        reason: &str,
    ) -> Result<u64, StoreError> {
        let sql = "UPDATE outbox SET state = 'given-up', reason = $1
             WHERE channel_id = $2 AND state = 'waiting'";
        Ok(db_run!(self, _db, pool => sqlx::query(sql)
            .bind(reason).bind(channel_id).execute(pool).await?.rows_affected()))
    }
}
