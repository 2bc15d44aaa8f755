//! Signing in with Discord, the bot's side of OAuth2's authorization code grant (`identify`
//! scope): the address of Discord's authorize page a reader is sent to, and the two calls the
//! bot makes itself, server to server: the code exchanged for an access token
//! (`POST /oauth2/token`, form-encoded, the client's credentials in HTTP Basic) and the user read
//! with it (`GET /users/@me`). The client secret never reaches the browser, a log or an error's
//! text, nor does the access token, but for the Activity, where Discord's SDK needs it in the
//! user's own iframe (`commands.authenticate`): their `Debug` hides them, and a failure says only
//! what went wrong.

use crate::store::UserId;
use std::fmt;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;

/// Discord's page where a user allows the sign-in (a browser's address, never the proxy's).
pub const AUTHORIZE_URL: &str = "https://discord.com/oauth2/authorize";

/// Discord's API when no proxy stands between (`DISCORD_HTTP_PROXY`).
pub const DISCORD_API: &str = "https://discord.com";

/// How long one call to Discord may take.
const CALL_TIMEOUT: Duration = Duration::from_secs(10);

/// How many sign-ins are confirmed with Discord at once, the web's and the Activity's together.
/// One more is refused at once ([`SignInError::Busy`]), not queued: a flood of codes, real or
/// made up, must not become a flood of calls to Discord (which would rate-limit the
/// application, and so everyone's sign-in) nor of open connections. A sign-in is two calls of
/// a few hundred milliseconds, so 16 at once confirm dozens a second.
pub const SIGN_INS_AT_ONCE: usize = 16;

/// The largest answer read from Discord (a token or a user is a few hundred bytes).
const MAX_ANSWER: usize = 64 * 1024;

/// The application's OAuth2 client secret (`DISCORD_CLIENT_SECRET`). Its `Debug` never shows it.
#[derive(Clone)]
pub struct ClientSecret(String);

impl ClientSecret {
    /// A secret as the developer portal shows it (OAuth2 → Client Secret): letters, digits,
    /// `-` and `_`, at least 8 of them; `None` for anything else.
    #[must_use]
    pub fn parse(text: &str) -> Option<ClientSecret> {
        let text = text.trim();
        (text.len() >= 8
            && text
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'))
        .then(|| ClientSecret(text.to_string()))
    }
}

impl fmt::Debug for ClientSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ClientSecret(hidden)")
    }
}

/// The application's OAuth2 client: its id and secret, and where Discord's API is.
#[derive(Clone)]
pub struct DiscordSignIn {
    client_id: u64,
    secret: ClientSecret,
    /// `https://discord.com`, or the proxy the bot's other calls go through.
    api: String,
    /// Discord's authorize page ([`AUTHORIZE_URL`]).
    authorize: String,
    http: reqwest::Client,
    /// Permits for the sign-ins being confirmed ([`SIGN_INS_AT_ONCE`]), shared by the clones.
    confirming: Arc<Semaphore>,
}

impl fmt::Debug for DiscordSignIn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DiscordSignIn")
            .field("client_id", &self.client_id)
            .field("secret", &self.secret)
            .field("api", &self.api)
            .finish_non_exhaustive()
    }
}

/// Why a sign-in could not be confirmed with Discord.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum SignInError {
    /// Discord refused the code (400: a wrong, used or stale code, or a redirect address that
    /// is not the one the code was given for): the reader signs in again. (A 401, the
    /// application's credentials refused, is the operator's to fix: `Unavailable`.)
    #[error("Discord refused the sign-in's code ({0})")]
    Refused(String),
    /// Discord could not be reached, or answered something that is not a token or a user.
    #[error("Discord did not answer the sign-in as expected: {0}")]
    Unavailable(String),
    /// [`SIGN_INS_AT_ONCE`] sign-ins are being confirmed already; Discord was not called, and
    /// the code is still good: the reader tries again in a few seconds.
    #[error("{SIGN_INS_AT_ONCE} sign-ins are being confirmed already")]
    Busy,
}

impl DiscordSignIn {
    /// The client `client_id` with `secret`, calling Discord's API at `api` (the scheme and host:
    /// [`DISCORD_API`], or `DISCORD_HTTP_PROXY`'s address), sending readers to `authorize`.
    pub fn new(
        client_id: u64,
        secret: ClientSecret,
        api: &str,
        authorize: &str,
    ) -> Result<DiscordSignIn, reqwest::Error> {
        let http = reqwest::Client::builder()
            .timeout(CALL_TIMEOUT)
            .redirect(reqwest::redirect::Policy::none())
            .build()?;
        Ok(DiscordSignIn {
            client_id,
            secret,
            api: api.trim_end_matches('/').to_string(),
            authorize: authorize.to_string(),
            http,
            confirming: Arc::new(Semaphore::new(SIGN_INS_AT_ONCE)),
        })
    }

    /// The address of Discord's page that asks the reader to allow the sign-in, then sends them
    /// to `redirect_uri` with a code and `state`.
    #[must_use]
    pub fn authorize_url(&self, redirect_uri: &str, state: &str) -> String {
        format!(
            "{}?response_type=code&client_id={}&scope=identify&redirect_uri={}&state={}",
            self.authorize,
            self.client_id,
            encode(redirect_uri),
            encode(state)
        )
    }

    /// The application's client id (the Activity's page gives it to Discord's SDK).
    #[must_use]
    pub fn client_id(&self) -> u64 {
        self.client_id
    }

