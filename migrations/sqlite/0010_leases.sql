-- Background work claimed by one process at a time (the turn timer, each game's computer turn):
-- the claim is held until `expires_at` (Unix ms) unless its holder renews it, so another
-- process takes the work over when the holder dies. One process on SQLite always holds them;
-- the table is the same on PostgreSQL, where several processes share the database.
CREATE TABLE leases (
    name        TEXT    PRIMARY KEY,
    holder      TEXT    NOT NULL,
    expires_at  INTEGER NOT NULL
);
