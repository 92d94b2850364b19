CREATE TABLE "automation_run_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"step" integer NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"message_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"sequence_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"subject_key" text NOT NULL,
	"contact_id" integer,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"last_message_id" integer,
	"exit_reason" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "automation_runs_status_check" CHECK ("automation_runs"."status" in ('active', 'completed', 'exited'))
);
--> statement-breakpoint
CREATE TABLE "automation_sequences" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"owner_name" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_sequences_status_check" CHECK ("automation_sequences"."status" in ('draft', 'active', 'paused'))
);
--> statement-breakpoint
CREATE TABLE "automation_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"sequence_id" integer NOT NULL,
	"number" integer NOT NULL,
	"trigger" jsonb NOT NULL,
	"trigger_type" text NOT NULL,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_kind_check";--> statement-breakpoint
DROP INDEX "campaign_messages_campaign_email";--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD COLUMN "run_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "automation_run_steps" ADD CONSTRAINT "automation_run_steps_run_id_automation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."automation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_sequence_id_automation_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."automation_sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_version_id_automation_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."automation_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_sequences" ADD CONSTRAINT "automation_sequences_owner_id_app_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_versions" ADD CONSTRAINT "automation_versions_sequence_id_automation_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."automation_sequences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "automation_run_steps_once" ON "automation_run_steps" USING btree ("run_id","step");--> statement-breakpoint
CREATE UNIQUE INDEX "automation_runs_subject" ON "automation_runs" USING btree ("sequence_id","subject_key");--> statement-breakpoint
CREATE INDEX "automation_runs_due_idx" ON "automation_runs" USING btree ("due_at","id") WHERE "automation_runs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "automation_runs_sequence_idx" ON "automation_runs" USING btree ("sequence_id","id");--> statement-breakpoint
CREATE INDEX "automation_runs_email_idx" ON "automation_runs" USING btree ("email") WHERE "automation_runs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "automation_sequences_owner_idx" ON "automation_sequences" USING btree ("owner_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "automation_versions_sequence_number" ON "automation_versions" USING btree ("sequence_id","number");--> statement-breakpoint
CREATE INDEX "automation_versions_trigger_idx" ON "automation_versions" USING btree ("trigger_type");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_messages_campaign_email" ON "campaign_messages" USING btree ("campaign_id","email","run_key");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_kind_check" CHECK ("campaigns"."kind" in ('campaign', 'newsletter', 'automation'));