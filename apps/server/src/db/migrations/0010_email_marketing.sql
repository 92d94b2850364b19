CREATE TABLE "contact_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"csv" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"list_id" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"suppressed" integer DEFAULT 0 NOT NULL,
	"duplicate_rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invalid_rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "contact_imports_status_check" CHECK ("contact_imports"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sender_mailboxes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"provider" text NOT NULL,
	"smtp_host" text NOT NULL,
	"smtp_port" integer NOT NULL,
	"smtp_security" text NOT NULL,
	"auth_method" text NOT NULL,
	"secret" text NOT NULL,
	"oauth_provider" text,
	"per_day_override" integer,
	"per_minute_override" integer,
	"verified_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sender_mailboxes_auth_method_check" CHECK ("sender_mailboxes"."auth_method" in ('password', 'oauth')),
	CONSTRAINT "sender_mailboxes_security_check" CHECK ("sender_mailboxes"."smtp_security" in ('tls', 'starttls', 'none')),
	CONSTRAINT "sender_mailboxes_oauth_provider_check" CHECK (("sender_mailboxes"."auth_method" = 'oauth') = ("sender_mailboxes"."oauth_provider" is not null)),
	CONSTRAINT "sender_mailboxes_port_check" CHECK ("sender_mailboxes"."smtp_port" between 1 and 65535)
);
--> statement-breakpoint
CREATE TABLE "campaign_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"kind" text NOT NULL,
	"link_idx" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_events_kind_check" CHECK ("campaign_events"."kind" in ('open', 'click', 'unsubscribe', 'bounce', 'complaint'))
);
--> statement-breakpoint
CREATE TABLE "campaign_links" (
	"campaign_id" integer NOT NULL,
	"idx" integer NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "campaign_links_campaign_id_idx_pk" PRIMARY KEY("campaign_id","idx")
);
--> statement-breakpoint
CREATE TABLE "campaign_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"contact_id" integer,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"slot_at" timestamp with time zone,
	"message_id" text,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "campaign_messages_status_check" CHECK ("campaign_messages"."status" in ('queued', 'sending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "campaign_sender_pace" (
	"owner_id" integer PRIMARY KEY NOT NULL,
	"next_slot_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"owner_name" text NOT NULL,
	"from_address" text,
	"subject" text NOT NULL,
	"preheader" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"audience" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"send_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_owner_id_app_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_list_id_contact_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."contact_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sender_mailboxes" ADD CONSTRAINT "sender_mailboxes_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_message_id_campaign_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."campaign_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_links" ADD CONSTRAINT "campaign_links_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD CONSTRAINT "campaign_messages_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_messages" ADD CONSTRAINT "campaign_messages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_sender_pace" ADD CONSTRAINT "campaign_sender_pace_owner_id_app_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_owner_id_app_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_imports_owner_idx" ON "contact_imports" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "campaign_events_campaign_idx" ON "campaign_events" USING btree ("campaign_id","kind","message_id");--> statement-breakpoint
CREATE INDEX "campaign_events_at_idx" ON "campaign_events" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_messages_campaign_email" ON "campaign_messages" USING btree ("campaign_id","email");--> statement-breakpoint
CREATE INDEX "campaign_messages_due_idx" ON "campaign_messages" USING btree ("owner_id","next_attempt_at","id") WHERE "campaign_messages"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "campaign_messages_quota_idx" ON "campaign_messages" USING btree ("owner_id","slot_at") WHERE "campaign_messages"."status" in ('sending', 'sent');--> statement-breakpoint
CREATE INDEX "campaigns_owner_id_idx" ON "campaigns" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "campaigns_due_idx" ON "campaigns" USING btree ("send_at") WHERE "campaigns"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "contacts_email_idx" ON "contacts" USING btree ("email");