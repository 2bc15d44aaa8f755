-- A takeback by agreement (issue 30). On the game row: the ply (log length) at which a takeback
-- was asked for, and the seats that agree (bit mask, seat 1 = bit 0, the asker's included). The
-- request is open while the game's ply is still that ply and some seat agrees; a decline sets
-- the seats to 0 and keeps the ply, so that a turn is asked about once. Any turn written moves
-- the ply on, so the request lapses by itself. The undo itself is a log entry of its own
-- (`undo`, by the seat whose turn it takes back): the log stays append-only.
ALTER TABLE games ADD COLUMN takeback_ply INTEGER;
ALTER TABLE games ADD COLUMN takeback_seats INTEGER NOT NULL DEFAULT 0;

-- A server's takebacks: 'casual' (the default: in unrated games only), 'all' (rated games too)
-- or 'off'. Tournament games never have them.
ALTER TABLE server_settings ADD COLUMN takeback TEXT NOT NULL DEFAULT 'casual';
