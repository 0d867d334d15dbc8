-- Cancelling a subscription ends it at the end of the period paid for (issue 19; the streaming FAQ:
-- "You keep access until the end of the period you paid for"): a subscription's periods run from
-- its purchase by its billing interval, so the purchase keeps that interval; a cancelled one keeps
-- its access until access_ends_at, which its grants expire with.
ALTER TABLE purchases
  ADD COLUMN billing_interval text CHECK (billing_interval IN ('month', 'year'));
UPDATE purchases p SET billing_interval = c.item ->> 'interval'
  FROM checkouts c
  WHERE c.id = p.checkout_id AND p.kind = 'subscription';

-- The billing portal shows dates in the supporter's own time zone, which the site sends along.
ALTER TABLE portal_sessions
  ADD COLUMN time_zone text;
