-- A server's web pages (issue 32): 'on' (links carry a token), 'off' (no pages, no links) or
-- 'public' (no token needed).
ALTER TABLE server_settings ADD COLUMN web TEXT NOT NULL DEFAULT 'on';
