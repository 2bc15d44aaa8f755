-- Tournaments: a server's round robin or Swiss, from sign-up to the winner (src/tournament pairs
-- them). Times are Unix milliseconds.
CREATE TABLE tournaments (
    id             INTEGER PRIMARY KEY,
    guild_id       INTEGER NOT NULL,
    -- Where the sign-up, round and standings posts go; each game has a channel of its own.
    channel_id     INTEGER NOT NULL,
    creator_id     INTEGER NOT NULL,
    name           TEXT    NOT NULL,
    format         TEXT    NOT NULL CHECK (format IN ('swiss', 'roundrobin')),
    per_table      INTEGER NOT NULL CHECK (per_table BETWEEN 2 AND 4),
    mode           TEXT    NOT NULL CHECK (mode IN ('standard', 'teams', 'ffa')),
    -- Swiss: the rounds to play (NULL: the default for the field at the start).
    rounds         INTEGER,
    double_round   INTEGER NOT NULL DEFAULT 0,
    -- Seconds per turn; NULL = no limit.
    turn_limit     INTEGER,
    rated          INTEGER NOT NULL DEFAULT 1,
    language       TEXT    NOT NULL,
    status         TEXT    NOT NULL DEFAULT 'signup'
                   CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
    created_at     INTEGER NOT NULL,
    started_at     INTEGER,
    finished_at    INTEGER
);
CREATE INDEX tournaments_guild ON tournaments (guild_id, status);

-- Who joined; `seed` (0 = best rating) and `rating` are fixed at the start; a player who leaves
-- a running tournament stays, not active (their games count, they are not paired again).
CREATE TABLE tournament_entrants (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments (id),
    user_id        INTEGER NOT NULL,
    name           TEXT    NOT NULL,
    joined_at      INTEGER NOT NULL,
    seed           INTEGER,
    rating         REAL,
    active         INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (tournament_id, user_id)
);

-- A round exists once it is paired: its primary key is what makes pairing happen once, whatever
-- the processes.
CREATE TABLE tournament_rounds (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments (id),
    round          INTEGER NOT NULL CHECK (round >= 1),
    paired_at      INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, round)
);

-- Each table of a round: its players' user ids in seat order (space-separated), its game once
-- started, and each seat's place once over ("0 1": seat 1 won; equal places share). A table
-- with one seat and no game is a bye.
CREATE TABLE tournament_tables (
    tournament_id  INTEGER NOT NULL,
    round          INTEGER NOT NULL,
    board          INTEGER NOT NULL CHECK (board >= 1),
    seats          TEXT    NOT NULL,
    game_id        INTEGER REFERENCES games (id),
    places         TEXT,
    PRIMARY KEY (tournament_id, round, board),
    FOREIGN KEY (tournament_id, round) REFERENCES tournament_rounds (tournament_id, round)
);
CREATE UNIQUE INDEX tournament_tables_game ON tournament_tables (game_id);
