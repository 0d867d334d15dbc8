-- Coupons like a payment provider's (issue 19): who may use each (an allow-list of accounts or an
-- account flag), until when and how many times, checked when a checkout is made, when a promotion
-- code is typed and again when the checkout is paid, where each use is recorded.

-- What an account is, beyond the identity layer: 'staff', 'season-ticket-holder'.
ALTER TABLE accounts ADD COLUMN flags text[] NOT NULL DEFAULT '{}';

-- One row per paid checkout that used a coupon; the limits count these.
CREATE TABLE coupon_redemptions (
  coupon_id text NOT NULL,
  sso_id text NOT NULL REFERENCES accounts (sso_id) ON DELETE CASCADE,
  checkout_id text NOT NULL UNIQUE REFERENCES checkouts (id),
  redeemed_at timestamptz NOT NULL
);
CREATE INDEX coupon_redemptions_coupon ON coupon_redemptions (coupon_id, sso_id);

-- The coupons gain their rules and the campaigns their links: seeded documents, filled again on
-- the next start.
DELETE FROM documents WHERE collection IN ('coupons', 'campaigns');
