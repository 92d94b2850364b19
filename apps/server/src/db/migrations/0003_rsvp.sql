CREATE TABLE "webinar_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"join_url" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "webinar_sessions_status_check" CHECK ("webinar_sessions"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "webinar_sessions_capacity_check" CHECK ("webinar_sessions"."capacity" > 0),
	CONSTRAINT "webinar_sessions_price_check" CHECK ("webinar_sessions"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" uuid DEFAULT gen_random_uuid() NOT NULL,
	"session_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"time_zone" text,
	"affiliate_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"provider" text,
	"checkout_session_id" text,
	"payment_intent_id" text,
	"waitlist_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" in ('pending', 'paid', 'expired', 'cancelled', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"registration_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_registration_id_kind_pk" PRIMARY KEY("registration_id","kind"),
	CONSTRAINT "reminder_deliveries_kind_check" CHECK ("reminder_deliveries"."kind" in ('24h', '1h'))
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"time_zone" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offer_token" text,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'claimed', 'lapsed', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"registration_id" integer,
	"checkout_session_id" text NOT NULL,
	"payment_intent_id" text,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_name" text NOT NULL,
	"affiliate_id" integer,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('paid', 'partially_refunded', 'refunded')),
	CONSTRAINT "payments_refund_check" CHECK ("payments"."refunded_cents" between 0 and "payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "test_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"description" text NOT NULL,
	"customer_email" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"client_reference_id" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"payment_intent_id" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "test_checkouts_status_check" CHECK ("test_checkouts"."status" in ('open', 'complete', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"dedupe_key" text,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('queued', 'sent', 'logged', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "webinar_sessions" ADD CONSTRAINT "webinar_sessions_created_by_app_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_session_id_webinar_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."webinar_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_affiliate_id_app_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."app_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_session_id_webinar_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."webinar_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_affiliate_id_app_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."app_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webinar_sessions_starts_idx" ON "webinar_sessions" USING btree ("status","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_reference_key" ON "registrations" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_checkout_key" ON "registrations" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "registrations_session_status_idx" ON "registrations" USING btree ("session_id","status");--> statement-breakpoint
CREATE INDEX "registrations_pending_hold_idx" ON "registrations" USING btree ("hold_expires_at") WHERE "registrations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "registrations_created_idx" ON "registrations" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_offer_token_key" ON "waitlist_entries" USING btree ("offer_token");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_open_email_key" ON "waitlist_entries" USING btree ("session_id",lower("email")) WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_session_status_idx" ON "waitlist_entries" USING btree ("session_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_key" ON "payments" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_registration_key" ON "payments" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at","id");--> statement-breakpoint
CREATE INDEX "payments_intent_idx" ON "payments" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_key" ON "mail_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at","id");