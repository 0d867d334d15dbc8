-- Passes and streams per match (issue 19). Each streamed match has its own live streams, live
-- entries and pass, and its replay asks for that match's pass code instead of one code shared by
-- every match.

-- A live match's entry is listed until full time; the feeds' 'started' sections stop there.
ALTER TABLE videos ADD COLUMN ends_at timestamptz;

-- The video catalogue is seed content nobody edits: emptied here, and the seed fills it again,
-- whole, on the next start (as migration 0003 did), with the replays' per-match codes and each
-- streamed match's live entries.
DELETE FROM videos;
DELETE FROM feeds;

-- Seeded documents whose content changed, filled again on the next start: the memberships (the
-- match passes are no longer stored, and the season plans grant the season marker), the standing
-- stream assets (the teams' channels, no longer any match's) and the club pages (the cookies page
-- lists the sign-in device cookie of migration 0008).
DELETE FROM documents WHERE collection IN ('packages', 'stream-assets', 'content-pages');
