CREATE TABLE "public_content_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_content_version_single_row" CHECK ("public_content_version"."id" = 1)
);
