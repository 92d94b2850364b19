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
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_owner_id_app_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_imports" ADD CONSTRAINT "contact_imports_list_id_contact_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."contact_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sender_mailboxes" ADD CONSTRAINT "sender_mailboxes_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_imports_owner_idx" ON "contact_imports" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "contacts_email_idx" ON "contacts" USING btree ("email");