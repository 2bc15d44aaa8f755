-- Games that live in channels: challenges, games, seats and the append-only action log.
-- Times are Unix milliseconds; Discord ids (snowflakes) fit in INTEGER.

CREATE TABLE challenges (
    id             INTEGER PRIMARY KEY,
    guild_id       INTEGER NOT NULL,
    channel_id     INTEGER NOT NULL,
    challenger_id  INTEGER NOT NULL,
    players        INTEGER NOT NULL CHECK (players BETWEEN 2 AND 4),
    mode           TEXT    NOT NULL CHECK (mode IN ('standard', 'teams', 'ffa')),
    short          INTEGER,
    swap           INTEGER NOT NULL DEFAULT 0,
    -- Seconds per turn; NULL = no limit.
    turn_limit     INTEGER,
    first          TEXT    NOT NULL CHECK (first IN ('random', 'challenger')),
    created_at     INTEGER NOT NULL,
    expires_at     INTEGER NOT NULL,
    status         TEXT    NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled', 'expired')),
    game_id        INTEGER REFERENCES games (id)
);

-- At most one open challenge per channel.
CREATE UNIQUE INDEX challenges_pending_channel ON challenges (channel_id) WHERE status = 'pending';

-- Everyone in a challenge: position 0 is the challenger, then the opponents in the order named.
CREATE TABLE challenge_players (
    challenge_id  INTEGER NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
    position      INTEGER NOT NULL CHECK (position BETWEEN 0 AND 3),
    user_id       INTEGER NOT NULL,
    name          TEXT    NOT NULL,
    -- The computer player's level ('easy', 'medium', 'hard'), NULL for a person.
    computer      TEXT,
    accepted      INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (challenge_id, position)
);

CREATE TABLE games (
    id               INTEGER PRIMARY KEY,
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,
    players          INTEGER NOT NULL CHECK (players BETWEEN 2 AND 4),
    mode             TEXT    NOT NULL CHECK (mode IN ('standard', 'teams', 'ffa')),
    short            INTEGER,
    swap             INTEGER NOT NULL DEFAULT 0,
    turn_limit       INTEGER,
    created_at       INTEGER NOT NULL,
    -- Entries in the action log so far: the next entry gets this ply.
    ply              INTEGER NOT NULL DEFAULT 0,
    -- When the player to act got the turn, and whether they were reminded since.
    turn_started_at  INTEGER NOT NULL,
    reminded         INTEGER NOT NULL DEFAULT 0,
    -- Seats (bit mask, seat 1 = bit 0) that offer a draw; any move withdraws every offer.
    draw_offers      INTEGER NOT NULL DEFAULT 0,
    status           TEXT    NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'finished')),
    -- Once finished: the winning seats (bit mask, 0 for a draw) and the reason's JSON name.
    winners          INTEGER,
    reason           TEXT,
    finished_at      INTEGER
);

-- One game at a time per channel.
CREATE UNIQUE INDEX games_active_channel ON games (channel_id) WHERE status = 'active';
CREATE INDEX games_guild ON games (guild_id, status);

CREATE TABLE seats (
    game_id   INTEGER NOT NULL REFERENCES games (id),
    seat      INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 4),
    user_id   INTEGER NOT NULL,
    name      TEXT    NOT NULL,
    computer  TEXT,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_user ON seats (user_id);

-- The truth of every game: one line of the replay syntax per ply, never updated or deleted.
CREATE TABLE actions (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    ply      INTEGER NOT NULL CHECK (ply >= 0),
    seat     INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 4),
    action   TEXT    NOT NULL,
    at       INTEGER NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;

CREATE TRIGGER actions_append_only_update BEFORE UPDATE ON actions
BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;
CREATE TRIGGER actions_append_only_delete BEFORE DELETE ON actions
BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;
