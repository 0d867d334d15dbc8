-- The video catalogue grows from one feed to the whole video API (spec 001 §3, §7): what search
-- filters on (teams, seasons, tags, categories, legacy), publication times (releaseFrom lists an
-- entry, startAt makes it playable), live entries, and videos that belong to several sections of
-- several feeds. The catalogue is seed content nobody edits, so it is emptied here and the seed
-- fills it again, whole, on the next start.
DELETE FROM videos;
DELETE FROM feeds;

ALTER TABLE videos
  DROP COLUMN feed_id,
  DROP COLUMN section,
  ADD COLUMN description text NOT NULL DEFAULT '',
  -- 'Live' entries point at a stream asset of the streams service and play in the live player.
  ADD COLUMN media_type text NOT NULL DEFAULT 'OnDemand' CHECK (media_type IN ('OnDemand', 'Live')),
  ADD COLUMN stream_asset_id text,
  ADD COLUMN live_media_type text CHECK (live_media_type IN ('video', 'audio')),
  -- Team ids as the teams service has them (t3448 ...); seasons by the year they start.
  ADD COLUMN teams text[] NOT NULL DEFAULT '{}',
  ADD COLUMN seasons integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN tags text[] NOT NULL DEFAULT '{}',
  -- Category slugs of the video-categories collection.
  ADD COLUMN categories text[] NOT NULL DEFAULT '{}',
  -- Entries carried over from the old video platform.
  ADD COLUMN legacy boolean NOT NULL DEFAULT false,
  -- Nothing lists or finds an entry before release_from; start_at is when it can be played.
  ADD COLUMN release_from timestamptz NOT NULL,
  ADD COLUMN start_at timestamptz NOT NULL,
  ADD CONSTRAINT videos_live_has_asset CHECK ((media_type = 'Live') = (stream_asset_id IS NOT NULL)),
  ADD CONSTRAINT videos_live_has_kind CHECK ((media_type = 'Live') = (live_media_type IS NOT NULL));
CREATE INDEX videos_start_at ON videos (start_at DESC);
CREATE INDEX videos_release_from ON videos (release_from DESC);

-- How a section picks and orders its entries at request time: 'any' lists them newest created
-- first; 'upcoming' only those not started yet, soonest first; 'started' only those started,
-- latest first (the Live feed's two sections).
ALTER TABLE feed_sections
  ADD COLUMN schedule text NOT NULL DEFAULT 'any' CHECK (schedule IN ('any', 'upcoming', 'started'));
-- The alternate search names a section without its feed, so section ids are unique across feeds.
CREATE UNIQUE INDEX feed_sections_section_id ON feed_sections (section_id);

CREATE TABLE feed_items (
  feed_id text NOT NULL,
  section_id text NOT NULL,
  entry_id text NOT NULL REFERENCES videos (entry_id) ON DELETE CASCADE,
  PRIMARY KEY (feed_id, section_id, entry_id),
  FOREIGN KEY (feed_id, section_id) REFERENCES feed_sections (feed_id, section_id) ON DELETE CASCADE
);
CREATE INDEX feed_items_entry_id ON feed_items (entry_id);
