-- A player's rank read from stored counts per band of conservative rating (docs/ratings.md,
-- "Standings"; docs/performance.md): on PostgreSQL a rank counted the players ahead through
-- the standings index, up to 100,000 index entries for the last of the big server's board
-- (18–23 ms warm, 72 ms cold). A band is `floor(conservative / 8)` (exact: 8 is a power of
-- two; Rust computes the same). A rank is the bands above summed, plus a walk of the player's
-- own band. The twin of migrations/sqlite/0028.
CREATE TABLE ranked_bands (
    guild_id  BIGINT NOT NULL,
    season    BIGINT NOT NULL CHECK (season >= 0),
    kind      TEXT   NOT NULL,
    band      BIGINT NOT NULL,
    ranked    BIGINT NOT NULL,
    PRIMARY KEY (guild_id, season, kind, band)
);

INSERT INTO ranked_bands (guild_id, season, kind, band, ranked)
SELECT guild_id, 0, kind, floor(conservative / 8)::BIGINT, COUNT(*) FROM ratings
WHERE games >= 5 GROUP BY 1, 2, 3, 4;
INSERT INTO ranked_bands (guild_id, season, kind, band, ranked)
SELECT guild_id, season, kind, floor(conservative / 8)::BIGINT, COUNT(*) FROM season_ratings
WHERE games >= 5 GROUP BY 1, 2, 3, 4;

-- As `ranked_counts`' triggers (0027), once a statement over its rows, per band: the rows a
-- statement ranked (`gained`) added to their bands, the rows it replaced (`lost`) taken away
-- from theirs (a rating that changed band moves from one to the other).
CREATE FUNCTION ratings_ranked_band() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO ranked_bands AS b (guild_id, season, kind, band, ranked)
        SELECT guild_id, 0::BIGINT, kind, floor(conservative / 8)::BIGINT, COUNT(*) FROM gained
        WHERE games >= 5 GROUP BY 1, 2, 3, 4
        ON CONFLICT (guild_id, season, kind, band) DO UPDATE SET ranked = b.ranked + EXCLUDED.ranked;
    ELSIF TG_OP = 'DELETE' THEN
        UPDATE ranked_bands AS b SET ranked = b.ranked - l.n
        FROM (SELECT guild_id, 0::BIGINT AS season, kind, floor(conservative / 8)::BIGINT AS band,
                     COUNT(*) AS n
              FROM lost WHERE games >= 5 GROUP BY 1, 2, 3, 4) AS l
        WHERE b.guild_id = l.guild_id AND b.season = l.season AND b.kind = l.kind
          AND b.band = l.band;
    ELSE
        INSERT INTO ranked_bands AS b (guild_id, season, kind, band, ranked)
        SELECT guild_id, season, kind, band, SUM(d) FROM (
            SELECT guild_id, 0::BIGINT AS season, kind, floor(conservative / 8)::BIGINT AS band,
                   1 AS d
            FROM gained WHERE games >= 5
            UNION ALL
            SELECT guild_id, 0::BIGINT AS season, kind, floor(conservative / 8)::BIGINT AS band,
                   -1 AS d
            FROM lost WHERE games >= 5
        ) AS moved
        GROUP BY 1, 2, 3, 4 HAVING SUM(d) <> 0
        ON CONFLICT (guild_id, season, kind, band) DO UPDATE SET ranked = b.ranked + EXCLUDED.ranked;
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER ratings_band_added AFTER INSERT ON ratings
REFERENCING NEW TABLE AS gained
FOR EACH STATEMENT EXECUTE FUNCTION ratings_ranked_band();
CREATE TRIGGER ratings_band_removed AFTER DELETE ON ratings
REFERENCING OLD TABLE AS lost
FOR EACH STATEMENT EXECUTE FUNCTION ratings_ranked_band();
CREATE TRIGGER ratings_band_changed AFTER UPDATE ON ratings
REFERENCING OLD TABLE AS lost NEW TABLE AS gained
FOR EACH STATEMENT EXECUTE FUNCTION ratings_ranked_band();

CREATE FUNCTION season_ratings_ranked_band() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO ranked_bands AS b (guild_id, season, kind, band, ranked)
        SELECT guild_id, season, kind, floor(conservative / 8)::BIGINT, COUNT(*) FROM gained
        WHERE games >= 5 GROUP BY 1, 2, 3, 4
        ON CONFLICT (guild_id, season, kind, band) DO UPDATE SET ranked = b.ranked + EXCLUDED.ranked;
    ELSIF TG_OP = 'DELETE' THEN
        UPDATE ranked_bands AS b SET ranked = b.ranked - l.n
        FROM (SELECT guild_id, season, kind, floor(conservative / 8)::BIGINT AS band,
                     COUNT(*) AS n
              FROM lost WHERE games >= 5 GROUP BY 1, 2, 3, 4) AS l
        WHERE b.guild_id = l.guild_id AND b.season = l.season AND b.kind = l.kind
          AND b.band = l.band;
    ELSE
        INSERT INTO ranked_bands AS b (guild_id, season, kind, band, ranked)
        SELECT guild_id, season, kind, band, SUM(d) FROM (
            SELECT guild_id, season, kind, floor(conservative / 8)::BIGINT AS band, 1 AS d
            FROM gained WHERE games >= 5
            UNION ALL
            SELECT guild_id, season, kind, floor(conservative / 8)::BIGINT AS band, -1 AS d
            FROM lost WHERE games >= 5
        ) AS moved
        GROUP BY 1, 2, 3, 4 HAVING SUM(d) <> 0
        ON CONFLICT (guild_id, season, kind, band) DO UPDATE SET ranked = b.ranked + EXCLUDED.ranked;
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER season_ratings_band_added AFTER INSERT ON season_ratings
REFERENCING NEW TABLE AS gained
FOR EACH STATEMENT EXECUTE FUNCTION season_ratings_ranked_band();
CREATE TRIGGER season_ratings_band_removed AFTER DELETE ON season_ratings
REFERENCING OLD TABLE AS lost
FOR EACH STATEMENT EXECUTE FUNCTION season_ratings_ranked_band();
CREATE TRIGGER season_ratings_band_changed AFTER UPDATE ON season_ratings
REFERENCING OLD TABLE AS lost NEW TABLE AS gained
FOR EACH STATEMENT EXECUTE FUNCTION season_ratings_ranked_band();
