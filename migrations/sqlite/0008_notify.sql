-- How each user wants to hear that it is their turn, set with `/focus notify`. No row: the
-- default, a mention in the turn post ('channel').
CREATE TABLE notify_settings (
    user_id     INTEGER PRIMARY KEY,
    -- 'channel' (the turn post mentions them), 'dm' (also a direct message) or 'off' (no
    -- mention).
    mode        TEXT NOT NULL CHECK (mode IN ('channel', 'dm', 'off')),
    -- 1 when Discord refused a direct message to them and they were not told yet.
    dm_refused  INTEGER NOT NULL DEFAULT 0
);
