-- Indexes for a big bot's database (a million finished games, thousands running; measured in
-- docs/performance.md, "A big bot's database").

-- The running games, for the timer's sweep (turns due a reminder or out of time), the
-- computer's games and the forfeits applied before standings: a few thousand rows of a
-- million. `status` leads so that SQLite searches the index by it (it uses a partial index
-- only with a constraint on one of its columns); no column a turn updates, so a turn does not
-- rewrite it.
CREATE INDEX games_running ON games (status, turn_limit) WHERE status = 'active';

-- The few seats the computer holds, for the sweep's games with a computer to wake: without it
-- PostgreSQL reads every seat.
CREATE INDEX seats_computer ON seats (game_id) WHERE computer IS NOT NULL;

-- A player's seats, latest game first, with the name they had: the name a leaderboard or the
-- stats show (one index probe a player instead of sorting every game they played) and a
-- player's games. It replaces the index on the user alone, its prefix.
CREATE INDEX seats_user_game ON seats (user_id, game_id, name);
DROP INDEX seats_user;
