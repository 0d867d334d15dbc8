-- The identity layer's flows (spec 001 §4 "Authentication"): confirmation and reset codes, the
-- emails that carry them, the failed-login limit and the account site's authorisation codes.

-- Six-digit codes, stored only as keyed hashes. A code is spent once used, once a newer code of the
-- same purpose replaces it, or once too many wrong guesses were made against it.
CREATE TABLE verification_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sso_id text NOT NULL REFERENCES accounts (sso_id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('confirm_sign_up', 'reset_password')),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  spent_at timestamptz
);
CREATE INDEX verification_codes_account ON verification_codes (sso_id, purpose, id DESC);

-- What the identity layer "emailed". There is no mail server: test mode reads this table and
-- outside test mode the code is also printed to the server log.
CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  purpose text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  code text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX outbox_email ON outbox (email, id DESC);

-- Failed sign-ins per email (known or not, so the limit says nothing about who has an account).
-- failures counts within the window that began at window_started_at; reaching the limit sets
-- locked_until, and a successful sign-in deletes the row.
CREATE TABLE login_failures (
  email text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  failures integer NOT NULL,
  locked_until timestamptz
);

-- The account site's code flow: a one-time code, bound to the redirect_uri it was issued for,
-- that the site exchanges for the session's tokens.
CREATE TABLE authorization_codes (
  code_hash text PRIMARY KEY,
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  redirect_uri text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
