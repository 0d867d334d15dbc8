-- Payments (spec 001 §7): checkouts made by create-checkout and paid or abandoned on the hosted
-- page, the purchases that paying records, and billing-portal sessions. The customer id lives on
-- accounts.stripe_customer_id (migration 0002); grants live in entitlements with the purchase id.

CREATE TABLE checkouts (
  id text PRIMARY KEY,
  sso_id text NOT NULL REFERENCES accounts (sso_id) ON DELETE CASCADE,
  package_id text NOT NULL,
  price_id text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('subscription', 'payment')),
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  customer_id text,
  customer_email text,
  coupon_id text,
  allow_promotion_codes boolean NOT NULL,
  metadata jsonb NOT NULL,
  -- The package and price as they were when the checkout was made, so a catalogue edit cannot
  -- change what an open checkout sells.
  item jsonb NOT NULL,
  -- 'open' until paid; an open checkout past expires_at is expired (read from the clock, not stored).
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  completed_at timestamptz
);
CREATE INDEX checkouts_sso_id ON checkouts (sso_id);

-- One row per paid checkout (a subscription 'sub_...' or a one-off payment 'pi_...').
CREATE TABLE purchases (
  id text PRIMARY KEY,
  checkout_id text NOT NULL UNIQUE REFERENCES checkouts (id),
  sso_id text NOT NULL REFERENCES accounts (sso_id) ON DELETE CASCADE,
  customer_id text NOT NULL,
  package_id text NOT NULL,
  package_title text NOT NULL,
  price_id text NOT NULL,
  price_display text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('subscription', 'payment')),
  -- What was charged, in minor units after any coupon.
  amount integer NOT NULL CHECK (amount >= 0),
  currency text NOT NULL,
  coupon_id text,
  payment_method text NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'cancelled')),
  created_at timestamptz NOT NULL,
  -- When the access of a one-off purchase ends; null for subscriptions (until cancelled).
  access_ends_at timestamptz,
  cancelled_at timestamptz
);
CREATE INDEX purchases_customer_id ON purchases (customer_id, created_at);

CREATE TABLE portal_sessions (
  id text PRIMARY KEY,
  sso_id text NOT NULL REFERENCES accounts (sso_id) ON DELETE CASCADE,
  customer_id text NOT NULL,
  return_url text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
