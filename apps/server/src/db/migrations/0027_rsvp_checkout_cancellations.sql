-- A visitor who left the checkout (its Cancel, or Back to the site) now leaves the registration
-- "cancelled", not "expired" (docs/product.md, Webinar seats). Earlier such registrations are set
-- right where the domain event that ended them still says so (delivered events are kept 30 days).
UPDATE "registrations" AS r
SET "status" = 'cancelled', "cancelled_at" = r."expired_at", "expired_at" = NULL
FROM "domain_events" AS e
WHERE e."type" = 'rsvp.expired'
  AND e."payload" ->> 'reason' = 'released'
  AND (e."payload" ->> 'registrationId')::int = r."id"
  AND r."status" = 'expired';