    /// The Discord user who allowed the sign-in that gave `code` (sent to `redirect_uri`, or
    /// `None` for an Activity's: the Embedded App SDK's `authorize` names no redirect address,
    /// and Discord's exchange then takes none) and the access token it was given: the code
    /// exchanged for the token, the user read with it. Refused without calling Discord while
    /// [`SIGN_INS_AT_ONCE`] others are under way.
    pub async fn confirm(
        &self,
        code: &str,
        redirect_uri: Option<&str>,
    ) -> Result<(UserId, AccessToken), SignInError> {
        let Ok(_permit) = self.confirming.try_acquire() else {
            return Err(SignInError::Busy);
        };
        let token = self.exchange(code, redirect_uri).await?;
        Ok((self.user(&token).await?, token))
    }

    /// The access token Discord gives for `code` (given with `redirect_uri`, if any).
    async fn exchange(
        &self,
        code: &str,
        redirect_uri: Option<&str>,
    ) -> Result<AccessToken, SignInError> {
        let mut form = vec![("grant_type", "authorization_code"), ("code", code)];
        if let Some(redirect_uri) = redirect_uri {
            form.push(("redirect_uri", redirect_uri));
        }
        let answer = self
            .http
            .post(format!("{}/api/v10/oauth2/token", self.api))
            .basic_auth(self.client_id, Some(&self.secret.0))
            .form(&form)
            .send()
            .await
            .map_err(|e| unavailable("the token", &e))?;
        let status = answer.status();
        let body = read(answer).await?;
        if status == reqwest::StatusCode::UNAUTHORIZED {
            return Err(SignInError::Unavailable(
                "the token: Discord refused the application's credentials (check \
                 DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET)"
                    .to_string(),
            ));
        }
        if status == reqwest::StatusCode::BAD_REQUEST {
            let error = body["error"].as_str().unwrap_or("no error named");
            return Err(SignInError::Refused(short(error)));
        }
        if !status.is_success() {
            return Err(SignInError::Unavailable(format!(
                "the token: HTTP {status}"
            )));
        }
        let bearer = body["token_type"]
            .as_str()
            .is_some_and(|t| t.eq_ignore_ascii_case("bearer"));
        let Some(token) = body["access_token"].as_str().filter(|_| bearer) else {
            return Err(SignInError::Unavailable(
                "the token: no Bearer access_token in the answer".to_string(),
            ));
        };
        let scopes = body["scope"].as_str().unwrap_or_default();
        if !scopes.split(' ').any(|s| s == "identify") {
            return Err(SignInError::Unavailable(
                "the token: the identify scope was not granted".to_string(),
            ));
        }
        Ok(AccessToken(token.to_string()))
    }

    /// The Discord user `token` was given for (`GET /users/@me`).
    async fn user(&self, token: &AccessToken) -> Result<UserId, SignInError> {
        let answer = self
            .http
            .get(format!("{}/api/v10/users/@me", self.api))
            .bearer_auth(&token.0)
            .send()
            .await
            .map_err(|e| unavailable("the user", &e))?;
        let status = answer.status();
        let user = read(answer).await?;
        if !status.is_success() {
            return Err(SignInError::Unavailable(format!("the user: HTTP {status}")));
        }
        user["id"]
            .as_str()
            .and_then(|id| id.parse::<UserId>().ok())
            .filter(|id| id.0 != 0)
            .ok_or_else(|| SignInError::Unavailable("the user: no id".to_string()))
    }
}

/// An access token Discord gave for a user. Its `Debug` never shows it; only the Activity hands
/// it on, to the SDK of the user it was given for ([`AccessToken::reveal`]).
pub struct AccessToken(String);

impl AccessToken {
    /// The token itself, for the Activity's `commands.authenticate` (its own user's browser).
    #[must_use]
    pub fn reveal(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for AccessToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("AccessToken(hidden)")
    }
}

/// An answer's JSON body (at most [`MAX_ANSWER`] bytes; `null` when it is not JSON).
async fn read(mut answer: reqwest::Response) -> Result<serde_json::Value, SignInError> {
    let mut bytes = Vec::new();
    while let Some(chunk) = answer
        .chunk()
        .await
        .map_err(|e| unavailable("an answer", &e))?
    {
        bytes.extend_from_slice(&chunk);
        if bytes.len() > MAX_ANSWER {
            return Err(SignInError::Unavailable("an answer too long".to_string()));
        }
    }
    Ok(serde_json::from_slice(&bytes).unwrap_or_default())
}

/// A failed call, said without its address's query or anything it carried.
fn unavailable(what: &str, e: &reqwest::Error) -> SignInError {
    let kind = if e.is_timeout() {
        "timed out"
    } else if e.is_connect() {
        "cannot connect"
    } else {
        "failed"
    };
    SignInError::Unavailable(format!("{what}: {kind}"))
}

/// An error name from Discord, kept short and printable for the log.
fn short(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_ascii_graphic())
        .take(40)
        .collect()
}

/// `text` percent-encoded for a query string: everything but letters, digits and `-._~`.
#[must_use]
pub fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_secret_never_shows_and_the_address_is_encoded() {
        let secret = ClientSecret::parse("s3cr3t-Value_of-the-app").unwrap();
        assert!(ClientSecret::parse("short").is_none());
        assert!(ClientSecret::parse("has a space in it").is_none());
        let sign_in = DiscordSignIn::new(7, secret, "http://127.0.0.1:9/", AUTHORIZE_URL).unwrap();
        assert!(!format!("{sign_in:?}").contains("s3cr3t"));
        let url = sign_in.authorize_url("https://x.org/signin/callback", "ab.12");
        assert_eq!(
            url,
            "https://discord.com/oauth2/authorize?response_type=code&client_id=7&scope=identify\
             &redirect_uri=https%3A%2F%2Fx.org%2Fsignin%2Fcallback&state=ab.12"
        );
    }
}
