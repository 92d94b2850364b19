CREATE TABLE "admin_change_marker" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_change_marker_single_row" CHECK ("admin_change_marker"."id" = 1)
);
