//! A server's games, a page at a time, for its web page.

use super::database::Store;
use super::error::StoreError;

/// Which of a server's games a page lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Listing<'a> {
    /// Every channel's (the console: one person's).
    All,
    /// Only these channels' (those everyone in the server can view).
    Channels(&'a [u64]),
}

impl Store {
    /// Ids of a page of a server's running (`running`) or finished games, newest first: `limit`
    /// of them after the first `offset`, of the channels `listing` allows. The channels are
    /// part of the query, so a page is never short for games of other channels; the query
    /// walks the server's games of that status from the newest down and stops at the page's
    /// end, never reading the whole server (PostgreSQL: `games_guild_running` or
    /// `games_guild_finished`, index only; SQLite: `games_guild`, in rowid order).
    pub async fn server_games(
        &self,
        guild_id: u64,
        running: bool,
        listing: Listing<'_>,
        offset: usize,
        limit: usize,
    ) -> Result<Vec<i64>, StoreError> {
        let status = if running { "active" } else { "finished" };
        let channels = match listing {
            Listing::All => String::new(),
            Listing::Channels([]) => return Ok(Vec::new()),
            Listing::Channels(ids) => {
                let marks: Vec<String> = (0..ids.len()).map(|i| format!("${}", i + 4)).collect();
                // `+channel_id`: not a column SQLite may look up by (games_channel would read
                // every game of the channels, then sort them), only a filter on the walk.
                format!(" AND +channel_id IN ({})", marks.join(", "))
            }
        };
        let sql = format!(
            "SELECT id FROM games WHERE guild_id = $1 AND status = '{status}'{channels}
             ORDER BY id DESC LIMIT $2 OFFSET $3"
        );
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        let offset = i64::try_from(offset).unwrap_or(i64::MAX);
        Ok(db_run!(self, _db, pool => {
            let mut q = sqlx::query_scalar(sqlx::AssertSqlSafe(sql.as_str()))
                .bind(guild_id as i64)
                .bind(limit)
                .bind(offset);
            if let Listing::Channels(ids) = listing {
                for &id in ids {
                    q = q.bind(id as i64);
                }
            }
            q.fetch_all(pool).await?
        }))
    }
}
