-- Standings ranked by the database (docs/ratings.md, "Standings"): each rating row keeps the
-- conservative rating the leaderboard ranks by (rating − 2 deviations on the shown scale, as
-- Rust computes it) and the name its ties are broken by (the player's latest seat's name, ''
-- for the computer), so that a leaderboard page, a player's rank and `/focus stats` read a
-- page's rows and a count through an index instead of every rating of the server.

ALTER TABLE ratings ADD COLUMN conservative REAL NOT NULL DEFAULT 0;
ALTER TABLE ratings ADD COLUMN name_key TEXT NOT NULL DEFAULT '';
ALTER TABLE season_ratings ADD COLUMN conservative REAL NOT NULL DEFAULT 0;
ALTER TABLE season_ratings ADD COLUMN name_key TEXT NOT NULL DEFAULT '';

-- The leaderboard's order, per server and kind (and season). SQLite compares text byte by
-- byte (BINARY), as Rust compares strings.
CREATE INDEX ratings_standing
    ON ratings (guild_id, kind, conservative DESC, games DESC, name_key, user_id, computer);
CREATE INDEX season_ratings_standing
    ON season_ratings (guild_id, season, kind, conservative DESC, games DESC, name_key, user_id,
                       computer);

-- A player's rows, whose name key follows their latest seat's name.
CREATE INDEX ratings_user ON ratings (user_id);
CREATE INDEX season_ratings_user ON season_ratings (user_id);

-- The new columns are filled by the ratings' rebuild at the next start-up (in Rust, so the
-- conservative rating is exactly the one the leaderboard showed): docs/operations.md, "Upgrades".
DELETE FROM rating_model;
