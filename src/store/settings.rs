//! Each server's settings: the default turn time limit, the language of public posts, the
//! channels games may start in, whether the board answers privately, and a role for reminders.
//! Also the display names the console remembers.

use std::time::Duration;

use super::database::Store;
use super::error::StoreError;
use super::ids::{ChannelId, GameId, ServerId};

/// A server's settings; [`Default`] is a server that never changed any.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ServerSettings {
    /// The turn time limit of new challenges: `None` for the bot's default (3 days),
    /// `Some(None)` for no limit.
    pub turn_limit: Option<Option<Duration>>,
    /// The language of public posts (`en`, `fr`, `it`, `ja`); `None` for English.
    pub language: Option<String>,
    /// Whether `/focus board` answers only the caller.
    pub board_private: bool,
    /// A role mentioned in turn reminders.
    pub reminder_role: Option<u64>,
    /// The channels where games may be started, sorted; empty for any channel.
    pub channels: Vec<ChannelId>,
    /// Whether its games have web pages, and who may see them.
    pub web: WebMode,
    /// Whether only members with Manage Events may create tournaments.
    pub tournaments_restricted: bool,
    /// Which games allow a takeback by agreement.
    pub takeback: TakebackMode,
}

/// Which of a server's games allow a takeback by agreement, stored by name: `casual` (the
/// default: unrated games only), `all` (rated games too) or `off`. Tournament games never do.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, strum::IntoStaticStr, strum::EnumString,
)]
#[strum(serialize_all = "lowercase")]
pub enum TakebackMode {
    /// Unrated games only.
    #[default]
    Casual,
    /// Rated and unrated games.
    All,
    /// No takebacks.
    Off,
}

impl TakebackMode {
    /// Whether a game that is `rated` or not allows a takeback.
    #[must_use]
    pub fn allows(self, rated: bool) -> bool {
        match self {
            TakebackMode::Casual => !rated,
            TakebackMode::All => true,
            TakebackMode::Off => false,
        }
    }
}

/// A server's web pages, stored by name: `on` (the default: links carry a token), `off` (no
/// pages, no links) or `public` (no token needed).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, strum::IntoStaticStr, strum::EnumString,
)]
#[strum(serialize_all = "lowercase")]
pub enum WebMode {
    /// Pages for whoever has a link (it carries the token).
    #[default]
    On,
    /// No pages and no links.
    Off,
    /// Pages for anyone, no token needed.
    Public,
}

#[derive(sqlx::FromRow)]
struct SettingsRow {
    pub turn_limit: Option<i64>,
    pub language: Option<String>,
    pub board_private: bool,
    pub reminder_role: Option<i64>,
    pub web: String,
    pub tournaments_restricted: bool,
    pub takeback: String,
}

impl ServerSettings {
    /// The settings from their row (none: the defaults) and the game channels.
    fn from_row(row: Option<SettingsRow>, channels: Vec<ChannelId>) -> ServerSettings {
        match row {
            None => ServerSettings {
                channels,
                ..ServerSettings::default()
            },
            Some(r) => ServerSettings {
                turn_limit: r
                    .turn_limit
                    .map(|s| (s > 0).then(|| Duration::from_secs(u64::try_from(s).unwrap_or(0)))),
                language: r.language,
                board_private: r.board_private,
                reminder_role: r.reminder_role.map(|r| r as u64),
                channels,
                // An unknown name (a newer bot's) keeps the pages private.
                web: r.web.parse().unwrap_or_default(),
                tournaments_restricted: r.tournaments_restricted,
                // An unknown name (a newer bot's) keeps the default.
                takeback: r.takeback.parse().unwrap_or_default(),
            },
        }
    }

    /// The stored turn limit: NULL for the default, 0 for none, else seconds.
    fn limit_column(&self) -> Option<i64> {
        self.turn_limit
            .map(|l| l.map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX)))
    }
}

/// What a remembered name names, stored as `user` or `channel`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, strum::IntoStaticStr)]
#[strum(serialize_all = "lowercase")]
pub enum NameKind {
    /// A user.
    User,
    /// A channel.
    Channel,
}

