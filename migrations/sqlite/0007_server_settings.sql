-- Each server's settings, changed by its admins with `/focus settings`. No row: the defaults.
CREATE TABLE server_settings (
    guild_id       INTEGER PRIMARY KEY,
    -- The turn time limit of new challenges in seconds: NULL = the bot's default (3 days),
    -- 0 = no limit.
    turn_limit     INTEGER CHECK (turn_limit IS NULL OR turn_limit >= 0),
    -- The language of public posts ('en', 'fr', 'it', 'ja'); NULL = English.
    language       TEXT,
    -- Whether `/focus board` answers only the caller.
    board_private  INTEGER NOT NULL DEFAULT 0,
    -- A role mentioned in turn reminders; NULL = none.
    reminder_role  INTEGER
);

-- The channels where games may be started; none listed = any channel.
CREATE TABLE game_channels (
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, channel_id)
) WITHOUT ROWID;
