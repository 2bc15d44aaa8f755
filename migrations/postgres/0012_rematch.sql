-- A rematch is a challenge that names the finished game it repeats: at most one open or accepted
-- rematch of a game, so that asking twice opens one challenge, not two.
ALTER TABLE challenges ADD COLUMN rematch_of BIGINT REFERENCES games (id);
CREATE UNIQUE INDEX challenges_rematch ON challenges (rematch_of)
    WHERE status IN ('pending', 'accepted');
