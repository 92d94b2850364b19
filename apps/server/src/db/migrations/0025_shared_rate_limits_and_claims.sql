CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD COLUMN "claimed_by" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_claimed_idx" ON "mail_outbox" USING btree ("claimed_by") WHERE "mail_outbox"."claimed_by" is not null;--> statement-breakpoint
CREATE INDEX "campaign_messages_claimed_idx" ON "campaign_messages" USING btree ("claimed_by") WHERE "campaign_messages"."claimed_by" is not null;