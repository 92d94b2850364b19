CREATE TABLE "contact_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"match" text DEFAULT 'all' NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_segments_match_check" CHECK ("contact_segments"."match" in ('all', 'any'))
);
--> statement-breakpoint
ALTER TABLE "automation_versions" ADD COLUMN "segment_id" integer;--> statement-breakpoint
ALTER TABLE "contact_segments" ADD CONSTRAINT "contact_segments_owner_id_app_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_segments_owner_name" ON "contact_segments" USING btree ("owner_id","name");--> statement-breakpoint
CREATE INDEX "campaign_events_kind_at_idx" ON "campaign_events" USING btree ("kind","at","message_id");