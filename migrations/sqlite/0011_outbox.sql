-- The outbox: every public post a committed change must make (a turn's board, a computer's
-- turn, a forfeit, a game over, a reminder, an expired challenge), written in the same
-- transaction as the change, and delivered once by the front end. The picture is not kept: it
-- is drawn again from the game at `ply` when the post is delivered.
CREATE TABLE outbox (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    -- The game and the log length the post shows, when it is a game's post.
    game_id     INTEGER REFERENCES games (id),
    ply         INTEGER,
    kind        TEXT    NOT NULL CHECK (kind IN
                    ('turn', 'computer', 'forfeit', 'game-over', 'reminder', 'expired', 'season')),
    -- What to post: the reply's text, mentions, roles, buttons and direct message, as JSON.
    payload     TEXT    NOT NULL,
    -- Discord's message nonce (at most 25 characters), unique per post.
    nonce       TEXT    NOT NULL UNIQUE CHECK (length(nonce) <= 25),
    -- 'waiting' (to post), 'sent' (Discord confirmed it: `message_id`) or 'given-up'
    -- (Discord said it never can be: `reason`).
    state       TEXT    NOT NULL DEFAULT 'waiting'
                    CHECK (state IN ('waiting', 'sent', 'given-up')),
    message_id  INTEGER,
    reason      TEXT,
    attempts    INTEGER NOT NULL DEFAULT 0,
    -- When the next attempt is due (Unix ms).
    due_at      INTEGER NOT NULL,
    created_at  INTEGER NOT NULL
);
-- The due rows, and each channel's first waiting row (posts leave a channel in order).
CREATE INDEX outbox_due ON outbox (due_at) WHERE state = 'waiting';
CREATE INDEX outbox_channel_waiting ON outbox (channel_id, id) WHERE state = 'waiting';
