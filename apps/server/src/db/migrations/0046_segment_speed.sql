DROP INDEX "campaign_events_kind_at_idx";--> statement-breakpoint
ALTER TABLE "campaign_events" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD COLUMN "contact_id" integer;--> statement-breakpoint
UPDATE "campaign_events" SET "owner_id" = m."owner_id", "contact_id" = m."contact_id" FROM "campaign_messages" m WHERE m."id" = "campaign_events"."message_id";--> statement-breakpoint
ALTER TABLE "campaign_events" ALTER COLUMN "owner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_events_owner_kind_at_idx" ON "campaign_events" USING btree ("owner_id","kind","at","contact_id") WHERE "campaign_events"."contact_id" is not null;--> statement-breakpoint
CREATE INDEX "campaign_events_contact_idx" ON "campaign_events" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "registrations_email_status_idx" ON "registrations" USING btree (lower("email"),"status","paid_at");
