-- Seasons of a server's leaderboard (`/focus settings season:new`, `season_length:30d`). A
-- server that never started one is in season 1, which is then also all-time.

-- The season each game counted in, noted with its place in the finishing order.
ALTER TABLE finish_order ADD COLUMN season BIGINT NOT NULL DEFAULT 1;

-- The seasons a server started after its first: the current one has the highest number.
CREATE TABLE seasons (
    guild_id    BIGINT NOT NULL,
    number      BIGINT NOT NULL CHECK (number >= 2),
    -- When it started (Unix ms).
    started_at  BIGINT NOT NULL,
    PRIMARY KEY (guild_id, number)
);

-- Each player's rating of each kind in each season of each server: derived data, as `ratings`
-- (the all-time ratings), rebuilt with them.
CREATE TABLE season_ratings (
    guild_id    BIGINT           NOT NULL,
    season      BIGINT           NOT NULL CHECK (season >= 1),
    kind        TEXT             NOT NULL CHECK (kind IN ('2p', 'multi')),
    user_id     BIGINT           NOT NULL,
    computer    TEXT             NOT NULL DEFAULT '',
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    games       BIGINT           NOT NULL,
    PRIMARY KEY (guild_id, season, kind, user_id, computer)
);

-- Servers whose seasons end on a schedule: every `length_secs`, the next at `ends_at` (Unix
-- ms), the final leaderboard posted in `channel_id`. The timer moves `ends_at` on with a
-- conditional update, so one process ends each season, once.
CREATE TABLE season_schedules (
    guild_id     BIGINT PRIMARY KEY,
    length_secs  BIGINT NOT NULL CHECK (length_secs > 0),
    channel_id   BIGINT NOT NULL,
    ends_at      BIGINT NOT NULL
);

-- The season ratings are computed at the next start-up, with the all-time ones.
DELETE FROM rating_model;
