DROP INDEX "registrations_session_status_idx";--> statement-breakpoint
CREATE INDEX "registrations_session_status_hold_idx" ON "registrations" USING btree ("session_id","status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "registrations_session_email_idx" ON "registrations" USING btree ("session_id",lower("email"));