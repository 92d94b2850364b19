CREATE TABLE "kpi_daily_sources" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "kpi_daily_sources_day_kind_key_pk" PRIMARY KEY("day","kind","key"),
	CONSTRAINT "kpi_daily_sources_kind_check" CHECK ("kpi_daily_sources"."kind" in ('referrer', 'utm', 'affiliate', 'campaign'))
);
--> statement-breakpoint
CREATE TABLE "kpi_daily_visits" (
	"day" date PRIMARY KEY NOT NULL,
	"page_views" integer NOT NULL,
	"visitors" integer NOT NULL,
	"rsvp_started" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kpi_rollup_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"rolled_at" timestamp with time zone NOT NULL,
	"raw_since" timestamp with time zone,
	CONSTRAINT "kpi_rollup_state_single_row" CHECK ("kpi_rollup_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"visitor_hash" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"affiliate_id" integer
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_affiliate_id_app_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."app_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visits_occurred_at_idx" ON "visits" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "payments_refunded_at_idx" ON "payments" USING btree ("refunded_at") WHERE "payments"."refunded_at" is not null;--> statement-breakpoint
CREATE INDEX "affiliate_commissions_created_idx" ON "affiliate_commissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_confirmed_idx" ON "newsletter_subscribers" USING btree ("confirmed_at") WHERE "newsletter_subscribers"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_unsubscribed_idx" ON "newsletter_subscribers" USING btree ("unsubscribed_at") WHERE "newsletter_subscribers"."unsubscribed_at" is not null;