CREATE TABLE "identity_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"first_failure_at" timestamp with time zone NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_codes" (
	"user_sub" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_codes_user_sub_purpose_pk" PRIMARY KEY("user_sub","purpose"),
	CONSTRAINT "identity_codes_purpose" CHECK ("identity_codes"."purpose" in ('signup', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "identity_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_sessions" (
	"origin_jti" uuid PRIMARY KEY NOT NULL,
	"user_sub" uuid NOT NULL,
	"client_id" text NOT NULL,
	"auth_time" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "identity_users" (
	"sub" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"srp_salt" text NOT NULL,
	"srp_verifier" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_users_username_unique" UNIQUE("username"),
	CONSTRAINT "identity_users_status" CHECK ("identity_users"."status" in ('confirmed', 'unconfirmed'))
);
--> statement-breakpoint
CREATE TABLE "identity_refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"replaced_by" text
);
--> statement-breakpoint
CREATE TABLE "identity_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_srp_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"user_sub" uuid,
	"srp_a" text NOT NULL,
	"srp_b" text NOT NULL,
	"secret" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_codes" ADD CONSTRAINT "identity_codes_user_sub_identity_users_sub_fk" FOREIGN KEY ("user_sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_sessions" ADD CONSTRAINT "identity_sessions_user_sub_identity_users_sub_fk" FOREIGN KEY ("user_sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_refresh_tokens" ADD CONSTRAINT "identity_refresh_tokens_family_id_identity_sessions_origin_jti_fk" FOREIGN KEY ("family_id") REFERENCES "public"."identity_sessions"("origin_jti") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_srp_challenges" ADD CONSTRAINT "identity_srp_challenges_user_sub_identity_users_sub_fk" FOREIGN KEY ("user_sub") REFERENCES "public"."identity_users"("sub") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_sessions_user" ON "identity_sessions" USING btree ("user_sub");--> statement-breakpoint
CREATE INDEX "identity_refresh_tokens_family" ON "identity_refresh_tokens" USING btree ("family_id");