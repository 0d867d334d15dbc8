-- Read-mostly content (menu, pages, fixtures, sponsors, adverts, promos, packages, stream assets
-- and the like) is kept as JSON documents: the real services are CMSs that answer JSON, the site
-- never writes them, and one table keeps each service's seed to a list of documents. What users
-- change (accounts, sessions, entitlements, checkouts, purchases) keeps proper tables.
CREATE TABLE documents (
  collection text NOT NULL,
  id text NOT NULL,
  -- The order the seed gives, which is the order lists answer in unless a route sorts.
  position integer NOT NULL,
  body jsonb NOT NULL,
  PRIMARY KEY (collection, id)
);
CREATE INDEX documents_collection_position ON documents (collection, position);

-- What the streams and payments services need to know about an account.
ALTER TABLE accounts
  -- Spec 001 §6: "a bypassed flag ... marks an account with restrictions bypassed".
  ADD COLUMN bypassed boolean NOT NULL DEFAULT false,
  -- A fixed location (ISO 3166 alpha-2) that wins over the request's; null means use the request's.
  ADD COLUMN country text CHECK (country ~ '^[A-Z]{2}$'),
  -- Created by the first checkout; the billing portal is keyed by it.
  ADD COLUMN stripe_customer_id text UNIQUE,
  -- The identity layer's name/value attributes (spec 001 §3 "User account attributes").
  ADD COLUMN attributes jsonb NOT NULL DEFAULT '{}',
  -- Null until sign-up is confirmed with its code; accounts made before this migration count as confirmed.
  ADD COLUMN confirmed_at timestamptz;
UPDATE accounts SET confirmed_at = created_at;

-- One row per grant. A code is held while one of its grants is neither revoked nor expired, so a
-- cancelled subscription does not take away a match pass bought separately with the same code.
CREATE TABLE entitlements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sso_id text NOT NULL REFERENCES accounts (sso_id) ON DELETE CASCADE,
  code text NOT NULL,
  source text NOT NULL CHECK (source IN ('seed', 'purchase')),
  purchase_id text,
  granted_at timestamptz NOT NULL,
  expires_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX entitlements_sso_id ON entitlements (sso_id);
