CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_user_id" integer,
	"actor_roles" text[] NOT NULL,
	"address" text,
	"user_agent" text,
	"action" text NOT NULL,
	"subject_type" text,
	"subject_id" text,
	"subject_label" text,
	"summary" text NOT NULL,
	"request_id" text,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id","id");--> statement-breakpoint
-- The audit log is append-only (docs/decisions/2026-11-27-audit-log.md): no UPDATE, no TRUNCATE, and no
-- DELETE except the retention job's, which names its cutoff in a setting local to its transaction
-- (meridian.audit_retention_before) and may then delete only entries written before that instant.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
    AND OLD."at" < NULLIF(current_setting('meridian.audit_retention_before', true), '')::timestamptz THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % is refused', TG_OP
    USING ERRCODE = 'insufficient_privilege',
          HINT = 'Only the retention job removes entries, and only those older than its cutoff.';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
