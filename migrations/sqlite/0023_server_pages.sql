-- Pages that page (issue #44): the PostgreSQL twin adds partial indexes for a server's web page.
-- SQLite needs none: games_guild (guild_id, status) ends with the rowid, the game's id, so the
-- page's walk from the newest game down is already an index walk (docs/web.md). This file keeps
-- the two engines' migrations numbered alike.
SELECT 1;
