-- The first schema: content the site reads (news, teams, the video feed) and what users change
-- (accounts and their sessions). Plain PostgreSQL, so it runs on PGlite and on a real server alike.

-- Service-wide values that must survive restarts, such as the token-signing secret.
CREATE TABLE settings (
  name text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE news_articles (
  slug text PRIMARY KEY,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  body_html text NOT NULL DEFAULT '',
  published_at timestamptz NOT NULL,
  categories text[] NOT NULL DEFAULT '{}',
  image_key text NOT NULL,
  language text NOT NULL DEFAULT 'en'
);
CREATE INDEX news_articles_published_at ON news_articles (published_at DESC);

-- position keeps the order the spec lists the teams in.
CREATE TABLE teams (
  id text PRIMARY KEY,
  position integer NOT NULL UNIQUE,
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  show_on_matches boolean NOT NULL DEFAULT true,
  show_on_teams boolean NOT NULL DEFAULT true,
  external_team_page text,
  external_match_page text,
  is_single_group boolean NOT NULL DEFAULT false,
  display_position_on_card boolean NOT NULL DEFAULT true,
  is_mini_card boolean NOT NULL DEFAULT false,
  show_team_overview boolean NOT NULL DEFAULT true,
  child_friendly boolean NOT NULL DEFAULT false
);

CREATE TABLE feeds (
  feed_id text PRIMARY KEY,
  title text NOT NULL
);

-- The section with the lowest position is the feed's default one.
CREATE TABLE feed_sections (
  feed_id text NOT NULL REFERENCES feeds (feed_id) ON DELETE CASCADE,
  section_id text NOT NULL,
  title text NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (feed_id, section_id)
);

CREATE TABLE videos (
  entry_id text PRIMARY KEY,
  title text NOT NULL,
  duration_s integer NOT NULL CHECK (duration_s >= 0),
  -- '?' open to all, '*' any signed-in user, empty follows a setting, otherwise package codes.
  entitlements text[] NOT NULL DEFAULT '{}',
  thumbnail_key text NOT NULL,
  created_at timestamptz NOT NULL,
  feed_id text NOT NULL,
  section text NOT NULL,
  FOREIGN KEY (feed_id, section) REFERENCES feed_sections (feed_id, section_id) ON DELETE CASCADE
);
CREATE INDEX videos_feed_section_created ON videos (feed_id, section, created_at DESC);

CREATE TABLE accounts (
  sso_id text PRIMARY KEY,
  -- Always stored trimmed and lowercased, so the unique constraint is case-insensitive in effect.
  email text NOT NULL UNIQUE,
  display_name text,
  password_hash text NOT NULL,
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'blocked', 'password_change_required')),
  created_at timestamptz NOT NULL
);

-- One row per signed-in browser. Only hashes of the cookie value and the refresh token are kept,
-- so a copy of the database does not hand out live sessions. Rotating the refresh token replaces
-- its hash, which is what makes the previous one stop working.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  sso_id text NOT NULL REFERENCES accounts (sso_id) ON DELETE CASCADE,
  cookie_hash text NOT NULL UNIQUE,
  refresh_token_hash text NOT NULL UNIQUE,
  refresh_expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  refreshed_at timestamptz,
  revoked_at timestamptz,
  user_agent text
);
CREATE INDEX sessions_sso_id ON sessions (sso_id);
