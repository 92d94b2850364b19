ALTER TABLE "registrations" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "duplicate_notice_at" timestamp with time zone;