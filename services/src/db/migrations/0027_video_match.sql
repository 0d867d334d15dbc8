-- Issue 24 item 1: a full-match replay names its match, so the player finds the match centre's
-- events for its key moments (GET {matchData}/replays/{entryId}). Null for every other entry.
ALTER TABLE videos ADD COLUMN match_id text;
