-- Where each challenge's Accept and Decline buttons are shown, so they can be greyed out when
-- the challenge closes by a command or by the timer, even after the bot restarted.

CREATE TABLE challenge_messages (
    challenge_id  INTEGER NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
    channel_id    INTEGER NOT NULL,
    message_id    INTEGER NOT NULL,
    PRIMARY KEY (challenge_id, message_id)
) WITHOUT ROWID;
