//! The fake's OAuth2 side, for signing in on the bot's pages: `POST /oauth2/token` (the
//! authorization code grant, form-encoded as Discord's OAuth2 documentation gives it: the
//! client's credentials in HTTP Basic or in the body, `grant_type=authorization_code`, `code`,
//! `redirect_uri`) and `GET /users/@me` with `Authorization: Bearer …`.
//!
//! Discord's OpenAPI spec does not describe the token endpoint (its `OAuth2` security scheme
//! only names it), so its form is checked here against the documentation: every field there,
//! none unknown, and a wrong code, client secret or redirect URI answered 400
//! `{"error":"invalid_grant"}`. `GET /users/@me` is checked against the spec: the operation
//! must accept OAuth2 with the token's scope (its `security`), and the user answered must match
//! its 200 response schema (`UserPIIResponse`). A test mints a code for a user
//! ([`super::FakeDiscord::mint_code`]), as Discord does once that user allows the sign-in.

use std::collections::HashMap;

use super::*;

/// The OAuth2 application the fake knows: the bot's client id and secret.
pub const CLIENT_ID: u64 = APPLICATION_ID;
/// Its client secret (what the bot is given as `DISCORD_CLIENT_SECRET`).
pub const CLIENT_SECRET: &str = "fAkE-cl1ent_s3cret-0f-the-test-app";

/// How long the fake's access tokens last, as Discord says them (a week).
const EXPIRES_IN: u64 = 604_800;

/// The codes minted and the tokens given.
#[derive(Default)]
pub(super) struct OAuth {
    /// Code → the user it signs in and the redirect URI it was given for (none for an
    /// Activity's: the SDK's `authorize` names none), used once.
    codes: HashMap<String, (User, Option<String>)>,
    /// Access token → the user and the scopes granted.
    tokens: HashMap<String, (User, Vec<String>)>,
    /// Every access token given, to check that none leaks.
    pub(super) given: Vec<String>,
    /// Who is signed in to Discord in "the browser": the user its authorize page signs in.
    browser: Option<User>,
    /// How long the token endpoint holds each exchange before it answers.
    hold: Duration,
    /// Exchanges being answered now, and the most there were at once.
    in_flight: usize,
    most_at_once: usize,
}

impl FakeDiscord {
    /// A code that signs `user` in, once, through the redirect URI `redirect_uri` (what
    /// Discord gives when the user clicks Authorize).
    pub fn mint_code(&self, user: &User, redirect_uri: &str) -> String {
        self.mint(user, Some(redirect_uri.to_string()))
    }

    /// A code that signs `user` in, once, as the Embedded App SDK's `authorize` gives it to an
    /// Activity (no redirect URI: its exchange names none).
    pub fn mint_activity_code(&self, user: &User) -> String {
        self.mint(user, None)
    }

    /// A code for `user`, given for `redirect_uri` (if any), good once.
    fn mint(&self, user: &User, redirect_uri: Option<String>) -> String {
        let code = format!("code{}", self.shared.id());
        let mut oauth = self.shared.oauth.lock().unwrap();
        oauth.codes.insert(code.clone(), (*user, redirect_uri));
        code
    }

    /// `user` is signed in to Discord in the browser: the fake's authorize page
    /// (`GET /oauth2/authorize`, the bot's `DISCORD_AUTHORIZE_URL`) allows their sign-in at
    /// once, as Discord does when the user clicks Authorize.
    pub fn sign_in_as(&self, user: &User) {
        self.shared.oauth.lock().unwrap().browser = Some(*user);
    }

    /// The address of the fake's authorize page, for `DISCORD_AUTHORIZE_URL`.
    pub fn authorize_url(&self) -> String {
        format!("{}/oauth2/authorize", self.http_url)
    }

    /// From now on the token endpoint answers each exchange `hold` after it arrived, as a slow
    /// Discord would.
    pub fn hold_token_exchanges(&self, hold: Duration) {
        self.shared.oauth.lock().unwrap().hold = hold;
    }

    /// The token exchanges the fake is answering now.
    pub fn token_exchanges_in_flight(&self) -> usize {
        self.shared.oauth.lock().unwrap().in_flight
    }

    /// The most token exchanges the fake was answering at one time.
    pub fn most_token_exchanges_at_once(&self) -> usize {
        self.shared.oauth.lock().unwrap().most_at_once
    }

    /// The access tokens the fake gave so far.
    pub fn access_tokens(&self) -> Vec<String> {
        self.shared.oauth.lock().unwrap().given.clone()
    }
}

