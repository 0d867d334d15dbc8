-- Failed attempts that slow down whoever makes them (issue 19): sign-in by email and address
-- together, by address alone and by a device that signed in before; change-password guesses by
-- account; voucher codes by account and by address. One row per scope and key (the key hashed:
-- no email or address is kept here), with growing delays: blocked_until is when the next attempt
-- is heard. Replaces the per-email lockout of login_failures, which let anyone lock a supporter
-- out by failing with their email.
CREATE TABLE throttles (
  scope text NOT NULL,
  key_hash text NOT NULL,
  failures integer NOT NULL CHECK (failures > 0),
  last_failure_at timestamptz NOT NULL,
  blocked_until timestamptz,
  PRIMARY KEY (scope, key_hash)
);

DROP TABLE login_failures;
