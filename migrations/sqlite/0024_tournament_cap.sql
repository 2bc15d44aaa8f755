-- Swiss fields (issue #44): a tournament's entry cap, `/focus tournament create max_players:N`
-- (NULL: none but the bot's own maximum, `service::tournaments::MOST_ENTRANTS`).

ALTER TABLE tournaments ADD COLUMN max_players INTEGER;
