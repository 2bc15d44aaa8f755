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

/// One setting the bot reads from the environment (or `.env`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setting {
    /// The variable's name.
    pub name: &'static str,
    /// Its value when unset, as `.env` would write it; empty when unset means off (or, for
    /// the token, that the bot cannot start).
    pub default: &'static str,
}

/// Every setting the bot reads, in `.env.example`'s order: the one list `.env.example`, the
/// docs and the deployment files are checked against.
pub const SETTINGS: &[Setting] = &[
    Setting {
        name: "DISCORD_TOKEN",
        default: "",
    },
    Setting {
        name: "DATABASE_URL",
        default: DEFAULT_DATABASE_URL,
    },
    Setting {
        name: "SHARDS",
        default: "",
    },
    Setting {
        name: "TOTAL_SHARDS",
        default: "",
    },
    Setting {
        name: "DISCORD_GUILD_ID",
        default: "",
    },
    Setting {
        name: "DISCORD_HTTP_PROXY",
        default: "",
    },
    Setting {
        name: "RUST_LOG",
        default: DEFAULT_LOG_FILTER,
    },
    Setting {
        name: "LOG_FORMAT",
        default: "text",
    },
    Setting {
        name: "WEB_ADDR",
        default: "",
    },
    Setting {
        name: "WEB_SECRET",
        default: "",
    },
    Setting {
        name: "PUBLIC_URL",
        default: "",
    },
    Setting {
        name: "DISCORD_CLIENT_ID",
        default: "",
    },
    Setting {
        name: "DISCORD_CLIENT_SECRET",
        default: "",
    },
    Setting {
        name: "DISCORD_AUTHORIZE_URL",
        default: crate::web::AUTHORIZE_URL,
    },
    Setting {
        name: "METRICS_ADDR",
        default: DEFAULT_METRICS_ADDR,
    },
];

/// Where the operator's HTTP server (the probes with their reasons, and `/metrics`) listens
/// unless `METRICS_ADDR` says otherwise: loopback only.
pub const DEFAULT_METRICS_ADDR: &str = "127.0.0.1:9100";

/// The shortest `WEB_SECRET` taken: 32 bytes (of its UTF-8; `openssl rand -hex 32` gives 64).
pub const WEB_SECRET_MIN: usize = 32;

/// The fewest different bytes a `WEB_SECRET` must have: fewer is a word repeated, a key held
/// down, not a random string.
const WEB_SECRET_DISTINCT: usize = 10;

/// Why `secret` is too weak to sign the pages' links, or `None`: shorter than
/// [`WEB_SECRET_MIN`] bytes, fewer than [`WEB_SECRET_DISTINCT`] different bytes, a shorter
/// string repeated (`abcdabcd…`, also cut short at the end), or a run counting up or down
/// (`abcdefgh…`, `0123…`) for most of its length.
fn weak_web_secret(secret: &str) -> Option<ConfigError> {
    let bytes = secret.as_bytes();
    if bytes.len() < WEB_SECRET_MIN {
        return Some(ConfigError::ShortWebSecret(bytes.len()));
    }
    let distinct = bytes
        .iter()
        .collect::<std::collections::BTreeSet<_>>()
        .len();
    let repeated =
        (1..=bytes.len() / 2).any(|p| bytes.iter().zip(&bytes[p..]).all(|(a, b)| a == b));
    let counting = bytes
        .windows(2)
        .filter(|w| w[0].abs_diff(w[1]) == 1)
        .count();
    (distinct < WEB_SECRET_DISTINCT || repeated || counting * 2 > bytes.len())
        .then_some(ConfigError::WeakWebSecret)
}

/// The key of the web pages' link tokens (`WEB_SECRET`), never shown in logs.
#[derive(Clone)]
pub struct WebSecret(String);

impl WebSecret {
    /// The key itself.
    #[must_use]
    pub fn expose(&self) -> &[u8] {
        self.0.as_bytes()
    }
}

impl fmt::Debug for WebSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("WebSecret(<hidden>)")
    }
}

/// The log levels when `RUST_LOG` is unset (tracing's `EnvFilter` syntax).
pub const DEFAULT_LOG_FILTER: &str = "info";

/// How the bot writes its logs (`LOG_FORMAT`), to standard error.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LogFormat {
    /// Lines for people, coloured only when standard error is a terminal.
    #[default]
    Text,
    /// One JSON object per line, for a log collector.
    Json,
}