/// `application/x-www-form-urlencoded` to pairs.
fn form(bytes: &[u8]) -> Result<Vec<(String, String)>, String> {
    let text = std::str::from_utf8(bytes).map_err(|e| e.to_string())?;
    let decode = |s: &str| -> Result<String, String> {
        let s = s.replace('+', " ");
        let mut out = Vec::new();
        let mut bytes = s.bytes();
        while let Some(b) = bytes.next() {
            if b == b'%' {
                let hex: String = [bytes.next(), bytes.next()]
                    .into_iter()
                    .map(|b| b.map(char::from).unwrap_or('?'))
                    .collect();
                out.push(u8::from_str_radix(&hex, 16).map_err(|_| format!("bad escape %{hex}"))?);
            } else {
                out.push(b);
            }
        }
        String::from_utf8(out).map_err(|e| e.to_string())
    };
    text.split('&')
        .filter(|p| !p.is_empty())
        .map(|pair| {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            Ok((decode(k)?, decode(v)?))
        })
        .collect()
}

/// Standard base64 to text (HTTP Basic's credentials).
fn base64(text: &str) -> Option<String> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let (mut bits, mut count, mut out) = (0u32, 0u32, Vec::new());
    for c in text.trim_end_matches('=').bytes() {
        let v = ALPHABET.iter().position(|&a| a == c)? as u32;
        bits = (bits << 6) | v;
        count += 6;
        if count >= 8 {
            count -= 8;
            out.push((bits >> count) as u8);
            bits &= (1 << count) - 1;
        }
    }
    String::from_utf8(out).ok()
}

/// `GET /oauth2/authorize` (a browser's page, not the API): the parameters Discord's
/// documentation gives (`response_type=code`, this application's `client_id`, `scope` of scopes
/// the spec's OAuth2 scheme knows, a `redirect_uri`, a `state`), then 302 to the redirect URI
/// with a code for the user signed in to the browser ([`FakeDiscord::sign_in_as`]) and the
/// state as it came.
pub(super) async fn authorize(
    State(shared): State<Arc<Shared>>,
    axum::extract::Query(query): axum::extract::Query<Vec<(String, String)>>,
) -> Response {
    let get = |name: &str| {
        query
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
    };
    let known = shared.spec.oauth2_scope_names();
    let scopes = get("scope").unwrap_or_default();
    let checks = [
        (
            get("response_type").as_deref() == Some("code"),
            "response_type=code",
        ),
        (
            get("client_id") == Some(CLIENT_ID.to_string()),
            "the application's client_id",
        ),
        (
            !scopes.is_empty() && scopes.split(' ').all(|s| known.iter().any(|k| k == s)),
            "scopes of Discord's OAuth2",
        ),
        (get("redirect_uri").is_some(), "a redirect_uri"),
        (get("state").is_some_and(|s| !s.is_empty()), "a state"),
    ];
    for (ok, what) in checks {
        if !ok {
            shared.violation(format!("GET /oauth2/authorize without {what}: {query:?}"));
            return StatusCode::BAD_REQUEST.into_response();
        }
    }
    let Some(user) = shared.oauth.lock().unwrap().browser else {
        shared.violation("GET /oauth2/authorize: nobody is signed in to the browser".to_string());
        return StatusCode::UNAUTHORIZED.into_response();
    };
    let redirect = get("redirect_uri").unwrap_or_default();
    let code = format!("code{}", shared.id());
    shared
        .oauth
        .lock()
        .unwrap()
        .codes
        .insert(code.clone(), (user, Some(redirect.clone())));
    let state: String = get("state")
        .unwrap_or_default()
        .bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect();
    let to = format!("{redirect}?code={code}&state={state}");
    (StatusCode::FOUND, [(header::LOCATION, to)]).into_response()
}

fn invalid(error: &str) -> Response {
    (
        StatusCode::BAD_REQUEST,
        axum::Json(json!({ "error": error })),
    )
        .into_response()
}

