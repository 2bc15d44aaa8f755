-- The standings read through one covering index each and a stored count (docs/ratings.md,
-- "Standings"; docs/performance.md): on a server of 100,000 ranked players, a leaderboard page
-- read rows of `ratings` for every row it skipped, and the number of ranked players (on every
-- page and in every `/focus stats`) counted them all. The twin of migrations/sqlite/0026.

-- The ranked rows only (enough rated games: `LEADERBOARD_MIN_GAMES`, 5, written as a literal, as
-- the queries write it: a partial index serves a bound parameter only in a custom plan), in the
-- leaderboard's order, with every column a page shows: a page, a rank and a count are
-- index-only scans (where the visibility map allows: bulk loads end with `VACUUM ANALYZE`).
DROP INDEX ratings_standing;
CREATE INDEX ratings_standing
    ON ratings (guild_id, kind, conservative DESC, games DESC, name_key, user_id, computer)
    INCLUDE (rating, deviation, volatility)
    WHERE games >= 5;
DROP INDEX season_ratings_standing;
CREATE INDEX season_ratings_standing
    ON season_ratings (guild_id, season, kind, conservative DESC, games DESC, name_key, user_id,
                       computer)
    INCLUDE (rating, deviation, volatility)
    WHERE games >= 5;

-- How many players each board ranks: season 0 is the all-time board. Kept by the triggers
-- below on every write of a rating (a game rated, a rebuild, a copy), so it is always the
-- count of the ranked rows; a board that ranks nobody may have no row. The triggers run once
-- a statement, over its rows (transition tables), so that a rebuild's or a copy's thousands of
-- rows in one transaction update a board's count once a statement, not once a row.
CREATE TABLE ranked_counts (
    guild_id  BIGINT NOT NULL,
    season    BIGINT NOT NULL CHECK (season >= 0),
    kind      TEXT   NOT NULL,
    ranked    BIGINT NOT NULL,
    PRIMARY KEY (guild_id, season, kind)
);

INSERT INTO ranked_counts (guild_id, season, kind, ranked)
SELECT guild_id, 0, kind, COUNT(*) FROM ratings WHERE games >= 5 GROUP BY guild_id, kind;
INSERT INTO ranked_counts (guild_id, season, kind, ranked)
SELECT guild_id, season, kind, COUNT(*) FROM season_ratings WHERE games >= 5
GROUP BY guild_id, season, kind;

-- Each table's function adds to the counts the rows a statement ranked (`gained`: its new
-- rows with enough games) and takes away those it unranked (`lost`: its old rows): an insert
-- has only the first, a delete only the second, an update both (a row that stays ranked is in
-- both, and cancels out). Season 0 is the board of `ratings`.
CREATE FUNCTION ratings_ranked_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO ranked_counts AS c (guild_id, season, kind, ranked)
        SELECT guild_id, 0::BIGINT, kind, COUNT(*) FROM gained WHERE games >= 5
        GROUP BY 1, 2, 3
        ON CONFLICT (guild_id, season, kind) DO UPDATE SET ranked = c.ranked + EXCLUDED.ranked;
    ELSIF TG_OP = 'DELETE' THEN
        UPDATE ranked_counts AS c SET ranked = c.ranked - l.n
        FROM (SELECT guild_id, 0::BIGINT AS season, kind, COUNT(*) AS n FROM lost
              WHERE games >= 5 GROUP BY 1, 2, 3) AS l
        WHERE c.guild_id = l.guild_id AND c.season = l.season AND c.kind = l.kind;
    ELSE
        INSERT INTO ranked_counts AS c (guild_id, season, kind, ranked)
        SELECT guild_id, season, kind, SUM(d) FROM (
            SELECT guild_id, 0::BIGINT AS season, kind, 1 AS d FROM gained WHERE games >= 5
            UNION ALL
            SELECT guild_id, 0::BIGINT AS season, kind, -1 AS d FROM lost WHERE games >= 5
        ) AS moved
        GROUP BY 1, 2, 3 HAVING SUM(d) <> 0
        ON CONFLICT (guild_id, season, kind) DO UPDATE SET ranked = c.ranked + EXCLUDED.ranked;
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER ratings_ranked_added AFTER INSERT ON ratings
REFERENCING NEW TABLE AS gained
FOR EACH STATEMENT EXECUTE FUNCTION ratings_ranked_count();
CREATE TRIGGER ratings_ranked_removed AFTER DELETE ON ratings
REFERENCING OLD TABLE AS lost
FOR EACH STATEMENT EXECUTE FUNCTION ratings_ranked_count();
CREATE TRIGGER ratings_ranked_changed AFTER UPDATE ON ratings
REFERENCING OLD TABLE AS lost NEW TABLE AS gained
FOR EACH STATEMENT EXECUTE FUNCTION ratings_ranked_count();

CREATE FUNCTION season_ratings_ranked_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO ranked_counts AS c (guild_id, season, kind, ranked)
        SELECT guild_id, season, kind, COUNT(*) FROM gained WHERE games >= 5
        GROUP BY 1, 2, 3
        ON CONFLICT (guild_id, season, kind) DO UPDATE SET ranked = c.ranked + EXCLUDED.ranked;
    ELSIF TG_OP = 'DELETE' THEN
        UPDATE ranked_counts AS c SET ranked = c.ranked - l.n
        FROM (SELECT guild_id, season AS season, kind, COUNT(*) AS n FROM lost
              WHERE games >= 5 GROUP BY 1, 2, 3) AS l
        WHERE c.guild_id = l.guild_id AND c.season = l.season AND c.kind = l.kind;
    ELSE
        INSERT INTO ranked_counts AS c (guild_id, season, kind, ranked)
        SELECT guild_id, season, kind, SUM(d) FROM (
            SELECT guild_id, season AS season, kind, 1 AS d FROM gained WHERE games >= 5
            UNION ALL
            SELECT guild_id, season AS season, kind, -1 AS d FROM lost WHERE games >= 5
        ) AS moved
        GROUP BY 1, 2, 3 HAVING SUM(d) <> 0
        ON CONFLICT (guild_id, season, kind) DO UPDATE SET ranked = c.ranked + EXCLUDED.ranked;
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER season_ratings_ranked_added AFTER INSERT ON season_ratings
REFERENCING NEW TABLE AS gained
FOR EACH STATEMENT EXECUTE FUNCTION season_ratings_ranked_count();
CREATE TRIGGER season_ratings_ranked_removed AFTER DELETE ON season_ratings
REFERENCING OLD TABLE AS lost
FOR EACH STATEMENT EXECUTE FUNCTION season_ratings_ranked_count();
CREATE TRIGGER season_ratings_ranked_changed AFTER UPDATE ON season_ratings
REFERENCING OLD TABLE AS lost NEW TABLE AS gained
FOR EACH STATEMENT EXECUTE FUNCTION season_ratings_ranked_count();