impl LogFormat {
    /// Reads `text` or `json` (any case).
    pub fn parse(text: &str) -> Result<LogFormat, ConfigError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "text" => Ok(LogFormat::Text),
            "json" => Ok(LogFormat::Json),
            _ => Err(ConfigError::BadLogFormat(text.to_string())),
        }
    }
}

/// What the bot needs to run.
#[derive(Clone, Debug)]
pub struct Config {
    /// The bot token (`DISCORD_TOKEN`).
    pub token: Token,
    /// The database (`DATABASE_URL`: `sqlite://…`, the default `sqlite://focus.db`, or
    /// `postgres://…`).
    pub database_url: String,
    /// Register the commands in this server only, instantly (`DISCORD_GUILD_ID`); otherwise
    /// globally.
    pub guild_id: Option<u64>,
    /// A rate-limiting HTTP proxy for Discord's API (`DISCORD_HTTP_PROXY`), such as
    /// twilight-http-proxy; with it, serenity's own rate limiter is off.
    pub http_proxy: Option<String>,
    /// The shards this process runs (`SHARDS` and `TOTAL_SHARDS`, or `run --shards --total`);
    /// `None`: all of them, as many as Discord recommends.
    pub shards: Option<Shards>,
    /// How the logs are written (`LOG_FORMAT`: `text`, the default, or `json`).
    pub log_format: LogFormat,
    /// Where the bot's HTTP server listens (`WEB_ADDR`, such as `0.0.0.0:8080`): `/healthz`,
    /// `/readyz`; `None`: no server.
    pub web_addr: Option<std::net::SocketAddr>,
    /// The key of the game pages' links (`WEB_SECRET`); `None`: the HTTP server serves no
    /// pages and posts carry no links.
    pub web_secret: Option<WebSecret>,
    /// The address people reach the HTTP server at, for the links in posts (`PUBLIC_URL`, such
    /// as `https://focus.example.org`); `None`: `http://` and `WEB_ADDR`.
    pub public_url: Option<String>,
    /// Signing in on the pages with Discord (`DISCORD_CLIENT_ID` and `DISCORD_CLIENT_SECRET`,
    /// given together); `None`: no sign-in (the play links still open sessions).
    pub sign_in: Option<SignInClient>,
    /// Where the operator's HTTP server listens (`METRICS_ADDR`, `DEFAULT_METRICS_ADDR`
    /// unless set): `/healthz`, `/readyz` with its reasons, `/metrics`; `None` (`off`): none.
    pub metrics_addr: Option<std::net::SocketAddr>,
    /// Whether `METRICS_ADDR` was set: an address set that cannot be listened on stops the
    /// bot; the default one, taken by another process on the machine, is only warned about.
    pub metrics_addr_set: bool,
}

/// The application's OAuth2 client, for signing in on the pages: its id (the application's,
/// developer portal → OAuth2 → Client ID) and its secret, which `Debug` never shows.
#[derive(Clone, Debug)]
pub struct SignInClient {
    /// `DISCORD_CLIENT_ID`.
    pub client_id: u64,
    /// `DISCORD_CLIENT_SECRET`.
    pub secret: crate::web::ClientSecret,
    /// Discord's authorize page, where readers are sent (`DISCORD_AUTHORIZE_URL`: Discord's
    /// own unless a test's fake Discord serves it).
    pub authorize_url: String,
}

/// A range of shards out of a total: Discord sends a server's events to shard
/// `(guild_id >> 22) % total`, so processes running `0-3` and `4-7` of 8 share the servers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Shards {
    /// The first shard this process runs.
    pub first: u32,
    /// The last one (inclusive).
    pub last: u32,
    /// How many shards all the processes run together.
    pub total: u32,
}

impl Shards {
    /// Reads `range` (`0-3`, or one shard `2`) out of `total` shards.
    pub fn parse(range: &str, total: &str) -> Result<Shards, ConfigError> {
        let bad = || ConfigError::BadShards(format!("{range:?} of {total:?}"));
        let total: u32 = total.trim().parse().map_err(|_| bad())?;
        let (first, last) = match range.trim().split_once('-') {
            Some((a, b)) => (
                a.trim().parse().map_err(|_| bad())?,
                b.trim().parse().map_err(|_| bad())?,
            ),
            None => {
                let one = range.trim().parse().map_err(|_| bad())?;
                (one, one)
            }
        };
        if first > last || last >= total {
            return Err(bad());
        }
        Ok(Shards { first, last, total })
    }

