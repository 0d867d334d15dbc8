-- Concurrency leases (spec 001 §7, issue 19): one per live playback the session check granted,
-- bound to the playback token it issued (the token's `lid` claim). The websocket ping or a token
-- renewal keeps it alive (last_seen_at, on the services' clock); a lease nobody keeps alive stops
-- counting after the timeout. Closing the player releases it at once; 'Stop watching on the other
-- devices' revokes it, and a revoked lease's token is refused everywhere. Kept here, not in a
-- process's memory, so every service process counts the same leases.
CREATE TABLE stream_leases (
  id text PRIMARY KEY,
  sso_id text NOT NULL REFERENCES accounts (sso_id) ON DELETE CASCADE,
  asset_id text NOT NULL,
  opened_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  released_at timestamptz,
  revoked_at timestamptz
);
-- The session check counts an account's open leases on every grant.
CREATE INDEX stream_leases_open ON stream_leases (sso_id, last_seen_at)
  WHERE released_at IS NULL AND revoked_at IS NULL;
