-- `history`, `replay` and `board` after a game look up a channel's latest game, finished or not:
-- an index on the channel keeps that a lookup however many games the server has played.
CREATE INDEX games_channel ON games (channel_id, id);
