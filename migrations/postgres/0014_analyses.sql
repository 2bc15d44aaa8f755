-- A finished game's analysis (`/focus analyze`), stored once computed so asking again answers
-- at once: the search's node budget per position and the method's version it was computed
-- with (another budget or version is computed anew), and the numbers as JSON.
CREATE TABLE analyses (
    game_id     BIGINT PRIMARY KEY REFERENCES games (id),
    nodes       BIGINT NOT NULL,
    version     BIGINT NOT NULL,
    body        TEXT   NOT NULL,
    created_at  BIGINT NOT NULL
);
