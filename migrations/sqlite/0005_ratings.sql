-- Ratings: derived data, rebuilt from the finished games whenever the model changes
-- (`focus-bot ratings --rebuild`). The action log stays the truth.

-- Whether a challenge's game counts for ratings (it counts in the win/loss record either way).
ALTER TABLE challenges ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 1;

-- Each player's current rating of each kind in each server, in the model's own numbers
-- (Glicko-2: rating, deviation, volatility; Weng-Lin: mu, sigma, 0). The computer is one player
-- per level: its user id and the level; a person's level is ''.
CREATE TABLE ratings (
    guild_id    INTEGER NOT NULL,
    kind        TEXT    NOT NULL CHECK (kind IN ('2p', 'multi')),
    user_id     INTEGER NOT NULL,
    computer    TEXT    NOT NULL DEFAULT '',
    rating      REAL    NOT NULL,
    deviation   REAL    NOT NULL,
    volatility  REAL    NOT NULL,
    -- Rated games played.
    games       INTEGER NOT NULL,
    PRIMARY KEY (guild_id, kind, user_id, computer)
) WITHOUT ROWID;

-- What each rated game did to each seat's rating, as shown (the 1500 scale).
CREATE TABLE rating_changes (
    game_id           INTEGER NOT NULL REFERENCES games (id),
    seat              INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 4),
    rating_before     REAL    NOT NULL,
    deviation_before  REAL    NOT NULL,
    rating_after      REAL    NOT NULL,
    deviation_after   REAL    NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

-- The model the ratings were computed with; no row yet: rebuild at start-up.
CREATE TABLE rating_model (
    id       INTEGER PRIMARY KEY CHECK (id = 1),
    version  INTEGER NOT NULL
);

-- The players' finished games, newest first (stats: streak, last results).
CREATE INDEX games_finished ON games (guild_id, finished_at) WHERE status = 'finished';

-- The order games finished in, which is the order ratings are computed in: written with each
-- game's last turn, so a rebuild replays exactly the order the ratings were kept in. (Games
-- finished before this table existed come first, by when they finished.)
CREATE TABLE finish_order (
    seq      INTEGER PRIMARY KEY,
    game_id  INTEGER NOT NULL UNIQUE REFERENCES games (id)
);
