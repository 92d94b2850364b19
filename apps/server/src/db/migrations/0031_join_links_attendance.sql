CREATE TABLE "rsvp_attendance" (
	"registration_id" integer PRIMARY KEY NOT NULL,
	"first_joined_at" timestamp with time zone,
	"last_joined_at" timestamp with time zone,
	"join_count" integer DEFAULT 0 NOT NULL,
	"device" text,
	"marked_at" timestamp with time zone,
	"marked_by" integer,
	"attended_at" timestamp with time zone,
	"missed_at" timestamp with time zone,
	CONSTRAINT "rsvp_attendance_join_count_check" CHECK ("rsvp_attendance"."join_count" >= 0),
	CONSTRAINT "rsvp_attendance_device_check" CHECK ("rsvp_attendance"."device" in ('desktop', 'mobile', 'tablet', 'other'))
);
--> statement-breakpoint
CREATE TABLE "rsvp_join_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"seed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"shared_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rsvp_join_opens" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"visitor_key" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webinar_sessions" ADD COLUMN "doors_open_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "rsvp_attendance" ADD CONSTRAINT "rsvp_attendance_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_attendance" ADD CONSTRAINT "rsvp_attendance_marked_by_app_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."app_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_join_links" ADD CONSTRAINT "rsvp_join_links_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_join_opens" ADD CONSTRAINT "rsvp_join_opens_link_id_rsvp_join_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."rsvp_join_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rsvp_join_links_live_key" ON "rsvp_join_links" USING btree ("registration_id") WHERE "rsvp_join_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "rsvp_join_links_registration_idx" ON "rsvp_join_links" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "rsvp_join_opens_link_idx" ON "rsvp_join_opens" USING btree ("link_id","opened_at");--> statement-breakpoint
CREATE INDEX "rsvp_join_opens_at_idx" ON "rsvp_join_opens" USING btree ("opened_at");--> statement-breakpoint
ALTER TABLE "webinar_sessions" ADD CONSTRAINT "webinar_sessions_doors_open_check" CHECK ("webinar_sessions"."doors_open_minutes" between 0 and 240);