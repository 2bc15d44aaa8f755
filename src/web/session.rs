//! Who is signed in on the pages: a session is a random secret in an `HttpOnly`, `Secure`,
//! `SameSite=Lax` cookie (`__Host-focus_session`: only this host sets it, on `/`), of which the
//! store keeps only a SHA-256 hash, the Discord user and the session's expiry
//! ([`SESSION_LIFETIME_MS`]). Discord's sign-in (`signin.rs`) and a "Play on the board" link
//! (`play_link.rs`) open one; signing out ends it. [`signed_in`] is what a route that acts for
//! a player asks.

use axum::http::header::{AUTHORIZATION, COOKIE};
use axum::http::{HeaderMap, HeaderValue};
use rand::TryRngCore as _;
use sha2::{Digest as _, Sha256};

use crate::service::ServiceError;
use crate::store::{NewSession, UserId};

use super::site::Site;

/// The session cookie's name. `__Host-`: the browser takes it only `Secure`, from this host
/// (no `Domain`), on `Path=/`.
pub(super) const SESSION_COOKIE: &str = "__Host-focus_session";

/// How long a session is good: a week.
pub const SESSION_LIFETIME_MS: i64 = 7 * 24 * 60 * 60 * 1000;

/// How many random bytes a session's secret has (256 bits).
const SECRET_BYTES: usize = 32;

/// The Discord user signed in on the request with `headers`, or `None`: no session cookie, one
/// that is not a session's (forged, mistyped), or a session expired or ended. A failure to read
/// the store is logged and is `None` too (nobody acts on a page the bot cannot check).
pub(super) async fn signed_in(site: &Site, headers: &HeaderMap) -> Option<UserId> {
    let secret = cookie(headers, SESSION_COOKIE)
        .or_else(|| bearer(headers))
        .filter(|s| is_secret(s))?;
    let service = site.service().ok()?;
    match service
        .store()
        .session_user(&hash(secret), service.now_ms())
        .await
    {
        Ok(user) => user,
        Err(e) => {
            tracing::warn!(error = %e, "cannot read a web session");
            None
        }
    }
}

/// The secret of an `Authorization: Bearer <secret>` header (how the page inside Discord's
/// iframe, where the cookie is third-party and not sent, carries its session), if any.
fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::trim)
}

/// Opens a session for `user` (through a play link's `nonce`, good until `nonce_expires`, when
/// given: once only) and gives the cookie that carries it; `None` when the nonce was used
/// already (nothing written).
pub(super) async fn open(
    site: &Site,
    user: UserId,
    once: Option<(&str, i64)>,
) -> Result<Option<HeaderValue>, ServiceError> {
    Ok(open_secret(site, user, once)
        .await?
        .map(|secret| set_cookie(SESSION_COOKIE, &secret, SESSION_LIFETIME_MS / 1000)))
}

/// Opens a session for `user` as [`open`] does, and gives its secret itself: what the page
/// inside Discord's iframe sends as `Authorization: Bearer` (the Activity, `activity.rs`).
pub(super) async fn open_secret(
    site: &Site,
    user: UserId,
    once: Option<(&str, i64)>,
) -> Result<Option<String>, ServiceError> {
    let service = site.service()?;
    let Some(secret) = random_hex(SECRET_BYTES) else {
        tracing::error!("the system's random number generator failed: no session opened");
        return Err(ServiceError::NotReady);
    };
    let now = service.now_ms();
    let session = NewSession {
        secret_hash: &hash(&secret),
        user_id: user,
        now,
        expires_at: now + SESSION_LIFETIME_MS,
    };
    let store = service.store();
    match once {
        None => store.open_session(session).await?,
        Some((nonce, expires)) => {
            if !store.open_session_once(nonce, expires, session).await? {
                return Ok(None);
            }
        }
    }
    Ok(Some(secret))
}

/// Ends the session of the request with `headers`: whether one good session was ended.
pub(super) async fn end(site: &Site, headers: &HeaderMap) -> Result<bool, ServiceError> {
    let Some(secret) = cookie(headers, SESSION_COOKIE).filter(|s| is_secret(s)) else {
        return Ok(false);
    };
    let service = site.service()?;
    Ok(service
        .store()
        .end_session(&hash(secret), service.now_ms())
        .await?)
}

/// The header that sets cookie `name` to `value` for `max_age` seconds (0: deletes it).
pub(super) fn set_cookie(name: &str, value: &str, max_age: i64) -> HeaderValue {
    HeaderValue::from_str(&format!(
        "{name}={value}; Max-Age={max_age}; Path=/; HttpOnly; Secure; SameSite=Lax"
    ))
    .unwrap_or_else(|_| HeaderValue::from_static("x=; Max-Age=0"))
}

/// The value of cookie `name` in the request's `Cookie` headers (the first one so named).
pub(super) fn cookie<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.trim())
}

/// Whether `text` has the shape of a session's secret (lowercase hex of [`SECRET_BYTES`]).
fn is_secret(text: &str) -> bool {
    text.len() == 2 * SECRET_BYTES && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

/// The hash the store keeps of a secret: SHA-256, lowercase hex.
fn hash(secret: &str) -> String {
    Sha256::digest(secret.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// `bytes` random bytes from the operating system, in lowercase hex; `None` if it failed.
pub(super) fn random_hex(bytes: usize) -> Option<String> {
    let mut buf = vec![0u8; bytes];
    rand::rngs::OsRng.try_fill_bytes(&mut buf).ok()?;
    Some(buf.iter().map(|b| format!("{b:02x}")).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cookie_is_read_among_others_and_its_secret_checked() {
        let mut h = HeaderMap::new();
        h.append(COOKIE, "a=1; __Host-focus_session=abc".parse().unwrap());
        h.append(COOKIE, "__Host-focus_session=def".parse().unwrap());
        assert_eq!(cookie(&h, SESSION_COOKIE), Some("abc"));
        assert_eq!(cookie(&h, "a"), Some("1"));
        assert_eq!(cookie(&h, "b"), None);
        let secret = random_hex(SECRET_BYTES).unwrap();
        assert!(is_secret(&secret));
        assert!(!is_secret("abc"));
        assert!(!is_secret(&secret.to_uppercase()));
        assert_ne!(random_hex(SECRET_BYTES).unwrap(), secret);
        assert_eq!(hash(&secret).len(), 64);
        assert_ne!(hash(&secret), secret);
        let set = set_cookie(SESSION_COOKIE, &secret, 60);
        assert_eq!(
            set.to_str().unwrap(),
            format!(
                "__Host-focus_session={secret}; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax"
            )
        );
    }
}
