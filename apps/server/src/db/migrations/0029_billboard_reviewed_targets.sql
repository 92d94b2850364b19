ALTER TABLE "billboard_creatives" ADD COLUMN "reviewed_target_url" text;--> statement-breakpoint
ALTER TABLE "billboard_creatives" ADD COLUMN "reviewed_target_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Creatives on the site now (approved) or paused after approval had their current target reviewed:
-- an edit to it always sent them back to review. Their published click links, signed by id alone,
-- keep working as version 0.
UPDATE "billboard_creatives" SET "reviewed_target_url" = "target_url" WHERE "status" IN ('approved', 'paused');
