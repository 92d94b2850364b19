-- A referrer "host" longer than DNS allows is no site (landingSource): cleared, so that every row fits the new index.
UPDATE "registrations" SET "referrer_host" = NULL WHERE length("referrer_host") > 253;--> statement-breakpoint
DROP INDEX "registrations_created_idx";--> statement-breakpoint
DROP INDEX "payments_paid_at_idx";--> statement-breakpoint
DROP INDEX "payments_refunded_at_idx";--> statement-breakpoint
DROP INDEX "affiliate_commissions_created_idx";--> statement-breakpoint
CREATE INDEX "registrations_paid_source_idx" ON "registrations" USING btree ("created_at","affiliate_id","referrer_host","utm_source","utm_medium","utm_campaign","status","amount_cents") WHERE "registrations"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "registrations_created_idx" ON "registrations" USING btree ("created_at","id","status","paid_at");--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at","id","kind","amount_cents");--> statement-breakpoint
CREATE INDEX "payments_refunded_at_idx" ON "payments" USING btree ("refunded_at","refunded_cents") WHERE "payments"."refunded_at" is not null;--> statement-breakpoint
CREATE INDEX "affiliate_commissions_created_idx" ON "affiliate_commissions" USING btree ("created_at","amount_cents");