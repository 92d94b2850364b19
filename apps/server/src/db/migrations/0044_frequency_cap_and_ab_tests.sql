CREATE TABLE "campaign_ab_tests" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"subject_b" text NOT NULL,
	"preheader_b" text DEFAULT '' NOT NULL,
	"test_percent" integer NOT NULL,
	"metric" text NOT NULL,
	"wait_hours" integer NOT NULL,
	"decide_at" timestamp with time zone,
	"winner" text,
	"winner_picked_at" timestamp with time zone,
	CONSTRAINT "campaign_ab_tests_metric_check" CHECK ("campaign_ab_tests"."metric" in ('opens', 'clicks')),
	CONSTRAINT "campaign_ab_tests_winner_check" CHECK ("campaign_ab_tests"."winner" in ('a', 'b'))
);
--> statement-breakpoint
ALTER TABLE "campaign_messages" DROP CONSTRAINT "campaign_messages_status_check";--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "campaign_ab_tests" ADD CONSTRAINT "campaign_ab_tests_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_ab_tests_due_idx" ON "campaign_ab_tests" USING btree ("decide_at") WHERE "campaign_ab_tests"."winner" is null;--> statement-breakpoint
CREATE INDEX "campaign_messages_cap_idx" ON "campaign_messages" USING btree ("email","slot_at") WHERE "campaign_messages"."status" in ('sending', 'sent');--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD CONSTRAINT "campaign_messages_variant_check" CHECK ("campaign_messages"."variant" in ('a', 'b'));--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD CONSTRAINT "campaign_messages_status_check" CHECK ("campaign_messages"."status" in ('waiting', 'queued', 'sending', 'sent', 'failed', 'skipped'));