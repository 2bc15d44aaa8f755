-- Tournaments run by the bot (issue #29): each table's channel (a thread in Discord) once
-- opened, whether a round's post was written, the server's restriction of `tournament create`,
-- and the outbox's new kind of post ('tournament': sign-up, round, game start, final).

ALTER TABLE tournament_tables ADD COLUMN channel_id BIGINT;
ALTER TABLE tournament_rounds ADD COLUMN posted_at BIGINT;
ALTER TABLE server_settings ADD COLUMN tournaments_restricted BOOLEAN NOT NULL DEFAULT FALSE;

ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check CHECK (kind IN
    ('turn', 'computer', 'forfeit', 'game-over', 'reminder', 'expired', 'season', 'tournament'));
