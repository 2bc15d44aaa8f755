-- A finished game's analysis (`/focus analyze`), stored once computed so asking again answers
-- at once: the search's node budget per position and the method's version it was computed
-- with (another budget or version is computed anew), and the numbers as JSON.
CREATE TABLE analyses (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id),
    nodes       INTEGER NOT NULL,
    version     INTEGER NOT NULL,
    body        TEXT    NOT NULL,
    created_at  INTEGER NOT NULL
);
