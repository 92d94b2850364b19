CREATE TABLE "identity_webauthn_credentials" (
	"credential_id" text PRIMARY KEY NOT NULL,
	"user_sub" uuid NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachment" text,
	"relying_party_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "identity_mfa_sessions" DROP CONSTRAINT "identity_mfa_sessions_challenge";--> statement-breakpoint
ALTER TABLE "identity_mfa_sessions" ALTER COLUMN "user_sub" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_mfa_sessions" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "identity_mfa_sessions" ADD COLUMN "webauthn_challenge" text;--> statement-breakpoint
ALTER TABLE "identity_webauthn_credentials" ADD CONSTRAINT "identity_webauthn_credentials_user_sub_identity_users_sub_fk" FOREIGN KEY ("user_sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_webauthn_credentials_user" ON "identity_webauthn_credentials" USING btree ("user_sub","created_at");--> statement-breakpoint
ALTER TABLE "identity_mfa_sessions" ADD CONSTRAINT "identity_mfa_sessions_challenge" CHECK ("identity_mfa_sessions"."challenge" in ('SOFTWARE_TOKEN_MFA', 'MFA_SETUP', 'SELECT_CHALLENGE', 'WEB_AUTHN', 'WEB_AUTHN_REGISTRATION'));