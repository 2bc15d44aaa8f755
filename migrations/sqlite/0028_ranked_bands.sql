-- A player's rank read from stored counts per band of conservative rating (docs/ratings.md,
-- "Standings"; docs/performance.md): a rank counted the players ahead through the standings
-- index, up to 100,000 index entries for the last of a big server's board. A band is
-- floor(conservative / 8) (exact: 8 is a power of two; Rust computes the same), written
-- below as the cast toward zero less one below zero (SQLite has no floor without its math
-- functions). A rank is the bands above summed, plus a walk of the player's own band. The
-- twin of migrations/postgres/0028.
CREATE TABLE ranked_bands (
    guild_id  INTEGER NOT NULL,
    season    INTEGER NOT NULL CHECK (season >= 0),
    kind      TEXT    NOT NULL,
    band      INTEGER NOT NULL,
    ranked    INTEGER NOT NULL,
    PRIMARY KEY (guild_id, season, kind, band)
) WITHOUT ROWID;

INSERT INTO ranked_bands (guild_id, season, kind, band, ranked)
SELECT guild_id, 0, kind, (CAST(conservative / 8.0 AS INTEGER) - (conservative / 8.0 < CAST(conservative / 8.0 AS INTEGER))), COUNT(*) FROM ratings
WHERE games >= 5 GROUP BY 1, 2, 3, 4;
INSERT INTO ranked_bands (guild_id, season, kind, band, ranked)
SELECT guild_id, season, kind, (CAST(conservative / 8.0 AS INTEGER) - (conservative / 8.0 < CAST(conservative / 8.0 AS INTEGER))), COUNT(*) FROM season_ratings
WHERE games >= 5 GROUP BY 1, 2, 3, 4;

-- As ranked_counts' triggers (0027), a row at a time, per band: a ranked row counts in its
-- band; a rating that changes band moves from one to the other.
CREATE TRIGGER ratings_band_added AFTER INSERT ON ratings WHEN NEW.games >= 5
BEGIN
    INSERT INTO ranked_bands (guild_id, season, kind, band, ranked)
    VALUES (NEW.guild_id, 0, NEW.kind, (CAST(NEW.conservative / 8.0 AS INTEGER) - (NEW.conservative / 8.0 < CAST(NEW.conservative / 8.0 AS INTEGER))), 1)
    ON CONFLICT (guild_id, season, kind, band) DO UPDATE SET ranked = ranked + 1;
END;
CREATE TRIGGER ratings_band_removed AFTER DELETE ON ratings WHEN OLD.games >= 5
BEGIN
    UPDATE ranked_bands SET ranked = ranked - 1
    WHERE guild_id = OLD.guild_id AND season = 0 AND kind = OLD.kind
      AND band = (CAST(OLD.conservative / 8.0 AS INTEGER) - (OLD.conservative / 8.0 < CAST(OLD.conservative / 8.0 AS INTEGER)));
END;
CREATE TRIGGER ratings_band_changed AFTER UPDATE OF games, conservative ON ratings
WHEN OLD.games >= 5 OR NEW.games >= 5
BEGIN
    UPDATE ranked_bands SET ranked = ranked - 1
    WHERE OLD.games >= 5 AND guild_id = OLD.guild_id AND season = 0 AND kind = OLD.kind
      AND band = (CAST(OLD.conservative / 8.0 AS INTEGER) - (OLD.conservative / 8.0 < CAST(OLD.conservative / 8.0 AS INTEGER)));
    INSERT INTO ranked_bands (guild_id, season, kind, band, ranked)
    SELECT NEW.guild_id, 0, NEW.kind, (CAST(NEW.conservative / 8.0 AS INTEGER) - (NEW.conservative / 8.0 < CAST(NEW.conservative / 8.0 AS INTEGER))), 1 WHERE NEW.games >= 5
    ON CONFLICT (guild_id, season, kind, band) DO UPDATE SET ranked = ranked + 1;
END;

CREATE TRIGGER season_ratings_band_added AFTER INSERT ON season_ratings WHEN NEW.games >= 5
BEGIN
    INSERT INTO ranked_bands (guild_id, season, kind, band, ranked)
    VALUES (NEW.guild_id, NEW.season, NEW.kind, (CAST(NEW.conservative / 8.0 AS INTEGER) - (NEW.conservative / 8.0 < CAST(NEW.conservative / 8.0 AS INTEGER))), 1)
    ON CONFLICT (guild_id, season, kind, band) DO UPDATE SET ranked = ranked + 1;
END;
CREATE TRIGGER season_ratings_band_removed AFTER DELETE ON season_ratings WHEN OLD.games >= 5
BEGIN
    UPDATE ranked_bands SET ranked = ranked - 1
    WHERE guild_id = OLD.guild_id AND season = OLD.season AND kind = OLD.kind
      AND band = (CAST(OLD.conservative / 8.0 AS INTEGER) - (OLD.conservative / 8.0 < CAST(OLD.conservative / 8.0 AS INTEGER)));
END;
CREATE TRIGGER season_ratings_band_changed AFTER UPDATE OF games, conservative ON season_ratings
WHEN OLD.games >= 5 OR NEW.games >= 5
BEGIN
    UPDATE ranked_bands SET ranked = ranked - 1
    WHERE OLD.games >= 5 AND guild_id = OLD.guild_id AND season = OLD.season
      AND kind = OLD.kind AND band = (CAST(OLD.conservative / 8.0 AS INTEGER) - (OLD.conservative / 8.0 < CAST(OLD.conservative / 8.0 AS INTEGER)));
    INSERT INTO ranked_bands (guild_id, season, kind, band, ranked)
    SELECT NEW.guild_id, NEW.season, NEW.kind, (CAST(NEW.conservative / 8.0 AS INTEGER) - (NEW.conservative / 8.0 < CAST(NEW.conservative / 8.0 AS INTEGER))), 1 WHERE NEW.games >= 5
    ON CONFLICT (guild_id, season, kind, band) DO UPDATE SET ranked = ranked + 1;
END;