/// `POST /api/v10/oauth2/token`.
pub(super) async fn token(shared: &Shared, request: HttpRequest<Body>) -> Response {
    let headers = request.headers().clone();
    let form_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/x-www-form-urlencoded"));
    if !form_type {
        shared.violation("POST /oauth2/token: the body must be form-encoded".to_string());
        return invalid("invalid_request");
    }
    let bytes = to_bytes(request.into_body(), 64 * 1024).await.unwrap();
    let fields = match form(&bytes) {
        Ok(fields) => fields,
        Err(e) => {
            shared.violation(format!(
                "POST /oauth2/token: a form Discord cannot read: {e}"
            ));
            return invalid("invalid_request");
        }
    };
    let known = [
        "grant_type",
        "code",
        "redirect_uri",
        "client_id",
        "client_secret",
    ];
    let mut seen: HashMap<&str, &str> = HashMap::new();
    for (k, v) in &fields {
        if !known.contains(&k.as_str()) {
            shared.violation(format!("POST /oauth2/token: an unknown field {k}"));
        }
        if seen.insert(k, v).is_some() {
            shared.violation(format!("POST /oauth2/token: the field {k} twice"));
        }
    }
    let basic = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Basic "))
        .and_then(base64);
    let (client_id, client_secret) =
        match (&basic, seen.get("client_id"), seen.get("client_secret")) {
            (Some(basic), None, None) => match basic.split_once(':') {
                Some((id, secret)) => (id.to_string(), secret.to_string()),
                None => (String::new(), String::new()),
            },
            (None, Some(id), Some(secret)) => (id.to_string(), secret.to_string()),
            _ => {
                shared.violation(
                "POST /oauth2/token: the client's credentials once, in HTTP Basic or in the body"
                    .to_string(),
            );
                return invalid("invalid_client");
            }
        };
    // `redirect_uri` when the code was given for one (a sign-in's; an Activity's has none).
    for required in ["grant_type", "code"] {
        if !seen.contains_key(required) {
            shared.violation(format!("POST /oauth2/token: no {required}"));
        }
    }
    let record = Recorded {
        method: "POST".to_string(),
        path: "/oauth2/token".to_string(),
        template: "/oauth2/token".to_string(),
        body: json!({
            "grant_type": seen.get("grant_type"),
            "code": seen.get("code"),
            "redirect_uri": seen.get("redirect_uri"),
            "client_id": client_id,
        }),
        files: Vec::new(),
    };
    shared.requests.lock().unwrap().push(record);
    shared.changed.notify_waiters();
    let hold = {
        let mut oauth = shared.oauth.lock().unwrap();
        oauth.in_flight += 1;
        oauth.most_at_once = oauth.most_at_once.max(oauth.in_flight);
        oauth.hold
    };
    tokio::time::sleep(hold).await;
    shared.oauth.lock().unwrap().in_flight -= 1;
    if seen.get("grant_type") != Some(&"authorization_code") {
        return invalid("unsupported_grant_type");
    }
    let mut oauth = shared.oauth.lock().unwrap();
    // A code is used once, whatever the answer.
    let minted = seen.get("code").and_then(|c| oauth.codes.remove(*c));
    let right_client = client_id == CLIENT_ID.to_string() && client_secret == CLIENT_SECRET;
    let Some((user, redirect)) =
        minted.filter(|(_, r)| right_client && seen.get("redirect_uri").copied() == r.as_deref())
    else {
        return invalid("invalid_grant");
    };
    let _ = redirect;
    let access = format!("access{}", shared.id());
    let refresh = format!("refresh{}", shared.id());
    oauth
        .tokens
        .insert(access.clone(), (user, vec!["identify".to_string()]));
    oauth.given.push(access.clone());
    (
        StatusCode::OK,
        axum::Json(json!({
            "access_token": access,
            "token_type": "Bearer",
            "expires_in": EXPIRES_IN,
            "refresh_token": refresh,
            "scope": "identify",
        })),
    )
        .into_response()
}

/// `GET /api/v10/users/@me` with a Bearer token: the token's user, checked against the spec.
pub(super) fn me(shared: &Shared, bearer: &str) -> Response {
    let granted = shared.oauth.lock().unwrap().tokens.get(bearer).cloned();
    let Some((user, scopes)) = granted else {
        return (
            StatusCode::UNAUTHORIZED,
            axum::Json(json!({ "message": "401: Unauthorized", "code": 0 })),
        )
            .into_response();
    };
    let accepted = shared.spec.oauth2_scopes("/users/@me", "GET");
    if !accepted.iter().any(|s| scopes.contains(s)) {
        shared.violation(format!(
            "GET /users/@me: a token with scopes {scopes:?} is not one Discord's spec accepts \
             ({accepted:?})"
        ));
    }
    let body = json!({
        "id": user.id.to_string(),
        "username": user.name.to_lowercase().replace(' ', "_"),
        "avatar": null,
        "discriminator": "0",
        "public_flags": 0,
        "flags": 0,
        "global_name": user.name,
        "mfa_enabled": false,
        "locale": "en-US",
    });
    if let Err(e) = shared.spec.check_response("/users/@me", "GET", 200, &body) {
        shared.violation(e);
    }
    shared.requests.lock().unwrap().push(Recorded {
        method: "GET".to_string(),
        path: "/users/@me".to_string(),
        template: "/users/@me".to_string(),
        body: Value::Null,
        files: Vec::new(),
    });
    shared.changed.notify_waiters();
    (StatusCode::OK, axum::Json(body)).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms_and_basic_credentials_decode() {
        assert_eq!(
            form(b"a=1&redirect_uri=http%3A%2F%2Fx%2Fy&b=c+d").unwrap(),
            [
                ("a".to_string(), "1".to_string()),
                ("redirect_uri".to_string(), "http://x/y".to_string()),
                ("b".to_string(), "c d".to_string())
            ]
        );
        assert_eq!(base64("aWQ6c2VjcmV0").as_deref(), Some("id:secret"));
        assert_eq!(base64("YQ==").as_deref(), Some("a"));
    }
}
