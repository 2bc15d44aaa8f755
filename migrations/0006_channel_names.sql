-- Channel names, for front ends that cannot ask Discord (the local console): a restarted console
-- shows `#games`, not a channel's number.
CREATE TABLE channel_names (
    channel_id  INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL
);