    /// Whether this process receives the events of server `guild_id`.
    #[must_use]
    pub const fn runs(&self, guild_id: u64) -> bool {
        let shard = (guild_id >> 22) % self.total as u64;
        self.first as u64 <= shard && shard <= self.last as u64
    }
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
    /// A shard range that is not `FIRST-LAST` within the total (or one without the other).
    #[error(
        "SHARDS and TOTAL_SHARDS must be given together as a range within the total, such as \
         SHARDS=0-3 TOTAL_SHARDS=8 (shards are numbered from 0); got {0}"
    )]
    BadShards(String),
    /// A log format that is neither `text` nor `json`.
    #[error("LOG_FORMAT must be text or json, got {0:?}")]
    BadLogFormat(String),
    /// A listening address that is not `HOST:PORT` with an IP address.
    #[error("WEB_ADDR must be an IP address and a port, such as 0.0.0.0:8080, got {0:?}")]
    BadWebAddr(String),
    /// A metrics address that is not `HOST:PORT` with an IP address, nor `off`.
    #[error(
        "METRICS_ADDR must be an IP address and a port, such as 127.0.0.1:9100, or off; got {0:?}"
    )]
    BadMetricsAddr(String),
    /// A secret too short to keep the pages' links unguessable (its length in bytes).
    #[error(
        "WEB_SECRET must be at least 32 bytes long, got {0}: use a long random string, such as the output of `openssl rand -hex 32`"
    )]
    ShortWebSecret(usize),
    /// A secret long enough but plainly not random (few different bytes, a repeated pattern,
    /// a run such as `abcdef…`).
    #[error(
        "WEB_SECRET is not random enough (few different characters, a repeated pattern or a run such as abcdef…): use the output of `openssl rand -hex 32`"
    )]
    WeakWebSecret,
    /// A public address that is not an http(s) URL.
    #[error("PUBLIC_URL must be an http:// or https:// URL, got {0:?}")]
    BadPublicUrl(String),
    /// A client id that is not an application id (a number).
    #[error("DISCORD_CLIENT_ID must be the application's id (a number), got {0:?}")]
    BadClientId(String),
    /// A client secret of the wrong shape (never shown).
    #[error(
        "DISCORD_CLIENT_SECRET does not look like a client secret (letters, digits, - and _): \
         copy it again from the Discord developer portal (OAuth2 → Client Secret → Reset Secret)"
    )]
    MalformedClientSecret,
    /// An authorize page that is not an http(s) URL.
    #[error("DISCORD_AUTHORIZE_URL must be an http:// or https:// URL, got {0:?}")]
    BadAuthorizeUrl(String),
    /// One of the client's two settings without the other.
    #[error(
        "DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET must be set together (signing in on the \
         web pages), or neither"
    )]
    HalfSignIn,
    /// A database URL the store cannot open.
    #[error("DATABASE_URL {0}")]
    BadDatabaseUrl(crate::store::UrlError),
}

impl Config {
    /// Reads the configuration from the process environment.
    pub fn from_env() -> Result<Config, ConfigError> {
        Config::from_lookup(|name| std::env::var(name).ok())
    }

