CREATE TABLE "referral_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sub" text DEFAULT '' NOT NULL,
	"visitor_hash" text NOT NULL,
	"day" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_clicks_kind_check" CHECK ("referral_clicks"."kind" in ('rsvp', 'newsletter', 'billboard', 'email-marketing'))
);
--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_owner_id_app_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."app_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_clicks_once_per_day" ON "referral_clicks" USING btree ("owner_id","kind","sub","visitor_hash","day");--> statement-breakpoint
CREATE INDEX "referral_clicks_owner_at" ON "referral_clicks" USING btree ("owner_id","at");