-- Pages that page (issue #44): a server's web page lists its running and its finished games a
-- page at a time, newest first, only those of the channels everyone can view. Each list walks
-- its own index from the newest game of the server down, reading the channel from the index to
-- skip the games of other channels, and stops at the end of the page (docs/web.md). SQLite's
-- games_guild (guild_id, status) serves the same walk: its rows end with the rowid, the id.
CREATE INDEX games_guild_running ON games (guild_id, id, channel_id) WHERE status = 'active';
CREATE INDEX games_guild_finished ON games (guild_id, id, channel_id) WHERE status = 'finished';
