CREATE TABLE "spent_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "source_key" text;--> statement-breakpoint
CREATE INDEX "spent_challenges_expires_idx" ON "spent_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "registrations_pending_source_idx" ON "registrations" USING btree ("source_key","session_id","hold_expires_at") WHERE "registrations"."status" = 'pending';