-- The seat hold as raw SQL, the ceiling bench:rsvp compares the app with (rsvp.bench.ts runs it with
-- pgbench on the same database and sessions): lock the session, count its live seats, look for a paid
-- seat of the same address, insert the hold.
\set s random(:first, :last)
\set n random(1, 2000000000)
BEGIN;
SELECT capacity FROM webinar_sessions WHERE id = :s FOR UPDATE;
SELECT (SELECT count(*) FROM registrations WHERE session_id = :s AND status = 'paid')
  + (SELECT count(*) FROM registrations WHERE session_id = :s AND status = 'pending' AND hold_expires_at > now())
  + (SELECT count(*) FROM waitlist_entries WHERE session_id = :s AND status = 'offered' AND offer_expires_at > now());
SELECT id FROM registrations WHERE session_id = :s AND lower(email) = lower('ceiling-' || :n || '@bench.test') AND status = 'paid' LIMIT 1;
INSERT INTO registrations (session_id, first_name, last_name, email, phone, status, amount_cents, currency, hold_expires_at, source_key)
  VALUES (:s, 'Bench', 'Visitor', 'ceiling-' || :n || '@bench.test', '+1 212 555 0100', 'pending', 4900, 'usd', now() + interval '15 minutes', 'ceiling-' || :n);
END;
