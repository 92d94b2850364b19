-- Payments name what they pay for by kind and subject instead of a foreign key to registrations.
-- Every existing row is a seat: its subject is its registration (type 'registration', id as text).
-- A row without a registration (none is written today) keeps its own id as an 'unlinked' subject.
ALTER TABLE "payments" DROP CONSTRAINT "payments_registration_id_registrations_id_fk";
--> statement-breakpoint
DROP INDEX "payments_registration_key";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subject_type" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subject_id" text;--> statement-breakpoint
UPDATE "payments" SET
  "subject_type" = CASE WHEN "registration_id" IS NULL THEN 'unlinked' ELSE 'registration' END,
  "subject_id" = coalesce("registration_id"::text, "id"::text);--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "subject_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "subject_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_subject_key" ON "payments" USING btree ("kind","subject_type","subject_id");--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "registration_id";
