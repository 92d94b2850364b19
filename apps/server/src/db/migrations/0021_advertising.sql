CREATE TABLE "test_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'incomplete' NOT NULL,
	"interval" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"return_url" text,
	"plan_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_subscriptions_checkout_id_unique" UNIQUE("checkout_id"),
	CONSTRAINT "test_subscriptions_status_check" CHECK ("test_subscriptions"."status" in ('incomplete', 'active', 'past_due', 'canceled')),
	CONSTRAINT "test_subscriptions_interval_check" CHECK ("test_subscriptions"."interval" in ('month', 'year'))
);
--> statement-breakpoint
CREATE TABLE "advertiser_invoices" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertiser_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"checkout_id" text,
	"provider_subscription_id" text,
	"customer_id" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"buyer_email" text NOT NULL,
	"buyer_name" text NOT NULL,
	"affiliate_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertiser_subscriptions_status_check" CHECK ("advertiser_subscriptions"."status" in ('pending', 'active', 'past_due', 'cancelled', 'ended')),
	CONSTRAINT "advertiser_subscriptions_plan_check" CHECK ("advertiser_subscriptions"."plan" in ('monthly', 'yearly'))
);
--> statement-breakpoint
CREATE TABLE "billboard_creative_days" (
	"creative_id" integer NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "billboard_creative_days_creative_id_day_pk" PRIMARY KEY("creative_id","day")
);
--> statement-breakpoint
CREATE TABLE "billboard_creatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"format" text NOT NULL,
	"name" text NOT NULL,
	"headline" text,
	"line" text,
	"alt_text" text,
	"target_url" text NOT NULL,
	"images" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"rejection_reason" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billboard_creatives_format_check" CHECK ("billboard_creatives"."format" in ('image', 'text')),
	CONSTRAINT "billboard_creatives_status_check" CHECK ("billboard_creatives"."status" in ('draft', 'pending', 'approved', 'rejected', 'paused'))
);
--> statement-breakpoint
CREATE TABLE "billboard_schedule_mark" (
	"id" integer PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billboard_schedule_mark_single_row" CHECK ("billboard_schedule_mark"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "billboard_seen" (
	"creative_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "billboard_seen_creative_id_day_kind_visitor_pk" PRIMARY KEY("creative_id","day","kind","visitor")
);
--> statement-breakpoint
ALTER TABLE "test_subscriptions" ADD CONSTRAINT "test_subscriptions_checkout_id_test_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."test_checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_invoices" ADD CONSTRAINT "advertiser_invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_invoices" ADD CONSTRAINT "advertiser_invoices_subscription_id_advertiser_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."advertiser_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_subscriptions" ADD CONSTRAINT "advertiser_subscriptions_user_id_app_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertiser_subscriptions" ADD CONSTRAINT "advertiser_subscriptions_affiliate_id_app_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."app_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billboard_creative_days" ADD CONSTRAINT "billboard_creative_days_creative_id_billboard_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."billboard_creatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billboard_creatives" ADD CONSTRAINT "billboard_creatives_owner_id_app_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billboard_seen" ADD CONSTRAINT "billboard_seen_creative_id_billboard_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."billboard_creatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertiser_invoices_subscription_idx" ON "advertiser_invoices" USING btree ("subscription_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "advertiser_subscriptions_provider_key" ON "advertiser_subscriptions" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "advertiser_subscriptions_checkout_key" ON "advertiser_subscriptions" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "advertiser_subscriptions_user_idx" ON "advertiser_subscriptions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "billboard_creatives_owner_idx" ON "billboard_creatives" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "billboard_creatives_status_idx" ON "billboard_creatives" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "billboard_seen_day_idx" ON "billboard_seen" USING btree ("day");