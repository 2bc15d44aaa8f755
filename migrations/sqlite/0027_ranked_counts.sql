-- The standings read through one covering index each and a stored count (docs/ratings.md,
-- "Standings"; docs/performance.md): on a server of 100,000 ranked players, a leaderboard page
-- read rows of `ratings` for every row it skipped, and the number of ranked players (on every
-- page and in every `/focus stats`) counted them all. The twin of migrations/postgres/0026.

-- The ranked rows only (enough rated games: `LEADERBOARD_MIN_GAMES`, 5, written as a literal, as
-- the queries write it, so that SQLite uses the partial index), in the leaderboard's order, with
-- every column a page shows: a page, a rank and a count never read the table.
DROP INDEX ratings_standing;
CREATE INDEX ratings_standing
    ON ratings (guild_id, kind, conservative DESC, games DESC, name_key, user_id, computer,
                rating, deviation, volatility)
    WHERE games >= 5;
DROP INDEX season_ratings_standing;
CREATE INDEX season_ratings_standing
    ON season_ratings (guild_id, season, kind, conservative DESC, games DESC, name_key, user_id,
                       computer, rating, deviation, volatility)
    WHERE games >= 5;

-- How many players each board ranks: season 0 is the all-time board. Kept by the triggers
-- below on every write of a rating (a game rated, a rebuild, a copy), so it is always the
-- count of the ranked rows; a board that ranks nobody may have no row.
CREATE TABLE ranked_counts (
    guild_id  INTEGER NOT NULL,
    season    INTEGER NOT NULL CHECK (season >= 0),
    kind      TEXT    NOT NULL,
    ranked    INTEGER NOT NULL,
    PRIMARY KEY (guild_id, season, kind)
) WITHOUT ROWID;

INSERT INTO ranked_counts (guild_id, season, kind, ranked)
SELECT guild_id, 0, kind, COUNT(*) FROM ratings WHERE games >= 5 GROUP BY guild_id, kind;
INSERT INTO ranked_counts (guild_id, season, kind, ranked)
SELECT guild_id, season, kind, COUNT(*) FROM season_ratings WHERE games >= 5
GROUP BY guild_id, season, kind;

CREATE TRIGGER ratings_ranked_added AFTER INSERT ON ratings WHEN NEW.games >= 5
BEGIN
    INSERT INTO ranked_counts (guild_id, season, kind, ranked) VALUES (NEW.guild_id, 0, NEW.kind, 1)
    ON CONFLICT (guild_id, season, kind) DO UPDATE SET ranked = ranked + 1;
END;
CREATE TRIGGER ratings_ranked_removed AFTER DELETE ON ratings WHEN OLD.games >= 5
BEGIN
    UPDATE ranked_counts SET ranked = ranked - 1
    WHERE guild_id = OLD.guild_id AND season = 0 AND kind = OLD.kind;
END;
CREATE TRIGGER ratings_ranked_changed AFTER UPDATE OF games ON ratings
WHEN (OLD.games >= 5) <> (NEW.games >= 5)
BEGIN
    INSERT INTO ranked_counts (guild_id, season, kind, ranked)
    VALUES (NEW.guild_id, 0, NEW.kind, (NEW.games >= 5) - (OLD.games >= 5))
    ON CONFLICT (guild_id, season, kind) DO UPDATE SET ranked = ranked + excluded.ranked;
END;

CREATE TRIGGER season_ratings_ranked_added AFTER INSERT ON season_ratings WHEN NEW.games >= 5
BEGIN
    INSERT INTO ranked_counts (guild_id, season, kind, ranked)
    VALUES (NEW.guild_id, NEW.season, NEW.kind, 1)
    ON CONFLICT (guild_id, season, kind) DO UPDATE SET ranked = ranked + 1;
END;
CREATE TRIGGER season_ratings_ranked_removed AFTER DELETE ON season_ratings WHEN OLD.games >= 5
BEGIN
    UPDATE ranked_counts SET ranked = ranked - 1
    WHERE guild_id = OLD.guild_id AND season = OLD.season AND kind = OLD.kind;
END;
CREATE TRIGGER season_ratings_ranked_changed AFTER UPDATE OF games ON season_ratings
WHEN (OLD.games >= 5) <> (NEW.games >= 5)
BEGIN
    INSERT INTO ranked_counts (guild_id, season, kind, ranked)
    VALUES (NEW.guild_id, NEW.season, NEW.kind, (NEW.games >= 5) - (OLD.games >= 5))
    ON CONFLICT (guild_id, season, kind) DO UPDATE SET ranked = ranked + excluded.ranked;
END;
