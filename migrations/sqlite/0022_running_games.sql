-- The running games in a small table of their own, for the timer's sweep (`Store::games_due`):
-- it reads this table whole, a few thousand rows, whatever the planner's statistics say (a
-- query on `games` was planned as a scan of a million games right after a bulk load, before
-- `ANALYZE`; docs/performance.md). Triggers keep it: a game is here exactly while it runs,
-- with its clock as `games` holds it. The twin of migrations/postgres/0022.
CREATE TABLE running_games (
    game_id          INTEGER PRIMARY KEY REFERENCES games (id),
    turn_limit       INTEGER,
    turn_started_at  INTEGER NOT NULL,
    reminded         INTEGER NOT NULL
);

INSERT INTO running_games (game_id, turn_limit, turn_started_at, reminded)
SELECT id, turn_limit, turn_started_at, reminded FROM games WHERE status = 'active';

CREATE TRIGGER running_games_started AFTER INSERT ON games WHEN NEW.status = 'active'
BEGIN
    INSERT INTO running_games (game_id, turn_limit, turn_started_at, reminded)
    VALUES (NEW.id, NEW.turn_limit, NEW.turn_started_at, NEW.reminded);
END;

CREATE TRIGGER running_games_clock
AFTER UPDATE OF status, turn_limit, turn_started_at, reminded ON games
WHEN NEW.status = 'active'
BEGIN
    INSERT INTO running_games (game_id, turn_limit, turn_started_at, reminded)
    VALUES (NEW.id, NEW.turn_limit, NEW.turn_started_at, NEW.reminded)
    ON CONFLICT (game_id) DO UPDATE SET turn_limit = excluded.turn_limit,
        turn_started_at = excluded.turn_started_at, reminded = excluded.reminded;
END;

CREATE TRIGGER running_games_finished AFTER UPDATE OF status ON games
WHEN NEW.status <> 'active'
BEGIN
    DELETE FROM running_games WHERE game_id = NEW.id;
END;
