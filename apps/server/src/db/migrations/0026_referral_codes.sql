ALTER TABLE "app_users" ADD COLUMN "referral_code" text DEFAULT translate(substr(replace(gen_random_uuid()::text, '-', ''), 1, 10), '0123456789', 'ghjkmnpqrs') NOT NULL;--> statement-breakpoint
ALTER TABLE "app_users" ADD COLUMN "legacy_numeric_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "app_users_referral_code_key" ON "app_users" USING btree ("referral_code");--> statement-breakpoint
-- Every account that exists now may have shared links with its id in them (`/r/<id>/…`, `?ref=<id>`):
-- those keep crediting it. Accounts made from here on are reachable by their code alone.
UPDATE "app_users" SET "legacy_numeric_code" = true;
