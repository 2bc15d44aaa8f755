-- The action log is append-only in the schema itself: an entry must be the game's next ply (no
-- gap, no second entry for a ply: `INSERT OR REPLACE` deletes the old row without firing a
-- DELETE trigger, so it is refused before it can), and a game row is never deleted or replaced.

CREATE TRIGGER actions_next_ply_only BEFORE INSERT ON actions
WHEN NEW.ply <> COALESCE((SELECT MAX(ply) + 1 FROM actions WHERE game_id = NEW.game_id), 0)
BEGIN SELECT RAISE(ABORT, 'the action log is append-only: each entry is the next ply'); END;

CREATE TRIGGER games_never_deleted BEFORE DELETE ON games
BEGIN SELECT RAISE(ABORT, 'games are kept for ever'); END;

CREATE TRIGGER games_never_replaced BEFORE INSERT ON games
WHEN EXISTS (SELECT 1 FROM games WHERE id = NEW.id)
BEGIN SELECT RAISE(ABORT, 'games are kept for ever'); END;
