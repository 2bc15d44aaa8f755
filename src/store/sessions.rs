//! The web pages' sign-in sessions and the single use of "Play on the board" links
//! (docs/web.md, "Signing in"). The store keeps a hash of each session's secret, never the
//! secret; it knows nothing of cookies or Discord. Rows past their expiry are deleted as new
//! sessions open (a lazy sweep), so the tables stay the size of the sessions still good.

use super::database::Store;
use super::error::StoreError;
use super::ids::UserId;

/// A session to open: who, and until when.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewSession<'a> {
    /// The hash of the session's secret (hex; the caller hashes, the store compares).
    pub secret_hash: &'a str,
    /// The Discord user signed in.
    pub user_id: UserId,
    /// When it opens (Unix ms).
    pub now: i64,
    /// When it stops being good (Unix ms).
    pub expires_at: i64,
}

/// The sweep's SQL, run in the transaction that opens a session: sessions and nonces past
/// their expiry.
const SWEEP: [&str; 2] = [
    "DELETE FROM web_sessions WHERE expires_at <= $1",
    "DELETE FROM play_link_nonces WHERE expires_at <= $1",
];

const INSERT_SESSION: &str =
    "INSERT INTO web_sessions (secret_hash, user_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4)";

impl Store {
    /// Opens `session`, and deletes the sessions and link nonces past their expiry.
    pub async fn open_session(&self, session: NewSession<'_>) -> Result<(), StoreError> {
        db_run!(self, db, pool => {
            let mut tx = db::begin_write(pool).await?;
            for sql in SWEEP {
                sqlx::query(sql).bind(session.now).execute(&mut *tx).await?;
            }
            sqlx::query(INSERT_SESSION)
                .bind(session.secret_hash)
                .bind(session.user_id)
                .bind(session.now)
                .bind(session.expires_at)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Uses the play link's `nonce` (good until `nonce_expires`) to open `session`, in one
    /// transaction: `false`, and nothing written, when the nonce was used already.
    pub async fn open_session_once(
        &self,
        nonce: &str,
        nonce_expires: i64,
        session: NewSession<'_>,
    ) -> Result<bool, StoreError> {
        let used = "INSERT INTO play_link_nonces (nonce, expires_at) VALUES ($1, $2)
             ON CONFLICT (nonce) DO NOTHING";
        db_run!(self, db, pool => {
            let mut tx = db::begin_write(pool).await?;
            let fresh = sqlx::query(used)
                .bind(nonce)
                .bind(nonce_expires)
                .execute(&mut *tx)
                .await?
                .rows_affected()
                == 1;
            if !fresh {
                tx.rollback().await?;
                return Ok(false);
            }
            for sql in SWEEP {
                sqlx::query(sql).bind(session.now).execute(&mut *tx).await?;
            }
            sqlx::query(INSERT_SESSION)
                .bind(session.secret_hash)
                .bind(session.user_id)
                .bind(session.now)
                .bind(session.expires_at)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        });
        Ok(true)
    }

    /// The user of the session whose secret hashes to `secret_hash`, if it is good at `now`:
    /// neither expired nor ended.
    pub async fn session_user(
        &self,
        secret_hash: &str,
        now: i64,
    ) -> Result<Option<UserId>, StoreError> {
        let sql = "SELECT user_id FROM web_sessions
             WHERE secret_hash = $1 AND expires_at > $2 AND ended_at IS NULL";
        Ok(db_run!(self, _db, pool => sqlx::query_scalar(sql)
            .bind(secret_hash)
            .bind(now)
            .fetch_optional(pool)
            .await?))
    }

    /// Ends the session whose secret hashes to `secret_hash` at `now`: whether a good one was
    /// ended (an unknown, expired or already ended one is left as it is).
    pub async fn end_session(&self, secret_hash: &str, now: i64) -> Result<bool, StoreError> {
        let sql = "UPDATE web_sessions SET ended_at = $2
             WHERE secret_hash = $1 AND expires_at > $2 AND ended_at IS NULL";
        let done = db_run!(self, _db, pool => sqlx::query(sql)
            .bind(secret_hash)
            .bind(now)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(done == 1)
    }

    /// How many session rows and link nonces the store keeps (good, ended or not yet swept).
    pub async fn count_sessions(&self) -> Result<(i64, i64), StoreError> {
        let sql =
            "SELECT (SELECT COUNT(*) FROM web_sessions), (SELECT COUNT(*) FROM play_link_nonces)";
        let counts: (i64, i64) = db_run!(self, _db, pool => sqlx::query_as(sql)
            .fetch_one(pool)
            .await?);
        Ok(counts)
    }
}
