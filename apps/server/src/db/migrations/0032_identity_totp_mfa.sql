CREATE TABLE "identity_mfa_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_sub" uuid NOT NULL,
	"client_id" text NOT NULL,
	"challenge" text NOT NULL,
	"stage" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_mfa_sessions_challenge" CHECK ("identity_mfa_sessions"."challenge" in ('SOFTWARE_TOKEN_MFA', 'MFA_SETUP')),
	CONSTRAINT "identity_mfa_sessions_stage" CHECK ("identity_mfa_sessions"."stage" in ('challenged', 'associated', 'verified'))
);
--> statement-breakpoint
CREATE TABLE "identity_software_tokens" (
	"user_sub" uuid PRIMARY KEY NOT NULL,
	"secret" text,
	"pending_secret" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"preferred" boolean DEFAULT false NOT NULL,
	"last_step" integer,
	"friendly_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_mfa_sessions" ADD CONSTRAINT "identity_mfa_sessions_user_sub_identity_users_sub_fk" FOREIGN KEY ("user_sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_software_tokens" ADD CONSTRAINT "identity_software_tokens_user_sub_identity_users_sub_fk" FOREIGN KEY ("user_sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_mfa_sessions_user" ON "identity_mfa_sessions" USING btree ("user_sub");