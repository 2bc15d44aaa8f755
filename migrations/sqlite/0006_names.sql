-- Display names the local console has seen, so a restart on the same database shows people and
-- channels by name rather than by number. Discord shows its own mentions; only the console
-- needs these.
CREATE TABLE names (
    kind TEXT    NOT NULL CHECK (kind IN ('user', 'channel')),
    id   INTEGER NOT NULL,
    name TEXT    NOT NULL,
    PRIMARY KEY (kind, id)
);
