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
ALTER TABLE "sender_mailboxes" ADD CONSTRAINT "sender_mailboxes_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;