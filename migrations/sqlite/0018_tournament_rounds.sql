-- Tournaments run by the bot (issue #29): each table's channel (a thread in Discord) once
-- opened, whether a round's post was written, the server's restriction of `tournament create`,
-- and the outbox's new kind of post ('tournament': sign-up, round, game start, final).

ALTER TABLE tournament_tables ADD COLUMN channel_id INTEGER;
-- When the round's post (its tables and their channels) was written into the outbox; NULL
-- until every table's game has started.
ALTER TABLE tournament_rounds ADD COLUMN posted_at INTEGER;
-- Only members with Manage Events may create tournaments.
ALTER TABLE server_settings ADD COLUMN tournaments_restricted INTEGER NOT NULL DEFAULT 0;

-- SQLite cannot change a CHECK: the outbox is rebuilt with the new kind.
CREATE TABLE outbox_next (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    game_id     INTEGER REFERENCES games (id),
    ply         INTEGER,
    kind        TEXT    NOT NULL CHECK (kind IN
                    ('turn', 'computer', 'forfeit', 'game-over', 'reminder', 'expired', 'season',
                     'tournament')),
    payload     TEXT    NOT NULL,
    nonce       TEXT    NOT NULL UNIQUE CHECK (length(nonce) <= 25),
    state       TEXT    NOT NULL DEFAULT 'waiting'
                    CHECK (state IN ('waiting', 'sent', 'given-up')),
    message_id  INTEGER,
    reason      TEXT,
    attempts    INTEGER NOT NULL DEFAULT 0,
    due_at      INTEGER NOT NULL,
    created_at  INTEGER NOT NULL
);
INSERT INTO outbox_next (id, guild_id, channel_id, game_id, ply, kind, payload, nonce, state,
    message_id, reason, attempts, due_at, created_at)
SELECT id, guild_id, channel_id, game_id, ply, kind, payload, nonce, state, message_id, reason,
    attempts, due_at, created_at FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_next RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (due_at) WHERE state = 'waiting';
CREATE INDEX outbox_channel_waiting ON outbox (channel_id, id) WHERE state = 'waiting';
