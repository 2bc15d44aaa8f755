-- Signing in on the web pages (issue #42, docs/web.md "Signing in"): a session opened by
-- Discord's sign-in or by a player's "Play on the board" link. Only a hash (SHA-256, hex) of
-- the session's secret is kept, never the secret the browser's cookie holds; a session is good
-- until `expires_at` (Unix ms) unless `ended_at` says it was ended (signing out). Rows past
-- their expiry are deleted as new sessions open.
CREATE TABLE web_sessions (
    secret_hash TEXT    PRIMARY KEY,
    user_id     INTEGER NOT NULL,
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL,
    ended_at    INTEGER
);
CREATE INDEX web_sessions_expiry ON web_sessions (expires_at);

-- The nonces of the "Play on the board" links used so far: a link opens one session, once.
-- Kept until the link itself expires (after which its signature refuses it anyway).
CREATE TABLE play_link_nonces (
    nonce       TEXT    PRIMARY KEY,
    expires_at  INTEGER NOT NULL
);
CREATE INDEX play_link_nonces_expiry ON play_link_nonces (expires_at);