impl Store {
    /// A server's settings (the defaults when its admins never changed any).
    pub async fn server_settings(&self, guild_id: ServerId) -> Result<ServerSettings, StoreError> {
        let row_sql = "SELECT turn_limit, language, board_private, reminder_role, web,
                 tournaments_restricted, takeback FROM server_settings WHERE guild_id = $1";
        let channels_sql =
            "SELECT channel_id FROM game_channels WHERE guild_id = $1 ORDER BY channel_id";
        let (row, channels): (Option<SettingsRow>, Vec<ChannelId>) = db_run!(self, _db, pool => (
            sqlx::query_as(row_sql)
                .bind(guild_id)
                .fetch_optional(pool)
                .await?,
            sqlx::query_scalar(channels_sql)
                .bind(guild_id)
                .fetch_all(pool)
                .await?,
        ));
        Ok(ServerSettings::from_row(row, channels))
    }

    /// Whether game `id`'s server made its web pages public (`web:public`): one indexed
    /// query, the same whether the game exists or not (`false` then), so a page's link that
    /// does not carry the game's token costs the same for every game number.
    pub async fn game_pages_public(&self, id: GameId) -> Result<bool, StoreError> {
        let sql = "SELECT COUNT(*) FROM games g JOIN server_settings s ON s.guild_id = g.guild_id
             WHERE g.id = $1 AND s.web = 'public'";
        let found: i64 =
            db_run!(self, _db, pool => sqlx::query_scalar(sql).bind(id).fetch_one(pool).await?);
        Ok(found > 0)
    }

    /// Saves a server's settings, all at once.
    pub async fn save_server_settings(
        &self,
        guild_id: ServerId,
        settings: &ServerSettings,
    ) -> Result<(), StoreError> {
        let guild = guild_id.stored();
        db_run!(self, db, pool => {
            let mut tx = db::begin_write(pool).await?;
            // Two saves of one server's settings run one after the other, so the channel list
            // is one or the other, never a mix.
            db::lock(&mut tx, guild).await?;
            sqlx::query(
                "INSERT INTO server_settings (guild_id, turn_limit, language, board_private,
                                              reminder_role, web, tournaments_restricted,
                                              takeback)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
                 ON CONFLICT (guild_id) DO UPDATE SET turn_limit = $2, language = $3,
                     board_private = $4, reminder_role = $5, web = $6,
                     tournaments_restricted = $7, takeback = $8",
            )
            .bind(guild)
            .bind(settings.limit_column())
            .bind(&settings.language)
            .bind(settings.board_private)
            .bind(settings.reminder_role.map(|r| r as i64))
            .bind(<&str>::from(settings.web))
            .bind(settings.tournaments_restricted)
            .bind(<&str>::from(settings.takeback))
            .execute(&mut *tx)
            .await?;
            sqlx::query("DELETE FROM game_channels WHERE guild_id = $1")
                .bind(guild)
                .execute(&mut *tx)
                .await?;
            for &channel in &settings.channels {
                sqlx::query("INSERT INTO game_channels (guild_id, channel_id) VALUES ($1, $2)")
                    .bind(guild)
                    .bind(channel)
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await?;
        });
        Ok(())
    }

    /// Remembers (or renames) a user's or a channel's display name.
    pub async fn remember_name(
        &self,
        kind: NameKind,
        id: u64,
        name: &str,
    ) -> Result<(), StoreError> {
        let sql = "INSERT INTO names (kind, id, name) VALUES ($1, $2, $3)
             ON CONFLICT (kind, id) DO UPDATE SET name = excluded.name";
        db_run!(self, _db, pool => sqlx::query(sql)
            .bind(<&str>::from(kind))
            .bind(id as i64)
            .bind(name)
            .execute(pool)
            .await?
            .rows_affected());
        Ok(())
    }

    /// Every remembered name of a kind, as (id, name).
    pub async fn names(&self, kind: NameKind) -> Result<Vec<(u64, String)>, StoreError> {
        let sql = "SELECT id, name FROM names WHERE kind = $1";
        let rows: Vec<(i64, String)> = db_run!(self, _db, pool => sqlx::query_as(sql)
            .bind(<&str>::from(kind))
            .fetch_all(pool)
            .await?);
        Ok(rows.into_iter().map(|(id, n)| (id as u64, n)).collect())
    }
}
