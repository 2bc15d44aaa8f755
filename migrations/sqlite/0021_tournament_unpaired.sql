-- Swiss at scale (issue #44): the round whose pairing failed and was told, so that the sweep,
-- retrying it each minute, tells the tournament's channel once.

ALTER TABLE tournaments ADD COLUMN unpaired_round INTEGER;