    /// Reads the configuration through `lookup` (an environment variable by name).
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let set = |name: &str| {
            debug_assert!(
                SETTINGS.iter().any(|s| s.name == name),
                "{name} is missing from SETTINGS"
            );
            lookup(name).filter(|v| !v.trim().is_empty())
        };
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
        let shards = match (set("SHARDS"), set("TOTAL_SHARDS")) {
            (None, None) => None,
            (Some(range), Some(total)) => Some(Shards::parse(&range, &total)?),
            (range, total) => {
                return Err(ConfigError::BadShards(format!(
                    "SHARDS={} TOTAL_SHARDS={}",
                    range.unwrap_or_default(),
                    total.unwrap_or_default()
                )));
            }
        };
        let log_format = set("LOG_FORMAT")
            .map(|v| LogFormat::parse(&v))
            .transpose()?
            .unwrap_or_default();
        let web_addr = set("WEB_ADDR")
            .map(|v| v.trim().parse().map_err(|_| ConfigError::BadWebAddr(v)))
            .transpose()?;
        let metrics_set = set("METRICS_ADDR");
        let metrics_addr_set = metrics_set.is_some();
        let metrics_addr = match metrics_set {
            Some(v) if v.trim().eq_ignore_ascii_case("off") => None,
            Some(v) => Some(
                v.trim()
                    .parse()
                    .map_err(|_| ConfigError::BadMetricsAddr(v))?,
            ),
            None => DEFAULT_METRICS_ADDR.parse().ok(),
        };
        let web_secret = set("WEB_SECRET")
            .map(|v| {
                let v = v.trim().to_string();
                match weak_web_secret(&v) {
                    None => Ok(WebSecret(v)),
                    Some(weak) => Err(weak),
                }
            })
            .transpose()?;
        let public_url = set("PUBLIC_URL")
            .map(|v| {
                let v = v.trim().trim_end_matches('/').to_string();
                if v.starts_with("http://") || v.starts_with("https://") {
                    Ok(v)
                } else {
                    Err(ConfigError::BadPublicUrl(v))
                }
            })
            .transpose()?;
        let authorize_url = set("DISCORD_AUTHORIZE_URL")
            .map(|v| {
                let v = v.trim().to_string();
                let http = v.starts_with("http://") || v.starts_with("https://");
                if http && !v.contains(['?', '#']) {
                    Ok(v)
                } else {
                    Err(ConfigError::BadAuthorizeUrl(v))
                }
            })
            .transpose()?
            .unwrap_or_else(|| crate::web::AUTHORIZE_URL.to_string());
        let sign_in = match (set("DISCORD_CLIENT_ID"), set("DISCORD_CLIENT_SECRET")) {
            (None, None) => None,
            (Some(id), Some(secret)) => Some(SignInClient {
                client_id: id
                    .trim()
                    .parse::<u64>()
                    .ok()
                    .filter(|id| *id != 0)
                    .ok_or(ConfigError::BadClientId(id))?,
                secret: crate::web::ClientSecret::parse(&secret)
                    .ok_or(ConfigError::MalformedClientSecret)?,
                authorize_url,
            }),
            _ => return Err(ConfigError::HalfSignIn),
        };
        Ok(Config {
            token,
            database_url,
            guild_id,
            http_proxy,
            shards,
            log_format,
            web_addr,
            web_secret,
            public_url,
            sign_in,
            metrics_addr,
            metrics_addr_set,
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
    const GOOD_SECRET: &str = "9f2c41d07be3a85f6e1d2c9b30a4f7e8";

    #[test]
    fn a_web_secret_is_long_in_bytes_and_not_plainly_made_up() {
        assert!(weak_web_secret(GOOD_SECRET).is_none());
        for weak in [
            "a".repeat(32),
            "🎲".repeat(7),
            "🎲".repeat(16),
            "abcd".repeat(8),
            "0123456789abcdef0123456789abcdef".to_string(),
            "abcdefghijklmnopqrstuvwxyz012345".to_string(),
            "passwordpasswordpasswordpassword1".to_string(),
        ] {
            assert!(weak_web_secret(&weak).is_some(), "{weak}");
        }
    }

    #[test]
    fn shards_are_a_range_within_the_total_given_together() {
        let with = |extra: &[(&str, &str)]| {
            let mut vars = vec![("DISCORD_TOKEN", TOKEN)];
            vars.extend_from_slice(extra);
            config(&vars)
        };
        assert_eq!(with(&[]).unwrap().shards, None);
        let shards = with(&[("SHARDS", "4-7"), ("TOTAL_SHARDS", "8")])
            .unwrap()
            .shards
            .unwrap();
        assert_eq!((shards.first, shards.last, shards.total), (4, 7, 8));
        // Server 5 << 22 is on shard 5 of 8; 9 << 22 on shard 1.
        assert!(shards.runs(5 << 22) && !shards.runs(9 << 22));
        assert_eq!(
            Shards::parse("2", "3").unwrap(),
            Shards {
                first: 2,
                last: 2,
                total: 3
            }
        );
        for (range, total) in [("0-8", "8"), ("3-1", "8"), ("a-b", "8"), ("0-3", "zero")] {
            assert!(
                matches!(
                    with(&[("SHARDS", range), ("TOTAL_SHARDS", total)]),
                    Err(ConfigError::BadShards(_))
                ),
                "{range} of {total}"
            );
        }
        assert!(matches!(
            with(&[("SHARDS", "0-3")]),
            Err(ConfigError::BadShards(_))
        ));
    }

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
        assert_eq!(c.log_format, LogFormat::Text);
        assert_eq!(
            config(&[("DISCORD_TOKEN", TOKEN), ("LOG_FORMAT", "JSON")])
                .unwrap()
                .log_format,
            LogFormat::Json
        );
        assert!(matches!(
            config(&[("DISCORD_TOKEN", TOKEN), ("LOG_FORMAT", "yaml")]),
            Err(ConfigError::BadLogFormat(_))
        ));
        assert_eq!(c.web_addr, None);
        assert_eq!(
            config(&[("DISCORD_TOKEN", TOKEN), ("WEB_ADDR", "0.0.0.0:8080")])
                .unwrap()
                .web_addr,
            Some(([0, 0, 0, 0], 8080).into())
        );
        assert!(matches!(
            config(&[("DISCORD_TOKEN", TOKEN), ("WEB_ADDR", "localhost")]),
            Err(ConfigError::BadWebAddr(_))
        ));
        assert!(c.web_secret.is_none() && c.public_url.is_none());
        assert!(matches!(
            config(&[("DISCORD_TOKEN", TOKEN), ("WEB_SECRET", "short")]),
            Err(ConfigError::ShortWebSecret(5))
        ));
        assert!(matches!(
            config(&[
                ("DISCORD_TOKEN", TOKEN),
                ("PUBLIC_URL", "focus.example.org")
            ]),
            Err(ConfigError::BadPublicUrl(_))
        ));
        let web = config(&[
            ("DISCORD_TOKEN", TOKEN),
            ("WEB_SECRET", GOOD_SECRET),
            ("PUBLIC_URL", "https://focus.example.org/"),
        ])
        .unwrap();
        assert_eq!(web.public_url.as_deref(), Some("https://focus.example.org"));
        assert!(!format!("{web:?}").contains(GOOD_SECRET));
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
    fn the_client_secret_is_checked_given_with_its_id_and_never_shown() {
        const SECRET: &str = "Xy7_kQ2-abcDEF0123456789ghijKLmn";
        let c = config(&[
            ("DISCORD_TOKEN", TOKEN),
            ("DISCORD_CLIENT_ID", "1100000000000000001"),
            ("DISCORD_CLIENT_SECRET", SECRET),
        ])
        .unwrap();
        let sign_in = c.sign_in.as_ref().unwrap();
        assert_eq!(sign_in.client_id, 1_100_000_000_000_000_001);
        assert_eq!(
            sign_in.authorize_url,
            "https://discord.com/oauth2/authorize"
        );
        assert!(matches!(
            config(&[
                ("DISCORD_TOKEN", TOKEN),
                ("DISCORD_AUTHORIZE_URL", "discord.com/oauth2/authorize"),
            ]),
            Err(ConfigError::BadAuthorizeUrl(_))
        ));
        assert!(!format!("{c:?}").contains(SECRET), "{c:?}");
        assert!(
            config(&[("DISCORD_TOKEN", TOKEN)])
                .unwrap()
                .sign_in
                .is_none()
        );
        for (id, secret, error) in [
            ("1", "", ConfigError::HalfSignIn),
            ("", SECRET, ConfigError::HalfSignIn),
            ("app", SECRET, ConfigError::BadClientId("app".into())),
            ("0", SECRET, ConfigError::BadClientId("0".into())),
            (
                "1",
                "a secret; with spaces",
                ConfigError::MalformedClientSecret,
            ),
        ] {
            let got = config(&[
                ("DISCORD_TOKEN", TOKEN),
                ("DISCORD_CLIENT_ID", id),
                ("DISCORD_CLIENT_SECRET", secret),
            ])
            .unwrap_err();
            assert_eq!(got, error, "{id} {secret}");
            assert!(!got.to_string().contains("spaces"), "{got}");
        }
    }

    #[test]
    fn the_token_never_shows() {
        let c = config(&[("DISCORD_TOKEN", TOKEN)]).unwrap();
        assert!(!format!("{c:?}").contains("GAbCdE"));
    }

    #[test]
    fn metrics_addr_is_loopback_by_default_and_may_be_off() {
        let c = config(&[("DISCORD_TOKEN", TOKEN)]).unwrap();
        assert_eq!(c.metrics_addr, Some("127.0.0.1:9100".parse().unwrap()));
        assert!(!c.metrics_addr_set);
        let c = config(&[("DISCORD_TOKEN", TOKEN), ("METRICS_ADDR", "10.0.0.5:9200")]).unwrap();
        assert_eq!(c.metrics_addr, Some("10.0.0.5:9200".parse().unwrap()));
        assert!(c.metrics_addr_set);
        let c = config(&[("DISCORD_TOKEN", TOKEN), ("METRICS_ADDR", "off")]).unwrap();
        assert_eq!(c.metrics_addr, None);
        assert!(matches!(
            config(&[("DISCORD_TOKEN", TOKEN), ("METRICS_ADDR", "localhost")]),
            Err(ConfigError::BadMetricsAddr(_))
        ));
    }
}
