-- Where each signed-in supporter left each on-demand video (issue 12 "Resume"): one row per
-- account and entry, replaced on every save; cleared when the video is finished.
CREATE TABLE playback_positions (
  sso_id text NOT NULL REFERENCES accounts (sso_id) ON DELETE CASCADE,
  entry_id text NOT NULL,
  position_seconds double precision NOT NULL CHECK (position_seconds >= 0),
  duration_seconds double precision NOT NULL CHECK (duration_seconds > 0),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (sso_id, entry_id)
);
CREATE INDEX playback_positions_recent ON playback_positions (sso_id, updated_at DESC);
