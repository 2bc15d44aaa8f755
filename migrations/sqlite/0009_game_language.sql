-- The language of a game's public posts (turns, reminders, the result): the challenger's when
-- the challenge was made. A server's `language` setting, when set, overrides it.
ALTER TABLE challenges ADD COLUMN language TEXT NOT NULL DEFAULT 'en-US';
ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en-US';

-- A game takes its challenge's language in the transaction that starts it (accepting writes
-- the challenge's game_id).
CREATE TRIGGER games_take_challenge_language AFTER UPDATE OF game_id ON challenges
WHEN NEW.game_id IS NOT NULL
BEGIN
    UPDATE games SET language = NEW.language WHERE id = NEW.game_id;
END;
