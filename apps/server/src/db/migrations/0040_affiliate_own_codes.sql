ALTER TABLE "promo_codes" ADD COLUMN "made_by" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_own_code_idx" ON "promo_codes" USING btree ("affiliate_id") WHERE "promo_codes"."made_by" = 'affiliate';--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_made_by_check" CHECK ("promo_codes"."made_by" in ('admin', 'affiliate'));