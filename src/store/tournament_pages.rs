//! What the tournaments' web pages read: whether a tournament's server made its pages public
//! (one query, before anything of the tournament is read), and a server's tournaments to list.

use super::database::Store;
use super::error::StoreError;
use super::ids::{ServerId, TournamentId};
use super::tournaments::Tournament;

impl Store {
    /// Whether tournament `id`'s server shows its pages to anyone (`web:public`); `false` for
    /// a tournament that does not exist. One query, whatever the tournament.
    pub async fn tournament_pages_public(&self, id: TournamentId) -> Result<bool, StoreError> {
        let sql = "SELECT COUNT(*) FROM tournaments t
             JOIN server_settings s ON s.guild_id = t.guild_id
             WHERE t.id = $1 AND s.web = 'public'";
        let found: i64 =
            db_run!(self, _db, pool => sqlx::query_scalar(sql).bind(id).fetch_one(pool).await?);
        Ok(found > 0)
    }

    /// Server `guild_id`'s tournaments for its web page: the running ones, the latest first,
    /// then the latest `finished` finished ones, the latest first.
    pub async fn server_tournaments(
        &self,
        guild_id: ServerId,
        finished: i64,
    ) -> Result<Vec<Tournament>, StoreError> {
        let running = "SELECT id FROM tournaments WHERE guild_id = $1 AND status = 'running'
             ORDER BY id DESC";
        let over = "SELECT id FROM tournaments WHERE guild_id = $1 AND status = 'finished'
             ORDER BY id DESC LIMIT $2";
        let mut ids: Vec<TournamentId> = db_run!(self, _db, pool => sqlx::query_scalar(running)
            .bind(guild_id)
            .fetch_all(pool)
            .await?);
        let ended: Vec<TournamentId> = db_run!(self, _db, pool => sqlx::query_scalar(over)
            .bind(guild_id)
            .bind(finished)
            .fetch_all(pool)
            .await?);
        ids.extend(ended);
        let mut out = Vec::with_capacity(ids.len());
        for id in ids {
            if let Some(t) = self.tournament(id).await? {
                out.push(t);
            }
        }
        Ok(out)
    }
}
