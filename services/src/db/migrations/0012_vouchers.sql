-- Voucher codes (issue 19): one-time codes, each granting a named pass or a period of access to
-- the account that redeems it. Only a hash of each code is kept, like a password: someone who
-- reads this table cannot redeem what is in it. Redeeming sets redeemed_by in the same statement
-- that checks it is unset, so a code is used once however many try it at the same time.
CREATE TABLE vouchers (
  code_hash text PRIMARY KEY,
  -- What it grants, in words ('30 days of live match video and replays').
  label text NOT NULL,
  entitlements text[] NOT NULL CHECK (cardinality(entitlements) > 0),
  -- The access it gives: so many days from redemption, or until a fixed instant (a named pass).
  period_days integer CHECK (period_days > 0),
  access_until timestamptz,
  -- The code itself cannot be redeemed from here on; null: no end.
  redeem_by timestamptz,
  redeemed_by text REFERENCES accounts (sso_id) ON DELETE SET NULL,
  redeemed_at timestamptz,
  CHECK ((period_days IS NULL) <> (access_until IS NULL))
);

-- Grants may now come from a voucher.
ALTER TABLE entitlements DROP CONSTRAINT entitlements_source_check;
ALTER TABLE entitlements ADD CONSTRAINT entitlements_source_check
  CHECK (source IN ('seed', 'purchase', 'voucher'));
