CREATE TABLE "rsvp_replays" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"url" text,
	"storage_key" text,
	"content_type" text,
	"size_bytes" integer,
	"available_days" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rsvp_replays_source_check" CHECK (("rsvp_replays"."source" = 'link' and "rsvp_replays"."url" is not null and "rsvp_replays"."storage_key" is null) or ("rsvp_replays"."source" = 'upload' and "rsvp_replays"."storage_key" is not null and "rsvp_replays"."url" is null)),
	CONSTRAINT "rsvp_replays_days_check" CHECK ("rsvp_replays"."available_days" between 1 and 90)
);
--> statement-breakpoint
ALTER TABLE "rsvp_attendance" ADD COLUMN "replay_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rsvp_attendance" ADD COLUMN "replay_first_watched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rsvp_attendance" ADD COLUMN "replay_last_watched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rsvp_attendance" ADD COLUMN "replay_views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rsvp_replays" ADD CONSTRAINT "rsvp_replays_session_id_webinar_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."webinar_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_replays" ADD CONSTRAINT "rsvp_replays_saved_by_app_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."app_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_attendance" ADD CONSTRAINT "rsvp_attendance_replay_views_check" CHECK ("rsvp_attendance"."replay_views" >= 0);