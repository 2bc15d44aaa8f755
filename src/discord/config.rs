//! The bot's configuration, from the environment (and a `.env` file, read by the binary).

use std::fmt;

/// A Discord bot token. Its `Debug` and `Display` never show it.
#[derive(Clone)]
pub struct Token(String);

impl Token {
    /// Checks the shape of a token as the Discord developer portal shows it: three non-empty,
    /// dot-separated base64url parts (a leading `Bot ` is accepted and dropped).
    pub fn parse(text: &str) -> Result<Token, ConfigError> {
        let text = text.trim();
        let text = text.strip_prefix("Bot ").unwrap_or(text);
        let parts: Vec<&str> = text.split('.').collect();
        let base64url = |part: &&str| {
            !part.is_empty()
                && part
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        };
        if parts.len() == 3 && parts.iter().all(base64url) {
            Ok(Token(text.to_string()))
        } else {
            Err(ConfigError::MalformedToken)
        }
    }

    /// The token itself, for the HTTP client.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(<hidden>)")
    }
}

/// What the bot needs to run.
#[derive(Clone, Debug)]
pub struct Config {
    /// The bot token (`DISCORD_TOKEN`).
    pub token: Token,
    /// The SQLite database (`DATABASE_URL`, default `sqlite://focus.db`).
    pub database_url: String,
    /// Register the commands in this server only, instantly (`DISCORD_GUILD_ID`); otherwise
    /// globally.
    pub guild_id: Option<u64>,
    /// A rate-limiting HTTP proxy for Discord's API (`DISCORD_HTTP_PROXY`), such as
    /// twilight-http-proxy; with it, serenity's own rate limiter is off.
    pub http_proxy: Option<String>,
}

/// The default database.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://focus.db";

/// A configuration problem, as one line for the person starting the bot.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ConfigError {
    /// No token.
    #[error(
        "DISCORD_TOKEN is not set: put the bot token from the Discord developer portal (Bot → \
         Reset Token) in the environment or in .env"
    )]
    MissingToken,
    /// A token of the wrong shape.
    #[error(
        "DISCORD_TOKEN does not look like a bot token (three dot-separated parts): copy it again \
         from the Discord developer portal (Bot → Reset Token)"
    )]
    MalformedToken,
    /// A server id that is not a number.
    #[error("DISCORD_GUILD_ID must be a server id (a number), got {0:?}")]
    BadGuildId(String),
    /// A proxy that is not an http(s) URL.
    #[error("DISCORD_HTTP_PROXY must be an http:// or https:// URL, got {0:?}")]
    BadProxy(String),
    /// A database URL the store cannot open.
    #[error("DATABASE_URL {0}")]
    BadDatabaseUrl(String),
}

impl Config {
    /// Reads the configuration from the process environment.
    pub fn from_env() -> Result<Config, ConfigError> {
        Config::from_lookup(|name| std::env::var(name).ok())
    }

    /// Reads the configuration through `lookup` (an environment variable by name).
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let set = |name: &str| lookup(name).filter(|v| !v.trim().is_empty());
        let token = Token::parse(&set("DISCORD_TOKEN").ok_or(ConfigError::MissingToken)?)?;
        let database_url = set("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.into());
        crate::store::check_url(&database_url).map_err(ConfigError::BadDatabaseUrl)?;
        let guild_id = set("DISCORD_GUILD_ID")
            .map(|v| {
                v.trim()
                    .parse::<u64>()
                    .ok()
                    .filter(|id| *id != 0)
                    .ok_or(ConfigError::BadGuildId(v))
            })
            .transpose()?;
        let http_proxy = set("DISCORD_HTTP_PROXY")
            .map(|v| {
                let v = v.trim().to_string();
                if v.starts_with("http://") || v.starts_with("https://") {
                    Ok(v)
                } else {
                    Err(ConfigError::BadProxy(v))
                }
            })
            .transpose()?;
        Ok(Config {
            token,
            database_url,
            guild_id,
            http_proxy,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        Config::from_lookup(|name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        })
    }

    const TOKEN: &str = "MTEwMDAwMDAwMDAwMDAwMDAwMQ.GAbCdE.abcdefghijklmnopqrstuvwxyz0123456789AB";

    #[test]
    fn token_is_required_and_checked() {
        assert_eq!(config(&[]).unwrap_err(), ConfigError::MissingToken);
        assert_eq!(
            config(&[("DISCORD_TOKEN", "  ")]).unwrap_err(),
            ConfigError::MissingToken
        );
        for bad in ["abc", "a.b", "a..c", "a.b.c.d", "a b.c.d", "a.b.c\"; rm"] {
            assert_eq!(
                config(&[("DISCORD_TOKEN", bad)]).unwrap_err(),
                ConfigError::MalformedToken,
                "{bad}"
            );
        }
    }

    #[test]
    fn defaults_and_options() {
        let c = config(&[("DISCORD_TOKEN", TOKEN)]).unwrap();
        assert_eq!(c.database_url, DEFAULT_DATABASE_URL);
        assert_eq!(c.guild_id, None);
        assert_eq!(c.http_proxy, None);
        let c = config(&[
            ("DISCORD_TOKEN", &format!("Bot {TOKEN}")),
            ("DISCORD_GUILD_ID", "1100000000000000100"),
            ("DISCORD_HTTP_PROXY", "http://127.0.0.1:3000"),
            ("DATABASE_URL", "sqlite://x.db"),
        ])
        .unwrap();
        assert_eq!(c.token.expose(), TOKEN);
        assert_eq!(c.guild_id, Some(1_100_000_000_000_000_100));
        assert_eq!(c.http_proxy.as_deref(), Some("http://127.0.0.1:3000"));
        assert_eq!(c.database_url, "sqlite://x.db");
        assert!(matches!(
            config(&[("DISCORD_TOKEN", TOKEN), ("DISCORD_GUILD_ID", "general")]),
            Err(ConfigError::BadGuildId(_))
        ));
        assert!(matches!(
            config(&[
                ("DISCORD_TOKEN", TOKEN),
                ("DISCORD_HTTP_PROXY", "127.0.0.1:3000")
            ]),
            Err(ConfigError::BadProxy(_))
        ));
    }

    #[test]
    fn the_token_never_shows() {
        let c = config(&[("DISCORD_TOKEN", TOKEN)]).unwrap();
        assert!(!format!("{c:?}").contains("GAbCdE"));
    }
}
