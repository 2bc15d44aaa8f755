-- The server's web page without replays (issue #44): each game's number of turns as its record
-- counts them (the log's entries less each takeback's `undo` line and the turn it took back),
-- kept by every turn write (+1, an `undo` -1), so that a page reads its games' lines (players,
-- result, turns) in one query, never their logs. The outcome is stored already (winners,
-- reason). The twin of migrations/postgres/0025.
ALTER TABLE games ADD COLUMN turns INTEGER NOT NULL DEFAULT 0;

UPDATE games SET turns = ply;

UPDATE games SET turns = turns - 2 * undone.n
FROM (SELECT game_id, COUNT(*) AS n FROM actions WHERE action = 'undo' GROUP BY game_id) AS undone
WHERE games.id = undone.game_id;
