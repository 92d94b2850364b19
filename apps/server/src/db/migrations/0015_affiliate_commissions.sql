CREATE TABLE "affiliate_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"entry" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"rate_percent" integer NOT NULL,
	"description" text NOT NULL,
	"buyer_masked" text NOT NULL,
	"payment_cents" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"approves_at" timestamp with time zone NOT NULL,
	"payout_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_commissions_entry_check" CHECK ("affiliate_commissions"."entry" in ('earned', 'reversal')),
	CONSTRAINT "affiliate_commissions_status_check" CHECK ("affiliate_commissions"."status" in ('pending', 'approved', 'paid')),
	CONSTRAINT "affiliate_commissions_sign_check" CHECK (("affiliate_commissions"."entry" = 'earned' and "affiliate_commissions"."amount_cents" >= 0) or ("affiliate_commissions"."entry" = 'reversal' and "affiliate_commissions"."amount_cents" < 0))
);
--> statement-breakpoint
CREATE TABLE "affiliate_payout_holds" (
	"affiliate_id" integer PRIMARY KEY NOT NULL,
	"held_by" integer,
	"held_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"account_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"transfer_id" text,
	"requested_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "affiliate_payouts_status_check" CHECK ("affiliate_payouts"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "affiliate_payouts_amount_check" CHECK ("affiliate_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "referral_clicks" DROP CONSTRAINT "referral_clicks_kind_check";--> statement-breakpoint
ALTER TABLE "app_users" ADD COLUMN "referred_by_id" integer;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_affiliate_id_app_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."app_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_payout_id_affiliate_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."affiliate_payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payout_holds" ADD CONSTRAINT "affiliate_payout_holds_affiliate_id_app_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payout_holds" ADD CONSTRAINT "affiliate_payout_holds_held_by_app_users_id_fk" FOREIGN KEY ("held_by") REFERENCES "public"."app_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_affiliate_id_app_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."app_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_requested_by_app_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."app_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_commissions_earned_once" ON "affiliate_commissions" USING btree ("payment_id") WHERE "affiliate_commissions"."entry" = 'earned';--> statement-breakpoint
CREATE INDEX "affiliate_commissions_affiliate_idx" ON "affiliate_commissions" USING btree ("affiliate_id","status");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_approves_idx" ON "affiliate_commissions" USING btree ("status","approves_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_payouts_idempotency_key" ON "affiliate_payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "affiliate_payouts_affiliate_idx" ON "affiliate_payouts" USING btree ("affiliate_id","created_at");--> statement-breakpoint
ALTER TABLE "app_users" ADD CONSTRAINT "app_users_referred_by_id_app_users_id_fk" FOREIGN KEY ("referred_by_id") REFERENCES "public"."app_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_users_referred_by_idx" ON "app_users" USING btree ("referred_by_id","created_at");--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_kind_check" CHECK ("referral_clicks"."kind" in ('rsvp', 'newsletter', 'billboard', 'email-marketing', 'page'));